import type { DraftValues } from './values';

/** The specification selects (spec 001 §3.6) by their key in the values' spec. */
export const SPEC_LABELS = {
  origin: 'Asal Produksi',
  producer: 'Produsen',
  contentPaper: 'Kertas Isi',
  coverPaper: 'Kertas Cover',
  fillColor: 'Warna Isi',
  coverColor: 'Warna Cover',
  condition: 'Kondisi',
  finishing: 'Finishing',
  binding: 'Jilid',
  processor: 'Processor',
  memory: 'Memory',
  harddisk: 'Hard Disk',
  warranty: 'Garansi',
  cdDvd: 'DVD/CD',
  monitor: 'Ukuran Monitor',
  os: 'Sistem Operasi',
  availability: 'Jenis Produk',
} as const;
export type SpecKey = keyof typeof SPEC_LABELS;
export const SPEC_KEYS = Object.keys(SPEC_LABELS) as SpecKey[];

/** How the list of changed fields names each value; a form may name a field its own way. */
export type FieldLabels = Partial<Record<keyof DraftValues, string>>;

const FIELD_LABELS: Record<Exclude<keyof DraftValues, 'spec' | 'categoryChanged'>, string> = {
  name: 'Nama Produk',
  code: 'Kode Produk (SKU)',
  tags: 'Tag Produk',
  seo: 'SEO',
  brandId: 'Merek',
  categoryPath: 'Kategori',
  description: 'Deskripsi',
  price: 'Harga Satuan',
  priceNego: 'Harga Nego',
  ppnMode: 'Jenis PPN',
  vatTag: 'Tag PPN',
  unitType: 'Satuan',
  zonePrices: 'Harga Zona',
  wholesale: 'Harga Grosir',
  zoneWholesale: 'Harga Grosir Zona',
  stock: 'Stok',
  weight: 'Berat (kg)',
  length: 'Panjang (cm)',
  width: 'Lebar (cm)',
  height: 'Tinggi (cm)',
  durationDays: 'Lama Pengerjaan (hari)',
  installedApplications: 'Aplikasi Terpasang',
  status: 'Status',
  skKelulusan: 'SK Kelulusan',
  isbn: 'ISBN',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The labels of the fields a draft changed against what the form started from, in form order. */
export function changedFields(draft: DraftValues, start: DraftValues, labels: FieldLabels = {}): string[] {
  const changed = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[])
    .filter((key) => !same(draft[key], start[key]))
    .map((key) => labels[key] ?? FIELD_LABELS[key]);
  const specs = SPEC_KEYS.filter((key) => (draft.spec[key] ?? '') !== (start.spec[key] ?? '')).map((key) => SPEC_LABELS[key]);
  return [...changed, ...specs];
}

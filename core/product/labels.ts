/**
 * The product fields' names, said once. The spec names the fields but shows
 * no label; these words are ours, and the product forms, their list of changed fields, the
 * mass-upload template's headers, the product list's columns and the messages that name a field
 * all read them here. Keys are the form values' names (core/product/form.ts).
 */
/** The detail page's title: a book's, and any other product's. */
export const PRODUCT_DETAIL_TITLES = { book: 'Detail Buku', other: 'Detail Produk' } as const;

export const PRODUCT_FIELD_LABELS = {
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
  packets: 'Isi Paket',
} as const;

/** The specification choices by their key, in the order the edit form lists them. */
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

/** A price zone's field ('Harga Zona 1') and its wholesale tiers ('Harga Grosir Zona 1'). */
export const zoneLabel = (zone: number) => `${PRODUCT_FIELD_LABELS.zonePrices} ${zone}`;
export const zoneWholesaleLabel = (zone: number) => `${PRODUCT_FIELD_LABELS.zoneWholesale} ${zone}`;

/** A wholesale tier's minimum quantity and price ('Grosir Min 1', 'Grosir Harga 1'): the forms and the template say the same. */
export const tierMinLabel = (tier: number) => `Grosir Min ${tier}`;
export const tierPriceLabel = (tier: number) => `Grosir Harga ${tier}`;

/**
 * The VAT tag of a product: 27 tags, 0 to 26, written 'number:text'. Tag 0
 * 'Dikenakan PPN' is taxed; 1 to 26 are exemptions. One parser reads a tag wherever it comes
 * from: the forms' select ('12:Jasa Pendidikan'), a spreadsheet cell (12, '12', ' 12 : Jasa
 * Pendidikan'), a request field, the server's list.
 */

/**
 * Tag 0 is the spec's text; the spec names the exemptions 1..26 only by subject, so their wording
 * here is ours (the edit form's server list, listppntag, takes precedence where it is loaded).
 */
export const VAT_TAG_TEXTS: readonly string[] = [
  'Dikenakan PPN',
  'Jasa Boga atau Katering',
  'Jasa Keagamaan',
  'Jasa Kesenian dan Hiburan',
  'Jasa Perhotelan',
  'Jasa yang Disediakan oleh Pemerintah',
  'Jasa Penyediaan Tempat Parkir',
  'Vaksin',
  'Buku Pelajaran Umum, Kitab Suci dan Buku Pelajaran Agama',
  'Barang Kebutuhan Pokok',
  'Jasa Keuangan',
  'Jasa Asuransi',
  'Jasa Pendidikan',
  'Jasa Angkutan Umum',
  'Listrik',
  'Air Bersih',
  'Jasa Pelayanan Kesehatan Medis',
  'Jasa Pelayanan Sosial',
  'Jasa Pengiriman Surat dengan Perangko',
  'Jasa Tenaga Kerja',
  'Jasa Penyiaran yang Tidak Bersifat Iklan',
  'Makanan dan Minuman di Hotel, Restoran dan Rumah Makan',
  'Uang, Emas Batangan dan Surat Berharga',
  'Rumah Sederhana dan Rumah Susun Sederhana',
  'Hasil Pertambangan yang Diambil Langsung dari Sumbernya',
  'Jasa Telepon Umum dengan Uang Logam',
  'Jasa Pengiriman Uang dengan Wesel Pos',
];

/** The one taxed tag. */
export const TAXED_VAT_TAG = 0;

/** A tag as it may arrive: its number, or text ('12', '12:Jasa Pendidikan'). */
export type VatTagInput = string | number;

export interface VatTag {
  readonly id: number;
  readonly text: string;
}

/** Why a tag was not read, said wherever one is typed. */
export const VAT_TAG_INVALID = 'Tag PPN harus angka 0 sampai 26 (0 = Dikenakan PPN)';

/** One pattern object for every call: a literal in the function would be made again on each, for every row of a file. */
const VAT_TAG = /^\s*(\d{1,2})\s*(?::(.*))?$/s;

/**
 * 12, '12', '12:Jasa Pendidikan' -> {id 12, text}; null when not a whole number 0..26, alone or
 * before a colon. The text after the colon is the writer's; an absent one is ours.
 */
export function parseVatTag(tag: VatTagInput): VatTag | null {
  const match = VAT_TAG.exec(String(tag));
  const digits = match?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  if (id >= VAT_TAG_TEXTS.length) return null;
  const text = match?.[2]?.trim() || VAT_TAG_TEXTS[id] || '';
  return { id, text };
}

/** A tag id in its 'number:text' form, as the forms' select and the request carry it. */
export function formatVatTag(id: number): string {
  return `${id}:${VAT_TAG_TEXTS[id] ?? ''}`;
}

/** Only tag 0 counts as taxed: the VAT-inclusive breakdown is shown for it, the no-VAT one otherwise. */
export function isTaxedVatTag(tag: VatTagInput): boolean {
  return parseVatTag(tag)?.id === TAXED_VAT_TAG;
}

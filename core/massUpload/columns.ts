import { PRODUCT_FIELD_LABELS as FIELD, SPEC_LABELS, tierMinLabel, tierPriceLabel } from '../product/labels';
import { GOODS_SPEC_OPTIONS, UNIT_OPTIONS, VAT_TAG_OPTIONS, DEFAULT_UNIT } from '../product/options';

/**
 * The mass-upload template (shared/mass-upload-template.md), defined once: the xlsx writer, the
 * header check, the row rules, the reports and the 'Petunjuk' sheet all read this list.
 */

export const DATA_SHEET = 'Produk';
export const GUIDE_SHEET = 'Petunjuk';
/** The mass upload's limit of products per file. */
export const MAX_PRODUCTS_PER_FILE = 100;
/** Header row; products start on the row below. */
export const HEADER_ROW = 1;
export const FIRST_PRODUCT_ROW = 2;

export const PRODUCT_TYPES = ['Barang', 'Jasa'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const STATUS_CHOICES = ['1', '0'] as const;

/** How a cell is read before the rules see it. */
export type ColumnKind = 'text' | 'integer' | 'decimal' | 'choice' | 'url';

export interface TemplateColumn {
  readonly key: string;
  /** Row-1 text, exactly. A trailing '*' marks a required column. */
  readonly header: string;
  readonly kind: ColumnKind;
  /** The explanation shown in the header note and on the 'Petunjuk' sheet. */
  readonly help: string;
  /** Values offered by the dropdown (and listed on 'Petunjuk'); absent for free columns. */
  readonly choices?: readonly string[];
  /** Column width in the template, in characters. */
  readonly width: number;
}

function column<const K extends string>(
  key: K,
  header: string,
  kind: ColumnKind,
  width: number,
  help: string,
  choices?: readonly string[],
) {
  return { key, header, kind, width, help, ...(choices ? { choices } : {}) } as const;
}

/** A required column's header: the field's name and the marker. */
const required = (label: string) => `${label}*`;

const unitLabels = UNIT_OPTIONS.map((option) => option.label);
const vatTags = VAT_TAG_OPTIONS.map((option) => option.value);

const tierColumns = ([1, 2, 3, 4] as const).flatMap((tier) => [
  column(
    `grosir_min_${tier}`,
    tierMinLabel(tier),
    'integer',
    12,
    tier === 1
      ? 'Opsional. Jumlah pembelian minimum harga grosir tingkat 1, bilangan bulat minimal 1.'
      : `Opsional. Minimum tingkat ${tier}: hanya bila tingkat ${tier - 1} diisi, dan harus lebih besar dari ${tierMinLabel(tier - 1)}.`,
  ),
  column(
    `grosir_harga_${tier}`,
    tierPriceLabel(tier),
    'integer',
    14,
    `Harga grosir tingkat ${tier}: butuh ${tierMinLabel(tier)} lebih dari 0; bilangan bulat 100 sampai ${FIELD.price}.`,
  ),
]);

export const TEMPLATE_COLUMNS = [
  column('nama_produk', required(FIELD.name), 'text', 32, 'Wajib. Nama produk, 1 sampai 255 karakter.'),
  column('jenis', 'Jenis*', 'choice', 10, 'Wajib. Barang atau Jasa.', PRODUCT_TYPES),
  column(
    'kode_produk',
    FIELD.code,
    'text',
    18,
    'Opsional. Paling banyak 64 karakter, tidak boleh sama dengan baris lain di file ini.',
  ),
  column(
    'kategori_id',
    'ID Kategori*',
    'integer',
    12,
    'Wajib. ID kategori terdalam dari pohon kategori Barang (untuk Barang) atau Jasa (untuk Jasa). Kategori buku 22 dan 23 beserta turunannya tidak bisa diupload massal.',
  ),
  column('merek_id', 'ID Merek', 'integer', 10, 'Barang: wajib (ID merek). Jasa: diabaikan (dikirim sebagai 1).'),
  column('deskripsi', required(FIELD.description), 'text', 40, 'Wajib. Deskripsi produk.'),
  column(
    'harga',
    required(FIELD.price),
    'integer',
    14,
    'Wajib. Rupiah tanpa desimal, 100 sampai 999999999999. Boleh ditulis 1.250.000.',
  ),
  column('harga_nego', FIELD.priceNego, 'integer', 14, 'Opsional. Bila diisi: rupiah 100 sampai 999999999999.'),
  column('satuan', FIELD.unitType, 'choice', 12, `Opsional. Kosong berarti ${DEFAULT_UNIT}.`, unitLabels),
  column(
    'tag_ppn',
    required(FIELD.vatTag),
    'choice',
    22,
    'Wajib. Angka 0 sampai 26 (boleh ditulis seperti di daftar, mis. 12:Jasa Pendidikan). 0 = Dikenakan PPN, 1..26 = dibebaskan.',
    vatTags,
  ),
  ...tierColumns,
  column(
    'asal',
    SPEC_LABELS.origin,
    'choice',
    14,
    'Opsional. Kosong berarti Dalam Negeri.',
    GOODS_SPEC_OPTIONS.origin.map((o) => o.value),
  ),
  column(
    'produsen',
    SPEC_LABELS.producer,
    'choice',
    12,
    'Opsional. Kosong berarti Non UMKM.',
    GOODS_SPEC_OPTIONS.producer.map((o) => o.value),
  ),
  column(
    'kondisi',
    SPEC_LABELS.condition,
    'choice',
    10,
    'Barang: Baru atau Bekas, kosong berarti Baru. Jasa: selalu Baru.',
    GOODS_SPEC_OPTIONS.condition.map((o) => o.value),
  ),
  column('stok', FIELD.stock, 'integer', 10, 'Barang: wajib, bilangan bulat minimal 0. Jasa: diabaikan.'),
  column(
    'berat_kg',
    FIELD.weight,
    'decimal',
    11,
    'Barang: wajib, lebih dari 0, koma atau titik sebagai desimal (mis. 0,200 atau 0.200). Jasa: 0.',
  ),
  column('panjang_cm', FIELD.length, 'decimal', 12, 'Opsional, minimal 0, koma atau titik sebagai desimal. Jasa: 0.'),
  column('lebar_cm', FIELD.width, 'decimal', 11, 'Opsional, minimal 0, koma atau titik sebagai desimal. Jasa: 0.'),
  column('tinggi_cm', FIELD.height, 'decimal', 11, 'Opsional, minimal 0, koma atau titik sebagai desimal. Jasa: 0.'),
  column('garansi', SPEC_LABELS.warranty, 'text', 14, 'Opsional. Teks bebas.'),
  column('lama_pengerjaan', FIELD.durationDays, 'integer', 12, 'Jasa: wajib, minimal 1 hari. Barang: diabaikan.'),
  column(
    'ketersediaan',
    'Ketersediaan',
    'choice',
    13,
    'Opsional. Kosong berarti Ready Stock.',
    GOODS_SPEC_OPTIONS.availability.map((o) => o.value),
  ),
  column('foto_utama', 'URL Foto Utama*', 'url', 36, 'Wajib. URL http(s) yang berakhiran .jpg atau .jpeg.'),
  column('foto_2', 'URL Foto 2', 'url', 30, 'Opsional. URL http(s) yang berakhiran .jpg atau .jpeg.'),
  column('foto_3', 'URL Foto 3', 'url', 30, 'Opsional. URL http(s) yang berakhiran .jpg atau .jpeg.'),
  column(
    'foto_4',
    'URL Foto 4',
    'url',
    30,
    'Hanya untuk Jasa (Barang punya 2 foto tambahan). URL http(s) .jpg atau .jpeg.',
  ),
  column('status', required(FIELD.status), 'choice', 9, 'Wajib. 1 (Aktif) atau 0 (Tidak Aktif).', STATUS_CHOICES),
] as const satisfies readonly TemplateColumn[];

export type ColumnKey = (typeof TEMPLATE_COLUMNS)[number]['key'];

export interface ChoiceColumn extends TemplateColumn {
  readonly key: ColumnKey;
  readonly choices: readonly string[];
}

/** The enumerated columns: each gets a dropdown in 'Produk' and a list on 'Petunjuk'. */
export const CHOICE_COLUMNS: readonly ChoiceColumn[] = TEMPLATE_COLUMNS.flatMap((column): ChoiceColumn[] =>
  'choices' in column && column.choices ? [{ ...column, choices: column.choices }] : [],
);

export const COLUMN_KEYS: readonly ColumnKey[] = TEMPLATE_COLUMNS.map((c) => c.key);

const byKey = new Map<string, TemplateColumn>(TEMPLATE_COLUMNS.map((c) => [c.key, c]));

export function isColumnKey(key: string): key is ColumnKey {
  return byKey.has(key);
}

export function columnOf(key: ColumnKey): TemplateColumn {
  const found = byKey.get(key);
  if (!found) throw new Error(`unknown template column ${key}`);
  return found;
}

/** 0-based position of a column in the template. */
export function columnIndex(key: ColumnKey): number {
  return COLUMN_KEYS.indexOf(key);
}

/** The header without its required marker, for messages ('Harga Satuan'). */
export function columnLabel(key: ColumnKey): string {
  return columnOf(key).header.replace(/\*$/, '');
}

/** Spreadsheet column letters of a 0-based position: 0 -> A, 26 -> AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

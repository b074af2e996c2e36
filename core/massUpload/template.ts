import type { DataValidation, Worksheet } from 'exceljs';
import type { CellValue } from './cells';
import { SPLIT_TEXTS } from './splitFiles';
import {
  CHOICE_COLUMNS,
  columnLetter,
  DATA_SHEET,
  FIRST_PRODUCT_ROW,
  GUIDE_SHEET,
  MAX_PRODUCTS_PER_FILE,
  TEMPLATE_COLUMNS,
  type ColumnKey,
  type TemplateColumn,
} from './columns';

type ExcelModule = typeof import('exceljs');

let loading: Promise<ExcelModule> | null = null;
let loader: () => Promise<ExcelModule> = () =>
  import('exceljs/dist/exceljs.bare.min.js').then((mod: ExcelModule & { default?: ExcelModule }) => mod.default ?? mod);

/**
 * exceljs's prebuilt single-file bundle, loaded on first use: only the template is written with
 * it. It is CommonJS: Node hands it over as the default export, bundlers sometimes as the namespace.
 */
function loadExcel(): Promise<ExcelModule> {
  loading ??= loader();
  return loading;
}

/**
 * Replaces how exceljs is obtained (the CLI passes Node's require: importing the CommonJS file from ESM scans all of it first).
 * @public used by vite.cli.config.ts, which knip does not read as a project file
 */
export function setExcelLoader(load: () => ExcelModule | Promise<ExcelModule>): void {
  loader = async () => load();
  loading = null;
}

/**
 * Writes the template workbook: 'Produk' (headers frozen, a note on each, a dropdown on every
 * enumerated column) and 'Petunjuk' (each column explained, the allowed values listed). `split`
 * fills this package's 'Produk' sheet with the lean writer (xlsx/writer.ts).
 */

/**
 * Rows below the header that get the dropdowns: the 100 products of a file with room for blank
 * rows. Not more: exceljs expands every validated cell when reading, and `check` has a time budget.
 */
export const VALIDATED_ROWS = 2 * MAX_PRODUCTS_PER_FILE;

const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } } as const;
const REQUIRED_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFCE4D6' } } as const;

/** Where a column's allowed values sit on 'Petunjuk' (the dropdowns point there: inline lists are limited to 255 characters). */
const GUIDE_TABLE_WIDTH = 5;

/** exceljs has range validations at run time (Worksheet.dataValidations) but not in its typings. */
interface RangeValidations {
  readonly dataValidations: { add(range: string, validation: DataValidation): void };
}

/** Tag PPN may be typed as a bare number (0..26) too: Excel only warns there instead of refusing. */
const TYPED_CHOICES: readonly ColumnKey[] = ['tag_ppn'];
/** Excel refuses a validation error text above 225 characters. */
const MAX_ERROR_TEXT = 225;

function dropdownError(choices: readonly string[]): string {
  const text = `Pilih salah satu: ${choices.join(', ')}`;
  return text.length <= MAX_ERROR_TEXT ? text : `Pilih salah satu nilai dari daftar (lihat sheet ${GUIDE_SHEET}).`;
}

function choiceListRange(position: number, count: number): string {
  const letter = columnLetter(GUIDE_TABLE_WIDTH + 1 + position);
  return `${GUIDE_SHEET}!$${letter}$2:$${letter}$${count + 1}`;
}

function noteText(column: TemplateColumn): string {
  const choices = column.choices ? `\nPilihan: ${column.choices.join(', ')}` : '';
  return `${column.help}${choices}`;
}

function fillProductSheet(sheet: Worksheet): void {
  sheet.columns = TEMPLATE_COLUMNS.map((column) => ({ key: column.key, width: column.width }));
  const header = sheet.getRow(1);
  TEMPLATE_COLUMNS.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = column.header.endsWith('*') ? REQUIRED_FILL : HEADER_FILL;
    cell.note = noteText(column);
  });
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 1 }];
  const lastRow = FIRST_PRODUCT_ROW + VALIDATED_ROWS - 1;
  CHOICE_COLUMNS.forEach((column, position) => {
    const letter = columnLetter(TEMPLATE_COLUMNS.findIndex((c) => c.key === column.key));
    (sheet as Worksheet & RangeValidations).dataValidations.add(`${letter}${FIRST_PRODUCT_ROW}:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [choiceListRange(position, column.choices.length)],
      showErrorMessage: true,
      errorStyle: TYPED_CHOICES.includes(column.key) ? 'warning' : 'stop',
      errorTitle: column.header,
      error: dropdownError(column.choices),
    });
  });
}

function fillGuideSheet(sheet: Worksheet): void {
  sheet.columns = [
    { header: 'No', key: 'no', width: 5 },
    { header: 'Kolom', key: 'header', width: 24 },
    { header: 'Kunci', key: 'key', width: 16 },
    { header: 'Penjelasan', key: 'help', width: 70 },
    { header: 'Pilihan', key: 'choices', width: 50 },
  ];
  TEMPLATE_COLUMNS.forEach((column, i) => {
    sheet.addRow({
      no: i + 1,
      header: column.header,
      key: column.key,
      help: column.help,
      choices: (column as TemplateColumn).choices?.join(', ') ?? '',
    });
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(4).alignment = { wrapText: true, vertical: 'top' };
  const notes = [
    `Isi produk di sheet '${DATA_SHEET}' mulai baris ${FIRST_PRODUCT_ROW}; jangan ubah, pindah atau hapus baris judul kolom.`,
    `Maksimal ${MAX_PRODUCTS_PER_FILE} produk per file. File yang lebih besar ditolak saat upload; halaman upload menawarkan '${SPLIT_TEXTS.action}' untuk membaginya menjadi file berisi paling banyak ${MAX_PRODUCTS_PER_FILE} produk (perintah 'penyedia split' melakukan hal yang sama).`,
    'Kolom bertanda * wajib diisi. Baris yang seluruhnya kosong diabaikan. Pilihan boleh ditulis dengan huruf besar atau kecil.',
    'Angka boleh ditulis sebagai angka atau teks dengan titik pemisah ribuan (1.250.000). Berat dan ukuran memakai koma atau titik desimal (0,200 atau 0.200).',
    'Sel berisi tautan (hyperlink) dibaca dari alamat tautannya.',
    'Buku (kategori 22 dan 23) tidak diupload massal: tambahkan dari katalog Puskurbuk.',
    'Portal memeriksa file begitu dipilih dan menunjukkan setiap kesalahan dengan baris dan kolomnya.',
  ];
  sheet.addRow([]);
  for (const note of notes) sheet.addRow({ header: note });
  // The allowed values, one list per enumerated column, right of the table: the dropdowns of 'Produk' read them.
  CHOICE_COLUMNS.forEach((column, position) => {
    const col = GUIDE_TABLE_WIDTH + 2 + position;
    sheet.getColumn(col).width = Math.max(12, ...column.choices.map((c) => Math.min(c.length + 2, 40)));
    const head = sheet.getCell(1, col);
    head.value = column.header;
    head.font = { bold: true };
    column.choices.forEach((choice, i) => {
      sheet.getCell(i + 2, col).value = choice;
    });
  });
}

/** The template as xlsx bytes; `rows` (cells in template column order) fill 'Produk' from row 2. */
export async function writeTemplate(rows: readonly (readonly CellValue[])[] = []): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'penyedia';
  const products = workbook.addWorksheet(DATA_SHEET);
  const guide = workbook.addWorksheet(GUIDE_SHEET);
  fillProductSheet(products);
  fillGuideSheet(guide);
  for (const cells of rows) products.addRow(cells.map((cell) => cell ?? null));
  // Fastest deflate: the files are a few dozen kB either way, and split writes a thousand of them.
  const buffer = await workbook.xlsx.writeBuffer({ zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } } });
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
}

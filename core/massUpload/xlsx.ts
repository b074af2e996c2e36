import { err, ok, type Result } from 'neverthrow';
import type { CellValue } from './cells';
import type { SheetData, SheetRow } from './check';
import { DATA_SHEET, HEADER_ROW } from './columns';

/**
 * The thin exceljs adapter: bytes of an xlsx to plain values and back. It works in Node and in
 * the browser (exceljs is imported on first use, so the screens and `penyedia check` load it lazily);
 * the rules never see an exceljs object.
 */

type ExcelModule = typeof import('exceljs');

const BUNDLE = 'exceljs/dist/exceljs.bare.min.js';

let loading: Promise<ExcelModule> | null = null;
let loader: () => Promise<ExcelModule> = () =>
  import('exceljs/dist/exceljs.bare.min.js').then((mod: ExcelModule & { default?: ExcelModule }) => mod.default ?? mod);

/**
 * exceljs's prebuilt bundle, the same file in Node and the browser (a single file loads about
 * twice as fast as the package's many modules). It is CommonJS: Node hands it over as the
 * default export, bundlers sometimes as the namespace.
 */
export function loadExcel(): Promise<ExcelModule> {
  loading ??= loader();
  return loading;
}

/**
 * Replaces how the bundle is obtained. The CLI passes Node's require: importing a CommonJS file
 * from ESM first scans all of its 850 kB for export names, a tenth of `penyedia check`'s budget.
 */
export function setExcelLoader(load: (bundle: string) => ExcelModule | Promise<ExcelModule>): void {
  loader = async () => load(BUNDLE);
  loading = null;
}

export type ReadFailureKind = 'empty' | 'not-xlsx' | 'encrypted' | 'corrupt' | 'no-sheet';

export interface ReadFailure {
  readonly kind: ReadFailureKind;
  /** One sentence for the seller. */
  readonly message: string;
}

export const READ_MESSAGES = {
  emptyFile: 'File kosong (0 byte).',
  notXlsx: 'Bukan file xlsx. Simpan file dari Excel sebagai "Excel Workbook (.xlsx)".',
  encrypted: 'File terkunci kata sandi (terenkripsi) atau berformat .xls lama. Hapus kata sandinya dan simpan sebagai .xlsx.',
  corrupt: 'File xlsx rusak dan tidak bisa dibaca. Simpan ulang dari Excel lalu coba lagi.',
  noSheet: (found: readonly string[]) =>
    `Sheet '${DATA_SHEET}' tidak ditemukan${found.length ? ` (sheet yang ada: ${found.join(', ')})` : ''}. Pakai template dari penyedia template.`,
  emptySheet: `Sheet '${DATA_SHEET}' kosong: tidak ada baris judul kolom.`,
} as const;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
// Compound File Binary: what Office writes for password-protected workbooks (and for old .xls).
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/** What the first bytes say, before exceljs is even loaded. */
export function sniffWorkbook(bytes: Uint8Array): ReadFailure | null {
  if (bytes.length === 0) return { kind: 'empty', message: READ_MESSAGES.emptyFile };
  if (startsWith(bytes, CFB_MAGIC)) return { kind: 'encrypted', message: READ_MESSAGES.encrypted };
  if (!startsWith(bytes, ZIP_MAGIC)) return { kind: 'not-xlsx', message: READ_MESSAGES.notXlsx };
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * An exceljs cell value as plain text or number: a hyperlink by its target, rich text by its
 * text, a formula by its result, a date as yyyy-mm-dd.
 */
export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (!isRecord(value)) return String(value);
  if (typeof value.hyperlink === 'string') return value.hyperlink;
  if (Array.isArray(value.richText)) return value.richText.map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('');
  if ('formula' in value || 'sharedFormula' in value) return plainCell(value.result);
  if (typeof value.error === 'string') return value.error;
  if ('text' in value) return plainCell(value.text);
  return null;
}

/** Cells of an exceljs row (1-based, sparse) by 0-based position. */
export function plainRow(values: unknown): CellValue[] {
  if (!Array.isArray(values)) return [];
  const cells: CellValue[] = [];
  for (let i = 1; i < values.length; i += 1) cells.push(plainCell(values[i]));
  return cells;
}

/** Reads the 'Produk' sheet of a workbook held in memory (a file's bytes, or an upload in the browser). */
export async function readWorkbook(data: Uint8Array | ArrayBuffer): Promise<Result<SheetData, ReadFailure>> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const sniffed = sniffWorkbook(bytes);
  if (sniffed) return err(sniffed);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types the input as Node's Buffer; a Uint8Array is what it reads in both Node and the browser.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return err({ kind: 'corrupt', message: READ_MESSAGES.corrupt });
  }
  const sheet = workbook.getWorksheet(DATA_SHEET);
  if (!sheet) return err({ kind: 'no-sheet', message: READ_MESSAGES.noSheet(workbook.worksheets.map((ws) => ws.name)) });
  const rows: SheetRow[] = [];
  let headers: CellValue[] | null = null;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = plainRow(row.values);
    if (rowNumber === HEADER_ROW) headers = cells;
    else rows.push({ row: rowNumber, cells });
  });
  if (headers === null) {
    if (rows.length === 0) return err({ kind: 'empty', message: READ_MESSAGES.emptySheet });
    headers = [];
  }
  return ok({ headers, rows });
}

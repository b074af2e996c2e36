import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CellValue } from '../../core/massUpload/cells';
import { indexCategories, type CategoryIndex } from '../../core/massUpload/categories';
import { startSheetCheck, type SheetCheck } from '../../core/massUpload/check';
import { COLUMN_KEYS, columnLetter, DATA_SHEET, HEADER_ROW, MAX_PRODUCTS_PER_FILE } from '../../core/massUpload/columns';
import { reportCsv } from '../../core/massUpload/reportCsv';
import type { ProductRow, UploadError } from '../../core/massUpload/rows';
import { writeTemplate } from '../../core/massUpload/template';
import { plainRow, READ_MESSAGES, sniffWorkbook } from '../../core/massUpload/xlsx';
import { CheckInputError, loadCategoryTree, useRequiredExcel } from './check';
import { writeFileAtomic } from './template';

/**
 * `penyedia split FILE --out DIR`: cuts a sheet of any size into template files of at most 100
 * clean rows, and reports the rejected rows in the `check` format (ditolak.json, ditolak.csv).
 * The sheet is streamed (exceljs WorkbookReader), never held whole: memory stays flat.
 */

export const REJECTED_JSON = 'ditolak.json';
export const REJECTED_CSV = 'ditolak.csv';
const OUTPUT_FILE = /^produk-\d{4,}\.xlsx$/;

export function outputName(index: number): string {
  return `produk-${String(index).padStart(4, '0')}.xlsx`;
}

/** The parts of exceljs's streaming reader used here (its typings describe only a fraction of it). */
interface StreamRow {
  readonly number: number;
  readonly values: unknown;
}
interface StreamWorksheet {
  readonly name?: string;
  parse(): AsyncIterable<ReadonlyArray<{ eventType: string; value: unknown }>>;
}
interface StreamHyperlinks {
  readonly id: string;
  on(event: 'hyperlink', listener: (link: { rId: string; target: string }) => void): void;
  read(): Promise<void>;
}
interface StreamWorkbook {
  readonly stream?: { destroy(): void };
  readonly workbookRels?: ReadonlyArray<{ Id: string; Target: string }>;
  readonly model?: { sheets?: ReadonlyArray<{ name: string; rId: string }> };
  parse(): AsyncIterable<{ eventType: string; value: unknown }>;
}
type ReaderConstructor = new (input: string, options: Record<string, string>) => StreamWorkbook;

/**
 * Keeps the resident memory flat. Each output workbook leaves megabytes of garbage and V8 lets the
 * heap grow to about twice the live data before a full collection: on a 100 000-row sheet with long
 * texts that passes 400 MB. A full collection whenever the heap has grown by HEAP_SLACK_MB since the
 * last one bounds it, at a few seconds per 100 000 rows.
 */
const HEAP_SLACK_MB = 64;
class MemoryGuard {
  private readonly collect: () => void;
  private baseline = process.memoryUsage().heapUsed;

  constructor() {
    setFlagsFromString('--expose-gc');
    this.collect = runInNewContext('gc') as () => void;
  }

  afterFile(): void {
    if (process.memoryUsage().heapUsed - this.baseline < HEAP_SLACK_MB * 1024 * 1024) return;
    this.collect();
    this.baseline = process.memoryUsage().heapUsed;
  }
}

/** Hyperlink targets of the data sheet by cell reference ('AD5'), learnt in a first pass. */
type LinkTargets = ReadonlyMap<string, string>;

interface PassResult {
  /** Sheet names of the workbook; the data sheet is among them when `foundSheet`. */
  readonly sheets: readonly string[];
  readonly foundSheet: boolean;
  /** False when the data sheet holds no row at all. */
  readonly sawRows: boolean;
  readonly rows: number;
  readonly clean: number;
  readonly rejectedRows: number;
  readonly files: number;
  readonly headerErrors: readonly UploadError[];
  readonly missingColumns: boolean;
  /** Hyperlinks of the data sheet that this pass did not know yet: a second pass must read their targets. */
  readonly unresolvedLinks: LinkTargets;
}

/** The rejected-rows report, streamed: CSV as it goes, JSON assembled at the end (its `rows` comes first). */
class RejectedReport {
  private readonly csv: WriteStream;
  private readonly jsonErrors: WriteStream;
  private count = 0;

  constructor(private readonly dir: string) {
    this.csv = createWriteStream(join(dir, `${REJECTED_CSV}.partial`));
    this.jsonErrors = createWriteStream(join(dir, `${REJECTED_JSON}.errors.partial`));
    this.csv.write(reportCsv([]));
  }

  add(errors: readonly UploadError[]): void {
    if (errors.length === 0) return;
    this.csv.write(reportCsv(errors, false));
    for (const { row, field, value, message } of errors) {
      this.jsonErrors.write(`${this.count === 0 ? '' : ',\n'}    ${JSON.stringify({ row, field, value, message })}`);
      this.count += 1;
    }
  }

  async finish(file: string, rows: number): Promise<void> {
    this.csv.end();
    this.jsonErrors.end();
    await Promise.all([finished(this.csv), finished(this.jsonErrors)]);
    const errorsPath = join(this.dir, `${REJECTED_JSON}.errors.partial`);
    const jsonPath = join(this.dir, `${REJECTED_JSON}.partial`);
    const out = createWriteStream(jsonPath);
    out.write(`{\n  "ok": ${this.count === 0},\n  "file": ${JSON.stringify(file)},\n  "rows": ${rows},\n  "errors": [${this.count ? '\n' : ''}`);
    const errorsFile = await open(errorsPath);
    for await (const chunk of errorsFile.createReadStream()) out.write(chunk);
    out.end(`${this.count ? '\n  ' : ''}]\n}\n`);
    await finished(out);
    await rm(errorsPath);
    await rename(jsonPath, join(this.dir, REJECTED_JSON));
    await rename(join(this.dir, `${REJECTED_CSV}.partial`), join(this.dir, REJECTED_CSV));
  }
}

/** A clean product back in template column order, so moved or renamed headers come out right. */
function templateCells(product: ProductRow): CellValue[] {
  return COLUMN_KEYS.map((key) => product.cells[key] ?? null);
}

function withLinks(rowNumber: number, cells: CellValue[], links: LinkTargets): CellValue[] {
  if (links.size === 0) return cells;
  return cells.map((cell, i) => links.get(`${columnLetter(i)}${rowNumber}`) ?? cell);
}

/** Removes what an earlier split left in the folder (only its own files). */
async function clearOutputs(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (OUTPUT_FILE.test(name) || name === REJECTED_JSON || name === REJECTED_CSV || name.endsWith('.partial')) await rm(join(dir, name));
  }
}

/** The file number (xl/worksheets/sheetN.xml) of the data sheet, once workbook.xml and its rels are read. */
function dataSheetFile(reader: StreamWorkbook): string | null {
  const sheet = reader.model?.sheets?.find((s) => s.name === DATA_SHEET);
  const rel = sheet && reader.workbookRels?.find((r) => r.Id === sheet.rId);
  return /sheet(\d+)\.xml$/.exec(rel?.Target ?? '')?.[1] ?? null;
}

async function splitPass(file: string, out: string, categories: CategoryIndex, links: LinkTargets): Promise<PassResult> {
  const { default: ExcelJS } = await import('exceljs');
  const Reader = ExcelJS.stream.xlsx.WorkbookReader as unknown as ReaderConstructor;
  const reader = new Reader(file, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'emit', styles: 'ignore', entries: 'ignore' });
  const report = new RejectedReport(out);
  const memory = new MemoryGuard();

  let check: SheetCheck | null = null;
  let foundSheet = false;
  let chunk: CellValue[][] = [];
  let files = 0;
  let clean = 0;
  let rejectedRows = 0;
  const linkRefs = new Map<string, string>(); // cell ref -> relationship id, of the data sheet
  const linkTargets = new Map<string, Map<string, string>>(); // sheet file number -> rId -> target

  const flush = async (): Promise<void> => {
    if (chunk.length === 0) return;
    files += 1;
    await writeFileAtomic(join(out, outputName(files)), await writeTemplate(chunk));
    chunk = [];
    memory.afterFile();
  };

  for await (const { eventType, value } of reader.parse()) {
    if (eventType === 'hyperlinks') {
      const hyperlinks = value as StreamHyperlinks;
      const targets = new Map<string, string>();
      hyperlinks.on('hyperlink', (link) => targets.set(link.rId, link.target));
      await hyperlinks.read();
      linkTargets.set(String(hyperlinks.id), targets);
      continue;
    }
    if (eventType !== 'worksheet') continue;
    const worksheet = value as StreamWorksheet;
    const isData: boolean = worksheet.name === DATA_SHEET && !foundSheet;
    foundSheet ||= isData;
    for await (const events of worksheet.parse()) {
      if (!isData) continue; // drained: the guide sheet and any other sheet are not products
      for (const event of events) {
        if (event.eventType === 'hyperlink') {
          const link = event.value as { ref: string; rId: string };
          linkRefs.set(link.ref, link.rId);
          continue;
        }
        if (event.eventType !== 'row') continue;
        const row = event.value as StreamRow;
        const cells = withLinks(row.number, plainRow(row.values), links);
        if (row.number === HEADER_ROW) {
          check = startSheetCheck(cells, categories);
          continue;
        }
        check ??= startSheetCheck([], categories);
        if (check.layout.missing.size > 0) continue;
        const result = check.row({ row: row.number, cells });
        if (result === null) continue;
        if (result.errors.length > 0) {
          rejectedRows += 1;
          report.add(result.errors);
          continue;
        }
        clean += 1;
        chunk.push(templateCells(result.product));
        if (chunk.length === MAX_PRODUCTS_PER_FILE) await flush();
      }
    }
  }
  await flush();

  const headerErrors = check?.headerErrors ?? [];
  const missingColumns = (check?.layout.missing.size ?? 0) > 0;
  // A sheet with missing columns is not split: its rows cannot be judged, the header errors are the report.
  if (missingColumns) report.add(headerErrors);
  await report.finish(file, check?.count ?? 0);

  const sheetFile = dataSheetFile(reader);
  const targets = sheetFile ? linkTargets.get(sheetFile) : undefined;
  const unresolved = new Map<string, string>();
  for (const [ref, rId] of linkRefs) {
    const target = targets?.get(rId);
    if (target !== undefined && !links.has(ref) && Number(/\d+$/.exec(ref)?.[0]) > HEADER_ROW) unresolved.set(ref, target);
  }
  const sheets = reader.model?.sheets?.map((s) => s.name) ?? [];
  return { sheets, foundSheet, sawRows: check !== null, rows: check?.count ?? 0, clean, rejectedRows, files, headerErrors, missingColumns, unresolvedLinks: unresolved };
}

/** The first bytes decide whether the file is an xlsx at all, before any streaming starts. */
async function sniffFile(file: string): Promise<string | null> {
  let size: number;
  try {
    const info = await stat(file);
    if (info.isDirectory()) return 'Ini folder, bukan file xlsx.';
    size = info.size;
  } catch {
    return 'File tidak ditemukan.';
  }
  const handle = await open(file);
  try {
    const head = new Uint8Array(8);
    await handle.read(head, 0, Math.min(8, size), 0);
    return sniffWorkbook(head.subarray(0, Math.min(8, size)))?.message ?? null;
  } finally {
    await handle.close();
  }
}

export async function runSplit(file: string, options: { out: string; categories?: string }): Promise<number> {
  useRequiredExcel();
  try {
    const unreadable = await sniffFile(file);
    if (unreadable) throw new CheckInputError(`${file}: ${unreadable}`);
    const categories = indexCategories(await loadCategoryTree(options.categories === undefined ? {} : { categories: options.categories }));
    await mkdir(options.out, { recursive: true });
    await clearOutputs(options.out);

    let pass: PassResult;
    try {
      pass = await splitPass(file, options.out, categories, new Map());
      // Hyperlinks sit after the rows in the sheet's XML: when a link target differs from its text, read the sheet again knowing them.
      if (pass.unresolvedLinks.size > 0) {
        await clearOutputs(options.out);
        pass = await splitPass(file, options.out, categories, pass.unresolvedLinks);
      }
    } catch (error) {
      await clearOutputs(options.out);
      if (error instanceof CheckInputError) throw error;
      throw new CheckInputError(`${file}: ${READ_MESSAGES.corrupt}`);
    }
    if (!pass.foundSheet || !pass.sawRows) {
      await clearOutputs(options.out);
      throw new CheckInputError(`${file}: ${pass.foundSheet ? READ_MESSAGES.emptySheet : READ_MESSAGES.noSheet(pass.sheets)}`);
    }
    if (pass.missingColumns) {
      console.error(`penyedia split: judul kolom ${file} tidak lengkap; tidak ada file yang dibuat. Lihat ${join(options.out, REJECTED_CSV)}.`);
      return 1;
    }
    const fixed = pass.headerErrors.length ? ` Judul kolom yang salah tulis atau pindah sudah dirapikan sesuai template.` : '';
    console.log(
      `${pass.rows} produk dibaca: ${pass.clean} bersih dalam ${pass.files} file (maks. ${MAX_PRODUCTS_PER_FILE} per file), ` +
        `${pass.rejectedRows} ditolak (lihat ${join(options.out, REJECTED_CSV)}).${fixed}`,
    );
    return pass.rejectedRows > 0 ? 1 : 0;
  } catch (error) {
    console.error(`penyedia split: ${error instanceof CheckInputError ? error.message : `gagal: ${error instanceof Error ? error.message : String(error)}`}`);
    return 2;
  }
}

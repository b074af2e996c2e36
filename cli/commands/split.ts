import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CellValue } from '@core/massUpload/cells';
import { indexCategories, type CategoryIndex } from '@core/massUpload/categories';
import { startSheetCheck, type SheetCheck, type SheetRow } from '@core/massUpload/check';
import { COLUMN_KEYS, columnLetter, DATA_SHEET, HEADER_ROW, MAX_PRODUCTS_PER_FILE } from '@core/massUpload/columns';
import { reportCsv } from '@core/massUpload/reportCsv';
import type { ProductRow, UploadError } from '@core/massUpload/rows';
import { writeTemplate } from '@core/massUpload/template';
import { plainRow, READ_MESSAGES } from '@core/massUpload/xlsx';
import { CheckInputError, inspectFile, loadCategoryTree, UnreadableFile, useRequiredExcel } from './check';
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

/** Hyperlink targets of the data sheet by cell reference ('AD5'). */
type LinkTargets = ReadonlyMap<string, string>;

/** Receives the rows of the data sheet (the header row included) during one reading pass. */
export interface SheetConsumer {
  row(raw: SheetRow): void | Promise<void>;
  /** The pass is over (a second pass, if one is needed, gets a fresh consumer). */
  end(): Promise<void>;
}

export interface StreamOutcome {
  /** Sheet names of the workbook. */
  readonly sheets: readonly string[];
  readonly foundSheet: boolean;
  /** Hyperlinks of the data sheet unknown to this pass: a second pass must read their targets. */
  readonly unresolvedLinks: LinkTargets;
}

function withLinks(rowNumber: number, cells: CellValue[], links: LinkTargets): CellValue[] {
  if (links.size === 0) return cells;
  return cells.map((cell, i) => links.get(`${columnLetter(i)}${rowNumber}`) ?? cell);
}

/** The file number (xl/worksheets/sheetN.xml) of the data sheet, once workbook.xml and its rels are read. */
function dataSheetFile(reader: StreamWorkbook): string | null {
  const sheet = reader.model?.sheets?.find((s) => s.name === DATA_SHEET);
  const rel = sheet && reader.workbookRels?.find((r) => r.Id === sheet.rId);
  return /sheet(\d+)\.xml$/.exec(rel?.Target ?? '')?.[1] ?? null;
}

/** One pass over the data sheet with exceljs's streaming reader: rows as plain values, never the whole sheet in memory. */
async function streamPass(file: string, links: LinkTargets, consumer: SheetConsumer): Promise<StreamOutcome> {
  const { default: ExcelJS } = await import('exceljs');
  const Reader = ExcelJS.stream.xlsx.WorkbookReader as unknown as ReaderConstructor;
  const reader = new Reader(file, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'emit', styles: 'ignore', entries: 'ignore' });
  let foundSheet = false;
  const linkRefs = new Map<string, string>(); // cell ref -> relationship id, of the data sheet
  const linkTargets = new Map<string, Map<string, string>>(); // sheet file number -> rId -> target

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
        } else if (event.eventType === 'row') {
          const row = event.value as StreamRow;
          await consumer.row({ row: row.number, cells: withLinks(row.number, plainRow(row.values), links) });
        }
      }
    }
  }
  await consumer.end();

  const sheetFile = dataSheetFile(reader);
  const targets = sheetFile ? linkTargets.get(sheetFile) : undefined;
  const unresolvedLinks = new Map<string, string>();
  for (const [ref, rId] of linkRefs) {
    const target = targets?.get(rId);
    if (target !== undefined && !links.has(ref) && Number(/\d+$/.exec(ref)?.[0]) > HEADER_ROW) unresolvedLinks.set(ref, target);
  }
  return { sheets: reader.model?.sheets?.map((s) => s.name) ?? [], foundSheet, unresolvedLinks };
}

/**
 * Streams the data sheet of a workbook on disk to a consumer. Hyperlinks sit after the rows in
 * the sheet's XML, so when a link's target differs from its text the sheet is read a second
 * time, knowing the targets, by a fresh consumer. A file that is not a readable xlsx throws
 * CheckInputError with the seller's sentence.
 */
export async function streamDataSheet<C extends SheetConsumer>(
  file: string,
  fresh: () => C | Promise<C>,
): Promise<{ consumer: C; outcome: StreamOutcome }> {
  try {
    let consumer = await fresh();
    let outcome = await streamPass(file, new Map(), consumer);
    if (outcome.unresolvedLinks.size > 0) {
      consumer = await fresh();
      outcome = await streamPass(file, outcome.unresolvedLinks, consumer);
    }
    return { consumer, outcome };
  } catch (error) {
    if (error instanceof CheckInputError) throw error;
    throw new UnreadableFile(file, READ_MESSAGES.corrupt);
  }
}

/** Cuts clean rows into template files as they come; bad rows go to the rejected report. */
class SplitConsumer implements SheetConsumer {
  private check: SheetCheck | null = null;
  private chunk: CellValue[][] = [];
  private readonly report: RejectedReport;
  private readonly memory = new MemoryGuard();
  files = 0;
  clean = 0;
  rejectedRows = 0;

  constructor(
    private readonly file: string,
    private readonly out: string,
    private readonly categories: CategoryIndex,
  ) {
    this.report = new RejectedReport(out);
  }

  /** False for an empty data sheet. */
  get started(): boolean {
    return this.check !== null;
  }

  get rows(): number {
    return this.check?.count ?? 0;
  }

  get headerErrors(): readonly UploadError[] {
    return this.check?.headerErrors ?? [];
  }

  get missingColumns(): boolean {
    return (this.check?.layout.missing.size ?? 0) > 0;
  }

  async row(raw: SheetRow): Promise<void> {
    if (raw.row === HEADER_ROW) {
      this.check = startSheetCheck(raw.cells, this.categories);
      return;
    }
    this.check ??= startSheetCheck([], this.categories);
    if (this.missingColumns) return;
    const result = this.check.row(raw);
    if (result === null) return;
    if (result.errors.length > 0) {
      this.rejectedRows += 1;
      this.report.add(result.errors);
      return;
    }
    this.clean += 1;
    this.chunk.push(templateCells(result.product));
    if (this.chunk.length === MAX_PRODUCTS_PER_FILE) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.chunk.length === 0) return;
    this.files += 1;
    await writeFileAtomic(join(this.out, outputName(this.files)), await writeTemplate(this.chunk));
    this.chunk = [];
    this.memory.afterFile();
  }

  async end(): Promise<void> {
    await this.flush();
    // A sheet with missing columns is not split: its rows cannot be judged, the header errors are the report.
    if (this.missingColumns) this.report.add(this.headerErrors);
    await this.report.finish(this.file, this.rows);
  }
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

/** Removes what an earlier split left in the folder (only its own files). */
async function clearOutputs(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (OUTPUT_FILE.test(name) || name === REJECTED_JSON || name === REJECTED_CSV || name.endsWith('.partial')) await rm(join(dir, name));
  }
}

export async function runSplit(file: string, options: { out: string; categories?: string }): Promise<number> {
  useRequiredExcel();
  try {
    await inspectFile(file);
    const categories = indexCategories(await loadCategoryTree(options.categories === undefined ? {} : { categories: options.categories }));
    await mkdir(options.out, { recursive: true });

    let split: SplitConsumer;
    let outcome: StreamOutcome;
    try {
      ({ consumer: split, outcome } = await streamDataSheet(file, async () => {
        await clearOutputs(options.out);
        return new SplitConsumer(file, options.out, categories);
      }));
    } catch (error) {
      await clearOutputs(options.out);
      throw error;
    }
    if (!outcome.foundSheet || !split.started) {
      await clearOutputs(options.out);
      throw new UnreadableFile(file, outcome.foundSheet ? READ_MESSAGES.emptySheet : READ_MESSAGES.noSheet(outcome.sheets));
    }
    if (split.missingColumns) {
      console.error(`penyedia split: judul kolom ${file} tidak lengkap; tidak ada file yang dibuat. Lihat ${join(options.out, REJECTED_CSV)}.`);
      return 1;
    }
    const fixed = split.headerErrors.length ? ' Judul kolom yang salah tulis atau pindah sudah dirapikan sesuai template.' : '';
    console.log(
      `${split.rows} produk dibaca: ${split.clean} bersih dalam ${split.files} file (maks. ${MAX_PRODUCTS_PER_FILE} per file), ` +
        `${split.rejectedRows} ditolak (lihat ${join(options.out, REJECTED_CSV)}).${fixed}`,
    );
    return split.rejectedRows > 0 ? 1 : 0;
  } catch (error) {
    console.error(`penyedia split: ${error instanceof CheckInputError ? error.message : `gagal: ${error instanceof Error ? error.message : String(error)}`}`);
    return 2;
  }
}

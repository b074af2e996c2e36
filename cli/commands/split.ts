import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { CellValue } from '@core/massUpload/cells';
import { indexCategories, type CategoryIndex } from '@core/massUpload/categories';
import { startSheetCheck, type SheetCheck, type SheetRow } from '@core/massUpload/check';
import { COLUMN_KEYS, HEADER_ROW, MAX_PRODUCTS_PER_FILE } from '@core/massUpload/columns';
import { reportCsv } from '@core/massUpload/reportCsv';
import type { ProductRow, UploadError } from '@core/massUpload/rows';
import { CATALOGUE_LIMITS } from '@core/massUpload/xlsx/limits';
import { READ_MESSAGES, WorkbookRefused } from '@core/massUpload/xlsx/readFailure';
import { openWorkbook } from '@core/massUpload/xlsx/workbook';
import { templateFiller, type TemplateFiller } from '@core/massUpload/xlsx/writer';
import { categorySource } from './categoryTree';
import { CheckInputError, readRegularFile, UnreadableFile } from './files';
import { replaceFile } from './writeAtomic';
import { templatePackage } from './templatePackage';

/**
 * `penyedia split FILE --out DIR`: cuts a sheet of any size into template files of at most 100
 * clean rows, and reports the rejected rows in the `check` format (ditolak.json, ditolak.csv).
 * Rows stream from core's lean reader and leave as soon as 100 are clean, so memory holds one
 * slice of the sheet, the shared strings and the SKUs seen; each file is the template package
 * (built once) with a generated 'Produk' sheet.
 */

const REJECTED_JSON = 'ditolak.json';
const REJECTED_CSV = 'ditolak.csv';
const OUTPUT_FILE = /^produk-\d{4,}\.xlsx$/;

function outputName(index: number): string {
  return `produk-${String(index).padStart(4, '0')}.xlsx`;
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
    let json = '';
    for (const { row, field, value, message } of errors) {
      json += `${this.count === 0 ? '' : ',\n'}    ${JSON.stringify({ row, field, value, message })}`;
      this.count += 1;
    }
    this.jsonErrors.write(json);
  }

  /** Closes the partial files (the caller removes them): a refused sheet leaves nothing behind. */
  async abort(): Promise<void> {
    this.csv.end();
    this.jsonErrors.end();
    await Promise.all([finished(this.csv), finished(this.jsonErrors)]);
  }

  async finish(file: string, rows: number): Promise<void> {
    this.csv.end();
    this.jsonErrors.end();
    await Promise.all([finished(this.csv), finished(this.jsonErrors)]);
    const errorsPath = join(this.dir, `${REJECTED_JSON}.errors.partial`);
    const jsonPath = join(this.dir, `${REJECTED_JSON}.partial`);
    const out = createWriteStream(jsonPath);
    out.write(
      `{\n  "ok": ${this.count === 0},\n  "file": ${JSON.stringify(file)},\n  "rows": ${rows},\n  "errors": [${this.count ? '\n' : ''}`,
    );
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

/** Cuts clean rows into template files as they come; bad rows go to the rejected report. */
class Splitter {
  private check: SheetCheck | null = null;
  private chunk: CellValue[][] = [];
  private readonly report: RejectedReport;
  files = 0;
  clean = 0;
  rejectedRows = 0;

  constructor(
    private readonly out: string,
    private readonly categories: CategoryIndex,
    private readonly filler: TemplateFiller,
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
    // The folder is made once, before the first file (runSplit).
    await replaceFile(join(this.out, outputName(this.files)), this.filler.fill(this.chunk));
    this.chunk = [];
  }

  abort(): Promise<void> {
    return this.report.abort();
  }

  async end(file: string): Promise<void> {
    await this.flush();
    // A sheet with missing columns is not split: its rows cannot be judged, the header errors are the report.
    if (this.missingColumns) this.report.add(this.headerErrors);
    await this.report.finish(file, this.rows);
  }
}

/** Removes what an earlier split left in the folder (only its own files). */
async function clearOutputs(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (OUTPUT_FILE.test(name) || name === REJECTED_JSON || name === REJECTED_CSV || name.endsWith('.partial'))
      await rm(join(dir, name));
  }
}

async function splitInto(file: string, bytes: Uint8Array, out: string, categories: CategoryIndex): Promise<Splitter> {
  const opened = openWorkbook(bytes, CATALOGUE_LIMITS);
  if (opened.isErr()) throw new UnreadableFile(file, opened.error.message);
  const book = opened.value;
  if (!book.hasDataSheet) throw new UnreadableFile(file, READ_MESSAGES.noSheet(book.sheetNames));
  await clearOutputs(out);
  const splitter = new Splitter(out, categories, templateFiller(await templatePackage()));
  try {
    for (const raw of book.rows()) await splitter.row(raw);
    if (!splitter.started) throw new UnreadableFile(file, READ_MESSAGES.emptySheet);
  } catch (error) {
    await splitter.abort();
    if (error instanceof WorkbookRefused) throw new UnreadableFile(file, error.failure.message);
    throw error;
  }
  await splitter.end(file);
  return splitter;
}

export async function runSplit(file: string, options: { out: string; categories?: string }): Promise<number> {
  try {
    const loadTree = categorySource(options.categories === undefined ? {} : { categories: options.categories });
    const bytes = readRegularFile(file, CATALOGUE_LIMITS.maxInflatedBytes);
    const tree = await loadTree();
    await mkdir(options.out, { recursive: true });
    let split: Splitter;
    try {
      split = await splitInto(file, bytes, options.out, indexCategories(tree));
    } catch (error) {
      await clearOutputs(options.out);
      throw error;
    }
    if (split.missingColumns) {
      console.error(
        `penyedia split: judul kolom ${file} tidak lengkap; tidak ada file yang dibuat. Lihat ${join(options.out, REJECTED_CSV)}.`,
      );
      return 1;
    }
    const fixed = split.headerErrors.length
      ? ' Judul kolom yang salah tulis atau pindah sudah dirapikan sesuai template.'
      : '';
    console.log(
      `${split.rows} produk dibaca: ${split.clean} bersih dalam ${split.files} file (maks. ${MAX_PRODUCTS_PER_FILE} per file), ` +
        `${split.rejectedRows} ditolak (lihat ${join(options.out, REJECTED_CSV)}).${fixed}`,
    );
    return split.rejectedRows > 0 ? 1 : 0;
  } catch (error) {
    console.error(
      `penyedia split: ${error instanceof CheckInputError ? error.message : `gagal: ${error instanceof Error ? error.message : String(error)}`}`,
    );
    return 2;
  }
}

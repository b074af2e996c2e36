import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { indexCategories, type CategoryIndex } from '@core/massUpload/categories';
import { MAX_PRODUCTS_PER_FILE } from '@core/massUpload/columns';
import { reportCsv } from '@core/massUpload/reportCsv';
import type { UploadError } from '@core/massUpload/rows';
import { startSplit, type SplitSummary } from '@core/massUpload/split';
import { REJECTED_CSV_NAME, splitFileName } from '@core/massUpload/splitFiles';
import type { ByteSource } from '@core/massUpload/xlsx/byteSource';
import { CATALOGUE_LIMITS } from '@core/massUpload/xlsx/limits';
import { READ_MESSAGES, WorkbookRefused } from '@core/massUpload/xlsx/readFailure';
import { openWorkbook } from '@core/massUpload/xlsx/workbook';
import { templateFiller } from '@core/massUpload/xlsx/writer';
import { categorySource } from './categoryTree';
import { CheckInputError, UnreadableFile, withRegularFile } from './files';
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
const OUTPUT_FILE = /^produk-\d{4,}\.xlsx$/;

/** The rejected-rows report, streamed: CSV as it goes, JSON assembled at the end (its `rows` comes first). */
class RejectedReport {
  private readonly csv: WriteStream;
  private readonly jsonErrors: WriteStream;
  private count = 0;

  constructor(private readonly dir: string) {
    this.csv = createWriteStream(join(dir, `${REJECTED_CSV_NAME}.partial`));
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
    await rename(join(this.dir, `${REJECTED_CSV_NAME}.partial`), join(this.dir, REJECTED_CSV_NAME));
  }
}

/** Removes what an earlier split left in the folder (only its own files). */
async function clearOutputs(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (OUTPUT_FILE.test(name) || name === REJECTED_JSON || name === REJECTED_CSV_NAME || name.endsWith('.partial'))
      await rm(join(dir, name));
  }
}

/**
 * Core's split (the one the portal runs) over the streamed sheet: each file of clean rows written
 * as it is made, each rejected row added to the report.
 */
async function splitInto(
  file: string,
  source: ByteSource,
  out: string,
  categories: CategoryIndex,
): Promise<SplitSummary> {
  const opened = openWorkbook(source, CATALOGUE_LIMITS);
  if (opened.isErr()) throw new UnreadableFile(file, opened.error.message);
  const book = opened.value;
  if (!book.hasDataSheet) throw new UnreadableFile(file, READ_MESSAGES.noSheet(book.sheetNames));
  await clearOutputs(out);
  const filler = templateFiller(await templatePackage());
  const report = new RejectedReport(out);
  let written = 0;
  // The folder is made once, before the first file (runSplit).
  const splitter = startSplit(categories, {
    file: async (rows) => {
      written += 1;
      await replaceFile(join(out, splitFileName(written)), filler.fill(rows));
    },
    rejected: (errors) => report.add(errors),
  });
  let summary: SplitSummary;
  try {
    for (const raw of book.rows()) await splitter.row(raw);
    if (!splitter.started) throw new UnreadableFile(file, READ_MESSAGES.emptySheet);
    summary = await splitter.end();
  } catch (error) {
    await report.abort();
    if (error instanceof WorkbookRefused) throw new UnreadableFile(file, error.failure.message);
    throw error;
  }
  await report.finish(file, summary.rows);
  return summary;
}

export async function runSplit(file: string, options: { out: string; categories?: string }): Promise<number> {
  try {
    const loadTree = categorySource(options.categories === undefined ? {} : { categories: options.categories });
    const split = await withRegularFile(file, CATALOGUE_LIMITS.maxInflatedBytes, async (source) => {
      const tree = await loadTree();
      await mkdir(options.out, { recursive: true });
      try {
        return await splitInto(file, source, options.out, indexCategories(tree));
      } catch (error) {
        await clearOutputs(options.out);
        throw error;
      }
    });
    if (split.missingColumns) {
      console.error(
        `penyedia split: judul kolom ${file} tidak lengkap; tidak ada file yang dibuat. Lihat ${join(options.out, REJECTED_CSV_NAME)}.`,
      );
      return 1;
    }
    const fixed = split.headerErrors.length
      ? ' Judul kolom yang salah tulis atau pindah sudah dirapikan sesuai template.'
      : '';
    console.log(
      `${split.rows} produk dibaca: ${split.clean} bersih dalam ${split.files} file (maks. ${MAX_PRODUCTS_PER_FILE} per file), ` +
        `${split.rejectedRows} ditolak (lihat ${join(options.out, REJECTED_CSV_NAME)}).${fixed}`,
    );
    return split.rejectedRows > 0 ? 1 : 0;
  } catch (error) {
    console.error(
      `penyedia split: ${error instanceof CheckInputError ? error.message : `gagal: ${error instanceof Error ? error.message : String(error)}`}`,
    );
    return 2;
  }
}

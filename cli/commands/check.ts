import { open, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CategoryTree } from '@core/category/schema';
import { indexCategories, parseCategoryAnswer } from '@core/massUpload/categories';
import { checkSheet, collectReport, type ReportCollector, type SheetRow } from '@core/massUpload/check';
import { HEADER_ROW } from '@core/massUpload/columns';
import type { CheckReport } from '@core/massUpload/rows';
import { formatReport, isReportFormat, REPORT_FORMATS } from '@core/massUpload/report';
import { READ_MESSAGES, readWorkbook, setExcelLoader, sniffWorkbook } from '@core/massUpload/xlsx';
import { packageRoot } from '../packageRoot';

/** exceljs through require (see setExcelLoader): the commands of this folder call it before touching a workbook. */
export function useRequiredExcel(): void {
  const require = createRequire(import.meta.url);
  setExcelLoader((bundle) => require(bundle) as typeof import('exceljs'));
}

export interface CategorySourceOptions {
  readonly categories?: string;
  readonly api?: string;
  readonly token?: string;
}

/** A failure the seller can act on: printed as one line, exit code 2. */
export class CheckInputError extends Error {}

/** The file itself cannot be read as the template: json and csv still get a report, with the reason as a file error. */
export class UnreadableFile extends CheckInputError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function readJson(path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new CheckInputError(`${what} tidak dapat dibaca: ${path}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CheckInputError(`${what} bukan JSON: ${path}`);
  }
}

function treeOf(body: unknown, where: string): CategoryTree {
  const parsed = parseCategoryAnswer(body);
  if ('error' in parsed) throw new CheckInputError(`${where}: ${parsed.error}`);
  return parsed.tree;
}

/** Asks the API for the category tree; the gateway is loaded only on this path, so a plain `check` stays light. */
async function fetchTree(api: string, token: string): Promise<CategoryTree> {
  const [{ createGateway }, { productEndpoints }, { fetchTransport }, { describeApiError }] = await Promise.all([
    import('@core/api/gateway'),
    import('@core/api/endpoints/product'),
    import('@core/api/fetchTransport'),
    import('@core/api/errors'),
  ]);
  const gateway = createGateway(
    { categories: productEndpoints.categories },
    { transport: fetchTransport(15_000), roots: { apiRoot: api, chatApiRoot: api }, getToken: () => token },
  );
  const answer = await gateway.categories({ for: 'seller' });
  if (answer.isErr()) throw new CheckInputError(`pohon kategori dari ${api} tidak bisa diambil: ${describeApiError(answer.error)}`);
  return answer.value.data;
}

/** The category tree the rows are checked against: a saved answer, the live API, or the sandbox's seed. */
export async function loadCategoryTree(options: CategorySourceOptions): Promise<CategoryTree> {
  if (options.categories !== undefined && options.api !== undefined) throw new CheckInputError('pakai --categories atau --api, tidak keduanya');
  if (options.categories !== undefined) return treeOf(await readJson(options.categories, 'File kategori'), options.categories);
  if (options.api !== undefined) {
    if (!options.token) throw new CheckInputError('--api butuh --token (token login penyedia)');
    return fetchTree(options.api, options.token);
  }
  const seed = join(packageRoot(), 'fixtures', 'seed', 'product', 'categories.json');
  return treeOf(await readJson(seed, 'Pohon kategori sandbox'), seed);
}

function fileProblem(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' ? 'File tidak ditemukan.' : code === 'EISDIR' ? 'Ini folder, bukan file xlsx.' : 'File tidak dapat dibaca.';
}

/** The size of the file, and what its first bytes say (before exceljs is loaded); throws UnreadableFile. */
export async function inspectFile(file: string): Promise<number> {
  let size: number;
  const head = new Uint8Array(8);
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error('folder'), { code: 'EISDIR' });
    size = info.size;
    const handle = await open(file);
    try {
      await handle.read(head, 0, Math.min(head.length, size), 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new UnreadableFile(file, fileProblem(error));
  }
  const sniffed = sniffWorkbook(head.subarray(0, Math.min(head.length, size)));
  if (sniffed) throw new UnreadableFile(file, sniffed.message);
  return size;
}

/**
 * Above this size the sheet is streamed (as `split` reads it) instead of loaded whole: a file of
 * 100 products weighs a few dozen kB, a 100 000-row sheet loaded whole would take over 1 GB.
 */
export const STREAM_ABOVE_BYTES = 1024 * 1024;

async function checkInMemory(file: string, options: CategorySourceOptions): Promise<CheckReport> {
  const [tree, sheet] = await Promise.all([
    loadCategoryTree(options),
    readFile(file)
      .catch((error: unknown) => {
        throw new UnreadableFile(file, fileProblem(error));
      })
      .then(async (bytes) => {
        const read = await readWorkbook(bytes);
        if (read.isErr()) throw new UnreadableFile(file, read.error.message);
        return read.value;
      }),
  ]);
  return checkSheet(file, sheet, indexCategories(tree));
}

async function checkStreamed(file: string, options: CategorySourceOptions): Promise<CheckReport> {
  const categories = indexCategories(await loadCategoryTree(options));
  const { streamDataSheet } = await import('./split');
  // Row 1 is the header; every pass starts a fresh report.
  const fresh = () => {
    const collector: ReportCollector = collectReport(file, categories);
    return {
      collector,
      row: (raw: SheetRow) => (raw.row === HEADER_ROW ? collector.header(raw.cells) : collector.row(raw)),
      end: async () => undefined,
    };
  };
  const { consumer, outcome } = await streamDataSheet(file, fresh);
  if (!outcome.foundSheet) throw new UnreadableFile(file, READ_MESSAGES.noSheet(outcome.sheets));
  if (!consumer.collector.started) throw new UnreadableFile(file, READ_MESSAGES.emptySheet);
  return consumer.collector.report();
}

/** `penyedia check FILE`: exit 0 clean, 1 errors found, 2 the file (or the category tree) cannot be read. */
export async function runCheck(file: string, options: CategorySourceOptions & { format: string }): Promise<number> {
  const { format } = options;
  if (!isReportFormat(format)) {
    console.error(`penyedia check: --format harus salah satu dari ${REPORT_FORMATS.join(', ')}`);
    return 2;
  }
  useRequiredExcel();
  try {
    const size = await inspectFile(file);
    const report = size > STREAM_ABOVE_BYTES ? await checkStreamed(file, options) : await checkInMemory(file, options);
    process.stdout.write(await formatReport(report, format));
    return report.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UnreadableFile && format !== 'table') {
      const errors = [{ row: 0, field: 'file' as const, value: null, message: error.reason }];
      process.stdout.write(await formatReport({ ok: false, file, rows: 0, errors }, format));
    }
    // A seller gets one line, never a stack trace.
    console.error(`penyedia check: ${error instanceof CheckInputError ? error.message : `gagal: ${errorText(error)}`}`);
    return 2;
  }
}

import { indexCategories } from '@core/massUpload/categories';
import { checkWorkbook, fileErrorReport } from '@core/massUpload/checkWorkbook';
import { formatReport, isReportFormat, REPORT_FORMATS } from '@core/massUpload/report';
import { CATALOGUE_LIMITS } from '@core/massUpload/xlsx/limits';
import { categorySource, type CategorySourceOptions } from './categoryTree';
import { CheckInputError, UnreadableFile, withRegularFile } from './files';
import { printErrorLine, printOut } from './output';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `penyedia check FILE`: exit 0 clean, 1 errors found (a missing 'Produk' sheet included), 2 the
 * file (or the category tree) cannot be read. Unlike the upload, it reads the whole sheet, with
 * the catalogue limits `split` reads with: a seller checking a catalogue sees every row's errors
 * before cutting it with `split`. A zip bomb or a million-row sheet is still refused, streamed.
 */
export async function runCheck(file: string, options: CategorySourceOptions & { format: string }): Promise<number> {
  const { format } = options;
  if (!isReportFormat(format)) {
    printErrorLine(`penyedia check: --format harus salah satu dari ${REPORT_FORMATS.join(', ')}`);
    return 2;
  }
  try {
    const loadTree = categorySource(options);
    const checked = await withRegularFile(file, CATALOGUE_LIMITS.maxInflatedBytes, async (source) =>
      checkWorkbook(file, source, indexCategories(await loadTree()), CATALOGUE_LIMITS, { wholeSheet: true }),
    );
    if (checked.isErr()) throw new UnreadableFile(file, checked.error.message);
    printOut(formatReport(checked.value, format));
    return checked.value.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UnreadableFile && format !== 'table')
      printOut(formatReport(fileErrorReport(file, error.reason), format));
    // A seller gets one line, never a stack trace.
    printErrorLine(
      `penyedia check: ${error instanceof CheckInputError ? error.message : `gagal: ${errorText(error)}`}`,
    );
    return 2;
  }
}

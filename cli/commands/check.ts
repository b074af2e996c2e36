import { indexCategories } from '@core/massUpload/categories';
import { checkWorkbookWith, fileErrorReport } from '@core/massUpload/workbookCheck';
import { formatReport, isReportFormat, REPORT_FORMATS } from '@core/massUpload/report';
import { UPLOAD_LIMITS } from '@core/massUpload/xlsx/limits';
import { categorySource, type CategorySourceOptions } from './categoryTree';
import { CheckInputError, readRegularFile, UnreadableFile } from './files';
import { printErrorLine, printOut } from './output';
import { zlibInflater } from './zlibInflater';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `penyedia check FILE`: exit 0 clean, 1 errors found (a missing 'Produk' sheet included), 2 the
 * file (or the category tree) cannot be read. The workbook is read by core's lean reader with the
 * upload limits, so a zip bomb or a million-row sheet is refused within a few megabytes; Node's
 * zlib inflates (native, no cold JavaScript to warm up).
 */
export async function runCheck(file: string, options: CategorySourceOptions & { format: string }): Promise<number> {
  const { format } = options;
  if (!isReportFormat(format)) {
    printErrorLine(`penyedia check: --format harus salah satu dari ${REPORT_FORMATS.join(', ')}`);
    return 2;
  }
  try {
    const loadTree = categorySource(options);
    const bytes = readRegularFile(file, UPLOAD_LIMITS.maxInflatedBytes);
    const tree = await loadTree();
    const checked = checkWorkbookWith(file, bytes, indexCategories(tree), UPLOAD_LIMITS, zlibInflater);
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

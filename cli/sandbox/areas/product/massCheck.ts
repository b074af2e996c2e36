import type { CategoryTree } from '@core/category/schema';
import { indexCategories } from '@core/massUpload/categories';
import { checkWorkbook } from '@core/massUpload/checkWorkbook';
import { FILE_MESSAGES, UPLOAD_ANSWER_LIMITS } from '@core/massUpload/fileRules';
import type { ProductRow, UploadError } from '@core/massUpload/rows';
import type { MassUploadResult } from '@core/product/schema';

/**
 * What the shared validator says about an uploaded workbook: its product rows, the errors of a
 * file it read (answered 200, as the real API answers them), or a file it could not read at all
 * (answered 422: the bytes are no workbook it can take).
 */
export type TemplateCheck =
  | { readonly ok: true; readonly rows: readonly ProductRow[] }
  | { readonly ok: false; readonly httpStatus: 200 | 422; readonly result: MassUploadResult };

/** Text the answer repeats from a cell (its value, a message quoting it), cut to the answer's limit. */
function answered<T extends UploadError['value']>(text: T): T | string {
  if (typeof text !== 'string' || text.length <= UPLOAD_ANSWER_LIMITS.maxTextChars) return text;
  return `${text.slice(0, UPLOAD_ANSWER_LIMITS.maxTextChars - 1)}…`;
}

/**
 * The failed answer: every row with an error counted, the first errors listed with their values
 * cut short, so a file full of errors answers in a few hundred kilobytes.
 */
function failed(message: string, errors: readonly UploadError[]): MassUploadResult {
  const byRow = new Map<number, UploadError[]>();
  for (const error of errors.slice(0, UPLOAD_ANSWER_LIMITS.maxErrors)) {
    const list = byRow.get(error.row);
    if (list) list.push(error);
    else byRow.set(error.row, [error]);
  }
  return {
    status: 'failed',
    message,
    arrayFailed: [...new Set(errors.map((e) => e.row))].filter((row) => row >= 2),
    countError: errors.length,
    dataRow: [...byRow].map(([row, list]) => ({
      row,
      cells: list.map((e) => ({ field: e.field, value: answered(e.value), error: answered(e.message) })),
    })),
  };
}

/** A file refused as a whole (unreadable, a bomb, too slow to check): one file-level error. */
export function refusedFile(message: string): TemplateCheck {
  return { ok: false, httpStatus: 422, result: failed(message, [{ row: 0, field: 'file', value: null, message }]) };
}

/**
 * The same rules as the check command and the portal's pre-check (core/massUpload), against the
 * sandbox's category tree: file, headers, at most 100 products, then every row. The reading stops
 * at the first product past the limit. Runs inside the upload worker (massCheckWorker.ts), with
 * core's upload limits.
 */
export function checkUploadedWorkbook(bytes: Uint8Array, tree: CategoryTree): TemplateCheck {
  const checked = checkWorkbook('upload.xlsx', bytes, indexCategories(tree));
  if (checked.isErr()) return refusedFile(checked.error.message);
  const { errors, products } = checked.value;
  if (errors.length > 0)
    return {
      ok: false,
      httpStatus: 200,
      result: failed(FILE_MESSAGES.uploadFailed(errors.length), errors),
    };
  return { ok: true, rows: products };
}

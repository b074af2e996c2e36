import type { CategoryTree } from '@core/category/schema';
import { indexCategories } from '@core/massUpload/categories';
import { startSheetCheck } from '@core/massUpload/check';
import { checkProductCount } from '@core/massUpload/fileRules';
import type { ProductRow, UploadError } from '@core/massUpload/rows';
import { UPLOAD_LIMITS } from '@core/massUpload/xlsx/limits';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import type { MassUploadResult } from '@core/product/schema';

/** What the shared validator says about an uploaded workbook: its product rows, or the errors. */
export type TemplateCheck =
  { readonly ok: true; readonly rows: ProductRow[] } | { readonly ok: false; readonly result: MassUploadResult };

function failed(message: string, errors: readonly UploadError[]): MassUploadResult {
  const byRow = new Map<number, UploadError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  return {
    status: 'failed',
    message,
    arrayFailed: [...byRow.keys()].filter((row) => row >= 2),
    countError: errors.length,
    dataRow: [...byRow].map(([row, list]) => ({
      row,
      cells: list.map((e) => ({ field: e.field, value: e.value, error: e.message })),
    })),
  };
}

/** A file refused as a whole (unreadable, a bomb, too slow to check): one file-level error. */
export function refusedFile(message: string): TemplateCheck {
  return { ok: false, result: failed(message, [{ row: 0, field: 'file', value: null, message }]) };
}

/**
 * The same rules as the check command and the portal's pre-check (core/massUpload), against the
 * sandbox's category tree: file, headers, at most 100 products, then every row. Runs inside the
 * upload worker (massCheckWorker.ts), with core's upload limits.
 */
export function checkUploadedWorkbook(bytes: Uint8Array, tree: CategoryTree): TemplateCheck {
  const sheet = readWorkbook(bytes, UPLOAD_LIMITS);
  if (sheet.isErr()) return refusedFile(sheet.error.message);
  const check = startSheetCheck(sheet.value.headers, indexCategories(tree));
  const rows: ProductRow[] = [];
  const rowErrors: UploadError[] = [];
  for (const raw of sheet.value.rows) {
    const result = check.row(raw);
    if (!result) continue;
    rows.push(result.product);
    rowErrors.push(...result.errors);
  }
  // A header problem is reported once, without the rows read under it (as the check command does).
  const errors = [
    ...checkProductCount(check.count),
    ...check.headerErrors,
    ...(check.headerErrors.length ? [] : rowErrors),
  ];
  if (errors.length > 0)
    return {
      ok: false,
      result: failed(`Terdapat ${errors.length} kesalahan pada file, tidak ada produk yang diupload`, errors),
    };
  return { ok: true, rows };
}

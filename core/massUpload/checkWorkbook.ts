import type { Result } from 'neverthrow';
import type { CategoryIndex } from './categories';
import type { CheckReport } from './rows';
import { fflateInflater } from './xlsx/fflateInflater';
import { UPLOAD_LIMITS, type ReadLimits } from './xlsx/limits';
import type { ReadFailure } from './xlsx/readFailure';
import { checkWorkbookWith } from './workbookCheck';

export { fileErrorReport } from './workbookCheck';

/** Every rule on a workbook's bytes, inflated by fflate: what the portal's pre-check and the sandbox's upload run. */
export function checkWorkbook(
  file: string,
  data: Uint8Array | ArrayBuffer,
  categories: CategoryIndex,
  limits: ReadLimits = UPLOAD_LIMITS,
): Result<CheckReport, ReadFailure> {
  return checkWorkbookWith(file, data, categories, limits, fflateInflater);
}

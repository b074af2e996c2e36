import type { CellValue } from './cells';
import type { ColumnKey } from './columns';

/** One product row of the sheet as plain values, keyed by template column. */
export interface ProductRow {
  /** Sheet row number (headers are row 1). */
  readonly row: number;
  readonly cells: Readonly<Partial<Record<ColumnKey, CellValue>>>;
}

/** Where an error belongs: a template column, or the file as a whole. */
export type ErrorField = ColumnKey | 'file';

/** One problem, as `penyedia check --format json` prints it (mass-upload-template.md). */
export interface UploadError {
  /** Sheet row; 0 for the file, 1 for headers. */
  readonly row: number;
  readonly field: ErrorField;
  readonly value: CellValue;
  readonly message: string;
}

export interface CheckReport {
  readonly ok: boolean;
  readonly file: string;
  /** Product rows found (empty rows not counted). */
  readonly rows: number;
  readonly errors: readonly UploadError[];
}

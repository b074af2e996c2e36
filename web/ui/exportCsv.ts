import { exportCsv as coreCsv } from '@core/export/csv';
import type { ExportColumn } from '@core/export/table';
import { exportXlsx } from '@core/export/xlsx';
import { XLSX_TYPE } from '@core/export/xlsxType';
import { downloadBlob } from '@web/platform/download';
import type { DataColumn } from './DataTable';
import { cellValue } from './TableRows';

/** The names of a list's two exports, the same on every list: the workbook first, CSV second. */
export const XLSX_EXPORT_LABEL = 'Unduh Excel';
export const CSV_EXPORT_LABEL = 'Unduh CSV';
/** Said when the rows of an export could not be read. */
export const CSV_EXPORT_FAILED = 'CSV gagal dibuat';
export const XLSX_EXPORT_FAILED = 'File Excel gagal dibuat';

/** The rows an export reads per call: the most one list call answers (core's list query limit). */
export const EXPORT_PAGE_SIZE = 100;

/** What an export reads of one list page. */
export interface RowsPage<R> {
  readonly items: readonly R[];
  readonly lastPage: number;
}

/**
 * Every row of a list's current filter (an export holds them all, not the page
 * shown), read EXPORT_PAGE_SIZE at a time, one page after another, in the list's order.
 */
export async function allRows<R>(page: (n: number) => Promise<RowsPage<R>>): Promise<R[]> {
  const first = await page(1);
  const rows = [...first.items];
  for (let n = 2; n <= first.lastPage; n += 1) rows.push(...(await page(n)).items);
  return rows;
}

/** A column of an export: its header, the kind of value it holds, and the value of a row. */
export type CsvColumn<R> = ExportColumn<R>;

/** The export view of table columns: each column's csv(), else its text, else its plain value, with its kind. */
export function csvColumnsOf<R>(columns: readonly DataColumn<R>[]): CsvColumn<R>[] {
  return columns.map((column) => ({
    header: column.header,
    kind: column.kind ?? 'text',
    value:
      column.csv ??
      column.text ??
      ((row: R) => {
        const value = cellValue(row, column.key);
        return typeof value === 'string' || typeof value === 'number'
          ? value
          : value === true
            ? 'Ya'
            : value === false
              ? 'Tidak'
              : null;
      }),
  }));
}

/** The CSV text of rows under the given columns: core's one CSV writer (BOM, ';', inert formulas). */
export function csvText<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  return coreCsv(columns, rows);
}

/** Downloads rows as a CSV file, written by core as every export is. */
export function exportCsv<R>(fileName: string, columns: readonly CsvColumn<R>[], rows: readonly R[]): Promise<void> {
  downloadBlob(
    new Blob([csvText(columns, rows)], { type: 'text/csv;charset=utf-8' }),
    fileName.endsWith('.csv') ? fileName : `${fileName}.csv`,
  );
  return Promise.resolve();
}

/**
 * Downloads rows as an Excel workbook (core's writer): amounts as rupiah numbers, days as dates,
 * the header bold. `sheet` names its one sheet.
 */
export function exportWorkbook<R>(
  fileName: string,
  sheet: string,
  columns: readonly CsvColumn<R>[],
  rows: readonly R[],
): Promise<void> {
  const bytes = exportXlsx(sheet, columns, rows);
  downloadBlob(
    new Blob([new Uint8Array(bytes)], { type: XLSX_TYPE }),
    fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`,
  );
  return Promise.resolve();
}

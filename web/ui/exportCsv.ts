import { csvTable } from '@core/csv';
import type { DataColumn } from './DataTable';
import { cellValue } from './TableRows';

/** The one name of the CSV export on every list: one word per action. */
export const CSV_EXPORT_LABEL = 'Unduh CSV';
/** Said when the rows of an export could not be read. */
export const CSV_EXPORT_FAILED = 'CSV gagal dibuat';

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

export interface CsvColumn<R> {
  readonly header: string;
  readonly value: (row: R) => string | number | null;
}

/** The CSV view of table columns: each column's csv(), else its text, else its plain value. */
export function csvColumnsOf<R>(columns: readonly DataColumn<R>[]): CsvColumn<R>[] {
  return columns.map((column) => ({
    header: column.header,
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

/** The CSV text of rows under the given columns: core's writer, so a cell never runs as a formula in a spreadsheet. */
export function csvText<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  return csvTable(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}

/** Downloads rows as a CSV file (with a BOM so spreadsheet programs read UTF-8). */
export function exportCsv<R>(fileName: string, columns: readonly CsvColumn<R>[], rows: readonly R[]): Promise<void> {
  const text = csvText(columns, rows);
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return Promise.resolve();
}

import { csvTable } from '../csv';
import { exportCells, type ExportCell, type ExportColumn } from './table';

/**
 * The CSV of an export, written one way everywhere: a byte-order mark (spreadsheet programs then
 * read UTF-8), ';' between fields (what a spreadsheet set to Indonesian expects), amounts as plain
 * whole numbers, days as 'YYYY-MM-DD', a missing value as an empty field, formulas made inert.
 */
const CSV_SEPARATOR = ';';
const BOM = '\ufeff';

function csvValue(cell: ExportCell): string | number | null {
  if (cell === null) return null;
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'rupiah':
    case 'count':
      return cell.number;
    case 'day':
      return cell.day;
    case 'dateTime':
      return `${cell.day} ${cell.time}`;
  }
}

export function exportCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): string {
  const cells = exportCells(columns, rows).map((row) => row.map(csvValue));
  return `${BOM}${csvTable(
    columns.map((column) => column.header),
    cells,
    { separator: CSV_SEPARATOR },
  )}\r\n`;
}

import type { CellValue } from './cells';
import { columnOf, isColumnKey } from './columns';
import type { CheckReport, ErrorField } from './rows';

/** The three outputs of `penyedia check` (and split's rejected-rows report): table, json, csv. */
export const REPORT_FORMATS = ['table', 'json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function isReportFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
}

/** The column header a seller sees for an error's field ('File' for file-level errors). */
export function fieldHeader(field: ErrorField): string {
  return isColumnKey(field) ? columnOf(field).header : 'File';
}

export function valueText(value: CellValue): string {
  return value === null ? '' : String(value);
}

/** Exactly the shape of mass-upload-template.md: ok, file, rows, errors[{row, field, value, message}]. */
export function reportJson(report: CheckReport): string {
  const body = {
    ok: report.ok,
    file: report.file,
    rows: report.rows,
    errors: report.errors.map(({ row, field, value, message }) => ({ row, field, value, message })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

const MAX_VALUE_WIDTH = 40;

function clip(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** A plain-text table: row, column header, value, message; then one summary line. */
export function reportTable(report: CheckReport): string {
  if (report.ok) return `${report.file}: ${report.rows} produk, tidak ada masalah. Siap diupload.\n`;
  const head = ['Baris', 'Kolom', 'Nilai', 'Pesan'];
  const body = report.errors.map((e) => [String(e.row), fieldHeader(e.field), clip(valueText(e.value), MAX_VALUE_WIDTH), e.message]);
  const widths = head.map((title, i) => Math.max(title.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.min(w, 60) : w)).join('  ');
  const rowsWithErrors = new Set(report.errors.filter((e) => e.row >= 2).map((e) => e.row)).size;
  const summary = `${report.file}: ${report.errors.length} masalah${rowsWithErrors ? ` pada ${rowsWithErrors} dari ${report.rows} produk` : ''}.`;
  return `${[line(head), rule, ...body.map(line)].join('\n')}\n\n${summary}\n`;
}

/** The report as `penyedia check --format` prints it; CSV loads papaparse only when asked for. */
export async function formatReport(report: CheckReport, format: ReportFormat): Promise<string> {
  switch (format) {
    case 'json':
      return reportJson(report);
    case 'csv':
      return (await import('./reportCsv')).reportCsv(report.errors);
    case 'table':
      return reportTable(report);
  }
}

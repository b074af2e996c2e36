import { reportCsv } from './reportCsv';
import { clippedValue, fieldHeader, REPORT_HEADERS } from './reportFields';
import type { CheckReport } from './rows';

/** The three outputs of `penyedia check` (and split's rejected-rows report): table, json, csv. */
export const REPORT_FORMATS = ['table', 'json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function isReportFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
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

/** A plain-text table: row, column header, value, message; then one summary line. Any number of errors (no spread over them). */
export function reportTable(report: CheckReport): string {
  if (report.ok) return `${report.file}: ${report.rows} produk, tidak ada masalah. Siap diupload.\n`;
  const head = [REPORT_HEADERS.row, REPORT_HEADERS.column, REPORT_HEADERS.value, REPORT_HEADERS.message];
  const body = report.errors.map((e) => [String(e.row), fieldHeader(e.field), clippedValue(e.value), e.message]);
  const widths = head.map((title) => title.length);
  for (const cells of body) {
    cells.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.min(w, 60) : w)).join('  ');
  const rowsWithErrors = new Set(report.errors.filter((e) => e.row >= 2).map((e) => e.row)).size;
  const summary = `${report.file}: ${report.errors.length} masalah${rowsWithErrors ? ` pada ${rowsWithErrors} dari ${report.rows} produk` : ''}.`;
  let text = `${line(head)}\n${rule}\n`;
  for (const cells of body) text += `${line(cells)}\n`;
  return `${text}\n${summary}\n`;
}

/** The report as `penyedia check --format` prints it. */
export function formatReport(report: CheckReport, format: ReportFormat): string {
  switch (format) {
    case 'json':
      return reportJson(report);
    case 'csv':
      return reportCsv(report.errors);
    case 'table':
      return reportTable(report);
  }
}

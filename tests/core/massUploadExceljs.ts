import type { CellValue } from '@core/massUpload/cells';

/**
 * exceljs's cell values as the plain values the rules see: the yardstick the lean reader is
 * compared against (a hyperlink by its target, rich text by its text, a formula by its result,
 * a date as yyyy-mm-dd, a boolean as TRUE/FALSE).
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (!isRecord(value)) return null;
  if (typeof value.hyperlink === 'string') return value.hyperlink;
  if (Array.isArray(value.richText))
    return value.richText
      .map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
      .join('');
  if ('formula' in value || 'sharedFormula' in value) return plainCell(value.result);
  if (typeof value.error === 'string') return value.error;
  if ('text' in value) return plainCell(value.text);
  return null;
}

/** Cells of an exceljs row (1-based, sparse) by 0-based position, trailing empties dropped. */
export function plainRow(values: unknown): CellValue[] {
  if (!Array.isArray(values)) return [];
  const cells: CellValue[] = [];
  for (let i = 1; i < values.length; i += 1) cells.push(plainCell(values[i]));
  while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
  return cells;
}

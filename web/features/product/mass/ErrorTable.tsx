import type { CellValue } from '@core/massUpload/cells';
import { columnLabel, isColumnKey } from '@core/massUpload/columns';
import { clippedValue, isClipped, valueText } from '@core/massUpload/reportFields';

export interface ErrorLine {
  readonly row: number;
  readonly field: string;
  readonly value: CellValue;
  readonly message: string;
  readonly failed?: boolean;
}

const fieldName = (field: string) => (isColumnKey(field) ? columnLabel(field) : field === 'file' ? 'File' : field);

/** A value cut as `penyedia check` cuts it; the whole value opens on demand. */
function ErrorValue({ value }: { readonly value: CellValue }) {
  if (!isClipped(value)) return <>{valueText(value)}</>;
  return (
    <details className="mass-errors__value">
      <summary>
        {clippedValue(value)}
        <span className="sr-only"> (terpotong, tekan untuk melihat nilai lengkap)</span>
      </summary>
      <span className="mass-errors__full">{valueText(value)}</span>
    </details>
  );
}

/**
 * The per-cell errors of a file (the pre-check's or the server's), never wider than the screen:
 * long values cut as the CLI cuts them, a card per error on a phone.
 */
export function ErrorTable({ label, lines }: { readonly label: string; readonly lines: readonly ErrorLine[] }) {
  return (
    <div className="mass-errors" role="region" aria-label={label} tabIndex={0}>
      <table className="product-mini-table ui-stack-table" aria-label={label}>
        <thead>
          <tr>
            <th>Baris</th>
            <th>Kolom</th>
            <th>Nilai</th>
            <th>Kesalahan</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i} className={line.failed ? 'is-failed' : undefined}>
              <td data-label="Baris">{line.row}</td>
              <td data-label="Kolom">{fieldName(line.field)}</td>
              <td data-label="Nilai">
                <ErrorValue value={line.value} />
              </td>
              <td data-label="Kesalahan">{line.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { CellValue } from '@core/massUpload/cells';
import { columnLabel, isColumnKey } from '@core/massUpload/columns';
import { clippedValue, isClipped, valueText } from '@core/massUpload/reportFields';
import { Badge } from '@web/ui/Badge';
import type { CellProps } from '@web/ui/DataTable';
import { RecordTable, type RecordColumn } from '@web/ui/RecordTable';

export interface ErrorLine {
  readonly row: number;
  readonly field: string;
  readonly value: CellValue;
  readonly message: string;
  readonly failed?: boolean;
}

const fieldName = (field: string) => (isColumnKey(field) ? columnLabel(field) : field === 'file' ? 'File' : field);

/** A value cut as the command line's check cuts it; the whole value opens on demand. */
function ErrorValue({ row: { value } }: CellProps<ErrorLine>) {
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

/** A row the upload refused says so in its row number, in words as well as colour. */
function ErrorRow({ row: { row, failed } }: CellProps<ErrorLine>) {
  return (
    <span className="mass-errors__row">
      {row}
      {failed ? <Badge tone="danger">Gagal</Badge> : null}
    </span>
  );
}

const COLUMNS: readonly RecordColumn<ErrorLine>[] = [
  { header: 'Baris', text: (line) => line.row, Cell: ErrorRow },
  { header: 'Kolom', text: (line) => fieldName(line.field) },
  { header: 'Nilai', Cell: ErrorValue },
  { header: 'Kesalahan', text: (line) => line.message },
];

/**
 * The per-cell errors of a file (the pre-check's or the server's), never wider than the screen:
 * long values cut as the CLI cuts them, a card per error on a phone.
 */
export function ErrorTable({ label, lines }: { readonly label: string; readonly lines: readonly ErrorLine[] }) {
  return (
    <div className="mass-errors" role="region" aria-label={label} tabIndex={0}>
      <RecordTable
        label={label}
        className="product-mini-table"
        columns={COLUMNS}
        records={lines}
        // The same cell may be reported twice; a line's place is its identity.
        recordKey={(_, index) => index}
        rowProps={(line) => ({ className: line.failed ? 'is-failed' : undefined })}
      />
    </div>
  );
}

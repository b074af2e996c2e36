import { formatApiRupiah } from '@core/money';
import type { DataColumn } from './DataTable';

/**
 * A column of amounts the API sends as text (core/money's API style): right-aligned on one line, shown
 * and exported in core's one rupiah format.
 */
export function moneyColumn<R>(amount: (row: R) => string | null | undefined): Partial<DataColumn<R>> {
  const text = (row: R) => {
    const value = amount(row);
    return value === null || value === undefined || value === '' ? '-' : formatApiRupiah(value);
  };
  return { align: 'end', nowrap: true, text, kind: 'rupiah' };
}

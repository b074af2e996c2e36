/** Payment list rules (spec 002 §2.2, §4.7, §7). */

/** The card that is shown in red; every other card is green. */
export const NOT_PASSED_ON_CARD = 'Belum Diteruskan';

export type CardTone = 'danger' | 'success';

export function paymentCardTone(name: string): CardTone {
  return name.trim() === NOT_PASSED_ON_CARD ? 'danger' : 'success';
}

/** The verification and passed-on tables drop the last column of the server's column list. */
export function withoutLastColumn<C>(columns: readonly C[]): C[] {
  return columns.slice(0, -1);
}

export type SortDirection = 'asc' | 'desc';

/** The payment lists send their sort as '{field}-{dir}'; no field means no sort. */
export function paymentSortParam(field: string | null, direction: SortDirection): string {
  return field === null || field === '' ? '' : `${field}-${direction}`;
}

/** A proof thumbnail opens in a popup at half its size. */
export function proofPopupSize(size: { readonly width: number; readonly height: number }): { readonly width: number; readonly height: number } {
  return { width: Math.round(size.width / 2), height: Math.round(size.height / 2) };
}

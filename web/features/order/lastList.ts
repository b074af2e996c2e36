import { useEffect } from 'react';
import { useSearch } from 'wouter';

/** The orders list's route; the list's page, sort, search and filters ride in its query. */
const ORDER_LIST_PATH = '/pesanan';
const STORE_KEY = 'penyedia.orderList';

/** Keeps the orders list's address as shown (page, filters) for this tab, where 'Kembali ke Pesanan' finds it. */
export function useRememberOrderList(): void {
  const search = useSearch();
  useEffect(() => {
    try {
      sessionStorage.setItem(STORE_KEY, search);
    } catch {
      // Storage refused (private mode, full): the way back is the plain list.
    }
  }, [search]);
}

/** The orders list as this tab last showed it, or the plain list. */
export function lastOrderListPath(): string {
  let search: string | null = null;
  try {
    search = sessionStorage.getItem(STORE_KEY);
  } catch {
    search = null;
  }
  // Only a query string is kept, so the way back always stays on the orders list.
  const query = search === null ? '' : new URLSearchParams(search).toString();
  return query === '' ? ORDER_LIST_PATH : `${ORDER_LIST_PATH}?${query}`;
}

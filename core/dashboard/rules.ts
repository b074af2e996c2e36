import { DASHBOARD_FIRST_YEAR } from './schema';

/** Dashboard rules: the empty state, the year selector and the figures. */

export const EMPTY_DASHBOARD_TITLE = 'The Dashboard Will Show Up once there is enough data';
export const EMPTY_DASHBOARD_ACTION = 'Start selling your product';
export const YEAR_PLACEHOLDER = 'Pilih tahun';
/** The title of the sales line chart. */
export const SALES_CHART_TITLE = 'Jumlah Penjualan';

/** The year selector: every year from 2019 up to the current one, oldest first. */
export function dashboardYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = DASHBOARD_FIRST_YEAR; year <= currentYear; year++) years.push(year);
  return years;
}

/** With no product the dashboard shows only the start-selling message. */
export function isDashboardEmpty(totalProduct: number): boolean {
  return totalProduct === 0;
}

/**
 * The dashboard's figures, each over the seller's orders with the orders list's status steps
 * (the dashboard data): the cards count orders of a step, the transaction value sums
 * the totals per step group.
 */
export const DASHBOARD_CARDS = [
  { key: 'activeProduct', title: 'Produk Aktif', icon: '/cdn/icon/dashboard-produk.svg', steps: [] },
  { key: 'newOrder', title: 'Pesanan Baru', icon: '/cdn/icon/dashboard-pesanan-baru.svg', steps: ['confirm'] },
  {
    key: 'processedOrder',
    title: 'Pesanan Diproses',
    icon: '/cdn/icon/dashboard-pesanan-proses.svg',
    steps: ['process'],
  },
  { key: 'finishedOrder', title: 'Pesanan Selesai', icon: '/cdn/icon/dashboard-pesanan-selesai.svg', steps: ['paid'] },
] as const;

export const TRANSACTION_VALUE_LINES = [
  { id: 1, name: 'Pesanan Baru', steps: ['confirm'] },
  { id: 2, name: 'Diproses', steps: ['process'] },
  { id: 3, name: 'Dikirim', steps: ['sent'] },
  { id: 4, name: 'Diterima', steps: ['accept', 'complaint', 'frozen'] },
  { id: 5, name: 'Selesai', steps: ['paid'] },
  { id: 6, name: 'Dibatalkan', steps: ['refuse', 'close'] },
] as const;

export const DASHBOARD_SUMMARY_TITLES = {
  complaintProduct: 'Produk Dikomplain',
  taxProduct: 'Produk Kena Pajak',
} as const;

/** How many products, schools and provinces the popularity lists show. */
export const DASHBOARD_TOP = 5;

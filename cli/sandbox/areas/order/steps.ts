import type { FilterOption } from '@core/api/envelope';
import { ORDER_STATUSES, ORDER_STEPS, orderStatusById, type OrderStep, type ProcessingColumn } from '@core/order/schema';
import type { OrderRecord } from './record';

/** The wizard column of each step (titles as the wizard shows them; 'refuse' is the cancelled step). */
const STEP_TEXT: Record<OrderStep, { title: string; titleMenu: string; subTitle: string }> = {
  confirm: { title: 'Konfirmasi', titleMenu: 'Konfirmasi Pesanan', subTitle: 'Menunggu konfirmasi penyedia' },
  process: { title: 'Diproses', titleMenu: 'Proses Pesanan', subTitle: 'Pesanan sedang disiapkan' },
  sent: { title: 'Dikirim', titleMenu: 'Pengiriman', subTitle: 'Menunggu konfirmasi sampai dari sekolah' },
  accept: { title: 'Diterima', titleMenu: 'Pesanan Diterima', subTitle: 'Pesanan telah diterima sekolah' },
  paid: { title: 'Dibayar', titleMenu: 'Pembayaran', subTitle: 'Pembayaran dari sekolah' },
  complaint: { title: 'Dikomplain', titleMenu: 'Komplain', subTitle: 'Komplain harus diselesaikan' },
  frozen: { title: 'Dibekukan', titleMenu: 'Dibekukan', subTitle: 'Pesanan dibekukan' },
  refuse: { title: 'Dibatalkan', titleMenu: 'Ditolak', subTitle: 'Pesanan ditolak penyedia' },
  close: { title: 'Ditutup', titleMenu: 'Pesanan Ditutup', subTitle: 'Pesanan dibatalkan' },
};

/** Badge colour of each status in the list's status HTML. */
const STATUS_TONE: Record<number, string> = {
  1: 'info',
  2: 'primary',
  3: 'primary',
  4: 'success',
  17: 'warning',
  20: 'success',
  18: 'danger',
  19: 'secondary',
  5: 'danger',
  6: 'dark',
};

export function stepOf(statusId: number): OrderStep {
  return orderStatusById(statusId)?.step ?? 'confirm';
}

export function statusLabel(statusId: number): string {
  return orderStatusById(statusId)?.label ?? `Status ${statusId}`;
}

/** The HTML the orders list carries in `status` (the portal sanitises it with DOMPurify). */
export function statusHtml(statusId: number): string {
  return `<span class="badge badge-${STATUS_TONE[statusId] ?? 'secondary'}">${statusLabel(statusId)}</span>`;
}

const MAIN_PATH_LAST = ORDER_STEPS.indexOf('paid');

/** How far along confirm -> paid the order got before leaving the main path. */
function reachedMainStep(order: OrderRecord): number {
  const index = ORDER_STEPS.indexOf(stepOf(order.statusId));
  if (index <= MAIN_PATH_LAST) return index;
  if (order.statusId === 18 || order.statusId === 19) return order.statusBeforeComplaint === 17 || order.transfer ? MAIN_PATH_LAST : ORDER_STEPS.indexOf('accept');
  return order.history.some((h) => h.title === 'Pesanan Dikonfirmasi') ? ORDER_STEPS.indexOf('process') : 0;
}

/** The wizard columns: main-path steps up to where the order got, plus its current step, are active. */
export function processingColumns(order: OrderRecord): ProcessingColumn[] {
  const current = ORDER_STEPS.indexOf(stepOf(order.statusId));
  const reached = reachedMainStep(order);
  return ORDER_STEPS.map((value, index) => ({ ...STEP_TEXT[value], value, index, isActive: index <= reached || index === current }));
}

/** The orders list's status filter: one option per wizard step, its value the step index (0 = new). */
export function orderStatusFilter(orders: readonly OrderRecord[]): FilterOption[] {
  return ORDER_STEPS.map((step, index) => ({
    name: ORDER_STATUSES.filter((s) => s.step === step)
      .map((s) => s.label)
      .join(' / '),
    value: index,
    total: orders.filter((o) => stepOf(o.statusId) === step).length,
  }));
}

export function statusIdsOfFilter(filter: number): number[] | null {
  const step = ORDER_STEPS[filter];
  return step ? ORDER_STATUSES.filter((s) => s.step === step).map((s) => s.id) : null;
}

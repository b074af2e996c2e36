import type { FilterOption } from '@core/api/envelope';
import { statusLabelOf } from '@core/order/machine';
import { ORDER_HISTORY, STATUS_TONE, STEP_COLUMN_TEXT } from '@core/order/options';
import {
  ORDER_STATUS_ID,
  ORDER_STATUSES,
  ORDER_STEPS,
  orderStatusById,
  type OrderStep,
  type ProcessingColumn,
} from '@core/order/schema';
import type { OrderRecord } from './record';

export function stepOf(statusId: number): OrderStep {
  return orderStatusById(statusId)?.step ?? 'confirm';
}

export const statusLabel = statusLabelOf;

/** The HTML the orders list carries in `status` (the portal sanitises it with DOMPurify). */
export function statusHtml(statusId: number): string {
  const tone = orderStatusById(statusId) ? STATUS_TONE[statusId as keyof typeof STATUS_TONE] : 'secondary';
  return `<span class="badge badge-${tone}">${statusLabel(statusId)}</span>`;
}

const MAIN_PATH_LAST = ORDER_STEPS.indexOf('paid');

/**
 * How far along confirm -> paid the order got before leaving the main path; -1 when it left it
 * before its first step was done (refused or cancelled before the seller confirmed it).
 */
function reachedMainStep(order: OrderRecord): number {
  const index = ORDER_STEPS.indexOf(stepOf(order.statusId));
  if (index <= MAIN_PATH_LAST) return index;
  if (order.statusId === ORDER_STATUS_ID.complaint || order.statusId === ORDER_STATUS_ID.frozen) {
    return order.statusBeforeComplaint === ORDER_STATUS_ID.paid || order.transfer
      ? MAIN_PATH_LAST
      : ORDER_STEPS.indexOf('accept');
  }
  return order.history.some((h) => h.title === ORDER_HISTORY.confirmed.title) ? ORDER_STEPS.indexOf('process') : -1;
}

/** The wizard columns: main-path steps up to where the order got, plus its current step, are active. */
export function processingColumns(order: OrderRecord): ProcessingColumn[] {
  const current = ORDER_STEPS.indexOf(stepOf(order.statusId));
  const reached = reachedMainStep(order);
  return ORDER_STEPS.map((value, index) => ({
    ...STEP_COLUMN_TEXT[value],
    value,
    index,
    isActive: index <= reached || index === current,
  }));
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

import { complaintCreationBlock, hasUnresolvedComplaint, statusAllowsComplaint } from '../complaint/rules';
import { orderActionStates, type OrderActionState, type OrderActionType } from './machine';
import { FUNDS_TRANSFERRED_STATUS, ORDER_MESSAGES, PAID_AWAITING_CONFIRMATION_STATUS } from './rules';
import { orderStatusById, type OrderStep } from './schema';

/*
 * What the order detail screen shows and enables (spec 002 §4.2): which buttons the active step
 * shows comes from the step and the API's flags; whether each is enabled is the order machine's
 * answer (core/order/machine.ts), the one the sandbox accepts or refuses by.
 */

interface OrderFlagsInput {
  readonly isHasRequestChange: boolean;
  readonly isHasApplyCancel: boolean;
  readonly isShippingMitra: boolean;
  readonly isFaktur: boolean;
  readonly isPickup: boolean;
  readonly isDone: boolean;
}

export interface OrderDetailInput {
  readonly statusId: number;
  /** The wizard's active step (see wizardView), null when none. */
  readonly step: OrderStep | null;
  readonly flags: OrderFlagsInput;
  readonly isProductUncategorized: boolean;
  readonly isUploadTax: boolean;
  readonly isTracking: boolean;
  readonly complaints: readonly { readonly isResolved: boolean }[];
}

interface ActionState {
  readonly visible: boolean;
  readonly enabled: boolean;
}

const hidden: ActionState = { visible: false, enabled: false };
const shown = (enabled: boolean): ActionState => ({ visible: true, enabled });

export interface OrderActions {
  readonly confirm: ActionState;
  readonly refuse: ActionState;
  readonly send: ActionState;
  readonly acceptChange: ActionState;
  readonly rejectChange: ActionState;
  readonly acceptCancel: ActionState;
  readonly rejectCancel: ActionState;
  /** 'Komplain ke Sekolah' (or the payment complaint on the paid step at status 17). */
  readonly complaint: ActionState;
  /** Set when a complaint button is pressed while one is unresolved. */
  readonly complaintBlockedMessage: string | null;
  readonly uploadTax: ActionState;
  readonly tracking: ActionState;
  /** Texts shown on the active step, in order. */
  readonly notices: readonly string[];
  /** Process step: shipping-partner instructions, or print the label yourself. */
  readonly shipping: 'mitra' | 'label' | null;
  /** Accept step: picked up by the school (isPickup) or delivered by the shipping partner. */
  readonly arrival: 'pickup' | 'partner' | null;
  /** Paid step: 'Sudah Selesai' or 'Menunggu Konfirmasi dari SIPLah Eureka'. */
  readonly paidLabel: string | null;
  readonly fundsTransferred: boolean;
  /** The unresolved-complaint alert ('Perhatian!'). */
  readonly unresolvedComplaintAlert: boolean;
}

/**
 * What the seller can do on an order detail. A pending change or cancel request, or an
 * uncategorized product, holds back confirming and sending; the Kirim button needs the printed
 * invoice (isFaktur) or a change request. Change and cancel requests are answerable on the
 * confirm and process steps, so a request that blocks confirming can also be settled there.
 */
export function orderActions(order: OrderDetailInput): OrderActions {
  const { flags, step } = order;
  // Whether each shown button is enabled is the order machine's answer, the same the sandbox gives.
  const states = machineActions(order);
  const enabled = (type: OrderActionType): boolean => states?.[type].enabled ?? false;
  const notices: string[] = [];
  const early = step === 'confirm' || step === 'process';

  if (early && order.isProductUncategorized) notices.push(ORDER_MESSAGES.updateCategory);
  if (early && flags.isHasRequestChange) notices.push(ORDER_MESSAGES.changeRequested);
  if (early && flags.isHasApplyCancel) notices.push(ORDER_MESSAGES.cancelRequested);

  let send = hidden;
  if (step === 'process') {
    if (flags.isFaktur || flags.isHasRequestChange) send = shown(enabled('send'));
    else notices.push(ORDER_MESSAGES.printFirst);
  }

  const complaintVisible =
    statusAllowsComplaint(order.statusId) &&
    (step === 'accept' || step === 'complaint' || (step === 'paid' && order.statusId === PAID_AWAITING_CONFIRMATION_STATUS));

  return {
    confirm: step === 'confirm' ? shown(enabled('confirm')) : hidden,
    refuse: early ? shown(enabled('refuse')) : hidden,
    send,
    acceptChange: early && flags.isHasRequestChange ? shown(enabled('acceptChange')) : hidden,
    rejectChange: early && flags.isHasRequestChange ? shown(enabled('rejectChange')) : hidden,
    acceptCancel: early && flags.isHasApplyCancel ? shown(enabled('acceptCancel')) : hidden,
    rejectCancel: early && flags.isHasApplyCancel ? shown(enabled('rejectCancel')) : hidden,
    complaint: complaintVisible ? shown(true) : hidden,
    complaintBlockedMessage: complaintVisible ? complaintCreationBlock(order.complaints) : null,
    uploadTax: order.isUploadTax ? shown(true) : hidden,
    tracking: order.isTracking ? shown(true) : hidden,
    notices,
    shipping: step === 'process' ? (flags.isShippingMitra ? 'mitra' : 'label') : null,
    arrival: step === 'accept' ? (flags.isPickup ? 'pickup' : 'partner') : null,
    paidLabel: step === 'paid' ? (flags.isDone ? ORDER_MESSAGES.paidDone : ORDER_MESSAGES.paidWaiting) : null,
    fundsTransferred: order.statusId === FUNDS_TRANSFERRED_STATUS,
    unresolvedComplaintAlert: hasUnresolvedComplaint(order.complaints),
  };
}

/** The machine's action states for the order as the detail describes it; null for a status the machine does not know. */
function machineActions(order: OrderDetailInput): { readonly [T in OrderActionType]: OrderActionState } | null {
  const status = orderStatusById(order.statusId);
  if (!status) return null;
  return orderActionStates({
    statusId: status.id,
    statusBeforeComplaint: null,
    changeRequested: order.flags.isHasRequestChange,
    cancelRequested: order.flags.isHasApplyCancel,
    productUncategorized: order.isProductUncategorized,
    // isFaktur: BAST and invoice printed (the label is not needed to send).
    printed: { bast: order.flags.isFaktur, invoice: order.flags.isFaktur, label: false },
    unresolvedComplaints: order.complaints.filter((complaint) => !complaint.isResolved).length,
    isDone: order.flags.isDone,
  });
}

import { hasUnresolvedComplaint } from '../complaint/rules';
import { orderActionStates, type OrderActionState, type OrderActionType, type OrderMachineState } from './machine';
import { FUNDS_TRANSFERRED_STATUS, ORDER_MESSAGES } from './rules';
import { orderStatusById, type OrderDetail, type OrderStatusId, type OrderStep } from './schema';

/*
 * What the order detail screen shows and enables. Every action button, whether it
 * is shown and whether it is enabled, is the order machine's answer (core/order/machine.ts), the
 * one the sandbox accepts or refuses by; the active step only chooses the texts around them.
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

/** The detail's inputs from the API's order detail, given its parsed status and the wizard's active step. */
export function detailInputOf(order: OrderDetail, statusId: number, step: OrderStep | null): OrderDetailInput {
  return {
    statusId,
    step,
    flags: order.processing.data,
    isProductUncategorized: order.isProductUncategorized,
    isUploadTax: order.isUploadTax,
    isTracking: order.isTracking,
    complaints: order.complaint,
  };
}

/** The order machine's state of the order its detail describes (flags as the API names them). */
export function detailMachineState(order: OrderDetailInput, statusId: OrderStatusId): OrderMachineState {
  return {
    statusId,
    statusBeforeComplaint: null,
    changeRequested: order.flags.isHasRequestChange,
    cancelRequested: order.flags.isHasApplyCancel,
    productUncategorized: order.isProductUncategorized,
    shippingByPartner: order.flags.isShippingMitra,
    // isFaktur: BAST and invoice printed (the label is not needed to send).
    printed: { bast: order.flags.isFaktur, invoice: order.flags.isFaktur, label: false },
    unresolvedComplaints: order.complaints.filter((complaint) => !complaint.isResolved).length,
    isDone: order.flags.isDone,
  };
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
  /** Never shown: the specification keeps the arrival call but shows no button; the school declares it. */
  readonly arrived: ActionState;
  readonly acceptChange: ActionState;
  readonly rejectChange: ActionState;
  readonly acceptCancel: ActionState;
  readonly rejectCancel: ActionState;
  /** 'Terima Pembayaran' once the partner passed the funds on, until the seller declared them received. */
  readonly receivePayment: ActionState;
  /** The complaint to the school (or the payment complaint on the paid step at status 17). */
  readonly complaint: ActionState;
  /** Why a new complaint cannot be created now (one is unresolved): said when the seller tries. */
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
 * What the seller can do on an order detail: each button as the machine shows and enables it for
 * the order's status and flags (a pending change or cancel request, an uncategorized product, the
 * printed BAST and invoice, open complaints); the notices and texts of the active step around them.
 */
export function orderActions(order: OrderDetailInput): OrderActions {
  const { flags, step } = order;
  const states = machineActions(order);
  const button = (type: OrderActionType): ActionState => {
    const state = states?.[type];
    return state?.shown ? shown(state.enabled) : hidden;
  };
  const notices: string[] = [];
  const early = step === 'confirm' || step === 'process';

  if (early && order.isProductUncategorized) notices.push(ORDER_MESSAGES.updateCategory);
  if (early && flags.isHasRequestChange) notices.push(ORDER_MESSAGES.changeRequested);
  if (early && flags.isHasApplyCancel) notices.push(ORDER_MESSAGES.cancelRequested);
  // 'Cetak BAST dan Invoice terlebih dahulu untuk mengirim' where the machine holds 'Kirim' back.
  const sendHiddenBy = states?.send.hiddenBy ?? null;
  if (sendHiddenBy !== null) notices.push(sendHiddenBy);

  const complaint = button('complain');
  return {
    confirm: button('confirm'),
    refuse: button('refuse'),
    send: button('send'),
    arrived: hidden,
    acceptChange: button('acceptChange'),
    rejectChange: button('rejectChange'),
    acceptCancel: button('acceptCancel'),
    rejectCancel: button('rejectCancel'),
    receivePayment: button('receivePayment'),
    complaint,
    complaintBlockedMessage: complaint.visible && !complaint.enabled ? (states?.complain.blockedBy ?? null) : null,
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
  return orderActionStates(detailMachineState(order, status.id));
}

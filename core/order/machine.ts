import { COMPLAINT_CREATION_GUARDS } from '../complaint/machine';
import { COMPLAINT_MESSAGES } from '../complaint/rules';
import { accepted, firstBlock, refusal, type Guard, type Outcome, type Refusal } from '../machine/outcome';
import { isBlank } from '../validation';
import { rejectReasonByValue, type OrderDocumentKey } from './options';
import { actionNotAllowedMessage, awbProblem, ORDER_MESSAGES } from './rules';
import {
  COMPLAINT_STATUS_IDS,
  ORDER_STATUS_ID,
  orderStatusById,
  type OrderStatusId,
  type OrderStatusKey,
} from './schema';

/**
 * The order's states and transitions as data: which action each status offers, the
 * preconditions that block it with the spec's words, and the status it leads to. `applyOrder` is
 * the one pure function the sandbox accepts or refuses with; `orderActionStates` tells a screen
 * which actions to show and which to enable.
 */

export interface OrderMachineState {
  readonly statusId: OrderStatusId;
  /** Where a complaint that moved the order to 'Dikomplain' returns it once resolved. */
  readonly statusBeforeComplaint: OrderStatusId | null;
  readonly changeRequested: boolean;
  readonly cancelRequested: boolean;
  readonly productUncategorized: boolean;
  /** The shipping partner fetches the goods and makes the label once the order is sent (isShippingMitra). */
  readonly shippingByPartner: boolean;
  readonly printed: { readonly [K in OrderDocumentKey]: boolean };
  /** Complaints not yet resolved (the school's and the seller's). */
  readonly unresolvedComplaints: number;
  /** The seller declared the transferred funds received. */
  readonly isDone: boolean;
}

export type OrderAction =
  | { readonly type: 'confirm' }
  | { readonly type: 'refuse'; readonly reasonType: string | number | null }
  | { readonly type: 'print'; readonly document: OrderDocumentKey }
  | { readonly type: 'send'; readonly awb: string }
  | { readonly type: 'arrived' }
  | { readonly type: 'acceptChange' }
  | { readonly type: 'rejectChange' }
  | { readonly type: 'acceptCancel' }
  | { readonly type: 'rejectCancel' }
  | { readonly type: 'complain'; readonly reason: string; readonly category: number }
  | { readonly type: 'resolveComplaint' }
  | { readonly type: 'pay' }
  | { readonly type: 'transfer' }
  | { readonly type: 'receivePayment' };

export type OrderActionType = OrderAction['type'];
type ActionOf<T extends OrderActionType> = Extract<OrderAction, { type: T }>;

/** Who takes the action: the seller from the portal, or the school and the partner on their side. */
type OrderActor = 'seller' | 'school' | 'partner';

export interface OrderTransition<T extends OrderActionType> {
  readonly actor: OrderActor;
  /** The statuses that offer the action; null: any status (the guards decide). */
  readonly from: readonly number[] | null;
  /** Completes 'Pesanan dengan status X tidak dapat …' when the status does not offer it. */
  readonly verb: string;
  /** A refusal of its own for a status that does not offer the action (instead of the sentence above). */
  readonly wrongStatus?: string;
  readonly guards: readonly Guard<OrderMachineState, ActionOf<T>>[];
  /**
   * Whether a status that offers the action also shows it in this state (a request to answer
   * exists, the documents to send are printed): a hidden action is always refused by a guard, and
   * `message` is what a screen says in its place where that is worth saying.
   */
  readonly shownWhen?: { readonly test: (state: OrderMachineState) => boolean; readonly message: string };
  readonly next: (state: OrderMachineState, action: ActionOf<T>) => OrderMachineState;
  readonly success: string;
}

const id = ORDER_STATUS_ID;
const status = (state: OrderMachineState, key: OrderStatusKey): OrderMachineState => ({ ...state, statusId: id[key] });
const isFaktur = (state: OrderMachineState): boolean => state.printed.bast && state.printed.invoice;
/** Documents exist once the order is confirmed and until it is refused or cancelled. */
const DOCUMENT_STATUSES: readonly number[] = [
  id.processed,
  id.sent,
  id.arrived,
  id.paid,
  id.transferred,
  id.complaint,
  id.frozen,
];
/** Change and cancellation requests are answered before the order is sent. */
const OPEN_STATUSES: readonly number[] = [id.new, id.processed];

const changePending: Guard<OrderMachineState, OrderAction> = {
  kind: 'precondition',
  blocks: (s) => s.changeRequested,
  message: ORDER_MESSAGES.changeRequested,
};
const cancelPending: Guard<OrderMachineState, OrderAction> = {
  kind: 'precondition',
  blocks: (s) => s.cancelRequested,
  message: ORDER_MESSAGES.cancelRequested,
};
const uncategorized: Guard<OrderMachineState, OrderAction> = {
  kind: 'precondition',
  blocks: (s) => s.productUncategorized,
  message: ORDER_MESSAGES.updateCategory,
};

/** The school's requests the seller answers: whether one waits, the verb of its refusal, the message when none waits. */
const REQUESTS = {
  change: { waits: (s: OrderMachineState) => s.changeRequested, verb: 'diubah', none: ORDER_MESSAGES.noChangeRequest },
  cancel: {
    waits: (s: OrderMachineState) => s.cancelRequested,
    verb: 'dibatalkan',
    none: ORDER_MESSAGES.noCancelRequest,
  },
} as const;

/** Accepting or rejecting a request: offered while the order is open, shown and allowed only while the request waits. */
function answer<T extends OrderActionType>(
  request: keyof typeof REQUESTS,
  next: (state: OrderMachineState) => OrderMachineState,
  success: string,
): OrderTransition<T> {
  const { waits, verb, none } = REQUESTS[request];
  return {
    actor: 'seller',
    from: OPEN_STATUSES,
    verb,
    guards: [{ kind: 'precondition', blocks: (s) => !waits(s), message: none }],
    shownWhen: { test: waits, message: none },
    next,
    success,
  };
}

/** A step the order only passes through: offered in one status, nothing to check, on to the next. */
function step<T extends OrderActionType>(
  actor: OrderActor,
  from: OrderStatusKey,
  verb: string,
  to: OrderStatusKey,
  success: string,
): OrderTransition<T> {
  return { actor, from: [id[from]], verb, guards: [], next: (s) => status(s, to), success };
}

/** Every seller action on an order (and the school's and partner's steps the order waits for). */
export const ORDER_TRANSITIONS: { readonly [T in OrderActionType]: OrderTransition<T> } = {
  confirm: {
    actor: 'seller',
    from: [id.new],
    verb: 'dikonfirmasi',
    guards: [changePending, uncategorized],
    next: (s) => status(s, 'processed'),
    success: ORDER_MESSAGES.confirmed,
  },
  refuse: {
    actor: 'seller',
    from: OPEN_STATUSES,
    verb: 'ditolak',
    guards: [
      {
        kind: 'input',
        blocks: (_s, a) => a.reasonType === null || isBlank(String(a.reasonType)),
        message: ORDER_MESSAGES.refuseReasonMissing,
      },
      {
        kind: 'input',
        blocks: (_s, a) => a.reasonType !== null && rejectReasonByValue(a.reasonType) === undefined,
        message: ORDER_MESSAGES.unknownReason,
      },
    ],
    next: (s) => ({ ...status(s, 'refused'), changeRequested: false, cancelRequested: false }),
    success: ORDER_MESSAGES.refused,
  },
  print: {
    actor: 'seller',
    from: DOCUMENT_STATUSES,
    verb: 'mencetak dokumen',
    guards: [
      {
        kind: 'precondition',
        blocks: (s, a) => a.document === 'label' && s.shippingByPartner && s.statusId === id.processed,
        message: ORDER_MESSAGES.labelAfterSending,
      },
    ],
    next: (s, a) => ({ ...s, printed: { ...s.printed, [a.document]: true } }),
    success: ORDER_MESSAGES.documentMarked,
  },
  send: {
    actor: 'seller',
    from: [id.processed],
    verb: 'dikirim',
    guards: [
      // What disables 'Kirim' on the screen is named first; the receipt number is checked last.
      changePending,
      cancelPending,
      uncategorized,
      { kind: 'precondition', blocks: (s) => !isFaktur(s), message: ORDER_MESSAGES.printFirst },
      {
        kind: 'input',
        blocks: (_s, a) => awbProblem(a.awb) !== null,
        message: (_s, a) => awbProblem(a.awb) ?? '',
      },
    ],
    // 'Kirim' appears once BAST and invoice are printed, or while a change request waits.
    shownWhen: { test: (s) => isFaktur(s) || s.changeRequested, message: ORDER_MESSAGES.printFirst },
    next: (s) => status(s, 'sent'),
    success: ORDER_MESSAGES.sent,
  },
  arrived: step('seller', 'sent', 'dinyatakan sampai', 'arrived', ORDER_MESSAGES.arrived),
  // The printed invoice and BAST no longer match the quantities: they must be printed again.
  acceptChange: answer(
    'change',
    (s) => ({ ...s, changeRequested: false, printed: { ...s.printed, bast: false, invoice: false } }),
    ORDER_MESSAGES.changeAccepted,
  ),
  rejectChange: answer('change', (s) => ({ ...s, changeRequested: false }), ORDER_MESSAGES.changeRejected),
  acceptCancel: answer(
    'cancel',
    (s) => ({ ...status(s, 'cancelled'), changeRequested: false, cancelRequested: false }),
    ORDER_MESSAGES.cancelAccepted,
  ),
  rejectCancel: answer('cancel', (s) => ({ ...s, cancelRequested: false }), ORDER_MESSAGES.cancelRejected),
  complain: {
    actor: 'seller',
    from: COMPLAINT_STATUS_IDS,
    verb: 'dikomplain',
    wrongStatus: COMPLAINT_MESSAGES.wrongStatus,
    guards: COMPLAINT_CREATION_GUARDS,
    next: (s) => ({
      ...s,
      unresolvedComplaints: s.unresolvedComplaints + 1,
      statusId: id.complaint,
      statusBeforeComplaint: s.statusId === id.complaint ? s.statusBeforeComplaint : s.statusId,
    }),
    success: COMPLAINT_MESSAGES.createdSuccess,
  },
  resolveComplaint: {
    actor: 'seller',
    from: null,
    verb: 'diselesaikan komplainnya',
    guards: [{ kind: 'precondition', blocks: (s) => s.unresolvedComplaints === 0, message: COMPLAINT_MESSAGES.none }],
    next: (s) => {
      const unresolvedComplaints = s.unresolvedComplaints - 1;
      if (s.statusId !== id.complaint || unresolvedComplaints > 0) return { ...s, unresolvedComplaints };
      return {
        ...s,
        unresolvedComplaints,
        statusId: s.statusBeforeComplaint ?? id.arrived,
        statusBeforeComplaint: null,
      };
    },
    success: COMPLAINT_MESSAGES.resolvedSuccess,
  },
  pay: {
    actor: 'school',
    from: [id.arrived],
    verb: 'dibayar',
    // An open complaint holds the school's payment back.
    guards: [
      {
        kind: 'precondition',
        blocks: (s) => s.unresolvedComplaints > 0,
        message: ORDER_MESSAGES.paymentHeldByComplaint,
      },
    ],
    next: (s) => status(s, 'paid'),
    success: ORDER_MESSAGES.paidWaiting,
  },
  transfer: step('partner', 'paid', 'diteruskan dananya', 'transferred', ORDER_MESSAGES.paidWaiting),
  receivePayment: {
    actor: 'seller',
    from: [id.transferred],
    verb: 'diterima pembayarannya',
    wrongStatus: ORDER_MESSAGES.fundsNotTransferred,
    guards: [{ kind: 'precondition', blocks: (s) => s.isDone, message: ORDER_MESSAGES.paymentAlreadyReceived }],
    shownWhen: { test: (s) => !s.isDone, message: ORDER_MESSAGES.paymentAlreadyReceived },
    next: (s) => ({ ...s, isDone: true }),
    success: ORDER_MESSAGES.paymentReceived,
  },
};

function transitionOf<T extends OrderActionType>(type: T): OrderTransition<T> {
  return ORDER_TRANSITIONS[type];
}

export function statusLabelOf(statusId: number): string {
  return orderStatusById(statusId)?.label ?? `Status ${statusId}`;
}

function statusRefusal<T extends OrderActionType>(
  state: OrderMachineState,
  transition: OrderTransition<T>,
): Refusal | null {
  const offered = transition.from === null || transition.from.includes(state.statusId);
  if (offered) return null;
  return refusal(
    'status',
    transition.wrongStatus ?? actionNotAllowedMessage(statusLabelOf(state.statusId), transition.verb),
  );
}

/** Applies an action: the next state and the success message, or the refusal in the spec's words. */
export function applyOrder(state: OrderMachineState, action: OrderAction): Outcome<OrderMachineState> {
  const transition = transitionOf<OrderActionType>(action.type);
  const wrong = statusRefusal(state, transition);
  if (wrong) return wrong;
  const blocked = firstBlock(transition.guards as readonly Guard<OrderMachineState, OrderAction>[], state, action);
  if (blocked) return blocked;
  return accepted(transition.next(state, action), transition.success);
}

export interface OrderActionState {
  /** A screen shows the action's button: the status offers it and the state shows it (shownWhen). */
  readonly shown: boolean;
  /** Shown, and no precondition blocks it: the button is enabled. */
  readonly enabled: boolean;
  /** Why it is not possible now (the first refusal, status or precondition), or null. */
  readonly blockedBy: string | null;
  /** What a screen says in place of a button the status offers but the state hides ('Cetak BAST …'), or null. */
  readonly hiddenBy: string | null;
}

/**
 * For a screen: each action, shown when the status offers it and the state shows it (shownWhen),
 * enabled when shown and no precondition blocks it (what the action's own input needs, e.g. a
 * reason, is asked on use).
 */
export function orderActionStates(state: OrderMachineState): { readonly [T in OrderActionType]: OrderActionState } {
  const entries = (Object.keys(ORDER_TRANSITIONS) as OrderActionType[]).map((type) => {
    const transition = transitionOf<OrderActionType>(type);
    const wrong = statusRefusal(state, transition);
    const guards = transition.guards as readonly Guard<OrderMachineState, OrderAction>[];
    const blocked = wrong
      ? null
      : firstBlock(
          guards.filter((g) => g.kind === 'precondition'),
          state,
          { type } as OrderAction,
        );
    const hidden = wrong === null && transition.shownWhen !== undefined && !transition.shownWhen.test(state);
    const shown = wrong === null && !hidden;
    const entry: OrderActionState = {
      shown,
      enabled: shown && blocked === null,
      blockedBy: (wrong ?? blocked)?.message ?? null,
      hiddenBy: hidden ? (transition.shownWhen?.message ?? null) : null,
    };
    return [type, entry] as const;
  });
  return Object.fromEntries(entries) as { readonly [T in OrderActionType]: OrderActionState };
}

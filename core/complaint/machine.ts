import { accepted, firstBlock, refusal, type Guard, type Outcome, type Refusal } from '../machine/outcome';
import { exceedsLimit } from '../textLimit';
import { isBlank } from '../validation';
import {
  COMPLAINT_MESSAGE_LIMIT,
  COMPLAINT_MESSAGES,
  complaintCategory,
  statusAllowsComplaint,
  wrongCategoryMessage,
} from './rules';

/**
 * The complaint states as data: a complaint is created on an order at status 4,
 * 17 or 18 while no other is unresolved, then it is in progress ('Sedang Berlangsung...') and takes
 * replies until the seller resolves it ('Komplain sudah selesai'), after which it takes nothing.
 */

export interface ComplaintThreadState {
  readonly isResolved: boolean;
}

export type ComplaintAction = { readonly type: 'reply'; readonly message: string } | { readonly type: 'resolve' };

const threadGuards: {
  readonly [T in ComplaintAction['type']]: readonly Guard<
    ComplaintThreadState,
    Extract<ComplaintAction, { type: T }>
  >[];
} = {
  reply: [
    { kind: 'input', blocks: (_s, a) => isBlank(a.message), message: COMPLAINT_MESSAGES.empty },
    {
      kind: 'input',
      blocks: (_s, a) => exceedsLimit(a.message, COMPLAINT_MESSAGE_LIMIT),
      message: COMPLAINT_MESSAGES.tooLong,
    },
    { kind: 'precondition', blocks: (s) => s.isResolved, message: COMPLAINT_MESSAGES.resolved },
  ],
  resolve: [{ kind: 'precondition', blocks: (s) => s.isResolved, message: COMPLAINT_MESSAGES.resolved }],
};

const threadSuccess: { readonly [T in ComplaintAction['type']]: string } = {
  reply: COMPLAINT_MESSAGES.replySent,
  resolve: COMPLAINT_MESSAGES.resolvedSuccess,
};

/** One complaint thread: a reply keeps it open, resolving closes it. */
export function applyComplaint(state: ComplaintThreadState, action: ComplaintAction): Outcome<ComplaintThreadState> {
  const guards = threadGuards[action.type] as readonly Guard<ComplaintThreadState, ComplaintAction>[];
  const blocked = firstBlock(guards, state, action);
  if (blocked) return blocked;
  return accepted(action.type === 'resolve' ? { isResolved: true } : state, threadSuccess[action.type]);
}

/** What creating a complaint depends on: the order's status and its unresolved complaints. */
export interface ComplaintCreationState {
  readonly statusId: number;
  readonly unresolvedComplaints: number;
}

export interface ComplaintCreationInput {
  readonly reason: string;
  readonly category: number;
}

/** The checks of a new complaint after its status (4, 17 or 18), in order. */
export const COMPLAINT_CREATION_GUARDS: readonly Guard<ComplaintCreationState, ComplaintCreationInput>[] = [
  // The reason the screen disables 'Komplain' comes first: an open complaint is named whatever was typed.
  { kind: 'precondition', blocks: (s) => s.unresolvedComplaints > 0, message: COMPLAINT_MESSAGES.unresolvedExists },
  { kind: 'input', blocks: (_s, c) => isBlank(c.reason), message: COMPLAINT_MESSAGES.empty },
  {
    kind: 'input',
    blocks: (_s, c) => exceedsLimit(c.reason, COMPLAINT_MESSAGE_LIMIT),
    message: COMPLAINT_MESSAGES.tooLong,
  },
  {
    kind: 'input',
    blocks: (s, c) => c.category !== complaintCategory(s.statusId),
    message: (s) => wrongCategoryMessage(complaintCategory(s.statusId)),
  },
];

/** Whether a new complaint may be created; null when it may, else the refusal in the spec's words. */
export function complaintCreationRefusal(state: ComplaintCreationState, input: ComplaintCreationInput): Refusal | null {
  if (!statusAllowsComplaint(state.statusId)) return refusal('status', COMPLAINT_MESSAGES.wrongStatus);
  return firstBlock(COMPLAINT_CREATION_GUARDS, state, input);
}

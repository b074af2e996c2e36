import type { Session } from './area';
import type { Reply } from './reply';
import type { Root } from './store';

/** A call about to run: the route of an area, and who makes it. */
interface Call {
  readonly area: string;
  readonly route: string;
  readonly session: Session | null;
}

/**
 * Whether a call may run at all, judged on the committed state before its input is read: null to
 * go on, or the refusal to answer. This is where the rule on what a seller in each state may do
 * (blocked, must update) is applied, to every call.
 */
export type CallPermission = (call: Call, committed: Root) => Reply | null;

/** Every call may run: the sandboxes of tests that bring areas of their own. */
export const everyCall: CallPermission = () => null;

/**
 * What applying an action to a state machine gives: the next state with the success message, or
 * a refusal with its message. `kind` tells why: the state does not offer the action ('status'), a
 * precondition of the state blocks it ('precondition'), or the action's own input is wrong ('input').
 */
export type RefusalKind = 'status' | 'precondition' | 'input';

export interface Refusal {
  readonly ok: false;
  readonly kind: RefusalKind;
  readonly message: string;
}

export interface Accepted<S> {
  readonly ok: true;
  readonly state: S;
  readonly message: string;
}

export type Outcome<S> = Accepted<S> | Refusal;

export function refusal(kind: RefusalKind, message: string): Refusal {
  return { ok: false, kind, message };
}

export function accepted<S>(state: S, message: string): Accepted<S> {
  return { ok: true, state, message };
}

/** A check of a transition: when `blocks` holds, the action is refused with `message`. */
export interface Guard<S, A> {
  readonly kind: Exclude<RefusalKind, 'status'>;
  readonly blocks: (state: S, action: A) => boolean;
  readonly message: string | ((state: S, action: A) => string);
}

/** The first guard that blocks, as a refusal; null when none does. `only` limits the kinds looked at. */
export function firstBlock<S, A>(
  guards: readonly Guard<S, A>[],
  state: S,
  action: A,
  only?: RefusalKind,
): Refusal | null {
  for (const guard of guards) {
    if (only !== undefined && guard.kind !== only) continue;
    if (guard.blocks(state, action)) {
      return refusal(guard.kind, typeof guard.message === 'string' ? guard.message : guard.message(state, action));
    }
  }
  return null;
}

import {
  applyNegotiation,
  lastRoundOf,
  negotiationPhase,
  type NegotiationAction,
  type NegotiationMachineState,
} from '@core/nego/machine';
import { wibTimestamp } from '../order/format';
import type { CatchUp } from '../../area';
import { applyNegoState, negoMachineState, type NegoState, type NegotiationRecord } from './record';

/**
 * The school's side of a negotiation, which no seller call drives: a few seconds after the seller
 * answers with a counter-price, the school accepts it, refuses, or makes a new offer (a new round),
 * through core's negotiation machine. Like the orders' school, catching up is a pure function of
 * the schedule and the clock.
 */
export const SCHOOL_ANSWERS_AFTER_MS = 5000;
/** After this many rounds the school stops bargaining and refuses. */
const MAX_ROUNDS = 5;

/** What the simulated school does with the seller's counter-price. */
export function schoolAnswer(state: NegotiationMachineState): NegotiationAction {
  const round = lastRoundOf(state);
  const offer = round.negoUnitPrice;
  const asked = round.priceResponse ?? offer;
  // Within 1% of its own offer (or cheaper) the school takes the seller's price.
  if ((asked - offer) * 100 <= asked) return { type: 'schoolAccept' };
  if (state.rounds.length >= MAX_ROUNDS) return { type: 'schoolRefuse' };
  // Otherwise it meets the seller halfway, in whole hundreds of rupiah.
  const halfway = Math.floor((offer + asked) / 200) * 100;
  return halfway > offer ? { type: 'schoolCounter', price: halfway } : { type: 'schoolAccept' };
}

function catchUpNegotiation(nego: NegotiationRecord, now: Date): void {
  const due = nego.schoolAnswersAt;
  if (due === null || now.getTime() < due) return;
  nego.schoolAnswersAt = null;
  const state = negoMachineState(nego);
  if (negotiationPhase(state) !== 'waitingForSchool') return;
  const outcome = applyNegotiation(state, schoolAnswer(state));
  if (outcome.ok) applyNegoState(nego, outcome.state, wibTimestamp(new Date(due)));
}

function catchUpNegotiations(state: NegoState, now: Date): void {
  for (const nego of state.negotiations) if (nego.schoolAnswersAt !== null) catchUpNegotiation(nego, now);
}

/** The school's answers, caught up before any request looks at the negotiations. */
export const negoCatchUp: CatchUp<NegoState> = {
  due: (state, now) => state.negotiations.some((n) => n.schoolAnswersAt !== null && now >= n.schoolAnswersAt),
  apply: catchUpNegotiations,
};

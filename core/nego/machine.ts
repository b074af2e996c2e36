import { accepted, firstBlock, refusal, type Guard, type Outcome } from '../machine/outcome';
import { MAX_RUPIAH, rupiahError } from '../money';
import { insuranceFee, insuranceOptionByValue, insuredAmount, NEGO_MESSAGES, type NegotiationResponder } from './rules';

/**
 * The negotiation states as data. The school offers a unit price (a round); while
 * that offer is unanswered the negotiation is open and the seller responds with a counter-price
 * (or agrees: the deal is final) or refuses. After a counter-price the school answers: a new round,
 * an acceptance (deal) or a refusal. A deal or a refusal ends it.
 */

export interface NegotiationRoundState {
  /** The school's offered unit price. */
  readonly negoUnitPrice: number;
  readonly qty: number;
  /** The seller's counter-price, null until answered. */
  readonly priceResponse: number | null;
}

interface NegotiationTerms {
  readonly wrappingPrice: number;
  readonly insurancePercent: string;
  readonly insurancePrice: number;
  readonly isDisableWrapping: boolean;
  readonly isDisableInsurance: boolean;
}

export interface NegotiationMachineState {
  readonly isDeal: boolean;
  readonly isReject: boolean;
  readonly isRespondFrom: NegotiationResponder | null;
  /** Oldest first; at least one. */
  readonly rounds: readonly NegotiationRoundState[];
  readonly terms: NegotiationTerms;
}

export type NegotiationPhase = 'open' | 'waitingForSchool' | 'deal' | 'rejected';

export type NegotiationAction =
  | {
      readonly type: 'respond';
      readonly priceResponse: number;
      readonly isDeal: boolean;
      readonly wrappingPrice: number;
      readonly insuranceOption: string | number;
      readonly insurancePrice: number;
    }
  | { readonly type: 'refuse' }
  | { readonly type: 'schoolCounter'; readonly price: number }
  | { readonly type: 'schoolAccept' }
  | { readonly type: 'schoolRefuse' };

type NegotiationActionType = NegotiationAction['type'];
type ActionOf<T extends NegotiationActionType> = Extract<NegotiationAction, { type: T }>;

export function lastRoundOf(state: Pick<NegotiationMachineState, 'rounds'>): NegotiationRoundState {
  const last = state.rounds[state.rounds.length - 1];
  if (!last) throw new RangeError('a negotiation has at least one round');
  return last;
}

export function negotiationPhase(state: NegotiationMachineState): NegotiationPhase {
  if (state.isDeal) return 'deal';
  if (state.isReject) return 'rejected';
  return lastRoundOf(state).priceResponse === null ? 'open' : 'waitingForSchool';
}

/** isOpenRespond of the detail: 'Tanggapi' and 'Tolak' are offered. */
export function isOpenRespond(state: NegotiationMachineState): boolean {
  return negotiationPhase(state) === 'open';
}

interface NegotiationTransition<T extends NegotiationActionType> {
  readonly from: readonly NegotiationPhase[];
  readonly guards: readonly Guard<NegotiationMachineState, ActionOf<T>>[];
  readonly next: (state: NegotiationMachineState, action: ActionOf<T>) => NegotiationMachineState;
  readonly success: (state: NegotiationMachineState, action: ActionOf<T>) => string;
}

const wrongPhase: Readonly<Record<NegotiationPhase, string>> = {
  open: NEGO_MESSAGES.closed,
  waitingForSchool: NEGO_MESSAGES.waitingForSchool,
  deal: NEGO_MESSAGES.closed,
  rejected: NEGO_MESSAGES.closed,
};

const isRupiah = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0 && amount <= MAX_RUPIAH;

function withLastRound(
  state: NegotiationMachineState,
  change: Partial<NegotiationRoundState>,
): readonly NegotiationRoundState[] {
  return [...state.rounds.slice(0, -1), { ...lastRoundOf(state), ...change }];
}

const NEGOTIATION_TRANSITIONS: { readonly [T in NegotiationActionType]: NegotiationTransition<T> } = {
  respond: {
    from: ['open'],
    guards: [
      { kind: 'input', blocks: (_s, a) => !(a.priceResponse > 0), message: NEGO_MESSAGES.responseNotPositive },
      { kind: 'input', blocks: (_s, a) => !isRupiah(a.priceResponse), message: rupiahError('too-large').message },
      {
        kind: 'input',
        blocks: (s, a) => a.isDeal && a.priceResponse !== lastRoundOf(s).negoUnitPrice,
        message: NEGO_MESSAGES.dealPriceFixed,
      },
      {
        kind: 'input',
        blocks: (_s, a) => !isRupiah(a.wrappingPrice) || !isRupiah(a.insurancePrice),
        message: rupiahError('too-large').message,
      },
      {
        kind: 'input',
        blocks: (s, a) => s.terms.isDisableWrapping && a.wrappingPrice !== s.terms.wrappingPrice,
        message: NEGO_MESSAGES.wrappingLocked,
      },
      {
        kind: 'input',
        blocks: (s, a) => s.terms.isDisableInsurance && a.insurancePrice !== s.terms.insurancePrice,
        message: NEGO_MESSAGES.insuranceLocked,
      },
      {
        kind: 'input',
        blocks: (_s, a) => insuranceOptionByValue(a.insuranceOption) === undefined,
        message: (_s, a) => `${NEGO_MESSAGES.unknownInsurance}: ${a.insuranceOption}`,
      },
    ],
    next: (s, a) => ({
      ...s,
      isDeal: a.isDeal,
      rounds: withLastRound(s, { priceResponse: a.priceResponse }),
      terms: {
        ...s.terms,
        wrappingPrice: a.wrappingPrice,
        // A locked insurance keeps its option and fee whatever the form sent.
        insurancePercent: s.terms.isDisableInsurance
          ? s.terms.insurancePercent
          : (insuranceOptionByValue(a.insuranceOption)?.value ?? s.terms.insurancePercent),
        insurancePrice: a.insurancePrice,
      },
    }),
    success: (_s, a) => (a.isDeal ? NEGO_MESSAGES.deal : NEGO_MESSAGES.responded),
  },
  refuse: {
    from: ['open'],
    guards: [],
    next: (s) => ({ ...s, isReject: true, isRespondFrom: 'penyedia' }),
    success: () => NEGO_MESSAGES.refusedBySeller,
  },
  schoolCounter: {
    from: ['waitingForSchool'],
    guards: [
      {
        kind: 'input',
        blocks: (_s, a) => !(a.price > 0) || !isRupiah(a.price),
        message: NEGO_MESSAGES.responseNotPositive,
      },
    ],
    next: (s, a) => {
      const qty = lastRoundOf(s).qty;
      // The insured goods are worth the new offer: an open insurance fee follows its percentage.
      const insurancePrice = s.terms.isDisableInsurance
        ? s.terms.insurancePrice
        : insuranceFee(insuredAmount(a.price, qty), s.terms.insurancePercent);
      return {
        ...s,
        rounds: [...s.rounds, { negoUnitPrice: a.price, qty, priceResponse: null }],
        terms: { ...s.terms, insurancePrice },
      };
    },
    success: () => NEGO_MESSAGES.schoolCountered,
  },
  schoolAccept: {
    from: ['waitingForSchool'],
    guards: [],
    next: (s) => ({ ...s, isDeal: true }),
    success: () => NEGO_MESSAGES.deal,
  },
  schoolRefuse: {
    from: ['waitingForSchool'],
    guards: [],
    next: (s) => ({ ...s, isReject: true, isRespondFrom: 'satdik' }),
    success: () => NEGO_MESSAGES.refusedBySchool,
  },
};

export function applyNegotiation(
  state: NegotiationMachineState,
  action: NegotiationAction,
): Outcome<NegotiationMachineState> {
  const transition = NEGOTIATION_TRANSITIONS[action.type] as NegotiationTransition<NegotiationActionType>;
  const phase = negotiationPhase(state);
  if (!transition.from.includes(phase)) return refusal('status', wrongPhase[phase]);
  const blocked = firstBlock(
    transition.guards as readonly Guard<NegotiationMachineState, NegotiationAction>[],
    state,
    action,
  );
  if (blocked) return blocked;
  const next = transition.next(state, action);
  return accepted(next, transition.success(state, action));
}

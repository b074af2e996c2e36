import { z } from 'zod';
import type { NegotiationMachineState } from '@core/nego/machine';
import { insuranceFee, insuredAmount } from '@core/nego/rules';
import { negotiationResponderSchema } from '@core/nego/schema';

/** One round: the school's offer and, once answered, the seller's response price with its note and time. */
const roundSchema = z.object({
  negoUnitPrice: z.number().int().min(0),
  qty: z.number().int().min(1),
  otherSpec: z.string(),
  priceResponse: z.number().int().min(0).nullable(),
  sellerNote: z.string().nullable(),
  date: z.string(),
  /** When the seller answered the round (date and time as the API writes them, WIB); the round's date shows it once set. */
  respondedAt: z.string().nullable().default(null),
});
export type NegotiationRoundRecord = z.infer<typeof roundSchema>;

const negotiationRecordSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  customer: z.object({ name: z.string(), address: z.string() }),
  schoolName: z.string(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    price: z.number().int().min(0),
    zone: z.string(),
  }),
  createdAt: z.string(),
  rounds: z.array(roundSchema).min(1),
  isDeal: z.boolean(),
  isReject: z.boolean(),
  isRespondFrom: negotiationResponderSchema.nullable(),
  terms: z.object({
    termOfPayment: z.string(),
    shippingName: z.string(),
    wrappingName: z.string(),
    wrappingPrice: z.number().int().min(0),
    /** The chosen insurance option, a percentage written as text ('0', '0.2', '0.5'). */
    insurancePercent: z.string(),
    insurancePrice: z.number().int().min(0),
    isDisableWrapping: z.boolean(),
    isDisableInsurance: z.boolean(),
  }),
  /** When the simulated school answers the seller's counter-price (epoch ms); null when it waits for nothing. */
  schoolAnswersAt: z.number().int().nullable().default(null),
});
export type NegotiationRecord = z.infer<typeof negotiationRecordSchema>;

export const negoSeedSchema = z.object({ negotiations: z.array(negotiationRecordSchema) });
export type NegoState = z.infer<typeof negoSeedSchema>;

export function lastRound(nego: NegotiationRecord): NegotiationRoundRecord {
  // The schema guarantees one round at least.
  return nego.rounds[nego.rounds.length - 1] as NegotiationRoundRecord;
}

/** The negotiation as core's machine sees it. */
export function negoMachineState(nego: NegotiationRecord): NegotiationMachineState {
  return {
    isDeal: nego.isDeal,
    isReject: nego.isReject,
    isRespondFrom: nego.isRespondFrom,
    rounds: nego.rounds.map((r) => ({ negoUnitPrice: r.negoUnitPrice, qty: r.qty, priceResponse: r.priceResponse })),
    terms: {
      wrappingPrice: nego.terms.wrappingPrice,
      insurancePercent: nego.terms.insurancePercent,
      insurancePrice: nego.terms.insurancePrice,
      isDisableWrapping: nego.terms.isDisableWrapping,
      isDisableInsurance: nego.terms.isDisableInsurance,
    },
  };
}

/**
 * Writes the machine's next state onto the record: flags, terms, and the rounds (the machine adds
 * a round only at the end, so new rounds take the caller's date and the previous round's spec).
 */
export function applyNegoState(nego: NegotiationRecord, next: NegotiationMachineState, at: string): void {
  nego.isDeal = next.isDeal;
  nego.isReject = next.isReject;
  nego.isRespondFrom = next.isRespondFrom;
  nego.terms.wrappingPrice = next.terms.wrappingPrice;
  nego.terms.insurancePercent = next.terms.insurancePercent;
  nego.terms.insurancePrice = next.terms.insurancePrice;
  next.rounds.forEach((round, i) => {
    const stored = nego.rounds[i];
    if (stored) stored.priceResponse = round.priceResponse;
    else
      nego.rounds.push({
        ...round,
        otherSpec: lastRound(nego).otherSpec,
        sellerNote: null,
        date: at,
        respondedAt: null,
      });
  });
}

/** The seeded fees follow the insurance formula of the school's latest offer. */
export function seedNegotiations(seed: NegoState): NegoState {
  return {
    negotiations: seed.negotiations.map((n) => {
      const round = lastRound(n);
      return {
        ...n,
        terms: {
          ...n.terms,
          insurancePrice: insuranceFee(insuredAmount(round.negoUnitPrice, round.qty), n.terms.insurancePercent),
        },
      };
    }),
  };
}

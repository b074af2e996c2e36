import { z } from 'zod';
import { negotiationResponderSchema } from '@core/nego/schema';

/** One round: the school's offer and, once answered, the seller's response price. */
const roundSchema = z.object({
  negoUnitPrice: z.number().int().min(0),
  qty: z.number().int().min(1),
  otherSpec: z.string(),
  priceResponse: z.number().int().min(0).nullable(),
  sellerNote: z.string().nullable(),
  date: z.string(),
});
export type NegotiationRoundRecord = z.infer<typeof roundSchema>;

export const negotiationRecordSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  customer: z.object({ name: z.string(), address: z.string() }),
  schoolName: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), image: z.string(), price: z.number().int().min(0), zone: z.string() }),
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
});
export type NegotiationRecord = z.infer<typeof negotiationRecordSchema>;

export const negoSeedSchema = z.object({ negotiations: z.array(negotiationRecordSchema) });
export type NegoState = z.infer<typeof negoSeedSchema>;

export function lastRound(nego: NegotiationRecord): NegotiationRoundRecord {
  // The schema guarantees one round at least.
  return nego.rounds[nego.rounds.length - 1] as NegotiationRoundRecord;
}

/** Open for a response: neither agreed nor refused, and the school's latest offer is unanswered. */
export function isOpenRespond(nego: NegotiationRecord): boolean {
  return !nego.isDeal && !nego.isReject && lastRound(nego).priceResponse === null;
}

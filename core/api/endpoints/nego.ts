import { z } from 'zod';
import { negotiationDetailSchema, negotiationRowSchema } from '../../nego/schema';
import { idCall, listCall, recordCall, recordId, statusCall } from '../calls';
import { envelope } from '../envelope';
import { rupiahField } from '../fields';

const rupiah = rupiahField;

/** The negotiation calls: list, detail, respond and refuse. */
export const negoEndpoints = {
  negotiations: listCall(
    { summary: 'Negotiation list (default sort aa.tgl_added desc)', spec: '002 §7' },
    'seller/nego',
    negotiationRowSchema,
  ),
  negotiationDetail: recordCall(
    { summary: 'One negotiation: product, customer, rounds, response panel', spec: '002 §7' },
    'GET',
    'seller/nego/{id}',
    envelope(negotiationDetailSchema),
  ),
  respondNegotiation: statusCall(
    { summary: 'Answer the open round with a counter-price, or agree (isDeal) for a final deal', spec: '002 §7, §4.5' },
    'POST',
    'seller/nego/respond',
    z.object({
      id: recordId,
      wrappingPrice: rupiah,
      insuranceOption: z.union([z.string(), z.number()]),
      insurancePrice: rupiah,
      priceResponse: rupiah,
      otherSpec: z.string().default(''),
      isDeal: z.boolean(),
    }),
  ),
  refuseNegotiation: idCall(
    { summary: 'Refuse a negotiation; the buyer can no longer add the product to the cart', spec: '002 §7' },
    'PUT',
    'seller/nego/refuse',
  ),
} as const;

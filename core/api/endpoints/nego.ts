import { z } from 'zod';
import { negotiationDetailSchema, negotiationRowSchema } from '../../nego/schema';
import { envelope, listData, listQuerySchema, statusOnly } from '../envelope';
import { endpoint } from '../endpoint';
import { rupiahField } from '../fields';

const recordId = z.coerce.number<number>().int().positive();
const rupiah = rupiahField;

/** Negotiation calls of spec 002 §7. */
export const negoEndpoints = {
  negotiations: endpoint({
    summary: 'Negotiation list (default sort aa.tgl_added desc)',
    spec: '002 §7',
    method: 'GET',
    path: 'seller/nego',
    base: 'api',
    encoding: 'query',
    fields: ['page', 'limit', 'sort', 'search'],
    request: listQuerySchema,
    response: envelope(listData(negotiationRowSchema)),
  }),
  negotiationDetail: endpoint({
    summary: 'One negotiation: product, customer, rounds, response panel',
    spec: '002 §7',
    method: 'GET',
    path: 'seller/nego/{id}',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({ id: recordId }),
    response: envelope(negotiationDetailSchema),
  }),
  respondNegotiation: endpoint({
    summary: 'Answer the open round with a counter-price, or agree (isDeal) for a final deal',
    spec: '002 §7, §4.5',
    method: 'POST',
    path: 'seller/nego/respond',
    base: 'api',
    encoding: 'json',
    fields: ['id', 'wrappingPrice', 'insuranceOption', 'insurancePrice', 'priceResponse', 'otherSpec', 'isDeal'],
    request: z.object({
      id: recordId,
      wrappingPrice: rupiah,
      insuranceOption: z.union([z.string(), z.number()]),
      insurancePrice: rupiah,
      priceResponse: rupiah,
      otherSpec: z.string().default(''),
      isDeal: z.boolean(),
    }),
    response: statusOnly,
  }),
  refuseNegotiation: endpoint({
    summary: 'Refuse a negotiation; the buyer can no longer add the product to the cart',
    spec: '002 §7',
    method: 'PUT',
    path: 'seller/nego/refuse',
    base: 'api',
    encoding: 'json',
    fields: ['id'],
    request: z.object({ id: recordId }),
    response: statusOnly,
  }),
} as const;

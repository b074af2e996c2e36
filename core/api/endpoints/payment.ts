import { z } from 'zod';
import { paymentProofRowSchema, paymentsAllDataSchema } from '../../payment/schema';
import { envelope, listData, listQuerySchema, statusOnly } from '../envelope';
import { endpoint } from '../endpoint';

/** The three proof lists sort as '{field}-{dir}', e.g. 'paymentDate-desc' (spec 002 §7). */
const proofListQuery = listQuerySchema.extend({
  sort: z
    .string()
    .regex(/^$|^[A-Za-z_.]+-(asc|desc)$/, "sort harus berbentuk '{field}-{dir}'")
    .default(''),
});

/** The status filter of the verification and passed-on lists (spec 002 §2.2): an order status id, or '' for all. */
const statusFilter = z.union([z.literal(''), z.coerce.number<number>().int().min(0)]).default('');

const LIST_FIELDS = ['page', 'limit', 'sort', 'search'] as const;

/** Payment calls of spec 002 §7. */
export const paymentEndpoints = {
  paymentsAll: endpoint({
    summary: 'All payments, with the totals and the summary cards',
    spec: '002 §7',
    method: 'GET',
    path: 'seller/order/payment/all',
    base: 'api',
    encoding: 'query',
    fields: LIST_FIELDS,
    request: listQuerySchema,
    response: envelope(paymentsAllDataSchema),
  }),
  paymentsNotComplete: endpoint({
    summary: 'Payments with incomplete proof',
    spec: '002 §7',
    method: 'GET',
    path: 'seller/order/payment/notComplete',
    base: 'api',
    encoding: 'query',
    fields: LIST_FIELDS,
    request: proofListQuery,
    response: envelope(listData(paymentProofRowSchema)),
  }),
  paymentsVerification: endpoint({
    summary: 'Payments awaiting verification (status filter from the server)',
    spec: '002 §7, §2.2',
    method: 'GET',
    path: 'seller/order/payment/verification',
    base: 'api',
    encoding: 'query',
    fields: [...LIST_FIELDS, 'filter_status'],
    request: proofListQuery.extend({ filter_status: statusFilter }),
    response: envelope(listData(paymentProofRowSchema)),
  }),
  paymentsPassedToSeller: endpoint({
    summary: 'Payments passed on to the seller (status filter from the server)',
    spec: '002 §7, §2.2',
    method: 'GET',
    path: 'seller/order/payment/passedToSeller',
    base: 'api',
    encoding: 'query',
    fields: [...LIST_FIELDS, 'filter_status'],
    request: proofListQuery.extend({ filter_status: statusFilter }),
    response: envelope(listData(paymentProofRowSchema)),
  }),
  receivePayment: endpoint({
    summary: 'Declare the transferred funds received',
    spec: '002 §7, §4.7',
    method: 'PUT',
    path: 'seller/order/receivePayment',
    base: 'api',
    encoding: 'json',
    fields: ['id'],
    request: z.object({ id: z.coerce.number<number>().int().positive() }),
    response: statusOnly,
  }),
} as const;

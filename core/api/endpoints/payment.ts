import { z } from 'zod';
import { paymentProofRowSchema, paymentsAllDataSchema } from '../../payment/schema';
import { idCall, queryCall } from '../calls';
import { envelope, listData, listQuerySchema } from '../envelope';

/** The three proof lists sort as '{field}-{dir}', e.g. 'paymentDate-desc', unlike the other lists. */
const proofListQuery = listQuerySchema.extend({
  sort: z
    .string()
    .regex(/^$|^[A-Za-z_.]+-(asc|desc)$/, "sort harus berbentuk '{field}-{dir}'")
    .default(''),
});

/** The status filter of the verification and passed-on lists: an order status id, or '' for all. */
const statusFilter = z.union([z.literal(''), z.coerce.number<number>().int().min(0)]).default('');

/** The verification and passed-on lists: proof rows, filtered by order status like the orders list. */
function statusFilteredProofList(summary: string, path: string) {
  return queryCall(
    { summary, spec: '002 §7, §2.2' },
    path,
    proofListQuery.extend({ filter_status: statusFilter }),
    envelope(listData(paymentProofRowSchema)),
  );
}

/** The payment calls: the four payment lists and receiving a payment. */
export const paymentEndpoints = {
  paymentsAll: queryCall(
    { summary: 'All payments, with the totals and the summary cards', spec: '002 §7' },
    'seller/order/payment/all',
    listQuerySchema,
    envelope(paymentsAllDataSchema),
  ),
  paymentsNotComplete: queryCall(
    { summary: 'Payments with incomplete proof', spec: '002 §7' },
    'seller/order/payment/notComplete',
    proofListQuery,
    envelope(listData(paymentProofRowSchema)),
  ),
  paymentsVerification: statusFilteredProofList(
    'Payments awaiting verification (status filter from the server)',
    'seller/order/payment/verification',
  ),
  paymentsPassedToSeller: statusFilteredProofList(
    'Payments passed on to the seller (status filter from the server)',
    'seller/order/payment/passedToSeller',
  ),
  receivePayment: idCall(
    { summary: 'Declare the transferred funds received', spec: '002 §7, §4.7' },
    'PUT',
    'seller/order/receivePayment',
  ),
} as const;

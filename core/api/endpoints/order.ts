import { z } from 'zod';
import {
  billingRowSchema,
  orderDetailSchema,
  orderReportSchema,
  orderRowSchema,
  trackingEntrySchema,
} from '../../order/schema';
import { idCall, listCall, recordCall, recordId, statusCall } from '../calls';
import { envelope, listData, listQuerySchema, statusOnly } from '../envelope';
import { endpoint } from '../endpoint';
import { chatEndpoints } from './chat';
import { complaintEndpoints } from './complaint';
import { expeditionEndpoints } from './expedition';
import { negoEndpoints } from './nego';
import { paymentEndpoints } from './payment';
import { reviewEndpoints } from './review';

/** One PUT action on an order, `{id}` in the body. */
function orderAction(path: string, summary: string) {
  return idCall({ summary, spec: '002 §7, §4.3' }, 'PUT', path);
}

/** The order calls proper (lists, detail, the wizard actions, documents, tax). */
export const orderOnlyEndpoints = {
  orders: endpoint({
    summary: "Orders list; filter_status is a value of the server's status filter (0 = new orders, the shell badge)",
    spec: '002 §7, 000 §7',
    method: 'GET',
    path: 'seller/order',
    base: 'api',
    encoding: 'query',
    fields: ['page', 'limit', 'filter_status', 'sort', 'search'],
    request: listQuerySchema.extend({
      filter_status: z.union([z.literal(''), z.coerce.number<number>().int().min(0)]).default(''),
    }),
    response: envelope(listData(orderRowSchema)),
  }),
  changedOrders: listCall(
    { summary: 'Orders with a pending change request (the shell badge)', spec: '002 §7, 000 §7' },
    'seller/order/changed',
    orderRowSchema,
  ),
  billing: listCall({ summary: 'Billing list', spec: '002 §7' }, 'seller/order/billing', billingRowSchema),
  orderReport: endpoint({
    summary: 'Transaction recap: data.url is the file the portal opens',
    spec: '002 §7',
    method: 'GET',
    path: 'order-report/{userId}',
    base: 'api',
    encoding: 'query',
    fields: ['filter_date', 'status', 'from'],
    request: z.object({
      userId: recordId,
      /** '' (all), 'YYYY-MM', 'YYYY-MM-DD' or 'YYYY-MM-DD - YYYY-MM-DD'. */
      filter_date: z.string().default(''),
      status: z.union([z.literal(''), z.coerce.number<number>().int().min(0)]).default(''),
      from: z.literal('seller').default('seller'),
    }),
    response: envelope(orderReportSchema),
  }),
  orderDetail: recordCall(
    { summary: 'The whole order detail of the wizard', spec: '002 §7, §3' },
    'GET',
    'seller/order/{id}',
    envelope(orderDetailSchema),
  ),
  orderTracking: recordCall(
    { summary: 'Tracking entries of an order', spec: '002 §7' },
    'GET',
    'seller/order/tracking/{id}',
    envelope(z.array(trackingEntrySchema)),
  ),
  confirmOrder: orderAction('seller/order/confirm', 'Confirm a new order (it becomes processed)'),
  refuseOrder: statusCall(
    { summary: 'Refuse (close) an order with a reason of reasonTypeRejectOrder', spec: '002 §7, §5' },
    'PUT',
    'seller/order/refuse',
    // A missing reason reaches the server: it answers 'Pilih alasan terlebih dahulu untuk menutup pesanan'.
    z.object({ id: recordId, reasonType: z.union([z.number(), z.string()]).nullable().optional() }),
  ),
  sendOrder: statusCall(
    { summary: 'Send an order with its tracking number (awb)', spec: '002 §7' },
    'PUT',
    'seller/order/send',
    z.object({ id: recordId, awb: z.string() }),
  ),
  arrivedOrder: orderAction('seller/order/arrived/', 'Declare the order arrived at the school'),
  acceptRequestChange: orderAction('seller/order/acceptRequestChange', "Accept the customer's change request"),
  rejectRequestChange: orderAction('seller/order/rejectRequestChange', "Reject the customer's change request"),
  acceptApplyCancel: orderAction('seller/order/acceptApplyCancel', "Accept the customer's cancellation"),
  rejectApplyCancel: orderAction('seller/order/rejectApplyCancel', "Reject the customer's cancellation"),
  markDocumentPrinted: statusCall(
    { summary: 'Mark a document of printDocuments (its value) as printed', spec: '002 §7, §4.3' },
    'PUT',
    'seller/order/{documentValue}',
    z.object({ documentValue: z.string().min(1), id: recordId }),
  ),
  uploadTax: endpoint({
    summary: 'Upload the tax proof of an order',
    spec: '002 §7, §8',
    method: 'POST',
    path: 'seller/order/uploadTax',
    base: 'api',
    encoding: 'multipart',
    fields: ['file', 'orderId'],
    request: z.object({ file: z.instanceof(Blob), orderId: recordId }),
    response: statusOnly,
  }),
} as const;

/** The calls of the order side (orders, billing, payments, negotiations, complaints, carriers, chat, reviews). */
export const orderEndpoints = {
  ...orderOnlyEndpoints,
  ...paymentEndpoints,
  ...negoEndpoints,
  ...complaintEndpoints,
  ...expeditionEndpoints,
  ...chatEndpoints,
  ...reviewEndpoints,
} as const;

import { z } from 'zod';
import { complaintAuthorSchema } from '@core/complaint/schema';
import type { OrderMachineState } from '@core/order/machine';
import { orderStatusIdSchema, trackingEntrySchema } from '@core/order/schema';
import { settlementOf, type Settlement } from '@core/payment/settlement';

/** A stored history line; the API splits `at` into createdAt and timeAt. */
const historyLineSchema = z.object({ title: z.string(), text: z.string(), at: z.string() });
export type HistoryLine = z.infer<typeof historyLineSchema>;

const complaintRecordSchema = z.object({
  complaintId: z.number().int(),
  from: complaintAuthorSchema,
  /** 0 order, 6 payment. */
  category: z.number().int(),
  productId: z.number().int().nullable(),
  main: z.string(),
  image: z.string().nullable(),
  isResolved: z.boolean(),
  escalation: z.boolean(),
  solution: z.string().nullable(),
  createdAt: z.string(),
  messages: z.array(
    z.object({ from: complaintAuthorSchema, name: z.string(), message: z.string(), createdAt: z.string() }),
  ),
});
export type ComplaintRecord = z.infer<typeof complaintRecordSchema>;

const orderLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** Unit price, integer rupiah. */
  price: z.number().int().min(0),
  qty: z.number().int().min(1),
  /** False while the product still lacks a category (isProductUncategorized). */
  categorized: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** How the sandbox keeps one order; every API view (row, detail, billing, payments, complaints) derives from it. */
const orderRecordSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  invoice: z.string().min(12),
  statusId: orderStatusIdSchema,
  /** The status to return to when the complaint that moved the order to 'Dikomplain' is resolved. */
  statusBeforeComplaint: orderStatusIdSchema.nullable(),
  dateAdded: z.string(),
  paymentDue: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  school: z.object({
    name: z.string(),
    npsn: z.string(),
    city: z.string(),
    district: z.string(),
    province: z.string(),
    /** The whole address as the school wrote it, district, city and province included: printed as it is. */
    address: z.string(),
    zone: z.string(),
    pic: z.string(),
    phoneNumber: z.string(),
  }),
  payment: z.object({ method: z.string(), bank: z.string(), accountNumber: z.string() }),
  shipping: z.object({
    courier: z.string(),
    cost: z.number().int().min(0),
    awb: z.string().nullable(),
    isShippingMitra: z.boolean(),
    isPickup: z.boolean(),
  }),
  items: z.array(orderLineSchema).min(1),
  requestChange: z
    .object({
      requestedAt: z.string(),
      items: z.array(z.object({ productId: z.number().int(), qty: z.number().int().min(1) })),
    })
    .nullable(),
  applyCancel: z.object({ requestedAt: z.string(), reason: z.string() }).nullable(),
  printed: z.object({ bast: z.boolean(), invoice: z.boolean(), label: z.boolean() }),
  eBast: z.string().nullable(),
  isUploadTax: z.boolean(),
  taxFile: z.string().nullable(),
  /** When the tax proof was uploaded ('YYYY-MM-DD HH:MM:SS'). */
  taxUploadedAt: z.string().nullable().default(null),
  tracking: z.array(trackingEntrySchema),
  history: z.array(historyLineSchema),
  paymentHistory: z.array(historyLineSchema),
  confirmPayment: z.object({ file: z.string(), uploadedAt: z.string() }).nullable(),
  paymentInfo: z
    .object({
      accountNumber: z.string(),
      memo: z.string(),
      referenceNumber: z.string(),
      asName: z.string(),
      datePayment: z.string(),
      status: z.string(),
    })
    .nullable(),
  billing: z.object({ billingDate: z.string(), paymentDate: z.string().nullable(), createdAt: z.string() }).nullable(),
  transfer: z
    .object({
      stage: z.enum(['notComplete', 'verification', 'passedToSeller']),
      paymentDate: z.string(),
      confirmDate: z.string().nullable(),
      transferDate: z.string().nullable(),
      imageBast: z.string().nullable(),
      imageConfirmPayment: z.string().nullable(),
    })
    .nullable(),
  complaints: z.array(complaintRecordSchema),
  rejectReason: z.string().nullable(),
  isDone: z.boolean(),
  /**
   * When the school declares arrival, pays, and the partner transfers (epoch ms): set when the
   * order is sent (arrivesAt null when the seller declared the arrival), see school.ts.
   */
  schedule: z
    .object({
      arrivesAt: z.number().int().nullable().default(null),
      paysAt: z.number().int(),
      transfersAt: z.number().int(),
    })
    .nullable()
    .default(null),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const orderSeedSchema = z.object({
  mall: z.object({ name: z.string(), location: z.string() }),
  nextComplaintId: z.number().int(),
  orders: z.array(orderRecordSchema),
});
export type OrderState = z.infer<typeof orderSeedSchema>;

/** The order of the session's seller, or undefined (another seller's order is as good as missing). */
export function findOrder(state: OrderState, sellerId: number | undefined, id: number): OrderRecord | undefined {
  return state.orders.find((o) => o.id === id && o.sellerId === sellerId);
}

export function sellerOrders(state: OrderState, sellerId: number | undefined): OrderRecord[] {
  return state.orders.filter((o) => o.sellerId === sellerId);
}

/** Integer rupiah: the goods plus shipping. */
export function orderTotal(order: OrderRecord): number {
  return order.items.reduce((sum, line) => sum + line.price * line.qty, 0) + order.shipping.cost;
}

/** The order's bill, the partner's fee and what it passes on to the seller. */
export function settlement(order: OrderRecord): Settlement {
  return settlementOf(orderTotal(order));
}

export function openComplaint(order: OrderRecord): ComplaintRecord | undefined {
  return order.complaints.find((c) => !c.isResolved);
}

/** The order as core's state machine sees it. */
export function machineStateOf(order: OrderRecord): OrderMachineState {
  return {
    statusId: order.statusId,
    statusBeforeComplaint: order.statusBeforeComplaint,
    changeRequested: order.requestChange !== null,
    cancelRequested: order.applyCancel !== null,
    productUncategorized: order.items.some((line) => !line.categorized),
    shippingByPartner: order.shipping.isShippingMitra,
    printed: { ...order.printed },
    unresolvedComplaints: order.complaints.filter((c) => !c.isResolved).length,
    isDone: order.isDone,
  };
}

/**
 * Writes what the machine decided back onto the stored order: status, answered requests, printed
 * documents, done. Complaint records are the caller's (the machine only counts them).
 */
export function applyMachineState(order: OrderRecord, next: OrderMachineState): void {
  order.statusId = next.statusId;
  order.statusBeforeComplaint = next.statusBeforeComplaint;
  if (!next.changeRequested) order.requestChange = null;
  if (!next.cancelRequested) order.applyCancel = null;
  order.printed = { ...next.printed };
  order.isDone = next.isDone;
}

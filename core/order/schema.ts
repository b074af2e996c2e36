import { z } from 'zod';
import { complaintItemSchema } from '../complaint/schema';

/**
 * The wizard steps (the processing column values), in column order: the eighth column
 * (index 7, 'refuse') is the cancelled step the wizard shows in an error state.
 */
export const ORDER_STEPS = [
  'confirm',
  'process',
  'sent',
  'accept',
  'paid',
  'complaint',
  'frozen',
  'refuse',
  'close',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/**
 * Every order status id we use, in one place. The specification fixes 17 (paid, awaiting
 * confirmation), 20 (funds transferred), the thresholds 2 (order number shown) and 3 (tracking
 * number shown) and the complaint statuses 4, 17, 18; the other ids are our choice.
 * `filter` is the value of the orders list's `filter_status` option that lists the status:
 * the wizard step index, so `filter_status=0` lists the new orders (the shell's badge).
 */
export const ORDER_STATUSES = [
  { id: 1, key: 'new', label: 'Pesanan Baru', step: 'confirm' },
  { id: 2, key: 'processed', label: 'Diproses', step: 'process' },
  { id: 3, key: 'sent', label: 'Dikirim', step: 'sent' },
  { id: 4, key: 'arrived', label: 'Diterima', step: 'accept' },
  { id: 17, key: 'paid', label: 'Dibayar', step: 'paid' },
  { id: 20, key: 'transferred', label: 'Dana Diteruskan', step: 'paid' },
  { id: 18, key: 'complaint', label: 'Dikomplain', step: 'complaint' },
  { id: 19, key: 'frozen', label: 'Dibekukan', step: 'frozen' },
  { id: 5, key: 'refused', label: 'Ditolak', step: 'refuse' },
  { id: 6, key: 'cancelled', label: 'Dibatalkan', step: 'close' },
] as const satisfies ReadonlyArray<{ id: number; key: string; label: string; step: OrderStep }>;

export type OrderStatusKey = (typeof ORDER_STATUSES)[number]['key'];
export type OrderStatusId = (typeof ORDER_STATUSES)[number]['id'];

export const ORDER_STATUS_ID = Object.fromEntries(ORDER_STATUSES.map((s) => [s.key, s.id])) as {
  readonly [K in OrderStatusKey]: Extract<(typeof ORDER_STATUSES)[number], { key: K }>['id'];
};

/** From 2 the order number 'SP-…' is shown, from 3 the tracking number. */
export const ORDER_NUMBER_FROM_STATUS = ORDER_STATUS_ID.processed;
export const TRACKING_NUMBER_FROM_STATUS = ORDER_STATUS_ID.sent;
/** Statuses at which a complaint may be created: 4, 17 and 18. */
export const COMPLAINT_STATUS_IDS: readonly number[] = [
  ORDER_STATUS_ID.arrived,
  ORDER_STATUS_ID.paid,
  ORDER_STATUS_ID.complaint,
];

/** A status id the sandbox and the portal know (ORDER_STATUSES). */
export const orderStatusIdSchema = z.custom<OrderStatusId>(
  (value) => ORDER_STATUSES.some((s) => s.id === value),
  'Status pesanan tidak dikenal',
);

export function orderStatusById(id: number): (typeof ORDER_STATUSES)[number] | undefined {
  return ORDER_STATUSES.find((s) => s.id === id);
}

/** One row of the orders and changed-orders lists; `status` is server HTML (render through DOMPurify). */
export const orderRowSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  invoice: z.string(),
  customerName: z.string(),
  npsn: z.string(),
  schoolName: z.string(),
  schoolCity: z.string(),
  status: z.string(),
  total: z.string(),
  date: z.string(),
  paymentDue: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** One row of the billing list. */
export const billingRowSchema = z.object({
  no: z.number().int(),
  invoice: z.string(),
  customerName: z.string(),
  billingDate: z.string(),
  paymentDate: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingRow = z.infer<typeof billingRowSchema>;

/** An entry of the payment history and of the order history timeline. */
const historyEntrySchema = z.object({
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  timeAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A tracking entry of GET seller/order/tracking/{id}. */
export const trackingEntrySchema = z.object({
  status: z.string(),
  status_stage: z.string(),
  time: z.string(),
});

const processingColumnSchema = z.object({
  title: z.string(),
  titleMenu: z.string(),
  subTitle: z.string(),
  value: z.enum(ORDER_STEPS),
  isActive: z.boolean(),
  index: z.number().int(),
});
export type ProcessingColumn = z.infer<typeof processingColumnSchema>;

const processingFlagsSchema = z.object({
  isHasRequestChange: z.boolean(),
  isHasApplyCancel: z.boolean(),
  isShippingMitra: z.boolean(),
  isFaktur: z.boolean(),
  isPickup: z.boolean(),
  isDone: z.boolean(),
  isComplaint: z.boolean(),
});

const printDocumentSchema = z.object({ name: z.string(), value: z.string(), url: z.string() });
export type PrintDocument = z.infer<typeof printDocumentSchema>;

const orderItemSchema = z.object({
  image: z.string(),
  name: z.string(),
  priceCurrencyFormat: z.string(),
  qty: z.number().int(),
  totalPriceCurrencyFormat: z.string(),
});

const orderItemRequestChangeSchema = orderItemSchema.extend({
  requestChange: z.object({ isDisabled: z.boolean(), qty: z.number().int() }),
});

const sectionConfirmPaymentSchema = z.object({
  accountNumber: z.string(),
  memo: z.string(),
  referenceNumber: z.string(),
  asName: z.string(),
  totalPaymentCurrencyFormat: z.string(),
  datePayment: z.string(),
  status: z.string(),
});

const sectionOrderInformationSchema = z.object({
  invoice: z.string(),
  paymentMethod: z.object({ bank: z.string(), accountNumber: z.string() }),
  mall: z.object({ name: z.string(), location: z.string() }),
  shipping: z.object({ name: z.string(), awb: z.string().nullable(), address: z.string(), zone: z.string() }),
  school: z.object({ name: z.string(), pic: z.string(), phoneNumber: z.string() }),
});

const sectionProductInformationSchema = z.object({
  items: z.array(orderItemSchema),
  itemsRequestChange: z.array(orderItemRequestChangeSchema),
  descriptionTotal: z.array(z.object({ label: z.string(), value: z.string() })),
  column: z.array(z.string()),
});

/** The whole order detail of GET seller/order/{id}. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  rejectReason: z.string().nullable(),
  reasonTypeRejectOrder: z.array(z.object({ value: z.union([z.number(), z.string()]), name: z.string() })),
  complaint: z.array(complaintItemSchema),
  paymentHistory: z.array(historyEntrySchema),
  /** A string on the wire, e.g. "17". */
  orderStatusId: z.string(),
  isProductUncategorized: z.boolean(),
  isSendComplaint: z.boolean(),
  processing: z.object({ column: z.array(processingColumnSchema), data: processingFlagsSchema }),
  isUploadTax: z.boolean(),
  isTracking: z.boolean(),
  orderHistory: z.array(historyEntrySchema),
  confirmPayment: z.object({ file: z.string(), uploadedAt: z.string() }).nullable(),
  sectionConfirmPayment: sectionConfirmPaymentSchema.nullable(),
  printDocuments: z.array(printDocumentSchema),
  eBast: z.string().nullable(),
  /** Not named by the specification: the tax proof uploaded (a private file) and when, so the card shows it. */
  taxProof: z.object({ file: z.string(), uploadedAt: z.string() }).nullable().optional(),
  sectionOrderInformation: sectionOrderInformationSchema,
  sectionProductInformation: sectionProductInformationSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * GET order-report/{userId}: where the recap file can be downloaded. `csvUrl` is not named by the
 * specification: the same recap as CSV, the second choice, when the server offers it.
 */
export const orderReportSchema = z.object({ url: z.string(), csvUrl: z.string().optional() });

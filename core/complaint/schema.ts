import { z } from 'zod';

/** Who wrote a complaint or a message: the school (user), the seller (mall) or the marketplace (admin). */
export const complaintAuthorSchema = z.enum(['user', 'mall', 'admin']);

/** Complaint category codes: 0 order, 6 payment. */
export const COMPLAINT_CATEGORY = { order: 0, payment: 6 } as const;

const complaintMessageSchema = z.object({
  from: complaintAuthorSchema,
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ComplaintMessage = z.infer<typeof complaintMessageSchema>;

/** A complaint as the order detail lists it. */
export const complaintItemSchema = z.object({
  complaintId: z.number().int(),
  from: complaintAuthorSchema,
  main: z.string(),
  image: z.string().nullable(),
  isResolved: z.boolean(),
  isHasResolve: z.boolean(),
  escalation: z.boolean(),
  message: z.array(complaintMessageSchema),
  /**
   * Not named by the specification for the order detail: the complaint's own category (0 or 6),
   * so a screen names the complaint in progress by it rather than by the order's status now.
   */
  category: z.number().int().optional(),
});
export type ComplaintItem = z.infer<typeof complaintItemSchema>;

/** One row of GET seller/complaint. */
export const complaintRowSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  invoice: z.string(),
  productName: z.string(),
  customerName: z.string(),
  complaintType: z.string(),
  complaintText: z.string(),
  solution: z.string().nullable(),
  isDeal: z.boolean(),
  createdAt: z.string(),
});
export type ComplaintRow = z.infer<typeof complaintRowSchema>;

/** GET seller/complaint/{id}. */
export const complaintDetailSchema = z.object({
  product: z.object({ image: z.string(), name: z.string(), priceCurrencyFormat: z.string() }),
  customer: z.object({
    /** The customer as the complaint list names them. */
    name: z.string(),
    /** Not named by the specification for this call: the school the customer buys for, the label of its chat lines. */
    schoolName: z.string().optional(),
    address: z.string(),
    district: z.string(),
    city: z.string(),
    province: z.string(),
  }),
  complaint: z.object({
    image: z.string().nullable(),
    message: z.array(complaintMessageSchema),
    /** Not named by the specification for this call; needed to close the reply box once resolved. */
    isResolved: z.boolean().default(false),
    /** Not named by the specification for this call either: 0 (Pesanan) or 6 (Pembayaran), when the server says. */
    category: z.number().int().optional(),
  }),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

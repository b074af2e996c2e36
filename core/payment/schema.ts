import { z } from 'zod';
import { listData } from '../api/envelope';

/** One row of GET seller/order/payment/all. */
const paymentRowSchema = z.object({
  no: z.number().int(),
  orderId: z.number().int(),
  invoice: z.string(),
  customerName: z.string(),
  schoolName: z.string(),
  totalBill: z.string(),
  totalTransfer: z.string(),
  paymentDate: z.string().nullable(),
  confirmDate: z.string().nullable(),
  transferDate: z.string().nullable(),
  status: z.string(),
  isStatusTooltip: z.boolean(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** A summary card of the all-payments screen; 'Belum Diteruskan' is the red one. */
const paymentCardSchema = z.object({ name: z.string(), valueCurrencyFormat: z.string() });
export type PaymentCard = z.infer<typeof paymentCardSchema>;

/** The all-payments answer: the list plus the totals and the cards. */
export const paymentsAllDataSchema = listData(paymentRowSchema).extend({
  totalAllBill: z.string(),
  totalAllTransfer: z.string(),
  cardTotal: z.array(paymentCardSchema),
});
export type PaymentsAllData = z.infer<typeof paymentsAllDataSchema>;

/** One row of the incomplete, verification and passed-on lists; the images are proof thumbnails. */
export const paymentProofRowSchema = z.object({
  no: z.number().int(),
  orderId: z.number().int(),
  invoice: z.string(),
  customerName: z.string(),
  customerPhoneNumber: z.string(),
  schoolName: z.string(),
  schoolPhoneNumber: z.string(),
  totalBill: z.string(),
  totalTransfer: z.string(),
  paymentDate: z.string().nullable(),
  imageBast: z.string().nullable(),
  imageConfirmPayment: z.string().nullable(),
});
export type PaymentProofRow = z.infer<typeof paymentProofRowSchema>;

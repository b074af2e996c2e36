import { z } from 'zod';

/** One row of GET seller/nego; the list status reads 'Sudah Deal', 'Ditolak' or 'Belum Deal'. */
export const negotiationRowSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  customerName: z.string(),
  schoolName: z.string(),
  productName: z.string(),
  createdAt: z.string(),
  isDeal: z.boolean(),
  isReject: z.boolean(),
});
export type NegotiationRow = z.infer<typeof negotiationRowSchema>;

/** Who closed a refused negotiation: the seller or the school (satuan pendidikan). */
export const negotiationResponderSchema = z.enum(['penyedia', 'satdik']);

const negotiationRoundSchema = z.object({
  negoUnitPriceCurrencyFormat: z.string(),
  qty: z.number().int(),
  totalCurrencyFormat: z.string(),
  otherSpec: z.string(),
  /** Empty until the seller answered the round. */
  priceResponseCurrencyFormat: z.string().nullable(),
  date: z.string(),
});
export type NegotiationRound = z.infer<typeof negotiationRoundSchema>;

const insuranceOptionSchema = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** The response panel: unit price, qty, term, courier, wrapper and insurance amount are read-only. */
const modalRespondSchema = z.object({
  priceUnit: z.number().int(),
  qty: z.number().int(),
  termOfPayment: z.string(),
  shippingName: z.string(),
  wrappingName: z.string(),
  wrappingPrice: z.number().int(),
  insurance: z.number().int(),
  insuranceOptions: z.array(insuranceOptionSchema),
  insurancePrice: z.number().int(),
  isDisableWrapping: z.boolean(),
  isDisableInsurance: z.boolean(),
});
export type ModalRespond = z.infer<typeof modalRespondSchema>;

/** GET seller/nego/{id}. */
export const negotiationDetailSchema = z.object({
  id: z.number().int(),
  customer: z.object({ name: z.string(), address: z.string() }),
  product: z.object({
    name: z.string(),
    image: z.string(),
    priceUnitCurrencyFormat: z.string(),
    zone: z.string(),
    totalPriceUnitCurrencyFormat: z.string(),
    /**
     * The product's VAT tag ('8:Buku Pelajaran ...', as the product detail's selectedPpnTag): the
     * response's tax preview depends on it. Not among the negotiation detail's specified fields;
     * without it an exempt product would be shown paying PPN.
     */
    ppnTag: z.string(),
  }),
  listNegotiation: z.array(negotiationRoundSchema),
  downloadRecap: z.string(),
  isReject: z.boolean(),
  isRespondFrom: negotiationResponderSchema.nullable(),
  isDeal: z.boolean(),
  isOpenRespond: z.boolean(),
  modalRespond: modalRespondSchema,
});
export type NegotiationDetail = z.infer<typeof negotiationDetailSchema>;

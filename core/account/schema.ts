import { z } from 'zod';

/** The seller profile (spec 000 §3). */
export const sellerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(['PKP', 'Non-PKP']),
  isNpwpValid: z.boolean(),
  isMustUpdate: z.boolean(),
  isBlocked: z.boolean(),
  isBlockedTemporary: z.boolean(),
  inActive: z.boolean(),
  alert: z.object({ title: z.string(), message: z.string() }).nullable(),
  totalNotifReminder: z.number().int(),
  totalProduct: z.number().int(),
  image: z.object({ primary: z.string().nullable(), header: z.string().nullable() }),
  business: z.object({ type: z.string(), category: z.string().optional() }),
  legality: z.object({
    npwp: z.object({ id: z.string(), image: z.string().nullable() }),
    siup: z.object({ id: z.string(), image: z.string().nullable() }),
  }),
  pic: z.object({ name: z.string(), position: z.string(), phone: z.string(), ktp: z.string() }),
  location: z.object({
    latitude: z.number(),
    longitude: z.number(),
    address: z.string().optional(),
    npwpAddress: z.string(),
    postalCode: z.string(),
    province: z.object({ id: z.number().int(), name: z.string().optional() }),
    city: z.object({ id: z.number().int(), name: z.string().optional() }),
    district: z.object({ code: z.string(), name: z.string().optional() }),
    subdistrict: z.object({ code: z.string(), name: z.string().optional() }),
  }),
  account: z.array(z.object({ id: z.number().int(), bank: z.string(), number: z.string(), asName: z.string() })),
  templateUrl: z.string().optional(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

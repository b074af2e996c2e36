import { z } from 'zod';

/** Business type of a store. */
export const businessTypes = ['Individu', 'PT', 'CV'] as const;
export type BusinessType = (typeof businessTypes)[number];

/** Business category as the profile shows it. */
export const businessCategories = ['Mikro', 'Kecil', 'Menengah', 'Besar', 'NonUMKM', 'Koperasi'] as const;
export type BusinessCategory = (typeof businessCategories)[number];

/**
 * On registration the category travels as a number: 1 micro ... 6 cooperative, 5 (non-UMKM) by
 * default. Index + 1 of `businessCategories` is the code.
 */
export const DEFAULT_REGISTRATION_CATEGORY = 5;
export function categoryOfCode(code: number): BusinessCategory | undefined {
  return businessCategories[code - 1];
}

/** Tax status (PKP or Non-PKP). */
export const taxStatuses = ['PKP', 'Non-PKP'] as const;
export type TaxStatus = (typeof taxStatuses)[number];

export { NPWP_LENGTH } from './constants';

/** Positions a store user can hold; the role (peran) is always admin. */
export const storeUserPositions = ['Admin Toko', 'Finance', 'Manager', 'Direktur'] as const;
export type StoreUserPosition = (typeof storeUserPositions)[number];
export const STORE_USER_ROLE = 'admin';

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bank: z.string(),
  number: z.string(),
  asName: z.string(),
  /** Branch (cabang) given at registration; older accounts may lack it. */
  branch: z.string().optional(),
});

/** The seller profile. */
export const sellerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(taxStatuses),
  isNpwpValid: z.boolean(),
  isMustUpdate: z.boolean(),
  isBlocked: z.boolean(),
  isBlockedTemporary: z.boolean(),
  /** true means the store is active ("is active (inActive true)", as the menu rule says). */
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
  account: z.array(bankAccountSchema),
  templateUrl: z.string().optional(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** A user the seller added to the store. */
export const storeUserSchema = z.object({
  id: z.number().int(),
  mall_id: z.number().int(),
  nama: z.string(),
  email: z.string(),
  phone: z.string(),
  jabatan: z.string(),
  peran: z.string(),
  createdAt: z.string().optional(),
});
export type StoreUser = z.infer<typeof storeUserSchema>;

/**
 * The answer of the older backendseller calls (registration, add store user): `{success, type, title}`;
 * the portal shows `title` as the toast.
 */
export const backendResultSchema = z.object({
  success: z.boolean(),
  type: z.string(),
  title: z.string(),
});

/** `type` values of a registration answer (the error catalogue's email_already, merchant_already, upload_failed). */
export const registrationResultTypes = {
  success: 'success',
  emailAlready: 'email_already',
  merchantAlready: 'merchant_already',
  uploadFailed: 'upload_failed',
  /** A required field is empty or wrong; the title is the spec's message for it. */
  invalid: 'validation_failed',
} as const;

/** What the geocoding stand-in answers for a point: a formatted address and the nearest region. */
export const reverseGeocodeSchema = z.object({
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  province: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  district: z.object({ code: z.string(), name: z.string() }).nullable(),
});

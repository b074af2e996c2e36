import { z } from 'zod';
import { businessTypes, DEFAULT_REGISTRATION_CATEGORY, taxStatuses } from '@core/account/schema';
import { DEFAULT_CENTER } from '@web/ui/MapPicker';
import { EMPTY_REGION } from '@web/ui/RegionSelects';

/**
 * What the registration form holds while the seller types. A reload or a failed post loses
 * nothing: every field except the password, its confirmation and the NPWP photo is kept in local
 * storage until the registration succeeds.
 */
const registerDraftSchema = z.object({
  name: z.string().default(''),
  businessType: z.enum(businessTypes).default('Individu'),
  businessCategory: z.coerce.number<number>().int().min(1).max(6).default(DEFAULT_REGISTRATION_CATEGORY),
  taxStatus: z.enum(taxStatuses).default('Non-PKP'),
  npwp: z.string().default(''),
  siup: z.string().default(''),
  npwpAddress: z.string().default(''),
  provinceId: z.string().default(''),
  cityId: z.string().default(''),
  districtId: z.string().default(''),
  districtCode: z.string().default(''),
  villageCode: z.string().default(''),
  villageName: z.string().default(''),
  postalCode: z.string().default(''),
  mapAddress: z.string().default(''),
  latitude: z.number().min(-90).max(90).default(DEFAULT_CENTER.latitude),
  longitude: z.number().min(-180).max(180).default(DEFAULT_CENTER.longitude),
  picName: z.string().default(''),
  picPosition: z.string().default(''),
  picPhone: z.string().default(''),
  ktp: z.string().default(''),
  bankId: z.string().default(''),
  branch: z.string().default(''),
  accountNumber: z.string().default(''),
  accountHolder: z.string().default(''),
  email: z.string().default(''),
  agreement: z.boolean().default(false),
});
export type RegisterDraft = z.infer<typeof registerDraftSchema>;

const REGISTER_DRAFT_KEY = 'penyedia.registerDraft';

const EMPTY_DRAFT: RegisterDraft = registerDraftSchema.parse({ ...EMPTY_REGION });

export function loadRegisterDraft(): RegisterDraft {
  try {
    const stored = window.localStorage.getItem(REGISTER_DRAFT_KEY);
    if (!stored) return EMPTY_DRAFT;
    const parsed = registerDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Only the schema's fields are written, so a password can never slip into storage. */
export function saveRegisterDraft(draft: RegisterDraft): void {
  try {
    window.localStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(registerDraftSchema.parse(draft)));
  } catch {
    // Storage full or disabled: the form still works, it just forgets on reload.
  }
}

export function clearRegisterDraft(): void {
  try {
    window.localStorage.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

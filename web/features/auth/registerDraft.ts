import { z } from 'zod';
import { draftExpired } from '@core/account/draft';
import { businessTypes, taxStatuses } from '@core/account/schema';
import type { Clock } from '@core/clock';
import { EMPTY_REGISTRATION, type RegisterValues } from './registerForm';

/**
 * What the registration form keeps in local storage while the seller types, so a reload loses
 * little: the store, its address and contact, the bank's name and branch. Never what core lists
 * as private (REGISTRATION_PRIVATE_FIELDS: NPWP, NIK, account number, e-mail, passwords, the
 * photo): the schema has no place for them, and parsing drops whatever it does not name. A draft
 * lasts a day, and Batal or a successful registration removes it.
 */
const registerDraftSchema = z.object({
  savedAt: z.number().int().nonnegative(),
  name: z.string(),
  businessType: z.enum(businessTypes),
  businessCategory: z.string().regex(/^[1-6]$/),
  taxStatus: z.enum(taxStatuses),
  siup: z.string(),
  npwpAddress: z.string(),
  provinceId: z.string(),
  cityId: z.string(),
  districtId: z.string(),
  districtCode: z.string(),
  villageCode: z.string(),
  villageName: z.string(),
  postalCode: z.string(),
  mapAddress: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  picName: z.string(),
  picPosition: z.string(),
  picPhone: z.string(),
  bankId: z.string(),
  branch: z.string(),
  accountHolder: z.string(),
  agreement: z.boolean(),
});

const REGISTER_DRAFT_KEY = 'penyedia.registerDraft';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft over empty values, or the empty values when there is none, it does not parse, or it is older than a day (then it is removed). */
export function loadRegisterDraft(clock: Clock): RegisterValues {
  try {
    const stored = storage()?.getItem(REGISTER_DRAFT_KEY);
    if (!stored) return EMPTY_REGISTRATION;
    const parsed = registerDraftSchema.safeParse(JSON.parse(stored));
    if (!parsed.success || draftExpired(parsed.data.savedAt, clock)) {
      clearRegisterDraft();
      return EMPTY_REGISTRATION;
    }
    const { savedAt: _savedAt, ...kept } = parsed.data;
    return { ...EMPTY_REGISTRATION, ...kept };
  } catch {
    return EMPTY_REGISTRATION;
  }
}

/** Writes only what the schema names, stamped with the time, so nothing private reaches storage. */
export function saveRegisterDraft(values: RegisterValues, clock: Clock): void {
  const draft = registerDraftSchema.safeParse({ ...values, savedAt: clock.now() });
  if (!draft.success) return;
  try {
    storage()?.setItem(REGISTER_DRAFT_KEY, JSON.stringify(draft.data));
  } catch {
    // Storage full or disabled: the form still works, it just forgets on reload.
  }
}

export function clearRegisterDraft(): void {
  try {
    storage()?.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

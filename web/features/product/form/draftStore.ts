import { z } from 'zod';
import { appClock } from '@web/app/clock';
import { draftValuesSchema, type DraftValues } from '@core/product/draftSchema';

/**
 * Unsaved product forms kept in this browser, so a reload or a stray click loses nothing: values
 * only (never a photo), offered on return and never applied unasked. A draft lasts a day, and an
 * edit's draft only while the product is as it was when the seller began (its base).
 */

const PREFIX = 'penyedia.productDraft.';
/** How long a draft is offered: a shared computer does not keep yesterday's half-typed product. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const draftKeys = {
  edit: (productId: number) => `${PREFIX}${productId}`,
  add: (kind: 'book' | 'goods' | 'service') => `${PREFIX}add.${kind}`,
} as const;

const storedSchema = z.object({
  savedAt: z.number(),
  /** The fingerprint of what the form started from (an edit: the product as loaded); null for an add form. */
  base: z.string().nullable(),
  values: draftValuesSchema,
  /** What else the form needs to open again (the book chosen from the catalogue). */
  context: z.unknown().optional(),
});
export type StoredDraft = z.infer<typeof storedSchema>;

/** A short fingerprint of form values (FNV-1a over their JSON): equal values, equal text. */
export function fingerprint(values: DraftValues): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(values)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function parse(raw: string | null): StoredDraft | null {
  if (raw === null) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const expired = (draft: StoredDraft) => appClock.now() - draft.savedAt > DRAFT_MAX_AGE_MS;

/** Every product draft past its day (or unreadable) leaves the browser. */
function sweep(): void {
  for (const key of Object.keys(window.localStorage)) {
    if (!key.startsWith(PREFIX)) continue;
    const draft = parse(window.localStorage.getItem(key));
    if (draft === null || expired(draft)) window.localStorage.removeItem(key);
  }
}

/** The draft under `key`, if it is fresh and was begun on `base`; a stale one is dropped. */
export function readDraft(key: string, base: string | null): StoredDraft | null {
  sweep();
  const draft = parse(window.localStorage.getItem(key));
  if (draft === null) return null;
  if (draft.base !== base) {
    window.localStorage.removeItem(key);
    return null;
  }
  return draft;
}

/** What a stored draft keeps beside its values (to know which form it belongs to), unchecked. */
export function draftContext(key: string): unknown {
  return parse(window.localStorage.getItem(key))?.context;
}

export function writeDraft(key: string, draft: Omit<StoredDraft, 'savedAt'>): void {
  const stored: StoredDraft = { ...draft, savedAt: appClock.now() };
  window.localStorage.setItem(key, JSON.stringify(stored));
}

export function clearDraft(key: string): void {
  window.localStorage.removeItem(key);
}

import { slugify } from '@core/slug';
import type { ProductState } from './state';

/** A slug no other product of the seller uses. */
export function uniqueSlug(state: ProductState, sellerId: number, wanted: string, ownId: number | null): string {
  const base = slugify(wanted) || 'produk';
  const taken = new Set(state.products.filter((p) => p.sellerId === sellerId && p.id !== ownId).map((p) => p.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

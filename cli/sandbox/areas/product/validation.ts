import { TIERS, ZONES, type PerTier, type PerZone, type WholesaleTierInput } from '@core/pricing';
import { ITEM_TYPE } from '@core/product/options';
import {
  bookFormValidator,
  editFormValidator,
  goodsFormValidator,
  serviceFormValidator,
} from '@core/product/formRules';
import type { PhotoValue } from '@core/product/rules';
import { zoneMaximums } from './reference';
import type { SubmittedFields } from './submission';

/**
 * The product forms' own validators (core), run on what reached the server: whatever a client
 * sends, the sandbox keeps only what the portal's forms would have let through.
 */

const perZone = <T>(pick: (zone: (typeof ZONES)[number]) => T): PerZone<T> => ZONES.map(pick) as unknown as PerZone<T>;
const perTier = <T>(pick: (tier: (typeof TIERS)[number]) => T): PerTier<T> => TIERS.map(pick) as unknown as PerTier<T>;

function zonePrices(input: SubmittedFields): PerZone<number | null> {
  const prices = [input.harga1, input.harga2, input.harga3, input.harga4, input.harga5];
  return perZone((zone) => prices[zone - 1] ?? null);
}

function zoneWholesale(input: SubmittedFields): PerZone<PerTier<WholesaleTierInput>> {
  const zones = [
    input.grosir_pricezone1,
    input.grosir_pricezone2,
    input.grosir_pricezone3,
    input.grosir_pricezone4,
    input.grosir_pricezone5,
  ];
  return perZone((zone) =>
    perTier((tier) => {
      const found = zones[zone - 1]?.[tier - 1];
      return found ? { min: found.min, price: found.price } : { min: null, price: null };
    }),
  );
}

function goodsWholesale(input: SubmittedFields): PerTier<WholesaleTierInput> {
  const mins = [input.minGrosir1, input.minGrosir2, input.minGrosir3, input.minGrosir4];
  const prices = [input.hargaGrosir1, input.hargaGrosir2, input.hargaGrosir3, input.hargaGrosir4];
  return perTier((tier) => ({ min: mins[tier - 1] ?? null, price: prices[tier - 1] ?? null }));
}

function zoneMax(bookId: number | undefined, type: 'text' | 'nontext' | null): PerZone<number | null> {
  const max = bookId !== undefined && type !== null ? zoneMaximums({ bookId, type }) : null;
  return perZone((zone) => max?.[zone - 1] ?? null);
}

/** Stock, weight and size as the rules read them (books and goods; the edit form of any kind). */
const physical = (input: SubmittedFields) => ({
  stock: input.s_gudang ?? null,
  weight: input.berat ?? null,
  length: input.panjang ?? null,
  width: input.lebar ?? null,
  height: input.tinggi ?? null,
});
/** The price and the negotiation price as the rules read them (goods and services; the edit form). */
const prices = (input: SubmittedFields) => ({ price: input.harga ?? null, priceNego: input.harga_nego ?? null });

/** The first message of the add form's rules for this kind, or null. */
export function addProductProblem(
  input: SubmittedFields,
  mainPhoto: PhotoValue,
  bookType: 'text' | 'nontext' | null,
): string | null {
  const name = input.produk;
  const code = input.model ?? '';
  if (input.item_type === ITEM_TYPE.book) {
    return bookFormValidator.validate({
      name,
      code,
      mainPhoto,
      zonePrices: zonePrices(input),
      zoneMax: zoneMax(input.book_id, bookType),
      wholesale: zoneWholesale(input),
      publisherId: input.l_merk ?? null,
      ...physical(input),
    }).first;
  }
  if (input.item_type === ITEM_TYPE.service) {
    return serviceFormValidator.validate({
      name,
      code,
      mainPhoto,
      ...prices(input),
      durationDays: input.lama_pengerjaan ?? null,
    }).first;
  }
  return goodsFormValidator.validate({
    name,
    code,
    mainPhoto,
    ...prices(input),
    wholesale: goodsWholesale(input),
    brandId: input.l_merk ?? null,
    ...physical(input),
  }).first;
}

/**
 * The first message of the edit form's rules (spec 001 §5.4, then every rule of the add form of
 * the product's kind), or null. The update call cannot remove the stored main photo.
 */
export function updateProductProblem(
  input: SubmittedFields,
  book: { bookId: number; type: 'text' | 'nontext' } | null,
  storedPhoto: string,
): string | null {
  const kind =
    input.item_type === ITEM_TYPE.book ? 'book' : input.item_type === ITEM_TYPE.service ? 'service' : 'goods';
  return editFormValidator.validate({
    kind,
    name: input.produk,
    code: input.model ?? '',
    mainPhoto: input.filefotoutama ?? storedPhoto,
    ...prices(input),
    zonePrices: zonePrices(input),
    zoneMax: zoneMax(book?.bookId, book?.type ?? null),
    wholesale: goodsWholesale(input),
    zoneWholesale: zoneWholesale(input),
    durationDays: input.lama_pengerjaan ?? null,
    brandId: input.l_merk ?? null,
    ...physical(input),
  }).first;
}

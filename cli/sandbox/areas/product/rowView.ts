import { PPN_MODE_OPTIONS } from '@core/pricing';
import type { ProductRow } from '@core/product/schema';
import { categoryName } from './categories';
import { manufacturerName } from './reference';
import type { ProductRecord } from './state';

export function ppnTypeName(ppn: number): string {
  const found = PPN_MODE_OPTIONS.find((o) => o.value === ppn) ?? PPN_MODE_OPTIONS.find((o) => o.value === 0);
  return found?.label ?? '';
}

/** A product with packet contents carries the 'package' badge (shown as 'Paket'). */
function badgesOf(product: ProductRecord): string[] {
  return product.packets.length > 0 ? ['package'] : [];
}

/** The product list row; `no` is the 1-based position in the whole filtered list. */
export function productRow(product: ProductRecord, no: number): ProductRow {
  const zone = (i: number): number | null => product.zonePrices?.[i] ?? null;
  return {
    id: product.id,
    no,
    name: product.name,
    image: product.imagePrimary,
    slug: product.slug,
    model: product.model,
    price: product.price,
    priceZone1: zone(0),
    priceZone2: zone(1),
    priceZone3: zone(2),
    priceZone4: zone(3),
    priceZone5: zone(4),
    ppnType: ppnTypeName(product.ppn),
    stock: String(product.stock),
    category: categoryName(product.categoryId),
    brandName: product.itemType === 3 ? '-' : manufacturerName(product.brandId),
    isActive: product.isActive,
    isBlocked: product.isBlocked,
    isWaitingConfirm: product.isWaitingConfirm,
    isLayout: product.layout,
    badges: badgesOf(product),
  };
}

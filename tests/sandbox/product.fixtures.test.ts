import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { productDetailSchema, productRowSchema } from '@core/product/schema';
import { categoryAllowed } from '@cli/sandbox/areas/product/categories';
import { productDetail } from '@cli/sandbox/areas/product/detailView';
import { manufacturers, productReference, zoneMaximums } from '@cli/sandbox/areas/product/reference';
import { productRow } from '@cli/sandbox/areas/product/rowView';
import { seedProductState } from '@cli/sandbox/areas/product/state';

/* The example answers of every product call, and the consistency of the product seed (spec 001). */

describe('fixtures/api for the product calls', () => {
  for (const [name, def] of Object.entries(productEndpoints)) {
    it(`${name}.json is a valid answer`, () => {
      const body: unknown = JSON.parse(readFileSync(`fixtures/api/${name}.json`, 'utf8'));
      const parsed = def.response.safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    });
  }
});

describe('product seed', () => {
  const state = seedProductState();
  const ref = productReference();

  it('holds 60 products of seller 1001 with ids 2001..2060 and unique slugs', () => {
    expect(state.products).toHaveLength(60);
    expect(state.products.every((p) => p.sellerId === 1001)).toBe(true);
    expect(state.products.map((p) => p.id)).toEqual(Array.from({ length: 60 }, (_, i) => 2001 + i));
    expect(new Set(state.products.map((p) => p.slug)).size).toBe(60);
    expect(state.nextProductId).toBe(2061);
  });

  it('has 3 blocked, 4 waiting (none active) and 5 uncategorized products', () => {
    expect(state.products.filter((p) => p.isBlocked)).toHaveLength(3);
    const waiting = state.products.filter((p) => p.isWaitingConfirm);
    expect(waiting).toHaveLength(4);
    expect(waiting.some((p) => p.isActive)).toBe(false);
    const uncategorized = state.products.filter((p) => p.categoryId === 0);
    expect(uncategorized).toHaveLength(5);
    expect(uncategorized.every((p) => p.oldCategoryId !== null)).toBe(true);
  });

  it('files every categorized product on a leaf its item type may use', () => {
    const misfiled = state.products.filter((p) => p.categoryId !== 0 && !categoryAllowed(p.itemType, p.categoryId));
    expect(misfiled.map((p) => p.name)).toEqual([]);
  });

  it('prices books within the catalogue maximums of each zone, wholesale tiers included', () => {
    const books = state.products.filter((p) => p.itemType === 1);
    expect(books.length).toBeGreaterThan(10);
    for (const book of books) {
      const max = book.book ? zoneMaximums(book.book) : null;
      expect(max).not.toBeNull();
      book.zonePrices?.forEach((price, zone) => {
        expect(price).toBeLessThanOrEqual(max?.[zone] ?? 0);
        for (const tier of book.zoneWholesale?.[zone] ?? []) expect(tier.price).toBeLessThanOrEqual(price);
      });
    }
  });

  it('points brands, publishers and packet lines at things that exist', () => {
    const known = new Set(manufacturers().map((m) => m.id));
    expect(state.products.filter((p) => p.itemType !== 3 && !known.has(p.brandId)).map((p) => p.name)).toEqual([]);
    const ids = new Set(state.products.map((p) => p.id));
    const lines = state.products.flatMap((p) => p.packets);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => !ids.has(l.product_id))).toEqual([]);
    expect(new Set(lines.map((l) => l.packet_did)).size).toBe(lines.length);
  });

  it('services carry the service stock marker and a working duration', () => {
    const services = state.products.filter((p) => p.itemType === 3);
    expect(services.length).toBeGreaterThan(5);
    expect(
      services.every(
        (p) => p.stock === 100_000_000 && p.layout === 3 && (p.workDuration ?? 0) >= 1 && p.name.startsWith('Jasa '),
      ),
    ).toBe(true);
  });

  it('renders every product as a valid row and detail', () => {
    for (const product of state.products) {
      expect(productRowSchema.safeParse(productRow(product, 1)).success).toBe(true);
      const detail = productDetailSchema.safeParse(productDetail(product));
      expect(detail.success ? [] : detail.error.issues).toEqual([]);
    }
  });

  it('has a catalogue of 30 text and 15 non-text books from 10 publishers', () => {
    expect(ref.textBooks).toHaveLength(30);
    expect(ref.nonTextBooks).toHaveLength(15);
    expect(ref.publishers).toHaveLength(10);
    expect(ref.ppnTags).toHaveLength(27);
    expect(ref.ppnTags[0]).toBe('0:Dikenakan PPN');
    for (const book of ref.textBooks) {
      const prices = book.book_prices.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });
});

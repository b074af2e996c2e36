import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RUPIAH } from '@core/money';
import {
  checkTierMin,
  checkTierPrice,
  checkWholesaleTier,
  checkWholesaleTiers,
  checkZonePrice,
  EMPTY_TIERS,
  MIN_NEGOTIATION_PRICE,
  MIN_SERVICE_DURATION_DAYS,
  MIN_UNIT_PRICE,
  PPN_MODE_OPTIONS,
  ppnSwitchPopup,
  priceAboveMaxFieldText,
  priceAboveMaxMessage,
  resetNegativeMinimum,
  resetNegativePrice,
  TIERS,
  tierPriceEnabled,
  wholesaleAboveMaxMessage,
  wholesaleZoneJson,
  ZONES,
  zonePriceAboveMaxMessage,
  type WholesaleTierInput,
} from '@core/pricing';

describe('zones and tiers', () => {
  it('has five zones and four wholesale tiers', () => {
    expect(ZONES).toEqual([1, 2, 3, 4, 5]);
    expect(TIERS).toEqual([1, 2, 3, 4]);
    expect(EMPTY_TIERS).toHaveLength(4);
  });

  it('minimum unit and negotiation price 100, service duration at least 1 day', () => {
    expect([MIN_UNIT_PRICE, MIN_NEGOTIATION_PRICE, MIN_SERVICE_DURATION_DAYS]).toEqual([100, 100, 1]);
  });
});

describe('zone price', () => {
  it("above the zone maximum: 'Harga Zona N tidak boleh melebihi Harga Maksimal zona N' and the field text", () => {
    expect(checkZonePrice(3, 50001, 50000)).toEqual({
      message: 'Harga Zona 3 tidak boleh melebihi Harga Maksimal zona 3',
      fieldMessage: 'Harga tidak boleh melewati harga maksimal zona 3 (Rp50.000)',
    });
    expect(zonePriceAboveMaxMessage(5)).toBe('Harga Zona 5 tidak boleh melebihi Harga Maksimal zona 5');
    expect(priceAboveMaxFieldText('Zona 1', 1250000)).toBe(
      'Harga tidak boleh melewati harga maksimal Zona 1 (Rp1.250.000)',
    );
  });

  it("empty or zero: 'Harga tidak boleh kosong'", () => {
    expect(checkZonePrice(1, null, 50000)?.message).toBe('Harga tidak boleh kosong');
    expect(checkZonePrice(1, 0, 50000)?.fieldMessage).toBe('Harga tidak boleh kosong');
  });

  it('at the maximum, or with no known maximum, passes', () => {
    expect(checkZonePrice(2, 50000, 50000)).toBeNull();
    expect(checkZonePrice(2, 10 ** 11, null)).toBeNull();
  });
});

describe('wholesale tiers', () => {
  it('a tier price is enabled only once its minimum is above 0', () => {
    expect(tierPriceEnabled({ min: null, price: null })).toBe(false);
    expect(tierPriceEnabled({ min: 0, price: 5 })).toBe(false);
    expect(tierPriceEnabled({ min: 1, price: null })).toBe(true);
    expect(checkTierPrice({ min: 0, price: 900 }, 1000, 'goods')?.message).toBe(
      'Masukan jumlah pembelian minimum terlebih dahulu',
    );
  });

  it("a tier price above the maximum: 'Harga Grosir tidak boleh melewati Rp{max}'", () => {
    expect(checkTierPrice({ min: 10, price: 1001 }, 1000, 'book')?.message).toBe(
      'Harga Grosir tidak boleh melewati Rp1.000',
    );
    expect(wholesaleAboveMaxMessage(1250000)).toBe('Harga Grosir tidak boleh melewati Rp1.250.000');
    expect(priceAboveMaxMessage(1250000)).toBe('Harga tidak boleh melewati Rp1.250.000');
  });

  it("book minimum with a minus sign: 'Pembelian minimum tidak boleh kurang dari 0'; empty with a price: 'Tidak boleh kosong'", () => {
    expect(checkTierMin({ min: -1, price: null }, 'book')?.message).toBe('Pembelian minimum tidak boleh kurang dari 0');
    expect(checkTierMin({ min: null, price: 500 }, 'book')?.message).toBe('Tidak boleh kosong');
  });

  it("non-book negative minimum or price: 'Pembelian Minimum tidak boleh kurang dari 1'", () => {
    expect(checkTierMin({ min: -2, price: null }, 'goods')?.message).toBe(
      'Pembelian Minimum tidak boleh kurang dari 1',
    );
    expect(checkTierPrice({ min: 3, price: -2 }, 1000, 'goods')?.message).toBe(
      'Pembelian Minimum tidak boleh kurang dari 1',
    );
  });

  it('unused tiers pass', () => {
    const all = checkWholesaleTiers(EMPTY_TIERS, 1000, 'goods');
    expect(all.every((t) => t.min === null && t.price === null)).toBe(true);
  });

  it('a book zone travels as a JSON list of four {min, price}', () => {
    expect(
      JSON.parse(
        wholesaleZoneJson([{ min: 10, price: 900 }, { min: null, price: null }, EMPTY_TIERS[2], EMPTY_TIERS[3]]),
      ),
    ).toEqual([
      { min: 10, price: 900 },
      { min: 0, price: 0 },
      { min: 0, price: 0 },
      { min: 0, price: 0 },
    ]);
  });
});

describe('wholesale tier properties', () => {
  const amount = fc.integer({ min: 0, max: MAX_RUPIAH });
  const optional = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: null });
  const tier: fc.Arbitrary<WholesaleTierInput> = fc.record({
    min: optional(fc.integer({ min: -1000, max: 100000 })),
    price: optional(fc.integer({ min: -1000, max: MAX_RUPIAH })),
  });
  const variant = fc.constantFrom('book' as const, 'goods' as const);

  it('a tier with a positive minimum and a price between 1 and the maximum is always accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100000 }),
        amount.filter((n) => n > 0),
        fc.double({ min: 0, max: 1, noNaN: true }),
        variant,
        (min, max, f, v) => {
          const price = Math.max(1, Math.floor(max * f));
          expect(checkTierMin({ min, price }, v)).toBeNull();
          expect(checkTierPrice({ min, price }, max, v)).toBeNull();
        },
      ),
    );
  });

  it('a price above the maximum is always refused, naming the maximum in rupiah', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100000 }),
        fc.integer({ min: 1, max: MAX_RUPIAH - 1 }),
        fc.integer({ min: 1, max: 1000 }),
        variant,
        (min, max, over, v) => {
          const failure = checkTierPrice({ min, price: max + over }, max, v);
          expect(failure?.message).toMatch(/^Harga Grosir tidak boleh melewati Rp\d{1,3}(\.\d{3})*$/);
          expect(failure?.message.replace(/\D/g, '')).toBe(String(max));
        },
      ),
    );
  });

  it('a tier with a price but no minimum above 0 is always refused, however low the price', () => {
    fc.assert(
      fc.property(
        optional(fc.integer({ min: -5, max: 0 })),
        fc.integer({ min: 1, max: MAX_RUPIAH }),
        variant,
        (min, price, v) => {
          const report = checkWholesaleTier({ min, price }, null, v);
          expect(report.min ?? report.price).not.toBeNull();
          // An empty or zero minimum marks the price; a negative one marks the minimum.
          if (min === null || min === 0)
            expect(report.price?.message).toBe('Masukan jumlah pembelian minimum terlebih dahulu');
          else expect(report.min).not.toBeNull();
        },
      ),
    );
  });

  it('a negative field is never accepted and checkWholesaleTiers reports each tier as checked alone', () => {
    fc.assert(
      fc.property(fc.tuple(tier, tier, tier, tier), optional(amount), variant, (tiers, max, v) => {
        const report = checkWholesaleTiers(tiers, max, v);
        tiers.forEach((t, i) => {
          const r = report[i];
          expect(r?.min).toEqual(checkTierMin(t, v));
          expect(r?.price).toEqual(checkTierPrice(t, max, v));
          if (t.min !== null && t.min < 0) expect(r?.min).not.toBeNull();
          if (t.price !== null && t.price < 0) expect(r?.price).not.toBeNull();
        });
      }),
    );
  });
});

describe('edit-form number resets', () => {
  it('negative prices reset to 0, negative minimum purchases become 1', () => {
    expect(resetNegativePrice(-5)).toBe(0);
    expect(resetNegativePrice(7)).toBe(7);
    expect(resetNegativeMinimum(-5)).toBe(1);
    expect(resetNegativeMinimum(0)).toBe(0);
  });
});

describe('PPN switch', () => {
  it('values 0 Non PPN, 1 Include PPN, 2 Exclude PPN', () => {
    expect(PPN_MODE_OPTIONS).toEqual([
      { value: 0, label: 'Non PPN' },
      { value: 1, label: 'Include PPN' },
      { value: 2, label: 'Exclude PPN' },
    ]);
  });

  it('popup texts for on and off', () => {
    expect(ppnSwitchPopup(true)).toEqual({ title: 'PPN 10% Diaktifkan', text: 'Pajak akan ditanggung oleh toko!' });
    expect(ppnSwitchPopup(false)).toEqual({
      title: 'PPN 10% Tidak Diaktifkan',
      text: 'Pajak akan ditanggung oleh sekolah!',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RUPIAH } from '@core/money';
import { negoTaxFields, simulateProductTax, simulateTax, taxFields, type TaxBreakdown } from '@core/tax';
import { TAXED_100000_FIELDS } from './support/taxExample';

/** The DESIGN.md rounding written again with BigInt, as an independent reference. */
function reference(price: number, taxed: boolean): TaxBreakdown {
  const p = BigInt(price);
  if (!taxed) {
    const pph = (p * 5n) / 1000n;
    return { dpp: price, dppNilaiLain: 0, ppn: 0, pph: Number(pph), danaTerima: Number(p - pph) };
  }
  const dpp = (p * 100n) / 111n;
  const dppNilaiLain = (dpp * 11n) / 12n;
  const ppn = (dppNilaiLain * 12n + 99n) / 100n;
  const pph = (dpp * 5n) / 1000n;
  return {
    dpp: Number(dpp),
    dppNilaiLain: Number(dppNilaiLain),
    ppn: Number(ppn),
    pph: Number(pph),
    danaTerima: Number(p - ppn - pph),
  };
}

const price = fc.integer({ min: 0, max: MAX_RUPIAH });
const fieldNames = ['dpp', 'dppNilaiLain', 'ppn', 'pph', 'danaTerima'] as const;

/** Tag 0 is taxed; 8 (textbooks) stands for any exemption. */
const tagOf = (taxed: boolean) => (taxed ? 0 : 8);

function ok(p: number, taxed: boolean): TaxBreakdown {
  return simulateTax(p, tagOf(taxed))._unsafeUnwrap();
}

describe('simulateTax (the tax simulation, DESIGN.md rounding)', () => {
  it('gives the DESIGN.md example for 100000 taxed', () => {
    expect(ok(100000, true)).toEqual({ dpp: 90090, dppNilaiLain: 82582, ppn: 9910, pph: 450, danaTerima: 89640 });
  });

  it('gives dpp 100 for 111 taxed (price / 1.11 rounded down)', () => {
    expect(ok(111, true)).toEqual({ dpp: 100, dppNilaiLain: 91, ppn: 11, pph: 0, danaTerima: 100 });
  });

  it('without VAT keeps the price as dpp and takes only the 0.5% income tax', () => {
    expect(ok(100000, false)).toEqual({ dpp: 100000, dppNilaiLain: 0, ppn: 0, pph: 500, danaTerima: 99500 });
  });

  it('rounds ppn up: 12% of 91 is 10.92, sent as 11', () => {
    expect(ok(111, true).ppn).toBe(11);
  });

  it('handles 0 and the largest price', () => {
    expect(ok(0, true)).toEqual({ dpp: 0, dppNilaiLain: 0, ppn: 0, pph: 0, danaTerima: 0 });
    expect(ok(MAX_RUPIAH, true)).toEqual(reference(MAX_RUPIAH, true));
    expect(ok(MAX_RUPIAH, false)).toEqual(reference(MAX_RUPIAH, false));
  });

  it('differs from float arithmetic where floats go wrong, and matches the exact value', () => {
    // 111 / 1.11 in floats is 99.99999999999999, which floors to 99: the integer simulation says 100.
    expect(Math.floor(111 / 1.11)).toBe(99);
    expect(ok(111, true).dpp).toBe(100);
  });

  it.each([
    [12.5, 'not-integer'],
    [Number.NaN, 'not-integer'],
    [Number.POSITIVE_INFINITY, 'not-integer'],
    [-1, 'negative'],
    [MAX_RUPIAH + 1, 'too-large'],
  ])('refuses %s with a typed error (%s), never NaN', (bad, kind) => {
    const result = simulateTax(bad, 0);
    expect(result.isErr()).toBe(true);
    expect(result._unsafeUnwrapErr().kind).toBe(kind);
    expect(result._unsafeUnwrapErr().message).not.toBe('');
  });

  it('the product breakdown carries both prices under the exact field names, _nego for the negotiation price', () => {
    const fields = simulateProductTax(100000, 111, '0:Dikenakan PPN')._unsafeUnwrap();
    expect(fields).toEqual({
      ...TAXED_100000_FIELDS,
      dpp_price_nego: 100,
      dpp_nilai_lain_nego: 91,
      ppn_price_nego: 11,
      pph_price_nego: 0,
      dana_terima_nego: 100,
    });
    expect(taxFields(ok(5, false))).toEqual({
      dpp_price: 5,
      dpp_nilai_lain: 0,
      ppn_price: 0,
      pph_price: 0,
      dana_terima: 5,
    });
    expect(negoTaxFields(ok(5, false)).dana_terima_nego).toBe(5);
  });

  it('an empty negotiation price simulates as 0; an invalid one is an error', () => {
    const fields = simulateProductTax(1000, null, 0)._unsafeUnwrap();
    expect([fields.dpp_price_nego, fields.ppn_price_nego, fields.dana_terima_nego]).toEqual([0, 0, 0]);
    expect(simulateProductTax(1000, -5, 0)._unsafeUnwrapErr().kind).toBe('negative');
    expect(simulateProductTax(0.5, 100, 0)._unsafeUnwrapErr().kind).toBe('not-integer');
  });
});

describe('the VAT tag decides (one tax function for forms, negotiation, CLI and sandbox)', () => {
  it("negotiation 7002's answer of Rp1.250.000 on an exempt book (tag 8): PPN 0, PPh 6.250, Dana Diterima 1.243.750", () => {
    expect(
      simulateTax(1_250_000, '8:Buku Pelajaran Umum, Kitab Suci dan Buku Pelajaran Agama')._unsafeUnwrap(),
    ).toEqual({ dpp: 1_250_000, dppNilaiLain: 0, ppn: 0, pph: 6_250, danaTerima: 1_243_750 });
    // What the preview showed, as if the book were taxed.
    expect(simulateTax(1_250_000, 0)._unsafeUnwrap()).toMatchObject({ ppn: 123_874, danaTerima: 1_120_496 });
  });

  it("reads the tag as the forms, the files and the server write it: '12:Jasa Pendidikan', 12 and '12' alike", () => {
    const exempt = simulateTax(100_000, 12)._unsafeUnwrap();
    expect(simulateTax(100_000, '12')._unsafeUnwrap()).toEqual(exempt);
    expect(simulateTax(100_000, '12:Jasa Pendidikan')._unsafeUnwrap()).toEqual(exempt);
    expect(exempt.ppn).toBe(0);
    expect(simulateTax(100_000, ' 0 ')._unsafeUnwrap().ppn).toBe(9_910);
  });

  it('every exemption 1..26 simulates alike, and only tag 0 pays PPN', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 26 }), (p, tag) => {
        expect(simulateTax(p, tag)._unsafeUnwrap()).toEqual(reference(p, false));
        expect(simulateTax(p, `${tag}:x`)._unsafeUnwrap()).toEqual(reference(p, false));
      }),
    );
  });

  it("refuses a tag that is not 0..26 with the form's words, never guessing taxed", () => {
    for (const bad of [27, -1, 1.5, '', 'PPN', '27:Lain', 'x:0']) {
      expect(simulateTax(1000, bad)._unsafeUnwrapErr()).toEqual({
        kind: 'vat-tag',
        message: 'Tag PPN harus angka 0 sampai 26 (0 = Dikenakan PPN)',
      });
    }
  });
});

describe('simulateTax properties', () => {
  it('ppn + pph + danaTerima = price', () => {
    fc.assert(
      fc.property(price, fc.boolean(), (p, taxed) => {
        const t = ok(p, taxed);
        expect(t.ppn + t.pph + t.danaTerima).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });

  it('every field is a non-negative integer', () => {
    fc.assert(
      fc.property(price, fc.boolean(), (p, taxed) => {
        const t = ok(p, taxed);
        for (const name of fieldNames) {
          expect(Number.isSafeInteger(t[name])).toBe(true);
          expect(t[name]).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('each field is non-decreasing as the price grows', () => {
    const pair = fc.tuple(price, price).map(([a, b]): readonly [number, number] => (a <= b ? [a, b] : [b, a]));
    const step = fc
      .tuple(fc.integer({ min: 0, max: MAX_RUPIAH - 1000 }), fc.integer({ min: 1, max: 1000 }))
      .map(([a, d]) => [a, a + d] as const);
    fc.assert(
      fc.property(fc.oneof(pair, step), fc.boolean(), ([low, high], taxed) => {
        const a = ok(low, taxed);
        const b = ok(high, taxed);
        for (const name of fieldNames) expect(b[name]).toBeGreaterThanOrEqual(a[name]);
      }),
      { numRuns: 3000 },
    );
  });

  it('is non-decreasing over every price step from 0 to 200000', () => {
    let previous = ok(0, true);
    for (let p = 1; p <= 200_000; p++) {
      const current = ok(p, true);
      for (const name of fieldNames) {
        if (current[name] < previous[name]) throw new Error(`${name} decreases at ${p}`);
      }
      previous = current;
    }
    expect(previous).toEqual(reference(200_000, true));
  });

  it('equals the BigInt reference on random prices up to 999999999999', () => {
    fc.assert(
      fc.property(price, fc.boolean(), (p, taxed) => {
        expect(ok(p, taxed)).toEqual(reference(p, taxed));
      }),
      { numRuns: 5000 },
    );
  });

  it('equals the BigInt reference near the top of the range, where price x 100 is largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_RUPIAH - 1_000_000, max: MAX_RUPIAH }), (p) => {
        expect(ok(p, true)).toEqual(reference(p, true));
      }),
      { numRuns: 2000 },
    );
  });

  it('never gives NaN: anything outside whole 0..999999999999 is an error', () => {
    fc.assert(
      fc.property(fc.double(), fc.boolean(), (p, taxed) => {
        const result = simulateTax(p, tagOf(taxed));
        const valid = Number.isInteger(p) && p >= 0 && p <= MAX_RUPIAH;
        expect(result.isOk()).toBe(valid);
        if (result.isOk()) for (const name of fieldNames) expect(Number.isNaN(result.value[name])).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

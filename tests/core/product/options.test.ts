import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalChoice,
  DEFAULT_UNIT,
  extraPhotoSlots,
  formatVatTag,
  isPackage,
  isTaxedVatTag,
  isUnitOption,
  modelLabel,
  parseVatTag,
  PRODUCT_DEFAULTS,
  SERVICE_FIXED_VALUES,
  serviceName,
  stockLabel,
  UNIT_OPTIONS,
  VAT_TAG_OPTIONS,
  VAT_TAG_TEXTS,
  type Option,
} from '@core/product/options';
import { PPN_MODE } from '@core/pricing';

describe('units', () => {
  it('lists the 20 units with Eksemplar as default; Gross carries the value of Kodi', () => {
    expect(UNIT_OPTIONS.map((u) => u.label)).toEqual([
      'Centimeter',
      'Gram',
      'Inch',
      'Kilogram',
      'Kilometer',
      'Liter',
      'Milligram',
      'Milliliter',
      'Meter',
      'Meter Kubik',
      'Lusin',
      'Kodi',
      'Gross',
      'Rim',
      'Box',
      'Pcs',
      'Roll',
      'Set',
      'Unit',
      'Eksemplar',
    ]);
    expect(UNIT_OPTIONS.find((u) => u.label === 'Gross')?.value).toBe('Kodi');
    expect(DEFAULT_UNIT).toBe('Eksemplar');
    expect(isUnitOption('Rim')).toBe(true);
    expect(isUnitOption('Ton')).toBe(false);
  });
});

describe('VAT tags', () => {
  it("has 27 tags, 0 = 'Dikenakan PPN', written 'number:text'", () => {
    expect(VAT_TAG_TEXTS).toHaveLength(27);
    expect(VAT_TAG_OPTIONS[0]).toEqual({ value: '0:Dikenakan PPN', label: 'Dikenakan PPN' });
    expect(VAT_TAG_OPTIONS.every((o, i) => o.value.startsWith(`${i}:`))).toBe(true);
    expect(new Set(VAT_TAG_TEXTS).size).toBe(27);
  });

  it('only tag 0 counts as taxed', () => {
    expect(isTaxedVatTag('0:Dikenakan PPN')).toBe(true);
    expect(isTaxedVatTag(0)).toBe(true);
    for (let id = 1; id <= 26; id++) {
      expect(isTaxedVatTag(formatVatTag(id))).toBe(false);
      expect(isTaxedVatTag(id)).toBe(false);
    }
    expect(isTaxedVatTag('x')).toBe(false);
  });

  it('parses the number:text form', () => {
    expect(parseVatTag('12:Jasa Pendidikan')).toEqual({ id: 12, text: 'Jasa Pendidikan' });
    expect(parseVatTag('0')).toEqual({ id: 0, text: 'Dikenakan PPN' });
    expect(parseVatTag('27:Lain')).toBeNull();
    expect(parseVatTag('abc')).toBeNull();
  });
});

describe('service and list values', () => {
  it('service fixed values', () => {
    expect(SERVICE_FIXED_VALUES).toEqual({
      l_merk: 1,
      kondisi: 'Baru',
      s_gudang: 100000000,
      berat: 0,
      panjang: 0,
      lebar: 0,
      tinggi: 0,
      d_status: 0,
    });
  });

  it("a service name is prefixed 'Jasa '", () => {
    expect(serviceName('Servis AC')).toBe('Jasa Servis AC');
    expect(serviceName('Jasa Servis AC')).toBe('Jasa Servis AC');
  });

  it("stock 100000000 of a layout-3 product reads 'Jasa'", () => {
    expect(stockLabel('100000000', 3)).toBe('Jasa');
    expect(stockLabel(100000000, 1)).toBe('100000000');
    expect(stockLabel(5, 3)).toBe('5');
  });

  it("'Paket' badge and 'None' model", () => {
    expect(isPackage(['package'])).toBe(true);
    expect(isPackage([])).toBe(false);
    expect(modelLabel('')).toBe('None');
    expect(modelLabel('X1')).toBe('X1');
  });

  it('defaults and photo slots', () => {
    expect(PRODUCT_DEFAULTS).toEqual({
      weightKg: 0.2,
      dimensionCm: 0,
      unit: 'Eksemplar',
      brandId: 501,
      packetQuantity: 1,
      ppnMode: PPN_MODE.includePpn,
    });
    expect(extraPhotoSlots('goods')).toBe(2);
    expect(extraPhotoSlots('service')).toBe(3);
  });
});

describe('a typed choice, named by value or label in any case', () => {
  /** The rule in words: a value before a label, the first option before a later one. */
  const byFinding = <V extends string | number>(options: readonly Option<V>[], typed: string): V | null => {
    const wanted = typed.trim().toLowerCase();
    if (wanted === '') return null;
    const found =
      options.find((option) => String(option.value).toLowerCase() === wanted) ??
      options.find((option) => option.label.toLowerCase() === wanted);
    return found ? found.value : null;
  };
  const word = fc.constantFrom('Pcs', 'pcs', 'Kodi', 'Gross', 'Lusin', 'a', 'A', '1', 'Set', ' ');

  it('reads as the first option whose value, then whose label, it names', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: fc.oneof(word, fc.integer({ min: 0, max: 3 })), label: word }), { maxLength: 8 }),
        fc.tuple(word, fc.constantFrom('', ' ', '  ')),
        (options, [typed, space]) => {
          // The same list asked twice: the second answer comes from what the first one made.
          expect(canonicalChoice(options, `${space}${typed}${space}`)).toBe(byFinding(options, typed));
          expect(canonicalChoice(options, typed.toUpperCase())).toBe(byFinding(options, typed.toUpperCase()));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads the unit list's names", () => {
    expect(canonicalChoice(UNIT_OPTIONS, ' PCS ')).toBe('Pcs');
    expect(canonicalChoice(UNIT_OPTIONS, 'gross')).toBe('Kodi');
    expect(canonicalChoice(UNIT_OPTIONS, 'Lembar')).toBeNull();
    expect(canonicalChoice(UNIT_OPTIONS, '  ')).toBeNull();
  });
});

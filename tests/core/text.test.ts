import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, jsonNestsDeeper, stripHiddenCharacters, stripHiddenDeep } from '@core/text';

/** Control and bidirectional characters are dropped from every text field. */
describe('hidden characters', () => {
  it('drops NUL, the right-to-left override and the other controls, keeps tabs and line breaks', () => {
    expect(stripHiddenCharacters('Buku\u0000 Tulis')).toBe('Buku Tulis');
    expect(stripHiddenCharacters('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(stripHiddenCharacters('baris 1\nbaris\t2\r\n')).toBe('baris 1\nbaris\t2\r\n');
    expect(stripHiddenDeep({ name: 'A\u200Fb', tiers: [{ note: '\u2066x\u2069' }], size: 3 })).toEqual({
      name: 'Ab',
      tiers: [{ note: 'x' }],
      size: 3,
    });
  });

  it('leaves no hidden character and changes nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = stripHiddenCharacters(text);
        expect(hasHiddenCharacters(clean)).toBe(false);
        expect(stripHiddenCharacters(clean)).toBe(clean);
        // What is left is the text itself with characters taken out: a subsequence of it.
        let at = 0;
        for (const ch of clean) at = text.indexOf(ch, at) + ch.length;
        expect(at).toBeGreaterThanOrEqual(clean.length);
        expect([...text].filter((ch) => !hasHiddenCharacters(ch)).join('')).toBe(clean);
      }),
    );
  });
});

/** How deep a parsed value nests objects and arrays (a string or number: 0). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

function nested(depth: number, leaf: unknown): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('deep input', () => {
  it('reads the nesting of a JSON text as deep as parsing it does, whatever its strings hold', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'large' }), fc.integer({ min: 0, max: 8 }), (text, max) => {
        expect(jsonNestsDeeper(text, max)).toBe(depthOf(JSON.parse(text)) > max);
      }),
    );
    expect(jsonNestsDeeper('{"a":"{{{{[[[["}', 1)).toBe(false);
    expect(jsonNestsDeeper('{"a":"\\"}', 1)).toBe(false);
    expect(jsonNestsDeeper(JSON.stringify(nested(33, 1)), 32)).toBe(true);
    expect(jsonNestsDeeper(JSON.stringify(nested(32, 1)), 32)).toBe(false);
  });

  it('walks a value nested 200 000 deep without overflowing the stack', () => {
    const deep = nested(200_000, 'bawah\u202E');
    const clean = stripHiddenDeep(deep);
    let bottom: unknown = clean;
    // Unwrapped from the outside in: the last wrapping first.
    for (let i = 200_000 - 1; i >= 0; i -= 1)
      bottom = i % 2 === 0 ? (bottom as { a: unknown }).a : (bottom as unknown[])[0];
    expect(bottom).toBe('bawah');
  });

  it('keeps every key as data, __proto__ too, and leaves the input as it was', () => {
    const input = JSON.parse('{"__proto__":{"admin":"ya\\u0000"},"list":["a\\u202Eb",2,null]}') as Record<
      string,
      unknown
    >;
    const clean = stripHiddenDeep(input);
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(clean, '__proto__')?.value).toEqual({ admin: 'ya' });
    expect(clean.list).toEqual(['ab', 2, null]);
    expect(input.list).toEqual(['a\u202Eb', 2, null]);
  });

  it('changes nothing but strings, on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const clean = stripHiddenDeep(value);
        expect(JSON.stringify(clean)).toBe(
          JSON.stringify(value, (_key, item: unknown) =>
            typeof item === 'string' ? stripHiddenCharacters(item) : item,
          ),
        );
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, stripHiddenCharacters, stripHiddenDeep } from '@core/text';

/** Issue 14 item 9: control and bidirectional characters are dropped from every text field. */
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

import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, csvLines, csvTable, neutraliseFormula } from '@core/csv';

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];
const risky = fc.oneof(
  fc.string(),
  fc.tuple(fc.constantFrom(...FORMULA_START), fc.string()).map(([start, rest]) => start + rest),
  fc.constantFrom('=HYPERLINK("http://x","klik")', '+1+cmd|/C calc!A0', '-2+3', '@SUM(A1)', '\t=1', '\r=1', 'a,"b"\nc'),
);
const value = fc.oneof(risky, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null));

function parse(text: string): string[][] {
  return Papa.parse<string[]>(text, { newline: '\r\n', delimiter: ',' }).data;
}

describe('core CSV writer', () => {
  it('any text comes back from a CSV parser exactly, apart from the apostrophe in front of a formula start', () => {
    fc.assert(
      fc.property(fc.array(fc.array(value, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }), (rows) => {
        const parsed = parse(csvTable(['a', 'b'], rows));
        expect(parsed.slice(1)).toEqual(
          rows.map((row) =>
            row.map((v) => (v === null ? '' : typeof v === 'number' ? String(v) : neutraliseFormula(v))),
          ),
        );
      }),
    );
  });

  it('no text field a spreadsheet reads starts with =, +, -, @, tab or CR', () => {
    fc.assert(
      fc.property(fc.array(risky, { minLength: 1, maxLength: 10 }), (texts) => {
        for (const field of parse(csvLines([texts]))[0] ?? [])
          expect(FORMULA_START.includes(field.charAt(0))).toBe(false);
      }),
    );
  });

  it('neutralises with a leading apostrophe (OWASP), quotes only what needs it, keeps numbers numbers', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('-5000')).toBe("'-5000");
    expect(csvField(-5000)).toBe('-5000');
    expect(csvField('Pulpen, hitam')).toBe('"Pulpen, hitam"');
    expect(csvField('kata "kutip"')).toBe('"kata ""kutip"""');
    expect(csvField(null)).toBe('');
    expect(csvLines([['a', 1]], { newline: '\n' })).toBe('a,1\n');
    expect(csvTable(['x'], [['y']])).toBe('x\r\ny');
  });
});

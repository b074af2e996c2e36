import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlainCellSpan, scanPlainCell } from '@core/massUpload/xlsx/plainCell';

/**
 * The reference: the plain cell as a regular expression, as the reader matched it before it
 * walked characters. Groups: r, s, t, value.
 */
const PLAIN_VALUE = '"([^"<&\\t\\n\\r]*)"';
const REFERENCE = new RegExp(
  `<c(?: r=${PLAIN_VALUE})?(?: s=${PLAIN_VALUE})?(?: t=${PLAIN_VALUE})?(?:/>|>(?:<v>([^<]*)</v>)?</c>)`,
  'y',
);

const part = (text: string, start: number, end: number): string | undefined =>
  start < 0 ? undefined : text.slice(start, end);

function scanned(text: string, at: number): unknown {
  const span = new PlainCellSpan();
  const end = scanPlainCell(text, at, span);
  if (end < 0) return null;
  return {
    end,
    groups: [
      part(text, span.refStart, span.refEnd),
      part(text, span.styleStart, span.styleEnd),
      part(text, span.typeStart, span.typeEnd),
      part(text, span.valueStart, span.valueEnd),
    ],
  };
}

function referenced(text: string, at: number): unknown {
  REFERENCE.lastIndex = at;
  const match = REFERENCE.exec(text);
  return match === null ? null : { end: REFERENCE.lastIndex, groups: match.slice(1) };
}

const token = fc.constantFrom(
  '<c',
  ' r="',
  ' s="',
  ' t="',
  ' x="',
  '"',
  "'",
  'A1',
  '7',
  's',
  '&amp;',
  '\t',
  '<',
  '>',
  '/>',
  '<v>',
  '</v>',
  '</c>',
  ' ',
  '=',
);

const attributeValue = fc.constantFrom('', 'A1', '$B$2', '7', 's', 'a b', 'x&amp;', 'a<', '\t', "it's");
const cellLike = fc
  .tuple(
    fc.subarray(['r', 's', 't', 'x']),
    fc.array(attributeValue, { minLength: 4, maxLength: 4 }),
    fc.constantFrom(
      '/>',
      '>',
      '></c>',
      '><v>',
      '><v></v></c>',
      '><v>7</v></c>',
      '><v>a&amp;b</v></c>',
      '><v>7</c>',
      '><f>1</f></c>',
    ),
    fc.constantFrom('', ' ', '  '),
  )
  .map(
    ([names, values, end, space]) =>
      `<c${names.map((name, i) => `${space || ' '}${name}="${values[i] ?? ''}"`).join('')}${end}`,
  );

describe('a plain cell, read by walking its characters', () => {
  it('is found exactly where the regular expression of plain cells matches, with the same parts', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 14 }), fc.nat({ max: 3 }), (tokens, lead) => {
        const text = `${' '.repeat(lead)}<c${tokens.join('')}`;
        expect(scanned(text, lead)).toEqual(referenced(text, lead));
      }),
      { numRuns: 5000 },
    );
  });

  it('is found exactly where the regular expression matches, on cells with any attributes, values and ends', () => {
    let found = 0;
    fc.assert(
      fc.property(cellLike, fc.oneof({ arbitrary: fc.constant(0), weight: 4 }, fc.nat({ max: 30 })), (text, cut) => {
        const piece = cut === 0 ? text : text.slice(0, text.length - cut);
        const expected = referenced(piece, 0);
        if (expected !== null) found += 1;
        expect(scanned(piece, 0)).toEqual(expected);
      }),
      { numRuns: 5000 },
    );
    // The property is about cells that are read, not only ones that are refused.
    expect(found).toBeGreaterThan(500);
  });

  it('reads the cells writers write', () => {
    const text = '<c r="B2" s="1" t="s"><v>7</v></c><c r="C2"/><c t="n"></c>';
    expect(scanned(text, 0)).toEqual({ end: 34, groups: ['B2', '1', 's', '7'] });
    expect(scanned(text, 34)).toEqual({ end: 45, groups: ['C2', undefined, undefined, undefined] });
    expect(scanned(text, 45)).toEqual({ end: text.length, groups: [undefined, undefined, 'n', undefined] });
    // Cut by the end of a piece: not a cell yet.
    expect(scanned('<c r="B2"><v>7</v></', 0)).toBeNull();
  });
});

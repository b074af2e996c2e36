import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedStringsReader } from '@core/massUpload/xlsx/sharedStrings';
import { SheetRefused, SheetRows } from '@core/massUpload/xlsx/sheet';
import {
  MAX_PENDING_CHARS,
  XmlRefused,
  XmlScanner,
  type XmlAttributes,
  type XmlHandler,
} from '@core/massUpload/xlsx/xml';

/**
 * The xlsx parts' tokenizer against a model: any element tree, written the many ways XML allows
 * (either quote, spaces around '=', namespace prefixes, entities and character references, CDATA,
 * comments, processing instructions, CR LF line ends) and fed in pieces cut anywhere, gives the
 * tree's own events. Malformed or unsafe parts are refused.
 */

type XmlEvent =
  | readonly ['open', string, Readonly<Record<string, string>>, boolean]
  | readonly ['text', string]
  | readonly ['close', string];

interface Element {
  readonly prefix: string;
  readonly name: string;
  readonly attributes: readonly (readonly [prefix: string, name: string, value: string])[];
  /** Empty: written `<a/>` or `<a></a>`, by `selfClosing`. */
  readonly children: readonly (Element | string)[];
  readonly selfClosing: boolean;
}

/** The events a tree gives, text between two tags joined (a tokenizer may cut it anywhere). */
function modelEvents(element: Element): XmlEvent[] {
  const attributes = Object.fromEntries(element.attributes.map(([, name, value]) => [name, value]));
  if (element.children.length === 0 && element.selfClosing) return [['open', element.name, attributes, true]];
  const inner = element.children.flatMap((child): XmlEvent[] =>
    typeof child === 'string' ? (child === '' ? [] : [['text', child]]) : modelEvents(child),
  );
  return [['open', element.name, attributes, false], ...inner, ['close', element.name]];
}

function joinTexts(events: readonly XmlEvent[]): XmlEvent[] {
  const joined: XmlEvent[] = [];
  for (const event of events) {
    const last = joined[joined.length - 1];
    if (event[0] === 'text' && last?.[0] === 'text') joined[joined.length - 1] = ['text', last[1] + event[1]];
    else joined.push(event);
  }
  return joined.filter((event) => event[0] !== 'text' || event[1] !== '');
}

function scanned(pieces: readonly string[]): XmlEvent[] {
  const events: XmlEvent[] = [];
  const handler: XmlHandler = {
    open: (name: string, attributes: XmlAttributes, selfClosing: boolean) =>
      events.push(['open', name, { ...attributes }, selfClosing]),
    text: (text: string) => events.push(['text', text]),
    close: (name: string) => events.push(['close', name]),
  };
  const scanner = new XmlScanner(handler);
  for (const piece of pieces) scanner.write(piece);
  scanner.end();
  return joinTexts(events);
}

function refusal(pieces: readonly string[]): string {
  try {
    scanned(pieces);
  } catch (error) {
    if (error instanceof XmlRefused) return error.reason;
    throw error;
  }
  return 'read';
}

/** How each written character may be spelled: as itself where XML allows, or as a reference. */
const spelling = fc.constantFrom('plain', 'decimal', 'hex', 'named');
const NAMED: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

function escaped(text: string, choices: readonly string[], mustEscape: RegExp): string {
  let out = '';
  [...text].forEach((char, i) => {
    const choice = choices[i % choices.length] ?? 'plain';
    const code = char.codePointAt(0) ?? 0;
    if (choice === 'decimal') out += `&#${code};`;
    else if (choice === 'hex') out += `&#x${code.toString(16)};`;
    else if (mustEscape.test(char) || (choice === 'named' && NAMED[char])) out += NAMED[char] ?? `&#${code};`;
    else out += char;
  });
  return out;
}

const nameArbitrary = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,7}$/);
const prefixArbitrary = fc.constantFrom('', 'x:', 'main:');
const textArbitrary = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '<', '>', '&', '"', "'", '\n', '\t', 'é', '😀', ']', '=', '/', '?', '!', '-'),
  maxLength: 12,
});
const valueArbitrary = fc.string({
  unit: fc.constantFrom('a', '1', ' ', '<', '>', '&', '"', "'", '\t', 'é', '/', '=', '-'),
  maxLength: 8,
});

const { element } = fc.letrec<{ element: Element; node: Element | string }>((tie) => ({
  element: fc.record({
    prefix: prefixArbitrary,
    name: nameArbitrary,
    attributes: fc.uniqueArray(fc.tuple(prefixArbitrary, nameArbitrary, valueArbitrary), {
      maxLength: 3,
      selector: ([, name]) => name,
    }),
    children: fc.array(tie('node'), { maxLength: 3, depthIdentifier: 'tree' }),
    selfClosing: fc.boolean(),
  }),
  node: fc.oneof({ depthIdentifier: 'tree', withCrossShrink: true }, textArbitrary, tie('element')),
}));

/** Choices for writing a tree: spacing, quotes, spellings, CDATA, comments, line ends; reused in a cycle. */
interface Style {
  readonly spaces: readonly string[];
  readonly quotes: readonly string[];
  readonly spellings: readonly string[];
  readonly cdata: readonly boolean[];
  readonly comments: readonly boolean[];
  readonly crlf: boolean;
}

const styleArbitrary: fc.Arbitrary<Style> = fc.record({
  spaces: fc.array(fc.constantFrom('', ' ', '  ', '\t', '\n', '\r\n'), { minLength: 1, maxLength: 7 }),
  quotes: fc.array(fc.constantFrom('"', "'"), { minLength: 1, maxLength: 3 }),
  spellings: fc.array(spelling, { minLength: 1, maxLength: 5 }),
  cdata: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
  comments: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
  crlf: fc.boolean(),
});

function writer(style: Style): (element: Element) => string {
  let turn = 0;
  const pick = <T>(list: readonly T[]): T => {
    turn += 1;
    return list[turn % list.length] as T;
  };
  const space = (atLeastOne: boolean): string => {
    const chosen = pick(style.spaces);
    return chosen === '' && atLeastOne ? ' ' : chosen;
  };
  const text = (value: string): string => {
    // ']]>' is the one sequence character data cannot hold as is.
    if (pick(style.cdata) && !value.includes(']]>') && value !== '')
      return `<![CDATA[${style.crlf ? value.replace(/\n/g, '\r\n') : value}]]>`;
    const written = escaped(value, [pick(style.spellings), pick(style.spellings)], /[<&]/).replace(/]]>/g, ']]&gt;');
    return style.crlf ? written.replace(/\n/g, '\r\n') : written;
  };
  const write = (node: Element): string => {
    const attributes = node.attributes
      .map(([prefix, name, value], i) => {
        const quote = pick(style.quotes);
        // Tabs and line ends in a value read as spaces unless written as references.
        const body = escaped(value, [pick(style.spellings)], new RegExp(`[<&\\t${quote}]`));
        return `${space(i === 0)}${prefix}${name}${space(false)}=${space(false)}${quote}${body}${quote}`;
      })
      .join('');
    const tag = `${node.prefix}${node.name}`;
    const comment = pick(style.comments) ? '<!-- catatan - <b> & -->' : '';
    if (node.children.length === 0 && node.selfClosing) return `<${tag}${attributes}${space(false)}/>${comment}`;
    const inner = node.children.map((child) => (typeof child === 'string' ? text(child) : write(child))).join(comment);
    return `<${tag}${attributes}${space(false)}>${inner}</${tag}${space(false)}>`;
  };
  return (root) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<!-- awal -->${write(root)}\n<?akhir ya?>\n`;
}

/** The document cut at the given places, in order. */
function cut(document: string, places: readonly number[]): string[] {
  const at = [...new Set(places.map((p) => p % (document.length + 1)))].sort((a, b) => a - b);
  return [...at, document.length].map((end, i) => document.slice(i === 0 ? 0 : at[i - 1], end));
}

describe("the xlsx parts' tokenizer", () => {
  it('reads any element tree, however it is written and cut, as the tree', () => {
    fc.assert(
      fc.property(element, styleArbitrary, fc.array(fc.nat(), { maxLength: 6 }), (root, style, places) => {
        const document = writer(style)(root);
        expect(scanned(cut(document, places))).toEqual(joinTexts(modelEvents(root)));
      }),
      { numRuns: 600 },
    );
  });

  it('reads a sheet row as Excel, LibreOffice and Google Sheets write it', () => {
    const row =
      '<x:row r="2" spans="1:3"><x:c r="A2" t="s"><x:v>0</x:v></x:c><c r="B2" s="1"><f>A1*2</f><v>72000</v></c>' +
      '<c r=\'C2\' t="inlineStr"><is><r><t xml:space="preserve">Pulpen </t></r><r><rPr><b/></rPr><t>Gel &amp; Tinta</t></r></is></c></x:row>';
    expect(scanned([`<worksheet>${row}</worksheet>`])).toEqual([
      ['open', 'worksheet', {}, false],
      ['open', 'row', { r: '2', spans: '1:3' }, false],
      ['open', 'c', { r: 'A2', t: 's' }, false],
      ['open', 'v', {}, false],
      ['text', '0'],
      ['close', 'v'],
      ['close', 'c'],
      ['open', 'c', { r: 'B2', s: '1' }, false],
      ['open', 'f', {}, false],
      ['text', 'A1*2'],
      ['close', 'f'],
      ['open', 'v', {}, false],
      ['text', '72000'],
      ['close', 'v'],
      ['close', 'c'],
      ['open', 'c', { r: 'C2', t: 'inlineStr' }, false],
      ['open', 'is', {}, false],
      ['open', 'r', {}, false],
      ['open', 't', { space: 'preserve' }, false],
      ['text', 'Pulpen '],
      ['close', 't'],
      ['close', 'r'],
      ['open', 'r', {}, false],
      ['open', 'rPr', {}, false],
      ['open', 'b', {}, true],
      ['close', 'rPr'],
      ['open', 't', {}, false],
      ['text', 'Gel & Tinta'],
      ['close', 't'],
      ['close', 'r'],
      ['close', 'is'],
      ['close', 'c'],
      ['close', 'row'],
      ['close', 'worksheet'],
    ]);
  });

  it('reads attributes written without a space between them, and with spaces around =', () => {
    expect(scanned(['<c r="A1"t="s" s = \'2\' />'])).toEqual([['open', 'c', { r: 'A1', t: 's', s: '2' }, true]]);
  });

  it('refuses a DOCTYPE (entity expansion) before reading anything else', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><sst>&lol2;</sst>';
    expect(refusal([laughs])).toBe('doctype');
    expect(refusal(['<!doctype html><html/>'])).toBe('doctype');
  });

  it.each([
    ['an undeclared entity', '<a>&lol;</a>'],
    ['a bare ampersand', '<a>fish & chips</a>'],
    ['an uppercase hexadecimal reference', '<a>&#X41;</a>'],
    ['a reference to no character', '<a>&#0;</a>'],
    ['a reference past Unicode', '<a>&#x110000;</a>'],
    ['a reference to a surrogate', '<a>&#xD800;</a>'],
    ['an element left open', '<a><b></b>'],
    ['a close with nothing open', '<a/></a>'],
    ['two roots', '<a/><b/>'],
    ['text beside the root', '<a/>teks'],
    ['text before the root', 'teks<a/>'],
    ['no root at all', '<?xml version="1.0"?>'],
    ['a < in an attribute', '<a b="1<2"/>'],
    ['an attribute without quotes', '<a b=1/>'],
    ['an attribute without a value', '<a b/>'],
    ['a tag without a name', '< a/>'],
    ['a slash inside a tag', '<a/b="1"/>'],
    ['an empty close tag', '<a></>'],
    ['CDATA outside the root', '<![CDATA[x]]><a/>'],
    ['an unknown declaration', '<a><!ELEMENT a ANY></a>'],
    ['an unfinished tag', '<a><b c="1"'],
  ])('refuses %s', (_what, document) => {
    expect(refusal([document])).toBe('malformed');
  });
});

/** Sheet cells the many ways spreadsheet programs write them, for the shortcut properties below. */
const cellAttribute = fc.oneof(
  fc.constantFrom(' r="B2"', ' r="b2"', " r='C2'", ' r="&#66;2"', ' r = "AB2"', ' r="2"'),
  fc.constantFrom(' s="1"', ' s="0"', ' s="2"', " s='1'", ' s="&#49;"', ' s="x"'),
  fc.constantFrom(' t="s"', ' t="n"', ' t="str"', ' t="b"', ' t="e"', ' t="d"', " t='s'", ' t="\ts"'),
  fc.constantFrom(' cm="1"', ' x:vm="2"', ' ph="1"'),
);
const cellAttributes = fc.array(cellAttribute, { maxLength: 4 }).map((list) => list.join(''));
const cellText = fc.string({
  unit: fc.constantFrom('a', '7', ' ', '&amp;', '&lt;', '&#233;', '_x000D_', '\r\n', 'é', '.'),
  maxLength: 5,
});
const cellXml = fc.oneof(
  fc
    .tuple(cellAttributes, fc.nat({ max: 5 }), fc.boolean())
    .map(([attributes, index, selfClosing]) =>
      selfClosing ? `<c${attributes}/>` : `<c${attributes}><v>${index}</v></c>`,
    ),
  fc
    .tuple(fc.constantFrom(' r="C2"', '', ' r = "AA2"  s="2"'), cellText)
    .map(([attributes, text]) => `<c${attributes} t="str"><v>${text}</v></c>`),
  fc.constantFrom(
    '<c r="D2"/>',
    '<c r="D2" s="1" />',
    '<c r="E2"></c>',
    '<c r="E2"><v></v></c>',
    '<c>\n<v>5</v>\n</c>',
    '<x:c r="F2"><x:v>6</x:v></x:c>',
  ),
  cellText.map((text) => `<c r="G2" t="inlineStr"><is><t>${text}</t></is></c>`),
  cellText.map((text) => `<c r="H2"><f>A1&amp;"x"</f><v>${text}</v></c>`),
  fc.constantFrom('<c r="I2" t="s"><v>9</v></c>', '<c r="J2" t="s"><v>x</v></c>'),
  // Plain cells, each part plain or not, with numbers and indexes the way writers write them.
  fc
    .tuple(
      fc.constantFrom('', ' r="B2"', ' r="$C$2"', ' r="XFE2"', ' r=""', ' r="b2"', ' r="B2" '),
      fc.constantFrom('', ' s="1"', ' s="01"', ' s=""', ' s="2"', ' s="1.0"'),
      fc.constantFrom('', ' t="n"', ' t="s"', ' t="x"', ' t="str"'),
      fc.constantFrom('0', '7', '007', '-3', '1.5', '1e5', ' 7', '', '1234567890123456789', '&#49;', '46159', '5.0'),
    )
    .map(([r, s, t, v]) => `<c${r}${s}${t}><v>${v}</v></c>`),
  // A cell inside an inline string is not a cell.
  fc.constant('<c r="K2" t="inlineStr"><is><c r="L2"><v>1</v></c><t>z</t></is></c>'),
);
const sheetXml = fc
  .tuple(
    fc.array(fc.array(cellXml, { maxLength: 5 }), { maxLength: 5 }),
    fc.constantFrom('', '<c r="A9" t="s"><v>99</v></c>'),
  )
  // What stands outside sheetData (here a stray cell) is no row's.
  .map(
    ([rows, outside]) =>
      `<worksheet>${outside}<sheetData>${rows.map((cells, i) => `<row r="${i + 2}">${cells.join('')}</row>`).join('')}</sheetData>${outside}</worksheet>`,
  );

function sheetRead(pieces: readonly string[], shortcut: boolean): unknown {
  const sheet = new SheetRows({
    sharedStrings: ['nol', 'satu', '', 'tiga', '&amp;', '_x0009_'],
    numberKinds: [null, 'date', null],
    date1904: false,
    links: { empty: true, at: () => undefined },
    maxRows: 100,
  });
  const scanner = new XmlScanner(sheet, shortcut ? sheet.shortcut : undefined);
  try {
    for (const piece of pieces) scanner.write(piece);
    scanner.end();
  } catch (error) {
    return error instanceof XmlRefused || error instanceof SheetRefused ? error.message : error;
  }
  return sheet.ready;
}

const sharedItem = fc.oneof(
  cellText.map((text) => `<si><t>${text}</t></si>`),
  cellText.map((text) => `<si><t xml:space="preserve">${text}</t></si>`),
  fc.constantFrom(
    '<si/>',
    '<si></si>',
    '<si><t/></si>',
    '<si><r><t>a</t></r><r><rPr><b/></rPr><t>b</t></r></si>',
    '<si><t>ア</t><rPh sb="0" eb="1"><t>あ</t></rPh></si>',
    '<x:si><x:t>p</x:t></x:si>',
  ),
  // A phonetic guide closed out of order: the items after it read as the tag-by-tag path reads them.
  fc.constantFrom('<si><rPh></si>', '</rPh>'),
);

function sharedRead(pieces: readonly string[], shortcut: boolean): unknown {
  const { handler, shortcut: plainItem, table } = sharedStringsReader();
  const scanner = new XmlScanner(handler, shortcut ? plainItem : undefined);
  try {
    for (const piece of pieces) scanner.write(piece);
    scanner.end();
  } catch (error) {
    return error instanceof XmlRefused ? error.message : error;
  }
  return Array.from({ length: table.count }, (_, index) => table.at(index));
}

describe("the readers' shortcuts (a plain cell or shared string in one match)", () => {
  it('read any sheet, however it is cut, exactly as tag by tag', () => {
    fc.assert(
      fc.property(sheetXml, fc.array(fc.nat(), { maxLength: 4 }), (xml, places) => {
        const pieces = cut(xml, places);
        expect(sheetRead(pieces, true)).toEqual(sheetRead(pieces, false));
      }),
      { numRuns: 400 },
    );
  });

  it('read any shared-strings part, however it is cut, exactly as tag by tag', () => {
    fc.assert(
      fc.property(fc.array(sharedItem, { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 4 }), (items, places) => {
        const pieces = cut(`<sst>${items.join('')}</sst>`, places);
        expect(sharedRead(pieces, true)).toEqual(sharedRead(pieces, false));
      }),
      { numRuns: 400 },
    );
  });

  it('read plain cells and strings as their values', () => {
    expect(
      sheetRead(
        [
          '<worksheet><sheetData><row r="2"><c r="A2" t="s"><v>1</v></c><c r="C2" t="str"><v>a &amp; b</v></c><c r="D2" s="1"><v>46159</v></c></row></sheetData></worksheet>',
        ],
        true,
      ),
    ).toEqual([{ row: 2, cells: ['satu', null, 'a & b', '2026-05-17'] }]);
    expect(
      sharedRead(['<sst><si><t>Pulpen &amp; Tinta</t></si><si><t xml:space="preserve"> a_x000D_</t></si></sst>'], true),
    ).toEqual(['Pulpen & Tinta', ' a\r']);
  });
});

describe("the tokenizer's bound on what it waits for", () => {
  it('refuses a tag that does not end within MAX_PENDING_CHARS, at the piece that crosses it, instead of scanning it again with every piece', () => {
    const scanner = new XmlScanner({ open() {}, text() {}, close() {} });
    scanner.write('<worksheet><sheetData><row r="1"><c r="A1" x="');
    const piece = 'abcdefgh'.repeat(8192);
    let written = 0;
    const refused = (() => {
      try {
        for (; written < MAX_PENDING_CHARS * 4; written += piece.length) scanner.write(piece);
      } catch (error) {
        return error instanceof XmlRefused ? error.reason : error;
      }
      return 'waited';
    })();
    expect(refused).toBe('malformed');
    expect(written).toBeLessThanOrEqual(MAX_PENDING_CHARS);
  });

  it('waits for a long cell text, cut into many pieces, up to the bound', () => {
    const texts: string[] = [];
    const scanner = new XmlScanner({ open() {}, text: (text: string) => texts.push(text), close() {} });
    const long = 'Pulpen '.repeat(32_767 / 7);
    scanner.write('<sst><si><t>');
    for (let at = 0; at < long.length; at += 1000) scanner.write(long.slice(at, at + 1000));
    scanner.write('</t></si></sst>');
    scanner.end();
    expect(texts).toEqual([long]);
  });
});

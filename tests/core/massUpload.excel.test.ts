import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellValue } from '@core/massUpload/cells';
import { READ_MESSAGES } from '@core/massUpload/xlsx/readFailure';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { packEntry } from '@core/massUpload/xlsx/zipWriter';
import { handmadeWorkbook, MAIN, utf16, worksheet } from './massUploadPackage';

/**
 * Cells read as Excel shows them, from workbooks written by hand the way Excel, LibreOffice,
 * Excel Mobile and others save them: each test holds the XML it reads.
 */

type Parts = Parameters<typeof handmadeWorkbook>[0];

/** 0 -> 'A', 26 -> 'AA'. */
const letter = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : letter(Math.floor(index / 26) - 1) + letter(index % 26);

/** Every row of the sheet that holds a value, the header row included. */
function rowsOf(parts: Parts): { row: number; cells: CellValue[] }[] {
  const sheet = readWorkbook(handmadeWorkbook(parts))._unsafeUnwrap();
  return [
    { row: 1, cells: [...sheet.headers] },
    ...[...sheet.rows].map((r) => ({ row: r.row, cells: [...r.cells] })),
  ].filter((r) => r.cells.some((cell) => cell !== null));
}

/** The values of row 1 (one cell per column) under the given styles. */
function firstRow(cells: string, styles?: Parts['styles'], extra: Partial<Parts> = {}): CellValue[] {
  return rowsOf({ sheet: `<row r="1">${cells}</row>`, ...(styles ? { styles } : {}), ...extra })[0]?.cells ?? [];
}

function refusal(parts: Parts): string {
  return readWorkbook(handmadeWorkbook(parts))._unsafeUnwrapErr().message;
}

describe('cell references within the sheet (XFD1048576)', () => {
  it('refuses a cell past column XFD with one sentence naming the cell', () => {
    expect(refusal({ sheet: '<row r="3"><c r="XFE3"><v>1</v></c></row>' })).toBe(READ_MESSAGES.outOfRange('XFE3'));
    expect(refusal({ sheet: '<row r="3"><c r="ZZZZZZZZ3"><v>1</v></c></row>' })).toBe(
      READ_MESSAGES.outOfRange('ZZZZZZZZ3'),
    );
  });

  it('refuses a row past 1,048,576, by its row number or its cell reference', () => {
    expect(refusal({ sheet: '<row r="1048577"><c><v>1</v></c></row>' })).toBe(READ_MESSAGES.outOfRange('1048577'));
    expect(refusal({ sheet: '<row r="5"><c r="A1048577"><v>1</v></c></row>' })).toBe(
      READ_MESSAGES.outOfRange('A1048577'),
    );
  });

  it('refuses a cell without a reference that would land past XFD', () => {
    const cells = '<c r="XFD1"><v>1</v></c><c><v>2</v></c>';
    expect(refusal({ sheet: `<row r="1">${cells}</row>` })).toBe(READ_MESSAGES.outOfRange('XFE1'));
  });

  it('reads XFD1048576 itself, the last cell of a sheet', () => {
    const rows = rowsOf({
      sheet: '<row r="1"><c r="A1"><v>1</v></c></row><row r="1048576"><c r="XFD1048576"><v>7</v></c></row>',
    });
    expect(rows.at(-1)?.row).toBe(1_048_576);
    expect(rows.at(-1)?.cells).toHaveLength(16_384);
    expect(rows.at(-1)?.cells.at(-1)).toBe(7);
  });

  it('cuts a monstrous reference short in the message', () => {
    const ref = `${'Z'.repeat(5000)}1`;
    const message = refusal({ sheet: `<row r="1"><c r="${ref}"><v>1</v></c></row>` });
    expect(message.length).toBeLessThan(200);
  });
});

describe('the date systems', () => {
  const dateStyle = { cellFormats: [0, 14] };
  /** Current Excel writes this extension beside the real workbookPr; its prefix-less name is workbookPr too. */
  const extension =
    '<extLst><ext uri="{140A7094-0E35-4892-8432-C4D2E57EDEB5}" xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main"><x15:workbookPr chartTrackingRefBase="1"/></ext></extLst>';

  it('reads the 1904 system as its days, whatever extension element follows (1904-01-02 is 1904-01-02)', () => {
    const extra = { workbookPrFirst: '<workbookPr date1904="1"/>', workbookExtra: extension };
    expect(firstRow('<c r="A1" s="1"><v>1</v></c><c r="B1" s="1"><v>44927</v></c>', dateStyle, extra)).toEqual([
      '1904-01-02',
      '2027-01-02',
    ]);
  });

  it("does not take an extension's workbookPr for the workbook's own", () => {
    const extra = {
      workbookPrFirst: '<workbookPr defaultThemeVersion="166925"/>',
      workbookExtra: extension.replace('chartTrackingRefBase="1"', 'date1904="1"'),
    };
    expect(firstRow('<c r="A1" s="1"><v>44927</v></c>', dateStyle, extra)).toEqual(['2023-01-01']);
  });

  it("reads serials 1 to 60 as Excel shows them, 29 February 1900 included (Lotus's leap-year bug)", () => {
    const cells = [1, 31, 59, 60, 61, 62].map(
      (serial, i) => `<c r="${String.fromCharCode(65 + i)}1" s="1"><v>${serial}</v></c>`,
    );
    expect(firstRow(cells.join(''), dateStyle)).toEqual([
      '1900-01-01',
      '1900-01-31',
      '1900-02-28',
      '1900-02-29',
      '1900-03-01',
      '1900-03-02',
    ]);
  });

  it('counts every day from 1900-03-01 on as the calendar does, in both systems', () => {
    const DAY = 86_400_000;
    const cellsOf = (serials: readonly number[]) =>
      serials
        .map((serial, i) => `<c r="A${i + 1}" s="1"><v>${serial}</v></c>`.replace(`A${i + 1}`, `${letter(i)}1`))
        .join('');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 61, max: 2_958_465 }), { minLength: 1, maxLength: 30 }), (serials) => {
        const first = Date.UTC(1900, 2, 1);
        expect(firstRow(cellsOf(serials), dateStyle)).toEqual(
          serials.map((serial) => new Date(first + (serial - 61) * DAY).toISOString().slice(0, 10)),
        );
      }),
      { numRuns: 30 },
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_957_003 }), { minLength: 1, maxLength: 30 }), (serials) => {
        const first = Date.UTC(1904, 0, 1);
        expect(firstRow(cellsOf(serials), dateStyle, { workbookPrFirst: '<workbookPr date1904="1"/>' })).toEqual(
          serials.map((serial) => new Date(first + serial * DAY).toISOString().slice(0, 10)),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('keeps a serial past 9999-12-31, or before the first day, as the number it is', () => {
    expect(
      firstRow(
        '<c r="A1" s="1"><v>2958465</v></c><c r="B1" s="1"><v>2958466</v></c><c r="C1" s="1"><v>-3</v></c>',
        dateStyle,
      ),
    ).toEqual(['9999-12-31', 2_958_466, -3]);
  });
});

describe('what the reader gets right and keeps', () => {
  it("decodes Excel's _xHHHH_ escapes in shared and inline strings", () => {
    const row = firstRow(
      '<c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>a_x0009_b</t></is></c>',
      undefined,
      {
        sharedStrings: ['baris satu_x000D_\nbaris dua', 'x'],
      },
    );
    expect(row).toEqual(['baris satu\r\nbaris dua', 'a\tb']);
  });

  it('reads a LibreOffice formula cell by the text cached in its <v>', () => {
    expect(firstRow('<c r="A1" t="str"><f>CONCATENATE("Pul";"pen")</f><v>Pulpen</v></c>')).toEqual(['Pulpen']);
  });

  it('reads the Asian built-in date format 58 as a date', () => {
    expect(firstRow('<c r="A1" s="1"><v>45000</v></c>', { cellFormats: [0, 58] })).toEqual(['2023-03-15']);
  });
});

describe('number formats: dates, times and durations', () => {
  const custom = (code: string): Parts['styles'] => ({ formats: { 164: code }, cellFormats: [0, 164] });

  it('reads upper-case date codes as LibreOffice writes them', () => {
    expect(firstRow('<c r="A1" s="1"><v>45000</v></c>', custom('YYYY'))).toEqual(['2023-03-15']);
    expect(firstRow('<c r="A1" s="1"><v>45000</v></c>', custom('DD/YY'))).toEqual(['2023-03-15']);
    expect(firstRow('<c r="A1" s="1"><v>45000.5</v></c>', custom('[$-421]DD.MM.YYYY HH:MM:SS'))).toEqual([
      '2023-03-15',
    ]);
  });

  it('reads a time format as the time of day, not as 1899-12-30', () => {
    expect(firstRow('<c r="A1" s="1"><v>0.5</v></c>', custom('h:mm:ss'))).toEqual(['12:00:00']);
    expect(firstRow('<c r="A1" s="1"><v>0.604166666666667</v></c>', custom('HH:MM'))).toEqual(['14:30:00']);
    expect(firstRow('<c r="A1" s="1"><v>0.75</v></c>', { cellFormats: [0, 21] })).toEqual(['18:00:00']);
  });

  it('reads elapsed-time codes as a duration, hours past 24 counted', () => {
    expect(firstRow('<c r="A1" s="1"><v>1.5</v></c>', custom('[h]:mm:ss'))).toEqual(['36:00:00']);
    expect(firstRow('<c r="A1" s="1"><v>0.25</v></c>', custom('[mm]:ss'))).toEqual(['06:00:00']);
    expect(firstRow('<c r="A1" s="1"><v>2</v></c>', custom('[h]'))).toEqual(['48:00:00']);
  });

  it('keeps numbers in number formats as numbers', () => {
    const codes = [
      '#,##0',
      '0.00E+00',
      '"Rp"#,##0',
      '[Red]0.00',
      '#,##0_);(#,##0)',
      'General',
      '@',
      '0 "hari"',
      '[$Rp-421]#,##0',
    ];
    for (const code of codes) expect(firstRow('<c r="A1" s="1"><v>15000</v></c>', custom(code))).toEqual([15000]);
  });

  it('reads an ISO date cell as written, whatever the zone of the machine reading it', () => {
    // Early and late in the day: read in the machine's zone, one of them lands on another day wherever that is not UTC.
    expect(
      firstRow(
        '<c r="A1" t="d"><v>2021-01-01T03:00:00</v></c><c r="B1" t="d"><v>2021-01-01T20:00:00</v></c><c r="C1" t="d"><v>2021-01-01</v></c><c r="D1" t="d"><v>2021-06-30T23:30:00Z</v></c>',
      ),
    ).toEqual(['2021-01-01', '2021-01-01', '2021-01-01', '2021-06-30']);
  });
});

describe('packages as other programs save them', () => {
  const sheetXml = worksheet(
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>é中😀</t></is></c></row>',
  );
  const table = `<?xml version="1.0" encoding="UTF-16"?><sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>Nama Produk*</t></si></sst>`;

  it.each([
    ['little endian with a byte order mark', 'le', true],
    ['big endian with a byte order mark', 'be', true],
    ['little endian without a mark, as Excel Mobile saves it', 'le', false],
  ] as const)('reads UTF-16 parts, %s', (_name, endian, bom) => {
    const rows = rowsOf({
      sheet: utf16(sheetXml.replace('encoding="UTF-8"', 'encoding="UTF-16"'), endian, bom),
      sharedStrings: utf16(table, endian, bom),
    });
    expect(rows).toEqual([{ row: 1, cells: ['Nama Produk*', 'é中😀'] }]);
  });

  it('reads a UTF-8 part with a byte order mark, and keeps a zero-width no-break space inside the text', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const body = new TextEncoder().encode(
      worksheet('<row r="1"><c r="A1" t="inlineStr"><is><t>a\ufeffb</t></is></c></row>'),
    );
    const sheet = new Uint8Array(bom.length + body.length);
    sheet.set(bom);
    sheet.set(body, bom.length);
    expect(rowsOf({ sheet })).toEqual([{ row: 1, cells: ['a\ufeffb'] }]);
  });

  it('finds a part whose name differs only in case (OPC part names are case-insensitive)', () => {
    const rows = rowsOf({
      sheet: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
      sharedStrings: ['Nama Produk*'],
      names: { sharedStrings: 'xl/SharedStrings.xml', sheet: 'XL/Worksheets/Sheet1.xml' },
    });
    expect(rows).toEqual([{ row: 1, cells: ['Nama Produk*'] }]);
  });

  it('refuses a zip holding two entries of one name as ambiguous', () => {
    const twice = packEntry('xl/worksheets/sheet1.xml', new TextEncoder().encode(worksheet('')));
    expect(refusal({ sheet: '<row r="1"><c r="A1"><v>1</v></c></row>', extra: [twice] })).toBe(
      READ_MESSAGES.ambiguousParts,
    );
  });

  it('applies a hyperlink on a range to every cell of it, as a link on one cell', () => {
    const rows = rowsOf({
      sheet: worksheet(
        [
          '<row r="1"><c r="A1"><v>0</v></c></row>',
          ...[3, 4, 5, 6].map(
            (r) =>
              `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>foto</t></is></c><c r="B${r}" t="inlineStr"><is><t>lain</t></is></c></row>`,
          ),
        ].join(''),
        '<hyperlinks><hyperlink ref="A3:A5" r:id="rId1"/><hyperlink ref="B6" r:id="rId2"/></hyperlinks>',
      ),
      sheetLinks: { rId1: 'https://contoh.id/a.jpg', rId2: 'https://contoh.id/b.jpg' },
    });
    expect(rows.slice(1).map((r) => r.cells)).toEqual([
      ['https://contoh.id/a.jpg', 'lain'],
      ['https://contoh.id/a.jpg', 'lain'],
      ['https://contoh.id/a.jpg', 'lain'],
      ['foto', 'https://contoh.id/b.jpg'],
    ]);
  });
});

describe('zip bombs and honest text', () => {
  it('reads a sheet of long repeated descriptions, which compresses far better than 100:1', () => {
    const description = 'Pulpen gel hitam 0,5 mm, isi 12 batang, tinta cepat kering dan tidak luntur. '.repeat(400);
    const rows = Array.from(
      { length: 120 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${description}</t></is></c></row>`,
    );
    const bytes = handmadeWorkbook({ sheet: rows.join('') });
    expect(bytes.length * 100).toBeLessThan(rows.join('').length);
    const read = readWorkbook(bytes)._unsafeUnwrap();
    expect([...read.rows]).toHaveLength(119);
    expect(read.headers).toEqual([description]);
  });
});

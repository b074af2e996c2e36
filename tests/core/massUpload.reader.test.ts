import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellValue } from '@core/massUpload/cells';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { plainRow } from './massUploadExceljs';

/**
 * The lean reader against exceljs: any grid exceljs writes reads back the same through both.
 * Strings avoid what exceljs itself mangles (raw control characters it writes unescaped, the
 * '_xHHHH_' escape it does not decode, '&' in a formula's text result it decodes twice, a
 * formula's cached 0 it drops).
 */
const safeText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '&',
        '<',
        '>',
        '"',
        "'",
        ' ',
        '\n',
        '\t',
        '😀',
        '👍🏽',
        'é',
        'ß',
        '中',
        ';',
        ',',
        '=',
        '-',
        '@',
        '#',
      ),
      fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme-ascii' }).filter((s) => !s.includes('_')),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''))
  // eslint-disable-next-line no-control-regex -- text XML 1.0 can carry: no control characters
  .filter((s) => s.trim() !== '' && !/[\r\x00-\x08\x0b\x0c\x0e-\x1f]/.test(s));

const plainWord = fc.stringMatching(/^[A-Za-z0-9 ]{1,12}$/).filter((s) => s.trim() !== '');
const url = fc.webUrl({ withQueryParameters: false, withFragments: false }).filter((u) => !/[&<>"']/.test(u));
const day = fc
  .date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())));

const cellArbitrary: fc.Arbitrary<ExcelJS.CellValue> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: safeText, weight: 4 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), weight: 3 },
  { arbitrary: fc.integer({ min: -1_000_000, max: 999_999_999_999 }), weight: 2 },
  { arbitrary: day, weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.record({ text: safeText, hyperlink: url }), weight: 1 },
  // Not 0: exceljs drops a cached 0 when it reads (`<f>1+1</f><v>0</v>` comes back without a result); see the test below.
  {
    arbitrary: fc.record({
      formula: fc.constant('1+1'),
      result: fc.integer({ min: -99999, max: 99999 }).filter((n) => n !== 0),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ formula: fc.constant('"a"&"b"'), result: plainWord }), weight: 1 },
  {
    arbitrary: fc
      .array(safeText, { minLength: 1, maxLength: 3 })
      .map((texts) => ({ richText: texts.map((text, i) => ({ text, font: { bold: i % 2 === 0 } })) })),
    weight: 1,
  },
);

const gridArbitrary = fc.array(fc.array(cellArbitrary, { minLength: 1, maxLength: 8 }), {
  minLength: 1,
  maxLength: 12,
});

async function written(grid: readonly (readonly ExcelJS.CellValue[])[], skipEvery: number): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Lain').getCell('A1').value = 'bukan produk';
  const sheet = book.addWorksheet('Produk');
  grid.forEach((cells, r) => {
    // Rows and cells skipped now and then, so `r` references carry the positions.
    const row = sheet.getRow(1 + r * skipEvery);
    cells.forEach((value, c) => {
      if (value !== null) row.getCell(1 + c * (c % 3 === 2 ? 2 : 1)).value = value;
    });
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function throughExceljs(bytes: Uint8Array): Promise<{ row: number; cells: CellValue[] }[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: { row: number; cells: CellValue[] }[] = [];
  book.getWorksheet('Produk')?.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = plainRow(row.values);
    if (cells.some((cell) => cell !== null)) rows.push({ row: number, cells });
  });
  return rows;
}

function throughLeanReader(bytes: Uint8Array): { row: number; cells: CellValue[] }[] {
  const read = readWorkbook(bytes);
  // A Produk sheet without a single cell has no header row: the reader says so ('kosong') where exceljs lists no rows.
  if (read.isErr() && read.error.kind === 'empty') return [];
  const sheet = read._unsafeUnwrap();
  const all = [
    { row: 1, cells: [...sheet.headers] },
    ...[...sheet.rows].map((r) => ({ row: r.row, cells: [...r.cells] })),
  ];
  return all.filter((r) => r.cells.some((cell) => cell !== null));
}

describe('the lean xlsx reader', () => {
  it('reads any grid exceljs writes as exceljs reads it (text with XML specials and emoji, numbers, dates, booleans, empties, hyperlinks, formulas, rich text)', async () => {
    await fc.assert(
      fc.asyncProperty(gridArbitrary, fc.integer({ min: 1, max: 3 }), async (grid, skipEvery) => {
        const bytes = await written(grid, skipEvery);
        expect(throughLeanReader(bytes)).toEqual(await throughExceljs(bytes));
      }),
      { numRuns: 80 },
    );
  });

  it("reads a formula's cached 0 as 0 (where exceljs loses it)", async () => {
    const bytes = await written([[{ formula: '1+1', result: 0 }, 0]], 1);
    expect(throughLeanReader(bytes)).toEqual([{ row: 1, cells: [0, 0] }]);
  });

  it('reads dates of the 1904 system as the same days', async () => {
    const book = new ExcelJS.Workbook();
    book.properties.date1904 = true;
    const sheet = book.addWorksheet('Produk');
    sheet.getCell('A1').value = new Date(Date.UTC(2026, 4, 17));
    sheet.getCell('B1').value = new Date(Date.UTC(1999, 11, 31));
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(throughLeanReader(bytes)).toEqual([{ row: 1, cells: ['2026-05-17', '1999-12-31'] }]);
    expect(await throughExceljs(bytes)).toEqual([{ row: 1, cells: ['2026-05-17', '1999-12-31'] }]);
  });
});

import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportCsv } from '@core/export/csv';
import { exportCell, type ExportColumn } from '@core/export/table';
import { exportXlsx } from '@core/export/xlsx';

/* The seller's exports: a real workbook (numbers, rupiah, dates, bold header, sized columns) and one CSV form. */

interface Row {
  readonly invoice: string;
  readonly total: string;
  readonly qty: number;
  readonly paid: string | null;
  readonly at: string;
}

const COLUMNS: readonly ExportColumn<Row>[] = [
  { header: 'Invoice', kind: 'text', value: (r) => r.invoice },
  { header: 'Total Tagihan', kind: 'rupiah', value: (r) => r.total },
  { header: 'Qty', kind: 'count', value: (r) => r.qty },
  { header: 'Tanggal Pembayaran', kind: 'day', value: (r) => r.paid },
  { header: 'Dibuat', kind: 'dateTime', value: (r) => r.at },
];

const ROWS: readonly Row[] = [
  {
    invoice: 'INV/20261010/MPN/100039603400',
    total: 'Rp 3.138.200',
    qty: 58,
    paid: '2026-10-12',
    at: '2026-10-10 15:42:12',
  },
  { invoice: '=HYPERLINK("x")', total: 'Rp3.100', qty: 1, paid: null, at: '2026-10-11 08:00:00' },
  { invoice: 'Buku; "kutip"\nbaris dua', total: '-', qty: 1200, paid: '-', at: '2026-10-11T09:30' },
];

// eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 cannot carry
const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_x[0-9A-Fa-f]{4}_/;

async function workbookOf(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('the workbook of an export', () => {
  it('writes amounts as numbers in rupiah, counts as numbers, days and moments as dates', async () => {
    const sheet = await workbookOf(exportXlsx('Semua Pembayaran', COLUMNS, ROWS));
    expect(sheet.name).toBe('Semua Pembayaran');
    const total = sheet.getCell('B2');
    expect(total.value).toBe(3_138_200);
    expect(total.numFmt).toBe('"Rp"#,##0');
    expect(sheet.getCell('C4').value).toBe(1200);
    expect(sheet.getCell('C4').numFmt).toBe('#,##0');
    const paid = sheet.getCell('D2');
    expect(paid.value).toEqual(new Date('2026-10-12T00:00:00Z'));
    expect(paid.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('E2').value).toEqual(new Date('2026-10-10T15:42:12Z'));
    expect(sheet.getCell('E4').value).toEqual(new Date('2026-10-11T09:30:00Z'));
    expect(sheet.getCell('E2').numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it('keeps text as text, a formula inert, a missing value empty', async () => {
    const sheet = await workbookOf(exportXlsx('Rekap', COLUMNS, ROWS));
    expect(sheet.getCell('A2').value).toBe('INV/20261010/MPN/100039603400');
    expect(sheet.getCell('A3').value).toBe('=HYPERLINK("x")');
    expect(sheet.getCell('A3').formula).toBeUndefined();
    expect(sheet.getCell('A4').value).toBe('Buku; "kutip"\nbaris dua');
    expect(sheet.getCell('D3').value).toBeNull();
    expect(sheet.getCell('B4').value).toBeNull();
    expect(sheet.getCell('D4').value).toBeNull();
  });

  it('has a bold, frozen header and columns as wide as what they hold', async () => {
    const sheet = await workbookOf(exportXlsx('Rekap', COLUMNS, ROWS));
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS.map((c) => c.header)]);
    for (let i = 1; i <= COLUMNS.length; i += 1) expect(sheet.getRow(1).getCell(i).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe('INV/20261010/MPN/100039603400'.length + 2);
    expect(sheet.getColumn(2).width).toBe('Total Tagihan'.length + 2);
    expect(sheet.getColumn(4).width).toBe('Tanggal Pembayaran'.length + 2);
  });

  it('writes the same bytes for the same rows', () => {
    expect(
      Buffer.from(exportXlsx('Rekap', COLUMNS, ROWS)).equals(Buffer.from(exportXlsx('Rekap', COLUMNS, ROWS))),
    ).toBe(true);
  });

  it('round-trips any text and any amount', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ text: fc.string({ maxLength: 40 }), amount: fc.integer({ min: 0, max: 999_999_999_999 }) }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        async (rows) => {
          const columns: ExportColumn<(typeof rows)[number]>[] = [
            { header: 'Teks', kind: 'text', value: (r) => r.text },
            { header: 'Jumlah', kind: 'rupiah', value: (r) => r.amount },
          ];
          const sheet = await workbookOf(exportXlsx('Data', columns, rows));
          rows.forEach((row, i) => {
            const text = exportCell('text', row.text);
            const cell = sheet.getCell(`A${i + 2}`).value;
            // XML 1.0 cannot carry control characters: they are written as Excel's _xHHHH_ escapes.
            if (text !== null && !UNWRITABLE.test(row.text)) expect(cell).toBe(row.text);
            expect(sheet.getCell(`B${i + 2}`).value).toBe(row.amount);
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the CSV of an export, one way everywhere', () => {
  it("has a BOM, ';' between fields, plain whole numbers, days as YYYY-MM-DD, an empty field for nothing", () => {
    const text = exportCsv(COLUMNS, ROWS);
    expect(text.startsWith('\ufeffInvoice;Total Tagihan;Qty;Tanggal Pembayaran;Dibuat\r\n')).toBe(true);
    expect(text).toContain('INV/20261010/MPN/100039603400;3138200;58;2026-10-12;2026-10-10 15:42:12\r\n');
    expect(text).toContain(`'=HYPERLINK(""x"")`);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(parsed[2]).toEqual(['\'=HYPERLINK("x")', '3100', '1', '', '2026-10-11 08:00:00']);
    expect(parsed[3]).toEqual(['Buku; "kutip"\nbaris dua', '', '1200', '', '2026-10-11 09:30:00']);
  });
});

import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recapFile } from '@cli/sandbox/areas/order/report';
import type { OrderState } from '@cli/sandbox/areas/order/record';
import { orderEndpoints } from '@core/api/endpoints/order';
import { settlementOf } from '@core/payment/settlement';
import { sandboxGateway, value } from '../support/gateway';
import { apiToken, startSandbox, type RunningSandbox } from '../support/sandbox';

/*
 * The transaction recap: a workbook (numbers in rupiah, dates as dates) and the same rows as CSV,
 * the second choice; a cell a spreadsheet would run as a formula is inert in both.
 */
let h: RunningSandbox;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
  token = await apiToken(h.apiRoot);
});
afterAll(async () => {
  await h.stop();
});

const orders = () => h.sandbox.store.get<OrderState>('order').orders;
const bill = (o: OrderState['orders'][number]) =>
  o.items.reduce((sum, line) => sum + line.price * line.qty, 0) + o.shipping.cost;

async function download(url: string): Promise<Response> {
  const res = await fetch(`${h.origin}${url}`, { headers: { Authorization: token } });
  expect(res.status).toBe(200);
  return res;
}

describe('the transaction recap', () => {
  it("is a workbook of the seller's orders: each order's bill, fee and amount passed on as rupiah numbers, its date as a date", async () => {
    const api = sandboxGateway(orderEndpoints, h, () => token);
    const answer = (await value(api.orderReport({ userId: 1001, filter_date: '', status: '', from: 'seller' }))).data;
    expect(answer.url).toMatch(/^\/cdn\/rekap\/transaksi-1001\.xlsx\?/);
    const res = await download(answer.url);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Rekap Transaksi');
    if (!sheet) throw new Error('no Rekap Transaksi sheet');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Invoice',
      'Tanggal',
      'Nama Sekolah',
      'NPSN',
      'Kota',
      'Customer',
      'Status',
      'Total Tagihan',
      'Biaya Admin Mitra (1%)',
      'Total Diteruskan',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const mine = orders().filter((o) => o.sellerId === 1001);
    expect(sheet.rowCount).toBe(mine.length + 1);
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const order = mine.find((o) => o.invoice === row.getCell(1).value);
      if (!order) throw new Error(`row ${n}: no order ${row.getCell(1).text}`);
      const money = settlementOf(bill(order));
      expect([row.getCell(8).value, row.getCell(9).value, row.getCell(10).value]).toEqual([
        money.bill,
        money.fee,
        money.passedOn,
      ]);
      expect(row.getCell(8).numFmt).toBe('"Rp"#,##0');
      expect(row.getCell(2).value).toEqual(new Date(`${order.dateAdded.replace(' ', 'T')}Z`));
      expect(row.getCell(3).value).toBe(order.school.name);
      expect(row.getCell(4).value).toBe(order.school.npsn);
    });
    // The CSV, the second choice: the same rows, ';' between fields, plain numbers.
    const csv = await (await download(answer.csvUrl ?? '')).text();
    const rows = Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { delimiter: ';', skipEmptyLines: true }).data;
    expect(rows).toHaveLength(mine.length + 1);
    const first = mine.find((o) => o.invoice === rows[1]?.[0]);
    expect(rows[1]?.[7]).toBe(String(first ? bill(first) : NaN));
  });

  it.each(['=HYPERLINK("http://contoh.id","klik")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB'])(
    'keeps %j in a school name inert: text in the workbook, a leading quote in the CSV',
    async (name) => {
      const order = orders()[0];
      if (!order) throw new Error('the seed has no order');
      const hostile = [{ ...order, school: { ...order.school, name } }];
      const csv = new TextDecoder().decode(recapFile(hostile, 'csv').body);
      const fields = Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { delimiter: ';' }).data[1] ?? [];
      expect(fields[2]).toBe(`'${name}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(recapFile(hostile, 'xlsx').body as unknown as ArrayBuffer);
      const cell = book.worksheets[0]?.getCell('C2');
      expect(cell?.value).toBe(name);
      expect(cell?.formula).toBeUndefined();
    },
  );
});

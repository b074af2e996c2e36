import { existsSync } from 'node:fs';
import { request } from 'node:http';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import { UPLOAD_LIMITS } from '@core/massUpload/xlsx/limits';
import { READ_MESSAGES } from '@core/massUpload/xlsx/readFailure';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { PPN_MODE_OPTIONS } from '@core/pricing';
import { PRODUCT_DEFAULTS } from '@core/product/options';
import { massUploadedMessage } from '@core/product/serverMessages';
import { fileTypeRefused } from '@core/api/serverMessages';
import type { ProductState } from '@cli/sandbox/areas/product';
import { massCheckEvents, massCheckWorkerFile } from '@cli/sandbox/areas/product/massCheckThread';
import { heavySharedStrings, zipBomb } from '../cli/hostileXlsx';
import type { RunningSandbox } from '../support/sandbox';
import { sandboxGateway } from '../support/gateway';
import { sandboxPerFile } from '../support/freshSandbox';

const SELLER_ID = 1001;
const MASS_PATH = 'backendseller/katalog/produk_api/addprodukmass';
let sandbox: RunningSandbox;
let token: string;

sandboxPerFile((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});

const gateway = () => sandboxGateway(productEndpoints, sandbox, () => token, 60_000);

const products = () => sandbox.sandbox.store.get<ProductState>('product').products;

/** A multipart upload of the mass-upload call; `sent` resolves once the whole body has left the client. */
function upload(bytes: Uint8Array): {
  sent: Promise<void>;
  answer: Promise<{ status: number; body: { status: unknown; message?: string } }>;
} {
  const boundary = 'batasPenyedia';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="mall_id"\r\n\r\n${SELLER_ID}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file_upload"; filename="produk.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  let sentDone: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (sentDone = resolve));
  const answer = new Promise<{ status: number; body: { status: unknown; message?: string } }>((resolve, reject) => {
    const req = request(`${sandbox.apiRoot}/${MASS_PATH}`, {
      // A connection of its own: a kept-alive one from an earlier test may be closed by the server's idle timeout just as it is reused (ECONNRESET).
      agent: false,
      method: 'POST',
      headers: {
        Authorization: token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
    });
    req.on('finish', sentDone);
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { status: unknown; message?: string } }),
      );
    });
    req.end(body);
  });
  return { sent, answer };
}

describe('mass upload off the main thread', () => {
  it('runs the check in the bundled worker', () => {
    // The unit-test setup builds the CLI; without the worker the check would run on the main thread.
    expect(existsSync(massCheckWorkerFile())).toBe(true);
  });

  it('refuses a zip bomb with the reader message and creates nothing', async () => {
    const before = products().length;
    const { answer } = upload(zipBomb(300, true));
    const { status, body } = await answer;
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 'failed', message: READ_MESSAGES.bomb(UPLOAD_LIMITS.maxRatio) });
    expect(products()).toHaveLength(before);
  });

  it('answers a list request while a heavy workbook is being checked, before the check ends', async () => {
    const order: string[] = [];
    const api = gateway();
    const listed = new Promise<void>((resolve) => {
      massCheckEvents.once('start', () => {
        order.push('check started');
        void api.products({ page: 1, limit: 5 }).then((list) => {
          order.push(list.isOk() ? 'list answered' : 'list failed');
          resolve();
        });
      });
    });
    massCheckEvents.once('end', () => order.push('check ended'));
    const { answer } = upload(heavySharedStrings(1_000_000));
    const { body } = await answer;
    await listed;
    // On the main thread the check would hold the list until it ended; in the worker it does not.
    expect(order).toEqual(['check started', 'list answered', 'check ended']);
    expect(body.status).toBe('failed');
  }, 60_000);
});

describe('an upload holds no other write', () => {
  it('a write (a product switched off and on) is answered while a heavy workbook is checked', async () => {
    const order: string[] = [];
    const api = gateway();
    const written = new Promise<void>((resolve) => {
      massCheckEvents.once('start', () => {
        order.push('check started');
        void api.toggleProductStatus({ id: 2001 }).then(async (first) => {
          const second = await api.toggleProductStatus({ id: 2001 });
          order.push(first.isOk() && second.isOk() ? 'write answered' : 'write failed');
          resolve();
        });
      });
    });
    massCheckEvents.once('end', () => order.push('check ended'));
    const { answer } = upload(heavySharedStrings(1_000_000));
    const { body } = await answer;
    await written;
    // Checked inside the write's transaction, the upload would hold the toggle until its check ended.
    expect(order).toEqual(['check started', 'write answered', 'check ended']);
    expect(body.status).toBe('failed');
  }, 60_000);
});

describe("the template behind 'Unduh Template'", () => {
  it('is the xlsx core writes for `penyedia template`, offered as a download', async () => {
    const { data } = (await gateway().massTemplate({}))._unsafeUnwrap();
    const res = await fetch(`${sandbox.origin}${data.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="template-upload-massal.xlsx"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const read = readWorkbook(bytes)._unsafeUnwrap();
    expect(read.headers).toEqual(TEMPLATE_COLUMNS.map((c) => c.header));
    expect([...read.rows]).toEqual([]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['Produk', 'Petunjuk']);
  });
});

describe('products created from a file', () => {
  it("start with the add form's Jenis PPN ('Include PPN')", async () => {
    const { readFileSync } = await import('node:fs');
    const before = products().length;
    const file = new File([readFileSync('fixtures/xlsx/clean-100.xlsx')], 'clean-100.xlsx');
    const answer = (await gateway().addProductMass({ file_upload: file, mall_id: SELLER_ID }))._unsafeUnwrap();
    expect(answer.status).toBe('success');
    expect(answer.message).toBe(massUploadedMessage(100));
    expect(answer.message).toBe('100 produk berhasil diupload');
    const created = products().slice(before);
    expect(created).toHaveLength(100);
    expect(new Set(created.map((p) => p.ppn))).toEqual(new Set([PRODUCT_DEFAULTS.ppnMode]));
    expect(PPN_MODE_OPTIONS.find((o) => o.value === PRODUCT_DEFAULTS.ppnMode)?.label).toBe('Include PPN');
  });
});

describe('a file that is not an xlsx', () => {
  it('is refused by its bytes with 422, whatever its name and type say, and creates nothing', async () => {
    const before = products().length;
    const { answer } = upload(new TextEncoder().encode('Nama Produk,Harga\nBuku,1000\n'));
    const { status, body } = await answer;
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: { code: 422, message: fileTypeRefused('file_upload', ['zip']) } });
    expect(fileTypeRefused('file_upload', ['zip'])).toBe(
      'Jenis file file_upload tidak didukung: isinya harus berupa XLSX',
    );
    expect(products()).toHaveLength(before);
  });
});

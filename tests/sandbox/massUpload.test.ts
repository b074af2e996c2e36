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
import { zipBomb } from '../cli/hostileXlsx';
import type { RunningSandbox } from '../support/sandbox';
import { sandboxGateway } from '../support/gateway';
import { sandboxPerFile } from '../support/freshSandbox';
import { answerBody, uploadWorkbook } from '../support/massUpload';

const SELLER_ID = 1001;
let sandbox: RunningSandbox;
let token: string;

sandboxPerFile((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});

const gateway = () => sandboxGateway(productEndpoints, sandbox, () => token, 60_000);

// Read from the data folder, so that the file runs against the built server too.
const products = () => sandbox.state<ProductState>('product').products;
const upload = (bytes: Uint8Array) => uploadWorkbook(sandbox.apiRoot, token, bytes, SELLER_ID);

describe('a zip bomb', () => {
  it('is refused with the reader message and creates nothing', async () => {
    const before = products().length;
    const answer = await upload(zipBomb(300, true));
    expect(answer.status).toBe(422);
    expect(answerBody(answer)).toMatchObject({ status: 'failed', message: READ_MESSAGES.bomb(UPLOAD_LIMITS.maxRatio) });
    expect(products()).toHaveLength(before);
  });
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
    const answer = await upload(new TextEncoder().encode('Nama Produk,Harga\nBuku,1000\n'));
    expect(answer.status).toBe(422);
    expect(answerBody(answer)).toMatchObject({
      status: { code: 422, message: fileTypeRefused('file_upload', ['zip']) },
    });
    expect(fileTypeRefused('file_upload', ['zip'])).toBe(
      'Jenis file file_upload tidak didukung: isinya harus berupa XLSX',
    );
    expect(products()).toHaveLength(before);
  });
});

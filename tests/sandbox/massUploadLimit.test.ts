import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLUMN_KEYS } from '@core/massUpload/columns';
import { FILE_MESSAGES, UPLOAD_ANSWER_LIMITS } from '@core/massUpload/fileRules';
import type { CellValue } from '@core/massUpload/cells';
import { writeTemplate } from '@core/massUpload/template';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { templateFiller } from '@core/massUpload/xlsx/writer';
import { massUploadResultSchema } from '@core/product/schema';
import type { ProductState } from '@cli/sandbox/areas/product';
import type { RunningSandbox } from '../support/sandbox';
import { sandboxPerFile } from '../support/freshSandbox';
import { uploadWorkbook } from '../support/massUpload';

/**
 * The mass upload takes at most 100 products: a sheet of thousands is refused as soon as its
 * 101st product is read, and no answer grows with the file, however many errors it holds.
 */

const SELLER_ID = 1001;
let sandbox: RunningSandbox;
let token: string;

sandboxPerFile((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});

// Read from the data folder, so that the file runs against the built server too.
const products = () => sandbox.state<ProductState>('product').products;
const upload = (bytes: Uint8Array) => uploadWorkbook(sandbox.apiRoot, token, bytes, SELLER_ID);

/** The golden clean rows, cycled to `count` products with their own SKUs. */
function cleanRows(count: number): CellValue[][] {
  const golden = readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap();
  const clean = [...golden.rows].map((row) => COLUMN_KEYS.map((_, i) => row.cells[i] ?? null));
  return Array.from({ length: count }, (_, i) => {
    const cells = [...(clean[i % clean.length] ?? [])];
    cells[COLUMN_KEYS.indexOf('kode_produk')] = `BATAS-${i}`;
    return cells;
  });
}

describe('the mass upload of a sheet past 100 products', () => {
  it("answers 'Maksimal 100 produk per file' from the 101st product, whatever follows, and creates nothing", async () => {
    const before = products().length;
    const { status, text } = await upload(templateFiller(await writeTemplate()).fill(cleanRows(5_000)));
    expect(status).toBe(200);
    expect(massUploadResultSchema.parse(JSON.parse(text))).toEqual({
      status: 'failed',
      message: FILE_MESSAGES.uploadFailed(1),
      arrayFailed: [],
      countError: 1,
      dataRow: [{ row: 0, cells: [{ field: 'file', value: 101, error: 'Maksimal 100 produk per file' }] }],
    });
    expect(products()).toHaveLength(before);
  }, 60_000);
});

describe('the answer to a file full of errors', () => {
  it('counts every error but lists at most the first ones, each value cut short', async () => {
    const long = 'x'.repeat(5_000);
    const rows = Array.from({ length: 100 }, () => COLUMN_KEYS.map(() => long));
    const { status, text } = await upload(templateFiller(await writeTemplate()).fill(rows));
    expect(status).toBe(200);
    const answer = massUploadResultSchema.parse(JSON.parse(text));
    const listed = answer.dataRow.flatMap((row) => row.cells);
    expect(answer.countError).toBeGreaterThan(UPLOAD_ANSWER_LIMITS.maxErrors);
    expect(answer.message).toBe(FILE_MESSAGES.uploadFailed(answer.countError));
    expect(answer.arrayFailed).toHaveLength(100);
    expect(listed).toHaveLength(UPLOAD_ANSWER_LIMITS.maxErrors);
    for (const cell of listed) {
      expect(String(cell.value).length).toBeLessThanOrEqual(UPLOAD_ANSWER_LIMITS.maxTextChars);
      expect(cell.error?.length).toBeLessThanOrEqual(UPLOAD_ANSWER_LIMITS.maxTextChars);
    }
    // Before the cap the same file answered megabytes: every error with its 5,000 characters.
    expect(text.length).toBeLessThan(300_000);
  }, 60_000);
});

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { categoryTreeSchema } from '@core/category/schema';
import type { CellValue } from '@core/massUpload/cells';
import { indexCategories } from '@core/massUpload/categories';
import { checkSheet, type SheetRow } from '@core/massUpload/check';
import { COLUMN_KEYS, TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import type { UploadError } from '@core/massUpload/rows';
import { startSplit } from '@core/massUpload/split';
import { readWorkbook } from '@core/massUpload/xlsx/reader';

/*
 * The split the portal runs on a file of more than 100 products (and `penyedia split` on a sheet of
 * any size): clean rows in files of at most 100, in order; each rejected row reported with exactly
 * the errors the check finds.
 */

const categories = indexCategories(categoryTreeSchema.parse(categoriesSeed));
const HEADERS = TEMPLATE_COLUMNS.map((c) => c.header);
const cleanRows = [...readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap().rows];
const at = (key: (typeof COLUMN_KEYS)[number]) => COLUMN_KEYS.indexOf(key);

/** `count` rows from the clean file, each its own code; the rows whose index `bad` says get a zero price. */
function sheet(count: number, bad: (i: number) => boolean): SheetRow[] {
  return Array.from({ length: count }, (_, i) => {
    const cells: CellValue[] = [...(cleanRows[i % 100]?.cells ?? [])];
    cells[at('kode_produk')] = `S-${i}`;
    if (bad(i)) cells[at('harga')] = 0;
    return { row: i + 2, cells };
  });
}

async function split(rows: readonly SheetRow[], headers: readonly CellValue[] = HEADERS) {
  const files: CellValue[][][] = [];
  const rejected: UploadError[] = [];
  const splitter = startSplit(categories, {
    file: (cells) => void files.push(cells.map((row) => [...row])),
    rejected: (errors) => void rejected.push(...errors),
  });
  await splitter.row({ row: 1, cells: headers });
  for (const raw of rows) await splitter.row(raw);
  return { files, rejected, summary: await splitter.end() };
}

describe('splitting a large file', () => {
  it('cuts 250 rows into files of 100, 100 and 36 clean rows, and reports the 14 others as the check does', async () => {
    const rows = sheet(250, (i) => i % 17 === 16);
    const { files, rejected, summary } = await split(rows);
    expect(files.map((f) => f.length)).toEqual([100, 100, 36]);
    expect(summary).toMatchObject({ rows: 250, clean: 236, rejectedRows: 14, files: 3, missingColumns: false });
    const whole = checkSheet('besar.xlsx', { headers: HEADERS, rows }, categories);
    expect(rejected).toEqual(whole.errors.filter((e) => e.row >= 2));
    // Clean rows keep their order.
    expect(files.flat().map((cells) => cells[at('kode_produk')])).toEqual(
      rows.filter((_, i) => i % 17 !== 16).map((r) => r.cells[at('kode_produk')]),
    );
  });

  it('every file holds at most 100 clean rows and every row ends up in a file or in the report', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 320 }), fc.integer({ min: 2, max: 40 }), async (count, every) => {
        const { files, rejected, summary } = await split(sheet(count, (i) => i % every === 0));
        expect(files.every((f) => f.length > 0 && f.length <= 100)).toBe(true);
        expect(files.slice(0, -1).every((f) => f.length === 100)).toBe(true);
        expect(summary.clean + summary.rejectedRows).toBe(count);
        expect(new Set(rejected.map((e) => e.row)).size).toBe(summary.rejectedRows);
      }),
      { numRuns: 25 },
    );
  });

  it('does not split a sheet with a missing column: the header errors are the report', async () => {
    const { files, rejected, summary } = await split(
      sheet(120, () => false),
      HEADERS.slice(0, -1),
    );
    expect(files).toEqual([]);
    expect(summary.missingColumns).toBe(true);
    expect(rejected.map((e) => e.field)).toEqual(['status']);
  });
});

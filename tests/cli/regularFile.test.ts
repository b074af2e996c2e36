import { copyFileSync, mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { withRegularFile } from '@cli/commands/files';
import { categoryTreeSchema } from '@core/category/schema';
import { indexCategories } from '@core/massUpload/categories';
import { checkWorkbook } from '@core/massUpload/checkWorkbook';
import { CATALOGUE_LIMITS } from '@core/massUpload/xlsx/limits';
import { READ_MESSAGES } from '@core/massUpload/xlsx/readFailure';

const CLEAN = 'fixtures/xlsx/clean-100.xlsx';
const categories = indexCategories(categoryTreeSchema.parse(categoriesSeed));
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'penyedia-file-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file read a range at a time, as check and split read it', () => {
  it('gives the same report as the same bytes held in memory', async () => {
    const reads: number[] = [];
    const fromFile = await withRegularFile(CLEAN, CATALOGUE_LIMITS.maxInflatedBytes, (source) =>
      checkWorkbook(
        CLEAN,
        { size: source.size, read: (offset, length) => (reads.push(length), source.read(offset, length)) },
        categories,
        CATALOGUE_LIMITS,
      ),
    );
    const inMemory = checkWorkbook(CLEAN, readFileSync(CLEAN), categories, CATALOGUE_LIMITS);
    expect(fromFile._unsafeUnwrap()).toEqual(inMemory._unsafeUnwrap());
    expect(fromFile._unsafeUnwrap().rows).toBe(100);
    // The tail (directory), then headers and slices of the parts as they inflate.
    expect(reads.length).toBeGreaterThan(3);
  });

  it('refuses a file that shrinks while it is read as rusak, instead of failing on missing bytes', async () => {
    const file = join(dir, 'shrinks.xlsx');
    copyFileSync(CLEAN, file);
    const checked = await withRegularFile(file, CATALOGUE_LIMITS.maxInflatedBytes, (source) => {
      truncateSync(file, Math.floor(source.size / 2));
      return checkWorkbook(file, source, categories, CATALOGUE_LIMITS);
    });
    expect(checked._unsafeUnwrapErr()).toEqual({ kind: 'corrupt', message: READ_MESSAGES.corrupt });
    expect(READ_MESSAGES.corrupt).toBe(
      'File xlsx rusak dan tidak bisa dibaca. Simpan ulang dari Excel lalu coba lagi.',
    );
  });
});

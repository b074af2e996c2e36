import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { categoryTreeSchema } from '@core/category/schema';
import { indexCategories } from '@core/massUpload/categories';
import { checkSheet } from '@core/massUpload/check';
import { COLUMN_KEYS } from '@core/massUpload/columns';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { penyedia, type CliRun } from '../support/cli';
import type { RunningSandbox } from '../support/sandbox';
import { sandboxPerFile } from '../support/freshSandbox';

const GOLDEN = 'fixtures/xlsx';
const golden = (name: string) => `${GOLDEN}/${name}.xlsx`;
const expectedJson = (name: string): unknown => JSON.parse(readFileSync(`${GOLDEN}/${name}.expected.json`, 'utf8'));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'penyedia-check-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A failure is one line on stderr, never a stack trace. */
function expectOneLine(run: CliRun, text: string): void {
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toContain(text);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe('penyedia check', () => {
  it('exits 0 on a clean 100-row file and says so', async () => {
    const run = await penyedia(['check', golden('clean-100')]);
    expect(run.stdout).toBe('fixtures/xlsx/clean-100.xlsx: 100 produk, tidak ada masalah. Siap diupload.\n');
    expect(run.code).toBe(0);
  });

  it.each([
    'clean-100',
    'rows-101',
    'price-invalid',
    'wrong-headers',
    'hyperlinks',
    'dotted-numbers',
    'category-invalid',
  ])('--format json on %s prints the golden JSON', async (name) => {
    const run = await penyedia(['check', golden(name), '--format', 'json']);
    const expected = expectedJson(name) as { ok: boolean };
    expect(JSON.parse(run.stdout)).toEqual(expected);
    expect(run.code).toBe(expected.ok ? 0 : 1);
  });

  it('prints a table of row, column header, value and message, and exits 1', async () => {
    const run = await penyedia(['check', golden('price-invalid')]);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^Baris\s+Kolom\s+Nilai\s+Kesalahan$/);
    expect(lines).toContainEqual(expect.stringMatching(/^6\s+Harga Satuan\*\s+0\s+Harga Tidak Boleh 0 atau Kosong$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^7\s+Harga Satuan\*\s+-5000\s+Harga Tidak Boleh Kurang dari 0$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^8\s+Harga Satuan\*\s+99\s+Penyedia tidak bisa input harga satuan kurang dari 100!$/),
    );
    expect(run.stdout).toContain('fixtures/xlsx/price-invalid.xlsx: 8 masalah pada 8 dari 11 produk.');
    expect(run.code).toBe(1);
  });

  it('prints CSV through papaparse with the same errors as the JSON', async () => {
    const run = await penyedia(['check', golden('weight-dimension-invalid'), '--format', 'csv']);
    const parsed = Papa.parse<Record<string, string>>(run.stdout, { header: true, skipEmptyLines: true });
    const json = expectedJson('weight-dimension-invalid') as {
      errors: { row: number; field: string; message: string }[];
    };
    expect(parsed.meta.fields).toEqual(['Baris', 'Kunci', 'Kolom', 'Nilai', 'Kesalahan']);
    expect(parsed.data.map((r) => [Number(r.Baris), r.Kunci, r.Kesalahan])).toEqual(
      json.errors.map((e) => [e.row, e.field, e.message]),
    );
    expect(parsed.data[0]?.Kolom).toBe('Berat (kg)');
    expect(run.code).toBe(1);
  });

  it.each([
    ['corrupt', 'File xlsx rusak dan tidak bisa dibaca.'],
    ['not-xlsx', 'Bukan file xlsx.'],
    ['encrypted', 'File terkunci kata sandi (terenkripsi)'],
    ['empty-file', 'File kosong (0 byte).'],
    ['empty-sheet', "Sheet 'Produk' kosong"],
  ])('exits 2 with one clear line on %s', async (name, text) => {
    const run = await penyedia(['check', golden(name)]);
    expectOneLine(run, `penyedia check: fixtures/xlsx/${name}.xlsx: ${text}`);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
  });

  it('still answers --format json for an unreadable file, with the reason as a file error', async () => {
    const run = await penyedia(['check', golden('corrupt'), '--format', 'json']);
    expect(JSON.parse(run.stdout)).toEqual(expectedJson('corrupt'));
    expect(run.code).toBe(2);
  });

  it('exits 2 on a missing file and on an unknown format', async () => {
    const missing = await penyedia(['check', join(dir, 'tidak-ada.xlsx')]);
    expectOneLine(missing, 'File tidak ditemukan.');
    expect(missing.code).toBe(2);
    const format = await penyedia(['check', golden('clean-100'), '--format', 'xml']);
    expectOneLine(format, '--format harus salah satu dari table, json, csv');
    expect(format.code).toBe(2);
  });
});

describe('penyedia check on a large file', () => {
  it('streams a 12 000-row sheet and reports exactly what the in-memory check finds', async () => {
    const source = readWorkbook(readFileSync(golden('clean-100')))._unsafeUnwrap();
    const samples = [...source.rows];
    const file = join(dir, 'besar.xlsx');
    // As Excel saves it: shared strings after the sheet, so the reader buffers the sheet.
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
    const sheet = writer.addWorksheet('Produk');
    sheet.addRow([...source.headers]).commit();
    for (let i = 0; i < 12_000; i += 1) {
      const cells = [...(samples[i % samples.length]?.cells ?? [])];
      cells[COLUMN_KEYS.indexOf('kode_produk')] = `B-${i}`;
      if (i % 1000 === 999) cells[COLUMN_KEYS.indexOf('harga')] = -1;
      sheet.addRow(cells).commit();
    }
    sheet.commit();
    await writer.commit();
    expect(statSync(file).size).toBeGreaterThan(1024 * 1024);

    const run = await penyedia(['check', file, '--format', 'json']);
    const read = readWorkbook(readFileSync(file))._unsafeUnwrap();
    const inMemory = checkSheet(file, read, indexCategories(categoryTreeSchema.parse(categoriesSeed)));
    expect(JSON.parse(run.stdout)).toEqual(inMemory);
    expect(inMemory.errors.map((e) => e.message)).toEqual([
      'Maksimal 100 produk per file',
      ...Array<string>(12).fill('Harga Tidak Boleh Kurang dari 0'),
    ]);
    expect(run.code).toBe(1);
  });
});

describe('penyedia check --categories', () => {
  it('takes a saved answer of the category call', async () => {
    const file = join(dir, 'kategori.json');
    writeFileSync(file, JSON.stringify({ status: { code: 200, message: 'OK' }, data: categoriesSeed }));
    const run = await penyedia(['check', golden('clean-100'), '--categories', file]);
    expect(run.code).toBe(0);
  });

  it('judges categories against that tree, not the sandbox one', async () => {
    // The same tree with 'Alat Tulis' (102) reduced to a leaf: its old leaves, e.g. 1021, no longer exist.
    const tree = structuredClone(categoriesSeed) as {
      submenu: { menu: { id: number; submenu?: { menu: { id: number; submenu?: unknown }[] } }[] };
    }[];
    const stationery = tree[0]?.submenu.menu[0]?.submenu?.menu.find((node) => node.id === 102);
    if (stationery) delete stationery.submenu;
    const file = join(dir, 'kategori-lain.json');
    writeFileSync(file, JSON.stringify(tree));
    const run = await penyedia(['check', golden('clean-100'), '--categories', file, '--format', 'json']);
    const report = JSON.parse(run.stdout) as { errors: { field: string; message: string }[] };
    expect(report.errors.length).toBeGreaterThan(0);
    expect(
      report.errors.every(
        (e) => e.field === 'kategori_id' && /^ID Kategori 102\d tidak ada di pohon kategori$/.test(e.message),
      ),
    ).toBe(true);
    expect(run.code).toBe(1);
  });

  it('exits 2 with one line when the file is not a category answer', async () => {
    const file = join(dir, 'bukan.json');
    writeFileSync(file, JSON.stringify({ status: { code: 200 }, data: [] }));
    const run = await penyedia(['check', golden('clean-100'), '--categories', file]);
    expectOneLine(run, 'bukan jawaban pohon kategori');
    expect(run.code).toBe(2);
  });
});

describe('penyedia check --api', () => {
  let sandbox: RunningSandbox;
  let token: string;

  sandboxPerFile((running, demoToken) => {
    sandbox = running;
    token = demoToken;
  });

  it('fetches the category tree from the API root with the token', async () => {
    const clean = await penyedia(['check', golden('clean-100'), '--api', sandbox.apiRoot, '--token', token]);
    expect(clean.code).toBe(0);
    const books = await penyedia([
      'check',
      golden('category-invalid'),
      '--api',
      `${sandbox.apiRoot}/`,
      '--token',
      token,
      '--format',
      'json',
    ]);
    expect(JSON.parse(books.stdout)).toEqual(expectedJson('category-invalid'));
  });

  it('exits 2 with one line on a refused token, a missing token or an unreachable API', async () => {
    const refused = await penyedia(['check', golden('clean-100'), '--api', sandbox.apiRoot, '--token', 'salah']);
    expectOneLine(refused, 'Sesi Anda telah berakhir. Silakan login kembali.');
    expect(refused.code).toBe(2);
    const noToken = await penyedia(['check', golden('clean-100'), '--api', sandbox.apiRoot]);
    expectOneLine(noToken, '--api butuh --token');
    expect(noToken.code).toBe(2);
    const down = await penyedia(['check', golden('clean-100'), '--api', 'http://127.0.0.1:9/api', '--token', token]);
    expectOneLine(down, 'Tidak dapat terhubung ke server.');
    expect(down.code).toBe(2);
  });
});

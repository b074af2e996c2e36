import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { categoryTreeSchema } from '@core/category/schema';
import type { CellValue } from '@core/massUpload/cells';
import { indexCategories } from '@core/massUpload/categories';
import { checkSheet, type SheetRow } from '@core/massUpload/check';
import { COLUMN_KEYS, TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import type { CheckReport } from '@core/massUpload/rows';
import { writeTemplate } from '@core/massUpload/template';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { penyedia } from '../support/cli';

const categories = indexCategories(categoryTreeSchema.parse(categoriesSeed));
const golden = (name: string) => `fixtures/xlsx/${name}.xlsx`;

let dir: string;
let cleanRows: SheetRow[];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'penyedia-split-'));
  cleanRows = [...readWorkbook(readFileSync(golden('clean-100')))._unsafeUnwrap().rows];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function readOutput(
  file: string,
): Promise<{ headers: readonly CellValue[]; rows: SheetRow[]; report: CheckReport }> {
  const sheet = readWorkbook(readFileSync(file))._unsafeUnwrap();
  const rows = [...sheet.rows];
  return { headers: sheet.headers, rows, report: checkSheet(file, { headers: sheet.headers, rows }, categories) };
}

function outputs(out: string): string[] {
  return readdirSync(out)
    .filter((name) => name.startsWith('produk-'))
    .sort();
}

function rejected(out: string): CheckReport {
  return JSON.parse(readFileSync(join(out, 'ditolak.json'), 'utf8')) as CheckReport;
}

const at = (key: (typeof COLUMN_KEYS)[number]) => COLUMN_KEYS.indexOf(key);

describe('penyedia split', () => {
  it('cuts 101 clean rows into files of 100 and 1, each a clean template file, rows in order', async () => {
    const out = join(dir, 'rows-101');
    const run = await penyedia(['split', golden('rows-101'), '--out', out]);
    expect(run.stdout).toContain('101 produk dibaca: 101 bersih dalam 2 file');
    expect(run.code).toBe(0);
    expect(outputs(out)).toEqual(['produk-0001.xlsx', 'produk-0002.xlsx']);
    const first = await readOutput(join(out, 'produk-0001.xlsx'));
    const second = await readOutput(join(out, 'produk-0002.xlsx'));
    expect(first.headers).toEqual(TEMPLATE_COLUMNS.map((c) => c.header));
    expect([first.report.ok, first.report.rows, second.report.ok, second.report.rows]).toEqual([true, 100, true, 1]);
    const source = [...readWorkbook(readFileSync(golden('rows-101')))._unsafeUnwrap().rows];
    const written = [...first.rows, ...second.rows];
    expect(written.map((r) => r.cells[at('kode_produk')])).toEqual(source.map((r) => r.cells[at('kode_produk')]));
    expect(written[57]?.cells).toEqual(source[57]?.cells);
    expect(rejected(out)).toEqual({ ok: true, file: golden('rows-101'), rows: 101, errors: [] });
    expect(readFileSync(join(out, 'ditolak.csv'), 'utf8')).toBe('Baris,Kunci,Kolom,Nilai,Kesalahan\n');
  });

  it('keeps bad rows out and reports them in the check format, JSON and CSV', async () => {
    // 250 rows: every 20th row has a zero price (12), every 50th a book category (5, two of them the same rows): 15 rejected.
    const rows = Array.from({ length: 250 }, (_, i) => {
      const cells = [...(cleanRows[i % 100]?.cells ?? [])];
      while (cells.length < COLUMN_KEYS.length) cells.push(null);
      cells[at('kode_produk')] = `S-${i}`;
      if (i % 20 === 19) cells[at('harga')] = 0;
      if (i % 50 === 49) cells[at('kategori_id')] = 221;
      return cells;
    });
    const source = join(dir, 'besar.xlsx');
    writeFileSync(source, await writeTemplate(rows));
    const out = join(dir, 'besar');
    const run = await penyedia(['split', source, '--out', out]);
    expect(run.stdout).toContain('250 produk dibaca: 235 bersih dalam 3 file (maks. 100 per file), 15 ditolak');
    expect(run.code).toBe(1);
    expect(outputs(out)).toHaveLength(3);
    const reports = await Promise.all(outputs(out).map((name) => readOutput(join(out, name))));
    expect(reports.map((r) => [r.report.ok, r.report.rows])).toEqual([
      [true, 100],
      [true, 100],
      [true, 35],
    ]);

    // The rejected report holds exactly the row errors `check` finds in the same sheet.
    const whole = (await readOutput(source)).report;
    const rowErrors = whole.errors.filter((e) => e.row >= 2);
    expect(rejected(out)).toEqual({ ok: false, file: source, rows: 250, errors: rowErrors });
    expect(rowErrors.map((e) => e.message)).toContain('Harga Tidak Boleh 0 atau Kosong');
    expect(rowErrors.map((e) => e.message)).toContain(
      'ID Kategori 221 termasuk kategori buku (22/23); buku tidak bisa diupload massal',
    );
    const csv = Papa.parse<Record<string, string>>(readFileSync(join(out, 'ditolak.csv'), 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.data.map((r) => [Number(r.Baris), r.Kunci, r.Kesalahan])).toEqual(
      rowErrors.map((e) => [e.row, e.field, e.message]),
    );
  });

  it('writes moved headers back in template order', async () => {
    const out = join(dir, 'reordered');
    const run = await penyedia(['split', golden('reordered-headers'), '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Judul kolom yang salah tulis atau pindah sudah dirapikan');
    const written = await readOutput(join(out, 'produk-0001.xlsx'));
    expect(written.headers).toEqual(TEMPLATE_COLUMNS.map((c) => c.header));
    expect(written.report.ok).toBe(true);
  });

  it('reads hyperlink cells by their target', async () => {
    const out = join(dir, 'links');
    const run = await penyedia(['split', golden('hyperlinks'), '--out', out]);
    expect(run.code).toBe(1);
    const written = await readOutput(join(out, 'produk-0001.xlsx'));
    expect(written.rows.map((r) => r.cells[at('foto_utama')])).toEqual(['https://cdn.contoh.id/produk/pulpen.jpg']);
    expect(written.rows[0]?.cells[at('foto_2')]).toBe('https://cdn.contoh.id/produk/tampak-samping.jpeg');
    expect(rejected(out).errors).toEqual([
      {
        row: 3,
        field: 'foto_utama',
        value: 'https://cdn.contoh.id/produk/kotak.png',
        message: 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg',
      },
    ]);
  });

  it('writes no file when template columns are missing, and reports the headers', async () => {
    const out = join(dir, 'headers');
    const run = await penyedia(['split', golden('wrong-headers'), '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tidak lengkap; tidak ada file yang dibuat');
    expect(outputs(out)).toEqual([]);
    expect(rejected(out).errors).toContainEqual({
      row: 1,
      field: 'garansi',
      value: null,
      message: "Kolom 'Garansi' tidak ada (seharusnya di kolom AA)",
    });
  });

  it('replaces what an earlier split left in the folder, and only that', async () => {
    const out = join(dir, 'again');
    expect((await penyedia(['split', golden('rows-101'), '--out', out])).code).toBe(0);
    writeFileSync(join(out, 'catatan.txt'), 'milik penjual');
    expect((await penyedia(['split', golden('dotted-numbers'), '--out', out])).code).toBe(0);
    expect(outputs(out)).toEqual(['produk-0001.xlsx']);
    expect(existsSync(join(out, 'catatan.txt'))).toBe(true);
  });

  it.each([
    ['corrupt', 'File xlsx rusak dan tidak bisa dibaca.'],
    ['not-xlsx', 'Bukan file xlsx.'],
    ['encrypted', 'File terkunci kata sandi'],
    ['no-sheet', "Sheet 'Produk' tidak ditemukan (sheet yang ada: Sheet1, Petunjuk)."],
    ['empty-file', 'File kosong (0 byte).'],
    ['empty-sheet', "Sheet 'Produk' kosong"],
  ])('exits 2 with one line on %s and leaves nothing behind', async (name, text) => {
    const out = join(dir, `unreadable-${name}`);
    mkdirSync(out);
    const run = await penyedia(['split', golden(name), '--out', out]);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(text);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(out)).toEqual([]);
    expect(run.code).toBe(2);
  });
});

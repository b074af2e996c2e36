import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellValue } from '@core/massUpload/cells';
import { notANumberButDate } from '@core/massUpload/cells';
import { COLUMN_KEYS, TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import { FILE_MESSAGES } from '@core/massUpload/fileRules';
import { writeTemplate } from '@core/massUpload/template';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { templateFiller } from '@core/massUpload/xlsx/writer';
import { penyedia } from '../support/cli';

let dir: string;
let cleanRows: CellValue[][];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'penyedia-edges-'));
  const read = readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap();
  cleanRows = [...read.rows].map((r) => COLUMN_KEYS.map((_, i) => r.cells[i] ?? null));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (key: (typeof COLUMN_KEYS)[number]) => COLUMN_KEYS.indexOf(key);

async function sheetFile(name: string, rows: readonly (readonly CellValue[])[]): Promise<string> {
  const path = join(dir, name);
  writeFileSync(path, templateFiller(await writeTemplate()).fill(rows));
  return path;
}

describe('penyedia check edge cases', () => {
  it("a workbook without 'Produk' is the spec's file-level error: exit 1 with the report, in every format", async () => {
    const table = await penyedia(['check', 'fixtures/xlsx/no-sheet.xlsx']);
    expect(table.stdout).toMatch(
      /^0\s+File\s+Sheet 'Produk' tidak ditemukan \(sheet yang ada: Sheet1, Petunjuk\)\. Pakai template dari penyedia template\.$/m,
    );
    expect(table.stderr).toBe('');
    expect(table.code).toBe(1);
    const json = await penyedia(['check', 'fixtures/xlsx/no-sheet.xlsx', '--format', 'json']);
    expect(json.stdout).toBe(readFileSync('fixtures/xlsx/no-sheet.expected.json', 'utf8'));
    expect(json.code).toBe(1);
  });

  it('prints the table of 30 001 row errors (no call-stack limit) and exits 1', async () => {
    const rows = Array.from({ length: 30_001 }, (_, i) => {
      const cells = [...(cleanRows[i % cleanRows.length] ?? [])];
      cells[at('kode_produk')] = `T-${i}`;
      cells[at('harga')] = 0;
      return cells;
    });
    const run = await penyedia(['check', await sheetFile('besar-salah.xlsx', rows)]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.filter((line) => /Harga Tidak Boleh 0 atau Kosong$/.test(line))).toHaveLength(30_001);
    expect(lines.at(-1)).toBe(`${join(dir, 'besar-salah.xlsx')}: 30002 masalah pada 30001 dari 30001 produk.`);
  }, 60_000);

  it('a date in Harga is reported as not a number', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeTemplate([cleanRows[0] ?? []])) as unknown as ArrayBuffer);
    book.getWorksheet('Produk')!.getCell(2, at('harga') + 1).value = new Date(Date.UTC(2026, 0, 5));
    const path = join(dir, 'tanggal.xlsx');
    await book.xlsx.writeFile(path);
    const run = await penyedia(['check', path, '--format', 'json']);
    const report = JSON.parse(run.stdout) as {
      errors: { row: number; field: string; value: unknown; message: string }[];
    };
    expect(report.errors).toEqual([
      { row: 2, field: 'harga', value: '2026-01-05', message: `Harga Satuan: ${notANumberButDate('2026-01-05')}` },
    ]);
    expect(run.code).toBe(1);
  });

  it('two swapped header labels are reported once, without the rows read under them', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeTemplate(cleanRows.slice(0, 30))) as unknown as ArrayBuffer);
    const header = book.getWorksheet('Produk')!.getRow(1);
    header.getCell(at('harga') + 1).value = 'Harga Nego';
    header.getCell(at('harga_nego') + 1).value = 'Harga Satuan*';
    const path = join(dir, 'tertukar.xlsx');
    await book.xlsx.writeFile(path);
    const run = await penyedia(['check', path, '--format', 'json']);
    const report = JSON.parse(run.stdout) as { rows: number; errors: { row: number; message: string }[] };
    expect(report.rows).toBe(30);
    expect(report.errors).toEqual([
      {
        row: 1,
        field: 'harga',
        value: 'Harga Satuan*',
        message: FILE_MESSAGES.moved('Harga Satuan*', at('harga'), at('harga_nego')),
      },
      {
        row: 1,
        field: 'harga_nego',
        value: 'Harga Nego',
        message: FILE_MESSAGES.moved('Harga Nego', at('harga_nego'), at('harga')),
      },
    ]);
    expect(run.code).toBe(1);
  });

  it('--format csv makes a value that starts like a formula inert', async () => {
    const cells = [...(cleanRows[0] ?? [])];
    cells[at('harga')] = '=HYPERLINK("http://contoh.id","klik")';
    const run = await penyedia(['check', await sheetFile('rumus.xlsx', [cells]), '--format', 'csv']);
    const parsed = Papa.parse<Record<string, string>>(run.stdout, { header: true, skipEmptyLines: true });
    expect(parsed.data.map((r) => [r.Kunci, r.Nilai])).toEqual([['harga', `'=HYPERLINK("http://contoh.id","klik")`]]);
    expect(run.code).toBe(1);
  });
});

describe('penyedia speaks Indonesian, commander included', () => {
  it('translates the usage and headings of --help', async () => {
    const run = await penyedia(['check', '--help']);
    expect(run.stdout).toMatch(/^Cara pakai: penyedia check \[opsi\] <file>/);
    expect(run.stdout).toContain('Argumen:');
    expect(run.stdout).toContain('Opsi:');
    expect(run.stdout).toContain('(bawaan: "table")');
    expect(run.stdout).toContain('tampilkan bantuan perintah ini');
    expect(run.stdout).not.toMatch(/Usage|Options:|Arguments:|default:|display help/);
    const top = await penyedia(['--help']);
    expect(top.stdout).toContain('Perintah:');
    expect(top.stdout).not.toMatch(/Usage|Commands:/);
  });

  it("translates commander's errors", async () => {
    const missing = await penyedia(['split', 'fixtures/xlsx/clean-100.xlsx']);
    expect(missing.stderr).toContain("galat: opsi wajib '--out <dir>' belum diisi");
    expect(missing.code).toBe(1);
    const unknown = await penyedia(['check', 'x.xlsx', '--formatt', 'json']);
    expect(unknown.stderr).toContain("galat: opsi '--formatt' tidak dikenal");
    const noArg = await penyedia(['check']);
    expect(noArg.stderr).toContain("galat: argumen wajib 'file' belum diisi");
    for (const run of [missing, unknown, noArg]) expect(run.stderr).not.toMatch(/error:|Usage|Options:/);
  });
});

describe('penyedia verify-fixtures --dir', () => {
  it('a missing folder exits 2 with a message instead of passing', async () => {
    const run = await penyedia(['verify-fixtures', '--dir', join(dir, 'tidak-ada')]);
    expect(run.stderr.trim()).toBe(
      `penyedia verify-fixtures: folder fixture tidak ditemukan: ${join(dir, 'tidak-ada')}`,
    );
    expect(run.code).toBe(2);
  });
});

describe('split output', () => {
  it('writes cells the reader reads back unchanged: XML specials, control characters, edge spaces, emoji', async () => {
    const tricky = [
      'a & b < c > "d"',
      ' spasi di tepi ',
      'baris\nbaru',
      'tab\tdi tengah',
      'kendali \u0001 \u001f',
      'teks _x0041_ mentah',
      'emoji 😀 👍🏽',
      '',
    ];
    const rows = tricky.map((text) => [text, 12.5, -3, null, 1e21]);
    const back = readWorkbook(templateFiller(await writeTemplate()).fill(rows))._unsafeUnwrap();
    expect(back.headers).toEqual(TEMPLATE_COLUMNS.map((c) => c.header));
    expect([...back.rows].map((r) => r.cells)).toEqual(rows.map((r) => (r[0] === '' ? [null, ...r.slice(1)] : r)));
  });
});

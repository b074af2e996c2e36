import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { categoryTreeSchema } from '@core/category/schema';
import { indexCategories } from '@core/massUpload/categories';
import { checkSheet } from '@core/massUpload/check';
import { checkWorkbook } from '@core/massUpload/checkWorkbook';
import { CHOICE_COLUMNS, COLUMN_KEYS, TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import type { CheckReport } from '@core/massUpload/rows';
import { VALIDATED_ROWS, writeTemplate } from '@core/massUpload/template';
import { CATALOGUE_LIMITS } from '@core/massUpload/xlsx/limits';
import { readWorkbook, sniffWorkbook } from '@core/massUpload/xlsx/reader';
import { templateFiller } from '@core/massUpload/xlsx/writer';
import { plainCell } from './massUploadExceljs';

const categories = indexCategories(categoryTreeSchema.parse(categoriesSeed));
const HEADERS = TEMPLATE_COLUMNS.map((c) => c.header);
const GOLDEN_DIR = 'fixtures/xlsx';
/** Golden files that are not readable as the template: `check` exits 2 on them. */
const UNREADABLE = ['corrupt', 'empty-file', 'empty-sheet', 'encrypted', 'no-sheet', 'not-xlsx'];

const goldenNames = readdirSync(GOLDEN_DIR)
  .filter((name) => name.endsWith('.xlsx'))
  .map((name) => name.replace(/\.xlsx$/, ''))
  .sort();

function expected(name: string): CheckReport {
  return JSON.parse(readFileSync(join(GOLDEN_DIR, `${name}.expected.json`), 'utf8')) as CheckReport;
}

async function checkGolden(name: string): Promise<CheckReport> {
  const file = `${GOLDEN_DIR}/${name}.xlsx`;
  const read = readWorkbook(readFileSync(file));
  if (read.isErr())
    return { ok: false, file, rows: 0, errors: [{ row: 0, field: 'file', value: null, message: read.error.message }] };
  return checkSheet(file, read.value, categories);
}

describe('exceljs cell values as plain values (the yardstick of the reader properties)', () => {
  it('reads a hyperlink by its target, whatever its text', () => {
    expect(plainCell({ text: 'Lihat foto', hyperlink: 'https://cdn.contoh.id/a.jpg' })).toBe(
      'https://cdn.contoh.id/a.jpg',
    );
    expect(plainCell({ text: { richText: [{ text: 'foto' }] }, hyperlink: 'https://cdn.contoh.id/b.jpg' })).toBe(
      'https://cdn.contoh.id/b.jpg',
    );
  });

  it('joins rich text, takes a formula by its result, keeps numbers and errors', () => {
    expect(plainCell({ richText: [{ text: 'Pulpen ' }, { text: 'Gel', font: { bold: true } }] })).toBe('Pulpen Gel');
    expect(plainCell({ formula: 'A1*2', result: 72000 })).toBe(72000);
    expect(plainCell({ sharedFormula: 'B2', result: 'Barang' })).toBe('Barang');
    expect(plainCell({ formula: 'X()' })).toBeNull();
    expect(plainCell({ error: '#N/A' })).toBe('#N/A');
    expect(plainCell(1250000)).toBe(1250000);
    expect(plainCell('1.250.000')).toBe('1.250.000');
    expect(plainCell(true)).toBe('TRUE');
    expect(plainCell(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(plainCell(undefined)).toBeNull();
  });
});

describe('what the first bytes say', () => {
  it('tells an empty file, an encrypted or old Office file and a non-zip apart from an xlsx', () => {
    expect(sniffWorkbook(new Uint8Array())?.kind).toBe('empty');
    expect(sniffWorkbook(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))?.kind).toBe('encrypted');
    expect(sniffWorkbook(new TextEncoder().encode('nama;harga'))?.kind).toBe('not-xlsx');
    expect(sniffWorkbook(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBeNull();
  });
});

describe('golden files (fixtures/xlsx)', () => {
  it('every golden file has its expected JSON beside it', () => {
    const jsons = readdirSync(GOLDEN_DIR)
      .filter((name) => name.endsWith('.expected.json'))
      .map((name) => name.replace(/\.expected\.json$/, ''))
      .sort();
    expect(jsons).toEqual(goldenNames);
    expect(goldenNames.length).toBeGreaterThanOrEqual(29);
  });

  it.each(goldenNames)('%s gives its expected report', async (name) => {
    expect(await checkGolden(name)).toEqual(expected(name));
  });

  it('the clean file holds 100 products, goods and services, and passes', async () => {
    const report = await checkGolden('clean-100');
    expect(report).toEqual({ ok: true, file: 'fixtures/xlsx/clean-100.xlsx', rows: 100, errors: [] });
  });

  it('101 rows is one too many', async () => {
    expect((await checkGolden('rows-101')).errors).toEqual([
      { row: 0, field: 'file', value: 101, message: 'Maksimal 100 produk per file' },
    ]);
  });

  it('dotted text is read as text and judged as the number it writes', async () => {
    const read = readWorkbook(readFileSync(`${GOLDEN_DIR}/dotted-numbers.xlsx`));
    const [row] = read._unsafeUnwrap().rows;
    expect(row?.cells[COLUMN_KEYS.indexOf('harga')]).toBe('1.250.000');
    expect((await checkGolden('dotted-numbers')).ok).toBe(true);
  });

  it('hyperlink cells are judged by their target: a .jpg text linking to a .png is refused', async () => {
    expect((await checkGolden('hyperlinks')).errors).toEqual([
      {
        row: 3,
        field: 'foto_utama',
        value: 'https://cdn.contoh.id/produk/kotak.png',
        message: 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg',
      },
    ]);
  });

  it.each(UNREADABLE)('%s cannot be read as the template', async (name) => {
    const read = readWorkbook(readFileSync(`${GOLDEN_DIR}/${name}.xlsx`));
    expect(read.isErr()).toBe(true);
    expect(read._unsafeUnwrapErr().message).toBe(expected(name).errors[0]?.message);
  });

  it('reads an ArrayBuffer as the browser hands it over', async () => {
    const bytes = readFileSync(`${GOLDEN_DIR}/clean-100.xlsx`);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const read = readWorkbook(buffer);
    expect([...read._unsafeUnwrap().rows]).toHaveLength(100);
  });
});

describe('the template workbook', () => {
  async function openTemplate(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    return book;
  }

  it("has 'Produk' with the exact headers and 'Petunjuk', and reads back as an empty template", async () => {
    const bytes = await writeTemplate();
    const book = await openTemplate(bytes);
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['Produk', 'Petunjuk']);
    const read = readWorkbook(bytes)._unsafeUnwrap();
    expect(read.headers).toEqual(HEADERS);
    expect([...read.rows]).toEqual([]);
  });

  it('freezes the header row and puts a note on each header', async () => {
    const sheet = (await openTemplate(await writeTemplate())).getWorksheet('Produk');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    TEMPLATE_COLUMNS.forEach((column, i) => {
      const note = sheet?.getRow(1).getCell(i + 1).note;
      const text = typeof note === 'string' ? note : JSON.stringify(note);
      expect(text).toContain(column.help);
    });
  });

  it('offers a dropdown on every enumerated column, listing exactly its allowed values', async () => {
    const book = await openTemplate(await writeTemplate());
    const sheet = book.getWorksheet('Produk');
    const guide = book.getWorksheet('Petunjuk');
    expect(CHOICE_COLUMNS.map((c) => c.key)).toEqual([
      'jenis',
      'satuan',
      'tag_ppn',
      'asal',
      'produsen',
      'kondisi',
      'ketersediaan',
      'status',
    ]);
    for (const column of CHOICE_COLUMNS) {
      const index = COLUMN_KEYS.indexOf(column.key) + 1;
      for (const row of [2, 101, 1 + VALIDATED_ROWS]) {
        const validation = sheet?.getRow(row).getCell(index).dataValidation;
        expect(validation?.type).toBe('list');
        const range = /^Petunjuk!\$([A-Z]+)\$(\d+):\$[A-Z]+\$(\d+)$/.exec(String(validation?.formulae[0]));
        expect(range).not.toBeNull();
        const [, letter = '', from = '0', to = '0'] = range ?? [];
        const listed = Array.from(
          { length: Number(to) - Number(from) + 1 },
          (_, i) => guide?.getCell(`${letter}${Number(from) + i}`).value,
        );
        expect(listed).toEqual(column.choices);
      }
      expect(sheet?.getRow(2 + VALIDATED_ROWS).getCell(index).dataValidation).toBeUndefined();
    }
  });

  it("explains every column on 'Petunjuk' with its key and allowed values", async () => {
    const guide = (await openTemplate(await writeTemplate())).getWorksheet('Petunjuk');
    TEMPLATE_COLUMNS.forEach((column, i) => {
      const row = guide?.getRow(i + 2);
      expect([row?.getCell(2).value, row?.getCell(3).value, row?.getCell(4).value]).toEqual([
        column.header,
        column.key,
        column.help,
      ]);
      if (column.choices) expect(row?.getCell(5).value).toBe(column.choices.join(', '));
    });
  });

  it('writes given rows under the headers, values unchanged', async () => {
    const rows = [COLUMN_KEYS.map((key, i) => (i % 2 ? `${key}-teks` : i)), [null, 'Jasa']];
    const read = readWorkbook(await writeTemplate(rows))._unsafeUnwrap();
    const back = [...read.rows];
    expect(back.map((r) => r.row)).toEqual([2, 3]);
    expect(back[0]?.cells).toEqual(rows[0]);
    expect(back[1]?.cells).toEqual([null, 'Jasa']);
  });
});

describe('how far a check reads', () => {
  /** The golden clean rows cycled to `count` products, each with its own SKU; row 3000 priced 0. */
  async function catalogue(count: number): Promise<Uint8Array> {
    const golden = readWorkbook(readFileSync(`${GOLDEN_DIR}/clean-100.xlsx`))._unsafeUnwrap();
    const clean = [...golden.rows].map((row) => COLUMN_KEYS.map((_, i) => row.cells[i] ?? null));
    const rows = Array.from({ length: count }, (_, i) => {
      const cells = [...(clean[i % clean.length] ?? [])];
      cells[COLUMN_KEYS.indexOf('kode_produk')] = `K-${i}`;
      if (i + 2 === 3000) cells[COLUMN_KEYS.indexOf('harga')] = 0;
      return cells;
    });
    return templateFiller(await writeTemplate()).fill(rows);
  }

  it("the upload stops at the first product past 100 and answers 'Maksimal 100 produk per file'; the command line reads on", async () => {
    const bytes = await catalogue(5_000);
    const upload = checkWorkbook('produk.xlsx', bytes, categories)._unsafeUnwrap();
    expect(upload).toEqual({
      ok: false,
      file: 'produk.xlsx',
      rows: 101,
      errors: [{ row: 0, field: 'file', value: 101, message: 'Maksimal 100 produk per file' }],
      products: [],
    });
    const whole = checkWorkbook('produk.xlsx', bytes, categories, CATALOGUE_LIMITS, {
      wholeSheet: true,
    })._unsafeUnwrap();
    expect(whole.rows).toBe(5_000);
    expect(whole.errors.map((e) => [e.row, e.field])).toEqual([
      [0, 'file'],
      [3000, 'harga'],
    ]);
  });

  it('a clean file of 100 products gives its products to create, read to the end', async () => {
    const checked = checkWorkbook('produk.xlsx', await catalogue(100), categories)._unsafeUnwrap();
    expect(checked.ok).toBe(true);
    expect(checked.products.map((p) => p.row)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
  });
});

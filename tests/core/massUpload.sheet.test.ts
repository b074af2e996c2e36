import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { categoryTreeSchema } from '@core/category/schema';
import type { CellValue } from '@core/massUpload/cells';
import { indexCategories } from '@core/massUpload/categories';
import { checkSheet, startSheetCheck, type SheetRow } from '@core/massUpload/check';
import { COLUMN_KEYS, columnLetter, TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import { checkHeaders, checkProductCount } from '@core/massUpload/fileRules';
import { formatReport, reportJson, reportTable } from '@core/massUpload/report';
import { reportCsv } from '@core/massUpload/reportCsv';
import type { CheckReport } from '@core/massUpload/rows';

const categories = indexCategories(categoryTreeSchema.parse(categoriesSeed));
const HEADERS = TEMPLATE_COLUMNS.map((c) => c.header);

const goods: Record<string, CellValue> = {
  nama_produk: 'Map Plastik',
  jenis: 'Barang',
  kategori_id: 103,
  merek_id: 502,
  deskripsi: 'Map plastik folio.',
  harga: 5000,
  tag_ppn: 0,
  stok: 40,
  berat_kg: 0.1,
  foto_utama: 'https://cdn.contoh.id/map.jpg',
  status: 1,
};

/** A row in template column order, with its sheet row number. */
function sheetRow(row: number, patch: Record<string, CellValue> = {}): SheetRow {
  const cells: Record<string, CellValue> = { ...goods, kode_produk: `MAP-${row}`, ...patch };
  return { row, cells: COLUMN_KEYS.map((key) => cells[key] ?? null) };
}

describe('columns', () => {
  it('are the 34 columns of mass-upload-template.md, in order', () => {
    expect(TEMPLATE_COLUMNS).toHaveLength(34);
    expect(COLUMN_KEYS.slice(0, 4)).toEqual(['nama_produk', 'jenis', 'kode_produk', 'kategori_id']);
    expect(HEADERS.slice(10, 18)).toEqual([
      'Grosir Min 1',
      'Grosir Harga 1',
      'Grosir Min 2',
      'Grosir Harga 2',
      'Grosir Min 3',
      'Grosir Harga 3',
      'Grosir Min 4',
      'Grosir Harga 4',
    ]);
    expect(HEADERS[27]).toBe('Lama Pengerjaan (hari)');
    expect(HEADERS[33]).toBe('Status*');
    expect(columnLetter(0)).toBe('A');
    expect(columnLetter(25)).toBe('Z');
    expect(columnLetter(26)).toBe('AA');
    expect(columnLetter(33)).toBe('AH');
  });
});

describe('header rules', () => {
  it('accept the exact headers, surrounding spaces ignored', () => {
    expect(checkHeaders(HEADERS.map((h) => ` ${h} `)).errors).toEqual([]);
  });

  it('name a missing header and where it belongs', () => {
    const { errors, layout } = checkHeaders(HEADERS.filter((h) => h !== 'Deskripsi*'));
    expect(layout.missing.has('deskripsi')).toBe(true);
    expect(errors[0]).toEqual({
      row: 1,
      field: 'deskripsi',
      value: null,
      message: "Kolom 'Deskripsi*' tidak ada (seharusnya di kolom F)",
    });
    // every header after it moved one to the left
    expect(errors.slice(1).every((e) => e.message.includes('harus berada di kolom'))).toBe(true);
  });

  it('name a header written differently and still find its column', () => {
    const headers = [...HEADERS];
    headers[1] = 'JENIS';
    const { errors, layout } = checkHeaders(headers);
    expect(errors).toEqual([
      { row: 1, field: 'jenis', value: 'JENIS', message: "Judul kolom B 'JENIS' harus ditulis persis 'Jenis*'" },
    ]);
    expect(layout.positions.get('jenis')).toBe(1);
  });

  it('name swapped headers and read each column where it is', () => {
    const headers = [...HEADERS];
    [headers[22], headers[23]] = [headers[23] ?? '', headers[22] ?? ''];
    const { errors, layout } = checkHeaders(headers);
    expect(errors.map((e) => e.message)).toEqual([
      "Kolom 'Berat (kg)' harus berada di kolom W, bukan di kolom X",
      "Kolom 'Panjang (cm)' harus berada di kolom X, bukan di kolom W",
    ]);
    expect(layout.positions.get('berat_kg')).toBe(23);
  });

  it('name unknown and repeated headers', () => {
    const { errors } = checkHeaders([...HEADERS, 'Warna', 'Stok']);
    expect(errors).toEqual([
      {
        row: 1,
        field: 'file',
        value: 'Warna',
        message: "Kolom AI 'Warna' bukan kolom template; hapus atau pakai template terbaru",
      },
      { row: 1, field: 'stok', value: 'Stok', message: "Kolom 'Stok' muncul lagi di kolom AJ" },
    ]);
  });
});

describe('product count', () => {
  it("'Maksimal 100 produk per file' above 100, and a message for a file without products", () => {
    expect(checkProductCount(100)).toEqual([]);
    expect(checkProductCount(1)).toEqual([]);
    expect(checkProductCount(101)).toEqual([
      { row: 0, field: 'file', value: 101, message: 'Maksimal 100 produk per file' },
    ]);
    expect(checkProductCount(0)[0]?.message).toBe('File tidak berisi produk: isi produk mulai baris 2 sheet Produk');
  });
});

describe('checkSheet', () => {
  it('reports file rules first, then headers, then rows in order', () => {
    const rows = Array.from({ length: 101 }, (_, i) => sheetRow(i + 2, i === 40 ? { harga: 0 } : {}));
    const report = checkSheet('x.xlsx', { headers: HEADERS, rows }, categories);
    expect(report.ok).toBe(false);
    expect(report.rows).toBe(101);
    expect(report.errors.map((e) => [e.row, e.field])).toEqual([
      [0, 'file'],
      [42, 'harga'],
    ]);
  });

  it('reports a header problem once and stops there: rows read under a wrong header are not judged', () => {
    const headers = [...HEADERS];
    headers[0] = 'Nama';
    const rows = Array.from({ length: 101 }, (_, i) => sheetRow(i + 2, i === 40 ? { harga: 0 } : {}));
    const report = checkSheet('x.xlsx', { headers, rows }, categories);
    expect(report.rows).toBe(101);
    expect(report.errors.map((e) => [e.row, e.field])).toEqual([
      [0, 'file'],
      [1, 'nama_produk'],
      [1, 'file'],
    ]);
  });

  it('skips empty rows and does not repeat a missing column on every row', () => {
    const headers = HEADERS.filter((h) => h !== 'Stok');
    const rows = [sheetRow(2), { row: 3, cells: [null, '  '] }, sheetRow(4)].map((r) => ({
      row: r.row,
      cells: r.cells.filter((_, i) => i !== COLUMN_KEYS.indexOf('stok')),
    }));
    const report = checkSheet('x.xlsx', { headers, rows }, categories);
    expect(report.rows).toBe(2);
    expect(report.errors.filter((e) => e.field === 'stok')).toHaveLength(1);
    expect(report.errors[0]?.message).toBe("Kolom 'Stok' tidak ada (seharusnya di kolom V)");
  });

  it('streams: startSheetCheck counts rows and remembers product codes across rows', () => {
    const check = startSheetCheck(HEADERS, categories);
    expect(check.row(sheetRow(2, { kode_produk: 'A' }))?.errors).toEqual([]);
    expect(check.row({ row: 3, cells: [] })).toBeNull();
    expect(check.row(sheetRow(4, { kode_produk: 'A' }))?.errors.map((e) => e.message)).toEqual([
      "Kode Produk (SKU) 'A' sudah dipakai di baris 2",
    ]);
    expect(check.count).toBe(2);
  });

  it('never throws on any sheet, and every error is on row 0, 1 or a product row, naming the file or a template column', () => {
    const cell = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(...HEADERS),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(HEADERS as CellValue[]), fc.array(cell, { maxLength: 40 })),
        fc.array(fc.array(cell, { maxLength: 36 }), { maxLength: 8 }),
        (headers, rows) => {
          const sheet = { headers, rows: rows.map((cells, i) => ({ row: i + 2, cells })) };
          const report = checkSheet('f.xlsx', sheet, categories);
          const rowNumbers = new Set(sheet.rows.map((r) => r.row));
          for (const error of report.errors) {
            expect(error.row === 0 || error.row === 1 || rowNumbers.has(error.row)).toBe(true);
            expect(['file', ...COLUMN_KEYS]).toContain(error.field);
          }
          expect(report.ok).toBe(report.errors.length === 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('reports', () => {
  const report: CheckReport = {
    ok: false,
    file: 'produk.xlsx',
    rows: 2,
    errors: [
      { row: 0, field: 'file', value: 101, message: 'Maksimal 100 produk per file' },
      { row: 3, field: 'harga', value: '12,5', message: 'Harga Satuan: Harus bilangan bulat rupiah (tanpa desimal)' },
      { row: 4, field: 'deskripsi', value: 'baris "satu",\nbaris dua', message: 'Deskripsi wajib diisi' },
    ],
  };

  it('json has exactly ok, file, rows and errors of row, field, value, message', () => {
    const parsed = JSON.parse(reportJson(report)) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['ok', 'file', 'rows', 'errors']);
    expect(parsed).toEqual(report);
    expect(Object.keys((parsed.errors as object[])[0] ?? {})).toEqual(['row', 'field', 'value', 'message']);
  });

  it('csv round-trips through papaparse, header included, quotes and newlines kept', () => {
    const parsed = Papa.parse<Record<string, string>>(reportCsv(report.errors), { header: true, skipEmptyLines: true });
    // The portal's error table's headers (Baris, Kolom, Nilai, Kesalahan), and the key for machines.
    expect(parsed.meta.fields).toEqual(['Baris', 'Kunci', 'Kolom', 'Nilai', 'Kesalahan']);
    expect(parsed.data[1]).toEqual({
      Baris: '3',
      Kunci: 'harga',
      Kolom: 'Harga Satuan',
      Nilai: '12,5',
      Kesalahan: 'Harga Satuan: Harus bilangan bulat rupiah (tanpa desimal)',
    });
    expect(parsed.data[2]?.Nilai).toBe('baris "satu",\nbaris dua');
    expect(parsed.data[0]?.Kolom).toBe('File');
  });

  it('table shows row, column header, value and message, and a summary', () => {
    const lines = reportTable(report).split('\n');
    expect(lines[0]).toMatch(/^Baris\s+Kolom\s+Nilai\s+Kesalahan$/);
    expect(lines.find((l) => l.startsWith('3 '))).toMatch(
      /^3\s+Harga Satuan\*\s+12,5\s+Harga Satuan: Harus bilangan bulat rupiah \(tanpa desimal\)$/,
    );
    expect(reportTable(report)).toContain('baris "satu", baris dua');
    expect(lines.at(-2)).toBe('produk.xlsx: 3 masalah pada 2 dari 2 produk.');
  });

  it('a clean report says so in every format', async () => {
    const clean: CheckReport = { ok: true, file: 'ok.xlsx', rows: 100, errors: [] };
    expect(formatReport(clean, 'table')).toBe('ok.xlsx: 100 produk, tidak ada masalah. Siap diupload.\n');
    expect(JSON.parse(formatReport(clean, 'json'))).toEqual(clean);
    expect(formatReport(clean, 'csv')).toBe('Baris,Kunci,Kolom,Nilai,Kesalahan\n');
  });
});

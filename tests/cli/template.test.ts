import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_COLUMNS } from '@core/massUpload/columns';
import { SPLIT_TEXTS } from '@core/massUpload/splitFiles';
import { penyedia } from '../support/cli';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'penyedia-template-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a seller types into the downloaded template, cell by cell (by header, as they see it). */
const sellerRows: Record<string, string | number>[] = [
  {
    'Nama Produk*': 'Spidol Papan Tulis Biru',
    'Jenis*': 'Barang',
    'Kode Produk (SKU)': 'SPD-01',
    'ID Kategori*': 1023,
    'ID Merek': 501,
    'Deskripsi*': 'Spidol isi ulang, 12 batang.',
    'Harga Satuan*': '96.000',
    'Tag PPN*': '0:Dikenakan PPN',
    Stok: 30,
    'Berat (kg)': '0.300',
    'URL Foto Utama*': 'https://cdn.contoh.id/produk/spidol.jpg',
    'Status*': '1',
  },
  {
    'Nama Produk*': 'Jasa Perbaikan Proyektor',
    'Jenis*': 'Jasa',
    'ID Kategori*': 323,
    'Deskripsi*': 'Perbaikan di sekolah.',
    'Harga Satuan*': 450000,
    'Tag PPN*': 0,
    'Lama Pengerjaan (hari)': 3,
    'URL Foto Utama*': 'https://cdn.contoh.id/produk/proyektor.jpeg',
    'Status*': 1,
  },
];

async function fill(template: string, out: string, rows: Record<string, string | number>[]): Promise<void> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.getWorksheet('Produk');
  if (!sheet) throw new Error('template without a Produk sheet');
  rows.forEach((values, i) => {
    for (const [header, value] of Object.entries(values)) {
      const at = TEMPLATE_COLUMNS.findIndex((c) => c.header === header);
      sheet.getRow(i + 2).getCell(at + 1).value = value;
    }
  });
  await book.xlsx.writeFile(out);
}

describe('penyedia template', () => {
  it('writes the template where --out says', async () => {
    const out = join(dir, 'sub', 'template.xlsx');
    const run = await penyedia(['template', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Template ditulis: ${out}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['Produk', 'Petunjuk']);
    expect(book.getWorksheet('Produk')?.getRow(1).values).toEqual([
      undefined,
      ...TEMPLATE_COLUMNS.map((c) => c.header),
    ]);
  });

  it("the Petunjuk says what the portal does with more than 100 products: it refuses the file and offers 'Bagi File'", async () => {
    const out = join(dir, 'petunjuk.xlsx');
    expect((await penyedia(['template', '--out', out])).code).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const texts: string[] = [];
    book.getWorksheet('Petunjuk')?.eachRow((row) => {
      row.eachCell((cell) => texts.push(cell.text));
    });
    const limit = texts.find((text) => text.startsWith('Maksimal 100 produk per file.'));
    expect(limit).toContain('File yang lebih besar ditolak');
    expect(limit).not.toContain('dipotong');
    expect(limit).toContain(`'${SPLIT_TEXTS.action}'`);
  });

  it('writes template-upload-massal.xlsx in the current folder by default', async () => {
    const cwd = join(dir, 'default');
    mkdirSync(cwd);
    const run = await penyedia(['template'], { cwd });
    expect(run.code).toBe(0);
    expect(existsSync(join(cwd, 'template-upload-massal.xlsx'))).toBe(true);
  });

  it('template, fill, check: a seller gets exit 0 on good rows and every problem on bad ones', async () => {
    const template = join(dir, 'kosong.xlsx');
    expect((await penyedia(['template', '--out', template])).code).toBe(0);

    const empty = await penyedia(['check', template]);
    expect(empty.stdout).toContain('File tidak berisi produk: isi produk mulai baris 2 sheet Produk');
    expect(empty.code).toBe(1);

    const good = join(dir, 'isi.xlsx');
    await fill(template, good, sellerRows);
    const clean = await penyedia(['check', good]);
    expect(clean.stdout).toContain('2 produk, tidak ada masalah');
    expect(clean.code).toBe(0);

    const bad = join(dir, 'salah.xlsx');
    await fill(template, bad, [
      { ...sellerRows[0], 'ID Merek': '', 'Harga Satuan*': 0 },
      { ...sellerRows[1], 'Lama Pengerjaan (hari)': 0 },
    ]);
    const run = await penyedia(['check', bad, '--format', 'json']);
    expect((JSON.parse(run.stdout) as { errors: unknown[] }).errors).toEqual([
      { row: 2, field: 'merek_id', value: '', message: 'Merek wajib diisi' },
      { row: 2, field: 'harga', value: 0, message: 'Harga Tidak Boleh 0 atau Kosong' },
      { row: 3, field: 'lama_pengerjaan', value: 0, message: 'Lama Perngerjaan minimal 1 hari' },
    ]);
    expect(run.code).toBe(1);
  });

  it('exits 2 with one line when the file cannot be written', async () => {
    const blocker = join(dir, 'berkas');
    writeFileSync(blocker, 'bukan folder');
    const run = await penyedia(['template', '--out', join(blocker, 'template.xlsx')]);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('tidak dapat ditulis');
    expect(run.code).toBe(2);
  });
});

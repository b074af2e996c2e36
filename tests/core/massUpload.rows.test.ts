import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { categoryTreeSchema } from '@core/category/schema';
import { formatThousands } from '@core/money';
import type { CellValue } from '@core/massUpload/cells';
import { parseCategoryAnswer } from '@core/massUpload/categoryAnswer';
import { indexCategories, uploadableLeaves } from '@core/massUpload/categories';
import { COLUMN_KEYS, type ColumnKey } from '@core/massUpload/columns';
import type { ProductRow, UploadError } from '@core/massUpload/rows';
import { isEmptyRow, rowContext, validateRow, validateRows } from '@core/massUpload/validate';

const categories = indexCategories(categoryTreeSchema.parse(categoriesSeed));

type Cells = Partial<Record<ColumnKey, CellValue>>;

const GOODS: Cells = {
  nama_produk: 'Pulpen Gel Hitam',
  jenis: 'Barang',
  kode_produk: 'BRG-1',
  kategori_id: 1021,
  merek_id: 501,
  deskripsi: 'Pulpen gel, isi 12.',
  harga: 36000,
  harga_nego: 35000,
  satuan: 'Box',
  tag_ppn: '0:Dikenakan PPN',
  grosir_min_1: 10,
  grosir_harga_1: 35000,
  asal: 'Dalam Negeri',
  produsen: 'UMKM',
  kondisi: 'Baru',
  stok: 100,
  berat_kg: 0.2,
  panjang_cm: 15,
  lebar_cm: 10,
  tinggi_cm: 3,
  ketersediaan: 'Ready Stock',
  foto_utama: 'https://cdn.contoh.id/produk/pulpen.jpg',
  status: 1,
};

const SERVICE: Cells = {
  nama_produk: 'Jasa Pelatihan Guru',
  jenis: 'Jasa',
  kode_produk: 'JSA-1',
  kategori_id: 301,
  deskripsi: 'Pelatihan dua hari.',
  harga: 7500000,
  tag_ppn: 12,
  lama_pengerjaan: 2,
  foto_utama: 'https://cdn.contoh.id/produk/pelatihan.jpeg',
  foto_4: 'https://cdn.contoh.id/produk/pelatihan-4.JPG',
  status: '1',
};

function errorsOf(patch: Cells, base: Cells = GOODS, row = 2): UploadError[] {
  return validateRow({ row, cells: { ...base, ...patch } }, rowContext(categories));
}

/** [field, message] of every error of a row. */
function problems(patch: Cells, base: Cells = GOODS): [string, string][] {
  return errorsOf(patch, base).map((e) => [e.field, e.message]);
}

describe('category tree', () => {
  it('knows the leaves of each tree and keeps the book branches 22 and 23 out', () => {
    const goods = uploadableLeaves(categories, 'Barang');
    expect(goods).toContain(1021);
    expect(goods).not.toContain(102);
    expect(goods).not.toContain(221);
    expect(goods).not.toContain(231);
    expect(uploadableLeaves(categories, 'Jasa')).toContain(301);
    expect(categories.get(233)?.book).toBe(true);
    expect(categories.get(102)?.leavesBelow).toEqual([1021, 1022, 1023, 1024, 1025]);
  });

  it('reads a saved answer of the category call or its bare data list, and says what is wrong otherwise', () => {
    const answer = { status: { code: 200, message: 'OK' }, data: categoriesSeed };
    expect('tree' in parseCategoryAnswer(answer)).toBe(true);
    expect('tree' in parseCategoryAnswer(categoriesSeed)).toBe(true);
    const wrong = parseCategoryAnswer({ status: { code: 200 }, data: [{ title: 'Barang' }] });
    expect('error' in wrong && wrong.error).toMatch(/^bukan jawaban pohon kategori/);
  });
});

describe('a clean row', () => {
  it('passes as goods and as a service', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({}, SERVICE)).toEqual([]);
  });

  it('reads dotted text as numbers, as the forms do', () => {
    expect(
      errorsOf({
        harga: '1.250.000',
        harga_nego: '1.200.000',
        grosir_min_1: '1.000',
        grosir_harga_1: '1.150.000',
        stok: '2.500',
        berat_kg: '0.250',
      }),
    ).toEqual([]);
  });

  it('ignores what the template says a service ignores', () => {
    expect(errorsOf({ merek_id: null, stok: -5, berat_kg: 'abc', panjang_cm: -1, kondisi: 'Rusak' }, SERVICE)).toEqual(
      [],
    );
  });

  it('ignores the working duration of goods', () => {
    expect(errorsOf({ lama_pengerjaan: 0 })).toEqual([]);
  });
});

describe('rules of the product forms, one message per cell', () => {
  it("'Harga Tidak Boleh 0 atau Kosong' for an empty or zero unit price", () => {
    const bare = { grosir_min_1: null, grosir_harga_1: null, harga_nego: null };
    expect(problems({ ...bare, harga: null })).toEqual([['harga', 'Harga Tidak Boleh 0 atau Kosong']]);
    expect(problems({ ...bare, harga: 0 })).toEqual([['harga', 'Harga Tidak Boleh 0 atau Kosong']]);
    expect(problems({ ...bare, harga: '  ' })).toEqual([['harga', 'Harga Tidak Boleh 0 atau Kosong']]);
  });

  it("'Harga Tidak Boleh Kurang dari 0' for a price with a minus sign, typed or as a number", () => {
    const bare = { grosir_min_1: null, grosir_harga_1: null, harga_nego: null };
    expect(problems({ ...bare, harga: -500 })).toEqual([['harga', 'Harga Tidak Boleh Kurang dari 0']]);
    expect(problems({ ...bare, harga: '-1.000' })).toEqual([['harga', 'Harga Tidak Boleh Kurang dari 0']]);
  });

  it("'Penyedia tidak bisa input harga satuan kurang dari 100!' for unit and negotiation prices under 100", () => {
    const bare = { grosir_min_1: null, grosir_harga_1: null, harga_nego: null };
    expect(problems({ ...bare, harga: 99 })).toEqual([
      ['harga', 'Penyedia tidak bisa input harga satuan kurang dari 100!'],
    ]);
    expect(problems({ harga_nego: 99 })).toEqual([
      ['harga_nego', 'Penyedia tidak bisa input harga satuan kurang dari 100!'],
    ]);
  });

  it('refuses a price above 999999999999 and a fraction of a rupiah', () => {
    expect(problems({ harga: 1_000_000_000_000 })).toEqual([
      ['harga', 'Harga Satuan: Angka tidak boleh lebih dari 999.999.999.999'],
    ]);
    expect(problems({ harga: '1.000.000.000.000' })).toEqual([
      ['harga', 'Harga Satuan: Angka tidak boleh lebih dari 999.999.999.999'],
    ]);
    expect(problems({ harga: 36000.5 })).toEqual([
      ['harga', 'Harga Satuan: Harus bilangan bulat rupiah (tanpa desimal)'],
    ]);
    expect(problems({ harga: 'tiga puluh ribu' })).toEqual([
      ['harga', 'Harga Satuan: Hanya angka, dengan titik sebagai pemisah ribuan (contoh 1.250.000)'],
    ]);
  });

  it("'Merek wajib diisi' for goods without a brand", () => {
    expect(problems({ merek_id: null })).toEqual([['merek_id', 'Merek wajib diisi']]);
    expect(problems({ merek_id: 'Merek A' })).toEqual([['merek_id', 'ID Merek: Harus angka bulat positif']]);
  });

  it("'Stok tidak boleh kurang dari 0' and 'Stok tidak boleh kosong' for goods", () => {
    expect(problems({ stok: -1 })).toEqual([['stok', 'Stok tidak boleh kurang dari 0']]);
    expect(problems({ stok: null })).toEqual([['stok', 'Stok tidak boleh kosong']]);
    expect(problems({ stok: 0 })).toEqual([]);
  });

  it("'Berat tidak boleh kurang dari 0' for goods weighing nothing; a comma or a dot marks the decimals", () => {
    expect(problems({ berat_kg: 0 })).toEqual([['berat_kg', 'Berat tidak boleh kurang dari 0']]);
    expect(problems({ berat_kg: null })).toEqual([['berat_kg', 'Berat tidak boleh kurang dari 0']]);
    expect(problems({ berat_kg: '-0.5' })).toEqual([['berat_kg', 'Berat tidak boleh kurang dari 0']]);
    expect(problems({ berat_kg: '-0,5' })).toEqual([['berat_kg', 'Berat tidak boleh kurang dari 0']]);
    expect(problems({ berat_kg: '0,2' })).toEqual([]);
    expect(problems({ berat_kg: '0.200' })).toEqual([]);
    expect(problems({ berat_kg: '1.250,5' })).toEqual([
      ['berat_kg', 'Berat (kg): Hanya angka, dengan koma atau titik sebagai pemisah desimal (contoh 0,25 atau 0.25)'],
    ]);
  });

  it("'Panjang, Lebar, Tinggu tidak boleh kurang dari 0' on each negative dimension; empty means 0", () => {
    expect(problems({ panjang_cm: -1, lebar_cm: '-2', tinggi_cm: null })).toEqual([
      ['panjang_cm', 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0'],
      ['lebar_cm', 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0'],
    ]);
  });

  it("'Lama Perngerjaan tidak boleh kosong' and 'Lama Perngerjaan minimal 1 hari' for services", () => {
    expect(problems({ lama_pengerjaan: null }, SERVICE)).toEqual([
      ['lama_pengerjaan', 'Lama Perngerjaan tidak boleh kosong'],
    ]);
    expect(problems({ lama_pengerjaan: 0 }, SERVICE)).toEqual([['lama_pengerjaan', 'Lama Perngerjaan minimal 1 hari']]);
  });

  it("'Foto utama tidak boleh kosong!' for goods and services", () => {
    expect(problems({ foto_utama: null })).toEqual([['foto_utama', 'Foto utama tidak boleh kosong!']]);
    expect(problems({ foto_utama: ' ' }, SERVICE)).toEqual([['foto_utama', 'Foto utama tidak boleh kosong!']]);
  });

  it('photo URLs are http(s) and end in .jpg or .jpeg, any case', () => {
    expect(problems({ foto_utama: 'https://cdn.contoh.id/a.JPEG', foto_2: 'http://cdn.contoh.id/b.jpg?v=2' })).toEqual(
      [],
    );
    expect(problems({ foto_utama: 'https://cdn.contoh.id/a.png', foto_3: 'cdn.contoh.id/c.jpg' })).toEqual([
      ['foto_utama', 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg'],
      ['foto_3', 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg'],
    ]);
  });

  it('a fourth photo only on a service (goods have two extra photos)', () => {
    expect(problems({ foto_4: 'https://cdn.contoh.id/d.jpg' })).toEqual([
      ['foto_4', 'URL Foto 4 hanya untuk Jasa; Barang punya 2 foto tambahan (URL Foto 2 dan URL Foto 3)'],
    ]);
  });
});

describe('wholesale tiers', () => {
  const none = {
    grosir_min_1: null,
    grosir_harga_1: null,
    grosir_min_2: null,
    grosir_harga_2: null,
    grosir_min_3: null,
    grosir_harga_3: null,
  };

  it("'Pembelian Minimum tidak boleh kurang dari 1' for a negative minimum", () => {
    expect(problems({ ...none, grosir_min_1: -3, grosir_harga_1: 30000 })).toEqual([
      ['grosir_min_1', 'Pembelian Minimum tidak boleh kurang dari 1'],
    ]);
  });

  it("'Masukan jumlah pembelian minimum terlebih dahulu' for a tier price without a minimum", () => {
    expect(problems({ ...none, grosir_harga_1: 30000 })).toEqual([
      ['grosir_harga_1', 'Masukan jumlah pembelian minimum terlebih dahulu'],
    ]);
    expect(problems({ ...none, grosir_min_1: 0, grosir_harga_1: 30000 })).toEqual([
      ['grosir_harga_1', 'Masukan jumlah pembelian minimum terlebih dahulu'],
    ]);
  });

  it('a tier price from Rp100 up to the unit price', () => {
    expect(problems({ ...none, grosir_min_1: 5, grosir_harga_1: 40000 })).toEqual([
      ['grosir_harga_1', 'Harga Grosir tidak boleh melewati Rp36.000'],
    ]);
    expect(problems({ ...none, grosir_min_1: 5, grosir_harga_1: 99 })).toEqual([
      ['grosir_harga_1', 'Harga Grosir tidak boleh kurang dari Rp100'],
    ]);
    expect(problems({ ...none, grosir_min_1: 5, grosir_harga_1: 36000 })).toEqual([]);
  });

  it('a tier needs the tier before it, rising minimums and a price', () => {
    expect(problems({ ...none, grosir_min_2: 20, grosir_harga_2: 30000 })).toEqual([
      ['grosir_min_2', 'Isi Grosir Min 1 dan Grosir Harga 1 terlebih dahulu'],
    ]);
    expect(
      problems({ ...none, grosir_min_1: 20, grosir_harga_1: 35000, grosir_min_2: 20, grosir_harga_2: 34000 }),
    ).toEqual([['grosir_min_2', 'Grosir Min 2 harus lebih besar dari Grosir Min 1 (20)']]);
    expect(problems({ ...none, grosir_min_1: 20 })).toEqual([
      ['grosir_harga_1', 'Grosir Harga 1 wajib diisi bila Grosir Min 1 diisi'],
    ]);
    expect(
      problems({
        ...none,
        grosir_min_1: 10,
        grosir_harga_1: 35000,
        grosir_min_2: 20,
        grosir_harga_2: 34000,
        grosir_min_3: 30,
        grosir_harga_3: 33000,
        grosir_min_4: 40,
        grosir_harga_4: 32000,
      }),
    ).toEqual([]);
  });

  it('applies to services too', () => {
    expect(problems({ grosir_harga_1: 30000 }, SERVICE)).toEqual([
      ['grosir_harga_1', 'Masukan jumlah pembelian minimum terlebih dahulu'],
    ]);
  });
});

describe('rules of the template document', () => {
  it('name required, at most 255 characters', () => {
    expect(problems({ nama_produk: null })).toEqual([['nama_produk', 'Nama Produk wajib diisi']]);
    expect(problems({ nama_produk: 'x'.repeat(255) })).toEqual([]);
    expect(problems({ nama_produk: 'x'.repeat(256) })).toEqual([['nama_produk', 'Nama Produk maksimal 255 karakter']]);
  });

  it('type Barang or Jasa; an unknown type still gets the rules both share', () => {
    expect(problems({ jenis: 'barang' })).toEqual([]);
    expect(problems({ jenis: 'Brg' })).toEqual([['jenis', "Jenis 'Brg' tidak dikenal. Pilihan: Barang, Jasa"]]);
    expect(problems({ jenis: null, harga: 0, grosir_min_1: null, grosir_harga_1: null, harga_nego: null })).toEqual([
      ['jenis', 'Jenis wajib diisi'],
      ['harga', 'Harga Tidak Boleh 0 atau Kosong'],
    ]);
  });

  it('product code at most 64 characters and unique within the file', () => {
    expect(problems({ kode_produk: 'K'.repeat(65) })).toEqual([
      ['kode_produk', 'Kode Produk (SKU) maksimal 64 karakter'],
    ]);
    const errors = validateRows(
      [
        { row: 2, cells: GOODS },
        { row: 3, cells: { ...GOODS } },
      ],
      categories,
    );
    expect(errors).toEqual([
      { row: 3, field: 'kode_produk', value: 'BRG-1', message: "Kode Produk (SKU) 'BRG-1' sudah dipakai di baris 2" },
    ]);
  });

  it('category: a leaf of the tree of its type, books refused', () => {
    expect(problems({ kategori_id: null })).toEqual([['kategori_id', 'ID Kategori wajib diisi']]);
    expect(problems({ kategori_id: 4242 })).toEqual([['kategori_id', 'ID Kategori 4242 tidak ada di pohon kategori']]);
    expect(problems({ kategori_id: 23 })).toEqual([
      ['kategori_id', 'ID Kategori 23 termasuk kategori buku (22/23); buku tidak bisa diupload massal'],
    ]);
    expect(problems({ kategori_id: '222' })).toEqual([
      ['kategori_id', 'ID Kategori 222 termasuk kategori buku (22/23); buku tidak bisa diupload massal'],
    ]);
    expect(problems({ kategori_id: 11 })).toEqual([
      [
        'kategori_id',
        'ID Kategori 11 (Elektronik) masih punya sub-kategori; pakai ID kategori terdalam: 1111, 1112, 1113, 112, 1131, 1132',
      ],
    ]);
    expect(problems({ kategori_id: 351 })).toEqual([
      ['kategori_id', 'ID Kategori 351 adalah kategori Jasa, tidak bisa dipakai untuk Barang'],
    ]);
    expect(problems({ kategori_id: 1111 }, SERVICE)).toEqual([
      ['kategori_id', 'ID Kategori 1111 adalah kategori Barang, tidak bisa dipakai untuk Jasa'],
    ]);
  });

  it('description required', () => {
    expect(problems({ deskripsi: '' })).toEqual([['deskripsi', 'Deskripsi wajib diisi']]);
  });

  it('enumerated columns name the value and the allowed values; empty takes the default', () => {
    expect(problems({ satuan: null, asal: null, produsen: null, kondisi: null, ketersediaan: null })).toEqual([]);
    expect(problems({ satuan: 'Gross' })).toEqual([]);
    // Any case names the choice (the template offers 'Pcs'; 'pcs' is the same unit).
    expect(problems({ produsen: 'umkm', satuan: 'pcs', ketersediaan: 'ready stock', jenis: 'BARANG' })).toEqual([]);
    expect(problems({ produsen: 'umkn' })).toEqual([
      ['produsen', "Produsen 'umkn' tidak dikenal. Pilihan: UMKM, Non UMKM"],
    ]);
    expect(problems({ ketersediaan: 'Pre Order' })).toEqual([
      ['ketersediaan', "Ketersediaan 'Pre Order' tidak dikenal. Pilihan: Ready Stock, PreOrder"],
    ]);
  });

  it('VAT tag 0..26, as a number, as digits or as the listed text', () => {
    expect(problems({ tag_ppn: 0 })).toEqual([]);
    expect(problems({ tag_ppn: '26' })).toEqual([]);
    expect(problems({ tag_ppn: '12:Jasa Pendidikan' })).toEqual([]);
    expect(problems({ tag_ppn: 27 })).toEqual([['tag_ppn', 'Tag PPN harus angka 0 sampai 26 (0 = Dikenakan PPN)']]);
    expect(problems({ tag_ppn: 1.5 })).toEqual([['tag_ppn', 'Tag PPN harus angka 0 sampai 26 (0 = Dikenakan PPN)']]);
    expect(problems({ tag_ppn: null })).toEqual([['tag_ppn', 'Tag PPN wajib diisi']]);
  });

  it('status 1 or 0', () => {
    expect(problems({ status: 0 })).toEqual([]);
    expect(problems({ status: '0' })).toEqual([]);
    expect(problems({ status: 'Aktif' })).toEqual([['status', 'Status harus 1 (Aktif) atau 0 (Tidak Aktif)']]);
    expect(problems({ status: null })).toEqual([['status', 'Status wajib diisi']]);
  });

  it('an error carries the row and the cell value as read', () => {
    expect(errorsOf({ harga: '12,5' }, GOODS, 17)).toEqual([
      { row: 17, field: 'harga', value: '12,5', message: 'Harga Satuan: Harus bilangan bulat rupiah (tanpa desimal)' },
    ]);
  });

  it('errors come in column order', () => {
    const fields = errorsOf({
      status: 9,
      nama_produk: null,
      harga: 0,
      grosir_min_1: null,
      grosir_harga_1: null,
      harga_nego: null,
    }).map((e) => e.field);
    expect(fields).toEqual(['nama_produk', 'harga', 'status']);
  });

  it('a row of blanks is empty and skipped', () => {
    expect(isEmptyRow({ row: 5, cells: { nama_produk: '  ', harga: null } })).toBe(true);
    expect(validateRows([{ row: 5, cells: { nama_produk: ' ' } }], categories)).toEqual([]);
  });
});

// ---- properties ----

const cellArbitrary: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.double({ noNaN: false }),
  fc.integer({ min: -2_000_000_000_000, max: 2_000_000_000_000 }),
  fc.constantFrom(
    'Barang',
    'Jasa',
    '1.250.000',
    '-5',
    '0.200',
    '12,5',
    'https://a.id/x.jpg',
    '0:Dikenakan PPN',
    ' ',
    '1021',
    '22',
    'Rp100',
  ),
);
const cellsArbitrary: fc.Arbitrary<Cells> = fc.dictionary(fc.constantFrom(...COLUMN_KEYS), cellArbitrary);

describe('row validator properties', () => {
  it('never throws, and every error names the row and a template column, with the cell value as given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_048_576 }), cellsArbitrary, fc.boolean(), (row, patch, service) => {
        const product: ProductRow = { row, cells: { ...(service ? SERVICE : GOODS), ...patch } };
        const errors = validateRow(product, rowContext(categories));
        for (const error of errors) {
          expect(error.row).toBe(row);
          expect(COLUMN_KEYS).toContain(error.field);
          expect(error.value).toEqual(product.cells[error.field as ColumnKey] ?? null);
          expect(error.message.length).toBeGreaterThan(0);
        }
        expect(new Set(errors.map((e) => e.field)).size).toBe(errors.length);
      }),
      { numRuns: 500 },
    );
  });

  it('a price typed with dots is judged as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (price) => {
        const asNumber = problems({ harga: price, harga_nego: null, grosir_min_1: null, grosir_harga_1: null });
        const asText = problems({
          harga: formatThousands(price),
          harga_nego: null,
          grosir_min_1: null,
          grosir_harga_1: null,
        });
        expect(asText).toEqual(asNumber);
      }),
    );
  });
});

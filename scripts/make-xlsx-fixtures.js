// Writes the golden mass-upload files of fixtures/xlsx and the expected `check --format json`
// answer beside each. Run by hand after `npm run build:cli`:  node scripts/make-xlsx-fixtures.js
//
// Every file starts from the real template (`penyedia template`), so goldens look like what a
// seller fills in. Each file states the problems it is meant to hold (row, field, message); the
// script stops if `penyedia check` finds anything else, so a golden JSON is never just "whatever
// the tool printed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

const OUT = 'fixtures/xlsx';
const TMP = '.tmp/xlsx-fixtures';
const BIN = 'bin/penyedia.js';

function cli(args) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

mkdirSync(TMP, { recursive: true });
mkdirSync(OUT, { recursive: true });
for (const name of readdirSync(OUT)) if (/\.(xlsx|json)$/.test(name)) rmSync(join(OUT, name));
const templateFile = join(TMP, 'template.xlsx');
if (cli(['template', '--out', templateFile]).code !== 0)
  throw new Error('penyedia template failed (run npm run build:cli first)');

// The guide sheet lists header and key of every column: the script needs no copy of the column list.
async function templateColumns() {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templateFile);
  const guide = book.getWorksheet('Petunjuk');
  const columns = [];
  guide.eachRow((row, n) => {
    const key = row.getCell(3).value;
    if (n > 1 && typeof key === 'string' && /^[a-z_0-9]+$/.test(key))
      columns.push({ header: String(row.getCell(2).value), key });
  });
  return columns;
}
const COLUMNS = await templateColumns();
const KEYS = COLUMNS.map((c) => c.key);
const HEADERS = COLUMNS.map((c) => c.header);

const GOODS_LEAVES = [
  1011, 1012, 1021, 1022, 1023, 1024, 1025, 103, 1111, 1112, 1113, 112, 1131, 1132, 1211, 1212, 1213, 122, 123, 124,
  131, 1321, 1322, 1323, 133, 134, 141, 142, 151, 152,
];
const SERVICE_LEAVES = [301, 302, 311, 312, 321, 322, 323, 331, 332, 341, 342, 351, 352];
const GOODS_NAMES = [
  'Pulpen Gel Hitam',
  'Kertas HVS A4 80 gsm',
  'Spidol Papan Tulis',
  'Map Plastik',
  'Bola Voli',
  'Proyektor Mini',
  'Meja Siswa',
  'Sapu Ijuk',
  'Pensil 2B',
  'Laptop Sekolah',
];
const SERVICE_NAMES = [
  'Jasa Pelatihan Guru',
  'Jasa Cetak Buku',
  'Jasa Perbaikan Laptop',
  'Jasa Instalasi Jaringan',
  'Jasa Pembuatan Website',
];
const CDN = 'https://cdn.contoh.id/produk';

function goods(i) {
  const price = 15000 + (i % 17) * 2500;
  return {
    nama_produk: `${GOODS_NAMES[i % GOODS_NAMES.length]} seri ${i + 1}`,
    jenis: 'Barang',
    kode_produk: `BRG-${String(i + 1).padStart(4, '0')}`,
    kategori_id: GOODS_LEAVES[i % GOODS_LEAVES.length],
    merek_id: 501 + (i % 3),
    deskripsi: 'Produk untuk kebutuhan sekolah; garansi toko 7 hari.',
    harga: price,
    harga_nego: price - 500,
    satuan: ['Pcs', 'Box', 'Unit', 'Set', 'Rim'][i % 5],
    tag_ppn: i % 4 === 0 ? '9:Barang Kebutuhan Pokok' : '0:Dikenakan PPN',
    grosir_min_1: 10,
    grosir_harga_1: price - 1000,
    grosir_min_2: i % 2 === 0 ? 50 : null,
    grosir_harga_2: i % 2 === 0 ? price - 2000 : null,
    asal: i % 3 === 0 ? 'Luar Negeri' : 'Dalam Negeri',
    produsen: i % 2 === 0 ? 'UMKM' : 'Non UMKM',
    kondisi: 'Baru',
    stok: 100 + i,
    berat_kg: [0.2, 0.3, 0.45, 0.5, 1.25][i % 5],
    panjang_cm: 20,
    lebar_cm: 15,
    tinggi_cm: 5,
    garansi: i % 2 === 0 ? 'GaransiToko' : null,
    ketersediaan: i % 7 === 0 ? 'PreOrder' : 'Ready Stock',
    foto_utama: `${CDN}/barang-${i + 1}.jpg`,
    foto_2: i % 2 === 0 ? `${CDN}/barang-${i + 1}-2.JPEG` : null,
    foto_3: null,
    status: i % 9 === 0 ? 0 : 1,
  };
}

function service(i) {
  return {
    nama_produk: `${SERVICE_NAMES[i % SERVICE_NAMES.length]} paket ${i + 1}`,
    jenis: 'Jasa',
    kode_produk: `JSA-${String(i + 1).padStart(4, '0')}`,
    kategori_id: SERVICE_LEAVES[i % SERVICE_LEAVES.length],
    deskripsi: 'Layanan untuk sekolah, termasuk laporan pekerjaan.',
    harga: 1500000 + i * 50000,
    satuan: 'Unit',
    tag_ppn: i % 2 === 0 ? '12:Jasa Pendidikan' : '0',
    lama_pengerjaan: 1 + (i % 14),
    ketersediaan: 'Ready Stock',
    foto_utama: `${CDN}/jasa-${i + 1}.jpeg`,
    foto_4: `${CDN}/jasa-${i + 1}-4.jpg`,
    status: 1,
  };
}

/** 70 goods and 30 services, interleaved. */
function cleanRows(count, offset = 0) {
  return Array.from({ length: count }, (_, n) => {
    const i = n + offset;
    return i % 10 < 7 ? goods(i) : service(i);
  });
}

function cellsOf(product) {
  return KEYS.map((key) => (product[key] === undefined ? null : product[key]));
}

async function writeBook(name, rows, { headers = HEADERS, sheetName = 'Produk', blankRowsAt = [] } = {}) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templateFile);
  const sheet = book.getWorksheet('Produk');
  if (headers !== HEADERS) {
    const row = sheet.getRow(1);
    for (let c = 1; c <= Math.max(headers.length, HEADERS.length) + 2; c += 1)
      row.getCell(c).value = headers[c - 1] ?? null;
  }
  let r = 2;
  for (const product of rows) {
    while (blankRowsAt.includes(r)) r += 1;
    const row = sheet.getRow(r);
    const cells = Array.isArray(product) ? product : cellsOf(product);
    cells.forEach((value, c) => {
      if (value !== null && value !== undefined) row.getCell(c + 1).value = value;
    });
    r += 1;
  }
  if (sheetName !== 'Produk') sheet.name = sheetName;
  await book.xlsx.writeFile(join(OUT, `${name}.xlsx`));
}

const fixtures = [];
/** A golden file and the problems it is meant to hold: [row, field, message]. */
function golden(name, build, expected) {
  fixtures.push({ name, build, expected });
}

const clean = (n = 3) => cleanRows(n);
const withRow = (patch, base = goods(50)) => ({ ...base, ...patch });
const svc = (patch) => ({ ...service(60), ...patch });

golden('clean-100', () => writeBook('clean-100', cleanRows(100)), []);
golden('rows-101', () => writeBook('rows-101', cleanRows(101)), [[0, 'file', 'Maksimal 100 produk per file']]);
golden('no-products', () => writeBook('no-products', []), [
  [0, 'file', 'File tidak berisi produk: isi produk mulai baris 2 sheet Produk'],
]);
golden('blank-rows-ignored', () => writeBook('blank-rows-ignored', clean(4), { blankRowsAt: [3, 5] }), []);
golden(
  'dotted-numbers',
  () =>
    writeBook('dotted-numbers', [
      withRow({
        harga: '1.250.000',
        harga_nego: '1.200.000',
        grosir_min_1: '1.000',
        grosir_harga_1: '1.150.000',
        grosir_min_2: '2.500',
        grosir_harga_2: '1.100.000',
        stok: '1.500',
        berat_kg: '0.250',
        panjang_cm: '30.5',
      }),
      svc({ harga: '12.500.000', lama_pengerjaan: '14' }),
      withRow({ harga: 'Rp1.250.000', kode_produk: 'BRG-RP' }),
    ]),
  [],
);
golden(
  'hyperlinks',
  () =>
    writeBook('hyperlinks', [
      withRow({
        foto_utama: { text: 'Lihat foto', hyperlink: `${CDN}/pulpen.jpg` },
        foto_2: { text: `${CDN}/tampak.jpg`, hyperlink: `${CDN}/tampak-samping.jpeg` },
      }),
      withRow({ kode_produk: 'BRG-LINK', foto_utama: { text: `${CDN}/kotak.jpg`, hyperlink: `${CDN}/kotak.png` } }),
    ]),
  [[3, 'foto_utama', 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg']],
);

// Headers.
const misspelled = [...HEADERS];
misspelled[0] = 'nama produk';
misspelled[6] = 'Harga Satuan';
misspelled[26] = 'Garansi Toko';
golden('wrong-headers', () => writeBook('wrong-headers', clean(), { headers: misspelled.concat(['Catatan']) }), [
  [1, 'nama_produk', "Judul kolom A 'nama produk' harus ditulis persis 'Nama Produk*'"],
  [1, 'harga', "Judul kolom G 'Harga Satuan' harus ditulis persis 'Harga Satuan*'"],
  [1, 'garansi', "Kolom 'Garansi' tidak ada (seharusnya di kolom AA)"],
  [1, 'file', "Kolom AA 'Garansi Toko' bukan kolom template; hapus atau pakai template terbaru"],
  [1, 'file', "Kolom AI 'Catatan' bukan kolom template; hapus atau pakai template terbaru"],
]);
const swap = (list, a, b) => {
  const copy = [...list];
  [copy[a], copy[b]] = [copy[b], copy[a]];
  return copy;
};
golden(
  'reordered-headers',
  () => {
    const headers = swap(HEADERS, 6, 7);
    const rows = clean().map((p) => swap(cellsOf(p), 6, 7));
    return writeBook('reordered-headers', rows, { headers });
  },
  [
    [1, 'harga', "Kolom 'Harga Satuan*' harus berada di kolom G, bukan di kolom H"],
    [1, 'harga_nego', "Kolom 'Harga Nego' harus berada di kolom H, bukan di kolom G"],
  ],
);

// One file per row rule.
const rowGolden = (name, rows, expected) => golden(name, () => writeBook(name, [...clean(), ...rows]), expected);
rowGolden(
  'name-missing',
  [withRow({ nama_produk: null }), withRow({ nama_produk: 'x'.repeat(256), kode_produk: 'BRG-LONG' })],
  [
    [5, 'nama_produk', 'Nama Produk wajib diisi'],
    [6, 'nama_produk', 'Nama Produk maksimal 255 karakter'],
  ],
);
rowGolden(
  'type-invalid',
  [withRow({ jenis: 'Buku' }), withRow({ jenis: null, kode_produk: 'BRG-NT' })],
  [
    [5, 'jenis', "Jenis 'Buku' tidak dikenal. Pilihan: Barang, Jasa"],
    [6, 'jenis', 'Jenis wajib diisi'],
  ],
);
rowGolden(
  'sku-duplicate',
  [withRow({ kode_produk: 'BRG-0001' }), withRow({ kode_produk: 'K'.repeat(65) })],
  [
    [5, 'kode_produk', "Kode Produk (SKU) 'BRG-0001' sudah dipakai di baris 2"],
    [6, 'kode_produk', 'Kode Produk (SKU) maksimal 64 karakter'],
  ],
);
rowGolden(
  'category-invalid',
  [
    withRow({ kategori_id: 9999, kode_produk: 'C1' }),
    withRow({ kategori_id: 221, kode_produk: 'C2' }),
    withRow({ kategori_id: 22, kode_produk: 'C3' }),
    withRow({ kategori_id: 102, kode_produk: 'C4' }),
    withRow({ kategori_id: 301, kode_produk: 'C5' }),
    svc({ kategori_id: 1021, kode_produk: 'C6' }),
    withRow({ kategori_id: null, kode_produk: 'C7' }),
    withRow({ kategori_id: 'ATK', kode_produk: 'C8' }),
  ],
  [
    [5, 'kategori_id', 'ID Kategori 9999 tidak ada di pohon kategori'],
    [6, 'kategori_id', 'ID Kategori 221 termasuk kategori buku (22/23); buku tidak bisa diupload massal'],
    [7, 'kategori_id', 'ID Kategori 22 termasuk kategori buku (22/23); buku tidak bisa diupload massal'],
    [
      8,
      'kategori_id',
      'ID Kategori 102 (Alat Tulis) masih punya sub-kategori; pakai ID kategori terdalam: 1021, 1022, 1023, 1024, 1025',
    ],
    [9, 'kategori_id', 'ID Kategori 301 adalah kategori Jasa, tidak bisa dipakai untuk Barang'],
    [10, 'kategori_id', 'ID Kategori 1021 adalah kategori Barang, tidak bisa dipakai untuk Jasa'],
    [11, 'kategori_id', 'ID Kategori wajib diisi'],
    [12, 'kategori_id', 'ID Kategori: Harus angka bulat positif'],
  ],
);
rowGolden(
  'brand-missing',
  [withRow({ merek_id: null }), svc({ merek_id: null, kode_produk: 'JSA-NB' })],
  [[5, 'merek_id', 'Merek wajib diisi']],
);
rowGolden('description-missing', [withRow({ deskripsi: '   ' })], [[5, 'deskripsi', 'Deskripsi wajib diisi']]);
rowGolden(
  'price-invalid',
  [
    withRow({
      harga: null,
      harga_nego: null,
      grosir_harga_1: null,
      grosir_min_1: null,
      grosir_min_2: null,
      grosir_harga_2: null,
      kode_produk: 'P1',
    }),
    withRow({
      harga: 0,
      harga_nego: null,
      grosir_harga_1: null,
      grosir_min_1: null,
      grosir_min_2: null,
      grosir_harga_2: null,
      kode_produk: 'P2',
    }),
    withRow({
      harga: -5000,
      harga_nego: null,
      grosir_harga_1: null,
      grosir_min_1: null,
      grosir_min_2: null,
      grosir_harga_2: null,
      kode_produk: 'P3',
    }),
    withRow({
      harga: 99,
      harga_nego: null,
      grosir_harga_1: null,
      grosir_min_1: null,
      grosir_min_2: null,
      grosir_harga_2: null,
      kode_produk: 'P4',
    }),
    withRow({ harga: '12,5', kode_produk: 'P5' }),
    withRow({ harga: 1000000000000, kode_produk: 'P6' }),
    withRow({ harga_nego: 50, kode_produk: 'P7' }),
    withRow({
      harga: '-1.000',
      harga_nego: null,
      grosir_harga_1: null,
      grosir_min_1: null,
      grosir_min_2: null,
      grosir_harga_2: null,
      kode_produk: 'P8',
    }),
  ],
  [
    [5, 'harga', 'Harga Tidak Boleh 0 atau Kosong'],
    [6, 'harga', 'Harga Tidak Boleh 0 atau Kosong'],
    [7, 'harga', 'Harga Tidak Boleh Kurang dari 0'],
    [8, 'harga', 'Penyedia tidak bisa input harga satuan kurang dari 100!'],
    [9, 'harga', 'Harga Satuan: Harus bilangan bulat rupiah (tanpa desimal)'],
    [10, 'harga', 'Harga Satuan: Angka tidak boleh lebih dari 999.999.999.999'],
    [11, 'harga_nego', 'Penyedia tidak bisa input harga satuan kurang dari 100!'],
    [12, 'harga', 'Harga Tidak Boleh Kurang dari 0'],
  ],
);
rowGolden(
  'choice-invalid',
  [withRow({ satuan: 'Kardus', asal: 'Impor', produsen: 'Koperasi', kondisi: 'Rusak', ketersediaan: 'Habis' })],
  [
    [
      5,
      'satuan',
      "Satuan 'Kardus' tidak dikenal. Pilihan: Centimeter, Gram, Inch, Kilogram, Kilometer, Liter, Milligram, Milliliter, Meter, Meter Kubik, Lusin, Kodi, Gross, Rim, Box, Pcs, Roll, Set, Unit, Eksemplar",
    ],
    [5, 'asal', "Asal Produksi 'Impor' tidak dikenal. Pilihan: Dalam Negeri, Luar Negeri"],
    [5, 'produsen', "Produsen 'Koperasi' tidak dikenal. Pilihan: UMKM, Non UMKM"],
    [5, 'kondisi', "Kondisi 'Rusak' tidak dikenal. Pilihan: Baru, Bekas"],
    [5, 'ketersediaan', "Ketersediaan 'Habis' tidak dikenal. Pilihan: Ready Stock, PreOrder"],
  ],
);
rowGolden(
  'vat-tag-invalid',
  [
    withRow({ tag_ppn: 27 }),
    withRow({ tag_ppn: null, kode_produk: 'V2' }),
    withRow({ tag_ppn: 'PPN', kode_produk: 'V3' }),
  ],
  [
    [5, 'tag_ppn', 'Tag PPN harus angka 0 sampai 26 (0 = Dikenakan PPN)'],
    [6, 'tag_ppn', 'Tag PPN wajib diisi'],
    [7, 'tag_ppn', 'Tag PPN harus angka 0 sampai 26 (0 = Dikenakan PPN)'],
  ],
);
const tiers = (t) => ({
  grosir_min_1: null,
  grosir_harga_1: null,
  grosir_min_2: null,
  grosir_harga_2: null,
  grosir_min_3: null,
  grosir_harga_3: null,
  grosir_min_4: null,
  grosir_harga_4: null,
  harga: 36000,
  harga_nego: null,
  ...t,
});
rowGolden(
  'wholesale-invalid',
  [
    withRow(tiers({ grosir_min_1: -2, grosir_harga_1: 30000, kode_produk: 'W1' })),
    withRow(tiers({ grosir_harga_1: 30000, kode_produk: 'W2' })),
    withRow(tiers({ grosir_min_1: 10, grosir_harga_1: 40000, kode_produk: 'W3' })),
    withRow(
      tiers({ grosir_min_1: 10, grosir_harga_1: 35000, grosir_min_3: 30, grosir_harga_3: 33000, kode_produk: 'W4' }),
    ),
    withRow(
      tiers({ grosir_min_1: 10, grosir_harga_1: 35000, grosir_min_2: 10, grosir_harga_2: 34000, kode_produk: 'W5' }),
    ),
    withRow(tiers({ grosir_min_1: 10, grosir_harga_1: 50, kode_produk: 'W6' })),
    withRow(tiers({ grosir_min_1: 10, kode_produk: 'W7' })),
  ],
  [
    [5, 'grosir_min_1', 'Pembelian Minimum tidak boleh kurang dari 1'],
    [6, 'grosir_harga_1', 'Masukan jumlah pembelian minimum terlebih dahulu'],
    [7, 'grosir_harga_1', 'Harga Grosir tidak boleh melewati Rp36.000'],
    [8, 'grosir_min_3', 'Isi Grosir Min 2 dan Grosir Harga 2 terlebih dahulu'],
    [9, 'grosir_min_2', 'Grosir Min 2 harus lebih besar dari Grosir Min 1 (10)'],
    [10, 'grosir_harga_1', 'Harga Grosir tidak boleh kurang dari Rp100'],
    [11, 'grosir_harga_1', 'Grosir Harga 1 wajib diisi bila Grosir Min 1 diisi'],
  ],
);
rowGolden(
  'stock-invalid',
  [withRow({ stok: null }), withRow({ stok: -1, kode_produk: 'S2' }), svc({ stok: -1, kode_produk: 'S3' })],
  [
    [5, 'stok', 'Stok tidak boleh kosong'],
    [6, 'stok', 'Stok tidak boleh kurang dari 0'],
  ],
);
rowGolden(
  'weight-dimension-invalid',
  [
    withRow({ berat_kg: 0 }),
    withRow({ berat_kg: null, kode_produk: 'D2' }),
    withRow({ berat_kg: '0,2', kode_produk: 'D3' }),
    withRow({ panjang_cm: -1, lebar_cm: '-2', tinggi_cm: -0.5, kode_produk: 'D4' }),
  ],
  [
    [5, 'berat_kg', 'Berat tidak boleh kurang dari 0'],
    [6, 'berat_kg', 'Berat tidak boleh kurang dari 0'],
    [7, 'berat_kg', 'Berat (kg): Gunakan angka dengan titik sebagai desimal (contoh 0.200)'],
    [8, 'panjang_cm', 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0'],
    [8, 'lebar_cm', 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0'],
    [8, 'tinggi_cm', 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0'],
  ],
);
rowGolden(
  'duration-invalid',
  [
    svc({ lama_pengerjaan: null }),
    svc({ lama_pengerjaan: 0, kode_produk: 'L2' }),
    withRow({ lama_pengerjaan: 0, kode_produk: 'L3' }),
  ],
  [
    [5, 'lama_pengerjaan', 'Lama Perngerjaan tidak boleh kosong'],
    [6, 'lama_pengerjaan', 'Lama Perngerjaan minimal 1 hari'],
  ],
);
rowGolden(
  'photo-invalid',
  [
    withRow({ foto_utama: null }),
    svc({ foto_utama: null, kode_produk: 'F2' }),
    withRow({
      foto_utama: `${CDN}/a.png`,
      foto_2: 'cdn.contoh.id/b.jpg',
      foto_3: `ftp://cdn.contoh.id/c.jpg`,
      kode_produk: 'F3',
    }),
    withRow({ foto_4: `${CDN}/d.jpg`, kode_produk: 'F4' }),
  ],
  [
    [5, 'foto_utama', 'Foto utama tidak boleh kosong!'],
    [6, 'foto_utama', 'Foto utama tidak boleh kosong!'],
    [7, 'foto_utama', 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg'],
    [7, 'foto_2', 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg'],
    [7, 'foto_3', 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg'],
    [8, 'foto_4', 'URL Foto 4 hanya untuk Jasa; Barang punya 2 foto tambahan (URL Foto 2 dan URL Foto 3)'],
  ],
);
rowGolden(
  'status-invalid',
  [
    withRow({ status: 2 }),
    withRow({ status: null, kode_produk: 'ST2' }),
    withRow({ status: 'Aktif', kode_produk: 'ST3' }),
  ],
  [
    [5, 'status', 'Status harus 1 (Aktif) atau 0 (Tidak Aktif)'],
    [6, 'status', 'Status wajib diisi'],
    [7, 'status', 'Status harus 1 (Aktif) atau 0 (Tidak Aktif)'],
  ],
);

// Files that are not readable as the template (exit 2).
const unreadable = [];
function unreadableGolden(name, write, message) {
  unreadable.push({ name, write, message });
}
unreadableGolden(
  'corrupt',
  () => {
    const bytes = readFileSync(join(OUT, 'clean-100.xlsx'));
    writeFileSync(join(OUT, 'corrupt.xlsx'), bytes.subarray(0, Math.floor(bytes.length / 2)));
  },
  'File xlsx rusak dan tidak bisa dibaca. Simpan ulang dari Excel lalu coba lagi.',
);
unreadableGolden(
  'not-xlsx',
  () => writeFileSync(join(OUT, 'not-xlsx.xlsx'), 'nama_produk;harga\nPulpen;36000\n'),
  'Bukan file xlsx. Simpan file dari Excel sebagai "Excel Workbook (.xlsx)".',
);
unreadableGolden(
  'encrypted',
  () => {
    // The header of a Compound File Binary, the container Office writes for a password-protected workbook.
    const bytes = Buffer.alloc(1536);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
    bytes.writeUInt16LE(0x003e, 24); // minor version
    bytes.writeUInt16LE(0x0003, 26); // major version 3
    bytes.writeUInt16LE(0xfffe, 28); // byte order
    bytes.writeUInt16LE(9, 30); // 512-byte sectors
    bytes.writeUInt16LE(6, 32); // 64-byte mini sectors
    bytes.writeUInt32LE(1, 44); // one FAT sector
    bytes.writeUInt32LE(1, 48); // directory starts at sector 1
    bytes.writeUInt32LE(4096, 56); // mini stream cutoff
    bytes.writeUInt32LE(0xfffffffe, 60);
    bytes.writeUInt32LE(0xfffffffe, 68);
    bytes.writeUInt32LE(0, 76); // DIFAT[0] = sector 0
    for (let i = 80; i < 512; i += 4) bytes.writeUInt32LE(0xffffffff, i);
    Buffer.from('EncryptedPackage', 'utf16le').copy(bytes, 1024 + 128);
    Buffer.from('EncryptionInfo', 'utf16le').copy(bytes, 1024 + 256);
    writeFileSync(join(OUT, 'encrypted.xlsx'), bytes);
  },
  'File terkunci kata sandi (terenkripsi) atau berformat .xls lama. Hapus kata sandinya dan simpan sebagai .xlsx.',
);
unreadableGolden(
  'no-sheet',
  () => writeBook('no-sheet', clean(), { sheetName: 'Sheet1' }),
  "Sheet 'Produk' tidak ditemukan (sheet yang ada: Sheet1, Petunjuk). Pakai template dari penyedia template.",
);
unreadableGolden('empty-file', () => writeFileSync(join(OUT, 'empty-file.xlsx'), ''), 'File kosong (0 byte).');
unreadableGolden(
  'empty-sheet',
  async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Produk');
    await book.xlsx.writeFile(join(OUT, 'empty-sheet.xlsx'));
  },
  "Sheet 'Produk' kosong: tidak ada baris judul kolom.",
);

const problems = [];
function record(name, expectedCode) {
  const file = `${OUT}/${name}.xlsx`;
  const run = cli(['check', file, '--format', 'json']);
  if (run.code !== expectedCode) problems.push(`${name}: exit ${run.code}, expected ${expectedCode} ${run.stderr}`);
  writeFileSync(join(OUT, `${name}.expected.json`), run.stdout);
  return JSON.parse(run.stdout);
}

for (const { name, build, expected } of fixtures) {
  await build();
  const report = record(name, expected.length ? 1 : 0);
  const found = report.errors.map((e) => JSON.stringify([e.row, e.field, e.message]));
  const meant = expected.map((e) => JSON.stringify(e));
  if (JSON.stringify(found) !== JSON.stringify(meant))
    problems.push(`${name}:\n  found ${found.join('\n        ')}\n  meant ${meant.join('\n        ')}`);
}
for (const { name, write, message } of unreadable) {
  await write();
  const report = record(name, 2);
  if (report.errors.length !== 1 || report.errors[0].message !== message)
    problems.push(`${name}: ${JSON.stringify(report.errors)}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${fixtures.length + unreadable.length} golden files written to ${OUT}`);

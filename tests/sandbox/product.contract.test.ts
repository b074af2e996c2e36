import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { catalogueBooksUrl } from '@core/catalogue/schema';
import { SERVICE_FIXED_VALUES } from '@core/product/options';
import type { ProductState } from '@cli/sandbox/areas/product';
import { endpointsCalledInFile } from '../support/endpointCoverage';
import { sandboxPerTest } from '../support/freshSandbox';
import { failure, sandboxGateway, value } from '../support/gateway';
import type { RunningSandbox } from '../support/sandbox';
import { PNG_HEAD, pngUpload } from '../support/uploads';

/*
 * Every call of the specification through the real gateway (fetch transport) against the sandbox, with
 * the stateful effects: toggle, category edits, bulk update, delete, add then detail, update,
 * packets, catalogue paging, mass upload; and 4xx (never 500) for bad input. Each test has a
 * sandbox of its own, fresh from the seed with the demo seller logged in: none sees what another
 * one changed, whatever the order they run in.
 */

const SELLER_ID = 1001;
const png = (name = 'sampul.png') => pngUpload(name);

let sandbox: RunningSandbox;
let token: string | null = null;

const gateway = () => sandboxGateway(productEndpoints, sandbox, () => token);
let api: ReturnType<typeof gateway>;

/** A call around the gateway (which would refuse bad input itself), to see the sandbox's own answer. */
async function rawCall(
  method: string,
  path: string,
  body?: FormData | Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { Authorization: token ?? '' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${sandbox.apiRoot}/${path}`, { method, headers, body: payload });
  return { status: res.status, body: (await res.json()) as unknown };
}

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, v] of Object.entries(fields)) {
    if (typeof v === 'string') data.append(key, v);
    else data.append(key, v, v instanceof File ? v.name : key);
  }
  return data;
}

const productState = () => sandbox.state<ProductState>('product');

async function findByName(name: string) {
  const { data } = await value(api.products({ search: name, limit: 100 }));
  const row = data.items.find((item) => item.name === name);
  if (!row) throw new Error(`no product named ${name}`);
  return row;
}

const goodsForm = {
  produk: 'Penggaris Besi 30 cm',
  produk_tag: 'penggaris,besi',
  layout: 3,
  jenis_pkp: 'PKP',
  model: 'ATK-PGR-030',
  seo: 'penggaris-besi-30-cm',
  l_merk: 502,
  category_id: 10,
  KategoriSub: 103,
  description: '<p>Penggaris besi anti karat.</p>',
  harga: 15000,
  unit_type: 'Pcs',
  harga_nego: 14000,
  ppn: 1,
  minGrosir1: 10,
  hargaGrosir1: 14500,
  minGrosir2: 50,
  hargaGrosir2: 14000,
  produksi: 'Dalam Negeri',
  barang_produsen: 'UMKM',
  kondisi: 'Baru',
  s_gudang: 120,
  garansi: '',
  berat: 0.1,
  panjang: 32,
  lebar: 3,
  tinggi: 0.2,
  d_status: 0,
  item_type: 2 as const,
  mall_id: SELLER_ID,
  dpp_price: 13513,
  dpp_nilai_lain: 12386,
  ppn_price: 1487,
  pph_price: 67,
  dana_terima: 13446,
  ppnTagItem: '0:Dikenakan PPN',
  availability: 'Ready Stock',
};

/** The form without its tax breakdown: the sandbox compares a breakdown only when one is sent. */
const {
  dpp_price: _dpp,
  dpp_nilai_lain: _dnl,
  ppn_price: _ppn,
  pph_price: _pph,
  dana_terima: _dana,
  ...untaxedGoodsForm
} = goodsForm;

sandboxPerTest((running, demoToken) => {
  sandbox = running;
  token = demoToken;
  api = gateway();
});

describe('product list and status', () => {
  it('lists the 60 seeded products five per page with columns and the four filters', async () => {
    const { data } = await value(api.products());
    expect(data).toMatchObject({ total: 60, perPage: 5, currentPage: 1, lastPage: 12, nextPage: 2, from: 1, to: 5 });
    expect(data.items).toHaveLength(5);
    expect(data.filters).toHaveLength(4);
    expect(data.column.find((c) => c.value === 'name')).toMatchObject({ isOrder: true });
    expect(data.column.find((c) => c.value === 'action')).toMatchObject({ isOrder: false });
  });

  it('flips the status with the toggle and says so in the message', async () => {
    const { data } = await value(api.products({ filter_status: 'active', limit: 1 }));
    const row = data.items[0];
    if (!row) throw new Error('no active product');
    const off = await value(api.toggleProductStatus({ id: row.id }));
    expect(off).toMatchObject({ data: 0, status: { message: `Status Produk ${row.name} Menjadi Tidak Aktif` } });
    const inactive = await value(api.products({ filter_status: 'inactive', search: row.name, limit: 100 }));
    expect(inactive.data.items.map((i) => i.id)).toContain(row.id);
    const on = await value(api.toggleProductStatus({ id: row.id }));
    expect(on).toMatchObject({ data: 1, status: { message: `Status Produk ${row.name} Menjadi Aktif` } });
    expect(productState().products.find((p) => p.id === row.id)?.isActive).toBe(true);
  });

  it('refuses to toggle blocked and waiting products with a 4xx and a message', async () => {
    const blocked = (await value(api.products({ filter_status: 'blocked' }))).data.items[0];
    const waiting = (await value(api.products({ filter_status: 'waiting' }))).data.items[0];
    if (!blocked || !waiting) throw new Error('seed lacks blocked or waiting products');
    expect(await failure(api.toggleProductStatus({ id: blocked.id }))).toMatchObject({
      kind: 'http',
      status: 409,
      message: 'Produk diblokir dan tidak dapat diubah',
    });
    expect(await failure(api.toggleProductStatus({ id: waiting.id }))).toMatchObject({
      kind: 'http',
      status: 409,
      message: 'Status produk masih menunggu konfirmasi dari Mitra',
    });
    expect(await failure(api.toggleProductStatus({ id: 9999 }))).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('categories: single edit and bulk update', () => {
  it("filters 'Perlu Update' (category 0) to the five uncategorized products", async () => {
    const { data } = await value(api.products({ filter_category: '0', limit: 50 }));
    expect(data.total).toBe(5);
    expect(data.items.every((i) => i.category === 'Uncategorized')).toBe(true);
    expect(data.filters[1]?.items[0]).toMatchObject({ name: 'Perlu Update', value: 0, total: 5 });
    const old = data.filters[3]?.items ?? [];
    expect(old.map((o) => o.total).reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(5);
  });

  it("edits one product's category ('Edit Kategori Berhasil') and answers body code 404 for unknown ids", async () => {
    const row = await findByName('Flashdisk SanDisk 32GB USB 3.0');
    const done = await value(api.updateProductCategory({ productId: row.id, categoryId: 1113 }));
    expect(done.status).toMatchObject({ code: 200, message: 'Edit Kategori Berhasil' });
    expect((await findByName('Flashdisk SanDisk 32GB USB 3.0')).category).toBe('Aksesoris Komputer');
    expect(await failure(api.updateProductCategory({ productId: row.id, categoryId: 99999 }))).toMatchObject({
      kind: 'server',
      code: 404,
    });
    expect(await failure(api.updateProductCategory({ productId: 99999, categoryId: 1113 }))).toMatchObject({
      kind: 'server',
      code: 404,
    });
    // Goods may not go into the book branch, nor onto a category that has sub-categories.
    expect(await failure(api.updateProductCategory({ productId: row.id, categoryId: 221 }))).toMatchObject({
      kind: 'server',
      code: 404,
    });
    expect(await failure(api.updateProductCategory({ productId: row.id, categoryId: 11 }))).toMatchObject({
      kind: 'server',
      code: 404,
    });
  });

  it('moves the uncategorized products in bulk, all or nothing', async () => {
    const before = await value(api.products({ filter_category: '0', limit: 50 }));
    const ids = before.data.items.map((i) => i.id);
    expect(ids).toHaveLength(5);
    const refused = await failure(api.bulkUpdateCategory({ choosedProducts: [...ids, 99999], newCategoryId: 1024 }));
    expect(refused).toMatchObject({ kind: 'server', code: 404 });
    expect((await value(api.products({ filter_category: '0' }))).data.total).toBe(5);

    const moved = await value(api.bulkUpdateCategory({ choosedProducts: ids, newCategoryId: 1024 }));
    expect(moved.data).toMatchObject({ status: { code: 200 }, updated: 5 });
    expect((await value(api.products({ filter_category: '0' }))).data.total).toBe(0);
    expect((await value(api.products({ filter_category: '1024', limit: 50 }))).data.items.map((i) => i.id)).toEqual(
      expect.arrayContaining(ids),
    );
  });

  it('serves the tree: [0] goods with the book branches 22 and 23, [1] services', async () => {
    const { data } = await value(api.categories());
    expect(data[0].title).toBe('Barang');
    expect(data[0].submenu.menu.map((c) => c.id)).toEqual(expect.arrayContaining([22, 23]));
    expect(data[0].submenu.menu.find((c) => c.id === 22)?.title).toBe('Buku Teks Pelajaran');
    expect(data[1].title).toBe('Jasa');
    const electronics = data[0].submenu.menu.find((c) => c.title === 'Elektronik');
    const computers = electronics?.submenu?.menu.find((c) => c.title === 'Komputer');
    expect(computers?.submenu?.menu.map((c) => c.title)).toContain('Laptop');
  });
});

describe('detail and delete', () => {
  it('gives a book detail with five zone prices under their catalogue maximums', async () => {
    const { data } = await value(api.products({ filter_category: '221', limit: 1 }));
    const row = data.items[0];
    if (!row) throw new Error('no SD text book');
    const { data: detail } = await value(api.productDetail({ id: row.id }));
    expect(detail).toMatchObject({ isLayoutBook: true, isLayoutService: false });
    expect(detail.sectionPriceInformation.priceZone).toHaveLength(5);
    for (const zone of detail.sectionPriceInformation.priceZone)
      expect(zone.price).toBeLessThanOrEqual(zone.maxPrice ?? 0);
    expect(detail.sectionPriceInformation.priceGrosirZone.every((z) => z.tiers.length === 4)).toBe(true);
    expect(detail.sectionProductInformation.isbn).toMatch(/^978-/);
    expect(detail.sectionProductInformation.categoryChildren.map((c) => c.value)).toEqual([22, 221]);
    expect(detail.sectionPriceInformation.ppnTag.options).toHaveLength(27);
  });

  it('shows packet contents and the package badge; blocked products stay readable', async () => {
    const pack = await findByName('Paket Olahraga Sekolah Dasar');
    expect(pack.badges).toContain('package');
    const { data: detail } = await value(api.productDetail({ id: pack.id }));
    expect(detail.packet.map((l) => l.quantity)).toEqual([2, 1, 2]);
    const blocked = (await value(api.products({ filter_status: 'blocked' }))).data.items[0];
    if (!blocked) throw new Error('no blocked product');
    expect((await value(api.productDetail({ id: blocked.id }))).data.isBlocked).toBe(true);
    expect(await failure(api.productDetail({ id: 99999 }))).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Produk tidak ditemukan',
    });
  });

  it('deletes a product, which then is gone from list and detail', async () => {
    const row = await findByName('Penghapus Karet Putih isi 20');
    const done = await value(api.deleteProduct({ id: row.id }));
    expect(done.status.message).toBe('Produk berhasil terhapus');
    expect(await failure(api.productDetail({ id: row.id }))).toMatchObject({ kind: 'http', status: 404 });
    expect((await value(api.products())).data.total).toBe(59);
    // It also left the packet that contained it.
    const pack = await findByName('Paket Alat Tulis Siswa');
    const { data: detail } = await value(api.productDetail({ id: pack.id }));
    expect(detail.packet.map((l) => l.product_id)).not.toContain(row.id);
    expect(await failure(api.deleteProduct({ id: row.id }))).toMatchObject({ kind: 'http', status: 404 });
    const blocked = (await value(api.products({ filter_status: 'blocked' }))).data.items[0];
    expect(await failure(api.deleteProduct({ id: blocked?.id ?? 0 }))).toMatchObject({ kind: 'http', status: 409 });
  });
});

describe('national catalogue', () => {
  it('pages the text books and filters them by name, level, class and publisher', async () => {
    const first = await value(api.aggregationBooks({ url: catalogueBooksUrl({ type: 'text', limit: 5 }) }));
    expect(first.data).toHaveLength(5);
    expect(first.pagination).toEqual({ page: 1, total_pages: 6, per_page: 5, total_items: 30 });
    const maths = await value(
      api.aggregationBooks({ url: catalogueBooksUrl({ type: 'text', search: 'matematika', limit: 50 }) }),
    );
    expect(maths.data.length).toBeGreaterThan(1);
    expect(maths.data.every((b) => b.title.toLowerCase().includes('matematika'))).toBe(true);
    const grade7 = await value(
      api.aggregationBooks({ url: catalogueBooksUrl({ type: 'text', level: '2', class: '7', limit: 50 }) }),
    );
    expect(grade7.data.length).toBeGreaterThan(0);
    for (const book of grade7.data) expect('subjects' in book && book.subjects.school_class.class).toBe('VII');
    const erlangga = await value(
      api.aggregationBooks({ url: catalogueBooksUrl({ type: 'text', limit: 50 }), publisher: '602' }),
    );
    expect(erlangga.data.every((b) => b.publisher.name === 'Erlangga')).toBe(true);
  });

  it('lists the non-text books with price and classification', async () => {
    const { data, pagination } = await value(
      api.aggregationBooks({ url: 'catalog/books/types/nontext?page=2&limit=10' }),
    );
    expect(pagination).toEqual({ page: 2, total_pages: 2, per_page: 10, total_items: 15 });
    expect(data).toHaveLength(5);
    for (const book of data) expect('classification' in book && book.price > 0).toBe(true);
    expect(await failure(api.aggregationBooks({ url: 'catalog/books/types/komik' }))).toMatchObject({
      kind: 'contract',
    });
    expect((await rawCall('POST', 'config/aggregationBooks', form({ url: 'catalog/books/types/komik' }))).status).toBe(
      400,
    );
  });

  it('answers the generic aggregation call for levels, grades, publishers and one book', async () => {
    expect((await value(api.aggregation({ url: 'catalog/levels', method: 'GET' }))).data).toHaveLength(3);
    const grades = (await value(api.aggregation({ url: 'catalog/classes?level=1', method: 'GET' }))).data;
    expect(grades).toHaveLength(6);
    expect(grades).toContainEqual({ id: 4, name: 'Kelas IV', level_id: 1 });
    expect((await value(api.aggregation({ url: 'catalog/publishers', method: 'GET' }))).data).toHaveLength(10);
    const book = await value(api.aggregation({ url: 'catalog/books/7001', method: 'GET' }));
    expect(book.data).toMatchObject({ id: 7001 });
    expect(await failure(api.aggregation({ url: 'catalog/tidak-ada', method: 'GET' }))).toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('gives the book search filters and the form reference lists', async () => {
    const pusbuk = await value(api.searchPusbuk());
    expect(pusbuk.jenis_kategori.map((j) => j.name)).toEqual(['Buku Teks Pelajaran', 'Buku Non Teks Pelajaran']);
    expect(pusbuk.jenjang_default.map((l) => l.name)).toEqual(['SD/MI', 'SMP/MTs', 'SMA/MA']);
    expect(pusbuk.kelas).toHaveLength(12);
    const reference = await value(api.productFormReference());
    expect(reference.listppntag).toHaveLength(27);
    expect(reference.listppntag[0]).toBe('0:Dikenakan PPN');
    expect(reference.listpenerbit.map((p) => p.manufacturer_id)).toEqual(expect.arrayContaining([501, 601]));
    expect(reference.listcat.find((c) => c.category_id === 221)).toEqual({
      category_id: 221,
      name: 'Buku Teks SD/MI',
      parent_id: 22,
    });
  });
});

describe('add and update', () => {
  it('adds a book from the catalogue, waiting for approval, with its uploaded cover', async () => {
    const tiers = JSON.stringify([
      { min: 10, price: 19500 },
      { min: 50, price: 19000 },
      { min: 0, price: 0 },
      { min: 0, price: 0 },
    ]);
    const added = await value(
      api.addProduct({
        produk: 'Bahasa Indonesia untuk SD/MI Kelas II',
        layout: 1,
        jenis_pkp: 'PKP',
        model: 'BK-T002',
        l_merk: 602,
        category_id: 22,
        KategoriSub: 221,
        description: '<p>Buku siswa.</p>',
        unit_type: 'pcs',
        ppn: 0,
        harga1: 20000,
        harga2: 22000,
        harga3: 24000,
        harga4: 27000,
        harga5: 32000,
        grosir_pricezone1: tiers,
        s_gudang: 200,
        berat: 0.2,
        d_status: 0,
        book_id: 7002,
        item_type: 1,
        mall_id: SELLER_ID,
        ppnTagItem: '8:Buku Pelajaran Umum, Kitab Suci dan Buku Pelajaran Agama',
        filefotoutama: png(),
      }),
    );
    expect(added.title).toBe('Produk berhasil ditambahkan');
    expect(added.product_id).toBe(2061);
    const { data } = await value(api.productDetail({ id: added.product_id }));
    expect(data).toMatchObject({ isLayoutBook: true, isWaitingConfirm: true, isActive: false });
    expect(data.sectionProductInformation.isbn).toMatch(/^978-623-/);
    expect(data.sectionPriceInformation.priceZone.map((z) => z.price)).toEqual([20000, 22000, 24000, 27000, 32000]);
    expect(data.sectionPriceInformation.priceGrosirZone[0]?.tiers[1]).toEqual({ min: 50, price: 19000 });
    expect(data.sectionPriceInformation.ppnTag.selectedPpnTag).toMatch(/^8:/);
    const cover = data.sectionMediaInformation.imagePrimary;
    expect(cover).toMatch(/^\/cdn\/uploads\/.+\.png$/);
    const image = await fetch(`${sandbox.origin}${cover}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_HEAD);
  });

  it('adds a non-book good with wholesale tiers and a service with its fixed values', async () => {
    const added = await value(
      api.addProduct({ ...goodsForm, filefotoutama: png('penggaris.png'), filefoto0: png('penggaris-2.png') }),
    );
    const goodsId = added.product_id;
    const { data } = await value(api.productDetail({ id: goodsId }));
    expect(data.sectionPriceInformation.priceGrosir.slice(0, 2)).toEqual([
      { min: 10, price: 14500 },
      { min: 50, price: 14000 },
    ]);
    expect(data.sectionMediaInformation.imageOther).toHaveLength(1);
    expect(data.sectionProductInformation.categoryChildren.map((c) => c.value)).toEqual([10, 103]);

    const service = await value(
      api.addProduct({
        produk: 'Jasa Pelatihan Literasi Digital',
        layout: 3,
        seo: 'jasa-pelatihan-literasi-digital',
        category_id: 30,
        KategoriSub: 301,
        harga: 2500000,
        // What the service form always sends (core's list); the sandbox keeps them as they come.
        ...SERVICE_FIXED_VALUES,
        item_type: 3,
        mall_id: SELLER_ID,
        lama_pengerjaan: 2,
        ppnTagItem: '12:Jasa Pendidikan',
      }),
    );
    const row = await findByName('Jasa Pelatihan Literasi Digital');
    expect(row).toMatchObject({ id: service.product_id, stock: '100000000', isLayout: 3, isWaitingConfirm: true });
    expect(
      (await value(api.productDetail({ id: service.product_id }))).data.sectionProductInformation.workDuration,
    ).toBe(2);
  });

  it('refuses bad submissions with 4xx, never 500', async () => {
    const base = Object.fromEntries(Object.entries(goodsForm).map(([k, v]) => [k, String(v)]));
    const cases: Array<[string, FormData, number]> = [
      ['missing name', form({ ...base, produk: '' }), 400],
      ['price not a number', form({ ...base, harga: 'seratus' }), 400],
      ['missing price', form(Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'harga'))), 400],
      ['book category for goods', form({ ...base, category_id: '22', KategoriSub: '221' }), 400],
      ['unknown category', form({ ...base, KategoriSub: '98765' }), 400],
      ['another seller', form({ ...base, mall_id: '1002' }), 403],
      [
        'gif photo',
        form({
          ...base,
          filefotoutama: new File([new TextEncoder().encode('GIF89a....')], 'foto.gif', { type: 'image/gif' }),
        }),
        422,
      ],
      [
        'html sent as a png',
        form({
          ...base,
          filefotoutama: new File([new TextEncoder().encode('<script>alert(1)</script>')], 'foto.png', {
            type: 'image/png',
          }),
        }),
        422,
      ],
      [
        'photo over 2 MB',
        form({
          ...base,
          filefotoutama: new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'besar.jpg', { type: 'image/jpeg' }),
        }),
        422,
      ],
      [
        'book without book_id',
        form({
          ...base,
          layout: '1',
          item_type: '1',
          category_id: '22',
          KategoriSub: '221',
          harga1: '1',
          harga2: '1',
          harga3: '1',
          harga4: '1',
          harga5: '1',
        }),
        400,
      ],
      ['bad wholesale JSON', form({ ...base, grosir_pricezone1: '[{min:' }), 400],
    ];
    const before = productState().products.length;
    for (const [label, body, expected] of cases) {
      const { status } = await rawCall('POST', 'backendseller/katalog/produk_api/addproduk', body);
      expect({ label, status }).toEqual({ label, status: expected });
    }
    expect(productState().products.length).toBe(before);
  });

  it('updates a product: fields, status, photos and category', async () => {
    // The good it updates is its own: added here, with a main photo and one other.
    const goodsId = (
      await value(
        api.addProduct({ ...goodsForm, filefotoutama: png('penggaris.png'), filefoto0: png('penggaris-2.png') }),
      )
    ).product_id;
    const updated = await value(
      api.updateProduct({
        ...untaxedGoodsForm,
        product_id: goodsId,
        id_produk: String(goodsId),
        produk: 'Penggaris Besi 30 cm Anti Karat',
        harga: 16000,
        d_status: 1,
        rubah_kategori: '1',
        category_id: 10,
        KategoriSub: 1024,
        rubah_gambar: '1',
        filefoto1: png('penggaris-3.png'),
      }),
    );
    expect(updated.success).toBe(true);
    const { data } = await value(api.productDetail({ id: goodsId }));
    expect(data.sectionProductInformation.name).toBe('Penggaris Besi 30 cm Anti Karat');
    expect(data.sectionPriceInformation.price).toBe(16000);
    expect(data.sectionProductInformation.categoryId).toBe(1024);
    expect(data.sectionMediaInformation.imageOther).toHaveLength(2);
    // Still waiting for approval: the status sent does not activate it.
    expect(data).toMatchObject({ isWaitingConfirm: true, isActive: false });

    const active =
      (await value(api.products({ filter_status: 'inactive', filter_category: '1011', limit: 1 }))).data.items[0] ??
      (await value(api.products({ filter_status: 'active', filter_category: '1011', limit: 1 }))).data.items[0];
    if (!active) throw new Error('no HVS paper product');
    const { data: paper } = await value(api.productDetail({ id: active.id }));
    await value(
      api.updateProduct({
        ...untaxedGoodsForm,
        product_id: active.id,
        produk: paper.sectionProductInformation.name,
        harga: paper.sectionPriceInformation.price,
        category_id: paper.sectionProductInformation.categoryId,
        d_status: active.isActive ? 0 : 1,
      }),
    );
    expect((await value(api.productDetail({ id: active.id }))).data.isActive).toBe(!active.isActive);

    expect(await failure(api.updateProduct({ ...goodsForm, product_id: 99999 }))).toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('accepts the test-check call with camel-cased fields', async () => {
    const answer = await value(
      api.testCheckProduct({
        produk: 'Penggaris',
        itemType: 2,
        mallId: SELLER_ID,
        hargaNormal: 15000,
        productDescription: '<p>x</p>',
      }),
    );
    expect(answer.status.code).toBe(200);
  });
});

describe('packets', () => {
  it('searches the seller goods for packet contents', async () => {
    const { data } = await value(api.searchPacketProducts({ cari: 'bola', mall_id: SELLER_ID }));
    expect(data.map((d) => d.name)).toEqual(expect.arrayContaining(['Bola Voli Mikasa MVA200']));
    expect(data.every((d) => d.name.toLowerCase().includes('bola'))).toBe(true);
    expect(await failure(api.searchPacketProducts({ cari: '', mall_id: 1002 }))).toMatchObject({
      kind: 'http',
      status: 403,
    });
  });

  it('merges the same product in the temporary list, then deletes the line', async () => {
    const ball = await findByName('Bola Voli Mikasa MVA200');
    const first = await value(api.addPacket({ product_id: ball.id, qty: 1, mall_id: SELLER_ID }));
    const again = await value(api.addPacket({ product_id: ball.id, qty: 2, mall_id: SELLER_ID }));
    expect(again.data.packet_did).toBe(first.data.packet_did);
    const temp = await value(api.tempPackets({ userId: SELLER_ID }));
    expect(temp.data).toEqual([expect.objectContaining({ product_id: ball.id, quantity: 3, price: ball.price })]);
    await value(api.deletePacket({ id: first.data.packet_did }));
    expect((await value(api.tempPackets({ userId: SELLER_ID }))).data).toEqual([]);
    expect(await failure(api.deletePacket({ id: first.data.packet_did }))).toMatchObject({ kind: 'http', status: 404 });
    expect(await failure(api.tempPackets({ userId: 1002 }))).toMatchObject({ kind: 'http', status: 403 });
  });

  it("adds a line to an existing product's packet, which then carries the package badge", async () => {
    const parent = await findByName('Papan Tulis Whiteboard 120 x 240 cm');
    expect(parent.badges).toEqual([]);
    const marker = await findByName('Spidol Papan Tulis Hitam isi 12');
    const line = await value(
      api.addPacket({ parent_id: parent.id, product_id: marker.id, qty: 2, mall_id: SELLER_ID }),
    );
    expect(line.status.message).toBe('Paket berhasil ditambahkan');
    expect((await findByName('Papan Tulis Whiteboard 120 x 240 cm')).badges).toEqual(['package']);
    expect((await value(api.productDetail({ id: parent.id }))).data.packet).toEqual([line.data]);
    expect(
      await failure(api.addPacket({ parent_id: parent.id, product_id: parent.id, qty: 1, mall_id: SELLER_ID })),
    ).toMatchObject({ kind: 'http', status: 400 });
    expect(
      (
        await rawCall(
          'POST',
          'backendseller/paket/paket_api/addPacket',
          form({ product_id: String(marker.id), qty: '0', mall_id: '1001' }),
        )
      ).status,
    ).toBe(400);
  });
});

describe('mass upload and template', () => {
  async function workbook(): Promise<File> {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Produk').addRow(['Nama Produk*']);
    const buffer = await book.xlsx.writeBuffer();
    return new File([new Uint8Array(buffer)], 'produk.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  }

  it('runs the shared template validator: a workbook with wrong headers answers failed with its errors and creates nothing', async () => {
    const before = (await value(api.products({ page: 1, limit: 1 }))).data.total;
    const answer = await value(api.addProductMass({ file_upload: await workbook(), mall_id: SELLER_ID }));
    expect(answer.status).toBe('failed');
    expect(answer.countError).toBeGreaterThan(0);
    expect(answer.dataRow.some((row) => row.cells.some((cell) => cell.error !== null))).toBe(true);
    expect((await value(api.products({ page: 1, limit: 1 }))).data.total).toBe(before);
  });

  it("answers the golden file's errors per row and cell ('Harga Tidak Boleh 0 atau Kosong')", async () => {
    const bytes = readFileSync('fixtures/xlsx/price-invalid.xlsx');
    const expected = JSON.parse(readFileSync('fixtures/xlsx/price-invalid.expected.json', 'utf8')) as {
      errors: { row: number; field: string; message: string }[];
    };
    const answer = await value(
      api.addProductMass({ file_upload: new File([bytes], 'price-invalid.xlsx'), mall_id: SELLER_ID }),
    );
    expect(answer.status).toBe('failed');
    expect(answer.countError).toBe(expected.errors.length);
    const cells = answer.dataRow.flatMap((row) =>
      row.cells.map((cell) => ({ row: row.row, field: cell.field, message: cell.error })),
    );
    expect(cells).toEqual(expected.errors.map((e) => ({ row: e.row, field: e.field, message: e.message })));
    expect(answer.arrayFailed).toEqual([...new Set(expected.errors.map((e) => e.row))]);
  });

  it('creates every product of a clean file (clean-100.xlsx)', async () => {
    const before = (await value(api.products({ page: 1, limit: 1 }))).data.total;
    const bytes = readFileSync('fixtures/xlsx/clean-100.xlsx');
    const answer = await value(
      api.addProductMass({ file_upload: new File([bytes], 'clean-100.xlsx'), mall_id: SELLER_ID }),
    );
    expect(answer).toMatchObject({ status: 'success', countError: 0, arrayFailed: [], dataRow: [] });
    expect((await value(api.products({ page: 1, limit: 1 }))).data.total).toBe(before + 100);
  });

  it('refuses files that are not xlsx with a 4xx', async () => {
    const fake = new File([new TextEncoder().encode('bukan excel')], 'produk.xlsx');
    // Refused by its bytes (no zip archive) before the workbook is read.
    expect(await failure(api.addProductMass({ file_upload: fake, mall_id: SELLER_ID }))).toMatchObject({
      kind: 'http',
      status: 422,
      message: expect.stringContaining('XLSX') as unknown,
    });
    const csv = new File([new TextEncoder().encode('a,b')], 'produk.csv', { type: 'text/csv' });
    expect(await failure(api.addProductMass({ file_upload: csv, mall_id: SELLER_ID }))).toMatchObject({
      kind: 'http',
      status: 422,
    });
    expect(
      (await rawCall('POST', 'backendseller/katalog/produk_api/addprodukmass', form({ mall_id: '1001' }))).status,
    ).toBe(400);
  });

  it('points at the template download', async () => {
    const { data } = await value(api.massTemplate());
    expect(data.url).toBe('/cdn/template/template-upload-massal.xlsx');
  });
});

describe('coverage and access', () => {
  it('refuses every call without a token', async () => {
    token = null;
    expect(await failure(api.products())).toEqual({ kind: 'unauthorized', endpoint: 'products' });
    expect(await failure(api.categories())).toEqual({ kind: 'unauthorized', endpoint: 'categories' });
  });

  it('called every product endpoint through the gateway', () => {
    // Read from this file's tests (they may run in any order), not from calls made before this one.
    const called = endpointsCalledInFile(import.meta.url, ['api']);
    expect(Object.keys(productEndpoints).filter((name) => !called.has(name))).toEqual([]);
  });
});

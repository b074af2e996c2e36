import { describe, expect, it } from 'vitest';
import type { ProductState } from '@cli/sandbox/areas/product';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { sandboxPerTest } from '../support/freshSandbox';
import type { RunningSandbox } from '../support/sandbox';

/**
 * the sandbox's product writes run the forms' own core rule lists,
 * field for field, whatever a client sends; a photo is judged by its bytes.
 */

const SELLER_ID = 1001;
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

let sandbox: RunningSandbox;
let token: string;
sandboxPerTest((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});

const goods: Record<string, string> = {
  produk: 'Penggaris Besi 30 cm',
  layout: '3',
  l_merk: '502',
  category_id: '10',
  KategoriSub: '103',
  harga: '15000',
  minGrosir1: '10',
  hargaGrosir1: '14500',
  minGrosir2: '50',
  hargaGrosir2: '14000',
  s_gudang: '120',
  berat: '0.1',
  panjang: '32',
  lebar: '3',
  tinggi: '0.2',
  item_type: '2',
  mall_id: String(SELLER_ID),
  ppnTagItem: '0:Dikenakan PPN',
};

const service: Record<string, string> = {
  produk: 'Jasa Pelatihan Literasi Digital',
  layout: '3',
  l_merk: '1',
  category_id: '30',
  KategoriSub: '301',
  harga: '2500000',
  s_gudang: '100000000',
  berat: '0',
  item_type: '3',
  mall_id: String(SELLER_ID),
  lama_pengerjaan: '2',
  ppnTagItem: '12:Jasa Pendidikan',
};

function body(
  fields: Record<string, string>,
  photo: Blob | null = new File([PNG], 'foto.png', { type: 'image/png' }),
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo) data.append('filefotoutama', photo, photo instanceof File ? photo.name : 'foto');
  return data;
}

async function post(
  path: string,
  data: FormData,
): Promise<{ status: number; message: string | undefined; body: Record<string, unknown> }> {
  const res = await fetch(`${sandbox.apiRoot}/${path}`, {
    method: 'POST',
    headers: { Authorization: token },
    body: data,
  });
  const answer = (await res.json()) as Record<string, unknown> & { message?: string; status?: { message?: string } };
  return { status: res.status, message: answer.message ?? answer.status?.message, body: answer };
}

const add = (fields: Record<string, string>, photo?: Blob | null) =>
  post('backendseller/katalog/produk_api/addproduk', body(fields, photo));
const update = (fields: Record<string, string>) =>
  post('backendseller/katalog/produk_api/updateproduk', body(fields, null));
const products = () => sandbox.sandbox.store.get<ProductState>('product').products;

async function added(): Promise<number> {
  const answer = await add(goods);
  expect(answer.status).toBe(200);
  return Number(answer.body['product_id']);
}

describe('add: the name rule of every form', () => {
  it("refuses an empty name and a service named only 'Jasa' with 'Nama Produk wajib diisi'", async () => {
    const before = products().length;
    expect(await add({ ...goods, produk: '   ' })).toMatchObject({ status: 400 });
    expect(await add({ ...service, produk: 'Jasa ' })).toMatchObject({
      status: 400,
      message: PRODUCT_MESSAGES.nameEmpty,
    });
    expect(await add({ ...service, produk: 'Jasa' })).toMatchObject({
      status: 400,
      message: PRODUCT_MESSAGES.nameEmpty,
    });
    expect(products().length).toBe(before);
  });

  it("refuses a name longer than the template's 255 characters", async () => {
    expect(await add({ ...goods, produk: 'x'.repeat(256) })).toMatchObject({
      status: 400,
      message: PRODUCT_MESSAGES.nameTooLong,
    });
    expect((await add({ ...goods, produk: 'x'.repeat(255) })).status).toBe(200);
  });

  it('refuses the wholesale tiers the file check refuses', async () => {
    expect(await add({ ...goods, minGrosir2: '5' })).toMatchObject({
      status: 400,
      message: 'Grosir Min 2 harus lebih besar dari Grosir Min 1 (10)',
    });
    expect(await add({ ...goods, hargaGrosir2: '14900' })).toMatchObject({
      status: 400,
      message: 'Grosir Harga 2 tidak boleh lebih tinggi dari Grosir Harga 1 (Rp14.500)',
    });
    expect(await add({ ...goods, hargaGrosir1: '16000' })).toMatchObject({
      status: 400,
      message: 'Harga Grosir tidak boleh melewati Rp15.000',
    });
  });
});

describe('update: whatever add refuses', () => {
  it("a cleared Stok: 'Stok tidak boleh kosong'", async () => {
    const id = await added();
    const answer = await update({ ...goods, product_id: String(id), s_gudang: '' });
    expect(answer).toMatchObject({ status: 400, message: PRODUCT_MESSAGES.stockEmpty });
    expect(products().find((p) => p.id === id)?.stock).toBe(120);
  });

  it("Harga Nego 50: 'Penyedia tidak bisa input harga satuan kurang dari 100!'", async () => {
    const id = await added();
    expect(await update({ ...goods, product_id: String(id), harga_nego: '50' })).toMatchObject({
      status: 400,
      message: PRODUCT_MESSAGES.priceUnderMin,
    });
  });

  it('a smaller minimum after a larger one, a higher price for a larger quantity, a name of 10,000 characters', async () => {
    const id = await added();
    const at = { ...goods, product_id: String(id) };
    expect(await update({ ...at, minGrosir2: '5' })).toMatchObject({
      status: 400,
      message: 'Grosir Min 2 harus lebih besar dari Grosir Min 1 (10)',
    });
    expect(await update({ ...at, hargaGrosir1: '20000' })).toMatchObject({
      status: 400,
      message: 'Harga Grosir tidak boleh melewati Rp15.000',
    });
    expect(await update({ ...at, produk: 'x'.repeat(10_000) })).toMatchObject({
      status: 400,
      message: PRODUCT_MESSAGES.nameTooLong,
    });
    expect(products().find((p) => p.id === id)?.name).toBe('Penggaris Besi 30 cm');
    expect((await update({ ...at, produk: 'Penggaris Besi 30 cm Anti Karat' })).status).toBe(200);
  });
});

describe('photos by their bytes', () => {
  it('refuses a text file named .jpg and sent as image/jpeg, and stores nothing', async () => {
    const before = products().length;
    const fake = new File([new TextEncoder().encode('ini bukan gambar')], 'foto.jpg', { type: 'image/jpeg' });
    const answer = await add(goods, fake);
    expect(answer.status).toBe(422);
    expect(answer.message).toBe(PRODUCT_MESSAGES.invalidImageShort);
    expect(products().length).toBe(before);
  });
});

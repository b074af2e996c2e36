import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@core/api/endpoints/account';
import { productEndpoints } from '@core/api/endpoints/product';
import { sandboxGateway, value } from '../support/gateway';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../support/sandbox';

/* The product list on the untouched seed: paging, sorting, every filter, seller isolation. */

let sandbox: RunningSandbox;
let token: string | null = null;

function gateways() {
  return {
    account: sandboxGateway(accountEndpoints, sandbox, () => token),
    api: sandboxGateway(productEndpoints, sandbox, () => token),
  };
}
let api: ReturnType<typeof gateways>['api'];
let account: ReturnType<typeof gateways>['account'];

async function login(email: string): Promise<string> {
  const answer = await value(account.login({ email, password: DEMO_SELLER.password }));
  return answer.data ?? '';
}

const list = async (query: Parameters<typeof api.products>[0] = {}) => (await value(api.products(query))).data;

async function rawStatus(query: string): Promise<number> {
  const res = await fetch(`${sandbox.apiRoot}/seller/product?${query}`, { headers: { Authorization: token ?? '' } });
  await res.body?.cancel();
  return res.status;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ api, account } = gateways());
  token = await login(DEMO_SELLER.email);
});

afterAll(async () => {
  await sandbox.stop();
});

describe('paging', () => {
  it('numbers rows across pages and reports from, to, next page', async () => {
    const second = await list({ page: 2, limit: 10 });
    expect(second).toMatchObject({
      currentPage: 2,
      perPage: 10,
      from: 11,
      to: 20,
      nextPage: 3,
      lastPage: 6,
      total: 60,
    });
    expect(second.items.map((i) => i.no)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const last = await list({ page: 12 });
    expect(last).toMatchObject({ from: 56, to: 60, nextPage: null, lastPage: 12 });
  });

  it('answers a page past the end with no rows', async () => {
    const beyond = await list({ page: 13 });
    expect(beyond).toMatchObject({ items: [], from: null, to: null, total: 60, lastPage: 12 });
  });

  it('lists every product exactly once over all pages', async () => {
    const ids: number[] = [];
    for (let page = 1; page <= 3; page += 1) ids.push(...(await list({ page, limit: 25 })).items.map((i) => i.id));
    expect(new Set(ids).size).toBe(60);
    expect(Math.min(...ids)).toBe(2001);
    expect(Math.max(...ids)).toBe(2060);
  });
});

describe('sorting', () => {
  it("sorts by price ascending and marks the column's order", async () => {
    const data = await list({ sort: 'price-asc', limit: 100 });
    const prices = data.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.column.find((c) => c.value === 'price')?.order).toBe('asc');
    expect(data.column.filter((c) => c.order !== null)).toHaveLength(1);
  });

  it('sorts by name descending', async () => {
    const names = (await list({ sort: 'name-desc', limit: 100 })).items.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('refuses an unknown or unsortable column and a malformed sort with 400', async () => {
    expect(await rawStatus('sort=warna-asc')).toBe(400);
    expect(await rawStatus('sort=image-asc')).toBe(400);
    expect(await rawStatus('sort=price-naik')).toBe(400);
    expect(await rawStatus('limit=101')).toBe(400);
    expect(await rawStatus('filter_status=hapus')).toBe(400);
  });
});

describe('filters', () => {
  it('counts the statuses in filters[2] and filters by each', async () => {
    const data = await list();
    const options = data.filters[2]?.items ?? [];
    expect(options.map((o) => o.value)).toEqual(['active', 'inactive', 'blocked', 'waiting']);
    expect(options.reduce((sum, o) => sum + (o.total ?? 0), 0)).toBe(60);
    const blocked = await list({ filter_status: 'blocked', limit: 50 });
    expect(blocked.total).toBe(3);
    expect(blocked.items.every((i) => i.isBlocked)).toBe(true);
    const waiting = await list({ filter_status: 'waiting', limit: 50 });
    expect(waiting.total).toBe(4);
    expect(waiting.items.every((i) => i.isWaitingConfirm && !i.isActive)).toBe(true);
    const active = await list({ filter_status: 'active', limit: 100 });
    expect(active.total).toBe(options.find((o) => o.value === 'active')?.total);
    expect(active.items.every((i) => i.isActive && !i.isBlocked && !i.isWaitingConfirm)).toBe(true);
  });

  it('filters by a category branch, including everything below it', async () => {
    const data = await list({ filter_category: '11', limit: 100 });
    const option = data.filters[1]?.items.find((o) => o.value === 11);
    expect(option?.name).toBe('Elektronik');
    expect(data.total).toBe(option?.total);
    expect(new Set(data.items.map((i) => i.category))).toEqual(
      new Set(['Laptop', 'PC Desktop', 'Aksesoris Komputer', 'Proyektor dan Layar', 'Printer', 'Scanner']),
    );
    const books = await list({ filter_category: '22', limit: 100 });
    expect(books.total).toBe(11);
    expect(books.items.every((i) => i.isLayout === 1 && i.priceZone1 !== null && i.priceZone5 !== null)).toBe(true);
  });

  it('filters uncategorized products by their old category', async () => {
    const data = await list({ filter_category: '0', filter_category_old: '902', limit: 50 });
    expect(data.items.map((i) => i.name).sort()).toEqual([
      'Flashdisk SanDisk 32GB USB 3.0',
      'Keyboard USB Logitech K120',
    ]);
    expect(data.filters[3]?.items).toEqual([
      { name: 'ATK & Perlengkapan Kantor', value: 901, total: 2 },
      { name: 'Komputer & Aksesoris', value: 902, total: 2 },
      { name: 'Perlengkapan Olahraga', value: 903, total: 1 },
    ]);
  });

  it('searches the keyword in the chosen field and the global search in name and model', async () => {
    const byModel = await list({ keyword: 'BK-T', filter_keyword: 'model', limit: 100 });
    expect(byModel.total).toBe(11);
    expect((await list({ keyword: 'BK-T', filter_keyword: 'name' })).total).toBe(0);
    const laptops = await list({ search: 'LAPTOP', limit: 50 });
    expect(laptops.items.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'Laptop Asus Vivobook 14 Core i5 8GB HDD 1TB',
        'Laptop Lenovo IdeaPad Slim 3 Core i3 4GB HDD 500GB',
      ]),
    );
    expect(laptops.items.every((i) => /laptop/i.test(i.name) || /laptop/i.test(i.model ?? ''))).toBe(true);
  });

  it('shows services with the service stock marker on layout 3 and packages with their badge', async () => {
    const services = await list({ filter_category: '33', limit: 50 });
    expect(services.items.length).toBeGreaterThan(0);
    expect(services.items.every((i) => i.stock === '100000000' && i.isLayout === 3 && i.brandName === '-')).toBe(true);
    const all = await list({ limit: 100 });
    expect(
      all.items
        .filter((i) => i.badges.includes('package'))
        .map((i) => i.name)
        .sort(),
    ).toEqual(['Paket Alat Tulis Siswa', 'Paket Laboratorium IPA Sederhana', 'Paket Olahraga Sekolah Dasar']);
    expect(all.items.every((i) => Number.isInteger(i.price) && i.image.startsWith('/cdn/produk/'))).toBe(true);
  });
});

describe('seller isolation', () => {
  it("shows another seller none of the demo seller's products", async () => {
    const demoToken = token;
    // A seller who may trade, so the refusals below are about ownership, not about the seller's state.
    token = await login('nonaktif@contoh.id');
    expect((await list()).total).toBe(0);
    const detail = await api.productDetail({ id: 2001 });
    expect(detail.isErr() && detail.error).toMatchObject({ kind: 'http', status: 404 });
    const toggle = await api.toggleProductStatus({ id: 2001 });
    expect(toggle.isErr() && toggle.error).toMatchObject({ kind: 'http', status: 404 });
    token = demoToken;
  });
});

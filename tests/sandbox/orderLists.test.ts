import type { ResultAsync } from 'neverthrow';
import type { FilterOption } from '@core/api/envelope';
import type { ApiError } from '@core/api/errors';
import { ORDER_STATUS_ID } from '@core/order/schema';
import { describe, expect, it } from 'vitest';
import ordersSeed from '@fixtures/seed/order/orders.json';
import { failure, value } from '../support/gateway';
import { orderSandboxPerTest } from './orderSupport';

/* Server-side filtering, searching, sorting and paging of the spec 002 lists, and the shell badges. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const seedOrders = ordersSeed.orders;
const rupiahValue = (text: string) => Number(text.replace(/[^\d]/g, ''));
type FilteredPage = {
  readonly data: { readonly total: number; readonly filters: readonly { readonly items: readonly FilterOption[] }[] };
};

/** A list's status options (its first filter), after checking that each narrows the list to the option's count. */
async function statusOptionsThatFilter<P extends FilteredPage>(
  list: (query: { limit: number; filter_status?: number }) => ResultAsync<P, ApiError>,
): Promise<readonly FilterOption[]> {
  const options = (await value(list({ limit: 100 }))).data.filters[0]?.items ?? [];
  for (const option of options) {
    const filtered = await value(list({ limit: 100, filter_status: Number(option.value) }));
    expect(filtered.data.total).toBe(option.total);
  }
  return options;
}

const isSorted = <T>(values: readonly T[], cmp: (a: T, b: T) => number) =>
  values.every((v, i) => i === 0 || cmp(values[i - 1] as T, v) <= 0);

describe('shell badges', () => {
  it('orders?filter_status=0 lists exactly the new orders, and confirming one lowers the count', async () => {
    const newIds = seedOrders.filter((o) => o.statusId === ORDER_STATUS_ID.new).map((o) => o.id);
    const first = await value(h.api.orders({ page: 1, limit: 100, filter_status: 0 }));
    expect(first.data.items.map((r) => r.id).sort()).toEqual(newIds.sort());
    expect(first.data.items.every((r) => r.status.includes('Pesanan Baru'))).toBe(true);
    expect(first.data.filters[0]?.items.find((o) => o.value === 0)).toMatchObject({ total: newIds.length });

    await value(h.api.confirmOrder({ id: newIds.find((id) => id === 5006) ?? 0 }));
    const after = await value(h.api.orders({ page: 1, limit: 100, filter_status: 0 }));
    expect(after.data.total).toBe(newIds.length - 1);
  });

  it('changedOrders lists the orders with a pending change request, and answering one removes it', async () => {
    const changed = seedOrders.filter((o) => o.requestChange !== null).map((o) => o.id);
    const first = await value(h.api.changedOrders({ limit: 100 }));
    expect(first.data.items.map((r) => r.id).sort()).toEqual(changed.sort());
    await value(h.api.rejectRequestChange({ id: 5011 }));
    const after = await value(h.api.changedOrders({ limit: 100 }));
    expect(after.data.items.map((r) => r.id)).not.toContain(5011);
    expect(after.data.total).toBe(changed.length - 1);
  });
});

describe('orders list', () => {
  it('sorts by m.date_added descending by default and marks the date column', async () => {
    const page = await value(h.api.orders({ limit: 100 }));
    expect(
      isSorted(
        page.data.items.map((r) => r.date),
        (a, b) => b.localeCompare(a),
      ),
    ).toBe(true);
    expect(page.data.column).toHaveLength(10);
    expect(page.data.column.find((c) => c.value === 'date')).toMatchObject({ isOrder: true, order: 'desc' });
  });

  it('sorts on any sortable column in both directions; totals sort as numbers', async () => {
    const asc = await value(h.api.orders({ limit: 100, sort: 'total asc' }));
    const desc = await value(h.api.orders({ limit: 100, sort: 'total-desc' }));
    const totals = asc.data.items.map((r) => rupiahValue(r.total));
    expect(isSorted(totals, (a, b) => a - b)).toBe(true);
    expect(desc.data.items.map((r) => r.id)).toEqual([...asc.data.items.map((r) => r.id)].reverse());
    const bySchool = await value(h.api.orders({ limit: 100, sort: 'schoolName' }));
    expect(
      isSorted(
        bySchool.data.items.map((r) => r.schoolName),
        (a, b) => a.localeCompare(b, 'id'),
      ),
    ).toBe(true);
  });

  it('pages with from/to/lastPage/nextPage and the pages cover every order once', async () => {
    const second = await value(h.api.orders({ page: 2, limit: 5 }));
    expect(second.data).toMatchObject({
      currentPage: 2,
      perPage: 5,
      from: 6,
      to: 10,
      total: 49,
      lastPage: 10,
      nextPage: 3,
    });
    const ids: number[] = [];
    for (let page = 1; page <= 5; page++)
      ids.push(...(await value(h.api.orders({ page, limit: 10 }))).data.items.map((r) => r.id));
    expect(new Set(ids).size).toBe(49);
    expect(ids).toEqual((await value(h.api.orders({ limit: 100 }))).data.items.map((r) => r.id));
    const beyond = await value(h.api.orders({ page: 11, limit: 5 }));
    expect(beyond.data).toMatchObject({ items: [], from: null, to: null, nextPage: null });
  });

  it('numbers rows across pages', async () => {
    const third = await value(h.api.orders({ page: 3, limit: 5 }));
    expect(third.data.items.map((r) => r.no)).toEqual([11, 12, 13, 14, 15]);
  });

  it('searches invoice, school, NPSN and city, case-insensitively', async () => {
    const city = await value(h.api.orders({ limit: 100, search: 'makassar' }));
    expect(city.data.total).toBe(seedOrders.filter((o) => o.school.city.includes('Makassar')).length);
    expect(city.data.items.every((r) => r.schoolCity === 'Kota Makassar')).toBe(true);
    const target = seedOrders[7];
    const byInvoice = await value(h.api.orders({ search: target?.invoice.slice(-6) ?? '' }));
    expect(byInvoice.data.items.map((r) => r.id)).toContain(target?.id);
    const none = await value(h.api.orders({ search: 'tidak-ada-sekolah-ini' }));
    expect(none.data).toMatchObject({ items: [], total: 0, lastPage: 1 });
  });

  it('filters by every status option the server offers', async () => {
    const options = await statusOptionsThatFilter((query) => h.api.orders(query));
    expect(options.length).toBe(9);
    expect(options.reduce((sum, o) => sum + (o.total ?? 0), 0)).toBe(49);
  });

  it('refuses unknown status filters and sort columns with 400, never 500', async () => {
    expect(await h.raw('GET', 'seller/order?filter_status=99')).toMatchObject({
      status: 400,
      body: { status: { message: 'Status pesanan tidak dikenal: 99' } },
    });
    expect(await h.raw('GET', 'seller/order?sort=passwordHash%20desc')).toMatchObject({
      status: 400,
      body: { status: { message: 'Kolom urutan tidak dikenal: passwordHash' } },
    });
    expect((await h.raw('GET', 'seller/order?sort=date;drop')).status).toBe(400);
    expect((await h.raw('GET', 'seller/order?limit=0')).status).toBe(400);
    expect((await h.raw('GET', 'seller/order?page=abc')).status).toBe(400);
  });
});

describe('billing, complaints and negotiations lists', () => {
  it('billing lists billed orders, searchable and sortable', async () => {
    const all = await value(h.api.billing({ limit: 100 }));
    expect(all.data.total).toBe(seedOrders.filter((o) => o.billing !== null).length);
    const sorted = await value(h.api.billing({ limit: 100, sort: 'billingDate desc' }));
    expect(
      isSorted(
        sorted.data.items.map((r) => r.billingDate),
        (a, b) => b.localeCompare(a),
      ),
    ).toBe(true);
    const found = await value(h.api.billing({ search: 'Jayapura' }));
    expect(found.data.items.every((r) => r.customerName === 'Yohanis Wenda')).toBe(true);
  });

  it('complaints read Deal/Belum Deal from isDeal and carry the category name', async () => {
    const list = await value(h.api.complaints({ limit: 50 }));
    expect(list.data.items.filter((c) => c.isDeal)).toHaveLength(2);
    expect(list.data.items.map((c) => c.complaintType)).toContain('Pembayaran');
    const open = await value(h.api.complaints({ sort: 'isDeal asc', limit: 3 }));
    expect(open.data.items.every((c) => !c.isDeal)).toBe(true);
  });

  it('negotiations sort by aa.tgl_added descending by default and search by product', async () => {
    const list = await value(h.api.negotiations({ limit: 50 }));
    expect(
      isSorted(
        list.data.items.map((r) => r.createdAt),
        (a, b) => b.localeCompare(a),
      ),
    ).toBe(true);
    expect(list.data.column.find((c) => c.value === 'createdAt')?.order).toBe('desc');
    const proyektor = await value(h.api.negotiations({ search: 'proyektor' }));
    expect(proyektor.data.total).toBeGreaterThan(0);
    expect(proyektor.data.items.every((r) => r.productName.toLowerCase().includes('proyektor'))).toBe(true);
  });
});

describe('payment lists', () => {
  it('paymentsAll totals cover every matching row and the cards split forwarded and not forwarded', async () => {
    const all = await value(h.api.paymentsAll({ limit: 100 }));
    const bill = all.data.items.reduce((sum, r) => sum + rupiahValue(r.totalBill), 0);
    const transfer = all.data.items.reduce((sum, r) => sum + rupiahValue(r.totalTransfer), 0);
    expect(rupiahValue(all.data.totalAllBill)).toBe(bill);
    expect(rupiahValue(all.data.totalAllTransfer)).toBe(transfer);
    const card = (name: string) =>
      rupiahValue(all.data.cardTotal.find((c) => c.name === name)?.valueCurrencyFormat ?? '');
    expect(card('Sudah Diteruskan') + card('Belum Diteruskan')).toBe(transfer);
    // The cards add up: every bill is the partner's fee, what was passed on, or what is still held.
    expect(card('Total Tagihan')).toBe(bill);
    expect(card('Biaya Admin Mitra (1%)') + card('Sudah Diteruskan') + card('Belum Diteruskan')).toBe(bill);
    for (const row of all.data.items)
      expect(rupiahValue(row.totalBill) - rupiahValue(row.totalTransfer)).toBe(
        Math.floor(rupiahValue(row.totalBill) / 100),
      );
    expect(all.data.items.filter((r) => r.status === 'Belum Diteruskan').every((r) => r.isStatusTooltip)).toBe(true);
    // Totals follow the search, not the page.
    const paged = await value(h.api.paymentsAll({ limit: 2 }));
    expect(paged.data.totalAllBill).toBe(all.data.totalAllBill);
  });

  it("the proof lists sort as '{field}-{dir}' and refuse any other form", async () => {
    const desc = await value(h.api.paymentsVerification({ sort: 'totalBill-desc', limit: 100 }));
    expect(
      isSorted(
        desc.data.items.map((r) => rupiahValue(r.totalBill)),
        (a, b) => b - a,
      ),
    ).toBe(true);
    expect(desc.data.column.at(-1)?.value).toBe('action');
    expect((await failure(h.api.paymentsVerification({ sort: 'totalBill desc' }))).kind).toBe('contract');
    expect((await h.raw('GET', 'seller/order/payment/verification?sort=totalBill%20desc')).status).toBe(400);
  });

  it('the proof rows carry both images, except the incomplete ones missing the BAST', async () => {
    const passed = await value(h.api.paymentsPassedToSeller({ limit: 100 }));
    expect(
      passed.data.items.every(
        (r) => r.imageBast?.startsWith('/cdn/bukti/') && r.imageConfirmPayment?.startsWith('/cdn/bukti/'),
      ),
    ).toBe(true);
    const incomplete = await value(h.api.paymentsNotComplete({ limit: 100 }));
    expect(incomplete.data.items.length).toBeGreaterThan(0);
    expect(incomplete.data.items.every((r) => r.imageBast === null)).toBe(true);
  });

  it('the verification status filter comes from the server and filters', async () => {
    const options = await statusOptionsThatFilter((query) => h.api.paymentsVerification(query));
    expect(options.length).toBeGreaterThan(0);
  });
});

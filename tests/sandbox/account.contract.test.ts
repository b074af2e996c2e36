import { okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '@core/api/endpoints/account';
import { describeApiError } from '@core/api/errors';
import { fetchTransport } from '@core/api/fetchTransport';
import { createGateway } from '@core/api/gateway';
import { formatRupiah } from '@core/money';
import { ORDER_STATUS_ID } from '@core/order/schema';
import type { AccountState } from '@cli/sandbox/areas/account';
import { orderTotal, type OrderRecord, type OrderState } from '@cli/sandbox/areas/order/record';
import { endpointsCalledInFile } from '../support/endpointCoverage';
import { sandboxPerTest } from '../support/freshSandbox';
import { failure, sandboxGateway, value } from '../support/gateway';
import { DEMO_SELLER, type RunningSandbox } from '../support/sandbox';
import { activationToken, bandungCv } from '../support/registration';
import { PNG_HEAD, pngUpload } from '../support/uploads';

/*
 * Every account call through the real gateway (fetch transport) against the sandbox, and the
 * stateful flows of the account side: session, forgotten password, change password, registration,
 * profile edits, store users. Each test has a sandbox of its own, fresh from the seed with the
 * demo seller logged in: none sees what another one changed, whatever the order they run in.
 */

const png = (name = 'gambar.png') => pngUpload(name);

let sandbox: RunningSandbox;
let token: string | null = null;

const gateway = () => sandboxGateway(accountEndpoints, sandbox, () => token);
let api: ReturnType<typeof gateway>;

async function loginAs(email: string, password: string): Promise<string> {
  const answer = await value(api.login({ email, password }));
  expect(answer.data).toMatch(/^[0-9a-f]{48}$/);
  token = answer.data;
  return answer.data ?? '';
}

const accountState = () => sandbox.state<AccountState>('account');

const registrant = {
  name: 'CV Cahaya Ilmu Mandiri',
  email: 'cahaya.ilmu@contoh.id',
  password: 'CahayaIlmu2026',
  npwp: '0213456789012345',
};
const registration = (overrides: Record<string, unknown> = {}) => ({
  ...bandungCv(registrant, pngUpload('npwp.png')),
  ...overrides,
});

sandboxPerTest((running, demoToken) => {
  sandbox = running;
  token = demoToken;
  api = gateway();
});

describe('session', () => {
  it("refuses a wrong e-mail or password with HTTP 400 'Email atau password salah'", async () => {
    for (const input of [
      { email: DEMO_SELLER.email, password: 'salah' },
      { email: 'tidak.ada@contoh.id', password: DEMO_SELLER.password },
    ]) {
      const error = await failure(api.login(input));
      expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Email atau password salah' });
    }
  });

  it('logs the demo seller in and serves the complete profile', async () => {
    await loginAs(DEMO_SELLER.email, DEMO_SELLER.password);
    const { data: profile } = await value(api.profile());
    expect(profile).toMatchObject({
      id: 1001,
      email: DEMO_SELLER.email,
      isMustUpdate: false,
      isBlocked: false,
      inActive: true,
      isNpwpValid: true,
    });
    expect(profile.legality.npwp.id).toHaveLength(16);
    expect(profile.account.length).toBeGreaterThan(0);
    // The reminder count follows the unread follow-up notifications of the seller.
    const unreadReminders = accountState().notifications.filter(
      (n) => n.sellerId === 1001 && n.isNotifReminder === 1 && !n.isRead,
    ).length;
    expect(profile.totalNotifReminder).toBe(unreadReminders);
    expect(unreadReminders).toBeGreaterThan(0);
  });

  it('answers an unknown token with unauthorized', async () => {
    const stranger = createGateway(accountEndpoints, {
      transport: fetchTransport(),
      roots: { apiRoot: sandbox.apiRoot, chatApiRoot: sandbox.chatApiRoot },
      getToken: () => 'token-palsu',
    });
    let hook = '';
    const hooked = createGateway(accountEndpoints, {
      transport: fetchTransport(),
      roots: { apiRoot: sandbox.apiRoot, chatApiRoot: sandbox.chatApiRoot },
      getToken: () => null,
      onUnauthorized: (name) => {
        hook = name;
      },
    });
    expect(await failure(stranger.profile())).toEqual({ kind: 'unauthorized', endpoint: 'profile' });
    expect(await failure(hooked.dashboard())).toEqual({ kind: 'unauthorized', endpoint: 'dashboard' });
    expect(hook).toBe('dashboard');
  });

  it('serves the blocked must-update seller with its alert', async () => {
    const demoToken = token;
    await loginAs('diblokir@contoh.id', 'Penyedia2026');
    const { data: profile } = await value(api.profile());
    expect(profile).toMatchObject({
      isMustUpdate: true,
      isBlocked: true,
      alert: { title: 'Perbarui Dokumen Legalitas Anda' },
    });
    expect(profile.alert?.message).not.toBe('');
    token = demoToken;
  });
});

describe('dashboard', () => {
  const mine = () => sandbox.state<OrderState>('order').orders.filter((o) => o.sellerId === 1001);
  const card = (data: { card: ReadonlyArray<{ title: string; total: number }> }, title: string) =>
    data.card.find((c) => c.title === title)?.total;

  it("computes every figure from the seller's orders with the orders list's statuses", async () => {
    const { data } = await value(api.dashboard());
    const orders = mine();
    expect(card(data, 'Pesanan Baru')).toBe(orders.filter((o) => o.statusId === ORDER_STATUS_ID.new).length);
    expect(card(data, 'Pesanan Diproses')).toBe(orders.filter((o) => o.statusId === ORDER_STATUS_ID.processed).length);
    expect(card(data, 'Pesanan Selesai')).toBe(
      orders.filter((o) => o.statusId === ORDER_STATUS_ID.paid || o.statusId === ORDER_STATUS_ID.transferred).length,
    );
    const { transactionValue } = data.sectionStatistic;
    expect(transactionValue.total).toBe(transactionValue.items.reduce((sum, item) => sum + item.total, 0));
    expect(transactionValue.total).toBe(orders.reduce((sum, o) => sum + orderTotal(o), 0));
    for (const item of transactionValue.items) expect(item.valueCurrencyFormat).toBe(formatRupiah(item.total));
    const newTotal = orders
      .filter((o) => o.statusId === ORDER_STATUS_ID.new)
      .reduce((sum, o) => sum + orderTotal(o), 0);
    expect(transactionValue.items.find((i) => i.name === 'Pesanan Baru')?.total).toBe(newTotal);
    expect(data.sectionStatistic.popularProduct.length).toBeGreaterThan(0);
    expect(data.chartStatistic.areaDistribution.label).toEqual(
      data.sectionStatistic.areaDistribution.map((a) => a.province),
    );
    expect(data.chartStatistic.popularSchool.value).toEqual(data.sectionStatistic.popularSchool.map((s) => s.total));
    expect(data.account).toEqual((await value(api.profile())).data.account);
  });

  it('follows a change of an order: a confirmed order leaves the new orders and joins the processed ones', async () => {
    const before = (await value(api.dashboard())).data;
    const order = mine().find(
      (o) => o.statusId === ORDER_STATUS_ID.new && !o.requestChange && o.items.every((l) => l.categorized),
    );
    expect(order).toBeDefined();
    const res = await fetch(`${sandbox.apiRoot}/seller/order/confirm`, {
      method: 'PUT',
      headers: { Authorization: token ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: order?.id }),
    });
    expect(res.status).toBe(200);
    const after = (await value(api.dashboard())).data;
    expect(card(after, 'Pesanan Baru')).toBe((card(before, 'Pesanan Baru') ?? 0) - 1);
    expect(card(after, 'Pesanan Diproses')).toBe((card(before, 'Pesanan Diproses') ?? 0) + 1);
    const line = (d: typeof after, name: string) =>
      d.sectionStatistic.transactionValue.items.find((i) => i.name === name)?.total ?? 0;
    expect(line(after, 'Diproses') - line(before, 'Diproses')).toBe(orderTotal(order as OrderRecord));
  });

  it('charts the orders of each month of a year, the same on every call, refusing years before 2019', async () => {
    const y2026 = (await value(api.dashboard({ year: 2026 }))).data.chartStatistic;
    expect(y2026.bigChartMonth).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'Mei',
      'Jun',
      'Jul',
      'Agu',
      'Sep',
      'Okt',
      'Nov',
      'Des',
    ]);
    const sold = mine().filter(
      (o) => o.statusId !== ORDER_STATUS_ID.refused && o.statusId !== ORDER_STATUS_ID.cancelled,
    );
    expect(y2026.bigChart).toEqual(
      y2026.bigChartMonth.map(
        (_, i) => sold.filter((o) => o.dateAdded.startsWith(`2026-${String(i + 1).padStart(2, '0')}`)).length,
      ),
    );
    expect((await value(api.dashboard({ year: 2023 }))).data.chartStatistic.bigChart).toEqual(
      Array.from({ length: 12 }, () => 0),
    );
    expect((await value(api.dashboard({ year: 2026 }))).data.chartStatistic.bigChart).toEqual(y2026.bigChart);
    expect(await failure(api.dashboard({ year: 2018 }))).toMatchObject({ kind: 'http', status: 400 });
  });
});

describe('notifications and user log', () => {
  it('pages the notifications newest first with the type options in filters[0].items', async () => {
    const { data } = await value(api.notifications({ page: 1, limit: 5, filter_type: 'all' }));
    expect(data.items).toHaveLength(5);
    expect(data.total).toBe(accountState().notifications.filter((n) => n.sellerId === 1001).length);
    const times = data.items.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.filters[0]?.items.map((i) => i.value)).toEqual([
      'all',
      'order',
      'tagihan',
      'komplain',
      'pembayaran',
      'nego',
    ]);
    const beyond = await value(api.notifications({ page: data.lastPage + 1, limit: 5 }));
    expect(beyond.data.items).toEqual([]);
  });

  it('keeps the seeded times from one page load to the next', async () => {
    const first = (await value(api.notifications({ page: 1, limit: 10 }))).data.items.map((n) => n.dateAt);
    const second = (await value(api.notifications({ page: 1, limit: 10 }))).data.items.map((n) => n.dateAt);
    expect(second).toEqual(first);
  });

  it('marks a notification read when it is opened, and the reminder count follows', async () => {
    const unread = accountState().notifications.find(
      (n) => n.sellerId === 1001 && n.isNotifReminder === 1 && !n.isRead,
    );
    expect(unread).toBeDefined();
    const before = (await value(api.profile())).data.totalNotifReminder;
    const answer = await value(api.readNotification({ id: unread?.id ?? 0 }));
    expect(answer.status.message).toBe('Pemberitahuan ditandai sudah dibaca');
    expect(accountState().notifications.find((n) => n.id === unread?.id)?.isRead).toBe(true);
    expect((await value(api.profile())).data.totalNotifReminder).toBe(before - 1);
    const other = accountState().notifications.find((n) => n.sellerId !== 1001);
    expect(await failure(api.readNotification({ id: other?.id ?? 0 }))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('pages the user log five at a time by default', async () => {
    const { data } = await value(api.userLog());
    expect(data.perPage).toBe(5);
    expect(data.items).toHaveLength(5);
    const logins = await value(api.userLog({ filter_type: 'login', limit: 100 }));
    expect(logins.data.items.every((e) => e.type === 'login')).toBe(true);
    // The demo seller's login into this sandbox is logged too.
    expect(logins.data.items.some((e) => e.ip === '127.0.0.1' && e.activity === 'Login ke portal penyedia')).toBe(true);
  });
});

describe('reference lists', () => {
  it('lists provinces and banks, then cities, districts and villages of a parent', async () => {
    const { data } = await value(api.registrationReference());
    expect(data.prov.map((p) => p.province_id)).toEqual(expect.arrayContaining([31, 32, 35]));
    expect(data.bank.map((b) => b.id_bank)).toEqual(expect.arrayContaining([33, 35, 39]));
    expect(data.bank.length).toBeGreaterThanOrEqual(12);
    const cities = (await value(api.cities({ provinceId: 31 }))).data;
    expect(cities).toContainEqual(expect.objectContaining({ city_id: 3173, city_name: 'Kota Jakarta Pusat' }));
    const districts = (await value(api.districts({ cityId: 3173 }))).data;
    expect(districts).toContainEqual(
      expect.objectContaining({ subdistrict_id: 317306, subdistrict_kd: '317306', subdistrict: 'Menteng' }),
    );
    const villages = (await value(api.villages({ districtCode: '317306' }))).data;
    expect(villages).toContainEqual({ kd_kelurahan_desa: '3173061005', kelurahan_desa: 'Kebon Sirih' });
  });

  it('gives every province, city and kecamatan its centre, so the registration map can move to the one chosen', async () => {
    const { data } = await value(api.registrationReference());
    const bandungProvince = data.prov.find((p) => p.province_id === 32);
    expect(bandungProvince).toMatchObject({ latitude: expect.closeTo(-6.9, 0) as number });
    const bandung = (await value(api.cities({ provinceId: 32 }))).data.find((c) => c.city_id === 3273);
    expect(bandung).toMatchObject({ latitude: -6.9175, longitude: 107.6191 });
    const coblong = (await value(api.districts({ cityId: 3273 }))).data.find((d) => d.subdistrict === 'Coblong');
    expect(coblong).toMatchObject({ latitude: -6.888, longitude: 107.615 });
    for (const province of data.prov) {
      expect(province.latitude).toEqual(expect.any(Number));
      for (const city of (await value(api.cities({ provinceId: province.province_id }))).data) {
        expect(city.longitude).toEqual(expect.any(Number));
        for (const district of (await value(api.districts({ cityId: city.city_id }))).data)
          expect(district.latitude).toEqual(expect.any(Number));
      }
    }
  });

  it('answers an unknown parent with an empty list', async () => {
    expect((await value(api.cities({ provinceId: 99 }))).data).toEqual([]);
    expect((await value(api.districts({ cityId: 9999 }))).data).toEqual([]);
    expect((await value(api.villages({ districtCode: '999999' }))).data).toEqual([]);
  });

  it('reverse-geocodes a point to the nearest seeded district with its coordinates', async () => {
    const { data } = await value(api.reverseGeocode({ lat: -6.188, lon: 106.834 }));
    expect(data.formattedAddress).toBe(
      'Kec. Menteng, Kota Jakarta Pusat, DKI Jakarta, Indonesia (-6.188000, 106.834000)',
    );
    expect(data.city).toEqual({ id: 3173, name: 'Kota Jakarta Pusat' });
    const surabaya = (await value(api.reverseGeocode({ lat: -7.279, lon: 112.751 }))).data;
    expect(surabaya.district?.name).toBe('Gubeng');
  });
});

describe('profile edits', () => {
  it("updates the address: 'Anda berhasil update alamat', and the profile shows it", async () => {
    const answer = await value(
      api.updateAddress({
        address: 'Jl. Tebet Raya No. 7, Tebet Barat',
        latitude: -6.226,
        longitude: 106.8535,
        npwpAddress: 'Jl. Tebet Raya No. 7, Jakarta Selatan',
        provinceId: 31,
        cityId: 3171,
        districtId: 317101,
        subDistrictCode: '3171011001',
        postalCode: '12810',
      }),
    );
    expect(answer.status.message).toBe('Anda berhasil update alamat');
    const { location } = (await value(api.profile())).data;
    expect(location).toMatchObject({
      postalCode: '12810',
      city: { id: 3171, name: 'Kota Jakarta Selatan' },
      subdistrict: { code: '3171011001', name: 'Tebet Barat' },
    });
  });

  it("refuses an empty NPWP address with 'Alamat berdasarkan NPWP tidak boleh kosong' and a village of another district", async () => {
    const base = {
      address: 'x',
      latitude: -6.2,
      longitude: 106.8,
      provinceId: 31,
      cityId: 3171,
      districtId: 317101,
      subDistrictCode: '3171011001',
      postalCode: '12810',
    };
    expect(await failure(api.updateAddress({ ...base, npwpAddress: ' ' }))).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Alamat berdasarkan NPWP tidak boleh kosong',
    });
    expect(
      await failure(api.updateAddress({ ...base, npwpAddress: 'Jl. A', subDistrictCode: '3173061005' })),
    ).toMatchObject({ message: 'Silahkan pilih Kelurahan' });
  });

  it("updates the identity: 'Berhasil! Anda berhasil mengupdate profile anda'", async () => {
    const answer = await value(
      api.updateProfile({
        action: 'identitas_mall',
        mall_id: 1001,
        name: 'CV MITRA PUSTAKA NUSANTARA JAYA',
        jenis_usaha: 'PT',
        kategori_usaha: 'Menengah',
        nama_pic: 'Rina K.',
        telp_pic: '081200001111',
      }),
    );
    expect(answer.status.message).toBe('Berhasil! Anda berhasil mengupdate profile anda');
    const profile = (await value(api.profile())).data;
    expect(profile).toMatchObject({
      name: 'CV MITRA PUSTAKA NUSANTARA JAYA',
      business: { type: 'PT', category: 'Menengah' },
      pic: { name: 'Rina K.', phone: '081200001111' },
    });
    expect(
      await failure(api.updateProfile({ action: 'identitas_mall', mall_id: 1001, npwp_id: '12345' })),
    ).toMatchObject({ message: 'NPWP Harus 16 Digit!' });
    expect((await value(api.updateProfile({ action: 'alamat_mall', mall_id: 1001 }))).status.message).toBe(
      'Berhasil! Anda berhasil mengupdate profile anda',
    );
  });

  it('refuses what core refuses, per field, with the same messages as the portal, and keeps the profile', async () => {
    const before = (await value(api.profile())).data;
    const refusals = [
      [{ ktp_id: 'abc' }, 'NIK Harus 16 Digit!'],
      [{ telp_pic: '-1e99' }, 'Nomor telepon tidak valid (contoh 081234567890)'],
      [{ nama_pic: 'x'.repeat(10_000) }, 'Maksimal 100 karakter'],
      [{ npwp_id: '01234567890123456789' }, 'NPWP Harus 16 Digit!'],
    ] as const;
    for (const [patch, message] of refusals) {
      expect(
        await failure(api.updateProfile({ action: 'identitas_mall', mall_id: 1001, ...patch })),
        JSON.stringify(patch).slice(0, 40),
      ).toMatchObject({ kind: 'http', status: 400, message });
    }
    const base = {
      address: 'x',
      latitude: -6.2,
      longitude: 106.8,
      npwpAddress: 'Jl. A',
      provinceId: 31,
      cityId: 3171,
      districtId: 317101,
      subDistrictCode: '3171011001',
    };
    expect(await failure(api.updateAddress({ ...base, postalCode: 'abcde' }))).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Kode Pos harus 5 digit angka',
    });
    const added = await value(
      api
        .addStoreUser({
          mall_id: 1001,
          mall: 'x',
          nama: 'Dewi',
          email: 'dewi.baru@contoh.id',
          password: 'Rahasia2026',
          phone: 'abc',
          jabatan: 'Finance',
          peran: 'admin',
        })
        .orElse((error) => okAsync({ success: false, type: '', title: describeApiError(error) })),
    );
    expect(added).toMatchObject({ success: false, title: 'Nomor telepon tidak valid (contoh 081234567890)' });
    const after = (await value(api.profile())).data;
    expect({ pic: after.pic, npwp: after.legality.npwp.id, postal: after.location.postalCode }).toEqual({
      pic: before.pic,
      npwp: before.legality.npwp.id,
      postal: before.location.postalCode,
    });
    expect((await value(api.storeUsers({ mall_id: 1001 }))).data.map((u) => u.email)).not.toContain(
      'dewi.baru@contoh.id',
    );
  });

  it("refuses a bank change: 'Untuk mengganti Akun Bank mohon hubungi CS' (body code 403)", async () => {
    const error = await failure(
      api.updateProfile({
        action: 'rek_mall',
        mall_id: 1001,
        ids_rek: 1,
        nama_bank: 'Bank BCA',
        nomor_rekening: '1',
        atas_nama: 'X',
      }),
    );
    expect(error).toEqual({
      kind: 'server',
      endpoint: 'updateProfile',
      code: 403,
      message: 'Untuk mengganti Akun Bank mohon hubungi CS',
    });
    expect((await value(api.profile())).data.account[0]?.bank).toBe('Bank Mandiri');
  });

  it('refuses another store', async () => {
    expect(
      await failure(api.updateProfile({ action: 'identitas_mall', mall_id: 1002, name: 'Bukan toko saya' })),
    ).toMatchObject({ kind: 'http', status: 403 });
    expect(await failure(api.storeUsers({ mall_id: 1002 }))).toMatchObject({ kind: 'http', status: 403 });
  });

  it('stores uploaded legality documents and images, and serves them', async () => {
    for (const [action, file] of [
      ['legalitas_npwp_mall', { npwp: png('npwp.png') }],
      ['legalitas_siup_mall', { npwp: png('siup.png') }],
      ['gambar_logo', { logo_mall: png('logo.png') }],
      ['gambar_header', { header_mall: png('header.png') }],
    ] as const) {
      const answer = await value(api.uploadProfileFile({ action, mall_id: 1001, ...file }));
      expect(answer.data?.url).toMatch(/^\/cdn\/(uploads|private\/1001)\/[0-9a-f]+\.png$/);
    }
    const profile = (await value(api.profile())).data;
    // The legality documents are the seller's only; the store's pictures are public.
    for (const url of [profile.legality.npwp.image, profile.legality.siup.image])
      expect(url).toMatch(/^\/cdn\/private\/1001\//);
    for (const url of [profile.image.primary, profile.image.header]) expect(url).toMatch(/^\/cdn\/uploads\//);
    const served = await fetch(`${sandbox.origin}${profile.image.primary ?? ''}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_HEAD);
    const npwp = await fetch(`${sandbox.origin}${profile.legality.npwp.image ?? ''}`, {
      headers: { Authorization: token ?? '' },
    });
    expect(new Uint8Array(await npwp.arrayBuffer())).toEqual(PNG_HEAD);
  });

  it('refuses an upload over 1 MB or that is not a jpg/png image with 422', async () => {
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    expect(await failure(api.uploadProfileFile({ action: 'gambar_logo', logo_mall: big }))).toMatchObject({
      kind: 'http',
      status: 422,
    });
    const pdf = new File(['%PDF-1.4'], 'npwp.pdf', { type: 'application/pdf' });
    expect(
      await failure(api.uploadProfileFile({ action: 'legalitas_npwp_mall', mall_id: 1001, npwp: pdf })),
    ).toMatchObject({ kind: 'http', status: 422 });
    const disguised = new File(['not an image'], 'logo.png', { type: 'image/png' });
    expect(await failure(api.uploadProfileFile({ action: 'gambar_logo', logo_mall: disguised }))).toMatchObject({
      kind: 'http',
      status: 422,
    });
  });
});

describe('store users', () => {
  it("adds a user always as admin: 'User berhasil ditambahkan', and lists it", async () => {
    const before = (await value(api.storeUsers({ mall_id: 1001 }))).data;
    const answer = await value(
      api.addStoreUser({
        mall_id: 1001,
        mall: 'CV MITRA PUSTAKA NUSANTARA',
        nama: 'Yusuf Maulana',
        email: 'yusuf@mitrapustaka.co.id',
        password: 'Rahasia2026',
        phone: '081355550000',
        jabatan: 'Manager',
        peran: 'owner',
      }),
    );
    expect(answer).toEqual({ success: true, type: 'success', title: 'User berhasil ditambahkan' });
    const after = (await value(api.storeUsers({ mall_id: 1001 }))).data;
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((u) => u.email === 'yusuf@mitrapustaka.co.id')).toMatchObject({
      nama: 'Yusuf Maulana',
      jabatan: 'Manager',
      peran: 'admin',
    });
    expect(JSON.stringify(after)).not.toContain('Rahasia2026');
  });

  it('refuses an e-mail already in use', async () => {
    const first = await value(
      api.addStoreUser({
        mall_id: 1001,
        mall: 'CV MITRA PUSTAKA NUSANTARA',
        nama: 'Yusuf Maulana',
        email: 'yusuf@mitrapustaka.co.id',
        password: 'Rahasia2026',
        phone: '081355550000',
        jabatan: 'Manager',
      }),
    );
    expect(first.success).toBe(true);
    const answer = await value(
      api.addStoreUser({
        mall_id: 1001,
        mall: 'x',
        nama: 'Dobel',
        email: 'YUSUF@mitrapustaka.co.id',
        password: 'Dobel2026Toko',
        phone: '081211112222',
        jabatan: 'Finance',
      }),
    );
    expect(answer).toMatchObject({ success: false, type: 'email_already' });
  });

  it("holds a store user's password to the registration's rule and the phone to a phone number", async () => {
    const add = (change: Record<string, string>) =>
      api.addStoreUser({
        mall_id: 1001,
        mall: 'x',
        nama: 'Baru',
        email: 'baru.user@contoh.id',
        password: 'Baru2026Toko',
        phone: '081211112222',
        jabatan: 'Finance',
        ...change,
      });
    expect(await failure(add({ password: 'a' }))).toMatchObject({
      kind: 'http',
      status: 422,
      message: 'Password minimal 10 karakter dan memuat huruf kecil, huruf besar dan angka',
    });
    expect(await failure(add({ phone: 'abc' }))).toMatchObject({
      kind: 'http',
      status: 422,
      message: 'Nomor telepon tidak valid (contoh 081234567890)',
    });
    expect(accountState().storeUsers.some((u) => u.email === 'baru.user@contoh.id')).toBe(false);
  });
});

describe('change password', () => {
  it("refuses a wrong old password 'Password lama salah' and a wrong confirmation, then changes it: 'Password berhasil diubah'", async () => {
    expect(
      await failure(
        api.changePassword({ oldPassword: 'salah', newPassword: 'Baru12345678', confirmNewPassword: 'Baru12345678' }),
      ),
    ).toEqual({
      kind: 'server',
      endpoint: 'changePassword',
      code: 400,
      message: 'Password lama salah',
    });
    expect(
      await failure(
        api.changePassword({
          oldPassword: DEMO_SELLER.password,
          newPassword: 'Baru12345678',
          confirmNewPassword: 'Lain12345678',
        }),
      ),
    ).toMatchObject({
      code: 400,
      message: 'Konfirmasi Password belum cocok',
    });
    const done = await value(
      api.changePassword({
        oldPassword: DEMO_SELLER.password,
        newPassword: 'Baru12345678',
        confirmNewPassword: 'Baru12345678',
      }),
    );
    expect(done.status.message).toBe('Password berhasil diubah');
    expect(await failure(api.login({ email: DEMO_SELLER.email, password: DEMO_SELLER.password }))).toMatchObject({
      status: 400,
    });
    await loginAs(DEMO_SELLER.email, 'Baru12345678');
  });
});

describe('forgotten password', () => {
  it('answers an unknown e-mail exactly as a known one, and mails only the known one', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const unknown = await value(api.forgotPassword({ email: 'siapa@contoh.id' }));
      const known = await value(api.forgotPassword({ email: DEMO_SELLER.email }));
      expect(unknown).toEqual(known);
      expect(unknown.status.message).toBe('Kode verifikasi telah dikirim ke email Anda');
      expect(sandbox.mailbox.sent.map((mail) => mail.to)).toEqual([DEMO_SELLER.email]);
    } finally {
      printed.mockRestore();
    }
  });

  it('sends a code (printed on the console), checks it, sets the new password, and the seller logs in with it', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await value(api.forgotPassword({ email: 'diblokir@contoh.id' }));
      // Read as the seller reads it: from the e-mail (the console of `penyedia serve`, kept in a mailbox file).
      const code = sandbox.mailbox.lastTo('diblokir@contoh.id')?.text ?? '';
      expect(code).toMatch(/^\d{6}$/);

      const wrong = code === '000000' ? '111111' : '000000';
      expect(await failure(api.checkForgotPassword({ email: 'diblokir@contoh.id', code: wrong }))).toMatchObject({
        kind: 'server',
        code: 400,
        message: 'Kode verifikasi salah',
      });
      await value(api.checkForgotPassword({ email: 'diblokir@contoh.id', code }));
      expect(
        await failure(
          api.changeForgotPassword({
            email: 'diblokir@contoh.id',
            code,
            newPassword: 'Pulih2026abc',
            confirmNewPassword: 'Pulih2026xyz',
          }),
        ),
      ).toMatchObject({ code: 400, message: 'Konfirmasi Password belum cocok' });
      const changed = await value(
        api.changeForgotPassword({
          email: 'diblokir@contoh.id',
          code,
          newPassword: 'Pulih2026abc',
          confirmNewPassword: 'Pulih2026abc',
        }),
      );
      expect(changed.status.code).toBe(200);
      // The code is spent.
      expect(await failure(api.checkForgotPassword({ email: 'diblokir@contoh.id', code }))).toMatchObject({
        code: 400,
      });
    } finally {
      printed.mockRestore();
    }
    const demoToken = token;
    await loginAs('diblokir@contoh.id', 'Pulih2026abc');
    expect((await value(api.profile())).data.email).toBe('diblokir@contoh.id');
    token = demoToken;
  });
});

describe('registration', () => {
  const quietly = () => vi.spyOn(console, 'log').mockImplementation(() => undefined);

  it('registers a seller who opens the e-mailed link, then logs in with an active, empty store', async () => {
    quietly();
    const answer = await value(api.register(registration()));
    expect(answer).toEqual({
      success: true,
      type: 'success',
      title: 'Pendaftaran diterima. Silakan cek email Anda untuk mengaktifkan akun.',
    });
    const activated = await value(api.activateAccount({ token: activationToken(sandbox.mailbox, registrant.email) }));
    expect(activated.status.message).toBe('Akun Anda sudah aktif. Silakan login dengan email dan password Anda.');
    const demoToken = token;
    await loginAs('cahaya.ilmu@contoh.id', 'CahayaIlmu2026');
    const profile = (await value(api.profile())).data;
    expect(profile).toMatchObject({
      name: 'CV Cahaya Ilmu Mandiri',
      type: 'PKP',
      inActive: true,
      isMustUpdate: false,
      isBlocked: false,
      totalProduct: 0,
      business: { type: 'CV', category: 'Kecil' },
      location: {
        province: { id: 32 },
        city: { id: 3273 },
        district: { code: '327322' },
        subdistrict: { code: '3273221006', name: 'Dago' },
      },
      account: [{ bank: 'Bank Central Asia (BCA)', number: '7770123456', asName: 'CV Cahaya Ilmu Mandiri' }],
    });
    // The NPWP image is the new seller's only.
    expect(profile.legality.npwp.image).toBe(
      `/cdn/private/${profile.id}/${profile.legality.npwp.image?.split('/').pop() ?? ''}`,
    );
    expect((await fetch(`${sandbox.origin}${profile.legality.npwp.image ?? ''}`)).status).toBe(401);
    const npwp = await fetch(`${sandbox.origin}${profile.legality.npwp.image ?? ''}`, {
      headers: { Authorization: token ?? '' },
    });
    expect(npwp.status).toBe(200);
    const dashboard = (await value(api.dashboard())).data;
    expect(dashboard.sectionStatistic.transactionValue.total).toBe(0);
    expect((await value(api.notifications())).data.items).toEqual([]);
    token = demoToken;
  });

  it('refuses a taken NPWP (merchant_already); a link used twice or made up is refused', async () => {
    quietly();
    expect(await value(api.register(registration()))).toMatchObject({ success: true });
    const link = activationToken(sandbox.mailbox, registrant.email);
    await value(api.activateAccount({ token: link }));
    expect(await failure(api.activateAccount({ token: link }))).toMatchObject({
      status: 400,
      message: 'Tautan aktivasi tidak berlaku atau sudah kedaluwarsa. Silakan daftar ulang.',
    });
    expect(await failure(api.activateAccount({ token: 'ab'.repeat(24) }))).toMatchObject({ status: 400 });
    expect(await value(api.register(registration({ email: 'lain@contoh.id', npwp: registrant.npwp })))).toMatchObject({
      success: false,
      type: 'merchant_already',
    });
  });

  it("refuses an NPWP photo over 1 MB ('File Terlalu Besar! Maksimal Upload 1 Mb') or not an image: upload_failed", async () => {
    const big = new File([PNG_HEAD, new Uint8Array(1024 * 1024)], 'npwp.png', { type: 'image/png' });
    expect(
      await value(api.register(registration({ email: 'besar@contoh.id', npwp: '6666666666666666', npwp_image: big }))),
    ).toEqual({
      success: false,
      type: 'upload_failed',
      title: 'File Terlalu Besar! Maksimal Upload 1 Mb',
    });
    const text = new File(['bukan gambar'], 'npwp.txt', { type: 'text/plain' });
    expect(
      await value(api.register(registration({ email: 'teks@contoh.id', npwp: '7777777777777777', npwp_image: text }))),
    ).toEqual({ success: false, type: 'upload_failed', title: 'Foto NPWP harus berupa gambar JPG atau PNG' });
  });

  it('checks the fields in the order the specification gives, with its messages (HTTP 422)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ npwp: '12345' }, 'NPWP Harus 16 Digit!'],
      [{ name: ' ', siup: '' }, 'Nama Toko tidak boleh kosong'],
      [{ jenis_usaha: 'PT', siup: '' }, 'Siup tidak boleh kosong'],
      [{ address_npwp: '' }, 'Alamat NPWP tidak boleh kosong'],
      [{ province: 0 }, 'Silahkan pilih Provinsi'],
      [{ city: 3171 }, 'Silahkan pilih Kota'],
      [{ kecamatan: 0 }, 'Silahkan pilih Kecamatan'],
      [{ kelurahan_kd: '' }, 'Silahkan pilih Kelurahan'],
      [{ kodepos: '' }, 'Kode Pos tidak boleh kosong'],
      [{ address_1: '' }, 'Alamat berdasarkan Google Maps tidak boleh kosong'],
      [{ nama_pic: '', telp_pic: '' }, 'Nama PIC tidak boleh kosong'],
      [{ jabatan_pic: '' }, 'Jabatan PIC tidak boleh kosong'],
      [{ telp_pic: '' }, 'Telepon PIC tidak boleh kosong'],
      [{ ktp_id: '' }, 'NIK tidak boleh kosong'],
      [{ nomor_rekening: '' }, 'Nomor Rekening tidak boleh kosong'],
      [{ cabang: '' }, 'Cabang Bank tidak boleh kosong'],
      [{ atas_nama: '' }, 'Bank Holder tidak boleh kosong'],
      [{ email: '' }, 'Email tidak boleh kosong'],
      [{ password: '', password_konfirmasi: '' }, 'Password tidak boleh kosong'],
      [{ password_konfirmasi: '' }, 'Konfirmasi Password tidak boleh kosong'],
      [{ password_konfirmasi: 'Lain' }, 'Konfirmasi Password belum cocok'],
    ];
    for (const [overrides, message] of cases) {
      const error = await failure(api.register(registration({ email: 'urutan@contoh.id', ...overrides })));
      expect(error, message).toMatchObject({ kind: 'http', status: 422, message });
    }
  });
});

describe('logout and coverage', () => {
  it('revokes the token on logout', async () => {
    const mine = await loginAs(DEMO_SELLER.email, DEMO_SELLER.password);
    await value(api.logout());
    token = mine;
    expect(await failure(api.profile())).toEqual({ kind: 'unauthorized', endpoint: 'profile' });
  });

  it("ends every session on 'Keluar dari semua perangkat'", async () => {
    const other = token;
    await loginAs(DEMO_SELLER.email, DEMO_SELLER.password);
    expect((await value(api.logoutEverywhere())).status.message).toBe('Anda telah keluar dari semua perangkat');
    token = other;
    expect(await failure(api.profile())).toEqual({ kind: 'unauthorized', endpoint: 'profile' });
  });

  it('called every account endpoint of the catalogue', () => {
    // Read from this file's tests (they may run in any order), not from calls made before this one.
    const called = endpointsCalledInFile(import.meta.url, ['api']);
    const missed = Object.keys(accountEndpoints).filter((name) => !called.has(name));
    expect(missed).toEqual([]);
  });
});

describe('bad input is a 4xx, never a 500', () => {
  it('answers malformed calls of every account endpoint with 4xx JSON', async () => {
    const fresh = await fetch(`${sandbox.apiRoot}/user/login/seller`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_SELLER),
    });
    const auth = String(((await fresh.json()) as { data: unknown }).data);
    const json = { 'content-type': 'application/json', authorization: auth };
    const form = (entries: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(entries)) body.append(k, v);
      return body;
    };
    const cases: Array<[string, string, RequestInit]> = [
      ['POST', 'user/login/seller', { headers: json, body: '{"email":1}' }],
      ['POST', 'user/forgotPassword/seller', { headers: json, body: '{}' }],
      ['PUT', 'user/checkForgotPassword/seller', { headers: json, body: '{"email":"a@b.c","code":"12ab"}' }],
      ['PUT', 'user/changeForgotPassword/seller', { headers: json, body: '{"email":"a@b.c"}' }],
      ['PUT', 'user/changePassword/seller', { headers: json, body: '[1]' }],
      ['GET', 'seller/dashboard?year=abc', { headers: json }],
      ['GET', 'seller/dashboard?year=2099', { headers: json }],
      ['GET', 'user/notification/seller?page=0', { headers: json }],
      ['GET', 'user/notification/seller?filter_type=promo', { headers: json }],
      ['GET', 'user/notification/seller?filter_date=2026/02/30_2026/03/01', { headers: json }],
      ['GET', 'user/log/seller?limit=-1', { headers: json }],
      ['GET', 'backendseller/registration_api/list_user', { headers: json }],
      [
        'POST',
        'backendseller/registration_api/add_user',
        { headers: { authorization: auth }, body: form({ mall_id: '1', nama: '' }) },
      ],
      ['PUT', 'seller/setting/address', { headers: json, body: '{"latitude":"utara"}' }],
      ['GET', 'register_penyedia_api/getCity/abc', { headers: json }],
      ['GET', 'register_penyedia_api/getKecamatan/x1', { headers: json }],
      [
        'PUT',
        'backendseller/konfigurasi_api',
        { headers: { authorization: auth }, body: form({ action: 'hapus_mall', mall_id: '1' }) },
      ],
      [
        'PUT',
        'backendseller/konfigurasi_api',
        { headers: { authorization: auth }, body: form({ action: 'rek_mall', mall_id: '1' }) },
      ],
      [
        'POST',
        'backendseller/konfigurasi_api',
        { headers: { authorization: auth }, body: form({ action: 'gambar_logo' }) },
      ],
      ['POST', 'backendseller/registration_api/process', { headers: {}, body: form({ name: 'x' }) }],
      ['GET', 'geocode/reverse?lat=91&lon=0', { headers: json }],
      ['GET', 'geocode/reverse', { headers: json }],
    ];
    for (const [method, path, init] of cases) {
      const res = await fetch(`${sandbox.apiRoot}/${path}`, { method, ...init });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@core/api/endpoints/account';
import { expeditionEndpoints } from '@core/api/endpoints/expedition';
import { refusal, sandboxGateway, value } from '../support/gateway';
import { activationToken } from '../support/registration';
import { orderSandboxPerTest, png } from './orderSupport';

/* Carrier settings. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const carriers = async () => (await value(h.api.expeditions())).data;
/** The demo seller's list as seeded. */
let list0: Awaited<ReturnType<typeof carriers>>;
beforeEach(async () => {
  list0 = await carriers();
});

describe('carriers', () => {
  it('lists the ten carriers with their images, some serving, and those not added', async () => {
    const list = await carriers();
    expect(list.items.map((c) => c.name)).toEqual([
      'JNE',
      'J&T Express',
      'SiCepat',
      'POS Indonesia',
      'TIKI',
      'Anteraja',
      'Ninja Xpress',
      'Lion Parcel',
      'Wahana',
      'ID Express',
    ]);
    expect(list.items.every((c) => c.image.startsWith('/cdn/kurir/'))).toBe(true);
    expect(list.items.some((c) => c.isChecked) && list.items.some((c) => !c.isChecked)).toBe(true);
    expect(list.itemsNotAdd.length).toBeGreaterThan(0);
  });

  it("the toggle flips isChecked and answers 1 ('Melayani') or 0 ('Tidak Melayani')", async () => {
    const jne = (await carriers()).items.find((c) => c.name === 'JNE');
    expect(jne?.isChecked).toBe(true);
    const off = await value(h.api.toggleExpedition({ id: jne?.id ?? 0 }));
    expect(off).toMatchObject({
      data: 0,
      status: { message: "status pengiriman JNE diubah menjadi 'Tidak Melayani'" },
    });
    expect((await carriers()).items.find((c) => c.name === 'JNE')?.isChecked).toBe(false);
    const on = await value(h.api.toggleExpedition({ id: jne?.id ?? 0 }));
    expect(on).toMatchObject({ data: 1, status: { message: "status pengiriman JNE diubah menjadi 'Melayani'" } });
  });

  it('a carrier not added yet is added, serving, by its first toggle', async () => {
    const [candidate] = (await carriers()).itemsNotAdd;
    const added = await value(h.api.toggleExpedition({ id: candidate?.id ?? 0 }));
    expect(added.data).toBe(1);
    const list = await carriers();
    expect(list.items.find((c) => c.id === candidate?.id)?.isChecked).toBe(true);
    expect(list.itemsNotAdd.map((c) => c.id)).not.toContain(candidate?.id);
  });

  it("a newly registered seller has no carrier yet and finds every carrier under 'itemsNotAdd', and adds one by its toggle", async () => {
    let token: string | null = null;
    const account = sandboxGateway(accountEndpoints, h.sandbox, () => token);
    const carriersApi = sandboxGateway(expeditionEndpoints, h.sandbox, () => token);
    const registered = await value(
      account.register({
        name: 'CV Kurir Baru Sentosa',
        jenis_usaha: 'CV',
        kategori_usaha: 2,
        jenis: 'PKP',
        npwp: '0213456789099999',
        siup: '9120007654321',
        npwp_image: png('npwp.png'),
        address_npwp: 'Jl. Dago No. 45, Bandung',
        province: 32,
        city: 3273,
        kecamatan: 327322,
        kodepos: '40135',
        kelurahan_kd: '3273221006',
        kelurahan_nama: 'Dago',
        address_1: 'Jl. Ir. H. Juanda No. 45',
        lat: -6.8851,
        lon: 107.6139,
        nama_pic: 'Hendra',
        jabatan_pic: 'Direktur',
        telp_pic: '081298765432',
        ktp_id: '3273020101800001',
        nama_bank: '4',
        cabang: 'KCU Bandung',
        nomor_rekening: '7770123456',
        atas_nama: 'CV Kurir Baru Sentosa',
        email: 'kurir.baru@contoh.id',
        password: 'KurirBaru2026',
        password_konfirmasi: 'KurirBaru2026',
        pernyataan: '1',
      }),
    );
    expect(registered.success).toBe(true);
    await value(account.activateAccount({ token: activationToken(h.sandbox.mailbox, 'kurir.baru@contoh.id') }));
    token = (await value(account.login({ email: 'kurir.baru@contoh.id', password: 'KurirBaru2026' }))).data;

    const fresh = (await value(carriersApi.expeditions())).data;
    expect(fresh.items).toEqual([]);
    // Every carrier the marketplace knows, none serving yet: the demo seller's ten and those it has not added.
    const everyCarrier = [...list0.items, ...list0.itemsNotAdd].map((c) => c.id).sort((a, b) => a - b);
    expect(fresh.itemsNotAdd.map((c) => c.id)).toEqual(everyCarrier);
    expect(fresh.itemsNotAdd.every((c) => !c.isChecked)).toBe(true);

    const [jne] = fresh.itemsNotAdd;
    expect((await value(carriersApi.toggleExpedition({ id: jne?.id ?? 0 }))).data).toBe(1);
    const after = (await value(carriersApi.expeditions())).data;
    expect(after.items).toEqual([{ ...jne, isChecked: true }]);
    expect(after.itemsNotAdd).toHaveLength(everyCarrier.length - 1);
    // The demo seller's list is its own.
    expect((await carriers()).items.map((c) => c.id)).toEqual(list0.items.map((c) => c.id));
  });

  it('refuses an unknown carrier with 404', async () => {
    expect(await refusal(h.api.toggleExpedition({ id: 999 }))).toEqual({
      status: 404,
      message: 'Ekspedisi tidak ditemukan',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { refusal, value } from '../support/gateway';
import { orderSandboxPerTest, png } from './orderSupport';

/* Complaints in the sandbox: creating, replying, resolving. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const detail = async (id: number) => (await value(h.api.orderDetail({ id }))).data;

describe('creating a complaint', () => {
  it("refuses an empty reason: 'Komplain Tidak Boleh Kosong'", async () => {
    expect(await refusal(h.api.createComplaint({ orderId: 5023, category: 0, reason: '  ' }))).toEqual({
      status: 422,
      message: 'Komplain Tidak Boleh Kosong',
    });
  });

  it('is allowed only at statuses 4, 17 and 18', async () => {
    expect((await refusal(h.api.createComplaint({ orderId: 5008, category: 0, reason: 'Belum dibayar' }))).status).toBe(
      409,
    );
    expect((await detail(5008)).isSendComplaint).toBe(false);
  });

  it("refuses while one is unresolved: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu'", async () => {
    expect(await refusal(h.api.createComplaint({ orderId: 5034, category: 6, reason: 'Pembayaran kurang' }))).toEqual({
      status: 409,
      message: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu',
    });
  });

  it('takes category 0 (Pesanan) below status 18', async () => {
    expect(
      await refusal(h.api.createComplaint({ orderId: 5023, category: 6, reason: 'BAST belum ditandatangani' })),
    ).toEqual({
      status: 422,
      message: 'Kategori komplain untuk pesanan ini adalah 0 (Pesanan)',
    });
  });

  it('moves the order to 18 with an open complaint from the mall, then resolving returns it to 4', async () => {
    const complaintsBefore = (await value(h.api.complaints({ limit: 50 }))).data.total;
    const created = await value(
      h.api.createComplaint({
        orderId: 5023,
        category: 0,
        reason: 'BAST belum ditandatangani sekolah',
        fileName: png(),
      }),
    );
    expect(created.status.message).toBe('Berhasil! Membuat komplain ke sekolah');
    const open = await detail(5023);
    expect(open.orderStatusId).toBe('18');
    expect(open.processing.data.isComplaint).toBe(true);
    const complaint = open.complaint.at(-1);
    expect(complaint).toMatchObject({
      from: 'mall',
      main: 'BAST belum ditandatangani sekolah',
      isResolved: false,
      isHasResolve: true,
    });
    expect(complaint?.image).toMatch(/^\/cdn\/uploads\/.+\.png$/);
    expect((await fetch(`${h.sandbox.origin}${complaint?.image ?? ''}`)).status).toBe(200);
    expect((await value(h.api.complaints({ limit: 50 }))).data.total).toBe(complaintsBefore + 1);
    expect(await refusal(h.api.createComplaint({ orderId: 5023, category: 6, reason: 'Lagi' }))).toEqual({
      status: 409,
      message: 'Selesaikan komplain yang sedang berlangsung terlebih dahulu',
    });

    const resolved = await value(
      h.api.resolveComplaint({ orderId: 5023, solution: 'Toko menyatakan komplain telah terpenuhi' }),
    );
    expect(resolved.status.message).toBe('Berhasil! Komplain telah selesai');
    const after = await detail(5023);
    expect(after.orderStatusId).toBe('4');
    expect(after.complaint.at(-1)).toMatchObject({ isResolved: true, isHasResolve: false });
    const row = (await value(h.api.complaints({ search: 'BAST belum ditandatangani' }))).data.items[0];
    expect(row).toMatchObject({
      isDeal: true,
      solution: 'Toko menyatakan komplain telah terpenuhi',
      complaintType: 'Pesanan',
    });
    expect(await refusal(h.api.resolveComplaint({ orderId: 5023, solution: '' }))).toEqual({
      status: 409,
      message: 'Tidak ada komplain',
    });
  });

  it('from a paid order (17) returns to 17 once resolved', async () => {
    expect((await detail(5027)).orderStatusId).toBe('17');
    expect(
      await refusal(h.api.createComplaint({ orderId: 5027, category: 6, reason: 'Bukti potong pajak belum dikirim' })),
    ).toEqual({ status: 422, message: 'Kategori komplain untuk pesanan ini adalah 0 (Pesanan)' });
    await value(h.api.createComplaint({ orderId: 5027, category: 0, reason: 'Bukti potong pajak belum dikirim' }));
    const complained = await detail(5027);
    expect(complained.orderStatusId).toBe('18');
    // The complaint keeps its own category though the order is now at 18.
    expect(complained.complaint.at(-1)?.category).toBe(0);
    await value(h.api.resolveComplaint({ orderId: 5027, solution: '' }));
    expect((await detail(5027)).orderStatusId).toBe('17');
  });
});

describe('replying to a complaint', () => {
  it('appends a mall message that the complaint detail shows', async () => {
    const before = (await value(h.api.complaintDetail({ id: 9004 }))).data.complaint.message.length;
    await value(h.api.replyComplaint({ id: 9004, message: 'Edisi terbaru sudah kami kirim hari ini.' }));
    const after = (await value(h.api.complaintDetail({ id: 9004 }))).data;
    expect(after.complaint.message).toHaveLength(before + 1);
    expect(after.complaint.message.at(-1)).toMatchObject({
      from: 'mall',
      message: 'Edisi terbaru sudah kami kirim hari ini.',
    });
    expect(after.complaint.isResolved).toBe(false);
    // The customer as the complaint list names them, with the school beside it.
    expect(after.customer).toMatchObject({
      name: 'Andi Nurhaeda',
      schoolName: 'SMP Negeri 2 Makassar',
      city: 'Kota Makassar',
      province: 'Sulawesi Selatan',
    });
  });

  it("refuses an empty message ('Komplain Tidak Boleh Kosong'), a resolved complaint and an unknown one", async () => {
    expect(await refusal(h.api.replyComplaint({ id: 9004, message: '' }))).toEqual({
      status: 422,
      message: 'Komplain Tidak Boleh Kosong',
    });
    expect((await value(h.api.complaintDetail({ id: 9001 }))).data.complaint.isResolved).toBe(true);
    expect(await refusal(h.api.replyComplaint({ id: 9001, message: 'Halo' }))).toEqual({
      status: 409,
      message: 'Komplain sudah selesai',
    });
    expect(await refusal(h.api.complaintDetail({ id: 9999 }))).toEqual({
      status: 404,
      message: 'Komplain tidak ditemukan',
    });
  });

  it('shows messages from the school, the mall and the admin', async () => {
    const froms = new Set((await detail(5035)).complaint.flatMap((c) => c.message.map((m) => m.from)));
    expect([...froms].sort()).toEqual(['admin', 'mall', 'user']);
  });
});

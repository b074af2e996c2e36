import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE, usePortal, waitForSplash } from './support/portal';
import { COMPLAINT_WARNING_MS } from './support/specTimers';
import { fillPastLimit } from './support/textLimit';
import { crossDeadline } from './support/timers';

const complaintPageSchema = z.object({
  data: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        invoice: z.string(),
        customerName: z.string(),
        complaintType: z.string(),
        complaintText: z.string(),
        isDeal: z.boolean(),
      }),
    ),
  }),
});

/** An order of the seed paid and awaiting confirmation (status 17), which no other test of this file touches. */
const PAID_ORDER = 5041;

/**
 * Complaints on the sandbox: the list, the
 * detail's conversation, the reply counter, and a payment complaint (category 6) from the paid step.
 */
describe('after-sales: complaints', () => {
  const p = usePortal();

  const visit = (path: string) => p.visit(path);
  const complaints = async (query: string) =>
    complaintPageSchema.parse(await p.apiGet(`seller/complaint?page=1&limit=50&${query}`)).data;

  it("lists complaints as 'Deal' / 'Belum Deal' with their type, sortable, each leading to its detail", async () => {
    // The complaints live in the order seed (another area): the expectations come from the API itself.
    const api = await complaints('sort=customerName-asc&search=');
    const first = api.items[0];
    expect(first).toBeDefined();
    await visit('/komplain');
    const table = p.page.getByRole('table', { name: 'Daftar Komplain' });
    const shown = Math.min(10, api.total);
    await p.page.getByText(`Showing 1 to ${shown} of ${api.total} entries`).waitFor();
    await table.getByRole('button', { name: 'Nama Customer' }).click();
    await expect.poll(() => p.page.url()).toContain('sort=customerName');
    await expect.poll(() => table.locator('tbody tr td:nth-child(4)').first().innerText()).toBe(first?.customerName);
    const page = api.items.slice(0, shown);
    const deals = page.filter((c) => c.isDeal).length;
    await expect.poll(() => table.getByText('Deal', { exact: true }).count()).toBe(deals);
    await expect.poll(() => table.getByText('Belum Deal', { exact: true }).count()).toBe(page.length - deals);
    // The seed's payment complaint (category 6) reads 'Pembayaran' in 'Jenis Komplain'.
    const payments = page.filter((c) => c.complaintType === 'Pembayaran').length;
    expect(payments).toBeGreaterThan(0);
    await expect
      .poll(() => table.locator('tbody tr td:nth-child(5)').getByText('Pembayaran', { exact: true }).count())
      .toBe(payments);
    await p.screenshot('after-sales-complaint-list-1366');
    await p.page.setViewportSize(PHONE);
    await visit('/komplain');
    await p.page.getByText(`Showing 1 to ${shown} of ${api.total} entries`).waitFor();
    await p.screenshot('after-sales-complaint-list-390');
    await p.page.setViewportSize(DESKTOP);
    await visit('/komplain?sort=customerName');
    await table.locator('tbody tr').first().getByRole('link').click();
    await p.page.waitForURL(new RegExp(`/penyedia/komplain/detail/${first?.id}$`));
    await p.page.getByRole('log', { name: 'Percakapan komplain' }).waitFor();
    // The detail's 'Customer' names the person the list names, not the school.
    const customer = p.page.locator('.ui-card').filter({ has: p.page.getByRole('heading', { name: 'Customer' }) });
    expect(await customer.locator('.complaint-customer__name').innerText()).toBe(first?.customerName);
  });

  it("warns 'Komplain Tidak Boleh Kosong' for 2000 ms on an empty complaint message", async () => {
    await visit('/komplain/detail/9004');
    const chat = p.page.getByRole('log', { name: 'Percakapan komplain' });
    await chat.getByText('Buku yang datang edisi 2019, bukan edisi terbaru.').waitFor();
    // The seller reads 'You', admin is highlighted, the school's lines carry its name.
    await chat.locator('.complaint-msg--own').getByText('You', { exact: true }).first().waitFor();
    await chat.locator('.complaint-msg--admin').getByText('Mohon penyedia menanggapi dalam 2x24 jam.').waitFor();
    await chat.getByText('SMP Negeri 2 Makassar', { exact: true }).waitFor();

    await p.page.getByLabel('Pesan komplain').fill('   ');
    await p.freezeTime();
    await p.page.getByRole('button', { name: 'Kirim' }).click();
    const warning = p.page.getByRole('alert').filter({ hasText: 'Komplain Tidak Boleh Kosong' });
    await warning.waitFor();
    await crossDeadline(p.page, COMPLAINT_WARNING_MS, {
      before: async () => expect(await warning.isVisible()).toBe(true),
      at: () => warning.waitFor({ state: 'detached' }),
    });
  });

  it("counts a reply against 2000 and keeps a longer one whole; a reply asks 'Ya'/'Tidak' first, is sent once, appears as You and the 400 px chat scrolls to the bottom", async () => {
    await visit('/komplain/detail/9004');
    const chat = p.page.getByRole('log', { name: 'Percakapan komplain' });
    await chat.getByText('Buku yang datang edisi 2019, bukan edisi terbaru.').waitFor();
    expect(await chat.evaluate((el) => el.getBoundingClientRect().height)).toBe(400);
    await p.page.getByText('0/2000 karakter').waitFor();
    // 2001 characters stay in the box; the counter names the limit and Kirim waits.
    const box = p.page.getByLabel('Pesan komplain');
    await fillPastLimit(p.page, box, 'Penukaran buku edisi terbaru. ', 2000, 'Pesan komplain maksimal 2000 karakter');
    await p.screenshot('after-sales-complaint-counter-1366');
    await expectNoAxeViolations(p, 'the complaint detail with a reply over the limit');

    await box.fill('Penukaran dikirim hari ini lewat JNE.');
    await p.page.getByText('37/2000 karakter').waitFor();
    let replies = 0;
    p.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/seller/complaint')) replies += 1;
    });
    // Asked first with 'Ya'/'Tidak', as the complaint modal asks; 'Tidak' sends nothing and keeps the text.
    await p.page.getByRole('button', { name: 'Kirim' }).click();
    const ask = p.page.getByRole('dialog', { name: 'Anda mengirim pesan komplain ini?' });
    await ask.getByRole('button', { name: 'Tidak' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe('Penukaran dikirim hari ini lewat JNE.');
    expect(replies).toBe(0);
    await p.page.getByRole('button', { name: 'Kirim' }).click();
    await expectNoAxeViolations(p, 'the complaint reply question');
    await ask.getByRole('button', { name: 'Ya' }).dblclick();
    await chat.getByText('Penukaran dikirim hari ini lewat JNE.').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    expect(replies).toBe(1);
    // It scrolls about 575 ms after sending (550-600 ms), smoothly.
    await expect
      .poll(() => chat.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2))
      .toBe(true);
    await p.page.reload();
    await waitForSplash(p.page);
    await chat.getByText('Penukaran dikirim hari ini lewat JNE.').waitFor();
    await p.screenshot('after-sales-complaint-1366');
  });

  it('opens the complaint photo in a popup', async () => {
    await visit('/komplain/detail/9003');
    await p.page.getByRole('button', { name: 'Lihat Foto Komplain' }).click();
    const popup = p.page.getByRole('dialog', { name: 'Foto Komplain' });
    expect(await popup.getByRole('img', { name: 'Foto komplain' }).getAttribute('src')).toBe(
      '/cdn/komplain/jumlah-kurang.jpg',
    );
    await popup.getByRole('button', { name: 'Tutup' }).click();
    await p.page.setViewportSize(PHONE);
    await visit('/komplain/detail/9003');
    await p.page.getByRole('log', { name: 'Percakapan komplain' }).waitFor();
    await p.screenshot('after-sales-complaint-390');
  });

  it("a complaint from the paid step (status 17) is category 0, the specification's rule: Pesanan in the list and on its detail", async () => {
    await visit(`/pesanan/detail/${PAID_ORDER}`);
    await p.page.getByRole('button', { name: 'Komplain Pembayaran' }).click();
    const modal = p.page.getByRole('dialog', { name: 'Komplain' });
    await modal.locator('.od-field', { hasText: 'Kategori' }).getByText('Pesanan', { exact: true }).waitFor();
    const reason = 'Dana belum diterima sesuai nominal tagihan';
    await modal.getByLabel('Alasan Komplain').fill(reason);
    await modal.getByRole('button', { name: 'Kirim Komplain' }).click();
    await p.page
      .getByRole('dialog', { name: 'Anda membuat komplain ke sekolah?' })
      .getByRole('button', { name: 'Ya' })
      .click();
    await p.page
      .getByRole('dialog', { name: 'Berhasil' })
      .getByText('Berhasil! Membuat komplain ke sekolah', { exact: true })
      .waitFor();

    const created = (await complaints(`search=${encodeURIComponent(reason)}`)).items;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ complaintType: 'Pesanan', complaintText: reason, isDeal: false });
    await visit(`/komplain?search=${encodeURIComponent(reason)}`);
    const row = p.page.getByRole('table', { name: 'Daftar Komplain' }).locator('tbody tr', { hasText: reason });
    await row.getByText('Pesanan', { exact: true }).waitFor();
    await row.getByRole('link').click();
    await p.page.waitForURL(new RegExp(`/penyedia/komplain/detail/${created[0]?.id}$`));
    const type = p.page.locator('.complaint-type');
    await type.getByText('Jenis Komplain').waitFor();
    await type.getByText('Pesanan', { exact: true }).waitFor();
    await p.page.getByRole('log', { name: 'Percakapan komplain' }).getByText(reason).waitFor();
    await p.screenshot('after-sales-complaint-payment-1366');
    await expectNoAxeViolations(p, 'a payment complaint');
    await p.resize(PHONE);
    await type.getByText('Pesanan', { exact: true }).waitFor();
    await p.screenshot('after-sales-complaint-payment-390');
    await expectNoAxeViolations(p, 'a payment complaint at 390 px');
  });
});

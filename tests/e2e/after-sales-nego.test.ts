import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatRupiah } from '@core/money';
import { apiGet, apiToken, loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';

const complaintPageSchema = z.object({
  data: z.object({ total: z.number(), items: z.array(z.object({ id: z.number(), customerName: z.string(), isDeal: z.boolean() })) }),
});

/** Negotiation and complaint details (spec 002 §2.4, §2.5, §4.5, §5) on the sandbox. */
describe('after-sales: negotiation and complaint details', () => {
  let h: PortalHarness;

  beforeAll(async () => {
    h = await openPortal();
    await loginAsDemo(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const visit = async (path: string) => {
    await h.page.goto(h.url(path));
    await waitForSplash(h.page);
  };
  const panel = () => h.page.getByRole('dialog', { name: 'Tanggapi Negosiasi' });
  const rounds = () => h.page.getByRole('table', { name: 'Riwayat negosiasi' });

  it("lists negotiations newest first with 'Sudah Deal' / 'Ditolak' / 'Belum Deal', a debounced search kept in the URL", async () => {
    await visit('/negoisasi');
    const table = h.page.getByRole('table', { name: 'Daftar Negosiasi' });
    await h.page.getByText('Showing 1 to 10 of 15 entries').waitFor();
    // Default sort aa.tgl_added descending: the date header shows it.
    expect(await table.getByRole('columnheader', { name: /Tanggal/ }).getAttribute('aria-sort')).toBe('descending');
    const dates = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const label of ['Sudah Deal', 'Ditolak', 'Belum Deal']) await table.getByText(label, { exact: true }).first().waitFor();
    await screenshot(h.page, 'after-sales-nego-list-1366');

    await h.page.getByRole('searchbox').fill('Printer');
    await h.page.getByText('Showing 1 to 2 of 2 entries').waitFor({ timeout: 5000 });
    expect(h.page.url()).toContain('search=Printer');
    await h.page.reload();
    await waitForSplash(h.page);
    await h.page.getByText('Showing 1 to 2 of 2 entries').waitFor();
    await table.getByRole('link', { name: 'Printer Epson EcoTank L3210' }).first().click();
    await h.page.waitForURL(/\/penyedia\/negoisasi\/detail\/70(05|15)$/);
    await h.page.getByRole('table', { name: 'Riwayat negosiasi' }).waitFor();
    await h.page.setViewportSize({ width: 390, height: 844 });
    await visit('/negoisasi');
    await h.page.getByText('Showing 1 to 10 of 15 entries').waitFor();
    await screenshot(h.page, 'after-sales-nego-list-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it("lists complaints as 'Deal' / 'Belum Deal', sortable, each leading to its detail", async () => {
    // The complaints live in the order seed (another area): the expectations come from the API itself.
    const token = await apiToken(h);
    const api = complaintPageSchema.parse(await apiGet(h, 'seller/complaint?page=1&limit=10&sort=customerName-asc&search=', token)).data;
    const first = api.items[0];
    expect(first).toBeDefined();
    await visit('/komplain');
    const table = h.page.getByRole('table', { name: 'Daftar Komplain' });
    await h.page.getByText(`Showing 1 to ${api.items.length} of ${api.total} entries`).waitFor();
    const deals = api.items.filter((c) => c.isDeal).length;
    expect(await table.getByText('Deal', { exact: true }).count()).toBe(deals);
    expect(await table.getByText('Belum Deal', { exact: true }).count()).toBe(api.items.length - deals);
    await table.getByRole('button', { name: 'Nama Customer' }).click();
    await expect.poll(() => h.page.url()).toContain('sort=customerName');
    await expect.poll(() => table.locator('tbody tr td:nth-child(4)').first().innerText()).toBe(first?.customerName);
    await screenshot(h.page, 'after-sales-complaint-list-1366');
    await h.page.setViewportSize({ width: 390, height: 844 });
    await visit('/komplain');
    await h.page.getByText(`Showing 1 to ${api.items.length} of ${api.total} entries`).waitFor();
    await screenshot(h.page, 'after-sales-complaint-list-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
    await visit('/komplain?sort=customerName');
    await table.locator('tbody tr').first().getByRole('link').click();
    await h.page.waitForURL(new RegExp(`/penyedia/komplain/detail/${first?.id}$`));
    await h.page.getByRole('log', { name: 'Percakapan komplain' }).waitFor();
  });

  it('responds to an open negotiation with a counter price, shown with its tax simulation', async () => {
    await visit('/negoisasi/detail/7002');
    await h.page.getByText('Ensiklopedia Flora dan Fauna Indonesia').waitFor();
    await h.page.getByRole('button', { name: 'Tanggapi' }).click();
    await panel().waitFor();
    // Read-only terms; the school offered Rp128.500 for 20 pieces.
    expect(await panel().getByLabel('Harga Satuan').inputValue()).toBe('Rp128.500');
    expect(await panel().getByLabel('Harga Satuan').getAttribute('readonly')).not.toBeNull();
    expect(await panel().getByLabel('Biaya Pembungkus').isEnabled()).toBe(true);
    await panel().getByLabel('Harga Tanggapan', { exact: true }).fill('135000');
    expect(await panel().getByLabel('Harga Tanggapan', { exact: true }).inputValue()).toBe('Rp135.000');
    // 135000 taxed: dpp 121621, dppNilaiLain 111485, ppn 13379, pph 608, received 121013.
    const tax = panel().getByRole('region', { name: 'Simulasi pajak harga tanggapan' });
    await tax.getByText('Rp121.013').waitFor();
    await tax.getByText('Rp13.379').waitFor();
    await screenshot(h.page, 'after-sales-nego-respond-1366');
    await panel().getByRole('button', { name: 'Kirim Tanggapan' }).click();
    await h.page.getByText('Tanggapan negosiasi terkirim').waitFor();
    await rounds().getByText(formatRupiah(135_000), { exact: true }).waitFor();
    expect(await h.page.getByRole('button', { name: 'Tanggapi' }).count()).toBe(0);
  });

  it('agrees on another: the response price is fixed to the unit price and the deal alert shows', async () => {
    await visit('/negoisasi/detail/7004');
    await h.page.getByRole('button', { name: 'Tanggapi' }).click();
    await panel().getByLabel('Harga Tanggapan', { exact: true }).fill('6000000');
    await panel().getByLabel(/Setuju dengan harga negosiasi/).check();
    const price = panel().getByLabel('Harga Tanggapan', { exact: true });
    expect(await price.isDisabled()).toBe(true);
    expect(await price.inputValue()).toBe('Rp5.687.500');
    await panel().getByRole('button', { name: 'Kirim Tanggapan' }).click();
    await h.page.locator('.ui-alert', { hasText: 'Penjual menyetujui negosiasi' }).waitFor();
    await rounds().getByText(formatRupiah(5_687_500), { exact: true }).first().waitFor();
    expect(await h.page.getByRole('button', { name: 'Tolak' }).count()).toBe(0);
    await screenshot(h.page, 'after-sales-nego-deal-1366');
  });

  it("refuses one after 'Anda Yakin untuk menolak negosiasi ini?'", async () => {
    await visit('/negoisasi/detail/7006');
    await h.page.getByRole('button', { name: 'Tolak' }).click();
    const confirm = h.page.getByRole('dialog', { name: 'Anda Yakin untuk menolak negosiasi ini?' });
    await confirm.getByText('Setelah ditolak, pembeli tidak dapat menambahkan produk ini ke keranjang').waitFor();
    await confirm.getByRole('button', { name: 'Tidak' }).click();
    expect(await h.page.getByRole('button', { name: 'Tanggapi' }).isVisible()).toBe(true);
    await h.page.getByRole('button', { name: 'Tolak' }).click();
    await confirm.getByRole('button', { name: 'Ya' }).click();
    await h.page.getByRole('alert').filter({ hasText: 'Penyedia menolak negosiasi' }).first().waitFor();
    expect(await h.page.getByRole('button', { name: 'Tanggapi' }).count()).toBe(0);
  });

  it("names who refused: 'Sekolah menolak negosiasi'; wrapping fee locked when disabled", async () => {
    await visit('/negoisasi/detail/7014');
    await h.page.getByRole('alert').filter({ hasText: 'Sekolah menolak negosiasi' }).first().waitFor();
    await visit('/negoisasi/detail/7001');
    await h.page.getByRole('button', { name: 'Tanggapi' }).click();
    expect(await panel().getByLabel('Biaya Pembungkus').isDisabled()).toBe(true);
    expect(await panel().getByLabel('Biaya Asuransi').isEnabled()).toBe(true);
    await h.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(h.page, 'after-sales-nego-respond-390');
    await panel().getByRole('button', { name: 'Batal' }).click();
    await visit('/negoisasi/detail/7001');
    await h.page.getByRole('button', { name: 'Tanggapi' }).waitFor();
    await screenshot(h.page, 'after-sales-nego-detail-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it("warns 'Komplain Tidak Boleh Kosong' for 2000 ms on an empty complaint message", async () => {
    await visit('/komplain/detail/9004');
    const chat = h.page.getByRole('log', { name: 'Percakapan komplain' });
    await chat.getByText('Buku yang datang edisi 2019, bukan edisi terbaru.').waitFor();
    // The seller reads 'You', admin is highlighted, the school's lines carry its name.
    await chat.locator('.complaint-msg--own').getByText('You', { exact: true }).waitFor();
    await chat.locator('.complaint-msg--admin').getByText('Mohon penyedia menanggapi dalam 2x24 jam.').waitFor();
    await chat.getByText('SMP Negeri 2 Makassar', { exact: true }).waitFor();

    await h.page.getByLabel('Pesan komplain').fill('   ');
    await h.page.getByRole('button', { name: 'Kirim' }).click();
    const warning = h.page.getByRole('alert').filter({ hasText: 'Komplain Tidak Boleh Kosong' });
    await warning.waitFor();
    const shown = Date.now();
    await warning.waitFor({ state: 'detached', timeout: 4000 });
    const stayed = Date.now() - shown;
    expect(stayed).toBeGreaterThan(1500);
    expect(stayed).toBeLessThan(3000);
  });

  it('sends a complaint message: it appears as You and the 400 px chat scrolls to the bottom', async () => {
    const chat = h.page.getByRole('log', { name: 'Percakapan komplain' });
    expect(await chat.evaluate((el) => el.getBoundingClientRect().height)).toBe(400);
    await h.page.getByLabel('Pesan komplain').fill('Penukaran dikirim hari ini lewat JNE.');
    await h.page.getByRole('button', { name: 'Kirim' }).click();
    await chat.getByText('Penukaran dikirim hari ini lewat JNE.').waitFor();
    await expect.poll(() => h.page.getByLabel('Pesan komplain').inputValue()).toBe('');
    await expect
      .poll(() => chat.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2), { timeout: 3000 })
      .toBe(true);
    await h.page.reload();
    await waitForSplash(h.page);
    await chat.getByText('Penukaran dikirim hari ini lewat JNE.').waitFor();
    await screenshot(h.page, 'after-sales-complaint-1366');
  });

  it('opens the complaint photo in a popup', async () => {
    await visit('/komplain/detail/9003');
    await h.page.getByRole('button', { name: 'Lihat Foto Komplain' }).click();
    const popup = h.page.getByRole('dialog', { name: 'Foto Komplain' });
    expect(await popup.getByRole('img', { name: 'Foto komplain' }).getAttribute('src')).toBe('/cdn/komplain/jumlah-kurang.jpg');
    await popup.getByRole('button', { name: 'Tutup' }).click();
    await h.page.setViewportSize({ width: 390, height: 844 });
    await visit('/komplain/detail/9003');
    await h.page.getByRole('log', { name: 'Percakapan komplain' }).waitFor();
    await screenshot(h.page, 'after-sales-complaint-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });
});

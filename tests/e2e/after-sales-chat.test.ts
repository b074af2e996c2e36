import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';

/** Chat in real time, carriers and reviews (spec 002 §2.6-2.8, §4.6, §4.8) on the sandbox. */
describe('after-sales: chat, carriers, reviews', () => {
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
  const chatStatus = (text: string) => h.page.locator('.chat-status', { hasText: text });
  const chatBadge = () => h.page.locator('[data-badge="chatUnread"]');
  const conversation = (name: string) => h.page.getByRole('list', { name: 'Percakapan' }).getByRole('button', { name: new RegExp(name) });

  it('opens a conversation (marked read, badge drops), sends a message and receives the answer without reload', async () => {
    await visit('/chat');
    await h.page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await chatStatus('Online').waitFor();
    // The seed holds 9 unread customer messages over 8 conversations; Siti Rahmawati has 2 of them.
    await expect.poll(() => chatBadge().getAttribute('data-count')).toBe('9');
    await conversation('Siti Rahmawati').getByLabel('2 pesan belum dibaca').waitFor();
    await h.page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await conversation('Siti Rahmawati').click();
    const log = h.page.getByRole('log');
    await log.getByText('Apakah pesanan kami sudah dikirim?').waitFor();
    // Opening marks it read: the count leaves the list and the sidebar badge follows the event stream.
    await expect.poll(() => chatBadge().getAttribute('data-count')).toBe('7');
    await expect.poll(() => conversation('Siti Rahmawati').getByLabel(/pesan belum dibaca/).count()).toBe(0);

    await h.page.getByRole('textbox', { name: 'Pesan' }).fill('Pesanan dikirim besok pagi.');
    await h.page.getByRole('button', { name: 'Kirim' }).click();
    await log.getByText('Pesanan dikirim besok pagi.').waitFor();
    await expect.poll(() => h.page.getByRole('textbox', { name: 'Pesan' }).inputValue()).toBe('');
    const customerLines = log.locator('.chat-msg--customer');
    const before = await customerLines.count();
    // The simulated customer answers after about 1.5 s, pushed over the realtime stream.
    await expect.poll(() => customerLines.count(), { timeout: 10_000 }).toBe(before + 1);
    expect(await h.page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await screenshot(h.page, 'after-sales-chat-1366');
  });

  it("a new customer message elsewhere raises the badge and the 'New Message' toast without reload", async () => {
    // Answering Agus Permana (open it, then send) queues a customer answer there; Siti stays read.
    await conversation('Agus Permana').click();
    await h.page.getByRole('log').getByText(/./).first().waitFor();
    await h.page.getByRole('textbox', { name: 'Pesan' }).fill('Baik, kami cek dulu.');
    await h.page.getByRole('button', { name: 'Kirim' }).click();
    // Leave the chat through the sidebar (no reload) so the answer stays unread.
    await h.page.getByRole('complementary', { name: 'Menu utama' }).getByRole('link', { name: 'Dashboard' }).click();
    await h.page.waitForURL(/\/penyedia\/dashboard$/);
    await expect.poll(() => chatBadge().getAttribute('data-count'), { timeout: 10_000 }).toBe('8');
    await h.page.getByText('New Message').waitFor({ timeout: 5_000 });
    await h.page.getByRole('button', { name: 'Lihat pesan' }).click();
    await h.page.waitForURL(/\/penyedia\/chat$/);
    await conversation('Agus Permana').getByLabel('1 pesan belum dibaca').waitFor();
    expect(await h.page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it("shows 'Menghubungkan' when the chat API cannot be reached and goes back 'Online' on a retry", async () => {
    await h.page.route('**/chat-api/get-users**', (route) => route.abort());
    await visit('/chat');
    await chatStatus('Menghubungkan').waitFor();
    await h.page.unroute('**/chat-api/get-users**');
    await chatStatus('Online').waitFor({ timeout: 10_000 });
    await conversation('Siti Rahmawati').waitFor();
  });

  it('chat on a 390 px screen: the list, then the conversation with a way back', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await visit('/chat');
    await conversation('Dwi Lestari').waitFor();
    await screenshot(h.page, 'after-sales-chat-list-390');
    await conversation('Dwi Lestari').click();
    await h.page.getByRole('log').locator('.chat-msg').first().waitFor();
    await screenshot(h.page, 'after-sales-chat-390');
    await h.page.getByRole('button', { name: 'Kembali ke daftar percakapan' }).click();
    await conversation('Dwi Lestari').waitFor();
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it("toggles a carrier with the spec's toast and keeps it after reload", async () => {
    await visit('/ekspedisi');
    const tiki = h.page.getByRole('switch', { name: 'TIKI' });
    await tiki.waitFor();
    expect(await tiki.isChecked()).toBe(false);
    await h.page.locator('.carrier', { has: tiki }).getByText('Tidak', { exact: true }).waitFor();
    await tiki.click();
    await h.page.getByText("status pengiriman TIKI diubah menjadi 'Melayani'").waitFor();
    await h.page.locator('.carrier', { has: tiki }).getByText('Melayani', { exact: true }).waitFor();
    await h.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(h.page, 'after-sales-carriers-1366');
    await h.page.reload();
    await waitForSplash(h.page);
    await h.page.getByRole('switch', { name: 'TIKI' }).waitFor();
    expect(await h.page.getByRole('switch', { name: 'TIKI' }).isChecked()).toBe(true);

    await h.page.getByRole('switch', { name: 'JNE' }).click();
    await h.page.getByText("status pengiriman JNE diubah menjadi 'Tidak Melayani'").waitFor();
    await h.page.setViewportSize({ width: 390, height: 844 });
    await visit('/ekspedisi');
    await h.page.getByRole('switch', { name: 'JNE' }).waitFor();
    await screenshot(h.page, 'after-sales-carriers-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it('renders shop and product reviews with stars; a product name leads to its detail', async () => {
    await visit('/review');
    const shop = h.page.getByRole('table', { name: 'Ulasan toko' });
    const products = h.page.getByRole('table', { name: 'Ulasan produk' });
    await shop.getByText('Pengiriman cepat dan barang sesuai pesanan.').waitFor();
    expect(await shop.getByRole('img', { name: 'Rating 5 dari 5' }).count()).toBeGreaterThan(0);
    const link = products.getByRole('link', { name: 'Matematika untuk SD/MI Kelas I' }).first();
    expect(await link.getAttribute('href')).toBe('/penyedia/product/detail/2001');
    await screenshot(h.page, 'after-sales-review-1366');
    await h.page.setViewportSize({ width: 390, height: 844 });
    await visit('/review');
    await products.getByRole('link').first().waitFor();
    await screenshot(h.page, 'after-sales-review-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
    await visit('/review');
    await link.click();
    await h.page.waitForURL(/\/penyedia\/product\/detail\/2001$/);
    expect(h.errors.filter((e) => !e.includes('ERR_FAILED') && !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('a review answer with body status code 401 ends the session and shows Login', async () => {
    await h.page.route('**/api/review_api/ulasan_mall**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: { code: 401, message: 'Unauthorized' }, data: null }) }),
    );
    await visit('/review');
    await h.page.waitForURL(/\/penyedia\/login$/, { timeout: 10_000 });
    expect(await h.page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await h.page.unroute('**/api/review_api/ulasan_mall**');
  });
});

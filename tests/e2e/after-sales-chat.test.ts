import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, usePortal, waitForSplash } from './support/portal';

interface Unread {
  data: { total_unread: number };
}
interface Conversations {
  data: Array<{ customerId: number; customerName: string; countUnread: number }>;
}

const SELLER_ID = 1001;

/** Chat in real time, carriers and reviews (spec 002 §2.6-2.8, §4.6, §4.8) on the sandbox. */
describe('after-sales: chat, carriers, reviews', () => {
  const p = usePortal();

  const chatStatus = (text: string) => p.page.locator('.chat-status', { hasText: text });
  const chatBadge = () => p.page.locator('[data-badge="chatUnread"]');
  const badgeCount = async () => Number(await chatBadge().getAttribute('data-count'));
  const conversation = (name: string) => p.page.getByRole('list', { name: 'Percakapan' }).getByRole('button', { name: new RegExp(name) });
  /** The server's unread count over every conversation, what the sidebar badge shows. */
  const unreadTotal = async () => (await p.apiGet<Unread>(`get-unread-message?from=customer&id=${SELLER_ID}`, { chat: true })).data.total_unread;
  const conversationOf = async (name: string) => {
    const found = (await p.apiGet<Conversations>(`get-users?id=${SELLER_ID}&from=seller`, { chat: true })).data.find((c) => c.customerName === name);
    if (!found) throw new Error(`no conversation with ${name}`);
    return found;
  };

  it('opens a conversation (marked read, badge drops), sends a message and receives the answer without reload', async () => {
    await p.visit('/chat');
    await p.page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await chatStatus('Online').waitFor();
    // The seed holds 9 unread customer messages over 8 conversations (fewer once another test read
    // some); Siti Rahmawati has 2 of them, which no other test reads.
    const total = await unreadTotal();
    await expect.poll(badgeCount).toBe(total);
    await conversation('Siti Rahmawati').getByLabel('2 pesan belum dibaca').waitFor();
    await p.page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await conversation('Siti Rahmawati').click();
    const log = p.page.getByRole('log');
    await log.getByText('Apakah pesanan kami sudah dikirim?').waitFor();
    // Opening marks it read: the count leaves the list and the sidebar badge follows the event stream.
    await expect.poll(badgeCount).toBe(total - 2);
    await expect.poll(() => conversation('Siti Rahmawati').getByLabel(/pesan belum dibaca/).count()).toBe(0);

    const customerLines = log.locator('.chat-msg--customer');
    const before = await customerLines.count();
    await p.page.getByRole('textbox', { name: 'Pesan' }).fill('Pesanan dikirim besok pagi.');
    await p.page.getByRole('button', { name: 'Kirim' }).click();
    await log.getByText('Pesanan dikirim besok pagi.').waitFor();
    await expect.poll(() => p.page.getByRole('textbox', { name: 'Pesan' }).inputValue()).toBe('');
    // The simulated customer answers (1.5 s later, by the sandbox), pushed over the realtime stream.
    await customerLines.nth(before).waitFor();
    expect(await customerLines.count()).toBe(before + 1);
    expect(await p.page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await p.screenshot('after-sales-chat-1366');
  });

  it("a new customer message elsewhere raises the badge and the 'New Message' toast without reload", async () => {
    await p.visit('/dashboard');
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const agus = await conversationOf('Agus Permana');
    const total = await unreadTotal();
    await expect.poll(badgeCount).toBe(total);
    await p.page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The seller writes to Agus Permana (from another device: the API); the sandbox's customer answers
    // while this page is elsewhere, so the answer stays unread.
    const sent = await fetch(`${p.sandbox.chatApiRoot}/mychat/addchattoRoom`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await p.token() },
      body: JSON.stringify({ customerId: agus.customerId, seller_id: SELLER_ID, message: 'Baik, kami cek dulu.', role: 'seller' }),
    });
    expect(sent.ok).toBe(true);
    await expect.poll(badgeCount).toBe(total + 1);
    await p.page.getByText('New Message').waitFor();
    await p.page.getByRole('button', { name: 'Lihat pesan' }).click();
    await p.page.waitForURL(/\/penyedia\/chat$/);
    await conversation('Agus Permana').getByLabel(`${agus.countUnread + 1} pesan belum dibaca`).waitFor();
    expect(await p.page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it("shows 'Menghubungkan' when the chat API cannot be reached and goes back 'Online' on a retry", async () => {
    p.allowErrors(/Failed to load resource: net::ERR_FAILED .*\/chat-api\/get-users/);
    await p.page.route('**/chat-api/get-users**', (route) => route.abort());
    await p.visit('/chat');
    await chatStatus('Menghubungkan').waitFor();
    await p.page.unroute('**/chat-api/get-users**');
    // The retry comes after its back-off (1 s, then 2 s ...) on the page's clock.
    await chatStatus('Online').waitFor();
    await conversation('Siti Rahmawati').waitFor();
  });

  it('chat on a 390 px screen: the list, then the conversation with a way back', async () => {
    await p.page.setViewportSize(PHONE);
    await p.visit('/chat');
    await conversation('Dwi Lestari').waitFor();
    await p.screenshot('after-sales-chat-list-390');
    await conversation('Dwi Lestari').click();
    await p.page.getByRole('log').locator('.chat-msg').first().waitFor();
    await p.screenshot('after-sales-chat-390');
    await p.page.getByRole('button', { name: 'Kembali ke daftar percakapan' }).click();
    await conversation('Dwi Lestari').waitFor();
  });

  it("toggles a carrier with the spec's toast and keeps it after reload", async () => {
    await p.visit('/ekspedisi');
    const tiki = p.page.getByRole('switch', { name: 'TIKI' });
    await tiki.waitFor();
    expect(await tiki.isChecked()).toBe(false);
    await p.page.locator('.carrier', { has: tiki }).getByText('Tidak', { exact: true }).waitFor();
    await tiki.click();
    await p.page.getByText("status pengiriman TIKI diubah menjadi 'Melayani'").waitFor();
    await p.page.locator('.carrier', { has: tiki }).getByText('Melayani', { exact: true }).waitFor();
    await p.page.evaluate(() => window.scrollTo(0, 0));
    await p.screenshot('after-sales-carriers-1366');
    await p.page.reload();
    await waitForSplash(p.page);
    await p.page.getByRole('switch', { name: 'TIKI' }).waitFor();
    expect(await p.page.getByRole('switch', { name: 'TIKI' }).isChecked()).toBe(true);

    await p.page.getByRole('switch', { name: 'JNE' }).click();
    await p.page.getByText("status pengiriman JNE diubah menjadi 'Tidak Melayani'").waitFor();
    await p.page.setViewportSize(PHONE);
    await p.visit('/ekspedisi');
    await p.page.getByRole('switch', { name: 'JNE' }).waitFor();
    expect(await p.page.getByRole('switch', { name: 'JNE' }).isChecked()).toBe(false);
    await p.screenshot('after-sales-carriers-390');
  });

  it('renders shop and product reviews with stars; a product name leads to its detail', async () => {
    await p.visit('/review');
    const shop = p.page.getByRole('table', { name: 'Ulasan toko' });
    const products = p.page.getByRole('table', { name: 'Ulasan produk' });
    await shop.getByText('Pengiriman cepat dan barang sesuai pesanan.').waitFor();
    await expect.poll(() => shop.getByRole('img', { name: 'Rating 5 dari 5' }).count()).toBeGreaterThan(0);
    const link = products.getByRole('link', { name: 'Matematika untuk SD/MI Kelas I' }).first();
    expect(await link.getAttribute('href')).toBe('/penyedia/product/detail/2001');
    await p.screenshot('after-sales-review-1366');
    await p.page.setViewportSize(PHONE);
    await p.visit('/review');
    await products.getByRole('link').first().waitFor();
    await p.screenshot('after-sales-review-390');
    await p.page.setViewportSize(DESKTOP);
    await p.visit('/review');
    await link.click();
    await p.page.waitForURL(/\/penyedia\/product\/detail\/2001$/);
  });

  it('a review answer with body status code 401 ends the session and shows Login', async () => {
    await p.page.route('**/api/review_api/ulasan_mall**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: { code: 401, message: 'Unauthorized' }, data: null }) }),
    );
    await p.visit('/review');
    await p.page.waitForURL(/\/penyedia\/login$/);
    expect(await p.storedToken()).toBeNull();
  });
});

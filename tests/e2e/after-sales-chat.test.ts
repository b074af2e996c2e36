import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAT_TOAST_DELAY_MS } from '@web/app/shell/chatRealtime';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE, usePortal, waitForSplash } from './support/portal';
import { fillPastLimit } from './support/textLimit';
import { crossDeadline } from './support/timers';
import { holdRoute } from './support/holdRoute';

interface Unread {
  data: { total_unread: number };
}
interface Conversations {
  data: Array<{ customerId: number; customerName: string; countUnread: number }>;
}

const SELLER_ID = 1001;

/** Lets the page render what its last timer queued (React commits on message-channel tasks, which the page clock does not hold). */
async function rendered(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Chat in real time, carriers and reviews on the sandbox. */
describe('after-sales: chat, carriers, reviews', () => {
  const p = usePortal();

  const chatStatus = (text: string) => p.page.locator('.chat-status', { hasText: text });
  const chatBadge = () => p.page.locator('[data-badge="chatUnread"]');
  const badgeCount = async () => Number(await chatBadge().getAttribute('data-count'));
  const conversation = (name: string) =>
    p.page.getByRole('list', { name: 'Percakapan' }).getByRole('button', { name: new RegExp(name) });
  /** The server's unread count over every conversation, what the sidebar badge shows. */
  const unreadTotal = async () =>
    (await p.apiGet<Unread>(`get-unread-message?from=customer&id=${SELLER_ID}`, { chat: true })).data.total_unread;
  const conversationOf = async (name: string) => {
    const found = (await p.apiGet<Conversations>(`get-users?id=${SELLER_ID}&from=seller`, { chat: true })).data.find(
      (c) => c.customerName === name,
    );
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
    await expect
      .poll(() =>
        conversation('Siti Rahmawati')
          .getByLabel(/pesan belum dibaca/)
          .count(),
      )
      .toBe(0);

    const customerLines = log.locator('.chat-msg--customer');
    const before = await customerLines.count();
    await p.page.getByRole('textbox', { name: 'Pesan' }).fill('Pesanan dikirim besok pagi.');
    // The toast's 550 ms run on the page clock from here, so the check below is at its deadline.
    await p.freezeTime();
    await p.page.getByRole('button', { name: 'Kirim' }).click();
    await log.getByText('Pesanan dikirim besok pagi.').waitFor();
    await expect.poll(() => p.page.getByRole('textbox', { name: 'Pesan' }).inputValue()).toBe('');
    // The simulated customer answers (1.5 s later, by the sandbox), pushed over the realtime stream.
    await customerLines.nth(before).waitFor();
    expect(await customerLines.count()).toBe(before + 1);
    // The answer is on screen, so no 'New Message' toast covers the conversation.
    await crossDeadline(p.page, CHAT_TOAST_DELAY_MS, {
      before: async () => expect(await p.page.getByText('New Message').count()).toBe(0),
      at: async () => {
        await rendered(p.page);
        expect(await p.page.getByText('New Message').count()).toBe(0);
      },
    });
    // A message in another conversation meanwhile is news: the toast comes, over the open one.
    const agus = await conversationOf('Agus Permana');
    const sent = await fetch(`${p.sandbox.chatApiRoot}/mychat/addchattoRoom`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await p.token() },
      body: JSON.stringify({
        customerId: agus.customerId,
        seller_id: SELLER_ID,
        message: 'Kami cek stoknya.',
        role: 'seller',
      }),
    });
    expect(sent.ok).toBe(true);
    await conversation('Agus Permana')
      .getByLabel(`${agus.countUnread + 1} pesan belum dibaca`)
      .waitFor();
    await p.page.clock.runFor(CHAT_TOAST_DELAY_MS);
    await p.page.getByText('New Message').waitFor();
    await p.page.clock.resume();
    expect(await p.page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await p.screenshot('after-sales-chat-1366');
  });

  it('keeps what the seller typed while a message was on its way, and scrolls only the message box to the newest', async () => {
    await p.visit('/chat');
    await chatStatus('Online').waitFor();
    await conversation('Dwi Lestari').click();
    const log = p.page.getByRole('log');
    await log.locator('.chat-msg').first().waitFor();
    const atBottom = () => log.evaluate((box) => Math.abs(box.scrollHeight - box.clientHeight - box.scrollTop) <= 1);
    await expect.poll(atBottom).toBe(true);
    const pageAt = await p.page.evaluate(() => window.scrollY);
    const release = await holdRoute(p.page, '**/mychat/addchattoRoom');
    const customerLines = log.locator('.chat-msg--customer');
    const before = await customerLines.count();
    const box = p.page.getByRole('textbox', { name: 'Pesan' });
    await box.fill('Baik, kami cek dulu.');
    await p.page.getByRole('button', { name: 'Kirim' }).click();
    // The seller goes on writing the next message while the first is on its way.
    await box.fill('Besok kami kabari lagi.');
    release();
    await log.getByText('Baik, kami cek dulu.').waitFor();
    await expect.poll(atBottom).toBe(true);
    expect(await box.inputValue()).toBe('Besok kami kabari lagi.');
    expect(await p.page.evaluate(() => window.scrollY)).toBe(pageAt);
    await p.page.unroute('**/mychat/addchattoRoom');
    // The sandbox's customer answers a sent message 1.5 s later: it lands here, not as news in another test's conversation.
    await customerLines.nth(before).waitFor();
    await expect.poll(atBottom).toBe(true);
  });

  it("shows today's messages by their time and older ones by date and time; keeps the open conversation over a reload; counts a reply against 2000 and never cuts it", async () => {
    await p.visit('/chat');
    await conversation('Hendra Wijaya').click();
    const log = p.page.getByRole('log');
    // Seeded on 13 October 2026; the suite's day is 24 November 2026 in Jakarta (the browser is a day behind).
    const old = log.locator('.chat-msg').last().locator('time');
    await expect.poll(() => old.textContent()).toBe('13/10/2026 18:05');
    expect(await old.getAttribute('title')).toBe('13/10/2026 18:05');
    // Roles read in Indonesian words, never the API's 'customer'/'seller'.
    const roles = await log.locator('.chat-msg__role').allInnerTexts();
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((role) => role === 'Customer' || role === 'Penyedia')).toBe(true);
    expect(
      await log
        .locator('.chat-msg__meta')
        .getByText(/^(customer|seller)$/)
        .count(),
    ).toBe(0);
    // The open conversation is in the address: a reload keeps it open.
    await expect.poll(() => new URL(p.page.url()).searchParams.get('customer')).toMatch(/^\d+$/);
    await p.page.reload();
    await waitForSplash(p.page);
    await p.page.getByRole('heading', { level: 2, name: 'Hendra Wijaya' }).waitFor();
    await expect.poll(() => old.textContent()).toBe('13/10/2026 18:05');
    const box = p.page.getByRole('textbox', { name: 'Pesan' });
    await p.page.getByText('0/2000 karakter').waitFor();
    const customerLines = log.locator('.chat-msg--customer');
    const before = await customerLines.count();
    await box.fill('Baik, barang kami kirim hari ini.');
    await p.page.getByRole('button', { name: 'Kirim' }).click();
    const sentNow = log
      .locator('.chat-msg--seller')
      .filter({ hasText: 'Baik, barang kami kirim hari ini.' })
      .locator('time');
    await expect.poll(() => sentNow.textContent()).toMatch(/^\d{2}:\d{2}$/);
    expect((await sentNow.getAttribute('datetime'))?.slice(0, 10)).toBe('2026-11-24');
    // The sandbox's customer answers 1.5 s later: it lands in this test, never as news in another's.
    await customerLines.nth(before).waitFor();

    // 2001 characters stay in the box, the counter says the limit, and nothing is sent.
    const long = await fillPastLimit(p.page, box, 'Rincian pesanan: ', 2000, 'Pesan maksimal 2000 karakter');
    await box.press('Enter');
    expect((await box.inputValue()).length).toBe(2001);
    await p.screenshot('after-sales-chat-counter-1366');
    await expectNoAxeViolations(p, 'a conversation with a reply over the limit');
    await box.press('End');
    await box.press('Backspace');
    await p.page.getByText('2000/2000 karakter').waitFor();
    expect(await p.page.getByRole('button', { name: 'Kirim' }).isEnabled()).toBe(true);
    await p.resize(PHONE);
    // The address still names the conversation: on the phone it opens on it, not on the list.
    await p.page.getByRole('heading', { level: 2, name: 'Hendra Wijaya' }).waitFor();
    await p.page.getByRole('textbox', { name: 'Pesan' }).fill(long);
    await p.page.getByText('2001/2000 karakter').waitFor();
    await p.screenshot('after-sales-chat-counter-390');
    await expectNoAxeViolations(p, 'a conversation with a long reply at 390 px');
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
      body: JSON.stringify({
        customerId: agus.customerId,
        seller_id: SELLER_ID,
        message: 'Baik, kami cek dulu.',
        role: 'seller',
      }),
    });
    expect(sent.ok).toBe(true);
    await expect.poll(badgeCount).toBe(total + 1);
    await p.page.getByText('New Message').waitFor();
    await p.page.getByRole('button', { name: 'Lihat pesan' }).click();
    await p.page.waitForURL(/\/penyedia\/chat$/);
    await conversation('Agus Permana')
      .getByLabel(`${agus.countUnread + 1} pesan belum dibaca`)
      .waitFor();
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

  it('takes no other carrier switch while one is being sent, since the rows may reorder when it answers', async () => {
    await p.visit('/ekspedisi');
    const jne = p.page.getByRole('switch', { name: 'JNE' });
    const other = p.page.getByRole('switch', { name: 'SiCepat', exact: true });
    await jne.waitFor();
    // Only the switch's PUT is held: the list's GET has the same path, and is asked again after it.
    const release = await holdRoute(p.page, '**/seller/setting/expedition', 'PUT');
    const jneBefore = await jne.isChecked();
    await jne.click();
    await expect.poll(() => other.isDisabled()).toBe(true);
    expect(await jne.isDisabled()).toBe(true);
    release();
    await p.page
      .getByText(`status pengiriman JNE diubah menjadi '${jneBefore ? 'Tidak Melayani' : 'Melayani'}'`)
      .waitFor();
    await expect.poll(() => other.isDisabled()).toBe(false);
    await p.page.unroute('**/seller/setting/expedition');
    // Put back as it was, for the other tests of this file.
    await jne.click();
    await p.page
      .getByText(`status pengiriman JNE diubah menjadi '${jneBefore ? 'Melayani' : 'Tidak Melayani'}'`)
      .waitFor();
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
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 401, message: 'Unauthorized' }, data: null }),
      }),
    );
    await p.visit('/review');
    await p.page.waitForURL(/\/penyedia\/login$/);
    expect(await p.storedToken()).toBeNull();
  });
});

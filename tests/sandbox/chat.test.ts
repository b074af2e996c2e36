import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxAreas, seedVersion } from '@cli/sandbox/areas/index';
import { createSandbox } from '@cli/sandbox/server';
import { DEMO_SELLER } from '../support/sandbox';
import { chatSeedSchema, deliverReplies } from '@cli/sandbox/areas/chat/state';
import { CUSTOMER_REPLY_DELAY_MS } from '@cli/sandbox/areas/chat/routes';
import { refusal, value } from '../support/gateway';
import { orderSandboxPerTest, SELLER_ID } from './orderSupport';
import { TestClock } from '../support/testClock';

/* Chat: unread counts, read marks, and the simulated customer's answer. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const unread = async () => (await value(h.api.chatUnread({ id: SELLER_ID }))).data.total_unread;
const users = async () => (await value(h.api.chatUsers({ id: SELLER_ID }))).data;

/** Collects the server-sent 'chat' events of the seller until `stop` is called; `ready` once the stream is open. */
function listen(
  origin = h.sandbox.origin,
  token = h.token,
): { events: unknown[]; ready: Promise<void>; stop: () => void } {
  const events: unknown[] = [];
  const abort = new AbortController();
  let opened: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  void (async () => {
    const res = await fetch(`${origin}/realtime`, { headers: { Authorization: token }, signal: abort.signal });
    opened();
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    while (reader) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      buffer += decoder.decode(chunk, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        if (!frame.includes('event: chat')) continue;
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice('data: '.length)));
      }
    }
  })().catch(() => undefined);
  return { events, ready, stop: () => abort.abort() };
}

describe('unread counts', () => {
  it('chatUnread is the sum of the conversations’ unread counts', async () => {
    const list = await users();
    expect(list).toHaveLength(8);
    expect(await unread()).toBe(list.reduce((sum, c) => sum + c.countUnread, 0));
    expect(await unread()).toBeGreaterThan(0);
  });

  it('opening (chatRead) a conversation marks it read and lowers the total', async () => {
    const withUnread = (await users()).find((c) => c.countUnread > 0);
    const before = await unread();
    const read = await value(
      h.api.chatRead({ customerId: withUnread?.customerId ?? 0, seller_id: SELLER_ID, role: 'seller' }),
    );
    expect(read.data).toEqual({
      customerId: withUnread?.customerId,
      totalUnread: before - (withUnread?.countUnread ?? 0),
    });
    expect((await users()).find((c) => c.customerId === withUnread?.customerId)?.countUnread).toBe(0);
    expect(await unread()).toBe(before - (withUnread?.countUnread ?? 0));
  });
});

describe('sending', () => {
  it('appends the seller message; about 1.5 s later the customer answers, unread grows and realtime says so', async () => {
    const customerId = (await users())[2]?.customerId ?? 0;
    await value(h.api.chatRead({ customerId, seller_id: SELLER_ID, role: 'seller' }));
    const realtime = listen();
    await realtime.ready;
    const before = await unread();
    const count = (await value(h.api.chatMessages({ customerId, sellerId: SELLER_ID }))).data.length;

    const sent = await value(
      h.api.chatSend({
        customerId,
        seller_id: SELLER_ID,
        message: 'Pesanan Bapak/Ibu sudah kami kirim.',
        role: 'seller',
      }),
    );
    expect(sent.data).toMatchObject({ role: 'seller', text: 'Pesanan Bapak/Ibu sudah kami kirim.' });
    const right = await value(h.api.chatMessages({ customerId, sellerId: SELLER_ID }));
    expect(right.data).toHaveLength(count + 1);
    expect(await unread()).toBe(before);

    // The answer comes from the sandbox's own timer (CUSTOMER_REPLY_DELAY_MS): wait for it to be there.
    const messages = async () => (await value(h.api.chatMessages({ customerId, sellerId: SELLER_ID }))).data;
    await expect.poll(async () => (await messages()).length, { timeout: 10 * CUSTOMER_REPLY_DELAY_MS }).toBe(count + 2);
    const later = { data: await messages() };
    expect(later.data.at(-1)?.role).toBe('customer');
    expect(await unread()).toBe(before + 1);
    expect((await users()).find((c) => c.customerId === customerId)?.countUnread).toBe(1);
    // The event goes out once the answer is on disk, from the timer or from the catch-up of a request that looked first.
    await expect
      .poll(() => realtime.events, { timeout: 10 * CUSTOMER_REPLY_DELAY_MS })
      .toContainEqual({ customerId, totalUnread: before + 1 });
    realtime.stop();
  });

  it('refuses an empty message, another seller and an unknown customer', async () => {
    expect(
      await refusal(h.api.chatSend({ customerId: 3001, seller_id: SELLER_ID, message: '   ', role: 'seller' })),
    ).toEqual({ status: 422, message: 'Pesan tidak boleh kosong' });
    expect(
      (await refusal(h.api.chatSend({ customerId: 3001, seller_id: 1002, message: 'Halo', role: 'seller' }))).status,
    ).toBe(403);
    expect((await refusal(h.api.chatUsers({ id: 1002 }))).status).toBe(403);
    expect(await refusal(h.api.chatRoom({ customerId: 3999, sellerId: SELLER_ID }))).toEqual({
      status: 404,
      message: 'Percakapan tidak ditemukan',
    });
  });

  it('gives the room of a conversation', async () => {
    const room = await value(h.api.chatRoom({ customerId: 3001, sellerId: SELLER_ID }));
    expect(room.data).toEqual({
      roomId: '1001-3001',
      customerId: 3001,
      sellerId: SELLER_ID,
      customerName: 'Siti Rahmawati',
    });
  });
});

describe('pending answers (persisted until delivered)', () => {
  it('delivers the answers that are due and keeps the others', () => {
    const state = chatSeedSchema.parse({
      sellers: [{ sellerId: 1, conversations: [{ customerId: 7, customerName: 'Budi', messages: [] }] }],
      pendingReplies: [
        { id: 1, sellerId: 1, customerId: 7, dueAt: 1000, text: 'satu' },
        { id: 2, sellerId: 1, customerId: 7, dueAt: 5000, text: 'dua' },
      ],
    });
    expect(deliverReplies(state, 2000).map((r) => r.id)).toEqual([1]);
    expect(state.pendingReplies.map((r) => r.id)).toEqual([2]);
    expect(state.sellers[0]?.conversations[0]?.messages).toMatchObject([
      { role: 'customer', text: 'satu', read: false },
    ]);
    expect(deliverReplies(state, 2000)).toEqual([]);
    expect(deliverReplies(state, 0, 2).map((r) => r.id)).toEqual([2]);
    expect(state.pendingReplies).toEqual([]);
  });
});

describe('an answer pending when the sandbox stops', () => {
  it('arrives after a restart on the same data folder, and realtime listeners hear of it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'penyedia-chat-'));
    // The sandbox's clock, moved past the answer's due time while it is stopped.
    const clock = new TestClock(Date.parse('2026-11-26T10:00:00+07:00'));
    const boot = async (reset: boolean) => {
      const sandbox = createSandbox({
        dataDir,
        reset,
        webRoot: null,
        areas: sandboxAreas,
        seedVersion: seedVersion(),
        clock,
      });
      await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
      return { sandbox, origin: `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}` };
    };
    const post = (origin: string, path: string, body: unknown, token = '') =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: unknown }>);
    try {
      const first = await boot(true);
      const token = String((await post(first.origin, '/api/user/login/seller', DEMO_SELLER)).data);
      await post(
        first.origin,
        '/chat-api/mychat/addchattoRoom',
        { customerId: 3005, seller_id: SELLER_ID, message: 'Sudah kami proses.', role: 'seller' },
        token,
      );
      await first.sandbox.close();

      clock.advance(CUSTOMER_REPLY_DELAY_MS + 1);
      const second = await boot(false);
      // The answer is delivered when a request looks first (no timer survived the restart).
      const realtime = listen(second.origin, token);
      await realtime.ready;
      const messages = (await fetch(`${second.origin}/chat-api/message?customerId=3005&sellerId=${SELLER_ID}`, {
        headers: { Authorization: token },
      }).then((r) => r.json())) as {
        data: Array<{ role: string; text: string }>;
      };
      await expect.poll(() => realtime.events).toContainEqual(expect.objectContaining({ customerId: 3005 }));
      realtime.stop();
      await second.sandbox.close();
      expect(messages.data.at(-2)).toMatchObject({ role: 'seller', text: 'Sudah kami proses.' });
      expect(messages.data.at(-1)?.role).toBe('customer');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

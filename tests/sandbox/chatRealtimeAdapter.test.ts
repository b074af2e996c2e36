import { describe, expect, it } from 'vitest';
import { sseUnreadSignal } from '@web/platform/sseSignal';
import type { UnreadChange } from '@web/platform/unreadSignal';
import { value } from '../support/gateway';
import { until } from '../support/until';
import { orderSandboxPerTest, SELLER_ID } from './orderSupport';

/* The portal's SSE adapter (web/platform/sseSignal.ts) against the sandbox's real GET /realtime. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();
/** How long a state of the stream may take on a busy machine. */
const STREAM_WAIT_MS = 8000;

describe('SSE adapter on the sandbox stream', () => {
  it('the stream refuses a token in the URL: it must travel in the Authorization header', async () => {
    const res = await fetch(`${h.sandbox.origin}/realtime?token=${encodeURIComponent(h.token)}`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });

  it('starts with the unread total, then reports the read mark and the simulated customer answer', async () => {
    const readTotal = async () => (await value(h.api.chatUnread({ id: SELLER_ID }))).data.total_unread;
    const start = await readTotal();
    const seen: UnreadChange[] = [];
    const stop = sseUnreadSignal({
      url: `${h.sandbox.origin}/realtime`,
      getToken: () => h.token,
      read: readTotal,
    }).subscribe((_t, change) => seen.push(change));
    try {
      await until(() => seen.length === 1, STREAM_WAIT_MS);
      expect(seen[0]).toEqual({ totalUnread: start, customerId: null });

      // Siti Rahmawati (3001) has 2 unread messages in the seed: reading them lowers the total by 2.
      await value(h.api.chatRead({ customerId: 3001, seller_id: SELLER_ID, role: 'seller' }));
      await until(() => seen.length === 2, STREAM_WAIT_MS);
      expect(seen[1]).toEqual({ totalUnread: start - 2, customerId: 3001 });

      await value(
        h.api.chatSend({ customerId: 3001, seller_id: SELLER_ID, message: 'Barang dikirim besok.', role: 'seller' }),
      );
      await until(() => seen.length === 3, STREAM_WAIT_MS);
      expect(seen[2]).toEqual({ totalUnread: start - 1, customerId: 3001 });
    } finally {
      stop();
    }
  });
});

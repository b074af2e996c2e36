import { describe, expect, it, vi } from 'vitest';
import {
  FIREBASE_APP_NAME,
  firebaseUnreadSignal,
  unreadNodePath,
  type FirebaseRealtimeConfig,
  type FirebaseSdk,
} from '@web/platform/firebaseSignal';

const config: FirebaseRealtimeConfig = {
  kind: 'firebase',
  apiKey: 'kunci',
  authDomain: 'penyedia.firebaseapp.com',
  databaseURL: 'https://penyedia-default-rtdb.firebaseio.com',
  projectId: 'penyedia',
  unreadPath: 'unread/{sellerId}',
};

interface FakeApp {
  readonly name: string;
  readonly options: unknown;
}
interface FakeDb {
  readonly app: FakeApp;
  readonly url: string | undefined;
}
interface FakeNode {
  readonly db: FakeDb;
  readonly path: string;
}

/** A fake of the few SDK functions: onValue fires at once (as the SDK does) and on every `change(path)`. */
function fakeSdk() {
  const apps: FakeApp[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const sdk: FirebaseSdk<FakeApp, FakeDb, FakeNode> = {
    getApps: () => [...apps],
    initializeApp: vi.fn<FirebaseSdk<FakeApp, FakeDb, FakeNode>['initializeApp']>((options, name) => {
      if (apps.some((a) => a.name === name)) throw new Error(`Firebase App named '${name}' already exists`);
      const app = { name, options };
      apps.push(app);
      return app;
    }),
    getDatabase: (app, url) => ({ app, url }),
    ref: (db, path) => ({ db, path }),
    onValue: (node, next) => {
      const set = listeners.get(node.path) ?? new Set();
      set.add(next);
      listeners.set(node.path, set);
      next();
      return () => set.delete(next);
    },
  };
  return {
    sdk,
    change: (path: string) => listeners.get(path)?.forEach((l) => l()),
    listening: (path: string) => listeners.get(path)?.size ?? 0,
  };
}

/** Lets the signal's promise chains (the fake SDK answers in microtasks) run to their end; no time passes. */
const flush = async (): Promise<void> => {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
};

describe('firebase unread signal', () => {
  it("fills the seller id into the node path ('unread/{sellerId}')", () => {
    expect(unreadNodePath('unread/{sellerId}', 1001)).toBe('unread/1001');
    expect(unreadNodePath('penyedia/{sellerId}/chat', 7)).toBe('penyedia/7/chat');
  });

  it("configures the app from config.json and listens to the seller's unread node", async () => {
    const fake = fakeSdk();
    const signal = firebaseUnreadSignal({ config, sellerId: 1001, read: async () => 3, loadSdk: async () => fake.sdk });
    const totals: number[] = [];
    const stop = signal.subscribe((total) => totals.push(total));
    await flush();
    expect(fake.sdk.initializeApp).toHaveBeenCalledWith(
      {
        apiKey: 'kunci',
        authDomain: 'penyedia.firebaseapp.com',
        databaseURL: 'https://penyedia-default-rtdb.firebaseio.com',
        projectId: 'penyedia',
      },
      FIREBASE_APP_NAME,
    );
    expect(fake.listening('unread/1001')).toBe(1);
    // The first value arrives at once: the badge starts right.
    expect(totals).toEqual([3]);
    stop();
    expect(fake.listening('unread/1001')).toBe(0);
  });

  it('re-runs chatUnread on every change of the node and reports the new total', async () => {
    const fake = fakeSdk();
    const answers = [2, 5, 4];
    const read = vi.fn(async () => answers.shift() ?? null);
    const seen: Array<{ total: number; customerId: number | null }> = [];
    const stop = firebaseUnreadSignal({ config, sellerId: 1001, read, loadSdk: async () => fake.sdk }).subscribe(
      (total, change) => seen.push({ total, customerId: change.customerId }),
    );
    await flush();
    fake.change('unread/1001');
    await flush();
    fake.change('unread/1001');
    await flush();
    fake.change('unread/2002');
    await flush();
    expect(read).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([
      { total: 2, customerId: null },
      { total: 5, customerId: null },
      { total: 4, customerId: null },
    ]);
    stop();
  });

  it('drops a slower older read that answers after a newer one', async () => {
    const fake = fakeSdk();
    const pending: Array<(n: number) => void> = [];
    const read = () => new Promise<number | null>((resolve) => pending.push(resolve));
    const totals: number[] = [];
    const stop = firebaseUnreadSignal({ config, sellerId: 1001, read, loadSdk: async () => fake.sdk }).subscribe((t) =>
      totals.push(t),
    );
    await flush();
    fake.change('unread/1001');
    expect(pending).toHaveLength(2);
    pending[1]?.(6);
    await flush();
    pending[0]?.(1);
    await flush();
    expect(totals).toEqual([6]);
    stop();
  });

  it('reuses the app of an earlier subscription instead of initialising it twice', async () => {
    const fake = fakeSdk();
    const options = { config, sellerId: 1001, read: async () => 0, loadSdk: async () => fake.sdk };
    const first = firebaseUnreadSignal(options).subscribe(() => undefined);
    await flush();
    const second = firebaseUnreadSignal(options).subscribe(() => undefined);
    await flush();
    expect(fake.sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(fake.listening('unread/1001')).toBe(2);
    first();
    second();
  });

  it('reports nothing after unsubscribe, even when the SDK finishes loading later', async () => {
    const fake = fakeSdk();
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const listener = vi.fn();
    const stop = firebaseUnreadSignal({
      config,
      sellerId: 1001,
      read: async () => 9,
      loadSdk: async () => (await loaded, fake.sdk),
    }).subscribe(listener);
    stop();
    release();
    await flush();
    expect(fake.listening('unread/1001')).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('when the SDK cannot load, tells onError and still reads the total once', async () => {
    const onError = vi.fn();
    const listener = vi.fn();
    const stop = firebaseUnreadSignal({
      config,
      sellerId: 1001,
      read: async () => 4,
      loadSdk: () => Promise.reject(new Error('chunk gagal dimuat')),
      onError,
    }).subscribe(listener);
    await flush();
    await flush();
    expect(onError).toHaveBeenCalledWith(new Error('chunk gagal dimuat'));
    expect(listener).toHaveBeenCalledWith(4, { totalUnread: 4, customerId: null });
    stop();
  });

  it('passes a listen error (permission denied) to onError', async () => {
    const fake = fakeSdk();
    const denied = new Error('permission_denied');
    fake.sdk.onValue = (_node, _next, cancel) => {
      cancel(denied);
      return () => undefined;
    };
    const onError = vi.fn();
    const stop = firebaseUnreadSignal({
      config,
      sellerId: 1001,
      read: async () => 0,
      loadSdk: async () => fake.sdk,
      onError,
    }).subscribe(() => undefined);
    await flush();
    expect(onError).toHaveBeenCalledWith(denied);
    stop();
  });
});

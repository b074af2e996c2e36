import type { FirebaseApp } from 'firebase/app';
import type { Database, DatabaseReference } from 'firebase/database';
import type { RealtimeConfig } from '@core/config';
import type { UnreadSignal } from './unreadSignal';

export type FirebaseRealtimeConfig = Extract<RealtimeConfig, { kind: 'firebase' }>;

/**
 * The few SDK functions the adapter uses, as a port: the real one is loaded lazily (so firebase
 * never reaches a chunk the login page loads), tests pass a fake (no emulator runs here).
 */
export interface FirebaseSdk<App extends { readonly name: string }, Db, Node> {
  getApps(): App[];
  initializeApp(
    options: { apiKey: string; authDomain: string; databaseURL: string; projectId: string },
    name: string,
  ): App;
  getDatabase(app: App, url?: string): Db;
  ref(db: Db, path: string): Node;
  /** Calls `next` now with the current value and on every change; returns the unsubscribe function. */
  onValue(node: Node, next: () => void, cancel: (error: Error) => void): () => void;
}

/** The name of our app instance, so a second subscription reuses it instead of failing. */
export const FIREBASE_APP_NAME = 'penyedia-realtime';

/** 'unread/{sellerId}' -> 'unread/1001'. */
export function unreadNodePath(template: string, sellerId: number): string {
  return template.replaceAll('{sellerId}', String(sellerId));
}

export async function loadFirebaseSdk(): Promise<FirebaseSdk<FirebaseApp, Database, DatabaseReference>> {
  const [app, database] = await Promise.all([import('firebase/app'), import('firebase/database')]);
  return {
    getApps: () => app.getApps(),
    initializeApp: (options, name) => app.initializeApp(options, name),
    getDatabase: (instance, url) => database.getDatabase(instance, url),
    ref: (db, path) => database.ref(db, path),
    onValue: (node, next, cancel) => database.onValue(node, () => next(), cancel),
  };
}

export interface FirebaseSignalOptions<App extends { readonly name: string }, Db, Node> {
  readonly config: FirebaseRealtimeConfig;
  readonly sellerId: number;
  /** Reads the total from the chat API (chatUnread); null when it could not be read. */
  readonly read: () => Promise<number | null>;
  readonly loadSdk: () => Promise<FirebaseSdk<App, Db, Node>>;
  readonly onError?: (error: unknown) => void;
}

/**
 * The production adapter: listens to the seller's unread node of the Realtime Database and, on
 * every change, asks the chat API for the total again (the node only signals that something
 * changed). Overlapping reads are numbered so a slow older answer never overwrites a newer one.
 * If the SDK cannot load, the total is still read once so the badge is right at start.
 */
export function firebaseUnreadSignal<App extends { readonly name: string }, Db, Node>(
  options: FirebaseSignalOptions<App, Db, Node>,
): UnreadSignal {
  return {
    subscribe(listener) {
      let stopped = false;
      let off: (() => void) | null = null;
      let latest = 0;
      const refresh = async (): Promise<void> => {
        const call = ++latest;
        const total = await options.read();
        if (!stopped && call === latest && total !== null) listener(total, { totalUnread: total, customerId: null });
      };
      options
        .loadSdk()
        .then((sdk) => {
          if (stopped) return;
          const { apiKey, authDomain, databaseURL, projectId } = options.config;
          const app =
            sdk.getApps().find((each) => each.name === FIREBASE_APP_NAME) ??
            sdk.initializeApp({ apiKey, authDomain, databaseURL, projectId }, FIREBASE_APP_NAME);
          const node = sdk.ref(
            sdk.getDatabase(app, databaseURL),
            unreadNodePath(options.config.unreadPath, options.sellerId),
          );
          off = sdk.onValue(
            node,
            () => void refresh(),
            (error) => options.onError?.(error),
          );
        })
        .catch((error: unknown) => {
          options.onError?.(error);
          void refresh();
        });
      return () => {
        stopped = true;
        off?.();
        off = null;
      };
    },
  };
}

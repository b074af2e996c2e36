import { useSyncExternalStore } from 'react';
import type { AppConfig } from '@core/config';

/**
 * config.json at boot. The entry chunk fetches it at once but holds no zod: the schema check lives
 * in configLoader.ts, which every screen that talks to the API loads at once, and which the login
 * page loads after its load event (it draws and fills its form without it; its submit waits for it).
 */
export type ConfigState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly config: AppConfig }
  | { readonly status: 'failed'; readonly message: string };

/** Where config.json lives: beside index.html, under the base path the portal was built for. */
const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

/** config.json as fetched, not yet checked: its body, or why it could not be read. */
export type FetchedConfig =
  { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly message: string };

/** The boot error page's sentence when config.json (or the code that checks it) cannot be fetched. */
function configUnreadable(error: unknown): string {
  return `Berkas konfigurasi (${CONFIG_URL}) tidak dapat dimuat: ${error instanceof Error ? error.message : String(error)}.`;
}

let state: ConfigState = { status: 'idle' };
let fetched: Promise<FetchedConfig> | null = null;
const listeners = new Set<() => void>();
const waiting: Array<(config: AppConfig) => void> = [];

function publish(next: ConfigState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The configuration read at boot; the screens behind the boot gate only run once it is set. */
export function appConfig(): AppConfig {
  if (state.status !== 'ready') throw new Error('config.json belum dimuat');
  return state.config;
}

function setAppConfig(config: AppConfig): void {
  publish({ status: 'ready', config });
  for (const resolve of waiting.splice(0)) resolve(config);
}

/** The seller's time zone of config.json (web/app/clock.ts reads it); null before config.json is checked. */
export function configuredZone(): string | null {
  return state.status === 'ready' ? state.config.timeZone : null;
}

/** Fetches config.json once (a plain request, no schema code), so checking it never waits for a second round trip. */
export function prefetchConfig(): Promise<FetchedConfig> {
  fetched ??= fetch(CONFIG_URL, { cache: 'no-store' })
    .then(async (res): Promise<FetchedConfig> => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return { ok: true, body: (await res.json()) as unknown };
    })
    .catch((error: unknown): FetchedConfig => ({ ok: false, message: configUnreadable(error) }));
  return fetched;
}

/** Checks config.json unless it is checked or on its way; a failure is the boot error page's sentence. */
export function requestConfig(): void {
  if (state.status !== 'idle') return;
  publish({ status: 'loading' });
  const body = prefetchConfig();
  import('./configLoader')
    .then(async ({ checkConfig }) => checkConfig(await body, CONFIG_URL))
    .then(
      (outcome) =>
        outcome.ok ? setAppConfig(outcome.config) : publish({ status: 'failed', message: outcome.message }),
      (error: unknown) => publish({ status: 'failed', message: configUnreadable(error) }),
    );
}

/** Resolves with the configuration once it is checked (and starts checking it if nobody has yet). */
export function whenConfigured(): Promise<AppConfig> {
  if (state.status === 'ready') return Promise.resolve(state.config);
  requestConfig();
  return new Promise((resolve) => waiting.push(resolve));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where config.json stands, for the boot gate and the page title. */
export function useConfigState(): ConfigState {
  // The prerendered login page is drawn with the state as it stands: the page draws alike in every state but 'failed'.
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** The host the API answers on, for 'Oops! Kami tidak dapat menemukan server di {host}.' */
export function apiHost(config: AppConfig = appConfig()): string {
  try {
    return new URL(config.apiRoot, window.location.href).host;
  } catch {
    return config.apiRoot;
  }
}

/** An image path of the API: absolute URLs and root-relative paths as they are, others under the CDN root. */
export function cdnUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `${appConfig().cdnRoot.replace(/\/+$/, '')}/${path}`;
}

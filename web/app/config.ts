import { appConfigSchema, type AppConfig } from '@core/config';
import { setSellerZone } from './clock';

let current: AppConfig | null = null;

/** The configuration read at boot; screens only run after boot, so it is always set for them. */
export function appConfig(): AppConfig {
  if (!current) throw new Error('config.json belum dimuat');
  return current;
}

export function setAppConfig(config: AppConfig): void {
  current = config;
  setSellerZone(config.timeZone);
}

/** Where config.json lives: beside index.html, under the base path the portal was built for. */
const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

export type ConfigOutcome = { readonly ok: true; readonly config: AppConfig } | { readonly ok: false; readonly message: string };

/**
 * Fetches and validates config.json; a failure is a sentence for the boot error page. (A plain
 * promise, not neverthrow: this runs in the entry chunk, which stays small for the login page.)
 */
export async function loadConfig(url = CONFIG_URL): Promise<ConfigOutcome> {
  let body: unknown;
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch (error) {
    return { ok: false, message: `Berkas konfigurasi (${url}) tidak dapat dimuat: ${error instanceof Error ? error.message : String(error)}.` };
  }
  const parsed = appConfigSchema.safeParse(body);
  if (parsed.success) return { ok: true, config: parsed.data };
  console.error('config.json tidak sesuai format', parsed.error.issues);
  const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(akar)').join(', ');
  return { ok: false, message: `Berkas konfigurasi (${url}) tidak sesuai format: ${fields}.` };
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

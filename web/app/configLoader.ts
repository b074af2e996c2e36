import { appConfigSchema, type AppConfig } from '@core/config';
import type { FetchedConfig } from './config';

export type ConfigOutcome =
  { readonly ok: true; readonly config: AppConfig } | { readonly ok: false; readonly message: string };

/**
 * Checks the fetched config.json against core's schema; a failure is a sentence for the boot error
 * page naming the fields (and `url`, where it was fetched from). Its own chunk (with zod), so the login page's first load carries no schema library.
 */
export function checkConfig(fetched: FetchedConfig, url: string): ConfigOutcome {
  if (!fetched.ok) return fetched;
  const parsed = appConfigSchema.safeParse(fetched.body);
  if (parsed.success) return { ok: true, config: parsed.data };
  console.error('config.json tidak sesuai format', parsed.error.issues);
  const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(akar)').join(', ');
  return { ok: false, message: `Berkas konfigurasi (${url}) tidak sesuai format: ${fields}.` };
}

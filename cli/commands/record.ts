import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@core/api/endpoints';
import type { EndpointDef } from '@core/api/endpoint';
import { fetchTransport } from '@core/api/fetchTransport';
import { encodeInput, joinUrl } from '@core/api/gateway';
import { defaultFixturesDir, packageRoot } from '../packageRoot';

export interface RecordOptions {
  readonly api: string;
  readonly token: string;
  readonly chatApi?: string;
  readonly only?: readonly string[];
  readonly out?: string;
}

/** Fields that take the seller's own id, filled from the profile when the input does not name them. */
const SELLER_ID_FIELDS = ['mall_id', 'm_id', 'userId', 'sellerId'];

function exampleInput(name: string, def: EndpointDef, sellerId: number | null): Record<string, unknown> {
  const file = join(packageRoot(), 'fixtures', 'api-input', `${name}.json`);
  const given = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const input: Record<string, unknown> = {};
  if (sellerId !== null) {
    for (const field of [...def.fields, ...def.path.matchAll(/\{(\w+)\}/g)].map((f) =>
      typeof f === 'string' ? f : (f[1] ?? ''),
    )) {
      if (SELLER_ID_FIELDS.includes(field)) input[field] = sellerId;
    }
  }
  return { ...input, ...given };
}

/** Calls the live API's GET endpoints and saves their raw answers as fixtures/api/<name>.json. */
export async function runRecord(options: RecordOptions): Promise<number> {
  const out = options.out ?? defaultFixturesDir();
  mkdirSync(out, { recursive: true });
  const transport = fetchTransport();
  const headers = { Accept: 'application/json', Authorization: options.token };
  const roots = { api: options.api, chat: options.chatApi ?? options.api.replace(/\/api\/?$/, '/chat-api') };
  const names = Object.keys(endpoints).filter((name) => (options.only?.length ? options.only.includes(name) : true));
  const unknown = (options.only ?? []).filter((name) => !Object.hasOwn(endpoints, name));
  for (const name of unknown) console.error(`record: tidak ada endpoint bernama '${name}'`);

  const profile = await transport({ method: 'GET', url: joinUrl(roots.api, endpoints.profile.path), headers });
  const sellerId = profile.isOk() ? Number((profile.value.body as { data?: { id?: unknown } } | null)?.data?.id) : NaN;
  if (profile.isErr()) {
    console.error(`record: API tidak dapat dihubungi (${profile.error.message})`);
    return 2;
  }
  if (profile.value.status === 401) {
    console.error('record: token ditolak (401)');
    return 2;
  }

  let saved = 0;
  let failed = 0;
  for (const name of names) {
    const def: EndpointDef = endpoints[name as keyof typeof endpoints];
    if (def.method !== 'GET') continue;
    const checked = def.request.safeParse(exampleInput(name, def, Number.isFinite(sellerId) ? sellerId : null));
    if (!checked.success) {
      console.log(
        `${name}: dilewati (butuh input: ${checked.error.issues.map((i) => i.path.join('.')).join(', ')}; tulis fixtures/api-input/${name}.json)`,
      );
      continue;
    }
    const { path, query } = encodeInput(def, checked.data as Record<string, unknown>);
    const answer = await transport({
      method: 'GET',
      url: joinUrl(def.base === 'chat' ? roots.chat : roots.api, path),
      headers,
      ...(query ? { query } : {}),
    });
    if (answer.isErr() || answer.value.status >= 400) {
      failed += 1;
      console.log(`${name}: gagal (${answer.isErr() ? answer.error.message : `HTTP ${answer.value.status}`})`);
      continue;
    }
    const file = join(out, `${name}.json`);
    writeFileSync(`${file}.tmp`, `${JSON.stringify(answer.value.body, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
    const fits = def.response.safeParse(answer.value.body).success;
    console.log(`${name}: disimpan${fits ? '' : ' (TIDAK cocok dengan skema: jalankan penyedia verify-fixtures)'}`);
    saved += 1;
  }
  console.log(`${saved} jawaban disimpan di ${out}${failed ? `, ${failed} gagal` : ''}`);
  return failed || unknown.length ? 1 : 0;
}

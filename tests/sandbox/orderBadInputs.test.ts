import { describe, expect, it } from 'vitest';
import { pathParams } from '@core/api/endpoint';
import { orderEndpoints } from '@core/api/endpoints/order';
import { orderSandboxPerTest } from './orderSupport';

/* Malformed input to any spec 002 call is a 4xx JSON answer, never a 500 or a crash. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const entries = Object.entries(orderEndpoints);

function urlOf(def: (typeof entries)[number][1], params: string): string {
  const root = def.base === 'chat' ? h.sandbox.chatApiRoot : h.sandbox.apiRoot;
  return `${root}/${def.path.replace(/\{\w+\}/g, params).replace(/\/$/, '')}`;
}

async function send(
  def: (typeof entries)[number][1],
  init: { params?: string; query?: string; body?: BodyInit; type?: string; token?: string | null },
) {
  const headers: Record<string, string> = {};
  const token = init.token === undefined ? h.token : init.token;
  if (token) headers.Authorization = token;
  if (init.type) headers['Content-Type'] = init.type;
  const res = await fetch(`${urlOf(def, init.params ?? 'abc')}${init.query ?? ''}`, {
    method: def.method,
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const body = (await res.json()) as { status?: { code?: number; message?: string } };
  return { status: res.status, body };
}

describe('spec 002 calls with bad input', () => {
  it('answer 401 for every call without a token', async () => {
    for (const [name, def] of entries) {
      const res = await send(def, { params: '5001', token: null });
      expect(`${name} ${res.status}`).toBe(`${name} 401`);
    }
  });

  it('answer 4xx with a message for nonsense in every field and path parameter', async () => {
    for (const [name, def] of entries) {
      if (def.fields.length === 0 && pathParams(def.path).length === 0) continue;
      const nonsense = Object.fromEntries(def.fields.map((f) => [f, { nested: [1, 'x'] }]));
      const query = `?${def.fields.map((f) => `${f}=%7Bnested%7D`).join('&')}`;
      const res =
        def.encoding === 'json'
          ? await send(def, { body: JSON.stringify(nonsense), type: 'application/json' })
          : def.encoding === 'multipart'
            ? await send(def, {
                body: (() => {
                  const form = new FormData();
                  for (const f of def.fields) form.append(f, 'abc');
                  return form;
                })(),
              })
            : await send(def, { query });
      expect(`${name} ${res.status >= 400 && res.status < 500}`).toBe(`${name} true`);
      expect(res.body.status?.message?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('answer 400 for bodies that are not JSON objects', async () => {
    for (const [name, def] of entries.filter(([, d]) => d.encoding === 'json')) {
      for (const body of ['{', '[]', '"teks"', 'null']) {
        const res = await send(def, { body, type: 'application/json' });
        expect(`${name} ${body} ${res.status}`).toBe(`${name} ${body} 400`);
      }
    }
  });

  it('answer 4xx for out-of-range ids', async () => {
    for (const id of ['0', '-1', '5001.5', '1e309', '99999999999999999999']) {
      const res = await send(orderEndpoints.orderDetail, { params: id });
      expect(`${id} ${res.status >= 400 && res.status < 500}`).toBe(`${id} true`);
    }
    const huge = await send(orderEndpoints.confirmOrder, {
      body: JSON.stringify({ id: Number.MAX_SAFE_INTEGER }),
      type: 'application/json',
    });
    expect(huge.status).toBe(404);
  });

  it('refuse oversized uploads', async () => {
    const form = new FormData();
    form.append('orderId', '5021');
    form.append('file', new File([new Uint8Array(6 * 1024 * 1024)], 'besar.pdf', { type: 'application/pdf' }));
    const res = await send(orderEndpoints.uploadTax, { body: form });
    expect(res.status).toBe(422);
    expect(res.body.status?.message).toContain('terlalu besar');
  });
});

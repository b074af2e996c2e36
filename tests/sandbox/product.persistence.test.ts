import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../support/sandbox';

/* Product changes survive a sandbox restart on the same data folder (the framework saves after each non-GET). */

const dataDir = mkdtempSync(join(tmpdir(), 'penyedia-product-'));

async function open(reset: boolean): Promise<RunningSandbox & { api: string }> {
  const running = await startSandbox({ dataDir, reset });
  return Object.assign(running, { api: running.apiRoot });
}

async function json(
  url: string,
  init: RequestInit = {},
): Promise<{ status: { code: number }; data: unknown } & Record<string, unknown>> {
  const res = await fetch(url, init);
  return (await res.json()) as { status: { code: number }; data: unknown };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('product state across a restart', () => {
  it('keeps an added product and a toggled status', async () => {
    const first = await open(true);
    const login = await json(`${first.api}/user/login/seller`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_SELLER),
    });
    const token = String(login.data);
    const headers = { Authorization: token };
    const form = new FormData();
    const fields = {
      produk: 'Globe Dunia Diameter 30 cm',
      layout: '3',
      category_id: '1322',
      harga: '185000',
      item_type: '2',
      mall_id: '1001',
      s_gudang: '15',
      berat: '1.5',
      l_merk: '502',
      ppnTagItem: '0:Dikenakan PPN',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(
      'filefotoutama',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'globe.png', {
        type: 'image/png',
      }),
    );
    const added = await json(`${first.api}/backendseller/katalog/produk_api/addproduk`, {
      method: 'POST',
      headers,
      body: form,
    });
    const before = await json(`${first.api}/seller/product/2001`, { headers });
    const wasActive = (before.data as { isActive: boolean }).isActive;
    await json(`${first.api}/seller/product/status`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 2001 }),
    });
    await first.stop();

    const second = await open(false);
    const detail = await json(`${second.api}/seller/product/${String(added.product_id)}`, { headers });
    expect(detail.status.code).toBe(200);
    expect(detail.data).toMatchObject({
      sectionProductInformation: { name: 'Globe Dunia Diameter 30 cm' },
      isWaitingConfirm: true,
    });
    const toggled = await json(`${second.api}/seller/product/2001`, { headers });
    expect((toggled.data as { isActive: boolean }).isActive).toBe(!wasActive);
    await second.stop();
  });
});

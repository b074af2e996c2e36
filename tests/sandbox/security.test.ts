import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductState } from '@cli/sandbox/areas/product/state';
import { apiToken, startSandbox, DEMO_SELLER, type RunningSandbox } from '../support/sandbox';
import { pdfText } from '../support/pdfText';
import { PNG_HEAD } from '../support/uploads';

/*
 * uploads judged by their bytes and served so that
 * nothing in them runs, documents with school data only for their owner's token, the portal's CSP,
 * values core forbids refused on every write, hidden characters dropped, bad percent-encoding 400.
 */

let h: RunningSandbox;
let token: string;
let otherToken: string;
let webRoot: string;

/** A portal served from another origin that the sandbox is configured to accept (serve --allow-origin). */
const PORTAL_ELSEWHERE = 'https://portal.contoh.id';
const PDF = new TextEncoder().encode('%PDF-1.4\n%sandbox\n');
const HTML = new TextEncoder().encode('<html><script>fetch("/steal?"+localStorage.token)</script></html>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

/** Writes raw bytes to the server and reads everything it answers until it closes the connection. */
function rawExchange(origin: string, request: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const loginAs = (who: { email: string; password: string }): Promise<string> => apiToken(h.apiRoot, who);

async function upload(
  path: string,
  fields: Record<string, string | File>,
): Promise<{
  status: number;
  body: { status?: { code: number; message: string }; data?: unknown; success?: boolean; message?: string };
}> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await fetch(`${h.apiRoot}/${path}`, { method: 'POST', headers: { Authorization: token }, body: form });
  return {
    status: res.status,
    body: (await res.json()) as { status?: { code: number; message: string }; data?: unknown },
  };
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'sandbox-portal-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><title>portal</title><script type="module" src="/penyedia/assets/app.js"></script>',
  );
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  h = await startSandbox({ withPortal: true, webRoot, allowedOrigins: [PORTAL_ELSEWHERE] });
  token = await loginAs(DEMO_SELLER);
  otherToken = await loginAs({ email: 'diblokir@contoh.id', password: 'Penyedia2026' });
});

afterAll(async () => {
  await h.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('uploads are judged by their bytes', () => {
  it('refuses an HTML file sent as a PDF tax proof, and an SVG sent as a PNG complaint photo or product photo', async () => {
    const html = await upload('seller/order/uploadTax', {
      orderId: '5021',
      file: new File([HTML], 'bukti.pdf', { type: 'application/pdf' }),
    });
    expect(html.status).toBe(422);
    const svg = await upload('seller/complaint/create', {
      orderId: '5021',
      category: '0',
      reason: 'Rusak',
      fileName: new File([SVG], 'foto.png', { type: 'image/png' }),
    });
    expect(svg.status).toBe(422);
    const photo = await upload('backendseller/katalog/produk_api/updateproduk', {
      filefotoutama: new File([SVG], 'foto.png', { type: 'image/png' }),
    });
    expect([400, 422]).toContain(photo.status);
  });

  it('stores a file under the ending its bytes prove, whatever it was called', async () => {
    const ok = await upload('seller/order/uploadTax', {
      orderId: '5022',
      file: new File([PNG_HEAD], 'bukti.exe', { type: 'application/octet-stream' }),
    });
    expect(ok.status).toBe(200);
    const order = (await (
      await fetch(`${h.apiRoot}/seller/order/5022`, { headers: { Authorization: token } })
    ).json()) as { data: { id: number } };
    expect(order.data.id).toBe(5022);
    const stored = h
      .state<{ orders: Array<{ id: number; taxFile: string | null }> }>('order')
      .orders.find((o) => o.id === 5022)?.taxFile;
    expect(stored).toMatch(/^\/cdn\/private\/1001\/[0-9a-f]{20}\.png$/);
  });

  it('serves uploads with nosniff and a sandboxing CSP; anything but an image as an attachment', async () => {
    await upload('seller/order/uploadTax', {
      orderId: '5030',
      file: new File([PDF], 'pajak.pdf', { type: 'application/pdf' }),
    });
    const taxFile =
      h.state<{ orders: Array<{ id: number; taxFile: string | null }> }>('order').orders.find((o) => o.id === 5030)
        ?.taxFile ?? '';
    expect(taxFile).toMatch(/\.pdf$/);
    const pdf = await fetch(`${h.origin}${taxFile}`, { headers: { Authorization: token } });
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment/);
    await upload('seller/order/uploadTax', {
      orderId: '5031',
      file: new File([PNG_HEAD], 'pajak.png', { type: 'image/png' }),
    });
    const png = await fetch(
      `${h.origin}${h.state<{ orders: Array<{ id: number; taxFile: string | null }> }>('order').orders.find((o) => o.id === 5031)?.taxFile ?? ''}`,
      { headers: { Authorization: token } },
    );
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBeNull();
    expect(png.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });
});

describe('private uploads need their owner’s token', () => {
  const taxFileOf = (orderId: number) =>
    h.state<{ orders: Array<{ id: number; taxFile: string | null }> }>('order').orders.find((o) => o.id === orderId)
      ?.taxFile ?? '';

  /** What a fetch of `path` gets without a token, with the other seller's and with the owner's. */
  async function servedTo(path: string): Promise<{ guest: number; other: number; owner: Response }> {
    return {
      guest: (await fetch(`${h.origin}${path}`)).status,
      other: (await fetch(`${h.origin}${path}`, { headers: { Authorization: otherToken } })).status,
      owner: await fetch(`${h.origin}${path}`, { headers: { Authorization: token } }),
    };
  }

  it('a tax proof: 401 without a token, 404 for another seller, the owner’s with private, no-store', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n%bukti pajak 5022\n');
    expect(
      (await upload('seller/order/uploadTax', { orderId: '5022', file: new File([bytes], 'pajak.pdf') })).status,
    ).toBe(200);
    const path = taxFileOf(5022);
    expect(path).toMatch(/^\/cdn\/private\/1001\/[0-9a-f]{20}\.pdf$/);
    const { guest, other, owner } = await servedTo(path);
    expect([guest, other]).toEqual([401, 404]);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    expect(owner.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(bytes);
    // Nothing of it is reachable where uploads are public.
    expect((await fetch(`${h.origin}/cdn/uploads/${path.split('/').pop() ?? ''}`)).status).toBe(404);
  });

  it('the NPWP image of the profile likewise; the store’s logo stays public', async () => {
    const npwp = await upload('backendseller/konfigurasi_api', {
      action: 'legalitas_npwp_mall',
      mall_id: '1001',
      npwp: new File([PNG_HEAD, new TextEncoder().encode('npwp')], 'npwp.png', { type: 'image/png' }),
    });
    expect(npwp.status).toBe(200);
    const npwpPath = (npwp.body.data as { url: string }).url;
    expect(npwpPath).toMatch(/^\/cdn\/private\/1001\//);
    const { guest, other, owner } = await servedTo(npwpPath);
    expect([guest, other, owner.status]).toEqual([401, 404, 200]);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    expect(owner.headers.get('content-type')).toBe('image/png');

    const logo = await upload('backendseller/konfigurasi_api', {
      action: 'gambar_logo',
      mall_id: '1001',
      logo_mall: new File([PNG_HEAD, new TextEncoder().encode('logo')], 'logo.png', { type: 'image/png' }),
    });
    const logoPath = (logo.body.data as { url: string }).url;
    expect(logoPath).toMatch(/^\/cdn\/uploads\//);
    const served = await fetch(`${h.origin}${logoPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('public');
  });
});

describe('documents with school data need their owner’s token', () => {
  it('the order documents are real PDFs carrying the order, for the owner only', async () => {
    for (const kind of ['bast', 'invoice', 'label']) {
      const path = `${h.origin}/cdn/dokumen/${kind}-5016.pdf`;
      expect((await fetch(path)).status).toBe(401);
      expect((await fetch(path, { headers: { Authorization: otherToken } })).status).toBe(404);
      const res = await fetch(path, { headers: { Authorization: token } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(pdf.getTitle()).toMatch(/BAST|Invoice|Label/);
      const order = h
        .state<{ orders: Array<{ id: number; invoice: string; school: { name: string } }> }>('order')
        .orders.find((o) => o.id === 5016);
      expect(pdfText(bytes)).toContain(order?.invoice ?? '?');
      if (kind !== 'label') expect(pdfText(bytes)).toContain(order?.school.name ?? '?');
    }
  });

  it('the e-BAST exists once the order arrived', async () => {
    expect((await fetch(`${h.origin}/cdn/dokumen/ebast-5008.pdf`, { headers: { Authorization: token } })).status).toBe(
      404,
    );
    expect((await fetch(`${h.origin}/cdn/dokumen/ebast-5021.pdf`, { headers: { Authorization: token } })).status).toBe(
      200,
    );
  });

  it('the negotiation recap is a PDF with the product and every round', async () => {
    expect((await fetch(`${h.origin}/cdn/dokumen/rekap-nego-7002.pdf`)).status).toBe(401);
    const res = await fetch(`${h.origin}/cdn/dokumen/rekap-nego-7002.pdf`, { headers: { Authorization: token } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('Rekap Negosiasi');
    expect(pdfText(bytes)).toContain('Ensiklopedia Flora dan Fauna Indonesia');
  });

  it('the transaction recap is not public any more', async () => {
    const answer = (await (
      await fetch(`${h.apiRoot}/order-report/1001?filter_date=&status=&from=seller`, {
        headers: { Authorization: token },
      })
    ).json()) as { data: { url: string } };
    const recap = await fetch(`${h.origin}${answer.data.url}`);
    expect(recap.status).toBe(401);
    expect(recap.headers.get('cache-control')).not.toContain('public');
    expect((await fetch(`${h.origin}${answer.data.url}`, { headers: { Authorization: otherToken } })).status).toBe(404);
  });
});

describe('the portal', () => {
  it('is served with a strict CSP: no inline script, no framing', async () => {
    for (const path of ['/penyedia/', '/penyedia/pesanan/detail/5001', '/penyedia/assets/app.js']) {
      const res = await fetch(`${h.origin}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline' 'unsafe-eval");
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });
});

describe('values core forbids', () => {
  const goods = {
    produk: 'Penggaris Besi 30 cm',
    layout: '3',
    category_id: '10',
    KategoriSub: '103',
    harga: '15000',
    item_type: '2',
    mall_id: '1001',
    s_gudang: '10',
    berat: '0.1',
    l_merk: '502',
    ppnTagItem: '0:Dikenakan PPN',
  };
  const add = (change: Record<string, string>) =>
    upload('backendseller/katalog/produk_api/addproduk', {
      ...goods,
      ...change,
      filefotoutama: new File([PNG_HEAD], 'foto.png', { type: 'image/png' }),
    });
  const products = () => h.state<ProductState>('product').products;

  it("refuses harga=9007199254740991, harga=0x10, and harga=0 with harga_nego=5000 ('Harga Tidak Boleh 0 atau Kosong')", async () => {
    const before = products().length;
    expect((await add({ harga: '9007199254740991' })).status).toBe(400);
    expect((await add({ harga: '0x10' })).status).toBe(400);
    const zero = await add({ harga: '0', harga_nego: '5000' });
    expect(zero).toMatchObject({ status: 400, body: { status: { message: 'Harga Tidak Boleh 0 atau Kosong' } } });
    expect(products().length).toBe(before);
  });

  it('drops NUL and the right-to-left override from names', async () => {
    const added = await add({ produk: 'Buku\u0000 Tulis \u202Efdp.exe' });
    expect(added.status).toBe(200);
    expect(products().at(-1)?.name).toBe('Buku Tulis fdp.exe');
  });
});

describe('hygiene', () => {
  it('a malformed percent-encoding in a path is a 400 before anything else', async () => {
    for (const path of ['/api/seller/order/%ZZ', '/api/seller/order/%E0%A4%A', '/cdn/uploads/%']) {
      const res = await fetch(`${h.origin}${path}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('a request Node cannot parse is a JSON 400, and headers past 16 kB a 431; the connection closes', async () => {
    const bad = await rawExchange(h.origin, 'NOT A REQUEST\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bad).toContain('Connection: close');
    expect(JSON.parse(bad.slice(bad.indexOf('\r\n\r\n') + 4))).toEqual({
      status: { code: 400, message: 'Bad Request' },
    });
    const huge = await rawExchange(
      h.origin,
      `GET /penyedia/config.json HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  });

  it('a guest may reverse-geocode', async () => {
    const res = await fetch(`${h.apiRoot}/geocode/reverse?lat=-6.2&lon=106.83`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { formattedAddress: string } }).data.formattedAddress).toMatch(/Jakarta/);
  });
});

describe('deeply nested JSON', () => {
  /** `{"a":{"a":…}}` nested `depth` levels around a string. */
  const nestedBody = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
  const post = (path: string, body: string, auth: string | null) =>
    fetch(`${h.apiRoot}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
      body,
    });

  it("refuses a megabyte of nesting with 400 'Body JSON terlalu bertingkat', without a login too, and keeps serving", async () => {
    const megabyte = nestedBody(Math.floor((1024 * 1024 - 10) / 6));
    for (const [path, auth] of [
      ['user/login/seller', null],
      ['seller/complaint', token],
    ] as const) {
      const res = await post(path, megabyte, auth);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { status: { message: string } }).status.message).toBe(
        'Body JSON terlalu bertingkat (lebih dari 32 tingkat)',
      );
    }
    expect((await fetch(`${h.apiRoot}/seller/order/5001`, { headers: { Authorization: token } })).status).toBe(200);
  });

  it('takes 32 levels to the endpoint’s own checks, and refuses 33', async () => {
    const at32 = (await (await post('user/login/seller', nestedBody(32), null)).json()) as {
      status: { message: string };
    };
    expect(at32.status.message).not.toContain('bertingkat');
    const at33 = (await (await post('user/login/seller', nestedBody(33), null)).json()) as {
      status: { message: string };
    };
    expect(at33.status.message).toContain('bertingkat');
  });
});

describe('pages of other origins', () => {
  const reply = (origin: string | null, method = 'POST') =>
    fetch(`${h.apiRoot}/seller/complaint`, {
      method,
      headers: {
        Authorization: token,
        'Content-Type': 'application/json',
        ...(origin ? { Origin: origin } : {}),
      },
      body: JSON.stringify({ id: 9004, message: `Dari ${origin ?? 'tanpa origin'}` }),
    });
  const messages = () =>
    JSON.stringify(
      h.state<{ orders: Array<{ complaints?: unknown }> }>('order').orders.map((order) => order.complaints ?? null),
    );

  it('get no preflight and may not send a write blind', async () => {
    const preflight = await fetch(`${h.apiRoot}/seller/complaint`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://jahat.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const blind = await reply('https://jahat.example');
    expect(blind.status).toBe(403);
    expect(((await blind.json()) as { status: { message: string } }).status.message).toBe(
      'Halaman dari asal (origin) ini tidak diizinkan memanggil API sandbox',
    );
    expect(messages()).not.toContain('Dari https://jahat.example');
  });

  it('the server’s own pages and the configured origins may call it', async () => {
    const own = await reply(h.origin);
    expect(own.status).toBe(200);
    expect(messages()).toContain(`Dari ${h.origin}`);
    const preflight = await fetch(`${h.apiRoot}/seller/complaint`, {
      method: 'OPTIONS',
      headers: { Origin: PORTAL_ELSEWHERE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL_ELSEWHERE);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const configured = await reply(PORTAL_ELSEWHERE);
    expect(configured.status).toBe(200);
    expect(configured.headers.get('access-control-allow-origin')).toBe(PORTAL_ELSEWHERE);
    expect((await reply(null)).status).toBe(200);
  });
});

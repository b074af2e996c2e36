import { describe, expect, it } from 'vitest';
import { pngFile } from './support/png';
import { usePortal } from './support/portal';

/*
 * Done when: "A browser test shows that an uploaded HTML or SVG file cannot run
 * script." A seller's upload is judged by its bytes: HTML sent as a PDF and SVG sent as a PNG are
 * refused; a file whose bytes start as a real PNG or PDF but carry a script (a polyglot) is stored
 * under the ending its bytes prove and served so that no browser runs it on the portal's origin.
 */
const SCRIPT =
  '<html><body><script>document.title = "DIJALANKAN"; console.log("DIJALANKAN " + localStorage.length)</script></body></html>';
const ORDER_WITH_COMPLAINT_ALLOWED = 5023;

describe('uploaded files never run script on the portal', () => {
  const p = usePortal();

  /** A multipart upload as the portal sends it, the file in the part the endpoint names. */
  async function upload(
    path: string,
    fields: Record<string, string>,
    file: { part: string; name: string; type: string; bytes: Buffer },
  ): Promise<Response> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(file.part, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${p.sandbox.apiRoot}/${path}`, {
      method: 'POST',
      headers: { Authorization: await p.token() },
      body: form,
    });
  }

  /** Opens a URL of the sandbox in the portal's browser and tells whether the script in it ran. */
  async function ran(url: string): Promise<boolean> {
    const printed: string[] = [];
    p.page.on('console', (message) => printed.push(message.text()));
    await p.page.goto(url).catch(() => null);
    const title = await p.page.title().catch(() => '');
    return title === 'DIJALANKAN' || printed.some((line) => line.startsWith('DIJALANKAN'));
  }

  it('refuses HTML sent as a PDF and SVG sent as a PNG', async () => {
    const html = await upload(
      'seller/order/uploadTax',
      { orderId: '5021' },
      { part: 'file', name: 'faktur.pdf', type: 'application/pdf', bytes: Buffer.from(SCRIPT) },
    );
    expect(html.status).toBeGreaterThanOrEqual(400);
    expect(html.status).toBeLessThan(500);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>console.log("DIJALANKAN")</script></svg>`;
    const image = await upload(
      'seller/complaint/create',
      { orderId: String(ORDER_WITH_COMPLAINT_ALLOWED), category: '0', reason: 'Foto bukti' },
      { part: 'fileName', name: 'bukti.png', type: 'image/png', bytes: Buffer.from(svg) },
    );
    expect(image.status).toBeGreaterThanOrEqual(400);
    expect(image.status).toBeLessThan(500);
  });

  it('serves a PNG that carries a script as an image: opened in the browser, nothing runs', async () => {
    const polyglot = Buffer.concat([pngFile(4), Buffer.from(SCRIPT)]);
    const res = await upload(
      'seller/complaint/create',
      { orderId: String(ORDER_WITH_COMPLAINT_ALLOWED), category: '0', reason: 'Foto barang rusak' },
      { part: 'fileName', name: 'bukti.html', type: 'text/html', bytes: polyglot },
    );
    expect(res.status).toBe(200);
    const detail = await p.apiGet<{ data: { complaint: { image: string | null }[] } }>(
      `seller/order/${ORDER_WITH_COMPLAINT_ALLOWED}`,
    );
    const image = detail.data.complaint.at(-1)?.image ?? '';
    // Stored under the ending its bytes prove, not the name it was sent with.
    expect(image).toMatch(/^\/cdn\/uploads\/.+\.png$/);

    const served = await fetch(`${p.sandbox.origin}${image}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');

    // Logged in, so a script that ran could read the token from this origin's storage. Chromium
    // reports what the upload's CSP blocks (the image viewer's inline style, the script): that
    // report is the proof, not a page error.
    p.allowErrors(
      /Content Security Policy directive 'default-src 'none''/,
      /frame is sandboxed and the 'allow-scripts' permission is not set/,
    );
    await p.visit('/dashboard');
    expect(await ran(`${p.sandbox.origin}${image}`)).toBe(false);
    // Back on the portal: the sandboxed upload page has no storage the next test could log in through.
    await p.visit('/dashboard');
  });
});

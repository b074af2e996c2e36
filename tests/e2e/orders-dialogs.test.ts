import type { Locator, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGE_LIMIT } from '@core/complaint/rules';
import { counterText } from '@core/textLimit';
import { expectToast } from './account-support';
import { expectNoAxeViolations } from './support/a11y';
import { wizardDriver } from './support/orderWizard';
import { DESKTOP, PHONE, usePortal } from './support/portal';

/** The text of what a field names as its description (aria-describedby). */
async function describedBy(field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  return (
    (await field
      .page()
      .locator(`[id="${id ?? ''}"] > span`)
      .first()
      .textContent()) ?? ''
  );
}

/**
 * The order dialogs on react-hook-form with core's validators: refuse, send with
 * its tracking number, complaint and reply, tax proof. Each says core's message before any call,
 * sends once however often it is pressed, and keeps what the seller typed after a failure (and,
 * for the complaint modal, while it is closed). Seed orders: 5007 new, 5013 processed with BAST and
 * invoice printed, 5024 arrived, 5034 with an open complaint, 5021 with the tax upload.
 */
describe('order dialogs: core messages, one call, nothing typed lost', () => {
  const p = usePortal();
  const { dialog, openOrder } = wizardDriver(p);

  /** Counts the calls of one method and path the page makes from now on; stop() ends the count. */
  function countCalls(method: string, path: string) {
    let count = 0;
    const listen = (request: Request) => {
      if (request.method() === method && new URL(request.url()).pathname.endsWith(path)) count += 1;
    };
    p.page.on('request', listen);
    return {
      get count() {
        return count;
      },
      stop: () => p.page.off('request', listen),
    };
  }

  /** The next call to `path` answers 409 with `message`, as a server that refuses it would. */
  async function refuseOnce(path: string, message: string) {
    p.allowErrors(new RegExp(`status of 409 .*${path.replace(/\//g, '\\/')}`));
    await p.page.route(
      `**/api/${path}`,
      (route) => route.fulfill({ status: 409, json: { status: { code: 409, message }, data: null } }),
      { times: 1 },
    );
  }

  it("refuse: the toast 'Pilih alasan terlebih dahulu untuk menutup pesanan' before any call; the reason stays chosen after a refused call; one call per 'Ya'", async () => {
    const page = p.page;
    await openOrder(5007);
    const calls = countCalls('PUT', '/seller/order/refuse');
    await page.getByRole('button', { name: 'Tolak Pesanan' }).click();
    const modal = dialog('Penutupan Pesanan');
    await modal.getByRole('button', { name: 'Tutup Pesanan' }).click();
    // The specification's toast, not a line inside the modal.
    await expectToast(page, 'Pilih alasan terlebih dahulu untuk menutup pesanan');
    expect(await modal.getByText('Pilih alasan terlebih dahulu untuk menutup pesanan').count()).toBe(0);
    expect(await dialog('Anda menolak pesanan ini').count()).toBe(0);
    await p.screenshot('refuse-without-reason-toast-1366');
    await expectNoAxeViolations(p, 'the refuse dialog with its toast');

    await modal.getByRole('radio', { name: 'Stok produk habis' }).check();
    await refuseOnce('seller/order/refuse', 'Pesanan sedang diperbarui');
    await modal.getByRole('button', { name: 'Tutup Pesanan' }).click();
    await dialog('Anda menolak pesanan ini').getByRole('button', { name: 'Ya' }).dblclick();
    await dialog('Gagal').getByText('Pesanan sedang diperbarui').waitFor();
    await dialog('Gagal').getByRole('button', { name: 'Tutup' }).first().click();
    expect(await modal.getByRole('radio', { name: 'Stok produk habis' }).isChecked()).toBe(true);
    expect(calls.count).toBe(1);

    await modal.getByRole('button', { name: 'Tutup Pesanan' }).click();
    await dialog('Anda menolak pesanan ini').getByRole('button', { name: 'Ya' }).click();
    await dialog('Berhasil').getByText('Anda berhasil menolak pesanan ini').waitFor();
    calls.stop();
    expect(calls.count).toBe(2);
  });

  it("send: 'Nomor resi tidak boleh kosong' before any call; the tracking number stays after a refused call", async () => {
    const page = p.page;
    await openOrder(5013);
    const calls = countCalls('PUT', '/seller/order/send');
    const send = page.getByRole('button', { name: 'Kirim', exact: true });
    await send.click();
    await page.getByRole('alert').getByText('Nomor resi tidak boleh kosong', { exact: true }).waitFor();
    expect(await page.getByLabel('Nomor Resi').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(p, 'the send form with its message', '.od-step');
    await page.getByLabel('Nomor Resi').fill('JNE7700123');
    await refuseOnce('seller/order/send', 'Kurir belum tersedia');
    await send.click();
    await dialog('Anda mengirim pesanan ini?').getByText('Nomor resi: JNE7700123').waitFor();
    await dialog('Anda mengirim pesanan ini?').getByRole('button', { name: 'Ya' }).click();
    await dialog('Gagal').getByText('Kurir belum tersedia').waitFor();
    await dialog('Gagal').getByRole('button', { name: 'Tutup' }).first().click();
    expect(await page.getByLabel('Nomor Resi').inputValue()).toBe('JNE7700123');
    calls.stop();
    expect(calls.count).toBe(1);
  });

  it("complaint: 'Komplain Tidak Boleh Kosong' before any call; the reason and a reply stay typed when the modal is closed and opened again", async () => {
    const page = p.page;
    await openOrder(5024);
    const creates = countCalls('POST', '/seller/complaint/create');
    await page.getByRole('button', { name: 'Komplain ke Sekolah' }).click();
    const modal = dialog('Komplain');
    await modal.getByRole('button', { name: 'Kirim Komplain' }).click();
    await modal.getByText('Komplain Tidak Boleh Kosong').waitFor();
    await expectNoAxeViolations(p, 'the complaint dialog with its warning');
    await modal.getByLabel('Alasan Komplain').fill('Dua buku sampul rusak');
    // The counter under the reason, named by the field, from the first key on.
    await modal.getByText(counterText('Dua buku sampul rusak', COMPLAINT_MESSAGE_LIMIT)).waitFor();
    expect(await describedBy(modal.getByLabel('Alasan Komplain'))).toBe('21/2000 karakter');
    await modal.getByRole('button', { name: 'Tutup' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Komplain ke Sekolah' }).click();
    expect(await modal.getByLabel('Alasan Komplain').inputValue()).toBe('Dua buku sampul rusak');
    await refuseOnce('seller/complaint/create', 'Komplain sedang diproses');
    await modal.getByRole('button', { name: 'Kirim Komplain' }).click();
    await dialog('Anda membuat komplain ke sekolah?').getByRole('button', { name: 'Ya' }).dblclick();
    await dialog('Gagal').getByText('Komplain sedang diproses').waitFor();
    await dialog('Gagal').getByRole('button', { name: 'Tutup' }).first().click();
    expect(await modal.getByLabel('Alasan Komplain').inputValue()).toBe('Dua buku sampul rusak');
    creates.stop();
    expect(creates.count).toBe(1);

    await openOrder(5034);
    await page.getByRole('button', { name: 'Lihat Komplain' }).first().click();
    await modal.getByLabel('Balas komplain').first().fill('Kami kirim pengganti minggu ini.');
    await modal.getByRole('button', { name: 'Tutup' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Lihat Komplain' }).first().click();
    expect(await modal.getByLabel('Balas komplain').first().inputValue()).toBe('Kami kirim pengganti minggu ini.');
    expect(await describedBy(modal.getByLabel('Balas komplain').first())).toBe(
      counterText('Kami kirim pengganti minggu ini.', COMPLAINT_MESSAGE_LIMIT),
    );
  });

  it("a double click on 'Ya' whose refusal comes between its two clicks leaves 'Gagal' open: the second click began before that dialog", async () => {
    const page = p.page;
    await openOrder(5024);
    await page.getByRole('button', { name: 'Komplain ke Sekolah' }).click();
    const modal = dialog('Komplain');
    await modal.getByLabel('Alasan Komplain').fill('Dua buku sampul rusak');
    await refuseOnce('seller/complaint/create', 'Komplain sedang diproses');
    await modal.getByRole('button', { name: 'Kirim Komplain' }).click();
    const yes = await dialog('Anda membuat komplain ke sekolah?').getByRole('button', { name: 'Ya' }).boundingBox();
    if (!yes) throw new Error("no 'Ya' on screen");
    const spot = { x: yes.x + yes.width / 2, y: yes.y + yes.height / 2 };
    // The first click of the double click, then the answer, then its second click on the same spot.
    await page.mouse.click(spot.x, spot.y);
    const failure = dialog('Gagal');
    await failure.getByText('Komplain sedang diproses').waitFor();
    const close = await failure.getByRole('button', { name: 'Tutup' }).last().boundingBox();
    // The spot is on the failure dialog's own 'Tutup': the click would close it.
    expect(
      close !== null &&
        spot.x >= close.x &&
        spot.x <= close.x + close.width &&
        spot.y >= close.y &&
        spot.y <= close.y + close.height,
    ).toBe(true);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    expect(await page.evaluate(() => document.querySelectorAll('dialog[open]').length)).toBe(2);
    expect(await failure.getByText('Komplain sedang diproses').isVisible()).toBe(true);
    // A click begun in it closes it.
    await failure.getByRole('button', { name: 'Tutup' }).last().click();
    await failure.waitFor({ state: 'detached' });
    expect(await modal.getByLabel('Alasan Komplain').inputValue()).toBe('Dua buku sampul rusak');
  });

  it("tax proof: a file of another kind is refused before any call with core's message; a file the server refuses stays chosen", async () => {
    const page = p.page;
    await openOrder(5021);
    const uploads = countCalls('POST', '/seller/order/uploadTax');
    const upload = page.getByLabel('Upload Bukti Pajak');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').getByText('Pilih file bukti pajak terlebih dahulu', { exact: true }).waitFor();
    await upload.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan bukti') });
    await page
      .getByRole('alert')
      .getByText('File bukti pajak harus berupa PDF, JPG atau PNG', { exact: true })
      .waitFor();
    await expectNoAxeViolations(p, 'the tax upload with its message', '.od-docs');
    await p.screenshot('order-tax-refused-1366');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    expect(await dialog('Anda mengunggah bukti pajak ini?').count()).toBe(0);

    // Named and typed as a PDF, but its bytes are not one: the sandbox refuses it by its bytes.
    p.allowErrors(/status of 4\d\d .*\/api\/seller\/order\/uploadTax/);
    await upload.setInputFiles({ name: 'bukti.pdf', mimeType: 'application/pdf', buffer: Buffer.from('bukan pdf') });
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog('Anda mengunggah bukti pajak ini?').getByRole('button', { name: 'Ya' }).dblclick();
    await dialog('Failed').getByText('File bukti pajak harus berupa PDF, JPG atau PNG').waitFor();
    await dialog('Failed').getByRole('button', { name: 'Tutup' }).first().click();
    expect(await page.locator('.od-tax .ui-file__name').textContent()).toBe('bukti.pdf');
    uploads.stop();
    expect(uploads.count).toBe(1);
  });

  it("tracking reads in Indonesian: 'Diterima kurir', 'Dalam perjalanan', never a courier's code", async () => {
    const page = p.page;
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await openOrder(5016);
      await page.getByRole('button', { name: 'Order Tracking' }).click();
      const card = page.locator('.od-tracking');
      await card.locator('.od-timeline__title').first().waitFor();
      // Newest first: the courier's two 'ON_PROCESS' steps, then 'MANIFESTED'.
      expect(await card.locator('.od-timeline__title').allTextContents()).toEqual([
        'Dalam perjalanan',
        'Dalam perjalanan',
        'Diterima kurir',
      ]);
      expect(await card.textContent()).not.toMatch(/ON_PROCESS|MANIFESTED/);
      await card.scrollIntoViewIfNeeded();
      await p.screenshot(`order-tracking-${size.width}`);
      await expectNoAxeViolations(p, `the tracking card at ${size.width} px`, '.od-tracking');
    }
  });
});

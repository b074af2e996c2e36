import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAsDemo, openPortal, screenshot, type PortalHarness } from './support/browser';
import { wizardDriver } from './support/orderWizard';

/**
 * The order detail wizard (spec 002 §2.3, §4.2, §4.3, §8) on the sandbox's seed: 5001 (new) walked
 * to paid and done, 5005 (new) refused.
 */
describe('order detail wizard: the main path', () => {
  let h: PortalHarness;
  let page: Page;

  beforeAll(async () => {
    h = await openPortal();
    page = h.page;
    await loginAsDemo(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const { dialog, activeStep, openOrder, shoot, act } = wizardDriver(() => h);

  it('walks a new order through confirm, print, send with a tracking number, arrived and paid', async () => {
    await openOrder(5001);
    expect(await activeStep()).toBe('confirm');
    expect(await page.getByTestId('order-number').count()).toBe(0);
    await shoot('wizard-1-confirm');

    await act('Proses Pesanan', 'Anda memproses pesanan ini?', 'Anda berhasil melakukan konfirmasi pesanan');
    await expect.poll(activeStep).toBe('process');
    const invoice = (await page.locator('.od-field', { hasText: 'Invoice' }).locator('dd').first().textContent()) ?? '';
    expect(await page.getByTestId('order-number').textContent()).toBe(`SP-${invoice.slice(0, 6)}${invoice.slice(-6)}`);
    expect(await page.getByTestId('awb').count()).toBe(0);
    await page.getByText('Cetak BAST dan Invoice terlebih dahulu untuk mengirim').waitFor();
    expect(await page.getByRole('button', { name: 'Kirim', exact: true }).count()).toBe(0);
    await shoot('wizard-2-process');

    // Printing opens the document in a new tab, marks it printed and refreshes.
    for (const name of ['BAST', 'Invoice']) {
      const tab = page.context().waitForEvent('page');
      await page.getByRole('button', { name: `Cetak ${name}`, exact: true }).click();
      const opened = await tab;
      expect(opened.url()).toMatch(new RegExp(`/cdn/dokumen/${name.toLowerCase()}-5001\\.pdf$`));
      await opened.close();
    }
    await page.getByRole('button', { name: 'Kirim', exact: true }).waitFor();
    await page.locator('.od-timeline__title', { hasText: 'Dokumen Dicetak' }).first().waitFor();

    // An empty tracking number is refused before asking.
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    await page.getByText('Nomor resi tidak boleh kosong').waitFor();
    await page.getByLabel('Nomor Resi').fill('JNE0012345678');
    // A double click on 'Ya' sends the order once.
    let sends = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/seller/order/send')) sends += 1;
    });
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    await dialog('Anda mengirim pesanan ini?').getByRole('button', { name: 'Ya' }).dblclick();
    await dialog('Berhasil').getByText('Anda berhasil mengirim pesanan ini').waitFor();
    expect(sends).toBe(1);
    await dialog('Berhasil').waitFor({ state: 'detached', timeout: 6000 });
    await expect.poll(activeStep).toBe('sent');
    expect(await page.getByTestId('awb').textContent()).toBe('JNE0012345678');
    await page.getByRole('button', { name: 'Order Tracking' }).click();
    await page.locator('.od-tracking .od-timeline__title').first().waitFor();
    await shoot('wizard-3-sent');

    await act('Pesanan Sudah Sampai', 'Anda menyatakan bahwa pesanan ini telah sampai ke sekolah?', 'Anda berhasil menyatakan bahwa pesanan ini telah sampai ke sekolah');
    await expect.poll(activeStep).toBe('accept');
    await page.getByRole('button', { name: 'Komplain ke Sekolah' }).waitFor();
    await shoot('wizard-4-accept');

    // The sandbox's school pays 4 s after arrival (17), the partner transfers 4 s later (20).
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator('.od-wizard').waitFor();
        return activeStep();
      }, { timeout: 15_000, interval: 1500 })
      .toBe('paid');
    await page.getByText('Menunggu Konfirmasi dari SIPLah Eureka').waitFor();
    await page.getByText('Ada masalah dengan pembayaran?', { exact: false }).waitFor();
    await shoot('wizard-5-paid');
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator('.od-wizard').waitFor();
        return page.getByRole('button', { name: 'Terima Pembayaran' }).count();
      }, { timeout: 15_000, interval: 1500 })
      .toBe(1);
    await page.getByText('Dana pesanan ini telah diteruskan oleh mitra ke rekening Anda.').waitFor();
    await act('Terima Pembayaran', 'Anda menyatakan dana pesanan ini telah diterima?', 'Anda berhasil menyatakan dana pesanan ini telah diterima');
    await page.getByText('Sudah Selesai').waitFor();
    await page.getByRole('heading', { name: 'Informasi Pembayaran' }).waitFor();
    await page.getByRole('heading', { name: 'Konfirmasi Pembayaran' }).waitFor();
    await shoot('wizard-6-done');
  });

  it('refuses an order: first without a reason, then with one; the cancelled step is in its error state', async () => {
    await openOrder(5005);
    await page.getByRole('button', { name: 'Tolak Pesanan' }).click();
    const modal = dialog('Penutupan Pesanan');
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Tutup Pesanan' }).click();
    await modal.getByText('Pilih alasan terlebih dahulu untuk menutup pesanan').waitFor();
    await modal.getByRole('radio', { name: 'Stok produk habis' }).check();
    await screenshot(page, 'wizard-refuse-modal-1366');
    await modal.getByRole('button', { name: 'Tutup Pesanan' }).click();
    await dialog('Anda menolak pesanan ini').getByRole('button', { name: 'Ya' }).click();
    await dialog('Berhasil').getByText('Anda berhasil menolak pesanan ini').waitFor();
    await dialog('Berhasil').waitFor({ state: 'detached', timeout: 6000 });
    await expect.poll(() => page.locator('.od-wizard__step[data-state="error"]').getAttribute('data-step')).toBe('refuse');
    await page.locator('.od-step').getByText('Stok produk habis').waitFor();
    await shoot('wizard-7-refused');
  });

  it('no errors in the console', () => {
    expect(h.errors).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { ORDER_DOCUMENT_TEXT } from '@core/order/options';
import { ORDER_FOLLOW_MS } from '@core/order/rules';
import {
  PARTNER_TRANSFERS_AFTER_MS,
  SCHOOL_DECLARES_ARRIVAL_AFTER_MS,
  SCHOOL_PAYS_AFTER_MS,
} from '@cli/sandbox/areas/order/school';
import { wizardDriver } from './support/orderWizard';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE, SUITE_INSTANT, usePortal } from './support/portal';
import { steppableClock } from './support/sandboxClock';

/**
 * The order detail wizard on the sandbox's seed: 5001 (new) walked to paid and done, 5005 (new)
 * refused. Each test has its own order.
 */
describe('order detail wizard: the main path', () => {
  // The school's arrival and payment and the partner's transfer follow the sandbox's clock: the walk moves it on.
  const sandboxTime = steppableClock(SUITE_INSTANT);
  const p = usePortal({ clock: sandboxTime });
  afterEach(() => sandboxTime.resume());

  const { dialog, activeStep, openOrder, shoot, act, expectSuccess } = wizardDriver(p);

  it('walks a new order through confirm, print, send with a tracking number, arrived and paid', async () => {
    const page = p.page;
    await openOrder(5001);
    expect(await activeStep()).toBe('confirm');
    expect(await page.getByTestId('order-number').count()).toBe(0);
    // Under the invoice's calculation, the same note as on the printed invoice.
    expect(await page.locator('.od-invoice .od-note').textContent()).toBe(ORDER_DOCUMENT_TEXT.simulationNote);
    // The bill, the partner's fee and what is passed on, reckoned as the payment lists do.
    expect(await page.getByTestId('settlement-sum').textContent()).toBe(
      'Rp3.138.200 − Rp31.382 (biaya admin mitra 1%) = Rp3.106.818',
    );
    await shoot('wizard-1-confirm');

    await act('Proses Pesanan', 'Anda memproses pesanan ini?', 'Anda berhasil melakukan konfirmasi pesanan');
    await expect.poll(activeStep).toBe('process');
    const invoice = (await page.locator('.od-field', { hasText: 'Invoice' }).locator('dd').first().textContent()) ?? '';
    expect(await page.getByTestId('order-number').textContent()).toBe(`SP-${invoice.slice(0, 6)}${invoice.slice(-6)}`);
    expect(await page.getByTestId('awb').count()).toBe(0);
    await page.getByText('Cetak BAST dan Invoice terlebih dahulu untuk mengirim').waitFor();
    expect(await page.getByRole('button', { name: 'Kirim', exact: true }).count()).toBe(0);
    await shoot('wizard-2-process');

    // Printing opens a tab, fetches the document into it with the token (the sandbox gives it to
    // its owner only), marks it printed and refreshes.
    for (const name of ['BAST', 'Invoice']) {
      const tab = page.context().waitForEvent('page');
      const fetched = page.waitForResponse((res) =>
        new RegExp(`/cdn/dokumen/${name.toLowerCase()}-5001\\.pdf$`).test(res.url()),
      );
      await page.getByRole('button', { name: `Cetak ${name}`, exact: true }).click();
      const document = await fetched;
      expect(document.status()).toBe(200);
      expect(document.request().headers()['authorization']).toBe(await p.storedToken());
      const opened = await tab;
      await opened.waitForURL(/^blob:/);
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
    const countSends = (request: Request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/seller/order/send')) sends += 1;
    };
    page.on('request', countSends);
    // From the sending on, the sandbox's time moves only when this test says.
    sandboxTime.pause();
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    await p.freezeTime();
    await dialog('Anda mengirim pesanan ini?').getByRole('button', { name: 'Ya' }).dblclick();
    await expectSuccess('Anda berhasil mengirim pesanan ini');
    page.off('request', countSends);
    expect(sends).toBe(1);
    await expect.poll(activeStep).toBe('sent');
    expect(await page.getByTestId('awb').textContent()).toBe('JNE0012345678');
    await page.getByRole('button', { name: 'Order Tracking' }).click();
    await page.locator('.od-tracking .od-timeline__title').first().waitFor();
    await shoot('wizard-3-sent');

    // The seller has no arrival button: the sandbox's school declares the arrival
    // SCHOOL_DECLARES_ARRIVAL_AFTER_MS after the order was sent, checked 1 ms before and at its time.
    expect(await page.getByRole('button', { name: 'Pesanan Sudah Sampai' }).count()).toBe(0);
    sandboxTime.advance(SCHOOL_DECLARES_ARRIVAL_AFTER_MS - 1);
    await openOrder(5001);
    await page.getByRole('button', { name: 'Order Tracking' }).waitFor();
    expect(await activeStep()).toBe('sent');
    sandboxTime.advance(1);
    await openOrder(5001);
    await expect.poll(activeStep).toBe('accept');
    await page.getByRole('button', { name: 'Komplain ke Sekolah' }).waitFor();
    await page
      .locator('.od-timeline__text', { hasText: 'Sekolah menyatakan pesanan telah diterima' })
      .first()
      .waitFor();
    await shoot('wizard-4-accept');

    // The sandbox's school pays SCHOOL_PAYS_AFTER_MS after the arrival (17), the partner transfers
    // PARTNER_TRANSFERS_AFTER_MS later (20): each is checked 1 ms before and at its time.
    sandboxTime.advance(SCHOOL_PAYS_AFTER_MS - 1);
    await openOrder(5001);
    await page.getByRole('button', { name: 'Komplain ke Sekolah' }).waitFor();
    expect(await activeStep()).toBe('accept');
    sandboxTime.advance(1);
    // The open page follows the order: the school's payment arrives without a reload.
    await page.clock.runFor(ORDER_FOLLOW_MS);
    await page.getByText('Menunggu Konfirmasi dari SIPLah Eureka').waitFor();
    expect(await activeStep()).toBe('paid');
    await page.locator('.od-wizard__step[data-step="paid"]', { hasText: 'Dibayar' }).waitFor();
    await page.getByText('Ada masalah dengan pembayaran?', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Terima Pembayaran' }).count()).toBe(0);
    await shoot('wizard-5-paid');

    sandboxTime.advance(PARTNER_TRANSFERS_AFTER_MS - 1);
    await openOrder(5001);
    await page.getByText('Menunggu Konfirmasi dari SIPLah Eureka').waitFor();
    expect(await page.getByRole('button', { name: 'Terima Pembayaran' }).count()).toBe(0);
    sandboxTime.advance(1);
    // And so does the partner's transfer.
    await page.clock.runFor(ORDER_FOLLOW_MS);
    await page.getByText('Dana pesanan ini telah diteruskan oleh mitra ke rekening Anda.').waitFor();
    await page.getByText('Dana Diteruskan').first().waitFor();
    expect(await page.getByRole('button', { name: 'Terima Pembayaran' }).count()).toBe(1);
    sandboxTime.resume();
    await act(
      'Terima Pembayaran',
      'Anda menyatakan dana pesanan ini telah diterima?',
      'Anda berhasil menyatakan dana pesanan ini telah diterima',
    );
    await page.getByText('Sudah Selesai').waitFor();
    await page.getByRole('heading', { name: 'Informasi Pembayaran' }).waitFor();
    await page.getByRole('heading', { name: 'Konfirmasi Pembayaran' }).waitFor();
    await shoot('wizard-6-done');
    // The walk is one long story of six states, each shot at two widths: it takes longer than one screen.
  }, 150_000);

  it('on a 390 px phone the wizard shows the current step compactly, the other steps on demand', async () => {
    const page = p.page;
    await p.resize(PHONE, false);
    await openOrder(5021);
    const steps = page.locator('.od-wizard__step');
    const visibleSteps = () => steps.evaluateAll((all) => all.filter((el) => el.getClientRects().length > 0).length);
    await expect.poll(visibleSteps).toBe(1);
    expect(await page.locator('.od-wizard__step[aria-current="step"]').isVisible()).toBe(true);
    const card = page.locator('.od-wizard-card');
    expect((await card.boundingBox())?.height ?? Infinity).toBeLessThan(200);
    await p.screenshot('wizard-compact-390');
    const toggle = page.getByRole('button', { name: /Lihat semua tahapan/ });
    await toggle.click();
    await expect.poll(visibleSteps).toBe(await steps.count());
    expect(await page.getByRole('button', { name: /Sembunyikan tahapan/ }).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(p, 'the phone wizard with every step shown');
    await p.screenshot('wizard-compact-open-390');
    await p.resize(DESKTOP, false);
    await openOrder(5021);
    // Wide screens show every step in one row and no button.
    await expect.poll(visibleSteps).toBe(await steps.count());
    expect(await page.getByRole('button', { name: /Lihat semua tahapan/ }).count()).toBe(0);
  });

  it("opens an arrived order's e-BAST in a tab, fetched with the owner's token", async () => {
    const page = p.page;
    await openOrder(5021);
    const tab = page.context().waitForEvent('page');
    const fetched = page.waitForResponse((res) => /\/cdn\/dokumen\/ebast-5021\.pdf$/.test(res.url()));
    await page.getByRole('button', { name: 'Lihat e-BAST' }).click();
    const document = await fetched;
    expect(document.status()).toBe(200);
    expect(document.request().headers()['authorization']).toBe(await p.storedToken());
    const opened = await tab;
    await opened.waitForURL(/^blob:/);
    await opened.close();
  });

  it('refuses an order: first without a reason, then with one; the cancelled step is in its error state', async () => {
    const page = p.page;
    await openOrder(5005);
    await page.getByRole('button', { name: 'Tolak Pesanan' }).click();
    const modal = dialog('Penutupan Pesanan');
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Tutup Pesanan' }).click();
    await page.getByRole('status').filter({ hasText: 'Pilih alasan terlebih dahulu untuk menutup pesanan' }).waitFor();
    await modal.getByRole('radio', { name: 'Stok produk habis' }).check();
    await p.screenshot('wizard-refuse-modal-1366');
    await modal.getByRole('button', { name: 'Tutup Pesanan' }).click();
    await p.freezeTime();
    await dialog('Anda menolak pesanan ini').getByRole('button', { name: 'Ya' }).click();
    await expectSuccess('Anda berhasil menolak pesanan ini');
    await expect
      .poll(() => page.locator('.od-wizard__step[data-state="error"]').getAttribute('data-step'))
      .toBe('refuse');
    await page.locator('.od-step').getByText('Stok produk habis').waitFor();
    await shoot('wizard-7-refused');
  });
});

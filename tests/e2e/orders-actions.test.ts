import { describe, expect, it } from 'vitest';
import { wizardDriver } from './support/orderWizard';
import { usePortal } from './support/portal';
import { COMPLAINT_WARNING_MS, SUCCESS_DIALOG_MS, TAX_PROCESSING_MS } from './support/specTimers';
import { crossDeadline } from './support/timers';

/**
 * The order detail wizard on the sandbox's seed: 5002 new with a change request, 5012 processed
 * with a cancellation request, 5023 arrived (complaint), 5022 arrived with the tax upload, 5006
 * new (a refused call), 5003 new (its change request turned down, then refused in another tab), 5004/5037/5040 for their states. Each
 * test has its own orders.
 */
describe('order detail wizard: requests, complaints, tax, failures', () => {
  const p = usePortal();
  const { dialog, activeStep, openOrder, shoot, act, expectSuccess } = wizardDriver(p);

  it('accepts a change request (confirm waits for it) and rejects a cancellation', async () => {
    const page = p.page;
    await openOrder(5002);
    await page.getByText('Customer ingin request perubahan pada pesanan ini').waitFor();
    expect(await page.getByRole('button', { name: 'Proses Pesanan' }).isDisabled()).toBe(true);
    expect(await page.locator('.od-request table tbody tr').count()).toBeGreaterThan(0);
    // Before 'Terima' the seller reads both totals: unit price times each quantity, summed.
    const lines = await page
      .locator('.od-request table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const detail = await p.apiGet<{
      data: {
        sectionProductInformation: {
          itemsRequestChange: { priceCurrencyFormat: string; qty: number; requestChange: { qty: number } }[];
        };
      };
    }>('seller/order/5002');
    const asked = detail.data.sectionProductInformation.itemsRequestChange;
    expect(asked.length).toBe(lines.length);
    const price = (text: string) => Number(text.replace(/\D/g, ''));
    const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
    const before = asked.reduce((sum, l) => sum + price(l.priceCurrencyFormat) * l.qty, 0);
    const after = asked.reduce((sum, l) => sum + price(l.priceCurrencyFormat) * l.requestChange.qty, 0);
    expect(before).not.toBe(after);
    const totals = page.locator('.od-request__totals');
    await totals.getByText(rupiah(before), { exact: true }).waitFor();
    await totals.getByText(rupiah(after), { exact: true }).waitFor();
    await shoot('wizard-change-request');
    await act(
      'Terima Perubahan',
      'Anda menerima request perubahan pada pesanan ini?',
      'Anda berhasil menerima request perubahan pada pesanan ini',
    );
    await expect.poll(() => page.getByRole('button', { name: 'Proses Pesanan' }).isEnabled()).toBe(true);
    expect(await page.locator('.od-request').count()).toBe(0);

    await openOrder(5012);
    await page.getByText('Customer ingin membatalkan pesanan ini!').waitFor();
    expect(await page.getByRole('button', { name: 'Kirim', exact: true }).isDisabled()).toBe(true);
    await act(
      'Tolak Pembatalan',
      'Anda menolak pembatalan pada pesanan ini?',
      'Anda berhasil menolak pembatalan pada pesanan ini',
    );
    await expect.poll(() => page.getByRole('button', { name: 'Kirim', exact: true }).isEnabled()).toBe(true);
    expect(await activeStep()).toBe('process');
  });

  it("creates, replies to and resolves a complaint; 'Komplain Tidak Boleh Kosong' stays 2000 ms", async () => {
    const page = p.page;
    await openOrder(5023);
    await page.getByRole('button', { name: 'Komplain ke Sekolah' }).click();
    const modal = dialog('Komplain');
    await modal.getByText('Tidak ada komplain').waitFor();
    await p.freezeTime();
    await modal.getByRole('button', { name: 'Kirim Komplain' }).click();
    const warning = modal.getByText('Komplain Tidak Boleh Kosong');
    await warning.waitFor();
    await crossDeadline(page, COMPLAINT_WARNING_MS, {
      before: async () => expect(await warning.isVisible()).toBe(true),
      at: () => warning.waitFor({ state: 'detached' }),
    });
    await page.clock.resume();
    await modal.getByLabel('Alasan Komplain').fill('Sekolah belum menandatangani BAST');
    await modal.getByRole('button', { name: 'Kirim Komplain' }).click();
    await p.freezeTime();
    await dialog('Anda membuat komplain ke sekolah?').getByRole('button', { name: 'Ya' }).click();
    await expectSuccess('Berhasil! Membuat komplain ke sekolah');
    await modal.getByText('Sedang Berlangsung...').waitFor();
    // A second complaint waits for the first.
    await modal.getByLabel('Alasan Komplain').fill('Komplain kedua');
    await modal.getByRole('button', { name: 'Kirim Komplain' }).click();
    await modal.getByText('Selesaikan komplain yang sedang berlangsung terlebih dahulu').waitFor();

    await modal.getByLabel('Balas komplain').fill('Mohon segera ditandatangani, terima kasih.');
    await modal.getByRole('button', { name: 'Kirim Pesan' }).click();
    await p.freezeTime();
    await dialog('Anda mengirim pesan komplain ini?').getByRole('button', { name: 'Ya' }).click();
    await modal.locator('.od-chat__line--own', { hasText: 'Mohon segera ditandatangani' }).waitFor();
    const sent = dialog('Berhasil');
    await sent.waitFor();
    await crossDeadline(page, SUCCESS_DIALOG_MS, {
      before: async () => expect(await sent.isVisible()).toBe(true),
      at: () => sent.waitFor({ state: 'detached' }),
    });
    await page.clock.resume();
    await p.screenshot('wizard-complaint-modal-1366');
    await modal.getByRole('button', { name: 'Tutup' }).click();
    await page.getByText('Terdapat komplain yang belum diselesaikan.').waitFor();
    expect(await activeStep()).toBe('complaint');
    await shoot('wizard-8-complaint');

    await page.getByRole('button', { name: 'Lihat Komplain' }).first().click();
    await modal.getByRole('button', { name: 'Selesaikan Komplain' }).click();
    await dialog('Bahwa komplain "Sekolah belum menandatangani BAST" telah terpenuhi?')
      .getByRole('button', { name: 'Ya' })
      .click();
    await dialog('Berhasil').getByText('Berhasil! Komplain telah selesai').waitFor();
    await modal.getByText('Komplain sudah selesai').waitFor();
    expect(await modal.getByLabel('Balas komplain').count()).toBe(0);
  });

  it('uploads a tax proof: 1500 ms processing, then Success with the server message; a refused file says Failed', async () => {
    const page = p.page;
    p.allowErrors(
      /Failed to load resource: the server responded with a status of 4\d\d .*\/api\/seller\/order\/uploadTax/,
    );
    await openOrder(5022);
    const upload = page.getByLabel('Upload Bukti Pajak');
    await upload.setInputFiles({
      name: 'bukti-pajak.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%bukti\n'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await p.freezeTime();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/seller/order/uploadTax'));
    await dialog('Anda mengunggah bukti pajak ini?').getByRole('button', { name: 'Ya' }).click();
    const processing = dialog('Sedang diproses');
    await processing.waitFor();
    // The answer is in; the dialog still waits for its 1500 ms.
    await answered;
    await crossDeadline(page, TAX_PROCESSING_MS, {
      before: async () => expect(await processing.isVisible()).toBe(true),
      at: () => processing.waitFor({ state: 'detached' }),
    });
    await page.clock.resume();
    await dialog('Success').getByText('Bukti pajak berhasil diunggah').waitFor();
    await dialog('Success').getByRole('button', { name: 'Tutup' }).first().click();
    // The card shows the uploaded proof with its date, and opens it with the owner's token.
    const detail = await p.apiGet<{ data: { taxProof: { file: string; uploadedAt: string } | null } }>(
      'seller/order/5022',
    );
    const proof = detail.data.taxProof;
    expect(proof).not.toBeNull();
    const docs = page.locator('.od-docs');
    await docs.getByText(proof?.uploadedAt.slice(0, 16) ?? '-', { exact: true }).waitFor();
    const fetched = page.waitForResponse((res) => new URL(res.url()).pathname === proof?.file);
    const tab = page.context().waitForEvent('page');
    await docs.getByRole('button', { name: 'Lihat Bukti Pajak' }).click();
    const opened = await fetched;
    expect(opened.status()).toBe(200);
    expect(opened.request().headers()['authorization']).toBe(await p.storedToken());
    await (await tab).close();
    await p.screenshot('order-tax-uploaded-1366');

    // A PDF by its name only: the sandbox judges the bytes and refuses it.
    await upload.setInputFiles({
      name: 'catatan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('bukan bukti'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog('Anda mengunggah bukti pajak ini?').getByRole('button', { name: 'Ya' }).click();
    const failed = dialog('Failed');
    await failed.waitFor();
    expect(((await failed.locator('p').textContent()) ?? '').length).toBeGreaterThan(0);
    await failed.getByRole('button', { name: 'Tutup' }).first().click();
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isEnabled()).toBe(true);
  });

  it('a failed action says so and leaves the screen usable', async () => {
    const page = p.page;
    p.allowErrors(/Failed to load resource: the server responded with a status of 409 .*\/api\/seller\/order\/confirm/);
    await openOrder(5006);
    await page.route('**/api/seller/order/confirm', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ status: { code: 409, message: 'Pesanan sedang diperbarui' }, data: null }),
      }),
    );
    await page.getByRole('button', { name: 'Proses Pesanan' }).click();
    await dialog('Anda memproses pesanan ini?').getByRole('button', { name: 'Ya' }).click();
    await dialog('Gagal').getByText('Pesanan sedang diperbarui').waitFor();
    await dialog('Gagal').getByRole('button', { name: 'Tutup' }).first().click();
    await page.unroute('**/api/seller/order/confirm');
    expect(await activeStep()).toBe('confirm');
    await act('Proses Pesanan', 'Anda memproses pesanan ini?', 'Anda berhasil melakukan konfirmasi pesanan');
    await expect.poll(activeStep).toBe('process');
  });

  it('an action refused because the order moved on elsewhere reloads the order, as a taken one does', async () => {
    const page = p.page;
    p.allowErrors(/Failed to load resource: the server responded with a status of 409 .*\/api\/seller\/order\/confirm/);
    const put = async (path: string, body: object) =>
      (
        await fetch(`${p.sandbox.apiRoot}/${path}`, {
          method: 'PUT',
          headers: { Authorization: await p.token(), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    // The customer's change request is out of the way first, so the order can be confirmed.
    expect(await put('seller/order/rejectRequestChange', { id: 5003 })).toBe(200);
    await openOrder(5003);
    await page.getByRole('button', { name: 'Proses Pesanan' }).waitFor();
    // Another tab refuses the order meanwhile.
    expect(await put('seller/order/refuse', { id: 5003, reasonType: 1 })).toBe(200);
    await page.getByRole('button', { name: 'Proses Pesanan' }).click();
    await dialog('Anda memproses pesanan ini?').getByRole('button', { name: 'Ya' }).click();
    await dialog('Gagal').getByText('Pesanan dengan status Ditolak tidak dapat dikonfirmasi').waitFor();
    await dialog('Gagal').getByRole('button', { name: 'Tutup' }).first().click();
    // Without a reload, the screen shows the refusal and offers nothing the order no longer allows.
    await expect
      .poll(() => page.locator('.od-wizard__step[data-state="error"]').getAttribute('data-step'))
      .toBe('refuse');
    expect(await page.getByRole('button', { name: 'Proses Pesanan' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tolak Pesanan' }).count()).toBe(0);
  });

  it('other states look finished: uncategorized products, frozen, cancelled', async () => {
    const page = p.page;
    await openOrder(5004);
    await page.getByText('Anda perlu update kategori produk').waitFor();
    expect(await page.getByRole('button', { name: 'Proses Pesanan' }).isDisabled()).toBe(true);
    await shoot('wizard-uncategorized');
    await openOrder(5037);
    await expect.poll(activeStep).toBe('frozen');
    await shoot('wizard-frozen');
    await openOrder(5040);
    await expect.poll(activeStep).toBe('close');
    await shoot('wizard-closed');
  });
});

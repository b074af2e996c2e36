import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { wibTimestamp } from '@cli/sandbox/areas/order/format';
import { SCHOOL_ANSWERS_AFTER_MS } from '@cli/sandbox/areas/nego/school';
import { formatRupiah } from '@core/money';
import { NEGO_MESSAGES } from '@core/nego/rules';
import { expectNoAxeViolations } from './support/a11y';
import { PHONE, SUITE_INSTANT, usePortal, waitForSplash } from './support/portal';
import { steppableClock } from './support/sandboxClock';
import { SEARCH_DEBOUNCE_MS } from './support/specTimers';
import { crossDeadline } from './support/timers';

interface RespondBody {
  id: number;
  wrappingPrice: number;
  insuranceOption: string;
  insurancePrice: number;
  priceResponse: number;
  otherSpec: string;
  isDeal: boolean;
}

/**
 * Negotiations (the list, the detail, the seller's answer and refusal) on the sandbox. Each test
 * works on its own negotiation: 7002 answered with a counter-price and countered by the school,
 * 7004 agreed after a refused slip, 7006 refused, 7001 and 7014 only looked at.
 */
describe('after-sales: negotiations', () => {
  // The school answers a counter-price on the sandbox's clock: the rounds test moves it on.
  const sandboxTime = steppableClock(SUITE_INSTANT);
  const p = usePortal({ clock: sandboxTime });
  afterEach(() => sandboxTime.resume());

  const visit = (path: string) => p.visit(path);
  /** The query the page itself holds right now. */
  const pageSearch = () => p.page.evaluate(() => window.location.search);
  const panel = () => p.page.getByRole('dialog', { name: 'Tanggapi Negosiasi' });
  const confirm = () => p.page.getByRole('dialog', { name: NEGO_MESSAGES.respondPrompt });
  const rounds = () => p.page.getByRole('table', { name: 'Riwayat negosiasi' });
  const price = () => panel().getByLabel('Harga Tanggapan', { exact: true });
  const fieldMessage = (label: string) =>
    panel()
      .locator('.ui-field', { has: p.page.getByLabel(label, { exact: true }) })
      .locator('.ui-field__error');
  /** Every POST seller/nego/respond the page sends from now on. */
  const respondCalls = () => {
    const bodies: RespondBody[] = [];
    p.page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/seller/nego/respond'))
        bodies.push(request.postDataJSON() as RespondBody);
    });
    return bodies;
  };

  it("lists negotiations newest first with 'Sudah Deal' / 'Ditolak' / 'Belum Deal'; 'Tanggal' sorts; a debounced search kept in the URL", async () => {
    await visit('/negoisasi');
    const table = p.page.getByRole('table', { name: 'Daftar Negosiasi' });
    await p.page.getByText('Showing 1 to 10 of 15 entries').waitFor();
    // Default sort aa.tgl_added descending: the date header shows it.
    const dateHeader = table.getByRole('columnheader', { name: /Tanggal/ });
    expect(await dateHeader.getAttribute('aria-sort')).toBe('descending');
    const dateCells = table.locator('tbody tr td:nth-child(5)');
    await expect.poll(() => dateCells.count()).toBe(10);
    const dates = await dateCells.allInnerTexts();
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const label of ['Sudah Deal', 'Ditolak', 'Belum Deal'])
      await table.getByText(label, { exact: true }).first().waitFor();
    await p.screenshot('after-sales-nego-list-1366');

    // A click on 'Tanggal' sorts oldest first, a second click newest first again.
    await table.getByRole('button', { name: 'Tanggal' }).click();
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => dateCells.first().innerText()).toBe('2026-09-01 08:00:00');
    const ascending = await dateCells.allInnerTexts();
    expect([...ascending].sort()).toEqual(ascending);
    await table.getByRole('button', { name: 'Tanggal' }).click();
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => dateCells.first().innerText()).toBe(dates[0]);

    // The list search goes out 2 s after the last key.
    await visit('/negoisasi');
    await p.page.getByText('Showing 1 to 10 of 15 entries').waitFor();
    await p.freezeTime();
    await p.page.getByRole('searchbox').fill('Printer');
    await crossDeadline(p.page, SEARCH_DEBOUNCE_MS, {
      before: async () => expect(await pageSearch()).not.toContain('search='),
      at: () => p.page.waitForURL(/search=Printer/),
    });
    await p.page.clock.resume();
    await p.page.getByText('Showing 1 to 2 of 2 entries').waitFor();
    await p.page.reload();
    await waitForSplash(p.page);
    await p.page.getByText('Showing 1 to 2 of 2 entries').waitFor();
    await table.getByRole('link', { name: 'Printer Epson EcoTank L3210' }).first().click();
    await p.page.waitForURL(/\/penyedia\/negoisasi\/detail\/70(05|15)$/);
    await rounds().waitFor();
    await p.page.setViewportSize(PHONE);
    await visit('/negoisasi');
    await p.page.getByText('Showing 1 to 10 of 15 entries').waitFor();
    await p.screenshot('after-sales-nego-list-390');
  });

  it("labels both unit prices; insurance from its options with the fee following; amounts on core's parser; confirmed before sending; the note and date in the round; then the school counters", async () => {
    const sent = respondCalls();
    await visit('/negoisasi/detail/7002');
    await p.page.getByText('Ensiklopedia Flora dan Fauna Indonesia').first().waitFor();
    // The product's own unit price and the school's offer, each named for what it is.
    const product = p.page.locator('.nego-card', { hasText: 'Produk' });
    expect(
      await product
        .locator('div', { has: p.page.getByText('Harga Satuan Produk', { exact: true }) })
        .locator('dd')
        .first()
        .innerText(),
    ).toContain('Rp140.000');
    await p.page.getByRole('button', { name: 'Tanggapi' }).click();
    await panel().waitFor();
    expect(await panel().getByLabel('Harga Satuan Tawaran Sekolah').inputValue()).toBe('Rp128.500');
    expect(await panel().getByLabel('Harga Satuan Tawaran Sekolah').getAttribute('readonly')).not.toBeNull();
    expect(await panel().getByLabel('Nilai Asuransi').inputValue()).toBe('Rp2.570.000');

    // The panel starts on the option that gives the seed's fee (0,2% of Rp2.570.000),
    // not on 'Tanpa Asuransi' beside a fee of Rp5.140; the fee follows the option, and stays editable.
    const insurance = panel().getByLabel('Asuransi', { exact: true });
    const fee = panel().getByLabel('Biaya Asuransi', { exact: true });
    expect(await insurance.inputValue()).toBe('0.2');
    expect(await fee.inputValue()).toBe('Rp5.140');
    await insurance.selectOption({ label: 'Tanpa Asuransi' });
    expect(await fee.inputValue()).toBe('Rp0');
    await insurance.selectOption({ label: 'Asuransi 0,5%' });
    expect(await fee.inputValue()).toBe('Rp12.850');
    expect(await fee.isEditable()).toBe(true);
    expect(await panel().getByLabel('Biaya Pembungkus', { exact: true }).isEditable()).toBe(true);

    // What core's parser refuses is refused here, with its sentence, and nothing is sent.
    const refusals: ReadonlyArray<readonly [string, string]> = [
      ['12.345,67', 'Harus bilangan bulat rupiah (tanpa desimal)'],
      ['1e9', 'Hanya angka, dengan titik sebagai pemisah ribuan (contoh 1.250.000)'],
      ['99999999999999999999', 'Angka tidak boleh lebih dari 999.999.999.999'],
    ];
    for (const [typed, message] of refusals) {
      await price().fill(typed);
      await panel().getByRole('button', { name: 'Kirim Tanggapan' }).click();
      await expect.poll(() => fieldMessage('Harga Tanggapan').innerText()).toBe(message);
      expect(await price().inputValue()).toBe(typed);
    }
    await p.page
      .getByRole('status')
      .filter({ hasText: 'Harga Tanggapan: Angka tidak boleh lebih dari 999.999.999.999' })
      .first()
      .waitFor();
    expect(await confirm().count()).toBe(0);

    // Grouping is read as the seller writes it, and written back in the portal's form on leaving.
    await price().fill('135000');
    await panel().getByText('Terbaca Rp135.000').waitFor();
    await price().press('Tab');
    expect(await price().inputValue()).toBe('Rp135.000');
    // 7002's encyclopedia carries VAT tag 8 (not taxed), so 135000 gives what `penyedia tax 135000
    // --untaxed` prints: PPN 0, PPh 675, Dana Diterima 134.325.
    const tax = panel().getByRole('region', { name: 'Simulasi pajak harga tanggapan' });
    await tax.getByText('Rp134.325').waitFor();
    await tax.getByText('Rp675', { exact: true }).waitFor();
    expect(await tax.getByText('Rp13.379').count()).toBe(0);

    // The note shows its count against 1000 from the start and is not cut: too long is refused.
    const note = panel().getByLabel('Catatan', { exact: true });
    await panel().getByText('0/1000 karakter').waitFor();
    await note.fill('x'.repeat(1001));
    expect((await note.inputValue()).length).toBe(1001);
    await panel().getByText('1001/1000 karakter').waitFor();
    await panel().getByText('Catatan maksimal 1000 karakter').first().waitFor();
    await panel().getByRole('button', { name: 'Kirim Tanggapan' }).click();
    await p.page.getByRole('status').filter({ hasText: 'Catatan maksimal 1000 karakter' }).first().waitFor();
    expect(await confirm().count()).toBe(0);
    await note.fill('Harga sudah termasuk ongkir ke sekolah');
    await panel().getByText('38/1000 karakter').waitFor();
    await p.screenshot('after-sales-nego-respond-1366');
    await expectNoAxeViolations(p, 'the answer panel, filled');

    // The confirmation: the amount, its difference from the school's offer, the fees and the tax.
    await panel().getByRole('button', { name: 'Kirim Tanggapan' }).click();
    await confirm().waitFor();
    const summary = confirm().locator('.nego-summary');
    await summary.getByText('+Rp6.500 (+5,1%)').waitFor();
    await summary.getByText('Rp2.700.000').waitFor();
    await summary.getByText('Rp12.850').waitFor();
    await summary.getByRole('region', { name: 'Simulasi pajak harga tanggapan' }).getByText('Rp134.325').waitFor();
    expect(await summary.getByRole('alert').count()).toBe(0);
    await p.screenshot('after-sales-nego-confirm-1366');
    await expectNoAxeViolations(p, 'the answer confirmation');
    expect(sent).toEqual([]);

    sandboxTime.pause();
    const answeredAt = wibTimestamp(new Date(sandboxTime.now()));
    await confirm().getByRole('button', { name: 'Ya' }).click();
    await p.page.getByText('Tanggapan negosiasi terkirim').waitFor();
    expect(sent).toEqual([
      {
        id: 7002,
        wrappingPrice: 15_000,
        insuranceOption: '0.5',
        insurancePrice: 12_850,
        priceResponse: 135_000,
        otherSpec: 'Harga sudah termasuk ongkir ke sekolah',
        isDeal: false,
      },
    ]);
    // The answered round: the seller's price, the note under the school's spec, and the answer's date.
    const answered = rounds().locator('tbody tr').nth(1);
    await answered.getByText(formatRupiah(135_000), { exact: true }).waitFor();
    await answered.getByText('Catatan penyedia: Harga sudah termasuk ongkir ke sekolah').waitFor();
    await answered.getByText(answeredAt, { exact: true }).waitFor();
    // The screen says whose turn it is.
    await p.page.getByRole('status').filter({ hasText: 'Negosiasi sedang menunggu tanggapan sekolah' }).waitFor();
    expect(await p.page.getByRole('button', { name: 'Tanggapi' }).count()).toBe(0);
    await p.screenshot('after-sales-nego-waiting-1366');

    // The school's new offer is a new round; every earlier round and answer is kept.
    sandboxTime.advance(SCHOOL_ANSWERS_AFTER_MS);
    await p.page.reload();
    await waitForSplash(p.page);
    const rows = rounds().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const cells = async (row: number) => (await rows.nth(row).locator('td').allInnerTexts()).map((text) => text.trim());
    expect(await cells(0)).toEqual([
      'Rp124.600',
      '20',
      'Rp2.492.000',
      'Sampul tebal, dikirim sebelum tahun ajaran baru\nCatatan penyedia: Harga sudah termasuk ongkos kirim',
      'Rp132.300',
      '2026-10-06 09:13:00',
    ]);
    expect((await cells(1)).slice(0, 3)).toEqual(['Rp128.500', '20', 'Rp2.570.000']);
    expect((await cells(1)).slice(4)).toEqual(['Rp135.000', answeredAt]);
    expect(await cells(2)).toEqual([
      'Rp131.700',
      '20',
      'Rp2.634.000',
      'Sesuai spesifikasi sebelumnya',
      '-',
      wibTimestamp(new Date(sandboxTime.now())),
    ]);
    // The new round is open again, its insured amount and 0,5% fee on the new offer.
    await p.page.getByRole('button', { name: 'Tanggapi' }).click();
    expect(await panel().getByLabel('Harga Satuan Tawaran Sekolah').inputValue()).toBe('Rp131.700');
    expect(await panel().getByLabel('Asuransi', { exact: true }).inputValue()).toBe('0.5');
    expect(await panel().getByLabel('Biaya Asuransi', { exact: true }).inputValue()).toBe('Rp13.170');
  });

  it('calls out a large cut (Rp85.000 against Rp5.687.500) before sending; Tidak sends nothing; agreeing fixes the price', async () => {
    const sent = respondCalls();
    await visit('/negoisasi/detail/7004');
    await p.page.getByRole('button', { name: 'Tanggapi' }).click();
    await price().fill('85.000');
    await panel().getByRole('button', { name: 'Kirim Tanggapan' }).click();
    const warning = confirm().getByRole('alert').filter({ hasText: NEGO_MESSAGES.farFromOffer });
    await warning.waitFor();
    await confirm().getByText('-Rp5.602.500 (-98,5%)').waitFor();
    await p.screenshot('after-sales-nego-confirm-cut-1366');
    await p.page.setViewportSize(PHONE);
    await p.screenshot('after-sales-nego-confirm-cut-390');
    await expectNoAxeViolations(p, 'the answer confirmation with its warning at 390 px');
    await confirm().getByRole('button', { name: 'Tidak' }).click();
    await confirm().waitFor({ state: 'detached' });
    expect(sent).toEqual([]);
    expect(await price().inputValue()).toBe('Rp85.000');

    await panel()
      .getByLabel(/Setuju dengan harga tawaran sekolah/)
      .check();
    expect(await price().inputValue()).toBe('Rp5.687.500');
    expect(await price().getAttribute('readonly')).not.toBeNull();
    await panel().getByRole('button', { name: 'Kirim Tanggapan' }).click();
    await confirm().getByText(NEGO_MESSAGES.dealSummary).waitFor();
    await confirm().getByText('Rp0 (0%)').waitFor();
    await confirm().getByRole('button', { name: 'Ya' }).click();
    await p.page.locator('.ui-alert', { hasText: 'Penjual menyetujui negosiasi' }).waitFor();
    expect(sent).toMatchObject([{ id: 7004, priceResponse: 5_687_500, isDeal: true }]);
    await rounds().getByText(formatRupiah(5_687_500), { exact: true }).first().waitFor();
    expect(await p.page.getByRole('button', { name: 'Tolak' }).count()).toBe(0);
  });

  it("refuses one after 'Anda Yakin untuk menolak negosiasi ini?'", async () => {
    await visit('/negoisasi/detail/7006');
    await p.page.getByRole('button', { name: 'Tolak' }).click();
    const refuse = p.page.getByRole('dialog', { name: 'Anda Yakin untuk menolak negosiasi ini?' });
    await refuse.getByText('Setelah ditolak, pembeli tidak dapat menambahkan produk ini ke keranjang').waitFor();
    await refuse.getByRole('button', { name: 'Tidak' }).click();
    expect(await p.page.getByRole('button', { name: 'Tanggapi' }).isVisible()).toBe(true);
    await p.page.getByRole('button', { name: 'Tolak' }).click();
    await refuse.getByRole('button', { name: 'Ya' }).click();
    await p.page.getByRole('alert').filter({ hasText: 'Penyedia menolak negosiasi' }).first().waitFor();
    expect(await p.page.getByRole('button', { name: 'Tanggapi' }).count()).toBe(0);
  });

  it("'Unduh Rekap Negosiasi' saves the recap, fetched with the owner's token", async () => {
    await visit('/negoisasi/detail/7001');
    const fetched = p.page.waitForResponse((res) => /\/cdn\/dokumen\/rekap-nego-7001\.pdf$/.test(res.url()));
    const saved = p.page.waitForEvent('download');
    await p.page.getByRole('button', { name: 'Unduh Rekap Negosiasi' }).click();
    const answer = await fetched;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['authorization']).toBe(await p.storedToken());
    const file = await saved;
    expect(file.suggestedFilename()).toBe('rekap-nego-7001.pdf');
    expect(readFileSync((await file.path()) ?? '', 'latin1').slice(0, 5)).toBe('%PDF-');
  });

  it("names who refused: 'Sekolah menolak negosiasi'; locked wrapping fee read-only with its reason", async () => {
    await visit('/negoisasi/detail/7014');
    await p.page.getByRole('alert').filter({ hasText: 'Sekolah menolak negosiasi' }).first().waitFor();
    await visit('/negoisasi/detail/7001');
    await p.page.getByRole('button', { name: 'Tanggapi' }).click();
    const wrapping = panel().getByLabel('Biaya Pembungkus', { exact: true });
    expect(await wrapping.getAttribute('readonly')).not.toBeNull();
    await panel().getByText(NEGO_MESSAGES.wrappingLocked).waitFor();
    expect(await panel().getByLabel('Biaya Asuransi', { exact: true }).isEditable()).toBe(true);
    await price().fill('33500');
    await p.page.setViewportSize(PHONE);
    await p.screenshot('after-sales-nego-respond-390');
    await panel().getByRole('button', { name: 'Batal' }).click();
    await visit('/negoisasi/detail/7001');
    await p.page.getByRole('button', { name: 'Tanggapi' }).waitFor();
    await p.screenshot('after-sales-nego-detail-390');
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { occurrences, pdfText } from '../support/pdfText';
import { expectAccessible } from './support/a11y';
import { DESKTOP, PHONE, usePortal } from './support/portal';

/** A document the screen fetches into a new tab on `press`: its one answer, with the token it was asked with. */
async function fetchedIntoTab(page: Page, file: string, press: () => Promise<void>) {
  const answers: Array<{ status: number; authorization: string | undefined; body: Buffer }> = [];
  await page.route(`**/cdn/dokumen/${file}.pdf`, async (route) => {
    const response = await route.fetch();
    answers.push({
      status: response.status(),
      authorization: route.request().headers()['authorization'],
      body: await response.body(),
    });
    await route.fulfill({ response });
  });
  const tab = page.context().waitForEvent('page');
  await press();
  const opened = await tab;
  await opened.waitForURL(/^blob:/);
  await opened.close();
  await page.unroute(`**/cdn/dokumen/${file}.pdf`);
  // The tab shows the document once its answer came: it was fetched once.
  expect(answers).toHaveLength(1);
  return answers[0] as (typeof answers)[number];
}

/**
 * The school's e-BAST of an order and a negotiation's recap are given only to their owner: the
 * screen fetches them with the token (never a plain link, which opens the server's 401), at a
 * desktop's and a phone's width. Order 5021 and negotiation 7001 are only looked at; order 5008's
 * printed documents are marked printed, as a seller's print does.
 */
describe('order and negotiation documents open from the screen', () => {
  const p = usePortal();

  for (const size of [DESKTOP, PHONE]) {
    it(`'Lihat e-BAST' opens the order's e-BAST at ${size.width} px`, async () => {
      await p.resize(size, false);
      await p.visit('/pesanan/detail/5021');
      const page = p.page;
      const button = page.getByRole('button', { name: 'Lihat e-BAST' });
      await button.waitFor();
      await expectAccessible(p, `order 5021 at ${size.width} px`);
      // The screen's own request, passed through to the sandbox; its answer is kept to be read.
      const { status, authorization, body } = await fetchedIntoTab(page, 'ebast-5021', () => button.click());
      expect(status).toBe(200);
      expect(authorization).toBe(await p.storedToken());
      const text = pdfText(new Uint8Array(body));
      expect(text).toContain('e-BAST');
      expect(text).toContain('INV/20260923/MPN/100039761994');
      expect(text).toContain('SD Negeri 1 Menteng');
      expect(await page.getByRole('alert').filter({ hasText: 'gagal dibuka' }).count()).toBe(0);
    });

    it(`'Unduh Rekap Negosiasi' saves the negotiation's recap at ${size.width} px`, async () => {
      await p.resize(size, false);
      await p.visit('/negoisasi/detail/7001');
      const page = p.page;
      const button = page.getByRole('button', { name: 'Unduh Rekap Negosiasi' });
      await button.waitFor();
      await expectAccessible(p, `negotiation 7001 at ${size.width} px`);
      const fetched = page.waitForResponse((res) => res.url().endsWith('/cdn/dokumen/rekap-nego-7001.pdf'));
      const download = page.waitForEvent('download');
      await button.click();
      const answer = await fetched;
      expect(answer.status()).toBe(200);
      expect(answer.request().headers()['authorization']).toBe(await p.storedToken());
      const saved = await download;
      expect(saved.suggestedFilename()).toBe('rekap-nego-7001.pdf');
      const path = await saved.path();
      const text = pdfText(new Uint8Array(await readFile(path)));
      expect(text).toContain('Rekap Negosiasi');
      expect(text).toContain('Matematika untuk SMP/MTs Kelas VII');
      expect(text).toContain('Sampul tebal');
      expect(text).toContain('Siti Rahmawati');
    });
  }

  it("the printed documents of order 5008 (BAST, Invoice, Label Pengiriman) open from 'Cetak …' with the token, naming the order and its address once", async () => {
    await p.resize(DESKTOP, false);
    await p.visit('/pesanan/detail/5008');
    const page = p.page;
    const address = 'Jl. Percetakan No. 5, Jayapura Utara, Kota Jayapura, Papua';
    for (const [name, file, heading] of [
      ['BAST', 'bast-5008', 'Berita Acara Serah Terima (BAST)'],
      ['Invoice', 'invoice-5008', 'Invoice'],
      ['Label Pengiriman', 'label-5008', 'Label Pengiriman'],
    ] as const) {
      const button = page.getByRole('button', { name: `Cetak ${name}`, exact: true });
      await button.waitFor();
      const { status, authorization, body } = await fetchedIntoTab(page, file, () => button.click());
      expect(status).toBe(200);
      expect(authorization).toBe(await p.storedToken());
      const text = pdfText(new Uint8Array(body));
      expect(text).toContain(heading);
      expect(text).toContain('INV/20261007/MPN/100039658568');
      expect(text).toContain('SMP Negeri 1 Jayapura');
      expect(occurrences(text.replace(/\s+/g, ' '), address)).toBe(1);
    }
  });
});

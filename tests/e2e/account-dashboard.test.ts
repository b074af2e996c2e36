import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardYears } from '@core/dashboard/rules';
import { loginAsDemo, openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';

/** The dashboard of the demo seller (spec 000 §2 Dashboard, §7, §9). */
describe('dashboard', () => {
  let h: PortalHarness;

  beforeAll(async () => {
    h = await openPortal();
    await loginAsDemo(h);
    await waitForSplash(h.page);
  });
  afterAll(async () => {
    await h?.close();
  });

  const chartCard = () => h.page.locator('.dash-chart');
  const canvasImage = () => chartCard().locator('canvas').first().evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

  it('shows the figures: profile card, transaction value in rupiah without decimals, summaries, lists, banks', async () => {
    await h.page.getByText('Nilai Transaksi').waitFor();
    const total = await h.page.locator('.dash-total').textContent();
    expect(total).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
    for (const heading of ['Jumlah Penjualan', 'Produk Terpopuler', 'Sekolah Terpopuler', 'Sebaran Wilayah', 'Rekening Bank', 'Informasi Pajak']) {
      expect(await h.page.getByText(heading, { exact: true }).count(), heading).toBeGreaterThan(0);
    }
    expect(await h.page.locator('.dash-profile__name').textContent()).toBe('CV MITRA PUSTAKA NUSANTARA');
    expect(await h.page.locator('.dash-banks li').count()).toBe(2);
    await chartCard().locator('.sales-chart[data-state="ready"]').waitFor();
    await screenshot(h.page, 'account-dashboard-1366');
  });

  it("offers 'Pilih tahun' with every year from 2019 to this one, and a chosen year refetches with ?year and redraws the chart", async () => {
    const year = chartCard().getByLabel('Tahun');
    const labels = await year.locator('option').allTextContents();
    expect(labels).toEqual(['Pilih tahun', ...dashboardYears(new Date().getFullYear()).map(String)]);

    const before = await canvasImage();
    const valuesBefore = await chartCard().locator('.sales-chart').getAttribute('data-values');
    const asked = h.page.waitForRequest((req) => req.url().includes('/api/seller/dashboard') && req.url().includes('year=2020'));
    await year.selectOption('2020');
    await asked;
    await expect.poll(() => chartCard().locator('.sales-chart').getAttribute('data-values')).not.toBe(valuesBefore);
    await expect.poll(canvasImage).not.toBe(before);
    // The month labels stay those of the answer, in the chart's table of figures for screen readers.
    const months = await chartCard().getByRole('table', { name: 'Jumlah Penjualan per bulan' }).locator('tbody th').allTextContents();
    expect(months[0]).toBe('Jan');
    await chartCard().scrollIntoViewIfNeeded();
    await screenshot(h.page, 'account-dashboard-chart-1366');
  });

  it('a failed dashboard call says so and a retry recovers', async () => {
    await h.page.route('**/api/seller/dashboard*', (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server sedang sibuk' }, data: null } }));
    await h.page.reload();
    await waitForSplash(h.page);
    await h.page.getByText('Dashboard gagal dimuat').waitFor();
    expect(await h.page.getByText('Server sedang sibuk').count()).toBe(1);
    await h.page.unroute('**/api/seller/dashboard*');
    await h.page.getByRole('button', { name: 'Coba lagi' }).click();
    await h.page.getByText('Nilai Transaksi').waitFor();
  });

  it('looks finished at 390 px wide', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.reload();
    await waitForSplash(h.page);
    await chartCard().locator('.sales-chart[data-state="ready"]').waitFor();
    const overflow = await h.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(h.page, 'account-dashboard-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it('threw no uncaught error in the page', () => {
    expect(h.errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { today } from '@core/clock';
import { dashboardYears } from '@core/dashboard/rules';
import { PHONE, usePortal } from './support/portal';

/** The dashboard of the demo seller. */
describe('dashboard', () => {
  const p = usePortal();

  const chartCard = () => p.page.locator('.dash-chart');
  const readyChart = () => chartCard().locator('.sales-chart[data-state="ready"]');
  const canvasImage = () =>
    chartCard()
      .locator('canvas')
      .first()
      .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
  const openDashboard = async () => {
    await p.visit('/dashboard');
    await p.page.getByText('Nilai Transaksi').waitFor();
  };

  it('shows the figures: profile card, transaction value in rupiah without decimals, summaries, lists, banks', async () => {
    await openDashboard();
    const total = await p.page.locator('.dash-total').textContent();
    expect(total).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
    for (const heading of [
      'Jumlah Penjualan',
      'Produk Terpopuler',
      'Sekolah Terpopuler',
      'Sebaran Wilayah',
      'Rekening Bank',
      'Informasi Pajak',
    ]) {
      expect(await p.page.getByText(heading, { exact: true }).count(), heading).toBeGreaterThan(0);
    }
    expect(await p.page.locator('.dash-profile__name').textContent()).toBe('CV MITRA PUSTAKA NUSANTARA');
    await expect.poll(() => p.page.locator('.dash-banks li').count()).toBe(2);
    await readyChart().waitFor();
    await p.screenshot('account-dashboard-1366');
  });

  it("offers 'Pilih tahun' with every year from 2019 to the seller's, and a chosen year refetches with ?year and redraws the chart", async () => {
    await openDashboard();
    await readyChart().waitFor();
    const year = chartCard().getByLabel('Tahun');
    // The seller's year (Jakarta) from core's clock at the suite's instant, not the browser's.
    const expected = ['Pilih tahun', ...dashboardYears(today(p.clock).year).map(String)];
    await expect.poll(() => year.locator('option').allTextContents()).toEqual(expected);

    const before = await canvasImage();
    const valuesBefore = await chartCard().locator('.sales-chart').getAttribute('data-values');
    const asked = p.page.waitForRequest(
      (req) => req.url().includes('/api/seller/dashboard') && req.url().includes('year=2020'),
    );
    await year.selectOption('2020');
    await asked;
    await expect.poll(() => chartCard().locator('.sales-chart').getAttribute('data-values')).not.toBe(valuesBefore);
    await expect.poll(canvasImage).not.toBe(before);
    // The month labels stay those of the answer, in the chart's table of figures for screen readers.
    const months = await chartCard()
      .getByRole('table', { name: 'Jumlah Penjualan per bulan' })
      .locator('tbody th')
      .allTextContents();
    expect(months[0]).toBe('Jan');
    await chartCard().scrollIntoViewIfNeeded();
    await p.screenshot('account-dashboard-chart-1366');
  });

  it('the selector shows the year drawn; a year with no sales draws whole, distinct ticks', async () => {
    await openDashboard();
    await readyChart().waitFor();
    const year = chartCard().getByLabel('Tahun');
    expect(await year.inputValue()).toBe(String(today(p.clock).year));
    await year.selectOption('2019');
    await expect
      .poll(() => chartCard().locator('.sales-chart').getAttribute('data-values'))
      .toBe('0,0,0,0,0,0,0,0,0,0,0,0');
    expect(await year.inputValue()).toBe('2019');
    expect(await chartCard().locator('.sales-chart').getAttribute('data-y-ticks')).toBe('0,1,2,3,4');
    await chartCard().scrollIntoViewIfNeeded();
    await p.screenshot('account-dashboard-chart-empty-year-1366');
    await p.resize(PHONE, false);
    await chartCard().scrollIntoViewIfNeeded();
    await p.screenshot('account-dashboard-chart-empty-year-390');
  });

  it('a failed dashboard call says so and a retry recovers', async () => {
    p.allowErrors(/status of 500 \(Internal Server Error\)/);
    await p.page.route('**/api/seller/dashboard*', (route) =>
      route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server sedang sibuk' }, data: null } }),
    );
    await p.visit('/dashboard');
    await p.page.getByText('Dashboard gagal dimuat').waitFor();
    expect(await p.page.getByText('Server sedang sibuk').count()).toBe(1);
    await p.page.unroute('**/api/seller/dashboard*');
    await p.page.getByRole('button', { name: 'Coba lagi' }).click();
    await p.page.getByText('Nilai Transaksi').waitFor();
  });

  it('looks finished at 390 px wide', async () => {
    await p.page.setViewportSize(PHONE);
    await openDashboard();
    await readyChart().waitFor();
    const overflow = await p.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await p.screenshot('account-dashboard-390');
  });
});

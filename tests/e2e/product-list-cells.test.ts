import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import { DESKTOP, usePortal } from './support/portal';

/** A price of thirteen digits, and a stock of five. */
const LONG_PRICE = 1_250_000_000_000;

/**
 * The product list's cells at 1366 px: the stock with its thousands separated, and long prices
 * that scroll under the pinned 'Aksi' column fading out instead of being cut at its edge.
 */
describe('product list cells', () => {
  const p = usePortal({ viewport: DESKTOP });

  const table = () => p.page.getByRole('table', { name: 'Daftar Produk' });

  async function openWithLongPrices() {
    await p.page.route('**/api/seller/product?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { items: Array<Record<string, unknown>> } };
      const items = body.data.items.map((item, at) =>
        at === 0
          ? { ...item, price: LONG_PRICE, priceZone1: LONG_PRICE, priceZone5: LONG_PRICE, stock: '12500' }
          : item,
      );
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, items } } });
    });
    await p.visit('/product?limit=10');
    await p.page.getByText(/^Showing 1 to 10 of \d+ entries$/).waitFor();
    await p.page.locator('.ui-table__scroll:not([aria-busy])').waitFor();
  }

  it('shows the stock with its thousands separated; a service still says Jasa', async () => {
    await openWithLongPrices();
    const stock = await table()
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td:nth-child(13)')?.textContent ?? ''));
    expect(stock[0]).toBe('12.500');
    expect(stock).toContain('Jasa');
    await p.page.unroute('**/api/seller/product?*');
  });

  it('a long price under the pinned Aksi column fades out into it; scrolled to the end, the fade covers nothing', async () => {
    await openWithLongPrices();
    const geometry = () =>
      table().evaluate((element) => {
        const row = element.querySelector('tbody tr');
        const cells = [...(row?.querySelectorAll('td') ?? [])];
        const actions = cells.at(-1);
        if (!actions) throw new Error('no row');
        const style = getComputedStyle(actions);
        const left = actions.getBoundingClientRect().left;
        // The fade is the column's own first 40 px (its padding beyond the cells' 12 px).
        const fadeEnd = left + parseFloat(style.paddingLeft) - 12;
        return {
          background: style.backgroundImage,
          fade: fadeEnd - left,
          // The cells whose text runs into the pinned column, and the cells in its fade.
          covered: cells.slice(0, -1).filter((cell) => {
            const box = cell.getBoundingClientRect();
            return box.right > left + 1 && box.left < left;
          }).length,
          textInFade: cells.slice(0, -1).some((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            const text = range.getBoundingClientRect();
            return text.width > 0 && text.right > left && text.left < fadeEnd;
          }),
        };
      });
    const atRest = await geometry();
    // At rest a price column runs under the pinned column, and the column fades in over its first 40 px.
    expect(atRest.covered).toBeGreaterThan(0);
    expect(atRest.fade).toBeGreaterThanOrEqual(40);
    expect(atRest.background).toMatch(/^linear-gradient\(to right, rgba\(0, 0, 0, 0\)/);
    await p.screenshot('product-list-long-prices-1366');
    await table()
      .locator('xpath=ancestor::div[contains(@class, "ui-table__scroll")]')
      .evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect.poll(async () => (await geometry()).covered).toBe(0);
    expect((await geometry()).textInFade).toBe(false);
    await p.screenshot('product-list-long-prices-1366-end');
    await expectAccessible(p, '/product with long prices at 1366 px');
    await p.page.unroute('**/api/seller/product?*');
  });
});

import { describe, it } from 'vitest';
import { checkScreen, listReady, type ScreenCase } from './support/a11y';
import { usePortal } from './support/portal';

/** The product screens, each add layout and two product details, at 1366 and 390 px. */
const SCREENS: readonly ScreenCase[] = [
  { name: 'products', path: '/product', ready: listReady },
  { name: 'product-2001', path: '/product/detail/2001', ready: (page) => page.locator('form').first().waitFor() },
  { name: 'product-2028', path: '/product/detail/2028', ready: (page) => page.locator('form').first().waitFor() },
  { name: 'add-product', path: '/product/addproduct' },
  {
    name: 'add-book',
    path: '/product/addproduct?layout=1',
    ready: (page) => page.getByRole('table', { name: 'Katalog Buku' }).locator('tbody tr').first().waitFor(),
  },
  {
    name: 'add-goods',
    path: '/product/addproduct?layout=3',
    ready: (page) => page.locator('.product-form').first().waitFor(),
  },
  {
    name: 'add-service',
    path: '/product/addproduct?layout=4',
    ready: (page) => page.locator('.product-form').first().waitFor(),
  },
  {
    name: 'add-mass',
    path: '/product/addproduct?layout=5',
    ready: (page) => page.getByRole('tablist').first().waitFor(),
  },
  {
    name: 'add-precatalogue',
    path: '/product/addproduct?layout=6',
    ready: (page) => page.getByText('Layout Pra Katalog belum tersedia untuk penyedia.').waitFor(),
  },
];

describe('every product screen, both widths', () => {
  const p = usePortal();
  for (const screen of SCREENS) it(screen.name, () => checkScreen(p, screen));
});

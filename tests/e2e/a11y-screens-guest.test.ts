import { describe, it } from 'vitest';
import { checkScreen, type ScreenCase } from './support/a11y';
import { usePortal } from './support/portal';

/** The pages a seller sees before logging in, at 1366 and 390 px. */
const SCREENS: readonly ScreenCase[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register', ready: (page) => page.locator('form').first().waitFor() },
  { name: 'forgot', path: '/forgot', ready: (page) => page.locator('form').first().waitFor() },
];

describe('every guest page, both widths', () => {
  const p = usePortal({ login: false });
  for (const screen of SCREENS) it(screen.name, () => checkScreen(p, screen));
});

import { beforeEach, describe, it } from 'vitest';
import { expectAccessible, WIDTHS } from './support/a11y';
import { SUITE_INSTANT, usePortal } from './support/portal';
import { steppableClock } from './support/sandboxClock';
import { FORGOT_FLOW_LIFETIME_MS } from '@core/account/forgot';
import { startWithStorage, walkTo } from './account-support';

/**
 * Each step of the forgot-password flow at 1366 and 390 px (the seeds' portal had
 * aria-prohibited-attr on its step list), each reached by walking the steps before it, as the page
 * keeps the code in memory only.
 */
describe('forgot password, every step', () => {
  // The sandbox limits codes per address and per client in 15 minutes; each test starts past the last one's.
  const sandboxTime = steppableClock(SUITE_INSTANT);
  const p = usePortal({ login: false, clock: sandboxTime });
  beforeEach(() => sandboxTime.advance(FORGOT_FLOW_LIFETIME_MS + 60_000));

  const READY = ['Kirim Kode', 'Verifikasi', 'Simpan Password'] as const;

  for (const step of [0, 1, 2] as const) {
    it(`step ${step}`, async () => {
      for (const size of WIDTHS) {
        await startWithStorage(p);
        await p.page.setViewportSize(size);
        await walkTo(p, step);
        await p.page.getByRole('button', { name: READY[step] }).waitFor();
        await p.screenshot(`screens-forgot-step-${step}-${size.width}`);
        await expectAccessible(p, `forgot-password step ${step} at ${size.width} px`);
      }
    });
  }
});

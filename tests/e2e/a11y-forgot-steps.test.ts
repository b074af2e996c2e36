import { describe, it } from 'vitest';
import { expectAccessible, WIDTHS } from './support/a11y';
import { accountApiAs, answerOf } from './support/accounts';
import { sandboxForgotCode } from './support/forgotCode';
import { DEMO_SELLER, usePortal } from './support/portal';
import { startWithStorage } from './account-support';

/**
 * Issue 17: each step of the forgot-password flow (the seeds' portal had aria-prohibited-attr on
 * its step list) at 1366 and 390 px, each started from what the earlier steps leave.
 */
describe('forgot password, every step (issue 17)', () => {
  const p = usePortal({ login: false });
  const email = DEMO_SELLER.email;

  /** The sandbox sent a code to the e-mail (step 0 done): returns it. */
  const codeSent = async () => {
    const api = await accountApiAs(p, null);
    await answerOf(api.forgotPassword({ email }));
    return sandboxForgotCode(p, email);
  };

  const STEPS: readonly {
    readonly step: number;
    readonly storage: () => Promise<Record<string, string>>;
    readonly ready: string;
  }[] = [
    { step: 0, storage: () => Promise.resolve({}), ready: 'Kirim Kode' },
    {
      step: 1,
      storage: async () => {
        await codeSent();
        return { 'forgot.email': email };
      },
      ready: 'Verifikasi',
    },
    {
      step: 2,
      storage: async () => {
        const code = await codeSent();
        await answerOf((await accountApiAs(p, null)).checkForgotPassword({ email, code }));
        return { 'forgot.email': email, 'forgot.code': code, 'forgot.codeSent': '1' };
      },
      ready: 'Simpan Password',
    },
  ];

  for (const { step, storage, ready } of STEPS) {
    it(`step ${step}`, async () => {
      const entries = await storage();
      for (const size of WIDTHS) {
        await startWithStorage(p, entries);
        await p.page.setViewportSize(size);
        await p.visit(`/forgot?_stepforgot=${step}`);
        await p.page.waitForURL(new RegExp(`_stepforgot=${step}`));
        await p.page.getByRole('button', { name: ready }).waitFor();
        await p.screenshot(`screens-forgot-step-${step}-${size.width}`);
        await expectAccessible(p, `forgot-password step ${step} at ${size.width} px`);
      }
    });
  }
});

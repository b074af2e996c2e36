import { beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_CODE_COUNTDOWN_SECONDS, FORGOT_FLOW_LIFETIME_MS, FORGOT_TEXTS } from '@core/account/forgot';
import { describeApiError } from '@core/api/errors';
import { accountApiAs, answerOf } from './support/accounts';
import { expectNoAxeViolations } from './support/a11y';
import { sandboxForgotCode } from './support/forgotCode';
import { DEMO_SELLER, PHONE, SUITE_INSTANT, usePortal } from './support/portal';
import { steppableClock } from './support/sandboxClock';
import { expectToast, startWithStorage, walkTo } from './account-support';

/**
 * '/forgot?_stepforgot=N' for the demo seller: e-mail, code, new password. The browser keeps the
 * flow in the tab only (session storage: the address and when it began), never the code, so each
 * step is reached by walking the steps before it in the page. The flow ends when the seller leaves
 * it, after 15 minutes, or on 'Kembali ke Login'; a second person at the same browser starts over.
 * The one test that sets a new password changes nothing another test here relies on.
 */
describe('forgot password', () => {
  // The sandbox limits codes per address and per client in 15 minutes; each test starts past the last one's.
  const sandboxTime = steppableClock(SUITE_INSTANT);
  const p = usePortal({ login: false, clock: sandboxTime });
  beforeEach(() => sandboxTime.advance(FORGOT_FLOW_LIFETIME_MS + 60_000));
  const email = DEMO_SELLER.email;

  const page = () => p.page;
  /** Everything the browser keeps for the origin, local and session storage alike. */
  const kept = () =>
    page().evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }));
  const boxes = () => page().getByRole('group', { name: 'Kode verifikasi' }).locator('input');
  const restart = () => page().getByRole('button', { name: FORGOT_TEXTS.restart });
  const refused = (path: string) => new RegExp(`status of 40\\d \\([A-Za-z ]+\\) \\(http://[^)]+/api/${path}\\)`);

  it('step 0: an unknown e-mail gets the same answer as a known one, so nobody learns who has an account, and no code is sent', async () => {
    await startWithStorage(p);
    await p.visit('/forgot?_stepforgot=2');
    // Nothing kept: whatever the URL says, the page starts at step 0.
    await page().waitForURL(/_stepforgot=0/);
    await page().getByLabel('Email').fill('tidak.ada@contoh.id');
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await expectToast(page(), 'Kode verifikasi telah dikirim ke email Anda');
    await page().waitForURL(/_stepforgot=1/);
    expect(p.sandbox.mailbox.lastTo('tidak.ada@contoh.id')).toBeUndefined();
    await p.screenshot('account-forgot-0-1366');
  });

  it("step 0: 'bukan email' is refused at the field ('Format email tidak valid') and nothing is sent", async () => {
    await startWithStorage(p);
    await p.visit('/forgot?_stepforgot=0');
    const sent: string[] = [];
    page().on('request', (req) => {
      if (req.url().includes('/api/user/forgotPassword/seller')) sent.push(req.url());
    });
    await page().getByLabel('Email').fill('bukan email');
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await page().getByText('Format email tidak valid').waitFor();
    expect(new URL(page().url()).searchParams.get('_stepforgot')).toBe('0');
    expect(sent).toEqual([]);
  });

  it('step 0: a known e-mail moves to step 1 with the 60 s countdown; the tab keeps only the address and the start', async () => {
    await startWithStorage(p);
    await p.visit('/forgot?_stepforgot=0');
    await page().waitForURL(/_stepforgot=0/);
    // The form first: a clock paused while the screen's chunk is still loading would hold React's
    // fallback timer, and the form would never show.
    await page().getByLabel('Email').waitFor();
    // The countdown runs on the page's clock: it stands at its start until the test moves it.
    const now = await p.freezeTime();
    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await expectToast(page(), 'Kode verifikasi telah dikirim ke email Anda');
    await page().waitForURL(/_stepforgot=1/);
    expect(await kept()).toEqual({ local: {}, session: { 'forgot.flow': JSON.stringify({ email, startedAt: now }) } });
    expect(p.sandbox.mailbox.lastTo(email)?.text).toMatch(/^\d{6}$/);
    await page().getByText(`Kirim ulang kode dalam ${FORGOT_CODE_COUNTDOWN_SECONDS} detik`).waitFor();
    await page().clock.resume();
  });

  it('step 1: a wrong code is refused, a pasted code fills every box and moves to step 2; the code is kept nowhere', async () => {
    p.allowErrors(refused('user/checkForgotPassword/seller'));
    await startWithStorage(p);
    await walkTo(p, 1);
    const code = sandboxForgotCode(p, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const [i, digit] of [...wrong].entries()) await boxes().nth(i).fill(digit);
    await page().getByRole('button', { name: 'Verifikasi' }).click();
    await expectToast(page(), 'Kode verifikasi salah');
    await p.screenshot('account-forgot-1-1366');

    await boxes().first().focus();
    await page().evaluate((text) => {
      const box = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect
      .poll(() => boxes().evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join('')))
      .toBe(code);
    await page().getByRole('button', { name: 'Verifikasi' }).click();
    await expectToast(page(), 'Kode verifikasi benar');
    await page().waitForURL(/_stepforgot=2/);
    expect(JSON.stringify(await kept())).not.toContain(code);
  });

  it('step 2: sets the new password, keeps nothing and leads to /login, where it works', async () => {
    await startWithStorage(p);
    await walkTo(p, 2);
    await page().getByLabel('Password Baru', { exact: true }).fill('PasswordBaru2026');
    await page().getByLabel('Konfirmasi Password Baru').fill('PasswordBeda2026');
    await page().getByRole('button', { name: 'Simpan Password' }).click();
    await expectToast(page(), 'Konfirmasi Password belum cocok');
    await page().getByText('Password tidak cocok').waitFor();
    await p.screenshot('account-forgot-2-1366');

    await page().getByLabel('Konfirmasi Password Baru').fill('PasswordBaru2026');
    await page().getByRole('button', { name: 'Simpan Password' }).click();
    await expectToast(page(), 'Password berhasil diubah');
    await page().waitForURL(/\/penyedia\/login$/);
    expect(await kept()).toEqual({ local: {}, session: {} });

    await page().getByLabel('Email').fill(email);
    await page().getByLabel('Password', { exact: true }).fill('PasswordBaru2026');
    await page().getByRole('button', { name: 'Login' }).click();
    await page().waitForURL(/\/penyedia\/dashboard/);
  });

  it("a second person on the same browser cannot continue the first one's reset", async () => {
    await startWithStorage(p);
    // The first person verifies the code, then clicks 'Kembali ke Login' and walks away.
    await walkTo(p, 2);
    await page().getByRole('link', { name: 'Kembali ke Login' }).click();
    await page().waitForURL(/\/penyedia\/login$/);
    expect(await kept()).toEqual({ local: {}, session: {} });

    // The next person clicks 'Lupa Password?': the flow starts from an empty e-mail.
    await page().getByRole('link', { name: 'Lupa Password?' }).click();
    await page().waitForURL(/_stepforgot=0/);
    expect(await page().getByLabel('Email').inputValue()).toBe('');
    // Asking for the last step by its URL leads to the first.
    await page().goto(p.url('/forgot?_stepforgot=2'));
    await page().waitForURL(/_stepforgot=0/);
    expect(await page().getByRole('button', { name: 'Simpan Password' }).count()).toBe(0);

    // Even with the first person's e-mail and the code's step at hand, the password cannot be set: the
    // step 1 the next person reaches asks for the code again, which went to the first person's inbox.
    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await page().waitForURL(/_stepforgot=1/);
    expect(await page().getByRole('button', { name: 'Simpan Password' }).count()).toBe(0);
    await expectNoAxeViolations(p, 'forgot password after a second person opened it');
  });

  it('a reset left open ends after 15 minutes, and a reload of the last step asks for the code again', async () => {
    await startWithStorage(p);
    await walkTo(p, 2);
    // A reload keeps the tab's flow, never the code: the page is back at the code step.
    await page().reload();
    await page().waitForURL(/_stepforgot=1/);
    await p.freezeTime();
    await page().clock.runFor(FORGOT_FLOW_LIFETIME_MS);
    await page().waitForURL(/_stepforgot=0/);
    await expectToast(page(), FORGOT_TEXTS.expired);
    expect(await kept()).toEqual({ local: {}, session: {} });
    await page().clock.resume();
  });

  it("every step offers 'Mulai ulang', back to an empty e-mail", async () => {
    for (const step of [0, 1, 2] as const) {
      await startWithStorage(p);
      await walkTo(p, step);
      await restart().click();
      await page().waitForURL(/_stepforgot=0/);
      expect(await page().getByLabel('Email').inputValue()).toBe('');
      expect(await kept()).toEqual({ local: {}, session: {} });
    }
  });

  it('what an older portal left in local storage (the e-mail, the code, the sent flag) is dropped unread', async () => {
    await startWithStorage(p, { 'forgot.email': email, 'forgot.code': '123456', 'forgot.codeSent': '1' });
    await p.visit('/forgot?_stepforgot=2');
    await page().waitForURL(/_stepforgot=0/);
    expect(await kept()).toEqual({ local: {}, session: {} });
  });

  it('looks finished at 390 px wide', async () => {
    await page().setViewportSize(PHONE);
    await startWithStorage(p);
    await p.visit('/forgot?_stepforgot=0');
    await page().getByRole('button', { name: 'Kirim Kode' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await p.screenshot('account-forgot-390');
    await p.visit('/register');
    await page().getByLabel('Nama Toko').waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await p.screenshot('account-register-390');
  });

  it('step 1: the resend link appears when the 60-second countdown ends and sends a new code that replaces the old one', async () => {
    await startWithStorage(p);
    await p.freezeTime();
    await p.visit('/forgot?_stepforgot=0');
    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await page().waitForURL(/_stepforgot=1/);
    const first = sandboxForgotCode(p, email);
    const resend = page().getByRole('button', { name: 'Kirim Ulang Kode' });
    await page().getByText('Kirim ulang kode dalam 60 detik').waitFor();
    expect(await resend.count()).toBe(0);
    await page().clock.runFor(30_000);
    await page().getByText('Kirim ulang kode dalam 30 detik').waitFor();
    // Just before the deadline the countdown is still there; at it, the resend link takes its place.
    await page().clock.runFor(29_999);
    await page().getByText('Kirim ulang kode dalam 1 detik').waitFor();
    expect(await resend.count()).toBe(0);
    await page().clock.runFor(1);
    await resend.waitFor();
    expect(
      await page()
        .getByText(/Kirim ulang kode dalam/)
        .count(),
    ).toBe(0);

    const sent = page().waitForRequest((req) => req.url().includes('/api/user/forgotPassword/seller'));
    await resend.click();
    await sent;
    await expectToast(page(), 'Kode verifikasi telah dikirim ke email Anda');
    await page().getByText('Kirim ulang kode dalam 60 detik').waitFor();
    await page().clock.resume();
    // The new code replaces the old one: the old one no longer verifies, the new one does.
    const second = sandboxForgotCode(p, email);
    expect(second).toMatch(/^\d{6}$/);
    const api = await accountApiAs(p, null);
    // One draw in a million repeats the old code; then there is no old code to refuse.
    if (second !== first) {
      const old = await api.checkForgotPassword({ email, code: first });
      expect(old.isErr() && describeApiError(old.error)).toBe('Kode verifikasi salah');
    }
    await answerOf(api.checkForgotPassword({ email, code: second }));
  });
});

import { describe, expect, it } from 'vitest';
import { FORGOT_CODE_COUNTDOWN_SECONDS } from '@core/account/rules';
import { describeApiError } from '@core/api/errors';
import { accountApiAs, answerOf } from './support/accounts';
import { sandboxForgotCode } from './support/forgotCode';
import { DEMO_SELLER, PHONE, usePortal } from './support/portal';
import { expectToast, startWithStorage } from './account-support';

/**
 * '/forgot?_stepforgot=N' (spec 000 §2, §4, §5, §8) for the demo seller. Each step starts from what
 * the earlier steps leave (the stored e-mail, the verified code), set up through the API and local
 * storage. The one test that sets a new password changes nothing another test here relies on.
 */
describe('forgot password', () => {
  const p = usePortal({ login: false });
  const email = DEMO_SELLER.email;

  const page = () => p.page;
  const stored = () =>
    page().evaluate(() => ({
      email: localStorage.getItem('forgot.email'),
      code: localStorage.getItem('forgot.code'),
      sent: localStorage.getItem('forgot.codeSent'),
    }));
  const boxes = () => page().getByRole('group', { name: 'Kode verifikasi' }).locator('input');
  /** The sandbox sent a code to the e-mail (step 0 done): returns it. */
  const codeSent = async () => {
    const api = await accountApiAs(p, null);
    await answerOf(api.forgotPassword({ email }));
    return sandboxForgotCode(p, email);
  };
  const refused = (path: string) => new RegExp(`status of 40\\d \\([A-Za-z ]+\\) \\(http://[^)]+/api/${path}\\)`);

  it('step 0: an unknown e-mail gets the same answer as a known one, so nobody learns who has an account, and no code is sent', async () => {
    await startWithStorage(p);
    await p.visit('/forgot?_stepforgot=2');
    // Nothing stored: whatever the URL says, the page starts at step 0.
    await page().waitForURL(/_stepforgot=0/);
    await page().getByLabel('Email').fill('tidak.ada@contoh.id');
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await expectToast(page(), 'Kode verifikasi telah dikirim ke email Anda');
    await page().waitForURL(/_stepforgot=1/);
    expect(p.sandbox.mailbox.lastTo('tidak.ada@contoh.id')).toBeUndefined();
    await p.screenshot('account-forgot-0-1366');
  });

  it('step 0: a known e-mail is stored and moves to step 1 with the 60 s countdown', async () => {
    await startWithStorage(p);
    await p.visit('/forgot?_stepforgot=0');
    await page().waitForURL(/_stepforgot=0/);
    // The form first: a clock paused while the screen's chunk is still loading would hold React's
    // fallback timer, and the form would never show.
    await page().getByLabel('Email').waitFor();
    // The countdown runs on the page's clock: it stands at its start until the test moves it.
    await p.freezeTime();
    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await expectToast(page(), 'Kode verifikasi telah dikirim ke email Anda');
    await page().waitForURL(/_stepforgot=1/);
    expect(await stored()).toEqual({ email, code: null, sent: null });
    expect(p.sandbox.mailbox.lastTo(email)?.text).toMatch(/^\d{6}$/);
    await page().getByText(`Kirim ulang kode dalam ${FORGOT_CODE_COUNTDOWN_SECONDS} detik`).waitFor();
    await page().clock.resume();
  });

  it('step 1: six boxes, a wrong code is refused, a pasted code fills every box and moves to step 2', async () => {
    p.allowErrors(refused('user/checkForgotPassword/seller'));
    const code = await codeSent();
    await startWithStorage(p, { 'forgot.email': email });
    // A stored e-mail without a verified code is step 1, whatever the URL says.
    await p.visit('/forgot?_stepforgot=0');
    await page().waitForURL(/_stepforgot=1/);
    await expect.poll(() => boxes().count()).toBe(6);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const [i, digit] of [...wrong].entries()) await boxes().nth(i).fill(digit);
    await page().getByRole('button', { name: 'Verifikasi' }).click();
    await expectToast(page(), 'Kode verifikasi salah');
    expect((await stored()).sent).toBeNull();
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
    expect(await stored()).toEqual({ email, code, sent: '1' });
  });

  it('step 2: sets the new password, clears what was stored and leads to /login, where it works', async () => {
    const code = await codeSent();
    const api = await accountApiAs(p, null);
    await answerOf(api.checkForgotPassword({ email, code }));
    await startWithStorage(p, { 'forgot.email': email, 'forgot.code': code, 'forgot.codeSent': '1' });
    // The sent-code flag is step 2, whatever the URL says.
    await p.visit('/forgot?_stepforgot=0');
    await page().waitForURL(/_stepforgot=2/);
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
    expect(await stored()).toEqual({ email: null, code: null, sent: null });

    await page().getByLabel('Email').fill(email);
    await page().getByLabel('Password', { exact: true }).fill('PasswordBaru2026');
    await page().getByRole('button', { name: 'Login' }).click();
    await page().waitForURL(/\/penyedia\/dashboard/);
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

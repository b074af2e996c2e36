import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountState } from '@cli/sandbox/areas/account/state';
import { openPortal, screenshot, waitForSplash, type PortalHarness } from './support/browser';
import { expectToast } from './account-support';

/** '/forgot?_stepforgot=N' (spec 000 §2, §4, §5, §8) for the demo seller. */
describe('forgot password', () => {
  let h: PortalHarness;
  const email = 'penyedia@contoh.id';

  beforeAll(async () => {
    h = await openPortal();
  });
  afterAll(async () => {
    await h?.close();
  });

  const page = () => h.page;
  const stored = () =>
    page().evaluate(() => ({
      email: localStorage.getItem('forgot.email'),
      code: localStorage.getItem('forgot.code'),
      sent: localStorage.getItem('forgot.codeSent'),
    }));
  const sandboxCode = () => h.sandbox.sandbox.store.get<AccountState>('account').passwordResets.find((r) => r.email === email)?.code ?? '';
  const boxes = () => page().getByRole('group', { name: 'Kode verifikasi' }).locator('input');

  it('step 0: an unknown e-mail gives the server message; a known one stores it and moves to step 1', async () => {
    await page().goto(h.url('/forgot?_stepforgot=2'));
    await waitForSplash(page());
    // Nothing stored: whatever the URL says, the page starts at step 0.
    await page().waitForURL(/_stepforgot=0/);
    await page().getByLabel('Email').fill('tidak.ada@contoh.id');
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await expectToast(page(), 'Email tidak terdaftar');
    await screenshot(page(), 'account-forgot-0-1366');

    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await expectToast(page(), 'Kode verifikasi telah dikirim ke email Anda');
    await page().waitForURL(/_stepforgot=1/);
    expect(await stored()).toEqual({ email, code: null, sent: null });
    await page().getByText(/Kirim ulang kode dalam (60|59|58) detik/).waitFor();
  });

  it('step 1: six boxes, a wrong code is refused, a pasted code fills every box and moves to step 2', async () => {
    expect(await boxes().count()).toBe(6);
    // A reload keeps step 1: the e-mail is stored, the code not yet verified.
    await page().reload();
    await waitForSplash(page());
    await page().waitForURL(/_stepforgot=1/);
    const code = sandboxCode();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const [i, digit] of [...wrong].entries()) await boxes().nth(i).fill(digit);
    await page().getByRole('button', { name: 'Verifikasi' }).click();
    await expectToast(page(), 'Kode verifikasi salah');
    expect((await stored()).sent).toBeNull();
    await screenshot(page(), 'account-forgot-1-1366');

    await boxes().first().focus();
    await page().evaluate((text) => {
      const box = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    expect(await boxes().evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(''))).toBe(code);
    await page().getByRole('button', { name: 'Verifikasi' }).click();
    await expectToast(page(), 'Kode verifikasi benar');
    await page().waitForURL(/_stepforgot=2/);
    expect(await stored()).toEqual({ email, code, sent: '1' });
  });

  it('step 2: sets the new password, clears what was stored and leads to /login, where it works', async () => {
    await page().reload();
    await waitForSplash(page());
    await page().waitForURL(/_stepforgot=2/);
    await page().getByLabel('Password Baru', { exact: true }).fill('PasswordBaru2026');
    await page().getByLabel('Konfirmasi Password Baru').fill('PasswordBeda2026');
    await page().getByRole('button', { name: 'Simpan Password' }).click();
    await expectToast(page(), 'Konfirmasi Password belum cocok');
    await page().getByText('Password tidak cocok').waitFor();
    await screenshot(page(), 'account-forgot-2-1366');

    await page().getByLabel('Konfirmasi Password Baru').fill('PasswordBaru2026');
    await page().getByRole('button', { name: 'Simpan Password' }).click();
    await expectToast(page(), 'Password berhasil diubah');
    await page().waitForURL(/\/penyedia\/login$/);
    expect(await stored()).toEqual({ email: null, code: null, sent: null });

    await page().getByLabel('Email').fill(email);
    await page().getByLabel('Password').fill('PasswordBaru2026');
    await page().getByRole('button', { name: 'Login' }).click();
    await page().waitForURL(/\/penyedia\/dashboard/);
  });

  it('looks finished at 390 px wide', async () => {
    await page().evaluate(() => localStorage.removeItem('token'));
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(h.url('/forgot?_stepforgot=0'));
    await waitForSplash(page());
    await page().getByRole('button', { name: 'Kirim Kode' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page(), 'account-forgot-390');
    await page().goto(h.url('/register'));
    await waitForSplash(page());
    await page().getByLabel('Nama Toko').waitFor();
    expect(await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page(), 'account-register-390');
  });

  it("step 1: the resend link appears after the 60-second countdown and sends a new code", async () => {
    await page().setViewportSize({ width: 1366, height: 768 });
    await page().clock.install();
    await page().goto(h.url('/forgot?_stepforgot=0'));
    await page().clock.runFor(1000); // the 800 ms start-up loader
    await page().getByLabel('Email').fill(email);
    await page().getByRole('button', { name: 'Kirim Kode' }).click();
    await page().waitForURL(/_stepforgot=1/);
    await page().getByText('Kirim ulang kode dalam 60 detik').waitFor();
    expect(await page().getByRole('button', { name: 'Kirim Ulang Kode' }).count()).toBe(0);
    await page().clock.fastForward(30_000);
    await page().getByText('Kirim ulang kode dalam 30 detik').waitFor();
    await page().clock.fastForward(31_000);
    const resend = page().getByRole('button', { name: 'Kirim Ulang Kode' });
    await resend.waitFor();
    const sent = page().waitForRequest((req) => req.url().includes('/api/user/forgotPassword/seller'));
    await resend.click();
    await sent;
    await page().getByText('Kirim ulang kode dalam 60 detik').waitFor();
    // The new code replaces the old one: one pending reset for the e-mail.
    const resets = h.sandbox.sandbox.store.get<AccountState>('account').passwordResets.filter((r) => r.email === email);
    expect(resets).toHaveLength(1);
    expect(resets[0]?.code).toMatch(/^\d{6}$/);
  });

  it('threw no uncaught error in the page', () => {
    expect(h.errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_SELLER, DESKTOP, PHONE, usePortal } from './support/portal';

/** Login, the session, login messages, login failure and toasts. */
describe('login page', () => {
  const p = usePortal({ login: false });

  const email = () => p.page.getByLabel('Email');
  const password = () => p.page.getByLabel('Password', { exact: true });
  const submit = () => p.page.getByRole('button', { name: 'Login' });
  const openLogin = async () => {
    await p.page.goto(p.url('/login'));
    await p.page.evaluate(() => window.localStorage.removeItem('token'));
    await p.visit('/login');
  };

  it("shows 'Login Penjual' with the links to /forgot?_stepforgot=0 and /register", async () => {
    await openLogin();
    await expect.poll(() => p.page.title()).toBe('Login | Penyedia');
    await p.page.getByRole('heading', { level: 1, name: 'Login Penjual' }).waitFor();
    expect(await p.page.getByRole('link', { name: 'Lupa Password?' }).getAttribute('href')).toBe(
      '/penyedia/forgot?_stepforgot=0',
    );
    expect(await p.page.getByRole('link', { name: 'Daftar sebagai Penyedia' }).getAttribute('href')).toBe(
      '/penyedia/register',
    );
    await p.screenshot('login-1366');
    await p.resize(PHONE);
    await p.page.getByRole('heading', { name: 'Login Penjual' }).waitFor();
    const box = await submit().boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    await p.screenshot('login-390');
    await p.resize(DESKTOP);
  });

  it("empty e-mail and password give 'Email tidak boleh kosong' and 'Password tidak boleh kosong'", async () => {
    await openLogin();
    await submit().click();
    await p.page.getByText('Email tidak boleh kosong').waitFor();
    await p.page.getByText('Password tidak boleh kosong').waitFor();
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(await password().getAttribute('aria-invalid')).toBe('true');
    expect(p.page.url()).toMatch(/\/penyedia\/login$/);
  });

  it("shows 'Password tidak boleh kosong' live when the password is cleared", async () => {
    await openLogin();
    await password().fill('abc');
    expect(await p.page.getByText('Password tidak boleh kosong').count()).toBe(0);
    await password().fill('');
    await p.page.getByText('Password tidak boleh kosong').waitFor();
    await password().fill('x');
    await p.page.getByText('Password tidak boleh kosong').waitFor({ state: 'detached' });
  });

  it('a wrong password shows the error toast, marks the fields invalid and stores no token', async () => {
    await openLogin();
    p.allowErrors(/status of 4\d\d/);
    await email().fill(DEMO_SELLER.email);
    await password().fill('salah-sekali');
    await submit().click();
    const toastMessage = p.page.getByRole('status').filter({ hasText: 'Email atau password salah' });
    await toastMessage.waitFor();
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(await password().getAttribute('aria-invalid')).toBe('true');
    expect(await p.storedToken()).toBeNull();
    // Top-right: the toast sits in the upper right part of the window.
    const box = await toastMessage.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(DESKTOP.width - 120);
    expect(box?.y ?? 1000).toBeLessThan(160);
    await p.screenshot('login-wrong-password');
  });

  it('shows at most 5 toasts at once', async () => {
    await openLogin();
    p.allowErrors(/status of 4\d\d/);
    await email().fill(DEMO_SELLER.email);
    await password().fill('salah');
    for (let i = 0; i < 7; i += 1) {
      const answered = p.page.waitForResponse((res) => res.url().includes('/user/login/seller'));
      await submit().click();
      await answered;
      await expect.poll(() => submit().isEnabled()).toBe(true);
    }
    // Dismissed toasts leave the DOM after their exit animation; the visible ones stay at five.
    const toasts = p.page
      .locator('[data-rht-toaster] [role="status"]')
      .filter({ hasText: 'Email atau password salah' });
    await expect.poll(() => toasts.count()).toBe(5);
  });

  it('keeps the spinner and the disabled button until the profile is loaded, then lands on /penyedia/dashboard', async () => {
    await openLogin();
    // Only the profile call of the login itself is held; later calls (the shell's own) pass.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let intercepted = 0;
    await p.page.route(
      '**/api/user/profile/seller',
      async (route) => {
        intercepted += 1;
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await email().fill(DEMO_SELLER.email);
    await password().fill(DEMO_SELLER.password);
    await submit().click();
    await expect.poll(() => intercepted).toBe(1);
    await expect.poll(() => submit().getAttribute('aria-busy')).toBe('true');
    expect(await submit().isDisabled()).toBe(true);
    expect(p.page.url()).toMatch(/\/login$/);
    release();
    await p.page.waitForURL(/\/penyedia\/dashboard$/);
    await p.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => p.page.title()).toBe('Dashboard | Penyedia');
    expect(await p.storedToken()).toMatch(/\S+/);
  });

  it('sends a logged-in user away from the guest-only /login, /register and /forgot', async () => {
    await p.login();
    for (const path of ['/login', '/register', '/forgot']) {
      await p.page.goto(p.url(path));
      await p.page.waitForURL(/\/penyedia\/dashboard$/);
    }
  });
});

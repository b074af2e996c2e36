import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../support/sandbox';
import { clearToken, loginAsDemo, openPortal, screenshot, storedToken, waitForSplash, type PortalHarness } from './support/browser';

/** Spec 000 §2 (Login), §4 (Session, Login), §5 (Login messages), §8 (login failure), §9 (toasts). */
describe('login page', () => {
  let h: PortalHarness;

  beforeAll(async () => {
    h = await openPortal();
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await h.page.goto(h.url('/login'));
    await clearToken(h.page);
  });

  const email = () => h.page.getByLabel('Email');
  const password = () => h.page.getByLabel('Password', { exact: true });
  const submit = () => h.page.getByRole('button', { name: 'Login' });

  it("shows 'Login Penjual' with the links to /forgot?_stepforgot=0 and /register", async () => {
    await expect.poll(() => h.page.title()).toBe('Login | Penyedia');
    await h.page.getByRole('heading', { level: 1, name: 'Login Penjual' }).waitFor();
    await waitForSplash(h.page);
    expect(await h.page.getByRole('link', { name: 'Lupa Password?' }).getAttribute('href')).toBe('/penyedia/forgot?_stepforgot=0');
    expect(await h.page.getByRole('link', { name: 'Daftar sebagai Penyedia' }).getAttribute('href')).toBe('/penyedia/register');
    await screenshot(h.page, 'login-1366');
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.getByRole('heading', { name: 'Login Penjual' }).waitFor();
    const box = await submit().boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    await screenshot(h.page, 'login-390');
    await h.page.setViewportSize({ width: 1366, height: 768 });
  });

  it("empty e-mail and password give 'Email tidak boleh kosong' and 'Password tidak boleh kosong'", async () => {
    await submit().click();
    await h.page.getByText('Email tidak boleh kosong').waitFor();
    await h.page.getByText('Password tidak boleh kosong').waitFor();
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(await password().getAttribute('aria-invalid')).toBe('true');
    expect(h.page.url()).toMatch(/\/penyedia\/login$/);
  });

  it("shows 'Password tidak boleh kosong' live when the password is cleared", async () => {
    await password().fill('abc');
    expect(await h.page.getByText('Password tidak boleh kosong').count()).toBe(0);
    await password().fill('');
    await h.page.getByText('Password tidak boleh kosong').waitFor();
    await password().fill('x');
    await h.page.getByText('Password tidak boleh kosong').waitFor({ state: 'detached' });
  });

  it('a wrong password shows the error toast, marks the fields invalid and stores no token', async () => {
    await email().fill(DEMO_SELLER.email);
    await password().fill('salah-sekali');
    await submit().click();
    const toastMessage = h.page.getByRole('status').filter({ hasText: 'Email atau password salah' });
    await toastMessage.waitFor();
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(await password().getAttribute('aria-invalid')).toBe('true');
    expect(await storedToken(h.page)).toBeNull();
    // Top-right: the toast sits in the upper right part of the window.
    const box = await toastMessage.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1366 - 120);
    expect(box?.y ?? 1000).toBeLessThan(160);
    await screenshot(h.page, 'login-wrong-password');
  });

  it('shows at most 5 toasts at once (spec 000 §9)', async () => {
    await email().fill(DEMO_SELLER.email);
    await password().fill('salah');
    for (let i = 0; i < 7; i += 1) {
      const answered = h.page.waitForResponse((res) => res.url().includes('/user/login/seller'));
      await submit().click();
      await answered;
      await expect.poll(() => submit().isEnabled()).toBe(true);
    }
    // Dismissed toasts leave the DOM after their exit animation (1 s).
    await h.page.waitForTimeout(1_500);
    expect(await h.page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: 'Email atau password salah' }).count()).toBe(5);
  });

  it('keeps the spinner and the disabled button until the profile is loaded, then lands on /penyedia/dashboard', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await h.page.route('**/api/user/profile/seller', async (route) => {
      await held;
      await route.continue();
    });
    await email().fill(DEMO_SELLER.email);
    await password().fill(DEMO_SELLER.password);
    await submit().click();
    await expect.poll(() => submit().getAttribute('aria-busy')).toBe('true');
    expect(await submit().isDisabled()).toBe(true);
    expect(h.page.url()).toMatch(/\/login$/);
    release();
    await h.page.waitForURL(/\/penyedia\/dashboard$/);
    await h.page.unroute('**/api/user/profile/seller');
    await h.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => h.page.title()).toBe('Dashboard | Penyedia');
    expect(await storedToken(h.page)).toMatch(/\S+/);
  });

  it('sends a logged-in user away from the guest-only /login, /register and /forgot', async () => {
    await loginAsDemo(h);
    for (const path of ['/login', '/register', '/forgot']) {
      await h.page.goto(h.url(path));
      await h.page.waitForURL(/\/penyedia\/dashboard$/);
    }
  });
});

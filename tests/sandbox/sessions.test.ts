import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOGIN_LIMIT } from '@cli/sandbox/limiter';
import type { AccountState } from '@cli/sandbox/areas/account/state';
import { emailKey } from '@cli/sandbox/areas/account/state';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../support/sandbox';
import { TestClock } from '../support/testClock';
import { callFrom } from './support/fromClient';

/*
 * Sessions and account security: idle expiry, a logout that ends its own session and one that ends
 * them all, sessions that end with a password change or reset, a restart that keeps live sessions,
 * login limits, hashed passwords, a forgotten-password flow that tells nothing and cannot be guessed.
 */

let running: RunningSandbox | null = null;
let dataDir: string | null = null;
const HOUR = 3_600_000;

afterEach(async () => {
  await running?.stop();
  running = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
});

async function open(options: Parameters<typeof startSandbox>[0] = {}): Promise<RunningSandbox> {
  running = await startSandbox(options);
  return running;
}

async function login(
  h: RunningSandbox,
  who: { email: string; password: string } = DEMO_SELLER,
): Promise<{ status: number; message: string; token: string; retryAfter: string | null }> {
  const res = await fetch(`${h.apiRoot}/user/login/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { status: { message: string }; data: unknown };
  return {
    status: res.status,
    message: body.status.message,
    token: typeof body.data === 'string' ? body.data : '',
    retryAfter: res.headers.get('retry-after'),
  };
}

async function profileStatus(h: RunningSandbox, token: string): Promise<number> {
  return (await fetch(`${h.apiRoot}/user/profile/seller`, { headers: { Authorization: token } })).status;
}

async function call(
  h: RunningSandbox,
  method: string,
  path: string,
  token: string | null,
  body: unknown,
): Promise<{ status: number; code: number; message: string }> {
  const res = await fetch(`${h.apiRoot}/${path}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: { code: number; message: string } };
  return { status: res.status, code: json.status.code, message: json.status.message };
}

describe('sessions', () => {
  it('end after the idle time (12 hours by default), and using one keeps it alive', async () => {
    const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
    const h = await open({ clock });
    const used = (await login(h)).token;
    const idle = (await login(h)).token;
    for (let i = 0; i < 3; i++) {
      clock.advance(5 * HOUR);
      expect(await profileStatus(h, used)).toBe(200);
    }
    expect(await profileStatus(h, idle)).toBe(401);
  });

  it('follow --session-idle', async () => {
    const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
    const h = await open({ clock, sessionIdleMs: 30 * 60_000 });
    const token = (await login(h)).token;
    clock.advance(29 * 60_000);
    expect(await profileStatus(h, token)).toBe(200);
    clock.advance(31 * 60_000);
    expect(await profileStatus(h, token)).toBe(401);
  });

  it('logout ends this session only: the seller stays logged in on another device', async () => {
    const h = await open();
    const here = (await login(h)).token;
    const elsewhere = (await login(h)).token;
    expect((await call(h, 'POST', 'user/logout/seller', here, {})).message).toBe('Logout berhasil');
    expect(await profileStatus(h, here)).toBe(401);
    expect(await profileStatus(h, elsewhere)).toBe(200);
  });

  it("'Keluar dari semua perangkat' ends every session of the seller, and only theirs", async () => {
    const h = await open();
    const here = (await login(h)).token;
    const elsewhere = (await login(h)).token;
    const other = (await login(h, { email: 'diblokir@contoh.id', password: 'Penyedia2026' })).token;
    expect((await call(h, 'POST', 'user/logoutAll/seller', here, {})).message).toBe(
      'Anda telah keluar dari semua perangkat',
    );
    expect(await profileStatus(h, here)).toBe(401);
    expect(await profileStatus(h, elsewhere)).toBe(401);
    expect(await profileStatus(h, other)).toBe(200);
  });

  it('all end when the password is changed', async () => {
    const h = await open();
    const here = (await login(h)).token;
    const elsewhere = (await login(h)).token;
    const changed = await call(h, 'PUT', 'user/changePassword/seller', here, {
      oldPassword: DEMO_SELLER.password,
      newPassword: 'SandiBaru2026',
      confirmNewPassword: 'SandiBaru2026',
    });
    expect(changed.message).toBe('Password berhasil diubah');
    expect(await profileStatus(h, elsewhere)).toBe(401);
    expect((await login(h, { email: DEMO_SELLER.email, password: 'SandiBaru2026' })).status).toBe(200);
  });

  it('survive a restart, and the data folder holds no usable token', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-sessions-'));
    let h = await open({ dataDir, reset: true });
    const token = (await login(h)).token;
    await h.stop();
    h = await open({ dataDir, reset: false });
    expect(await profileStatus(h, token)).toBe(200);
    expect(readFileSync(join(dataDir, 'state', 'sessions.json'), 'utf8')).not.toContain(token);
  });
});

describe('login limit', () => {
  it('answers 429 with the wait after 5 failures a minute for an e-mail from one client, even with the right password, then lets the seller in', async () => {
    const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
    const h = await open({ clock, loginLimit: DEFAULT_LOGIN_LIMIT });
    for (let i = 0; i < 5; i++)
      expect((await login(h, { email: DEMO_SELLER.email, password: 'salah-sekali' })).message).toBe(
        'Email atau password salah',
      );
    const blocked = await login(h);
    expect(blocked.status).toBe(429);
    expect(blocked.message).toBe('Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam 60 detik.');
    expect(blocked.retryAfter).toBe('60');
    clock.advance(61_000);
    expect((await login(h)).status).toBe(200);
  });

  it("another client's wrong passwords never lock the owner out: the e-mail is slowed, not refused", async () => {
    const h = await open({ loginLimit: DEFAULT_LOGIN_LIMIT });
    const wrong = { email: DEMO_SELLER.email, password: 'tebak-tebak' };
    // Five a minute from each of four attackers: every pair reaches its limit, and the address its 20 failures.
    for (const client of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
      for (let i = 0; i < 5; i++)
        expect((await callFrom(client, h.apiRoot, 'POST', 'user/login/seller', wrong)).status).toBe(400);
    expect((await callFrom('127.0.0.2', h.apiRoot, 'POST', 'user/login/seller', wrong)).status).toBe(429);
    // The owner's try is slowed (the address is past its 20), then answered.
    const owner = await callFrom('127.0.0.9', h.apiRoot, 'POST', 'user/login/seller', DEMO_SELLER);
    expect(owner.status).toBe(200);
    expect(owner.data).toMatch(/^[0-9a-f]{48}$/);
  });

  it('counts the pair: one client trying other e-mails is not refused for the first', async () => {
    const h = await open({ loginLimit: DEFAULT_LOGIN_LIMIT });
    for (let i = 0; i < 5; i++) await login(h, { email: `orang${i}@contoh.id`, password: 'tebak' });
    expect((await login(h)).status).toBe(200);
  });
});

describe('passwords', () => {
  it('are stored as scrypt hashes with salts of their own, never in clear', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-passwords-'));
    await open({ dataDir, reset: true });
    const file = readFileSync(join(dataDir, 'state', 'account.json'), 'utf8');
    expect(file).not.toContain(DEMO_SELLER.password);
    const state = (JSON.parse(file) as { state: AccountState }).state;
    const hashes = [...state.sellers.map((s) => s.passwordHash), ...state.storeUsers.map((u) => u.passwordHash)];
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const salts = hashes.map((hash) => hash.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
  });

  it("refuse 'a' on change and on reset, with the registration's rule", async () => {
    const h = await open();
    const token = (await login(h)).token;
    const weak = await call(h, 'PUT', 'user/changePassword/seller', token, {
      oldPassword: DEMO_SELLER.password,
      newPassword: 'a',
      confirmNewPassword: 'a',
    });
    expect(weak).toMatchObject({
      code: 400,
      message: 'Password minimal 10 karakter dan memuat huruf kecil, huruf besar dan angka',
    });
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await call(h, 'POST', 'user/forgotPassword/seller', null, { email: DEMO_SELLER.email });
      const code = h.mailbox.lastTo(DEMO_SELLER.email)?.text ?? '';
      await call(h, 'PUT', 'user/checkForgotPassword/seller', null, { email: DEMO_SELLER.email, code });
      const reset = await call(h, 'PUT', 'user/changeForgotPassword/seller', null, {
        email: DEMO_SELLER.email,
        code,
        newPassword: 'a',
        confirmNewPassword: 'a',
      });
      expect(reset).toMatchObject({
        code: 400,
        message: 'Password minimal 10 karakter dan memuat huruf kecil, huruf besar dan angka',
      });
    } finally {
      printed.mockRestore();
    }
  });
});

describe('forgotten password', () => {
  const resetOf = (h: RunningSandbox) =>
    h.state<AccountState>('account').passwordResets.find((r) => r.emailKey === emailKey(DEMO_SELLER.email));

  async function requestCode(h: RunningSandbox): Promise<string> {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await call(h, 'POST', 'user/forgotPassword/seller', null, { email: DEMO_SELLER.email });
    } finally {
      printed.mockRestore();
    }
    return h.mailbox.lastTo(DEMO_SELLER.email)?.text ?? '';
  }

  it('answers a known and an unknown address alike', async () => {
    const h = await open();
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const known = await call(h, 'POST', 'user/forgotPassword/seller', null, { email: DEMO_SELLER.email });
      const unknown = await call(h, 'POST', 'user/forgotPassword/seller', null, { email: 'tidak.ada@contoh.id' });
      expect(unknown).toEqual(known);
    } finally {
      printed.mockRestore();
    }
  });

  it('a code expires after 15 minutes', async () => {
    const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
    const h = await open({ clock });
    const code = await requestCode(h);
    clock.advance(15 * 60_000 + 1000);
    const late = await call(h, 'PUT', 'user/checkForgotPassword/seller', null, { email: DEMO_SELLER.email, code });
    expect(late).toMatchObject({ code: 400, message: 'Kode verifikasi sudah tidak berlaku. Silakan minta kode baru.' });
    expect(resetOf(h)?.code).toBeNull();
  });

  it('5 wrong tries lock the address: the right code is refused after them', async () => {
    const h = await open();
    const code = await requestCode(h);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        await call(h, 'PUT', 'user/checkForgotPassword/seller', null, { email: DEMO_SELLER.email, code: wrong }),
      ).toMatchObject({ message: 'Kode verifikasi salah' });
    }
    const locked =
      'Terlalu banyak kode verifikasi yang salah. Atur ulang password untuk email ini dikunci selama 15 menit.';
    expect(await call(h, 'PUT', 'user/checkForgotPassword/seller', null, { email: DEMO_SELLER.email, code })).toEqual({
      status: 429,
      code: 429,
      message: locked,
    });
    expect(
      await call(h, 'PUT', 'user/changeForgotPassword/seller', null, {
        email: DEMO_SELLER.email,
        code,
        newPassword: 'SandiBaru2026',
        confirmNewPassword: 'SandiBaru2026',
      }),
    ).toMatchObject({ status: 429, message: locked });
  });

  it('a reset ends every session of the seller', async () => {
    const h = await open();
    const token = (await login(h)).token;
    const code = await requestCode(h);
    await call(h, 'PUT', 'user/checkForgotPassword/seller', null, { email: DEMO_SELLER.email, code });
    const reset = await call(h, 'PUT', 'user/changeForgotPassword/seller', null, {
      email: DEMO_SELLER.email,
      code,
      newPassword: 'SandiBaru2026',
      confirmNewPassword: 'SandiBaru2026',
    });
    expect(reset.message).toBe('Password berhasil diubah');
    expect(await profileStatus(h, token)).toBe(401);
    expect((await login(h, { email: DEMO_SELLER.email, password: 'SandiBaru2026' })).status).toBe(200);
  });
});

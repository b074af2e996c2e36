import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailKey, type AccountState } from '@cli/sandbox/areas/account/state';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../support/sandbox';
import { callFrom } from './support/fromClient';
import { TestClock } from '../support/testClock';

/*
 * Reset codes cannot be guessed: wrong codes count per address across codes (a new code does not
 * forgive them), 5 lock the address's resets for 15 minutes, codes are asked for at most 3 times
 * per address and 10 times per client in 15 minutes, wrong codes are limited per client too, and
 * the code is stored hashed. Every address gets the same work. The last step takes only the code
 * the second step verified.
 */

const MINUTE = 60_000;
const LOCKED =
  'Terlalu banyak kode verifikasi yang salah. Atur ulang password untuk email ini dikunci selama 15 menit.';

let h: RunningSandbox;
let clock: TestClock;

beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
  h = await startSandbox({ clock });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.stop();
});

const from = (client: string) => ({
  ask: (email: string) => callFrom(client, h.apiRoot, 'POST', 'user/forgotPassword/seller', { email }),
  check: (email: string, code: string) =>
    callFrom(client, h.apiRoot, 'PUT', 'user/checkForgotPassword/seller', { email, code }),
  change: (email: string, code: string, password = 'SandiBaru2026') =>
    callFrom(client, h.apiRoot, 'PUT', 'user/changeForgotPassword/seller', {
      email,
      code,
      newPassword: password,
      confirmNewPassword: password,
    }),
});
const me = from('127.0.0.1');

async function newCode(email = DEMO_SELLER.email): Promise<string> {
  expect((await me.ask(email)).code).toBe(200);
  return h.mailbox.lastTo(email)?.text ?? '';
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('reset codes', () => {
  it('count wrong codes per address across codes: a new code does not forgive them, and the fifth locks for 15 minutes', async () => {
    const first = await newCode();
    for (let i = 0; i < 3; i++) expect((await me.check(DEMO_SELLER.email, wrongFor(first))).code).toBe(400);
    const second = await newCode();
    expect((await me.check(DEMO_SELLER.email, wrongFor(second))).message).toBe('Kode verifikasi salah');
    expect((await me.check(DEMO_SELLER.email, wrongFor(second))).message).toBe('Kode verifikasi salah');
    // Locked: the right code, a new code and the last step are all refused, from any client.
    expect(await me.check(DEMO_SELLER.email, second)).toMatchObject({ status: 429, message: LOCKED });
    expect(await from('127.0.0.2').ask(DEMO_SELLER.email)).toMatchObject({ status: 429, message: LOCKED });
    expect(await me.change(DEMO_SELLER.email, second)).toMatchObject({ status: 429 });
    clock.advance(14 * MINUTE);
    expect((await me.ask(DEMO_SELLER.email)).status).toBe(429);
    clock.advance(MINUTE + 1000);
    const third = await newCode();
    expect((await me.check(DEMO_SELLER.email, third)).message).toBe('Kode verifikasi benar');
  });

  it('are asked for at most 3 times per address in 15 minutes, whoever asks', async () => {
    for (const client of ['127.0.0.1', '127.0.0.2', '127.0.0.3'])
      expect((await from(client).ask(DEMO_SELLER.email)).code).toBe(200);
    const fourth = await from('127.0.0.4').ask(DEMO_SELLER.email);
    expect(fourth).toMatchObject({
      status: 429,
      message: 'Terlalu banyak permintaan kode verifikasi. Silakan coba lagi dalam 15 menit.',
    });
    expect(fourth.retryAfter).toBe('900');
    clock.advance(15 * MINUTE);
    expect((await me.ask(DEMO_SELLER.email)).code).toBe(200);
  });

  it('are asked for at most 10 times per client in 15 minutes, across addresses; another client still gets one', async () => {
    for (let i = 0; i < 10; i++) expect((await me.ask(`orang${i}@contoh.id`)).code).toBe(200);
    expect((await me.ask(DEMO_SELLER.email)).status).toBe(429);
    expect((await from('127.0.0.2').ask(DEMO_SELLER.email)).code).toBe(200);
  });

  it('a client guessing across addresses is stopped after 20 wrong codes', async () => {
    for (let i = 0; i < 5; i++) await from('127.0.0.2').ask(`korban${i}@contoh.id`);
    for (let i = 0; i < 5; i++)
      for (let j = 0; j < 4; j++)
        expect((await me.check(`korban${i}@contoh.id`, String(100000 + j))).message).toBe('Kode verifikasi salah');
    const code = await newCode();
    expect((await me.check(DEMO_SELLER.email, code)).status).toBe(429);
    expect((await from('127.0.0.3').check(DEMO_SELLER.email, code)).message).toBe('Kode verifikasi benar');
  });

  it('are stored hashed: the state file holds neither the code nor its digits', async () => {
    const code = await newCode();
    const file = readFileSync(join(h.dataDir, 'state', 'account.json'), 'utf8');
    expect(file).not.toContain(code);
    const reset = h
      .state<AccountState>('account')
      .passwordResets.find((r) => r.emailKey === emailKey(DEMO_SELLER.email));
    expect(reset?.code?.hash).toMatch(/^scrypt\$/);
    expect(file).not.toContain(DEMO_SELLER.email.replace('@', '\\u0040'));
  });

  it('every address gets the same work: a known and an unknown one each keep a hashed code; only the known one is mailed', async () => {
    const known = await me.ask(DEMO_SELLER.email);
    const unknown = await me.ask('tidak.ada@contoh.id');
    expect(unknown).toEqual(known);
    const resets = h.state<AccountState>('account').passwordResets;
    for (const email of [DEMO_SELLER.email, 'tidak.ada@contoh.id'])
      expect(resets.find((r) => r.emailKey === emailKey(email))?.code?.hash).toMatch(/^scrypt\$/);
    expect(h.mailbox.sent.map((mail) => mail.to)).toEqual([DEMO_SELLER.email]);
  });
});

describe('the last step of a reset', () => {
  it("takes only the code the second step verified: unverified it is refused ('Kode verifikasi belum diverifikasi. Silakan mulai ulang.')", async () => {
    const code = await newCode();
    expect(await me.change(DEMO_SELLER.email, code)).toMatchObject({
      code: 400,
      message: 'Kode verifikasi belum diverifikasi. Silakan mulai ulang.',
    });
    expect((await me.check(DEMO_SELLER.email, code)).message).toBe('Kode verifikasi benar');
    expect((await me.change(DEMO_SELLER.email, code)).message).toBe('Password berhasil diubah');
    // Spent: the same code cannot set a password again.
    expect((await me.change(DEMO_SELLER.email, code, 'LagiBaru2026')).code).toBe(400);
  });

  it('refuses a verified code once a newer one was sent, so an abandoned reset cannot be finished', async () => {
    const first = await newCode();
    expect((await me.check(DEMO_SELLER.email, first)).message).toBe('Kode verifikasi benar');
    await newCode();
    expect((await me.change(DEMO_SELLER.email, first)).code).toBe(400);
  });
});

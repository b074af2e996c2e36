import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountState } from '@cli/sandbox/areas/account/state';
import { accountEndpoints } from '@core/api/endpoints/account';
import { ACCOUNT_MAILS } from '@core/account/serverMessages';
import { sandboxGateway, value } from '../support/gateway';
import { activationToken, bandungCv } from '../support/registration';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../support/sandbox';
import { PNG_HEAD } from '../support/uploads';
import { TestClock } from '../support/testClock';

/*
 * Registration tells nobody which e-mails have an account: a known and a new address get the same
 * answer, the e-mail says which, and the account exists only once its link is opened (so logging in
 * with the password just chosen tells nothing either). Registrations are limited per client, and the
 * photos of registrations not yet activated share a room of 20 MB; past either the answer is a 429
 * that says so.
 */

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

const api = () => sandboxGateway(accountEndpoints, h, () => null);
const photo = (bytes = 0) => new File([PNG_HEAD, new Uint8Array(bytes)], 'npwp.png', { type: 'image/png' });
const who = (n: number, email = `toko${n}@contoh.id`) => ({
  name: `Toko Nomor ${n}`,
  email,
  password: 'TokoBaru2026',
  npwp: String(1000000000000000 + n),
});

/** A registration sent from a loopback client of its own (the sandbox limits per client). */
async function registerFrom(
  client: string,
  fields: ReturnType<typeof bandungCv>,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const [key, val] of Object.entries(fields)) form.append(key, val instanceof File ? val : String(val));
  const { request } = await import('node:http');
  const payload = new Response(form);
  const type = payload.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await payload.arrayBuffer());
  const url = new URL(`${h.apiRoot}/backendseller/registration_api/process`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: client,
        headers: { 'Content-Type': type, 'Content-Length': bytes.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }),
        );
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

describe('registration without enumeration', () => {
  it('answers a known e-mail as a new one; the mailbox says which', async () => {
    const known = await value(api().register(bandungCv(who(1, DEMO_SELLER.email), photo())));
    const fresh = await value(api().register(bandungCv(who(2), photo())));
    expect(known).toEqual(fresh);
    expect(fresh).toEqual({
      success: true,
      type: 'success',
      title: 'Pendaftaran diterima. Silakan cek email Anda untuk mengaktifkan akun.',
    });
    expect(h.mailbox.lastTo(DEMO_SELLER.email)).toMatchObject({ subject: ACCOUNT_MAILS.alreadyRegisteredSubject });
    expect(h.mailbox.lastTo('toko2@contoh.id')).toMatchObject({ subject: ACCOUNT_MAILS.activationSubject });
  });

  it('makes the account only when the link is opened: before, its password is refused as any wrong one', async () => {
    const seller = who(3);
    await value(api().register(bandungCv(seller, photo())));
    const login = () => api().login({ email: seller.email, password: seller.password });
    const before = await login();
    const wrong = await api().login({ email: DEMO_SELLER.email, password: seller.password });
    expect(before.isErr() && wrong.isErr() && before.error).toEqual(wrong.isErr() && wrong.error);
    await value(api().activateAccount({ token: activationToken(h.mailbox, seller.email) }));
    expect((await value(login())).data).toMatch(/^[0-9a-f]{48}$/);
  });

  it('keeps the NIK and the phone without the dots, dashes and spaces they were typed with', async () => {
    const seller = who(4);
    await value(
      api().register({ ...bandungCv(seller, photo()), ktp_id: '3273.0201-0180 0001', telp_pic: '0812-9876-5432' }),
    );
    await value(api().activateAccount({ token: activationToken(h.mailbox, seller.email) }));
    const record = h.state<AccountState>('account').sellers.find((s) => s.profile.email === seller.email);
    expect(record?.profile.pic).toMatchObject({ ktp: '3273020101800001', phone: '081298765432' });
  });
});

describe('registration limits', () => {
  it('takes 3 registrations an hour from one client, then a clear 429; another client is not held back', async () => {
    for (let n = 10; n < 13; n++)
      expect((await registerFrom('127.0.0.2', bandungCv(who(n), photo()))).status).toBe(200);
    const fourth = await registerFrom('127.0.0.2', bandungCv(who(13), photo()));
    expect(fourth).toEqual({
      status: 429,
      body: {
        success: false,
        type: 'validation_failed',
        title: 'Terlalu banyak pendaftaran dari perangkat ini. Silakan coba lagi dalam 60 menit.',
      },
    });
    expect((await registerFrom('127.0.0.3', bandungCv(who(14), photo()))).status).toBe(200);
    clock.advance(60 * 60_000);
    expect((await registerFrom('127.0.0.2', bandungCv(who(15), photo()))).status).toBe(200);
  });

  it('lets the photos of registrations not yet activated fill 20 MB at most, then 429; an activation frees its room', async () => {
    const nearlyMb = 1000 * 1024;
    let n = 20;
    // 20 photos of about 1 MB from 7 clients (3 each).
    for (; n < 40; n++) {
      const client = `127.0.1.${Math.floor((n - 20) / 3) + 1}`;
      expect((await registerFrom(client, bandungCv(who(n), photo(nearlyMb)))).status).toBe(200);
    }
    const full = await registerFrom('127.0.2.1', bandungCv(who(n), photo(nearlyMb)));
    expect(full).toEqual({
      status: 429,
      body: {
        success: false,
        type: 'validation_failed',
        title: 'Pendaftaran sedang ramai. Silakan coba lagi dalam beberapa jam.',
      },
    });
    await value(api().activateAccount({ token: activationToken(h.mailbox, 'toko20@contoh.id') }));
    expect((await registerFrom('127.0.2.1', bandungCv(who(n), photo(nearlyMb)))).status).toBe(200);
  });

  it('drops a registration whose link went unused for a day, and its room with it', async () => {
    const seller = who(50);
    await value(api().register(bandungCv(seller, photo())));
    const token = activationToken(h.mailbox, seller.email);
    clock.advance(24 * 60 * 60_000 + 1);
    const late = await api().activateAccount({ token });
    expect(late.isErr() && late.error).toMatchObject({ status: 400 });
    expect(h.state<AccountState>('account').pendingRegistrations).toEqual([]);
  });
});

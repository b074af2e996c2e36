import { randomBytes, scrypt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_SELLER,
  seededTemplate,
  startSandbox,
  type RunningSandbox,
  type SeededTemplate,
} from '../support/sandbox';

/*
 * A login checks the password (scrypt) before its write, on the committed state, so the writes of
 * other sellers do not wait for it. One seller is given a password hash whose scrypt cost is
 * sixteen times the usual (the cost is written in the hash), so its check outlasts a write by far
 * on any machine; the test counts answers, it reads no clock.
 */

const SLOW = { email: 'lambat@contoh.id', password: 'Lambat2026' };

/** A hash in the sandbox's format with scrypt's parallelism p = 16: the same memory, sixteen times the work. */
function slowHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N: 16384, r: 8, p: 16 }, (error, hash) =>
      error ? reject(error) : resolve(`scrypt$16384$8$16$${salt.toString('base64')}$${hash.toString('base64')}`),
    ),
  );
}

let template: SeededTemplate;
let h: RunningSandbox;

beforeAll(async () => {
  template = await seededTemplate();
  // The demo seller's e-mail moves to SLOW with the slow hash; the state file is read at start.
  const file = join(template.dataDir, 'state', 'account.json');
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    state: { sellers: Array<{ passwordHash: string; profile: { id: number; email: string } }> };
  };
  const seller = saved.state.sellers.find((s) => s.profile.email === 'diblokir@contoh.id');
  if (!seller) throw new Error('the seed has no diblokir@contoh.id');
  seller.profile.email = SLOW.email;
  seller.passwordHash = await slowHash(SLOW.password);
  writeFileSync(file, JSON.stringify(saved));
  h = await startSandbox({ copyOf: template });
}, 60_000);

afterAll(async () => {
  await h.stop();
  template.remove();
});

describe('a login holds no write', () => {
  it('answers writes sent one after another while a slow login is checked', async () => {
    let loginAnswered = false;
    const login = fetch(`${h.apiRoot}/user/login/seller`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SLOW),
    }).then((res) => {
      loginAnswered = true;
      return res.status;
    });
    // Before, the login held the write queue for its whole check: at most the first write, if it
    // came in before the login, was answered before the login was.
    let writesBeforeLogin = 0;
    for (let i = 0; !loginAnswered && i < 50; i += 1) {
      const write = await fetch(`${h.apiRoot}/seller/complaint`, {
        method: 'POST',
        headers: { Authorization: template.token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 9004, message: `Balasan ${i} selama login` }),
      });
      expect(write.status).toBe(200);
      if (!loginAnswered) writesBeforeLogin += 1;
    }
    expect(await login).toBe(200);
    expect(writesBeforeLogin).toBeGreaterThanOrEqual(3);
  });

  it('answers writes while four slow logins are checked at once', async () => {
    // Four scrypts side by side took every thread of Node's pool, where the disk's writes run too:
    // no write was answered before the first of those logins was. They now run one at a time.
    let firstLoginAnswered = false;
    const logins = Array.from({ length: 4 }, () =>
      fetch(`${h.apiRoot}/user/login/seller`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(SLOW),
      }).then((res) => {
        firstLoginAnswered = true;
        return res.status;
      }),
    );
    let writesBeforeLogin = 0;
    for (let i = 0; !firstLoginAnswered && i < 50; i += 1) {
      const write = await fetch(`${h.apiRoot}/seller/complaint`, {
        method: 'POST',
        headers: { Authorization: template.token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 9004, message: `Balasan ${i} selama empat login` }),
      });
      expect(write.status).toBe(200);
      if (!firstLoginAnswered) writesBeforeLogin += 1;
    }
    expect(await Promise.all(logins)).toEqual([200, 200, 200, 200]);
    expect(writesBeforeLogin).toBeGreaterThanOrEqual(3);
  });

  it('still refuses a wrong password and lets the right one in', async () => {
    const wrong = await fetch(`${h.apiRoot}/user/login/seller`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_SELLER, password: 'salah-sekali' }),
    });
    expect(((await wrong.json()) as { status: { message: string } }).status.message).toBe('Email atau password salah');
    const right = await fetch(`${h.apiRoot}/user/login/seller`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_SELLER),
    });
    expect(((await right.json()) as { data: unknown }).data).toMatch(/^[0-9a-f]{48}$/);
  });
});

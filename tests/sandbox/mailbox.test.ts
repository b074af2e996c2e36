import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleMailbox } from '@cli/sandbox/mailbox';
import { ACCOUNT_MAILS } from '@core/account/serverMessages';
import { DEMO_SELLER, startSandbox, type RunningSandbox } from '../support/sandbox';

/* The sandbox's e-mails go to a mailbox port: tests read the forgotten-password code from it as a seller reads an inbox. */
let running: RunningSandbox | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await running?.stop();
  running = null;
});

async function askCode(h: RunningSandbox, email: string): Promise<number> {
  const res = await fetch(`${h.apiRoot}/user/forgotPassword/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return res.status;
}

describe('sandbox mailbox', () => {
  it('mails a 6-digit code to a known seller, and the code is the one the sandbox accepts', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const h = (running = await startSandbox());
    expect(await askCode(h, DEMO_SELLER.email)).toBe(200);
    const mail = h.mailbox.lastTo(DEMO_SELLER.email);
    expect(mail).toMatchObject({ to: DEMO_SELLER.email, subject: ACCOUNT_MAILS.codeSubject });
    expect(mail?.text).toMatch(/^\d{6}$/);
    const check = await fetch(`${h.apiRoot}/user/checkForgotPassword/seller`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_SELLER.email, code: mail?.text }),
    });
    expect(((await check.json()) as { status: { message: string } }).status.message).toBe('Kode verifikasi benar');
  });

  it('sends nothing for an address without an account, though the answer is the same', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const h = (running = await startSandbox());
    expect(await askCode(h, 'tidak.ada@contoh.id')).toBe(200);
    expect(h.mailbox.sent).toEqual([]);
  });

  it('`penyedia serve` prints the e-mail on its console', () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    consoleMailbox.send({ to: 'a@contoh.id', subject: ACCOUNT_MAILS.codeSubject, text: '123456' });
    expect(printed.mock.calls.flat().join(' ')).toContain('a@contoh.id');
    expect(printed.mock.calls.flat().join(' ')).toContain('123456');
  });
});

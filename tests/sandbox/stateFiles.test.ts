import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiToken, startSandbox, type RunningSandbox } from '../support/sandbox';

/*
 * The data folder at start: only a new folder or --reset seeds; a missing area file stops the
 * start (naming its .bak), whatever the other files; what a killed process left staged is removed.
 */

let dataDir: string;
let running: RunningSandbox | null = null;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-files-'));
});

afterEach(async () => {
  await running?.stop();
  running = null;
  rmSync(dataDir, { recursive: true, force: true });
});

const stateFile = (area: string) => join(dataDir, 'state', `${area}.json`);

async function open(reset: boolean): Promise<RunningSandbox> {
  running = await startSandbox({ dataDir, reset });
  return running;
}

async function stop(): Promise<void> {
  await running?.stop();
  running = null;
}

/** Replies to a complaint: an acknowledged write of the order area. */
async function replyToComplaint(h: RunningSandbox): Promise<void> {
  const token = await apiToken(h.apiRoot);
  const res = await fetch(`${h.apiRoot}/seller/complaint`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: 9004, message: 'Barang pengganti sudah dikirim' }),
  });
  expect(res.status).toBe(200);
}

describe('a missing state file', () => {
  it('stops the start when its .bak is there, names the .bak, and seeds nothing', async () => {
    const h = await open(true);
    await replyToComplaint(h);
    await stop();
    expect(existsSync(`${stateFile('order')}.bak`)).toBe(true);
    const replied = readFileSync(stateFile('order'), 'utf8');
    const account = readFileSync(stateFile('account'), 'utf8');
    rmSync(stateFile('order'));

    const refused = await open(false).then(
      () => 'started',
      (error: unknown) => String(error),
    );
    expect(refused).toContain(`${stateFile('order')} tidak ada`);
    expect(refused).toContain(`${stateFile('order')}.bak`);
    expect(existsSync(stateFile('order'))).toBe(false);
    expect(readFileSync(stateFile('account'), 'utf8')).toBe(account);

    // Put back, the file is read as it is: the reply was never replaced by seed.
    writeFileSync(stateFile('order'), replied);
    await open(false);
    expect(JSON.stringify(running?.state('order'))).toContain('Barang pengganti sudah dikirim');
  });

  it('stops the start when no .bak is there either, and --reset seeds again', async () => {
    await open(true);
    await stop();
    rmSync(stateFile('review'));
    await expect(open(false)).rejects.toThrow(/review\.json tidak ada/);
    await open(true);
    expect(existsSync(stateFile('review'))).toBe(true);
  });
});

describe('staged files a killed process left', () => {
  it('are removed at start; the state and the uploads stay', async () => {
    await open(true);
    await stop();
    const deadPid = 2 ** 22 + 1;
    const leftovers = [
      join(dataDir, 'state', `order.json.${deadPid}.7.tmp`),
      join(dataDir, 'state', `order.json.bak.${deadPid}.tmp`),
      join(dataDir, 'state', `account.json.${deadPid}.seed.tmp`),
      join(dataDir, 'uploads', `0123456789abcdef0123.png.${deadPid}.3.tmp`),
    ];
    for (const file of leftovers) writeFileSync(file, '{"tidak":"lengkap');
    writeFileSync(join(dataDir, 'uploads', '0123456789abcdef0123.png'), 'gambar');
    const before = readdirSync(join(dataDir, 'state')).filter((name) => name.endsWith('.json'));
    await open(false);
    for (const file of leftovers) expect(existsSync(file), file).toBe(false);
    expect(readdirSync(join(dataDir, 'state')).filter((name) => name.endsWith('.json'))).toEqual(before);
    expect(existsSync(join(dataDir, 'uploads', '0123456789abcdef0123.png'))).toBe(true);
  });
});

describe('an upload on a full disk', () => {
  it('answers 503 and leaves no file; once there is room it is stored', async () => {
    const h = await open(true);
    const token = await apiToken(h.apiRoot);
    // Every file of uploads/ and private/ (tax proofs are private: in their owner's folder).
    const stored = () =>
      ['uploads', 'private'].flatMap((folder) =>
        readdirSync(join(dataDir, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name),
      );
    const before = stored();
    const send = async () => {
      const form = new FormData();
      form.append('orderId', '5030');
      form.append('file', new File([`%PDF-1.4\n%bukti pajak ${dataDir}\n`], 'pajak.pdf', { type: 'application/pdf' }));
      const res = await fetch(`${h.apiRoot}/seller/order/uploadTax`, {
        method: 'POST',
        headers: { Authorization: token },
        body: form,
      });
      return { status: res.status, message: ((await res.json()) as { status: { message: string } }).status.message };
    };
    h.fillDisk(true);
    expect(await send()).toEqual({
      status: 503,
      message:
        'Perubahan tidak dapat disimpan (penyimpanan penuh atau tidak dapat ditulisi). Tidak ada yang berubah; coba lagi nanti.',
    });
    expect(stored()).toEqual(before);
    h.fillDisk(false);
    expect((await send()).status).toBe(200);
    expect(stored().filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
  });
});

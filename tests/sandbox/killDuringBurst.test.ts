import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiToken } from '../support/sandbox';

/*
 * Done when: the real `penyedia serve` is killed with SIGKILL in the middle of a burst of
 * concurrent writes, started again on the same data folder, and every write that got a 2xx answer
 * is there.
 */

const BIN = new URL('../../bin/penyedia.js', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-kill-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function serve(reset: boolean): Promise<{ child: ChildProcess; apiRoot: string }> {
  return new Promise((resolve, reject) => {
    const args = [
      BIN,
      'serve',
      '--port',
      '0',
      '--data',
      dataDir,
      '--web',
      join(dataDir, 'no-portal'),
      ...(reset ? ['--reset'] : []),
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/([\d.]+):(\d+)\/api\//.exec(out);
      if (found) resolve({ child, apiRoot: `http://${found[1]}:${found[2]}/api` });
    });
    child.on('exit', (code) => reject(new Error(`penyedia serve ended (${code}): ${out}`)));
  });
}

describe('killed during a burst of writes', () => {
  it('keeps every write that got a 2xx answer', async () => {
    const first = await serve(true);
    const token = await apiToken(first.apiRoot);
    const acknowledged: string[] = [];
    const KILL_AFTER = 100;
    let killed = false;
    let cutOff = 0;
    // Eight clients write without pause until the server is gone, so whatever the machine's speed
    // there are writes in flight when it is killed.
    const client = async (c: number) => {
      for (let i = 0; ; i += 1) {
        const message = `Balasan ${c}-${i} sebelum mati`;
        try {
          const res = await fetch(`${first.apiRoot}/seller/complaint`, {
            method: 'POST',
            headers: { Authorization: token, 'Content-Type': 'application/json' },
            body: JSON.stringify({ id: 9004, message }),
          });
          if (res.status === 200) acknowledged.push(message);
        } catch {
          // A write cut off by the kill has no answer: it may or may not be there.
          cutOff += 1;
          return;
        }
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, c) => client(c)));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(cutOff).toBe(8);

    const second = await serve(false);
    const token2 = await apiToken(second.apiRoot);
    const detail = (await (
      await fetch(`${second.apiRoot}/seller/complaint/9004`, { headers: { Authorization: token2 } })
    ).json()) as {
      data: { complaint: { message: Array<{ message: string }> } };
    };
    const kept = new Set(detail.data.complaint.message.map((m) => m.message));
    expect(acknowledged.filter((message) => !kept.has(message))).toEqual([]);
    second.child.kill('SIGTERM');
  }, 60_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { READ_MESSAGES } from '@core/massUpload/xlsx/readFailure';
import { cellPastLastColumn } from '../cli/hostileXlsx';
import { sandboxGateway } from '../support/gateway';
import { answerBody, uploadWorkbook } from '../support/massUpload';
import { apiToken } from '../support/sandbox';

/**
 * Hostile workbooks sent to the mass upload of the built `penyedia serve`, run as a seller runs
 * it: a file that could abort the process must be refused with a 4xx, and the server must keep
 * answering. In its own process, so that an abort shows as a dead server, not a dead test runner.
 */

const SELLER_ID = 1001;

let server: ChildProcess;
let dataDir: string;
let apiRoot: string;
let token: string;
let output = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'penyedia-hostile-serve-'));
  server = spawn(
    process.execPath,
    ['bin/penyedia.js', 'serve', '--port', '0', '--data', dataDir, '--reset', '--web', join(dataDir, 'tanpa-portal')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  apiRoot = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /berjalan di (http:\/\/[^\s]+\/api)\//.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    server.once('exit', (code) => reject(new Error(`penyedia serve ended (${String(code)}): ${output}`)));
  });
  token = await apiToken(apiRoot);
}, 60_000);

afterAll(() => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (bytes: Uint8Array) => {
  const answer = await uploadWorkbook(apiRoot, token, bytes, SELLER_ID);
  return { status: answer.status, body: answerBody(answer) };
};

describe('the mass upload of the built sandbox, against a hostile workbook', () => {
  it('refuses a cell past XFD1048576 with 422 and its reason, and keeps answering', async () => {
    const { status, body } = await upload(cellPastLastColumn());
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 'failed', message: READ_MESSAGES.outOfRange('ZZZZZZZZ3') });
    expect(server.exitCode).toBeNull();
    const list = await sandboxGateway(
      productEndpoints,
      { apiRoot, chatApiRoot: apiRoot.replace(/\/api$/, '/chat-api') },
      () => token,
    ).products({
      page: 1,
      limit: 5,
    });
    expect(list.isOk()).toBe(true);
  }, 60_000);
});

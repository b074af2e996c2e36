import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { massCheckEvents, massCheckWorkerFile } from '@cli/sandbox/areas/product/massCheckThread';
import { heavySharedStrings } from '../cli/hostileXlsx';
import type { RunningSandbox } from '../support/sandbox';
import { sandboxGateway } from '../support/gateway';
import { sandboxPerFile } from '../support/freshSandbox';
import { answerBody, uploadWorkbook } from '../support/massUpload';

/**
 * The mass upload's check runs in a worker thread and outside the write's transaction. These tests
 * watch the thread's start and end from inside the sandbox's process, so they run on the source
 * only; what the upload answers is tested on the build too (massUpload.test.ts).
 */

let sandbox: RunningSandbox;
let token: string;

sandboxPerFile((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});

const gateway = () => sandboxGateway(productEndpoints, sandbox, () => token, 60_000);
const upload = (bytes: Uint8Array) => uploadWorkbook(sandbox.apiRoot, token, bytes);

describe('mass upload off the main thread', () => {
  it('runs the check in the bundled worker', () => {
    // The unit-test setup builds the CLI; without the worker the check would run on the main thread.
    expect(existsSync(massCheckWorkerFile())).toBe(true);
  });

  it('answers a list request while a heavy workbook is being checked, before the check ends', async () => {
    const order: string[] = [];
    const api = gateway();
    const listed = new Promise<void>((resolve) => {
      massCheckEvents.once('start', () => {
        order.push('check started');
        void api.products({ page: 1, limit: 5 }).then((list) => {
          order.push(list.isOk() ? 'list answered' : 'list failed');
          resolve();
        });
      });
    });
    massCheckEvents.once('end', () => order.push('check ended'));
    const answer = await upload(heavySharedStrings(1_000_000));
    await listed;
    // On the main thread the check would hold the list until it ended; in the worker it does not.
    expect(order).toEqual(['check started', 'list answered', 'check ended']);
    expect(answerBody(answer).status).toBe('failed');
  }, 60_000);
});

describe('an upload holds no other write', () => {
  it('a write (a product switched off and on) is answered while a heavy workbook is checked', async () => {
    const order: string[] = [];
    const api = gateway();
    const written = new Promise<void>((resolve) => {
      massCheckEvents.once('start', () => {
        order.push('check started');
        void api.toggleProductStatus({ id: 2001 }).then(async (first) => {
          const second = await api.toggleProductStatus({ id: 2001 });
          order.push(first.isOk() && second.isOk() ? 'write answered' : 'write failed');
          resolve();
        });
      });
    });
    massCheckEvents.once('end', () => order.push('check ended'));
    const answer = await upload(heavySharedStrings(1_000_000));
    await written;
    // Checked inside the write's transaction, the upload would hold the toggle until its check ended.
    expect(order).toEqual(['check started', 'write answered', 'check ended']);
    expect(answerBody(answer).status).toBe('failed');
  }, 60_000);
});

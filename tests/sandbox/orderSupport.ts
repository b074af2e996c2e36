import { afterEach, beforeEach } from 'vitest';
import { orderEndpoints } from '@core/api/endpoints/order';
import { templateOfFile } from '../support/freshSandbox';
import { sandboxGateway } from '../support/gateway';
import { pngUpload } from '../support/uploads';
import { startSandbox, type RunningSandbox, type SeededTemplate } from '../support/sandbox';

/** Helpers shared by the spec 002 sandbox tests: a sandbox per test, a logged-in gateway, raw calls. */

export const SELLER_ID = 1001;

export const png = (name = 'bukti.png') => pngUpload(name);
export const pdf = (name = 'bukti-pajak.pdf') => new File(['%PDF-1.4\n%sandbox\n'], name, { type: 'application/pdf' });

export interface OrderHarness {
  readonly sandbox: RunningSandbox;
  readonly token: string;
  readonly api: ReturnType<typeof orderGateway>;
  /** A raw HTTP call (for inputs the gateway would refuse to send). */
  raw(method: string, path: string, body?: unknown, base?: 'api' | 'chat'): Promise<{ status: number; body: { status?: { code: number; message: string }; data?: unknown } }>;
}

function orderGateway(sandbox: RunningSandbox, token: string) {
  return sandboxGateway(orderEndpoints, sandbox, () => token);
}

/** Starts a sandbox on a copy of a seeded template, with the demo seller's token of the template. */
async function openOrderSandbox(template: SeededTemplate): Promise<OrderHarness> {
  const sandbox = await startSandbox({ copyOf: template });
  const { token } = template;
  return {
    sandbox,
    token,
    api: orderGateway(sandbox, token),
    raw: async (method, path, body, base = 'api') => {
      const root = base === 'chat' ? sandbox.chatApiRoot : sandbox.apiRoot;
      const init: RequestInit = { method, headers: { Authorization: token, 'Content-Type': 'application/json' } };
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await fetch(`${root}/${path}`, init);
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as { status?: { code: number; message: string }; data?: unknown }) : {} };
    },
  };
}

/**
 * Registers the hooks of a test file in which every test starts on its own copy of a seeded,
 * logged-in sandbox (made once for the file), so none sees what another one did, whatever their
 * order. Answers the harness of the test that runs now.
 */
export function orderSandboxPerTest(): OrderHarness {
  const template = templateOfFile();
  let current: OrderHarness | null = null;
  beforeEach(async () => {
    current = await openOrderSandbox(template());
  });
  afterEach(async () => {
    await current?.sandbox.stop();
    current = null;
  });
  const now = (): OrderHarness => {
    if (!current) throw new Error('the order sandbox is opened before each test');
    return current;
  };
  return {
    get sandbox() {
      return now().sandbox;
    },
    get token() {
      return now().token;
    },
    get api() {
      return now().api;
    },
    raw: (...args) => now().raw(...args),
  };
}

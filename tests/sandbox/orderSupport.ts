import { orderEndpoints } from '@core/api/endpoints/order';
import { sandboxPerTest } from '../support/freshSandbox';
import { sandboxGateway } from '../support/gateway';
import { pngUpload } from '../support/uploads';
import type { RunningSandbox } from '../support/sandbox';

/** Helpers shared by the spec 002 sandbox tests: a sandbox per test, a logged-in gateway, raw calls. */

export const SELLER_ID = 1001;

export const png = (name = 'bukti.png') => pngUpload(name);
export const pdf = (name = 'bukti-pajak.pdf') => new File(['%PDF-1.4\n%sandbox\n'], name, { type: 'application/pdf' });

export interface OrderHarness {
  readonly sandbox: RunningSandbox;
  readonly token: string;
  readonly api: ReturnType<typeof orderGateway>;
  /** A raw HTTP call (for inputs the gateway would refuse to send). */
  raw(
    method: string,
    path: string,
    body?: unknown,
    base?: 'api' | 'chat',
  ): Promise<{ status: number; body: { status?: { code: number; message: string }; data?: unknown } }>;
}

function orderGateway(sandbox: RunningSandbox, token: string) {
  return sandboxGateway(orderEndpoints, sandbox, () => token);
}

/** The harness of one sandbox, with the demo seller's token. */
function orderHarness(sandbox: RunningSandbox, token: string): OrderHarness {
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
      return {
        status: res.status,
        body: text ? (JSON.parse(text) as { status?: { code: number; message: string }; data?: unknown }) : {},
      };
    },
  };
}

/**
 * Registers the hooks of a test file in which every test starts on its own copy of a seeded,
 * logged-in sandbox (support/freshSandbox.ts). Answers the harness, filled anew before each test.
 */
export function orderSandboxPerTest(): OrderHarness {
  const harness: { -readonly [K in keyof OrderHarness]?: OrderHarness[K] } = {};
  sandboxPerTest((sandbox, token) => Object.assign(harness, orderHarness(sandbox, token)));
  return harness as OrderHarness;
}

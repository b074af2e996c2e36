import type { Result } from 'neverthrow';
import { accountEndpoints } from '@core/api/endpoints/account';
import { orderEndpoints } from '@core/api/endpoints/order';
import type { ApiError } from '@core/api/errors';
import { fetchTransport } from '@core/api/fetchTransport';
import { createGateway } from '@core/api/gateway';
import { DEMO_SELLER, startSandbox, type RunningSandbox, type SeededTemplate } from '../support/sandbox';

/** Helpers shared by the spec 002 sandbox tests: a fresh sandbox, a logged-in gateway, raw calls. */

export const SELLER_ID = 1001;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const png = (name = 'bukti.png') => new File([PNG], name, { type: 'image/png' });
export const pdf = (name = 'bukti-pajak.pdf') => new File(['%PDF-1.4\n%sandbox\n'], name, { type: 'application/pdf' });

export interface OrderHarness {
  readonly sandbox: RunningSandbox;
  readonly token: string;
  readonly api: ReturnType<typeof orderGateway>;
  /** A raw HTTP call (for inputs the gateway would refuse to send). */
  raw(method: string, path: string, body?: unknown, base?: 'api' | 'chat'): Promise<{ status: number; body: { status?: { code: number; message: string }; data?: unknown } }>;
}

function orderGateway(sandbox: RunningSandbox, token: string) {
  return createGateway(orderEndpoints, {
    transport: fetchTransport(),
    roots: { apiRoot: sandbox.apiRoot, chatApiRoot: sandbox.chatApiRoot },
    getToken: () => token,
  });
}

/**
 * Starts a sandbox and logs the demo seller in through the account `login` endpoint; or, given a
 * seeded template, starts on a copy of it with the demo seller's token of the template.
 */
export async function openOrderSandbox(template?: SeededTemplate): Promise<OrderHarness> {
  const sandbox = await startSandbox(template ? { copyOf: template } : {});
  const account = createGateway(accountEndpoints, {
    transport: fetchTransport(),
    roots: { apiRoot: sandbox.apiRoot, chatApiRoot: sandbox.chatApiRoot },
    getToken: () => null,
  });
  const token = template ? template.token : ((await value(account.login({ email: DEMO_SELLER.email, password: DEMO_SELLER.password }))).data ?? '');
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

/** The ok value of a call, or a thrown error that shows the ApiError. */
export async function value<T>(call: PromiseLike<Result<T, ApiError>>): Promise<T> {
  const result = await call;
  if (result.isErr()) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The ApiError of a call that must fail. */
export async function failure<T>(call: PromiseLike<Result<T, ApiError>>): Promise<ApiError> {
  const result = await call;
  if (result.isOk()) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The message of an 'http' error (the sandbox refuses with HTTP 4xx and an Indonesian message). */
export async function refusal<T>(call: PromiseLike<Result<T, ApiError>>): Promise<{ status: number; message: string }> {
  const error = await failure(call);
  if (error.kind !== 'http') throw new Error(`expected an http error, got ${JSON.stringify(error)}`);
  return { status: error.status, message: error.message };
}

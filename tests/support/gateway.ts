import type { Result } from 'neverthrow';
import type { EndpointDef } from '@core/api/endpoint';
import type { ApiError } from '@core/api/errors';
import { fetchTransport } from '@core/api/fetchTransport';
import { createGateway, type Gateway } from '@core/api/gateway';

/** Core's gateway over fetch to a running sandbox, sending the token `getToken` gives (none while it gives null). */
export function sandboxGateway<C extends Record<string, EndpointDef>>(
  catalogue: C,
  roots: { readonly apiRoot: string; readonly chatApiRoot: string },
  getToken: () => string | null,
  timeoutMs?: number,
): Gateway<C> {
  return createGateway(catalogue, {
    transport: fetchTransport(timeoutMs),
    roots: { apiRoot: roots.apiRoot, chatApiRoot: roots.chatApiRoot },
    getToken,
  });
}

/** The ok value of a call, or a thrown error that shows the ApiError. */
export async function value<T, E = ApiError>(call: PromiseLike<Result<T, E>>): Promise<T> {
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

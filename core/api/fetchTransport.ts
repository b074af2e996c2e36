import { ResultAsync } from 'neverthrow';
import type { Transport, TransportFailure, TransportResponse } from './transport';

/**
 * A second adapter on the standard fetch API, for Node (the CLI's `record` and `check --api`,
 * contract tests) where superagent cannot send Blob parts. HTTP error statuses are answers.
 */
export function fetchTransport(timeoutMs = 30_000, fetchImpl: typeof fetch = fetch): Transport {
  return (request) => {
    const url = new URL(request.url, 'http://relative.invalid');
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    const target = request.url.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`;
    const headers = new Headers(request.headers);
    let body: BodyInit | undefined;
    if (request.body?.kind === 'json') {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body.value);
    } else if (request.body?.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of request.body.parts) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, (value as Blob & { name?: string }).name ?? name);
      }
      body = form;
    }
    const sent = fetchImpl(target, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    }).then(async (res): Promise<TransportResponse> => {
      const text = await res.text();
      try {
        return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
      } catch {
        return { status: res.status, body: text };
      }
    });
    return ResultAsync.fromPromise(sent, (error): TransportFailure => ({
      message: error instanceof Error ? error.message : 'network error',
    }));
  };
}

import superagent from 'superagent';
import { ResultAsync } from 'neverthrow';
import type { Transport, TransportFailure, TransportResponse } from './transport';

interface SuperagentLikeError {
  readonly response?: { readonly status: number; readonly body: unknown; readonly text?: string };
  readonly message?: string;
}

function toResponse(res: { status: number; body: unknown; text?: string }): TransportResponse {
  const hasBody =
    res.body !== null &&
    res.body !== undefined &&
    !(typeof res.body === 'object' && Object.keys(res.body).length === 0 && res.text);
  if (hasBody) return { status: res.status, body: res.body };
  const text = res.text ?? '';
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: res.status, body: text };
  }
}

/** The real HTTP adapter; works in the browser and in Node. HTTP error statuses are answers, not failures. */
export function superagentTransport(timeoutMs = 30_000): Transport {
  return (request) => {
    let req = superagent(request.method, request.url)
      .set(request.headers)
      .timeout({ response: timeoutMs, deadline: timeoutMs * 2 });
    if (request.query) req = req.query(request.query);
    if (request.body?.kind === 'json') req = req.send(request.body.value as object);
    if (request.body?.kind === 'multipart') {
      for (const [name, value] of request.body.parts) {
        if (typeof value === 'string') req = req.field(name, value);
        else req = req.attach(name, value, (value as Blob & { name?: string }).name ?? name);
      }
    }
    const sent: Promise<TransportResponse> = req.then(
      (res) => toResponse(res),
      (error: SuperagentLikeError) => {
        if (error.response) return toResponse(error.response);
        throw error;
      },
    );
    return ResultAsync.fromPromise(sent, (error): TransportFailure => ({
      message: (error as SuperagentLikeError).message ?? 'network error',
    }));
  };
}

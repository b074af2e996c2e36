/** What a sandbox handler answers: an HTTP status and a JSON body. */
export interface Reply {
  readonly httpStatus: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'httpStatus' in value && 'body' in value;
}

/** The usual success answer: `{status: {code: 200, message}, data}`. */
export function ok(data: unknown, message = 'Success'): Reply {
  return { httpStatus: 200, body: { status: { code: 200, message }, data } };
}

/** A refused call: HTTP 4xx with the same envelope, so the portal can show `message`. */
export function fail(httpStatus: number, message: string, data: unknown = null): Reply {
  return { httpStatus, body: { status: { code: httpStatus, message }, data } };
}

/** A call answered with HTTP 200 but a non-200 body code, as the real API does for business refusals. */
export function refuse(code: number, message: string, data: unknown = null): Reply {
  return { httpStatus: 200, body: { status: { code, message }, data } };
}

/** Any other body, as is (the older backendseller calls answer `{success, title}` and the like). */
export function raw(body: unknown, httpStatus = 200): Reply {
  return { httpStatus, body };
}

/** What a sandbox handler answers: an HTTP status and a JSON body. */
export interface Reply {
  readonly httpStatus: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * A refusal that still keeps what the handler changed (a wrong verification code counts
   * against the code). Without it a refusal leaves no trace.
   */
  readonly keepChanges?: boolean;
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

/** Keeps the handler's changes although the reply refuses. */
export function keeping(reply: Reply): Reply {
  return { ...reply, keepChanges: true };
}

/**
 * Whether a reply refuses: an HTTP error, a body status code other than 200, or an older call's
 * `success: false`. A refused call's changes are dropped.
 */
export function isRefusal(reply: Reply): boolean {
  if (reply.httpStatus >= 300) return true;
  const body = reply.body;
  if (typeof body !== 'object' || body === null) return false;
  if ('success' in body && body.success === false) return true;
  if ('status' in body && typeof body.status === 'object' && body.status !== null && 'code' in body.status) {
    return body.status.code !== 200;
  }
  return false;
}

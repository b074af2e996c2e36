/**
 * The raw answer to a connection that never made a request Node could parse, as Node itself would
 * give it, in the sandbox's JSON shape. A timeout is 408, never 400: the server times out a
 * connection the browser opened ahead and has not used yet, and should the browser send a request
 * on it at that moment, a 408 tells it to send the request again on a new connection (Chromium
 * does), where a 400 would be taken as the answer to that request.
 */
export function clientErrorAnswer(code: string | undefined): string {
  const [status, reason] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout']
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : [400, 'Bad Request'];
  const body = JSON.stringify({ status: { code: status, message: reason } });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

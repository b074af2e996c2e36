import { describe, expect, it } from 'vitest';
import { clientErrorAnswer } from '@cli/sandbox/clientError';

const statusLine = (answer: string) => answer.slice(0, answer.indexOf('\r\n'));
const body = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/**
 * A connection timed out before its request arrived is answered 408, which a browser that opened
 * the connection ahead takes as "send again" (a 400 would be the answer to its request). The
 * timeout itself takes 20 s or more to happen, so the answer is tested here, the other two also
 * through a real socket in the security suite.
 */
describe('the answer to a connection without a request Node could parse', () => {
  it('a timeout is 408 Request Timeout', () => {
    const answer = clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT');
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(body(answer)).toEqual({ status: { code: 408, message: 'Request Timeout' } });
  });

  it('headers too large are 431, anything else 400; every answer closes the connection with its length', () => {
    expect(statusLine(clientErrorAnswer('HPE_HEADER_OVERFLOW'))).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    for (const code of ['HPE_INVALID_METHOD', undefined]) {
      const answer = clientErrorAnswer(code);
      expect(statusLine(answer)).toBe('HTTP/1.1 400 Bad Request');
      const length = Number(/Content-Length: (\d+)/.exec(answer)?.[1]);
      expect(length).toBe(Buffer.byteLength(answer.slice(answer.indexOf('\r\n\r\n') + 4)));
      expect(answer).toContain('\r\nConnection: close\r\n');
    }
  });
});

import { request } from 'node:http';

/** An answer as the tests read it: the HTTP status, the body's status, and the headers asked for. */
export interface ClientAnswer {
  readonly status: number;
  readonly code: number;
  readonly message: string;
  readonly data: unknown;
  readonly retryAfter: string | null;
}

/**
 * A JSON call sent from another loopback address (127.0.0.2, 127.0.0.3 ...), so the sandbox sees
 * another client: the limits per client and per address-and-client pair are told apart in one
 * process. fetch cannot choose its local address; node:http can.
 */
export function callFrom(
  client: string,
  apiRoot: string,
  method: string,
  path: string,
  body: unknown,
  token: string | null = null,
): Promise<ClientAnswer> {
  const url = new URL(`${apiRoot}/${path}`);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: client,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          ...(token ? { Authorization: token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            status: { code: number; message: string };
            data: unknown;
          };
          const retry = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            code: json.status.code,
            message: json.status.message,
            data: json.data,
            retryAfter: typeof retry === 'string' ? retry : null,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

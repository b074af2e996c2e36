import { request } from 'node:http';
import { productEndpoints } from '@core/api/endpoints/product';

/** The mass-upload call, as the portal sends it: the seller's id and the workbook, multipart. */
const MASS_PATH = productEndpoints.addProductMass.path;

export interface UploadAnswer {
  readonly status: number;
  readonly text: string;
}

/**
 * Sends a workbook's bytes, whatever they hold, to the mass upload of the sandbox at `apiRoot`
 * (…/api): the raw answer, so a test can judge a refusal by its status and body. A connection of
 * its own: a kept-alive one from an earlier test may be closed by the server's idle timeout just as
 * it is reused (ECONNRESET).
 */
export function uploadWorkbook(
  apiRoot: string,
  token: string,
  bytes: Uint8Array,
  sellerId = 1001,
): Promise<UploadAnswer> {
  const boundary = 'batasPenyedia';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="mall_id"\r\n\r\n${sellerId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file_upload"; filename="produk.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise<UploadAnswer>((resolve, reject) => {
    const req = request(`${apiRoot}/${MASS_PATH}`, {
      agent: false,
      method: 'POST',
      headers: {
        Authorization: token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.end(body);
  });
}

/** The answer's body, parsed: the upload's answers are JSON, a refusal's included. */
export function answerBody(answer: UploadAnswer): { status?: unknown; message?: unknown } {
  return JSON.parse(answer.text) as { status?: unknown; message?: unknown };
}

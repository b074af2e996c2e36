import type { IncomingMessage } from 'node:http';
import { bodyTooLarge, jsonTooDeep, SERVER_MESSAGES, unsupportedContent } from '@core/api/serverMessages';
import { jsonNestsDeeper, MAX_INPUT_DEPTH } from '@core/text';

export class BodyError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the whole request body, refusing more than `limit` bytes with 413. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyError(413, bodyTooLarge(limit));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new BodyError(413, bodyTooLarge(limit));
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON, urlencoded or multipart body into plain fields. */
export async function parseBody(contentType: string, body: Buffer): Promise<Record<string, unknown>> {
  if (body.length === 0) return {};
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type === '') {
    const text = body.toString('utf8');
    // Refused before it is parsed or walked: deep nesting costs every later step, and no call takes it.
    if (jsonNestsDeeper(text, MAX_INPUT_DEPTH)) throw new BodyError(400, jsonTooDeep(MAX_INPUT_DEPTH));
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new BodyError(400, SERVER_MESSAGES.invalidJson);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new BodyError(400, SERVER_MESSAGES.jsonNotObject);
    return value as Record<string, unknown>;
  }
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  }
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      // Node's fetch Request parses multipart; no extra dependency needed.
      form = await new Request('http://sandbox.local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw new BodyError(400, SERVER_MESSAGES.invalidMultipart);
    }
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else fields[key] = value.size === 0 && !value.name ? '' : value;
    }
    return fields;
  }
  throw new BodyError(415, unsupportedContent(type));
}

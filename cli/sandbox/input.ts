import type { IncomingMessage } from 'node:http';
import { fileTooLarge, fileTypeRefused, invalidInput } from '@core/api/serverMessages';
import { stripHiddenDeep } from '@core/text';
import type { FileRule, RouteDef } from './area';
import { parseBody, readBody } from './body';
import { fail, type Reply } from './reply';
import { acceptedKinds, kindOf } from './uploads';

const JSON_LIMIT = 1024 * 1024;
const MULTIPART_LIMIT = 12 * 1024 * 1024;

async function checkFile(field: string, value: unknown, rule: FileRule): Promise<string | null> {
  if (!(value instanceof Blob)) return null;
  if (value.size > rule.maxBytes) return fileTooLarge(field, rule.maxBytes);
  const kinds = acceptedKinds(rule);
  const kind = await kindOf(value);
  return kind !== null && kinds.has(kind) ? null : (rule.typeMessage ?? fileTypeRefused(field, [...kinds]));
}

export type CallInput = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly reply: Reply };

/**
 * A call's input: query, body and path parameters in one record, without hidden characters, its
 * files judged by their bytes, parsed by the endpoint's request schema. A body too large, too deep
 * or not parseable throws BodyError (4xx); input the schema refuses is answered 400, a file the
 * rules refuse 422.
 */
export async function readInput(
  req: IncomingMessage,
  url: URL,
  route: RouteDef<unknown>,
  params: Readonly<Record<string, string>>,
): Promise<CallInput> {
  const contentType = String(req.headers['content-type'] ?? '');
  const isMultipart = contentType.toLowerCase().startsWith('multipart/');
  const body = await parseBody(contentType, await readBody(req, isMultipart ? MULTIPART_LIMIT : JSON_LIMIT));
  const query = Object.fromEntries(url.searchParams);
  const carriesBody = route.def.encoding !== 'query' && route.def.encoding !== 'none';
  // Control and bidirectional characters are dropped from every text field before anything reads it.
  const input: Record<string, unknown> = stripHiddenDeep(
    carriesBody ? { ...query, ...body, ...params } : { ...query, ...params },
  );
  for (const [field, rule] of Object.entries(route.files ?? {})) {
    const complaint = await checkFile(field, input[field], rule);
    if (complaint) return { ok: false, reply: fail(422, complaint) };
  }
  const checked = route.def.request.safeParse(input);
  if (checked.success) return { ok: true, data: checked.data };
  const first = checked.error.issues[0];
  return {
    ok: false,
    reply: fail(400, invalidInput(first?.path.join('.') || 'input', first?.message ?? ''), checked.error.issues),
  };
}

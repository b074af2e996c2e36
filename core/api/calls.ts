import { z } from 'zod';
import { endpoint, pathParams, type ApiBase, type EndpointDef, type HttpMethod } from './endpoint';
import { envelope, listData, listQuerySchema, statusOnly } from './envelope';

/** A record's id (order, complaint, negotiation, product, seller) as a path or body value. */
export const recordId = z.coerce.number<number>().int().positive();

/** What every call states about itself: what it does and where the spec describes it. */
interface CallText {
  readonly summary: string;
  readonly spec: string;
}

/** Where a call's input travels besides its path: the query string or a JSON body. */
type InputEncoding = 'query' | 'json';

/** Extra facts some calls state: another server than the API, or no token needed. */
type CallPlace = CallText & { readonly base?: ApiBase; readonly public?: boolean };

/**
 * A call whose fields are the request's keys, in their order, but for the path's own
 * placeholders.
 */
function fieldCall<Shape extends z.ZodRawShape, Res extends z.ZodType>(
  text: CallPlace,
  encoding: InputEncoding,
  method: HttpMethod,
  path: string,
  request: z.ZodObject<Shape>,
  response: Res,
) {
  const inPath = pathParams(path);
  return endpoint({
    ...text,
    method,
    path,
    base: text.base ?? 'api',
    encoding,
    fields: Object.keys(request.shape).filter((key) => !inPath.includes(key)),
    request,
    response,
  });
}

/** A GET whose input travels in the query string. */
export function queryCall<Shape extends z.ZodRawShape, Res extends z.ZodType>(
  text: CallPlace,
  path: string,
  request: z.ZodObject<Shape>,
  response: Res,
) {
  return fieldCall(text, 'query', 'GET', path, request, response);
}

/** A call whose input travels as a JSON body. */
export function jsonCall<Shape extends z.ZodRawShape, Res extends z.ZodType>(
  text: CallPlace,
  method: HttpMethod,
  path: string,
  request: z.ZodObject<Shape>,
  response: Res,
) {
  return fieldCall(text, 'json', method, path, request, response);
}

/** A paged seller list: GET with the paging query, answering a page of rows. */
export function listCall<Row extends z.ZodType>(text: CallText, path: string, row: Row) {
  return queryCall(text, path, listQuerySchema, envelope(listData(row)));
}

/** A call whose whole input is in its path (or which has none): no query, no body. */
export function pathCall<Req extends z.ZodType, Res extends z.ZodType>(
  def: Omit<EndpointDef<Req, Res>, 'base' | 'encoding' | 'fields'>,
): EndpointDef<Req, Res> {
  return endpoint({ ...def, base: 'api', encoding: 'none', fields: [] });
}

/** A call on one record, its id in the path ('seller/order/{id}'). */
export function recordCall<Res extends z.ZodType>(text: CallText, method: HttpMethod, path: string, response: Res) {
  return pathCall({ ...text, method, path, request: z.object({ id: recordId }), response });
}

/** A JSON write answered by its status alone: the spec shows no data in the answer. */
export function statusCall<Shape extends z.ZodRawShape>(
  text: CallPlace,
  method: HttpMethod,
  path: string,
  request: z.ZodObject<Shape>,
) {
  return jsonCall(text, method, path, request, statusOnly);
}

/** A status call whose body is the record id alone (confirm, refuse, receive …). */
export function idCall(text: CallText, method: HttpMethod, path: string) {
  return statusCall(text, method, path, z.object({ id: recordId }));
}

import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the input travels: in the query string, as a JSON body, as multipart form data, or not at all. */
type Encoding = 'none' | 'query' | 'json' | 'multipart';
/** Which configured root the path is relative to. */
export type ApiBase = 'api' | 'chat';

/**
 * One call of the specification's call tables. `path` holds path parameters in braces
 * ('seller/product/{id}'); `fields` are the exact body or query field names of the specification;
 * `request` validates the whole input (path parameters plus fields), `response` the whole answer body.
 */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly base: ApiBase;
  readonly encoding: Encoding;
  readonly fields: readonly string[];
  readonly request: Req;
  readonly response: Res;
  /** Where the specification describes the call: its document and section, as written there. */
  readonly spec: string;
  /** Public calls (login, registration, reference lists) need no token. */
  readonly public?: boolean;
  readonly summary: string;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  def: EndpointDef<Req, Res>,
): EndpointDef<Req, Res> {
  return def;
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/** A path value as text: an id or a slug; anything else (missing, an object) fills nothing. */
function pathValue(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Fills the placeholders of a path; values are URI-encoded. */
export function fillPath(path: string, input: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValue(input[name])));
}

export type EndpointInput<E> = E extends EndpointDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type EndpointOutput<E> = E extends EndpointDef<z.ZodType, infer Res> ? z.output<Res> : never;

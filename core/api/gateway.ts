import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { fillPath, pathParams, type EndpointDef, type EndpointInput, type EndpointOutput } from './endpoint';
import type { ApiError } from './errors';
import type { MultipartValue, Transport, TransportBody, TransportResponse } from './transport';

interface GatewayRoots {
  readonly apiRoot: string;
  readonly chatApiRoot: string;
}

export interface GatewayOptions {
  readonly transport: Transport;
  readonly roots: GatewayRoots | (() => GatewayRoots);
  /** The raw token, sent as is in Authorization; null when logged out. */
  readonly getToken: () => string | null;
  /** Fired once per call answered with HTTP 401 or body status.code 401. */
  readonly onUnauthorized?: (endpoint: string) => void;
  /** Told of every contract mismatch, so the zod issues reach the console. */
  readonly onContractError?: (endpoint: string, issues: readonly z.core.$ZodIssue[]) => void;
}

type EndpointCall<E> =
  Record<string, never> extends EndpointInput<E>
    ? (input?: EndpointInput<E>) => ResultAsync<EndpointOutput<E>, ApiError>
    : (input: EndpointInput<E>) => ResultAsync<EndpointOutput<E>, ApiError>;

export type Gateway<C extends Record<string, EndpointDef>> = { readonly [K in keyof C]: EndpointCall<C[K]> };

export function joinUrl(root: string, path: string): string {
  return `${root.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A field value as text: numbers and booleans as written, lists and objects as JSON. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

interface StatusEnvelope {
  readonly code: number;
  readonly message: string;
}

/** The `status: {code, message}` envelope most answers carry, when present. */
function bodyStatus(body: unknown): StatusEnvelope | null {
  if (typeof body !== 'object' || body === null || !('status' in body)) return null;
  const status = body.status;
  if (typeof status !== 'object' || status === null) return null;
  const code = Number((status as { code?: unknown }).code);
  if (!Number.isFinite(code)) return null;
  const message = (status as { message?: unknown }).message;
  return { code, message: typeof message === 'string' ? message : '' };
}

function bodyMessage(body: unknown): string {
  const status = bodyStatus(body);
  if (status?.message) return status.message;
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'title', 'error'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return '';
}

/** Splits a validated input into the path, and the query or body of the call. */
export function encodeInput(
  def: EndpointDef,
  input: Record<string, unknown>,
): { path: string; query?: Record<string, string>; body?: TransportBody } {
  const inPath = new Set(pathParams(def.path));
  const path = fillPath(def.path, input);
  const rest = Object.entries(input).filter(([key, value]) => !inPath.has(key) && value !== undefined);
  switch (def.encoding) {
    case 'none':
      return { path };
    case 'query':
      return {
        path,
        query: Object.fromEntries(rest.map(([key, value]) => [key, value === null ? '' : fieldText(value)])),
      };
    case 'json':
      return { path, body: { kind: 'json', value: Object.fromEntries(rest) } };
    case 'multipart': {
      const parts: Array<readonly [string, MultipartValue]> = [];
      for (const [key, value] of rest) {
        if (value === null) parts.push([key, '']);
        else if (isBlob(value)) parts.push([key, value]);
        else parts.push([key, fieldText(value)]);
      }
      return { path, body: { kind: 'multipart', parts } };
    }
  }
}

function interpret(
  name: string,
  def: EndpointDef,
  response: TransportResponse,
  options: GatewayOptions,
): ResultAsync<unknown, ApiError> {
  const status = bodyStatus(response.body);
  if (response.status === 401 || status?.code === 401) {
    options.onUnauthorized?.(name);
    return errAsync({ kind: 'unauthorized', endpoint: name });
  }
  if (response.status >= 400) {
    return errAsync({ kind: 'http', endpoint: name, status: response.status, message: bodyMessage(response.body) });
  }
  if (status && status.code >= 300) {
    return errAsync({ kind: 'server', endpoint: name, code: status.code, message: status.message });
  }
  const parsed = def.response.safeParse(response.body);
  if (!parsed.success) {
    options.onContractError?.(name, parsed.error.issues);
    return errAsync({ kind: 'contract', endpoint: name, issues: parsed.error.issues });
  }
  return okAsync(parsed.data);
}

/** Turns the catalogue into typed functions, one per endpoint. */
export function createGateway<C extends Record<string, EndpointDef>>(
  catalogue: C,
  options: GatewayOptions,
): Gateway<C> {
  const calls: Record<string, (input?: unknown) => ResultAsync<unknown, ApiError>> = {};
  for (const [name, def] of Object.entries(catalogue)) {
    calls[name] = (rawInput?: unknown) => {
      const checked = def.request.safeParse(rawInput ?? {});
      if (!checked.success) {
        options.onContractError?.(name, checked.error.issues);
        return errAsync<unknown, ApiError>({ kind: 'contract', endpoint: name, issues: checked.error.issues });
      }
      const { path, query, body } = encodeInput(def, checked.data as Record<string, unknown>);
      const roots = typeof options.roots === 'function' ? options.roots() : options.roots;
      const root = def.base === 'chat' ? roots.chatApiRoot : roots.apiRoot;
      const token = options.getToken();
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = token;
      return options
        .transport({
          method: def.method,
          url: joinUrl(root, path),
          headers,
          ...(query ? { query } : {}),
          ...(body ? { body } : {}),
        })
        .mapErr((failure): ApiError => ({ kind: 'network', endpoint: name, message: failure.message }))
        .andThen((response) => interpret(name, def, response, options));
    };
  }
  return calls as unknown as Gateway<C>;
}

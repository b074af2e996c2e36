import type { ResultAsync } from 'neverthrow';
import type { HttpMethod } from './endpoint';

export type MultipartValue = string | Blob;

export type TransportBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'multipart'; readonly parts: ReadonlyArray<readonly [string, MultipartValue]> };

export interface TransportRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: TransportBody;
}

export interface TransportResponse {
  readonly status: number;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  readonly body: unknown;
}

export interface TransportFailure {
  readonly message: string;
}

/** The port between the gateway and HTTP; only network failures are errors here. */
export type Transport = (request: TransportRequest) => ResultAsync<TransportResponse, TransportFailure>;

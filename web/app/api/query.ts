import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { describeApiError, type ApiError } from '@core/api/errors';

/**
 * A failed gateway call as TanStack Query sees it: an Error whose message is the seller's
 * sentence (describeApiError), carrying the ApiError for the screens that branch on its kind.
 */
export class ApiQueryError extends Error {
  override readonly name = 'ApiQueryError';
  readonly apiError: ApiError;

  constructor(apiError: ApiError) {
    super(describeApiError(apiError));
    this.apiError = apiError;
  }
}

/** A gateway call as a query or mutation function: the value, or a thrown ApiQueryError. */
export async function fromResult<T>(call: ResultAsync<T, ApiError>): Promise<T> {
  const result = await call;
  if (result.isErr()) throw new ApiQueryError(result.error);
  return result.value;
}

/**
 * How a read that a route starts is asked: the route asks it at the press on a link and at every
 * navigation (web/app/routeStart.ts), so the screen that mounts after its chunk has come takes the
 * answer from the cache (or the request on its way) instead of asking a second time.
 */
export const ROUTE_READ = { refetchOnMount: false } as const;

/**
 * A gateway read as query options keyed by its request, answering the envelope's `data`: one
 * page of a list screen (its `query`), which its route reads.
 */
export function dataQuery<Req, Data>(
  key: (request: Req) => QueryKey,
  call: (request: Req) => ResultAsync<{ readonly data: Data }, ApiError>,
) {
  return (request: Req) => ({
    queryKey: key(request),
    queryFn: () => fromResult(call(request).map((body) => body.data)),
    ...ROUTE_READ,
  });
}

/** A record of a detail route, read by its id through the area's detail key and call, answering the envelope's `data`. */
export function recordQuery<Data>(
  key: (id: number) => QueryKey,
  call: (input: { id: number }) => ResultAsync<{ readonly data: Data }, ApiError>,
) {
  return (id: number) => ({
    queryKey: key(id),
    queryFn: () => fromResult(call({ id }).map((body) => body.data)),
    ...ROUTE_READ,
  });
}

/** The ApiError behind a query error; null for anything else (a bug, not an answer of the server). */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof ApiQueryError ? error.apiError : null;
}

/** Marks every query under these keys stale and refetches the ones on screen; resolves when they answered. */
export function invalidateKeys(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * A mutation's promise as a neverthrow Result, for flows that branch on the answer as the gateway
 * gives it (the product forms' submit). Anything but a gateway failure is a bug and is rethrown.
 */
export function settle<T>(pending: Promise<T>): Promise<Result<T, ApiError>> {
  return pending.then(
    (value) => ok(value),
    (error: unknown) => {
      const apiError = apiErrorOf(error);
      if (apiError === null) throw error;
      return err(apiError);
    },
  );
}

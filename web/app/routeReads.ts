import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SellerProfile } from '@core/account/schema';
import { recordIdOf } from '@web/ui/useRecordId';
import { listStateOf, type ListState } from '@web/ui/useListQuery';
import type { ListReads } from '@web/ui/ListScreen';
import { profileQuery } from './api/profile';

/** What a route's reads are started from: the path's parameters, its query string and the portal's QueryClient. */
interface RouteRequest {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
  readonly client: QueryClient;
}

/**
 * What a route reads: the queries of its screen, asked as the route starts (routeStart.ts: at the
 * press on its link, at the navigation), beside the screen's chunk. The screen then finds them in
 * the cache, answered or on their way.
 */
export type RouteReads = (request: RouteRequest) => void;

/** A list route: the page its URL state asks for. */
export function listReads<T extends ListState, D>(list: ListReads<T, D>): RouteReads {
  return ({ search, client }) => void client.prefetchQuery(list.query(listStateOf(list.schema, search)));
}

/** A record of a detail route as query options (recordQuery in web/app/api/query.ts). */
interface RecordRead<D> {
  readonly queryKey: QueryKey;
  readonly queryFn: () => Promise<D>;
}

/** A record route ('/pesanan/detail/:id'): the record its id names; nothing for an id that names none. */
export function recordReads<D>(query: (id: number) => RecordRead<D>): RouteReads {
  return ({ params, client }) => {
    const id = recordIdOf(params.id);
    if (id !== null) void client.prefetchQuery(query(id));
  };
}

/** Reads that need the seller (the chat, the reviews): asked as soon as the seller's profile is in. */
export function sellerReads(reads: (seller: SellerProfile, client: QueryClient) => void): RouteReads {
  return ({ client }) =>
    void client.ensureQueryData(profileQuery).then(
      (seller) => reads(seller, client),
      // The shell says why the profile could not be read.
      () => undefined,
    );
}

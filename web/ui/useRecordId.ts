import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { useParams } from 'wouter';
import type { ApiError } from '@core/api/errors';
import { fromResult } from '@web/app/api/query';

/** The record id of a detail route ('/komplain/detail/{id}'): a positive integer, or null for anything else. */
export function useRecordId(): number | null {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The record of a detail route through its area's detail key and call, answering the envelope's
 * `data`; nothing is asked while the route names no record (id null).
 */
export function useRecordQuery<D>(
  key: (id: number) => QueryKey,
  read: (input: { id: number }) => ResultAsync<{ readonly data: D }, ApiError>,
  id: number | null,
) {
  return useQuery({
    queryKey: key(id ?? 0),
    queryFn: () => fromResult(read({ id: id ?? 0 }).map((body) => body.data)),
    enabled: id !== null,
  });
}

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'wouter';

/** A record id as a route's address gives it ('5002'): a positive integer, or null for anything else. */
export function recordIdOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The record id of a detail route ('/komplain/detail/{id}'): a positive integer, or null for anything else. */
export function useRecordId(): number | null {
  return recordIdOf(useParams<{ id: string }>().id);
}

/** The record of a detail route through its query; nothing is asked while the route names no record (id null). */
export function useRecordQuery<D>(query: (id: number) => UseQueryOptions<D, Error, D, QueryKey>, id: number | null) {
  return useQuery({ ...query(id ?? 0), enabled: id !== null });
}

import { useParams } from 'wouter';

/** The record id of a detail route ('/komplain/detail/{id}'): a positive integer, or null for anything else. */
export function useRecordId(): number | null {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

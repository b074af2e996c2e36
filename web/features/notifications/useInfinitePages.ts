import type { ResultAsync } from 'neverthrow';
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { describeApiError, type ApiError } from '@core/api/errors';

export interface InfinitePages<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  /** An empty page has come back: there is nothing more. */
  readonly done: boolean;
  readonly error: string | null;
  readonly more: () => void;
  readonly retry: () => void;
}

/**
 * Pages appended one after another (spec 000 §4): a change of `deps` (tab, type, dates) starts
 * again at page 1 with an empty list; an empty page marks the end. Answers of an older round are
 * dropped.
 */
export function useInfinitePages<T>(load: (page: number) => ResultAsync<readonly T[], ApiError>, deps: DependencyList): InfinitePages<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const round = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback((wanted: number, forRound: number) => {
    setLoading(true);
    setError(null);
    void loadRef.current(wanted).match(
      (rows) => {
        if (forRound !== round.current) return;
        setItems((previous) => (wanted === 1 ? rows : [...previous, ...rows]));
        setPage(wanted);
        setDone(rows.length === 0);
        setLoading(false);
      },
      (failure) => {
        if (forRound !== round.current) return;
        // Spec 000 §8: load errors are logged; the list also says so and offers a retry.
        console.error('Daftar gagal dimuat', failure);
        setError(describeApiError(failure));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    const current = ++round.current;
    setItems([]);
    setPage(0);
    setDone(false);
    fetchPage(1, current);
    // The caller lists what the list depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const more = useCallback(() => {
    if (loading || done || error) return;
    fetchPage(page + 1, round.current);
  }, [loading, done, error, page, fetchPage]);

  const retry = useCallback(() => fetchPage(page + 1, round.current), [page, fetchPage]);
  return { items, loading, done, error, more, retry };
}

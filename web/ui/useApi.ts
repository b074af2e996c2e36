import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { ResultAsync } from 'neverthrow';
import { describeApiError, type ApiError } from '@core/api/errors';

export interface ApiState<T> {
  readonly loading: boolean;
  /** A sentence for the seller; null when the last call succeeded. */
  readonly error: string | null;
  readonly apiError: ApiError | null;
  readonly data: T | null;
  readonly reload: () => void;
}

/**
 * Runs a gateway call when `deps` change and exposes {loading, error, data}. An answer that arrives
 * after a newer call started is dropped, so a fast tab switch never shows the older list.
 */
export function useApi<T>(load: () => ResultAsync<T, ApiError>, deps: DependencyList, enabled = true): ApiState<T> {
  const [state, setState] = useState<{ loading: boolean; apiError: ApiError | null; data: T | null }>({
    loading: enabled,
    apiError: null,
    data: null,
  });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    void loadRef.current().match(
      (data) => {
        if (call === latest.current) setState({ loading: false, apiError: null, data });
      },
      (apiError) => {
        if (call === latest.current) setState({ loading: false, apiError, data: null });
      },
    );
    // The caller lists what the call depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, enabled]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    loading: state.loading,
    apiError: state.apiError,
    error: state.apiError ? describeApiError(state.apiError) : null,
    data: state.data,
    reload,
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '@core/api/errors';
import type { ProductListData } from '@core/product/schema';
import { productApi } from '../api';
import { productListRequest, type ProductListState } from './listQuery';

/** Performance marks of the list budget (issue 6: 100 rows interactive within 200 ms of the data). */
export const LIST_MARKS = { data: 'product-list:data', ready: 'product-list:interactive', measure: 'product-list:render' } as const;

export interface ProductListResult {
  readonly data: ProductListData | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly reload: () => void;
}

/**
 * Loads a page of the product list for the URL state; a newer answer wins. The time from the
 * answer's arrival to the first idle moment after the rows are drawn is measured.
 */
export function useProductList(state: ProductListState, key: string): ProductListResult {
  const [result, setResult] = useState<{ data: ProductListData | null; loading: boolean; error: string | null }>({ data: null, loading: true, error: null });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const call = ++latest.current;
    setResult((previous) => ({ ...previous, loading: true }));
    void productApi.products(productListRequest(stateRef.current)).match(
      (body) => {
        if (call !== latest.current) return;
        performance.mark(LIST_MARKS.data);
        setResult({ data: body.data, loading: false, error: null });
      },
      (error) => {
        // Spec 001 §8: a failed list load is not announced; the table says the list is unavailable.
        if (call === latest.current) setResult({ data: null, loading: false, error: describeApiError(error) });
      },
    );
  }, [key, round]);

  useEffect(() => {
    if (!result.data) return;
    // After the commit: the next frame paints the rows, the task after it is the first moment the page answers input.
    const frame = requestAnimationFrame(() => {
      setTimeout(() => {
        performance.mark(LIST_MARKS.ready);
        try {
          performance.measure(LIST_MARKS.measure, LIST_MARKS.data, LIST_MARKS.ready);
        } catch {
          // A mark cleared by a newer load: nothing to measure.
        }
      }, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [result.data]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...result, reload };
}

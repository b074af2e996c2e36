import { useEffect, useRef } from 'react';

/** The performance measure of the list budget (issue 6: 100 rows interactive within 200 ms of the data). */
const LIST_RENDER_MEASURE = 'product-list:render';

/**
 * The time from a list answer's arrival to the first idle moment after its rows are drawn (the
 * next frame paints them, the task after it is when the page answers input). Only answers that
 * just arrived are measured, not pages shown again from the cache.
 */
export function useRenderMeasure(data: { readonly arrivedAt: number } | undefined, fetching: boolean): void {
  const wasFetching = useRef(false);
  useEffect(() => {
    const arrived = wasFetching.current && !fetching ? data?.arrivedAt : undefined;
    wasFetching.current = fetching;
    if (arrived === undefined) return;
    const frame = requestAnimationFrame(() => {
      setTimeout(() => performance.measure(LIST_RENDER_MEASURE, { start: arrived, end: performance.now() }), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [data, fetching]);
}

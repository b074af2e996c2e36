import { createElement, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { Preloadable } from './preloadable';

/**
 * A lazily loaded component drawn without Suspense: the fallback until its chunk is in, then the
 * component, as an ordinary state update. Under Suspense, React holds revealed content back until
 * 300 ms after its fallback was first shown (its fallback throttle): a list whose chunk came in
 * 70 ms later would ask for its rows 230 ms late. A chunk that fails to come is thrown to the
 * nearest error boundary, as React.lazy would; the next mount asks for it again.
 */
export function Loaded<P extends object>({
  component,
  props,
  fallback,
}: {
  readonly component: Preloadable<P>;
  readonly props: P;
  readonly fallback: ReactNode;
}) {
  const ready = component.loaded();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    component.preload().then(
      () => mounted && arrived(),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [component, ready]);
  if (failure) throw failure.error;
  // The module's own component, the same function on every render (createElement: it is not made here).
  return ready ? createElement(ready, props) : <>{fallback}</>;
}

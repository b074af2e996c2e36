import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk now, before the component is first drawn. */
  readonly preload: () => Promise<unknown>;
  /** The component once its chunk is in, null before (Loaded draws it then, without suspending). */
  readonly loaded: () => ComponentType<P> | null;
};

/** A thenable that calls back within then() itself, not in a later microtask. */
function answeredAtOnce<T>(value: T): PromiseLike<T> {
  return {
    then<TResult1 = T, TResult2 = never>(onFulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | null): PromiseLike<TResult1 | TResult2> {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as TResult1));
    },
  };
}

/**
 * React.lazy with a chunk that can be fetched ahead. Once fetched, the component draws at once:
 * React.lazy takes a module handed over by a thenable that answers at once without suspending. A
 * suspending boundary would show its fallback, and React then holds the content back for up to
 * 300 ms (its fallback throttle), which the seller would wait for after the login. Loaded draws
 * one without Suspense at all. A chunk that failed to come (a dropped link) is asked for again by
 * the next preload, instead of failing for the rest of the visit.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy's type asks for a Promise; at run time it takes any thenable (react's lazyInitializer).
  const component = lazy(() => (loaded === null ? preload() : (answeredAtOnce(loaded) as Promise<{ default: ComponentType<P> }>)));
  return Object.assign(component, { preload, loaded: () => loaded?.default ?? null });
}

import type { ComponentType } from 'react';

/** A component whose chunk is fetched when first shown or ahead of it; Loaded draws it. */
export interface Preloadable<P extends object> {
  /** Fetches the chunk now, before the component is first drawn. */
  readonly preload: () => Promise<unknown>;
  /** The component once its chunk is in, null before. */
  readonly loaded: () => ComponentType<P> | null;
}

/**
 * A component in a chunk of its own, fetched once: by the first preload or by the first Loaded
 * that draws it. A chunk that failed to come (a dropped link) is asked for again by the next
 * preload, instead of failing for the rest of the visit.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { preload, loaded: () => loaded };
}

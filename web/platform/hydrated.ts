import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while React takes over HTML drawn at build time (the login page), true from then on, and
 * at once on a page drawn in the browser: what only works once the page's script runs waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * What the seller typed into a field of HTML drawn at build time before the script took it over;
 * empty when the page was drawn in the browser (nothing there yet).
 */
export function typedBeforeHydration(selector: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(selector)?.value ?? '';
}

import { useEffect, type RefObject } from 'react';

/** What a seller does to take the page in hand; after any of these a scheduled scroll no longer moves it. */
const SELLER_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Brings `target` to the top of the view `ms` after `cause` appears or changes (the
 * book form, 1000 ms after it opens), unless the seller has begun before then: a tap, a key, a
 * wheel turn, or focus inside the target cancels it, so the page is never pulled from under a
 * field being filled or a button being pressed. Smooth, unless the system asks for less motion.
 */
export function useScrollIntoViewLater(target: RefObject<HTMLElement | null>, cause: unknown, ms: number): void {
  useEffect(() => {
    if (cause === null || cause === undefined) return;
    const element = target.current;
    const stopListening = () => {
      for (const type of SELLER_ACTS) window.removeEventListener(type, cancel, true);
      element?.removeEventListener('focusin', cancel);
    };
    const timer = setTimeout(() => {
      stopListening();
      const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.current?.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
    }, ms);
    function cancel() {
      clearTimeout(timer);
      stopListening();
    }
    for (const type of SELLER_ACTS) window.addEventListener(type, cancel, { capture: true, passive: true });
    element?.addEventListener('focusin', cancel);
    return cancel;
  }, [target, cause, ms]);
}

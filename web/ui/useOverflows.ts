import { useEffect, type RefObject } from 'react';

/**
 * A box whose content is wider than the box (it scrolls sideways) becomes a named region with a
 * Tab stop, so keyboard users can scroll it too (WCAG 2.1.1; axe 'scrollable-region-focusable').
 * Measured when the ResizeObserver reports (after layout, so no layout is forced) and written on
 * the box itself: the outcome of a measure never draws the table a second time.
 */
export function useScrollRegion(ref: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (box.scrollWidth > box.clientWidth + 1) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const content = box.firstElementChild;
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, [ref, label]);
}

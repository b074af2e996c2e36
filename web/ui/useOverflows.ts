import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a box's content is wider than the box (it scrolls sideways). Such a box takes a Tab
 * stop, so keyboard users can scroll it too (WCAG 2.1.1; axe 'scrollable-region-focusable').
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const content = box.firstElementChild;
    if (content) observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

import { useEffect, useState } from 'react';
import { Icon } from '@web/ui/Icon';

/** The scroll-to-top button appears beyond 1331 px and scrolls up in 600 ms. */
export const SCROLL_TOP_THRESHOLD_PX = 1331;
export const SCROLL_TOP_DURATION_MS = 600;

function scrollToTop(): void {
  const start = window.scrollY;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_TOP_DURATION_MS);
    const eased = 1 - Math.pow(1 - progress, 3);
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="scroll-top" aria-label="Kembali ke atas" onClick={scrollToTop}>
      <Icon name="chevronUp" />
    </button>
  );
}

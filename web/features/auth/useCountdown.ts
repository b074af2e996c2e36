import { useEffect, useState } from 'react';
import { appClock } from '@web/app/clock';

/**
 * Seconds left until a deadline, ticking once a second. The deadline, not a count of ticks, is
 * the truth, so a throttled background tab still shows the right number when it comes back.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => appClock.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => appClock.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  // One interval per running countdown, not one per tick.
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(appClock.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);

  const restart = (seconds: number) => {
    const at = appClock.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  };
  return { secondsLeft, restart };
}

import { shiftedClock, systemClock, type Clock } from '@core/clock';

/**
 * A sandbox clock a test can stop and move on: it starts at an instant and runs with the real
 * clock like core's `shiftedClock`, until `pause()`; then `advance(ms)` moves it on exactly, so a
 * test can cross the sandbox's own schedules (the school paying 4 s after arrival) at their
 * deadline instead of waiting for them in real time. Give it to `usePortal({ clock })`.
 */
export interface SteppableClock extends Clock {
  pause(): void;
  advance(ms: number): void;
  /** Runs on from where it stands (no jump back). */
  resume(): void;
}

export function steppableClock(at: number | string, base: Clock = systemClock()): SteppableClock {
  let running = shiftedClock(at, base);
  let pausedAt: number | null = null;
  const now = () => pausedAt ?? running.now();
  return {
    zone: base.zone,
    now,
    pause() {
      pausedAt = now();
    },
    advance(ms) {
      if (pausedAt !== null) pausedAt += ms;
      else running = shiftedClock(running.now() + ms, base);
    },
    resume() {
      if (pausedAt === null) return;
      running = shiftedClock(pausedAt, base);
      pausedAt = null;
    },
  };
}

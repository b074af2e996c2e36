import { expect, vi } from 'vitest';

/** Waits for a state (vi.waitFor polls `check` until it holds), failing after `timeoutMs`; no fixed sleep. */
export function until(check: () => boolean, timeoutMs: number): Promise<void> {
  return vi.waitFor(() => expect(check()).toBe(true), { timeout: timeoutMs, interval: 10 });
}

import type { Page } from 'playwright-core';

/**
 * Lets the page finish the work it has queued: React commits and runs effects on message-channel
 * tasks, which the page clock does not hold, so this works while the clock is frozen. Two round
 * trips: the first runs after everything queued before it, the second after what that queued.
 */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
  }
}

export interface DeadlineChecks {
  /** What holds until the timer's last millisecond (read the page as it is; do not wait). */
  readonly before: () => Promise<void>;
  /** What holds once the timer has fired (wait for it: the page renders after the callback). */
  readonly at: () => Promise<void>;
}

/**
 * Drives one of the spec's timers on the frozen page clock: `Portal.freezeTime()` before the action
 * that starts it, then this runs the clock to 1 ms before `ms`, checks `before`, runs the last
 * millisecond and checks `at`. The clock stays frozen; `page.clock.resume()` lets it run again.
 */
export async function crossDeadline(page: Page, ms: number, checks: DeadlineChecks): Promise<void> {
  await settle(page);
  await page.clock.runFor(ms - 1);
  await settle(page);
  await checks.before();
  await page.clock.runFor(1);
  await checks.at();
}

/**
 * Runs the frozen page clock `ms` on and lets the page finish what that queued: for a check that a
 * timer which would have fired by then did not do anything.
 */
export async function runPast(page: Page, ms: number): Promise<void> {
  await settle(page);
  await page.clock.runFor(ms);
  await settle(page);
}

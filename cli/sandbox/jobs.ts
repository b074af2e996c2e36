import type { Clock } from '@core/clock';
import type { AnyArea, JobContext } from './area';
import type { Writes } from './effects';
import { describeError, type Log } from './log';
import type { SandboxStore } from './store';

/**
 * What happens by the clock: deferred jobs (the simulated customer answers 1.5 s after a message)
 * and the areas' catch-up (the school pays once its time has come). Each runs as a write of its
 * own, through the same writes and effects as a request.
 */
export class Clockwork {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly areas: readonly AnyArea[],
    private readonly store: SandboxStore,
    private readonly writes: Writes,
    private readonly clock: Clock,
    private readonly log: Log,
  ) {}

  /** A deferred job: later, in a write of its own; what it publishes goes to the seller once it is on disk. */
  schedule(
    area: AnyArea,
    sellerId: number | undefined,
    delayMs: number,
    job: (ctx: JobContext<unknown>) => void,
  ): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.writes
        .write(async (draft, effects) => {
          job({
            state: draft[area.name],
            now: () => new Date(this.clock.now()),
            publish: (event, data) => {
              if (sellerId !== undefined) effects.publish(sellerId, event, data);
            },
          });
          return { result: null, commit: true };
        })
        .catch((error: unknown) => this.log(`error: deferred job of ${area.name}: ${describeError(error)}`));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Applies what the clock has made due (the school's payment, a customer's answer) before a request looks. */
  async catchUp(): Promise<void> {
    const at = this.clock.now();
    const due = this.areas.filter((area) => area.catchUp?.due(this.store.get(area.name), at));
    if (due.length === 0) return;
    await this.writes.write(async (draft, effects) => {
      for (const area of due)
        area.catchUp?.apply(draft[area.name], new Date(at), (sellerId, event, data) =>
          effects.publish(sellerId, event, data),
        );
      return { result: null, commit: true };
    });
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

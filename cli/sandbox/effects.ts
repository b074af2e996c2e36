import type { Mailbox, SentMail } from './mailbox';
import type { RealtimeHub } from './realtime';
import type { RootDraft, Transactions } from './transaction';

/** Where effects go once a write is on disk. */
export interface EffectPorts {
  readonly realtime: RealtimeHub;
  readonly mailbox: Mailbox;
}

/**
 * What a write does outside its state: realtime events, e-mails, deferred jobs. A write collects
 * them while it runs; they happen once its changes are on disk, and never for a write that was
 * refused, threw, or could not be written, so a listener or an inbox never hears of a change the
 * sandbox does not keep.
 */
export class Effects {
  private readonly pending: Array<() => void> = [];
  private readonly undos: Array<() => Promise<void>> = [];

  constructor(private readonly ports: EffectPorts) {}

  /** A realtime event to a seller's listeners (server-sent events). */
  publish(sellerId: number, event: string, data: unknown): void {
    this.pending.push(() => this.ports.realtime.publish(sellerId, event, data));
  }

  mail(mail: SentMail): void {
    this.pending.push(() => this.ports.mailbox.send(mail));
  }

  /** Anything else to run once the write is on disk (a deferred job is scheduled this way). */
  later(effect: () => void): void {
    this.pending.push(effect);
  }

  /** What takes back a change made outside the state (a file written) when the write is not kept. */
  undo(step: () => Promise<void>): void {
    this.undos.push(step);
  }

  run(): void {
    for (const effect of this.pending.splice(0)) effect();
  }

  async takeBack(): Promise<void> {
    for (const step of this.undos.splice(0).reverse()) await step();
  }
}

/** What a write's work answers: its result, and whether its changes are kept. */
interface WriteOutcome<T> {
  readonly result: T;
  readonly commit: boolean;
}

export type EffectfulWork<T> = (draft: RootDraft, effects: Effects) => Promise<WriteOutcome<T>>;

/**
 * The one way the sandbox writes: a transaction with its effects collector. Requests, deferred
 * jobs, the clock's catch-up and session refreshes all go through it.
 */
export class Writes {
  constructor(
    private readonly transactions: Transactions,
    private readonly ports: EffectPorts,
  ) {}

  async write<T>(work: EffectfulWork<T>): Promise<T> {
    const effects = new Effects(this.ports);
    let committed = false;
    let result: T;
    try {
      // Resolves once the changes are on disk; throws when the work threw or the disk refused them.
      result = await this.transactions.write(async (draft) => {
        const outcome = await work(draft, effects);
        committed = outcome.commit;
        return outcome;
      });
    } catch (error) {
      await effects.takeBack();
      throw error;
    }
    if (committed) effects.run();
    else await effects.takeBack();
    return result;
  }
}

import { createDraft, enablePatches, finishDraft, setAutoFreeze, type Draft, type Patch } from 'immer';
import type { Root, SandboxStore } from './store';

enablePatches();
// The committed root is never changed in place by the sandbox itself; tests may still poke at it.
setAutoFreeze(false);

/** A write the disk refused (full, read-only): the request answers 503 and nothing changed. */
export class DiskError extends Error {
  constructor(override readonly cause: unknown) {
    super(`sandbox could not write its state: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DiskError';
  }
}

export type RootDraft = Draft<Record<string, unknown>>;

/** A write waiting for the disk: the areas it changed (none when it only waits for writes before it). */
interface Waiting {
  readonly areas: ReadonlySet<string>;
  readonly done: () => void;
  readonly failed: (error: DiskError) => void;
}

/**
 * Requests on the store's state. Reads see the committed state, which is what is on disk. Writes
 * run one at a time on an immer draft; their changes reach the disk in batches (group commit: one
 * fsync serves every write that arrived while the disk was busy).
 *
 * One write, from its arrival to its answer:
 *
 *     queued ──(the writes before it have run)──▶ running on a draft of `ahead`
 *                                                   (or of the committed root when nothing is ahead)
 *     running ──throws──────────────────────────▶ dropped: the error is its answer
 *     running ──refuses or changes nothing──────▶ dropped; answers once the writes it saw are on disk
 *     running ──changes──▶ `ahead` := its root, waiting += its areas
 *     waiting ──its batch written──────────────▶ committed: answers
 *     waiting ──its batch failed────────────────▶ refused with DiskError (503), as is every write
 *                                                  waiting behind it; `ahead` := nothing, epoch += 1
 *     running, while a batch failed ───────────▶ refused with DiskError (it was built on lost state)
 *
 * The disk, one batch at a time:
 *
 *     idle ──a write waits──▶ writing `ahead` as it is now, for the areas of every waiting write
 *     writing ──done──▶ committed root := that root; `ahead` := nothing unless a write moved it on
 *     writing ──fails──▶ the state goes back to what is on disk (see above)
 *
 * A write joins `waiting` in the same step that moves `ahead`, so every change in the root a batch
 * writes belongs to a write of that batch or of one already written.
 */
export class Transactions {
  private tail: Promise<unknown> = Promise.resolve();
  /** The state the next write starts from: committed, plus the writes waiting for the disk. */
  private ahead: Root | null = null;
  private waiting: Waiting[] = [];
  private flushing = false;
  /** Counts failed batches: a write that started before a failure may not land after it. */
  private epoch = 0;

  constructor(private readonly store: SandboxStore) {}

  read<T>(work: (root: Root) => Promise<T>): Promise<T> {
    return work(this.store.snapshot());
  }

  write<T>(work: (draft: RootDraft) => Promise<{ readonly result: T; readonly commit: boolean }>): Promise<T> {
    const run = async (): Promise<{ result: T; durable: Promise<void> | null }> => {
      const epoch = this.epoch;
      const draft = createDraft({ ...(this.ahead ?? this.store.snapshot()) });
      let outcome: { readonly result: T; readonly commit: boolean };
      try {
        outcome = await work(draft);
      } catch (error) {
        finishDraft(draft);
        throw error;
      }
      let patches: Patch[] = [];
      const next = finishDraft(draft, (forward) => {
        patches = forward;
      });
      if (epoch !== this.epoch) throw new DiskError(new Error('an earlier write failed'));
      if (!outcome.commit || patches.length === 0) {
        // It changed nothing, but it saw the writes still waiting for the disk: its answer waits for them too.
        return { result: outcome.result, durable: this.ahead === null ? null : this.durable(new Set()) };
      }
      this.ahead = next;
      return { result: outcome.result, durable: this.durable(new Set(patches.map((p) => String(p.path[0])))) };
    };
    const ran = this.tail.then(run, run);
    this.tail = ran.catch(() => undefined);
    return ran.then(async ({ result, durable }) => {
      await durable;
      return result;
    });
  }

  /** Joins the waiting writes and starts the disk when it is idle; resolves once the areas are on disk. */
  private durable(areas: ReadonlySet<string>): Promise<void> {
    return new Promise<void>((done, failed) => {
      this.waiting.push({ areas, done, failed });
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.waiting.length > 0) {
        if (this.ahead === null) {
          // Everything written so far is on disk: those that only waited for it may answer.
          for (const w of this.waiting.splice(0)) w.done();
          break;
        }
        const batch = this.waiting.splice(0);
        const root = this.ahead;
        const areas = new Set(batch.flatMap((w) => [...w.areas]));
        try {
          await this.store.commit(root, areas);
          if (this.ahead === root) this.ahead = null;
          for (const w of batch) w.done();
        } catch (error) {
          const refused = new DiskError(error);
          // Later writes were built on this batch: they go too, and the state is what is on disk.
          this.epoch += 1;
          this.ahead = null;
          for (const w of [...batch, ...this.waiting.splice(0)]) w.failed(refused);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}

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

/** The areas a transaction's patches touched (the first step of each patch path). */
function changedAreas(patches: readonly Patch[]): Set<string> {
  return new Set(patches.map((p) => String(p.path[0])));
}

export type RootDraft = Draft<Record<string, unknown>>;

interface Waiting {
  readonly areas: ReadonlySet<string>;
  readonly done: () => void;
  readonly failed: (error: DiskError) => void;
}

/**
 * Requests on the store's state.
 *
 * Reads see the committed state: what is on disk. Writes run one at a time, each on an immer draft
 * of the state the writes before it left; a throw or a refusal (commit false) drops the draft and
 * leaves no trace. A write that commits becomes the state the next write starts from, and its
 * answer waits until its changed areas are on disk. Writes that arrive while the disk is busy are
 * written together in the next batch (group commit), so one fsync serves many answers.
 *
 * When a batch cannot be written, every write of it, and every later write that built on it, is
 * refused with DiskError (503) and the state goes back to what is on disk.
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

  async write<T>(work: (draft: RootDraft) => Promise<{ readonly result: T; readonly commit: boolean }>): Promise<T> {
    let areas: ReadonlySet<string> = new Set();
    const run = async (): Promise<T> => {
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
        sawPending = this.ahead !== null;
        return outcome.result;
      }
      this.ahead = next;
      areas = changedAreas(patches);
      return outcome.result;
    };
    let sawPending = false;
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    const value = await result;
    if (areas.size > 0 || sawPending) await this.durable(areas);
    return value;
  }

  /** Resolves once the areas (and everything written before them) are on disk. */
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

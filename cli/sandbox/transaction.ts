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
export function changedAreas(patches: readonly Patch[]): Set<string> {
  return new Set(patches.map((p) => String(p.path[0])));
}

export type RootDraft = Draft<Record<string, unknown>>;

/**
 * Runs requests on immer drafts of the store's root. Reads work on a draft that is thrown away.
 * Writes are one at a time: each starts from the committed root, and only when it asks to commit
 * are its patches turned into the set of changed areas, written, and made the committed root.
 * A throw or a refusal (commit false) leaves no trace, in memory or on disk.
 */
export class Transactions {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: SandboxStore) {}

  async read<T>(work: (draft: RootDraft) => Promise<T>): Promise<T> {
    const draft = createDraft({ ...this.store.snapshot() });
    try {
      return await work(draft);
    } finally {
      finishDraft(draft);
    }
  }

  write<T>(work: (draft: RootDraft) => Promise<{ readonly result: T; readonly commit: boolean }>): Promise<T> {
    const run = async (): Promise<T> => {
      const draft = createDraft({ ...this.store.snapshot() });
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
      if (!outcome.commit || patches.length === 0) return outcome.result;
      try {
        await this.store.commit(next as Root, changedAreas(patches));
      } catch (error) {
        throw new DiskError(error);
      }
      return outcome.result;
    };
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

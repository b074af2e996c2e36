import type { Answer } from './pipeline';
import type { SandboxStore } from './store';

/** What a read looked at: the areas (as they were), and whether it read anything no state change marks stale. */
export interface ReadLog {
  readonly areas: Map<string, unknown>;
  varies: boolean;
}

export function readLog(): ReadLog {
  return { areas: new Map(), varies: false };
}

interface Kept {
  readonly answer: Answer;
  readonly areas: ReadonlyMap<string, unknown>;
}

/** How much the cache keeps: its answers' bytes, and their number. */
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRIES = 2000;

/**
 * The answers of reads (their bytes), kept until an area they looked at changes. The committed state is
 * immutable and a write replaces only the areas it changed, so an area's object is the same until
 * it changes: an answer is served again while every area its read looked at is still the same
 * object. A read that looked at the clock, the client or the sessions is not kept. The oldest
 * answers go first when the cache is full.
 */
export class ReadCache {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly store: SandboxStore) {}

  get(key: string): Answer | null {
    const found = this.kept.get(key);
    if (!found) return null;
    for (const [area, state] of found.areas) {
      if (this.store.get(area) !== state) {
        this.drop(key, found);
        return null;
      }
    }
    // Most recently used last.
    this.kept.delete(key);
    this.kept.set(key, found);
    return found.answer;
  }

  keep(key: string, answer: Answer, log: ReadLog): void {
    if (log.varies || answer.bytes.length > MAX_BYTES / 8) return;
    const old = this.kept.get(key);
    if (old) this.drop(key, old);
    this.kept.set(key, { answer, areas: log.areas });
    this.bytes += answer.bytes.length;
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= MAX_BYTES && this.kept.size <= MAX_ENTRIES) break;
      this.drop(oldest, entry);
    }
  }

  private drop(key: string, entry: Kept): void {
    this.kept.delete(key);
    this.bytes -= entry.answer.bytes.length;
  }
}

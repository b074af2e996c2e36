/**
 * Counts failures (wrong passwords) per key, e.g. per e-mail and per client, in a sliding window.
 * A key with `max` failures in the window is blocked until the oldest of them leaves the window.
 * Kept in memory: a restart forgives, which a sandbox can afford.
 */
export interface AttemptPolicy {
  readonly max: number;
  readonly windowMs: number;
}

export const DEFAULT_LOGIN_LIMIT: AttemptPolicy = { max: 5, windowMs: 60_000 };

export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly policy: AttemptPolicy,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.policy.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** How long the most blocked of the keys must wait (ms), or null when none is blocked. */
  blockedFor(keys: readonly string[]): number | null {
    let wait: number | null = null;
    for (const key of keys) {
      const recent = this.recent(key);
      if (recent.length < this.policy.max) continue;
      const oldest = recent[recent.length - this.policy.max] ?? this.now();
      const until = oldest + this.policy.windowMs - this.now();
      wait = Math.max(wait ?? 0, until);
    }
    return wait;
  }

  fail(keys: readonly string[]): void {
    const at = this.now();
    for (const key of keys) this.failures.set(key, [...this.recent(key), at]);
  }

  /** A success forgives the e-mail's failures (the client's stay counted). */
  clear(key: string): void {
    this.failures.delete(key);
  }
}

/** Counters made by name on first use, so each area keeps its own limits without wiring them here. */
export function namedLimiters(now: () => number): (name: string, policy: AttemptPolicy) => AttemptLimiter {
  const made = new Map<string, AttemptLimiter>();
  return (name, policy) => {
    const known = made.get(name);
    if (known) return known;
    const limiter = new AttemptLimiter(policy, now);
    made.set(name, limiter);
    return limiter;
  };
}

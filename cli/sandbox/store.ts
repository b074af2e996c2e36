import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** State of every area, seeded from fixtures and persisted atomically to the data folder. */
export class SandboxStore {
  private readonly states = new Map<string, unknown>();

  constructor(
    private readonly dir: string,
    private readonly seedVersion: string,
  ) {
    mkdirSync(join(dir, 'state'), { recursive: true });
    mkdirSync(join(dir, 'uploads'), { recursive: true });
  }

  get uploadsDir(): string {
    return join(this.dir, 'uploads');
  }

  /** Loads an area's saved state, or seeds it when missing, reset, or seeded by older fixtures. */
  load<S>(area: string, seed: () => S, reset: boolean): S {
    const file = join(this.dir, 'state', `${area}.json`);
    let state: S | undefined;
    if (!reset && existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as { seedVersion?: string; state: S };
        if (saved.seedVersion === this.seedVersion) state = saved.state;
      } catch {
        state = undefined;
      }
    }
    if (state === undefined) {
      state = seed();
      this.states.set(area, state);
      this.save(area);
    }
    this.states.set(area, state);
    return state;
  }

  get<S>(area: string): S {
    if (!this.states.has(area)) throw new Error(`sandbox area not loaded: ${area}`);
    return this.states.get(area) as S;
  }

  /** Writes to a temporary file, then renames: a crash never leaves half a file. */
  save(area: string): void {
    const file = join(this.dir, 'state', `${area}.json`);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ seedVersion: this.seedVersion, state: this.states.get(area) }));
    renameSync(tmp, file);
  }

  saveAll(): void {
    for (const area of this.states.keys()) this.save(area);
  }
}

import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { systemClock } from '@core/clock';
import { realDisk, type Disk, type Staged } from './disk';

/** What the store needs of an area: its name, its seed and the shape its saved state must have. */
export interface StoredArea {
  readonly name: string;
  readonly seed: (seededAt: number) => unknown;
  readonly schema: z.ZodType;
}

/** A state file the sandbox will not start on: named, kept aside, with what to do. */
export class StateFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'StateFileError';
  }
}

export type Root = Readonly<Record<string, unknown>>;

function writeFileSyncDurably(file: string, data: string): void {
  const tmp = `${file}.${process.pid}.seed.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/** A file staged by a process (`<name>.<pid>.<n>.tmp`, `<name>.<pid>.seed.tmp`, `<name>.bak.<pid>.tmp`) and its pid. */
const STAGED = /\.(\d+)\.(?:\d+\.|seed\.)?tmp$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the files a process staged and never installed because it was killed first; those of a
 * process still running (another sandbox on the same folder) are left to it.
 */
function removeStaged(folder: string): void {
  for (const name of readdirSync(folder)) {
    const pid = STAGED.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) rmSync(join(folder, name), { force: true });
  }
}

/**
 * The state of every area, one JSON file each under `state/`. In memory it is one immutable root
 * (`{area: state}`); a transaction hands back a new root and the names of the areas it changed, and
 * only those files are written, durably, before the new root replaces the old one.
 *
 * Only a new data folder (no state file yet) or --reset seeds. A file that does not parse, does not
 * fit its area's schema or was seeded from other fixtures stops the start, and so does an area
 * whose file is missing from a folder that holds the others: seeding it would silently replace
 * what the seller had (its `.bak`, when there is one, is named in the message).
 */
export class SandboxStore {
  private root: Root = {};
  private readonly areas = new Map<string, StoredArea>();

  constructor(
    private readonly dir: string,
    private readonly seedVersion: string,
    private readonly disk: Disk = realDisk,
    private readonly now: () => number = systemClock().now,
  ) {
    mkdirSync(join(dir, 'state'), { recursive: true });
    mkdirSync(join(dir, 'uploads'), { recursive: true });
    mkdirSync(join(dir, 'private'), { recursive: true });
  }

  get uploadsDir(): string {
    return join(this.dir, 'uploads');
  }

  /** Uploads only their owner may fetch, in a folder per owner. */
  get privateUploadsDir(): string {
    return join(this.dir, 'private');
  }

  fileOf(area: string): string {
    return join(this.dir, 'state', `${area}.json`);
  }

  /** Loads (or, in a new folder or on reset, seeds) every area; throws StateFileError for a file it cannot trust. */
  open(areas: readonly StoredArea[], reset: boolean): void {
    removeStaged(join(this.dir, 'state'));
    removeStaged(this.uploadsDir);
    for (const owner of readdirSync(this.privateUploadsDir)) removeStaged(join(this.privateUploadsDir, owner));
    const root: Record<string, unknown> = {};
    const seeding = reset || areas.every((area) => !existsSync(this.fileOf(area.name)));
    for (const area of areas) {
      this.areas.set(area.name, area);
      const file = this.fileOf(area.name);
      if (seeding) {
        const seeded = area.schema.parse(area.seed(this.now()));
        writeFileSyncDurably(file, this.serialise(seeded));
        root[area.name] = seeded;
      } else if (!existsSync(file)) {
        this.refuseMissing(file);
      } else {
        root[area.name] = this.read(area, file);
      }
    }
    this.root = root;
  }

  private refuseMissing(file: string): never {
    const backup = existsSync(`${file}.bak`)
      ? ` Salinan sebelum perubahan terakhirnya ada di ${file}.bak: salin ke ${file} untuk memulihkannya (perubahan terakhir mungkin tidak ada di salinan itu).`
      : '';
    throw new StateFileError(
      file,
      `Berkas data ${file} tidak ada, padahal folder data ini berisi data lain. Sandbox tidak dijalankan, agar data tidak diganti seed.${backup} Atau jalankan dengan --reset untuk seed ulang (perubahan di folder data akan hilang).`,
    );
  }

  private read(area: StoredArea, file: string): unknown {
    const text = readFileSync(file, 'utf8');
    let saved: unknown;
    try {
      saved = JSON.parse(text);
    } catch (error) {
      this.refuse(file, `bukan JSON yang utuh (${error instanceof Error ? error.message : String(error)})`);
    }
    if (typeof saved !== 'object' || saved === null || !('state' in saved)) this.refuse(file, 'tidak berisi state');
    const { seedVersion, state } = saved as { seedVersion?: unknown; state: unknown };
    if (seedVersion !== this.seedVersion) {
      throw new StateFileError(
        file,
        `Berkas data ${file} dibuat dari fixture lain (versi ${String(seedVersion)}, sekarang ${this.seedVersion}). ` +
          'Jalankan dengan --reset untuk seed ulang (perubahan di folder data akan hilang).',
      );
    }
    const parsed = area.schema.safeParse(state);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      this.refuse(
        file,
        `tidak sesuai bentuk data ${area.name} (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
      );
    }
    return parsed.data;
  }

  private refuse(file: string, why: string): never {
    const aside = `${file}.rusak-${this.now()}`;
    copyFileSync(file, aside);
    const backup = existsSync(`${file}.bak`)
      ? ` Salinan baik terakhir ada di ${file}.bak (salin ke ${file} untuk memulihkannya).`
      : '';
    throw new StateFileError(
      file,
      `Berkas data ${file} rusak: ${why}. Sandbox tidak dijalankan; salinannya disimpan di ${aside}.${backup} Atau jalankan dengan --reset untuk seed ulang.`,
    );
  }

  private serialise(state: unknown): string {
    return JSON.stringify({ seedVersion: this.seedVersion, state });
  }

  /** The committed state of an area. */
  get<S>(area: string): S {
    if (!(area in this.root)) throw new Error(`sandbox area not loaded: ${area}`);
    return this.root[area] as S;
  }

  /** The committed root: what a transaction starts from. */
  snapshot(): Root {
    return this.root;
  }

  /**
   * Writes the changed areas of `next` durably, then makes `next` the committed root. Every file is
   * staged first, so a full or read-only disk fails before any file is replaced: the files and the
   * committed root then stay as they were, and the error goes to the caller.
   */
  async commit(next: Root, changed: ReadonlySet<string>): Promise<void> {
    const staged: Staged[] = [];
    try {
      for (const area of changed) {
        if (!this.areas.has(area)) throw new Error(`sandbox area not loaded: ${area}`);
        staged.push(await this.disk.stage(this.fileOf(area), this.serialise(next[area])));
      }
    } catch (error) {
      await this.disk.discard(staged).catch(() => undefined);
      throw error;
    }
    await this.disk.install(staged);
    this.root = next;
  }
}

import { existsSync } from 'node:fs';
import { link, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A file written to its temporary name and fsynced, waiting to replace the real one. */
export interface Staged {
  readonly file: string;
  readonly tmp: string;
}

/**
 * Where the store's files go, in two steps so that several files change together: every new
 * content is staged (written and fsynced under a temporary name; this is where a full or
 * read-only disk fails), then all are installed (renamed over the old files). Uploads take the same
 * two steps, so a full disk leaves no part of one behind. Tests put a failing disk in place to play
 * a full one.
 */
export interface Disk {
  stage(file: string, data: string | Uint8Array): Promise<Staged>;
  /** Keeps each old file as `<file>.bak` (a hard link: no copy), renames the staged files in, fsyncs the folders. */
  install(staged: readonly Staged[]): Promise<void>;
  discard(staged: readonly Staged[]): Promise<void>;
}

let sequence = 0;

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const realDisk: Disk = {
  async stage(file, data) {
    const tmp = `${file}.${process.pid}.${(sequence += 1)}.tmp`;
    try {
      const handle = await open(tmp, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return { file, tmp };
  },
  async install(staged) {
    for (const { file, tmp } of staged) {
      if (existsSync(file)) {
        const bakTmp = `${file}.bak.${process.pid}.tmp`;
        await rm(bakTmp, { force: true });
        await link(file, bakTmp);
        await rename(bakTmp, `${file}.bak`);
      }
      await rename(tmp, file);
    }
    for (const folder of new Set(staged.map((s) => dirname(s.file)))) await syncFolder(folder);
  },
  async discard(staged) {
    for (const { tmp } of staged) await rm(tmp, { force: true });
  },
};

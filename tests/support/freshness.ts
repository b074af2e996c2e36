import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Whether a build must be made again: its `marker` file is missing, or a file among `sources`
 * changed after it was written, so a test never passes or fails on yesterday's build.
 */
export function isStale(marker: string, sources: readonly string[]): boolean {
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  return built === 0 || Math.max(...sources.map(newestMtime)) >= built;
}

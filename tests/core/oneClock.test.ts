import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One clock: the portal, the sandbox and the CLI read the time of day only through
 * core's clock port (core/clock.ts), so a test that fixes the clock fixes every "now" and "today".
 * `performance.now()` stays allowed: it measures a duration (a log line, a scroll animation),
 * never a date.
 */
const CLOCK_FILE = join('core', 'clock.ts');

/** A wall-clock read: Date.now(), or new Date() / Date() with no argument. */
const WALL_CLOCK = /\bDate\.now\s*\(|\bnew\s+Date\s*\(\s*\)|(?<![.\w])Date\s*\(\s*\)/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Each line of a file that reads the wall clock, comments left out. */
function wallClockReads(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, ''), at: `${file}:${i + 1}` }))
    .filter(({ line }) => WALL_CLOCK.test(line))
    .map(({ at }) => at);
}

describe('one clock', () => {
  it('the rule sees every form of a wall-clock read, and not dates built from a value', () => {
    for (const read of ['Date.now()', 'const d = new Date();', 'new Date( )', 'String(Date())'])
      expect(WALL_CLOCK.test(read), read).toBe(true);
    for (const other of ['new Date(ms)', 'new Date(clock.now())', 'performance.now()', 'parseDate()', 'isoDate()'])
      expect(WALL_CLOCK.test(other), other).toBe(false);
  });

  it('core, web and cli read the time only through core/clock.ts', () => {
    const offenders = ['core', 'web', 'cli']
      .flatMap(sources)
      .filter((file) => file !== CLOCK_FILE)
      .flatMap(wallClockReads);
    expect(offenders).toEqual([]);
  });

  it('core/clock.ts is where the system clock is read', () => {
    expect(wallClockReads(CLOCK_FILE).length).toBeGreaterThan(0);
  });
});

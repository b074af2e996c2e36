import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The source points at nothing a reader of the repository cannot open: no issue numbers and no
 * document numbers of the specification, which lives outside it. A comment names the rule in words.
 */
const OUTSIDE_POINTER = /issue \d|spec 00\d/i;

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir`, whatever its kind, except what node_modules holds. */
function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** 'path:line: text' for each line of `dir` that points outside the repository. */
function outsidePointers(dir: string): string[] {
  const hits: string[] = [];
  for (const file of filesUnder(join(root, dir))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (OUTSIDE_POINTER.test(line)) hits.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

describe('pointers outside the repository', () => {
  it('are recognised in the forms they take, and nothing else is', () => {
    const pointers = ['// see issue 12', '(Issue 18 item 4)', '/** Spec 002 §7 */', '(spec 001 §3.5)'];
    const plain = ["spec: '002 §7'", 'the issues list', 'the specification of the calls', 'respec 2000'];
    expect(pointers.filter((line) => !OUTSIDE_POINTER.test(line))).toEqual([]);
    expect(plain.filter((line) => OUTSIDE_POINTER.test(line))).toEqual([]);
  });

  it.each(['core', 'web', 'cli'])('are absent from %s', (dir) => {
    expect(outsidePointers(dir)).toEqual([]);
  });
});

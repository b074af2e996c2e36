import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCachedScript } from '@cli/launch';
import { penyedia } from '../support/cli';

/**
 * check and split start from V8's code cache (cli/launch.ts): the cache is used when it was made
 * from the very source, and anything else (none, another build's, junk) costs one normal compile
 * and is replaced.
 */

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'penyedia-launch-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A command script answering `answer` (a one-digit number, so every version has the same length). */
function script(name: string, answer: number): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    `const { basename } = require('node:path');\nexports.main = async (argv) => (argv[0] === 'mine' ? ${answer} + basename(__filename).length * 0 : null);\n`,
  );
  return file;
}

const WRAPPED = (file: string) =>
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
const inode = (file: string) => statSync(file).ino;

describe('the code-cached start of check and split', () => {
  it('runs the script and leaves a cache made from its source', async () => {
    const file = script('first.cjs', 3);
    expect(await runCachedScript(file, [], ['mine'])).toBe(3);
    expect(await runCachedScript(file, [], ['other'])).toBeNull();
    const cache = readFileSync(`${file}.cache`);
    expect(cache.readUInt32LE(0)).toBe(crc32(WRAPPED(file)));
    expect(cache.length).toBeGreaterThan(100);
  });

  it('keeps a cache V8 accepted (no rewrite on the next runs)', async () => {
    const file = script('kept.cjs', 4);
    await runCachedScript(file, [], ['mine']);
    // A second name for the cache file: a replaced cache would be a new file, with one name.
    linkSync(`${file}.cache`, join(dir, 'kept.cjs.cache.seen'));
    expect(await runCachedScript(file, [], ['mine'])).toBe(4);
    expect(await runCachedScript(file, [], ['mine'])).toBe(4);
    expect(statSync(`${file}.cache`).nlink).toBe(2);
  });

  it("never runs another build's bytecode, even from a source of the same length, and replaces that cache", async () => {
    const file = script('rebuilt.cjs', 5);
    await runCachedScript(file, [], ['mine']);
    const old = readFileSync(`${file}.cache`);
    script('rebuilt.cjs', 6);
    expect(await runCachedScript(file, [], ['mine'])).toBe(6);
    const fresh = readFileSync(`${file}.cache`);
    expect(fresh.equals(old)).toBe(false);
    expect(fresh.readUInt32LE(0)).toBe(crc32(WRAPPED(file)));
  });

  it('compiles as usual from a refused cache and replaces it', async () => {
    const file = script('junk.cjs', 7);
    const header = Buffer.alloc(4);
    header.writeUInt32LE(crc32(WRAPPED(file)), 0);
    writeFileSync(`${file}.cache`, Buffer.concat([header, Buffer.alloc(4096, 0x5a)]));
    expect(await runCachedScript(file, [], ['mine'])).toBe(7);
    expect(readFileSync(`${file}.cache`).subarray(4).equals(Buffer.alloc(4096, 0x5a))).toBe(false);
    expect(await runCachedScript(file, [], ['mine'])).toBe(7);
  });

  it('runs where no cache can be written', async () => {
    const file = script('readonly.cjs', 8);
    // A folder where the cache would go: it can be neither read nor replaced.
    mkdirSync(`${file}.cache`);
    expect(await runCachedScript(file, [], ['mine'])).toBe(8);
    expect(statSync(`${file}.cache`).isDirectory()).toBe(true);
  });

  it.each([
    ['check', ['check', 'fixtures/xlsx/clean-100.xlsx']],
    ['split', ['split', 'fixtures/xlsx/clean-100.xlsx', '--out', 'OUT']],
  ])("penyedia %s runs from the build's cache without replacing it", async (command, args) => {
    const cache = new URL(`../../dist/cli/${command}.cjs.cache`, import.meta.url).pathname;
    const before = inode(cache);
    const run = await penyedia(args.map((arg) => (arg === 'OUT' ? join(dir, 'split-out') : arg)));
    expect(run.code).toBe(0);
    expect(inode(cache)).toBe(before);
  });
});

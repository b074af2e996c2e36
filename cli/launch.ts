import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import * as zlib from 'node:zlib';
import { SPLIT_MEMORY_FLAGS } from './commands/splitMemory';

/**
 * Starts the check and split commands from V8's code cache: what Node 22's
 * module.enableCompileCache() does, by hand for Node 20. Each is a CommonJS script in dist/cli
 * (check.cjs, split.cjs) compiled with the bytecode a previous run (the build's own, at first)
 * left beside it (check.cjs.cache), so its functions are neither parsed nor compiled again, and
 * neither the ES module loader nor commander is started.
 *
 * The cache file is the CRC-32 of the source it was made from, then V8's data. V8 itself refuses
 * data of another V8 version or other flags, but judges the source by its length only: the CRC
 * keeps a cache from ever meeting a rebuilt script of the same length. A refused or missing cache
 * costs one normal compile, and the run leaves a fresh cache behind (quietly skipped where the
 * folder is read-only).
 */

/**
 * How much a function runs before V8 hands it to TurboFan, its optimising compiler: 8 times V8's
 * default (128 kB of bytecode budget). A 100-row check is over in tens of milliseconds, too soon
 * for optimised code to pay back its compiling, which cost more CPU than the check itself (the
 * tokenizer's loops, measured with --trace-opt and callgrind); a sheet of thousands of rows still
 * gets optimised code, a little later. Measured, CPU per run: check of 100 rows 78 -> 54 ms; of
 * 5 000 rows 379 -> 421 ms, where turning TurboFan off (--no-opt) would cost 646 ms; split of
 * 5 000 rows 5 % fewer instructions.
 */
const TIER_UP_BUDGET = '--interrupt-budget=1048576';

/**
 * The commands started this way, with the V8 flags each runs under. The flags are set before the
 * script compiles: V8 keys its code cache to them, so every run sets the same ones first.
 */
const FAST_COMMANDS: ReadonlyMap<string, { readonly script: string; readonly flags: readonly string[] }> = new Map([
  ['check', { script: 'check.cjs', flags: [TIER_UP_BUDGET] }],
  ['split', { script: 'split.cjs', flags: [TIER_UP_BUDGET, ...SPLIT_MEMORY_FLAGS] }],
]);

type Crc32 = (data: string) => number;
/** zlib.crc32 is native from Node 20.15; on older versions the script compiles without a cache. */
const crc32: Crc32 | undefined = (zlib as { crc32?: Crc32 }).crc32;

const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';
const WRAPPER_TAIL = '\n})';

interface CommandModule {
  main(argv: readonly string[]): Promise<number | null>;
}

function isCommandModule(value: unknown): value is CommandModule {
  return typeof value === 'object' && value !== null && typeof (value as { main?: unknown }).main === 'function';
}

/** The cache's V8 data when it was made from exactly this source; undefined otherwise. */
function cachedDataFor(cacheFile: string, sourceCrc: number): Buffer | undefined {
  let cache: Buffer;
  try {
    cache = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  return cache.length > 4 && cache.readUInt32LE(0) === sourceCrc ? cache.subarray(4) : undefined;
}

function writeCache(cacheFile: string, sourceCrc: number, data: Buffer): void {
  const header = Buffer.alloc(4);
  header.writeUInt32LE(sourceCrc, 0);
  // Written beside and renamed: a run at the same time reads the old cache or the new, never half of one.
  const partial = `${cacheFile}.${process.pid}.partial`;
  try {
    writeFileSync(partial, Buffer.concat([header, data]));
    renameSync(partial, cacheFile);
  } catch {
    // A read-only install keeps working, compiling as usual.
  }
}

/**
 * Runs the command script `file` (a CommonJS bundle exporting `main`) on `argv` under `flags`,
 * through the code cache `${file}.cache`. Resolves to the exit code, or null when the command
 * line is not one the script takes.
 */
export async function runCachedScript(
  file: string,
  flags: readonly string[],
  argv: readonly string[],
): Promise<number | null> {
  for (const flag of flags) setFlagsFromString(flag);
  const wrapped = WRAPPER_HEAD + readFileSync(file, 'utf8') + WRAPPER_TAIL;
  const cacheFile = `${file}.cache`;
  const sourceCrc = crc32?.(wrapped);
  const cachedData = sourceCrc === undefined ? undefined : cachedDataFor(cacheFile, sourceCrc);
  const script = new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  const define = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  define(module.exports, createRequire(file), module, file, dirname(file));
  if (!isCommandModule(module.exports)) throw new Error(`${file} exports no main`);
  const code = await module.exports.main(argv);
  // After the run: the cache then holds every function the command compiled, not only the top level.
  if (sourceCrc !== undefined && (cachedData === undefined || script.cachedDataRejected === true))
    writeCache(cacheFile, sourceCrc, script.createCachedData());
  return code;
}

/**
 * `argv` (the command line after `penyedia`) through its script in `dist` when it names check or
 * split; null at once for any other command, which commander runs. The promise resolves to null
 * as well when the script does not take the command line (help, an unknown option).
 */
export function runFastCommand(dist: string, argv: readonly string[]): Promise<number | null> | null {
  const command = FAST_COMMANDS.get(argv[0] ?? '');
  return command ? runCachedScript(join(dist, command.script), command.flags, argv) : null;
}

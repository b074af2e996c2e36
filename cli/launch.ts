import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import * as zlib from 'node:zlib';

/**
 * Starts `penyedia check` from V8's code cache: what Node 22's module.enableCompileCache() does,
 * by hand for Node 20. The check script is compiled with the bytecode a previous run (the build's
 * own, at first) left beside it, so its functions are neither parsed nor compiled again.
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
 * gets optimised code, a little later. Measured, CPU per run: 100 rows 78 -> 54 ms; 5 000 rows
 * 379 -> 421 ms, where turning TurboFan off (--no-opt) would cost 646 ms.
 */
const TIER_UP_BUDGET = '--interrupt-budget=1048576';

type Crc32 = (data: string) => number;
/** zlib.crc32 is native from Node 20.15; on older versions the script compiles without a cache. */
const crc32: Crc32 | undefined = (zlib as { crc32?: Crc32 }).crc32;

const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';
const WRAPPER_TAIL = '\n})';

interface CheckModule {
  check(argv: readonly string[]): Promise<number | null>;
}

function isCheckModule(value: unknown): value is CheckModule {
  return typeof value === 'object' && value !== null && typeof (value as { check?: unknown }).check === 'function';
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
  // Written beside and renamed: a check running at the same time reads the old cache or the new, never half of one.
  const partial = `${cacheFile}.${process.pid}.partial`;
  try {
    writeFileSync(partial, Buffer.concat([header, data]));
    renameSync(partial, cacheFile);
  } catch {
    // A read-only install keeps working, compiling as usual.
  }
}

/**
 * Runs the check script `file` (a CommonJS bundle) on `argv`, through the code cache
 * `${file}.cache`. Resolves to the exit code, or null when the command line is not a plain check.
 */
export async function runCheckScript(file: string, argv: readonly string[]): Promise<number | null> {
  // Before compiling: V8 keys its code cache to the flags, so every run sets the same ones first.
  setFlagsFromString(TIER_UP_BUDGET);
  const wrapped = WRAPPER_HEAD + readFileSync(file, 'utf8') + WRAPPER_TAIL;
  const cacheFile = `${file}.cache`;
  const sourceCrc = crc32?.(wrapped);
  const cachedData = sourceCrc === undefined ? undefined : cachedDataFor(cacheFile, sourceCrc);
  const script = new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  const define = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
  define(module.exports, createRequire(file), module, file, dirname(file));
  if (!isCheckModule(module.exports)) throw new Error(`${file} is not the check script`);
  const code = await module.exports.check(argv);
  // After the run: the cache then holds every function the check compiled, not only the top level.
  if (sourceCrc !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) writeCache(cacheFile, sourceCrc, script.createCachedData());
  return code;
}


import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_MESSAGES } from '@core/massUpload/xlsx/readFailure';
import { CATALOGUE_LIMITS } from '@core/massUpload/xlsx/limits';
import { penyedia, type CliRun } from '../support/cli';
import {
  cellPastLastColumn,
  endlessTag,
  entityExpansion,
  millionRowSheet,
  sharedIndexOutOfRange,
  zipBomb,
} from './hostileXlsx';

let dir: string;
let probe: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'penyedia-hostile-'));
  // Reports the process's peak resident memory on exit: the caps must hold memory, whatever the file says.
  // VmHWM, not getrusage's maxRSS: the latter carries the forking test process's peak across exec.
  probe = join(dir, 'probe.mjs');
  writeFileSync(
    probe,
    "import { readFileSync } from 'node:fs';\nprocess.on('exit', () => process.stderr.write(`PEAK_RSS_KB ${/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]}\\n`));\n",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

async function check(
  path: string,
  extra: readonly string[] = [],
): Promise<CliRun & { peakMb: number; lines: string[] }> {
  const run = await penyedia(['check', path, ...extra], { env: { NODE_OPTIONS: `--import=${probe}` } });
  const peak = Number(/PEAK_RSS_KB (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  const lines = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('PEAK_RSS_KB'));
  return { ...run, peakMb: peak / 1024, lines };
}

describe('hostile workbooks: exit 2, one clear line, memory held', () => {
  it('a cell past XFD1048576 refuses the file with one line, exit 2, no crash', async () => {
    const run = await check(file('sel-jauh.xlsx', cellPastLastColumn()));
    expect(run.lines).toEqual([
      `penyedia check: ${join(dir, 'sel-jauh.xlsx')}: ${READ_MESSAGES.outOfRange('ZZZZZZZZ3')}`,
    ]);
    expect(run.code).toBe(2);
    // Filling the row up to that column once took gigabytes and ended in V8's fatal 'invalid size error'.
    expect(run.peakMb).toBeLessThan(200);
  });

  it('a 300 MB zip bomb is refused as one, within the cap', async () => {
    const run = await check(file('bom.xlsx', zipBomb(300)));
    expect(run.lines).toEqual([
      `penyedia check: ${join(dir, 'bom.xlsx')}: ${READ_MESSAGES.bomb(CATALOGUE_LIMITS.maxRatio)}`,
    ]);
    expect(run.code).toBe(2);
    // Before the cap the same kind of file took gigabytes; now a few slices of output at most.
    expect(run.peakMb).toBeLessThan(200);
  });

  it('a zip bomb whose directory lies about its size is caught while inflating', async () => {
    const run = await check(file('bom-bohong.xlsx', zipBomb(300, true)));
    expect(run.lines).toEqual([
      `penyedia check: ${join(dir, 'bom-bohong.xlsx')}: ${READ_MESSAGES.bomb(CATALOGUE_LIMITS.maxRatio)}`,
    ]);
    expect(run.code).toBe(2);
    expect(run.peakMb).toBeLessThan(200);
  });

  it('a 1,048,576-row sheet is refused past the row cap', async () => {
    const run = await check(file('sejuta.xlsx', millionRowSheet()));
    expect(run.lines).toEqual([
      `penyedia check: ${join(dir, 'sejuta.xlsx')}: ${READ_MESSAGES.tooManyRows(CATALOGUE_LIMITS.maxRows)}`,
    ]);
    expect(run.code).toBe(2);
    expect(run.peakMb).toBeLessThan(200);
  });

  it('a shared-string index out of range names the cell', async () => {
    const run = await check(file('indeks.xlsx', sharedIndexOutOfRange()));
    expect(run.lines).toEqual([
      `penyedia check: ${join(dir, 'indeks.xlsx')}: ${READ_MESSAGES.sharedIndex('B1', '999')}`,
    ]);
    expect(run.code).toBe(2);
  });

  it('a DOCTYPE with entities (billion laughs) is refused unread', async () => {
    const run = await check(file('entitas.xlsx', entityExpansion()));
    expect(run.lines).toEqual([`penyedia check: ${join(dir, 'entitas.xlsx')}: ${READ_MESSAGES.doctype}`]);
    expect(run.code).toBe(2);
    expect(run.peakMb).toBeLessThan(200);
  });

  it('a tag that never ends (20 MB of one attribute) is refused as a corrupt file, within the cap', async () => {
    const run = await check(file('tanpa-akhir.xlsx', endlessTag(20)));
    expect(run.lines).toEqual([`penyedia check: ${join(dir, 'tanpa-akhir.xlsx')}: ${READ_MESSAGES.corrupt}`]);
    expect(run.code).toBe(2);
    expect(run.peakMb).toBeLessThan(200);
  });

  it('a ZipCrypto-protected workbook is called encrypted, not corrupt', async () => {
    const run = await check('fixtures/xlsx/hostile/zipcrypto.xlsx');
    expect(run.lines).toEqual([`penyedia check: fixtures/xlsx/hostile/zipcrypto.xlsx: ${READ_MESSAGES.encryptedZip}`]);
    expect(run.code).toBe(2);
  });

  it('the json format still answers with the reason as a file error', async () => {
    const run = await check(file('bom-json.xlsx', zipBomb(50)), ['--format', 'json']);
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      file: join(dir, 'bom-json.xlsx'),
      rows: 0,
      errors: [{ row: 0, field: 'file', value: null, message: READ_MESSAGES.bomb(CATALOGUE_LIMITS.maxRatio) }],
    });
    expect(run.code).toBe(2);
  });

  it('a named pipe is refused at once, not waited on', async () => {
    const fifo = join(dir, 'pipa.xlsx');
    execFileSync('mkfifo', [fifo]);
    const run = await check(fifo);
    expect(run.lines).toEqual([
      `penyedia check: ${fifo}: Bukan file biasa (mis. named pipe, socket atau perangkat). Berikan file .xlsx yang tersimpan di disk.`,
    ]);
    expect(run.code).toBe(2);
  });
});

describe('split holds the same caps', () => {
  it('refuses a cell past XFD1048576 with one line and leaves nothing behind', async () => {
    const out = join(dir, 'split-sel-jauh');
    const run = await penyedia(['split', file('sel-jauh-split.xlsx', cellPastLastColumn('XFE3')), '--out', out]);
    expect(run.stderr.trim()).toBe(
      `penyedia split: ${join(dir, 'sel-jauh-split.xlsx')}: ${READ_MESSAGES.outOfRange('XFE3')}`,
    );
    expect(run.code).toBe(2);
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses a zip bomb with one line and leaves nothing behind', async () => {
    const out = join(dir, 'split-bom');
    const run = await penyedia(['split', file('bom-split.xlsx', zipBomb(300, true)), '--out', out]);
    expect(run.stderr.trim()).toBe(
      `penyedia split: ${join(dir, 'bom-split.xlsx')}: ${READ_MESSAGES.bomb(CATALOGUE_LIMITS.maxRatio)}`,
    );
    expect(run.code).toBe(2);
    expect(readdirSync(out)).toEqual([]);
  });
});

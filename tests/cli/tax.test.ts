import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

const rowSchema = z.strictObject({
  price: z.number().int(),
  taxed: z.boolean(),
  dpp: z.number().int(),
  dppNilaiLain: z.number().int(),
  ppn: z.number().int(),
  pph: z.number().int(),
  danaTerima: z.number().int(),
});

async function tax(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['bin/penyedia.js', 'tax', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = z.object({ code: z.number(), stdout: z.string(), stderr: z.string() }).parse(error);
    return failed;
  }
}

describe('penyedia tax', () => {
  // The unit-test global setup (tests/support/buildCli.ts) has built the command once.
  it('prints dpp 100 for 111 and the DESIGN.md breakdown for 100000 as JSON', async () => {
    const { code, stdout } = await tax('111', '100000', '--json');
    expect(code).toBe(0);
    const rows = z.array(rowSchema).parse(JSON.parse(stdout));
    expect(rows).toEqual([
      { price: 111, taxed: true, dpp: 100, dppNilaiLain: 91, ppn: 11, pph: 0, danaTerima: 100 },
      { price: 100000, taxed: true, dpp: 90090, dppNilaiLain: 82582, ppn: 9910, pph: 450, danaTerima: 89640 },
    ]);
  });

  it('--untaxed gives the no-VAT breakdown and accepts dots as thousands separators', async () => {
    const { code, stdout } = await tax('1.250.000', '--untaxed', '--json');
    expect(code).toBe(0);
    expect(z.array(rowSchema).parse(JSON.parse(stdout))).toEqual([
      { price: 1250000, taxed: false, dpp: 1250000, dppNilaiLain: 0, ppn: 0, pph: 6250, danaTerima: 1243750 },
    ]);
  });

  it('prints a readable breakdown without --json', async () => {
    const { code, stdout } = await tax('100000');
    expect(code).toBe(0);
    expect(stdout).toContain('Harga Rp100.000 (dikenakan PPN)');
    expect(stdout).toMatch(/DPP\s+Rp90\.090/);
    expect(stdout).toMatch(/DPP Nilai Lain\s+Rp82\.582/);
    expect(stdout).toMatch(/PPN\s+Rp9\.910/);
    expect(stdout).toMatch(/PPh\s+Rp450/);
    expect(stdout).toMatch(/Dana Diterima\s+Rp89\.640/);
  });

  it.each([
    ['12.5', 'Harus bilangan bulat rupiah'],
    ['abc', 'Hanya angka'],
    ['1000000000000', 'tidak boleh lebih dari 999.999.999.999'],
  ])('refuses %s with exit code 1 and an Indonesian line on stderr, printing nothing', async (price, text) => {
    const { code, stdout, stderr } = await tax('100', price, '--json');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`harga tidak valid "${price}"`);
    expect(stderr).toContain(text);
  });

  it('refuses a minus sign', async () => {
    const { code, stderr } = await tax('--', '-5');
    expect(code).toBe(1);
    expect(stderr).toContain('Angka tidak boleh kurang dari 0');
  });
});

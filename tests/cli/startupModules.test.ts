import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHUNKS = 'dist/cli/chunks';

/** Every chunk a built chunk imports, itself included, following static imports only. */
function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(CHUNKS, file), 'utf8');
    for (const [, next] of code.matchAll(/^import[^;]*?from "\.\/([^"]+)"/gm)) if (next) visit(next);
  };
  visit(entry);
  return seen;
}

describe('what penyedia check loads to start', () => {
  it('has no zod: reading a workbook and its rules builds no schema', () => {
    const check = readdirSync(CHUNKS).find((file) => /^check-[\w-]+\.js$/.test(file));
    expect(check).toBeDefined();
    const chunks = [...loadedWith(check ?? '')];
    // The workbook reader is among them, so the walk did follow the imports.
    expect(
      chunks.some((file) => readFileSync(join(CHUNKS, file), 'utf8').includes('core/massUpload/xlsx/workbook.ts')),
    ).toBe(true);
    const withZod = chunks.filter((file) => readFileSync(join(CHUNKS, file), 'utf8').includes('node_modules/zod/'));
    expect(withZod).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');
}

// DESIGN.md "Import rule": core imports no other part and no React, DOM-only or Node-only API.
describe('import rule', () => {
  it('core imports neither web, cli, React nor Node built-ins', () => {
    const offenders = sources('core').flatMap((file) =>
      imports(file)
        .filter((spec) => /(^|\/|@)(web|cli)\//.test(spec) || /^(react|react-dom|wouter|zustand)(\/|$)/.test(spec) || spec.startsWith('node:') || /^(fs|path|http|os|child_process|crypto)$/.test(spec))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('web does not import cli (and so never the sandbox)', () => {
    const offenders = sources('web').flatMap((file) => imports(file).filter((spec) => /(^|\/|@)cli\//.test(spec)).map((spec) => `${file} -> ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('only cli imports cli/sandbox', () => {
    const offenders = [...sources('core'), ...sources('web')].flatMap((file) =>
      imports(file).filter((spec) => spec.includes('sandbox/')).map((spec) => `${file} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no import climbs more than two folders: the aliases @core, @web, @cli and @fixtures reach across', () => {
    const offenders = ['core', 'web', 'cli', 'tests', 'scripts'].flatMap((dir) =>
      sources(dir).flatMap((file) => imports(file).filter((spec) => spec.startsWith('../../../')).map((spec) => `${file} -> ${spec}`)),
    );
    expect(offenders).toEqual([]);
  });
});

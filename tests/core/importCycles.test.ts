import { describe, expect, it } from 'vitest';
import {
  importCycles,
  importsOf,
  importsOfFile,
  resolveImport,
  sourceFiles,
  type ImportEdge,
} from '../support/sourceImports';

type Sources = ReadonlyMap<string, readonly ImportEdge[]>;

/** Who loads whom at run time: type-only imports are erased by the compiler, so they load nothing. */
function runtimeGraph(sources: Sources): Map<string, string[]> {
  const files = new Set(sources.keys());
  return new Map(
    [...sources].map(([file, edges]) => [
      file,
      edges.flatMap((edge) => {
        const target = edge.typeOnly ? null : resolveImport(file, edge.specifier, files);
        return target === null ? [] : [target];
      }),
    ]),
  );
}

// DESIGN.md "Layout": a module is loaded before the modules that import it. In a cycle one of them
// runs half-initialised (an import read before it is assigned), in an order the bundler chooses.
describe('import cycles', () => {
  it('core, web and cli load without a cycle: no module imports, at run time, one that imports it back', () => {
    const files = ['core', 'web', 'cli'].flatMap((dir) => sourceFiles(dir)).filter((file) => !file.endsWith('.d.ts'));
    const cycles = importCycles(runtimeGraph(new Map(files.map((file) => [file, importsOfFile(file)]))));
    expect(cycles.map((group) => group.join(' <-> '))).toEqual([]);
  });

  it('the check finds a cycle through a re-export, an alias or a lazy import, and none through a type', () => {
    const sample: Sources = new Map([
      ['core/a.ts', importsOf("export { b } from './b';")],
      ['core/b.ts', importsOf("import { a } from '@core/a';\nimport './b.css';")],
      ['web/c.tsx', importsOf("const load = () => import('./d');\nexport default load;", 'c.tsx')],
      ['web/d/index.ts', importsOf("import load from '../c';")],
      ['cli/e.ts', importsOf("import type { F } from './f';\nimport type { G } from './f';")],
      ['cli/f.ts', importsOf("import { e } from './e';")],
    ]);
    expect(importCycles(runtimeGraph(sample))).toEqual([
      ['core/a.ts', 'core/b.ts'],
      ['web/c.tsx', 'web/d/index.ts'],
    ]);
  });
});

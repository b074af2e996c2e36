import { describe, expect, it } from 'vitest';
import { importsOf, importsOfFile, sourceFiles } from '../support/sourceImports';

function imports(file: string): string[] {
  return importsOfFile(file).map((edge) => edge.specifier);
}

const sources = (dir: string): string[] => sourceFiles(dir);

/** A specifier that climbs three folders or more. */
const climbs = (spec: string): boolean => spec.startsWith('../../../');

// DESIGN.md "Import rule": core imports no other part and no React, DOM-only or Node-only API.
describe('import rule', () => {
  it('core imports neither web, cli, React nor Node built-ins', () => {
    const offenders = sources('core').flatMap((file) =>
      imports(file)
        .filter(
          (spec) =>
            /(^|\/|@)(web|cli)\//.test(spec) ||
            /^(react|react-dom|wouter|zustand)(\/|$)/.test(spec) ||
            spec.startsWith('node:') ||
            /^(fs|path|http|os|child_process|crypto)$/.test(spec),
        )
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('web does not import cli (and so never the sandbox)', () => {
    const offenders = sources('web').flatMap((file) =>
      imports(file)
        .filter((spec) => /(^|\/|@)cli\//.test(spec))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('only cli imports cli/sandbox', () => {
    const offenders = [...sources('core'), ...sources('web')].flatMap((file) =>
      imports(file)
        .filter((spec) => spec.includes('sandbox/'))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no import climbs more than two folders: the aliases @core, @web, @cli and @fixtures reach across', () => {
    const offenders = ['core', 'web', 'cli', 'tests', 'scripts'].flatMap((dir) =>
      sourceFiles(dir, true).flatMap((file) =>
        imports(file)
          .filter(climbs)
          .map((spec) => `${file} -> ${spec}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the climbing check sees imports, re-exports, side-effect and lazy imports, and no comment', () => {
    const text = [
      "import { money } from '../../../core/money';",
      "export * from '../../../core/tax';",
      "import '../../../web/ui/list.css';",
      "const lazy = () => import('../../../web/features/order/api');",
      "import { Badge } from '../../ui/Badge';",
      "// import { old } from '../../../core/old';",
    ].join('\n');
    expect(
      importsOf(text)
        .map((edge) => edge.specifier)
        .filter(climbs),
    ).toEqual([
      '../../../core/money',
      '../../../core/tax',
      '../../../web/ui/list.css',
      '../../../web/features/order/api',
    ]);
  });
});

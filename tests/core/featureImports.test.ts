import { normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, importsOfFile, sourceFiles, targetPath } from '../support/sourceImports';

const FEATURES = 'web/features';

/** The feature folder a repository path lies in (web/features/<area>/...), or null. */
function featureOf(path: string): string | null {
  const parts = normalize(path).split(/[\\/]/);
  return parts[0] === 'web' && parts[1] === 'features' && parts[2] ? parts[2] : null;
}

function crossFeatureImports(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const own = featureOf(file);
    return importsOfFile(file)
      .map(({ specifier: spec }) => ({ spec, target: targetPath(file, spec) }))
      .filter(({ target }) => target !== null && featureOf(target) !== null && featureOf(target) !== own)
      .map(({ spec }) => `${file} -> ${spec}`);
  });
}

// DESIGN.md "web": a feature never imports another feature; shared pieces live in web/ui or a shared module.
describe('feature isolation', () => {
  it('no web feature imports another feature (by alias, by relative path, CSS included)', () => {
    expect(crossFeatureImports(sourceFiles(FEATURES))).toEqual([]);
  });

  it('the check sees an import into another feature whichever way it is written', () => {
    const file = 'web/features/complaint/ComplaintListScreen.tsx';
    const text = [
      "import { DetailLink } from '@web/features/nego/DetailLink';",
      "import '../nego/nego.css';",
      "const lazy = () => import('../../features/order/api');",
      "import { complaintApi } from './api';",
      "import { Badge } from '@web/ui/Badge';",
    ].join('\n');
    const crossing = importsOf(text)
      .map((edge) => edge.specifier)
      .filter((spec) => {
        const target = targetPath(file, spec);
        return target !== null && featureOf(target) !== null && featureOf(target) !== featureOf(file);
      });
    expect(crossing).toEqual(['@web/features/nego/DetailLink', '../nego/nego.css', '../../features/order/api']);
  });

  it('web/app, web/ui and web/platform import no feature except through the lazy route tables (entry and authenticated)', () => {
    const shared = ['web/app', 'web/ui', 'web/platform']
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => file !== 'web/app/routes.ts' && file !== 'web/app/entryRoutes.ts');
    const offenders = shared.flatMap((file) =>
      importsOfFile(file)
        .map((edge) => edge.specifier)
        .filter((spec) => {
          const target = targetPath(file, spec);
          return target !== null && featureOf(target) !== null;
        })
        .map((spec) => `${file} -> ${spec}`),
    );
    // The login screen is part of the entry chunk by design (App.tsx draws it without a lazy load).
    expect(offenders).toEqual(['web/app/App.tsx -> @web/features/auth/LoginScreen']);
  });
});

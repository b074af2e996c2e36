import { describe, expect, it } from 'vitest';
import { bareStatusComparisons, repeatedSentences, sourceFiles } from './support/literals';

/*
 * Done when: no sentence of core is written again as a literal under cli/sandbox, and no
 * order status is compared with a bare number anywhere. (The mass-upload files of cli/sandbox are
 * another engineer's while the xlsx reading is replaced; they are checked once that lands.)
 */
const MASS_UPLOAD_FILES = /\/product\/mass[^/]*\.ts$/;

describe('one rule book', () => {
  it('cli/sandbox writes no sentence of core again', () => {
    const files = sourceFiles('cli/sandbox').filter((file) => !MASS_UPLOAD_FILES.test(file));
    expect(repeatedSentences('core', files).map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });

  it('finds a repeated sentence when there is one (the check itself works)', () => {
    expect(repeatedSentences('core', ['tests/sandbox/support/repeatedSample.ts']).map((l) => l.text)).toEqual([
      'Komplain Tidak Boleh Kosong',
      'Error: Komplain Tidak Boleh Kosong!',
    ]);
  });

  it('no order status is compared with a bare number in core, web, cli or the tests', () => {
    const files = ['core', 'web', 'cli', 'tests']
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith('repeatedSample.ts'));
    expect(bareStatusComparisons(files).map((l) => `${l.file}:${l.line} ${l.text.trim()}`)).toEqual([]);
    expect(bareStatusComparisons(['tests/sandbox/support/repeatedSample.ts'])).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { repeatedSentences, sourceFiles } from '../sandbox/support/literals';

/*
 * The one rule book in the portal: the product forms, the mass upload and the
 * profile take their field labels, layouts, catalogue types, VAT tags and messages from core,
 * never a copy of core's words.
 */
const FOLDERS = [
  'web/features/product/add',
  'web/features/product/form',
  'web/features/product/detail',
  'web/features/product/mass',
  'web/features/profile',
];

/**
 * The NPWP hint ('16 digit angka') ends as core's postal-code message ends: a length in words, not
 * a rule restated. (Registration shows the same hint; a hint of core's would serve both.)
 */
const SHARED_WORDS = new Set(['web/features/profile/IdentityTab.tsx digit angka']);

describe('one rule book in the product forms and the profile', () => {
  it('writes no sentence of core again', () => {
    const repeated = repeatedSentences('core', FOLDERS.flatMap(sourceFiles)).filter(
      (l) => !SHARED_WORDS.has(`${l.file} ${l.text.trim()}`),
    );
    expect(repeated.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });
});

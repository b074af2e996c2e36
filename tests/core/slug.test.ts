import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify, tagify } from '@core/slug';

const slugShape = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

describe('slugify', () => {
  it.each([
    ['Buku Matematika Kelas VII', 'buku-matematika-kelas-vii'],
    ['Pensil & Penghapus', 'pensil-dan-penghapus'],
    ['A&B', 'a-dan-b'],
    ['  --Laptop  Core i5!! (8GB)--  ', 'laptop-core-i5-8gb'],
    ['Jasa Servis AC/Kulkas', 'jasa-servis-ac-kulkas'],
    ['Kertas HVS 70 gr, A4', 'kertas-hvs-70-gr-a4'],
    // Accented letters fold to ASCII rather than vanish (the list showed 'af' for 'Ćafé').
    ['Ćafé', 'cafe'],
    ['Sekolah Dasar Négeri Ünggul', 'sekolah-dasar-negeri-unggul'],
    ['Straße & Æsop', 'strasse-dan-aesop'],
    ['Ｐｅｎｓｉｌ ２Ｂ', 'pensil-2b'],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('tagify', () => {
  it('slugs each comma-separated part and drops empty ones', () => {
    expect(tagify('Buku Tulis, Alat & Bahan,, SD ')).toBe('buku-tulis,alat-dan-bahan,sd');
    expect(tagify(',,')).toBe('');
  });
});

describe('slug properties', () => {
  it('slugify is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });

  it('a slug uses only a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(slugify(text)).toMatch(slugShape);
      }),
      { numRuns: 2000 },
    );
  });

  it('an accented letter keeps its base letter', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'àáâãäåèéêëìíîïòóôõöùúûüýÿçćčñńšśžźÀÁÂÄÈÉÊÌÍÒÓÔÖÙÚÛÜÇĆČÑŠŽ'), (letter) => {
        expect(slugify(letter)).toMatch(/^[a-z]$/);
      }),
    );
  });

  it('letters and digits survive, lower-cased, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{0,30}$/), (text) => {
        expect(slugify(text).replaceAll('-', '')).toBe(text.toLowerCase().replace(/[^a-z0-9]/g, ''));
      }),
    );
  });

  it('tagify is idempotent and every tag is a non-empty slug', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const tags = tagify(text);
        expect(tagify(tags)).toBe(tags);
        if (tags !== '') for (const tag of tags.split(',')) expect(tag).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
      { numRuns: 2000 },
    );
  });
});

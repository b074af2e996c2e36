/**
 * Letters without a decomposition into a base letter and marks, written in ASCII as sellers and
 * search engines spell them ('Straße' -> 'strasse').
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Accented Latin letters folded to ASCII ('Ćafé' -> 'cafe'): the marks that NFKD splits off are dropped. */
function foldToAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđłıþð]/g, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/**
 * The SEO slug of a product title: lower case, accented letters folded to ASCII,
 * '&' read as ' dan ', every run of characters other than a-z and 0-9 becomes one hyphen, none at
 * either end. Applying it to its own result changes nothing.
 */
export function slugify(text: string): string {
  return foldToAscii(text.toLowerCase())
    .replaceAll('&', ' dan ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Product tags: each comma-separated part slugged as a title; empty parts are dropped. */
export function tagify(text: string): string {
  return text
    .split(',')
    .map(slugify)
    .filter((part) => part !== '')
    .join(',');
}

/**
 * The SEO slug of a product title (spec 001 §5.5): lower case, '&' read as ' dan ', every run of
 * characters other than a-z and 0-9 becomes one hyphen, none at either end. Applying it to its
 * own result changes nothing.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
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

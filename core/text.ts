/**
 * Characters no text field keeps: C0 and C1 control characters other than tab, line feed and
 * carriage return (a NUL cuts strings short in many tools), and the bidirectional overrides,
 * embeddings, isolates and marks (U+202E turns 'exe.txt' into what reads 'txt.exe').
 */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- the control characters are the hidden ones this strips
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without hidden characters (see HIDDEN_CHARACTERS). */
export function stripHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, '');
}

export function hasHiddenCharacters(text: string): boolean {
  HIDDEN_CHARACTERS.lastIndex = 0;
  const found = HIDDEN_CHARACTERS.test(text);
  HIDDEN_CHARACTERS.lastIndex = 0;
  return found;
}

/** Every string inside a value (objects and arrays walked), without hidden characters; other values as they are. */
export function stripHiddenDeep<T>(value: T): T {
  if (typeof value === 'string') return stripHiddenCharacters(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stripHiddenDeep(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripHiddenDeep(item as unknown)])) as T;
  }
  return value;
}

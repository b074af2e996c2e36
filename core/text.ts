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

/** How deep input may nest objects and arrays: a body deeper than this is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Whether a JSON text nests objects and arrays deeper than `max`, read in one pass over its
 * characters without parsing it: brackets inside strings do not count. A text that is not JSON
 * may answer either way; the parser that comes next refuses it.
 */
export function jsonNestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c) at += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

type Holder = Record<string, unknown>;

/** Sets a key as data, also '__proto__' (JSON.parse makes it an own key; plain assignment would set the prototype). */
function put(holder: Holder, key: string, value: unknown): void {
  Object.defineProperty(holder, key, { value, writable: true, enumerable: true, configurable: true });
}

function isPlainObject(value: unknown): value is Holder {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Every string inside a value (objects and arrays walked), without hidden characters; other values
 * as they are. The walk keeps its own list of what is left to visit instead of recursing, so no
 * nesting, however deep, overflows the stack.
 */
export function stripHiddenDeep<T>(value: T): T {
  const top: Holder = {};
  put(top, 'value', value);
  const pending: Array<{ readonly holder: Holder; readonly key: string }> = [{ holder: top, key: 'value' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { holder, key } = next;
    const item = holder[key];
    if (typeof item === 'string') put(holder, key, stripHiddenCharacters(item));
    else if (Array.isArray(item) || isPlainObject(item)) {
      const copy: Holder = Array.isArray(item) ? ([...(item as unknown[])] as unknown as Holder) : { ...item };
      put(holder, key, copy);
      for (const inner of Object.keys(copy)) pending.push({ holder: copy, key: inner });
    }
  }
  return top.value as T;
}

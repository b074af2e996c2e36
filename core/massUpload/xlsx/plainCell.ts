/**
 * Finds the parts of a cell written the way nearly every program writes it, by walking its
 * characters: `<c r="B2" s="1" t="s"><v>7</v></c>`, `<c r="B3"/>`. The attributes are r, s and t,
 * each optional, in that order, one space before each, their values plain (no quote, '<', '&',
 * tab or line end). The value, when there is one, has no '<'.
 *
 * A sheet has a cell like this for every value of every row. Matching each with a regular
 * expression built a result array and a string per group for every cell, the largest share of
 * what a check allocated. Walking the characters makes no object; the reader cuts out only what
 * a cell's value needs.
 */

/** Where each part of the last cell lies in the text, as start and end offsets; -1 for an absent part. Reused for every cell. */
export class PlainCellSpan {
  refStart = -1;
  refEnd = -1;
  styleStart = -1;
  styleEnd = -1;
  typeStart = -1;
  typeEnd = -1;
  valueStart = -1;
  valueEnd = -1;
}

const QUOTE = 0x22;
const LESS = 0x3c;
const AMPERSAND = 0x26;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const RETURN = 0x0d;
const SPACE = 0x20;
const EQUALS = 0x3d;
const SLASH = 0x2f;
const GREATER = 0x3e;
const ATTRIBUTE_NAMES = [0x72, 0x73, 0x74] as const; // r, s, t

/** Where a plain attribute value starting at `from` ends (at its closing quote); -1 when it is not plain or not complete. */
function plainValueEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) return at;
    if (code === LESS || code === AMPERSAND || code === TAB || code === LINE_FEED || code === RETURN) return -1;
  }
  return -1;
}

/**
 * Reads the plain cell starting at `lt` (the '<' of `<c`) into `span`; the position after it, or
 * -1 when the text there is anything else (another layout, or cut short by the end of a piece).
 */
export function scanPlainCell(text: string, lt: number, span: PlainCellSpan): number {
  let at = lt + 2;
  for (let name = 0; name < ATTRIBUTE_NAMES.length; name += 1) {
    if (
      text.charCodeAt(at) !== SPACE ||
      text.charCodeAt(at + 1) !== ATTRIBUTE_NAMES[name] ||
      text.charCodeAt(at + 2) !== EQUALS ||
      text.charCodeAt(at + 3) !== QUOTE
    ) {
      setAttribute(span, name, -1, -1);
      continue;
    }
    const end = plainValueEnd(text, at + 4);
    if (end < 0) return -1;
    setAttribute(span, name, at + 4, end);
    at = end + 1;
  }
  const code = text.charCodeAt(at);
  span.valueStart = -1;
  span.valueEnd = -1;
  if (code === SLASH) return text.charCodeAt(at + 1) === GREATER ? at + 2 : -1;
  if (code !== GREATER) return -1;
  at += 1;
  if (text.startsWith('<v>', at)) {
    const valueEnd = text.indexOf('<', at + 3);
    if (valueEnd < 0 || !text.startsWith('</v>', valueEnd)) return -1;
    span.valueStart = at + 3;
    span.valueEnd = valueEnd;
    at = valueEnd + 4;
  }
  return text.startsWith('</c>', at) ? at + 4 : -1;
}

function setAttribute(span: PlainCellSpan, name: number, start: number, end: number): void {
  if (name === 0) {
    span.refStart = start;
    span.refEnd = end;
  } else if (name === 1) {
    span.styleStart = start;
    span.styleEnd = end;
  } else {
    span.typeStart = start;
    span.typeEnd = end;
  }
}

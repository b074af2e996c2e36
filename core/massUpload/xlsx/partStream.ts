import { XmlScanner, type XmlHandler, type XmlShortcut } from './xml';

/**
 * One XML part of a package, inflated and tokenized a piece at a time, as far as its reader asks:
 * the sheet streams its rows this way, and the shared strings are read only as far as the cells
 * read so far point into them.
 */

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/**
 * How a part's bytes are text, from its first bytes: UTF-16 by its byte order mark or by how
 * '<' is written (Excel Mobile saves parts so), UTF-8 otherwise.
 */
function encodingOf(head: Uint8Array): Encoding {
  const [first, second] = [head[0], head[1]];
  if ((first === 0xff && second === 0xfe) || (first === 0x3c && second === 0x00)) return 'utf-16le';
  if ((first === 0xfe && second === 0xff) || (first === 0x00 && second === 0x3c)) return 'utf-16be';
  return 'utf-8';
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

/** Where the last whole UTF-8 character of `bytes` ends: a character cut by the end of a piece waits for the next one. */
function wholeUtf8(bytes: Uint8Array): number {
  const end = bytes.length;
  let back = 0;
  while (back < 3 && back < end && ((bytes[end - 1 - back] ?? 0) & 0xc0) === 0x80) back += 1;
  const leadAt = end - 1 - back;
  if (leadAt < 0) return end;
  const lead = bytes[leadAt] ?? 0;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return length > back + 1 ? leadAt : end;
}

/**
 * Decodes a part's pieces as they come. UTF-8 is decoded a whole piece at a time, a character cut
 * at its end carried to the next (a streaming TextDecoder is many times slower in Node); UTF-16
 * streams through its decoder. A byte order mark is read once, at the start of the part only.
 */
class PartText {
  private encoding: Encoding | null = null;
  private decoder: TextDecoder | null = null;
  private carried: Uint8Array | null = null;

  decode(piece: Uint8Array): string {
    const bytes = this.carried === null ? piece : concat(this.carried, piece);
    this.carried = null;
    if (this.encoding === null) {
      if (bytes.length < 3) {
        this.carried = bytes;
        return '';
      }
      this.encoding = encodingOf(bytes);
      if (this.encoding !== 'utf-8') {
        this.decoder = new TextDecoder(this.encoding);
        return this.decoder.decode(bytes, { stream: true });
      }
      this.decoder = new TextDecoder('utf-8', { ignoreBOM: true });
      const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
      return this.utf8(bom ? bytes.subarray(3) : bytes);
    }
    return this.encoding === 'utf-8' ? this.utf8(bytes) : (this.decoder?.decode(bytes, { stream: true }) ?? '');
  }

  private utf8(bytes: Uint8Array): string {
    const whole = wholeUtf8(bytes);
    if (whole < bytes.length) this.carried = bytes.slice(whole);
    return this.decoder?.decode(bytes.subarray(0, whole)) ?? '';
  }

  end(): string {
    const rest = this.carried;
    this.carried = null;
    if (this.encoding === null) return rest === null ? '' : new TextDecoder(encodingOf(rest)).decode(rest);
    if (this.encoding === 'utf-8') return rest === null ? '' : (this.decoder?.decode(rest) ?? '');
    return this.decoder?.decode() ?? '';
  }
}

/**
 * Bytes decoded and scanned at a time: text of this size is an ordinary young object, collected
 * at once, where a whole inflated piece would be a large object that lives until a full
 * collection.
 */
const TEXT_SLICE_BYTES = 8 * 1024;

export class PartStream {
  private readonly text = new PartText();
  private readonly scanner: XmlScanner;
  private piece: Uint8Array = new Uint8Array(0);
  private at = 0;
  private ended = false;

  constructor(
    private readonly pieces: Iterator<Uint8Array>,
    handler: XmlHandler,
    shortcut?: XmlShortcut,
  ) {
    this.scanner = new XmlScanner(handler, shortcut);
  }

  /**
   * Hands the next slice of text to the handler, inflating more of the part when the last piece
   * is used up; false once the part has ended (well-formed, or it throws).
   */
  pull(): boolean {
    if (this.ended) return false;
    if (this.at >= this.piece.length) {
      const next = this.pieces.next();
      if (next.done === true) {
        this.ended = true;
        this.scanner.write(this.text.end());
        this.scanner.end();
        return false;
      }
      this.piece = next.value;
      this.at = 0;
    }
    const end = this.at + TEXT_SLICE_BYTES;
    this.scanner.write(this.text.decode(this.piece.subarray(this.at, end)));
    this.at = end;
    return true;
  }

  /** The whole part through the handler. */
  drain(): void {
    while (this.pull());
  }
}

/** A small part (workbook, relations, styles) whole, as text. */
export function partText(pieces: Iterable<Uint8Array>): string {
  const text = new PartText();
  let out = '';
  for (const piece of pieces) out += text.decode(piece);
  return out + text.end();
}

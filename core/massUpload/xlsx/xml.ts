/**
 * A tight streaming XML tokenizer for the parts of an xlsx package: start tags with their
 * attributes, text, end tags. Names lose their namespace prefix ('x:row' is 'row', 'r:id' is
 * 'id'); a scanner made with `namespaces` also tells each element's namespace, so an element of
 * an extension ('x15:workbookPr') is not taken for the main one. It refuses what a spreadsheet
 * never needs and an attacker loves: a DOCTYPE (entity expansion) and any entity other than the
 * five predefined ones and character references.
 */

export type XmlAttributes = Readonly<Record<string, string>>;

export interface XmlHandler {
  /** `namespace` is the element's namespace URI when the scanner resolves them, '' otherwise. */
  open(name: string, attributes: XmlAttributes, selfClosing: boolean, namespace: string): void;
  /** Character data between tags, entities decoded, line ends normalised to '\n'. */
  text(text: string): void;
  close(name: string): void;
}

/** Why a part is not acceptable XML; the reader turns it into the seller's sentence. */
export class XmlRefused extends Error {
  constructor(readonly reason: 'doctype' | 'malformed') {
    super(reason === 'doctype' ? 'XML with a DOCTYPE' : 'malformed XML');
  }
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
// Every '&' must start one of these; anything else (a bare '&', an undeclared entity) is malformed.
const ENTITY = /&(?:(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{1,8});)?/g;

function decodeEntity(_match: string, body: string | undefined): string {
  if (body === undefined) throw new XmlRefused('malformed');
  if (body.startsWith('#')) {
    const code = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code === 0) throw new XmlRefused('malformed');
    return String.fromCodePoint(code);
  }
  const named = NAMED_ENTITIES[body];
  if (named === undefined) throw new XmlRefused('malformed');
  return named;
}

/** Character data as written in the part: entities decoded, CR LF and lone CR read as LF (XML end-of-line handling). */
export function decodeText(raw: string): string {
  const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  return text.includes('&') ? text.replace(ENTITY, decodeEntity) : text;
}

const ATTRIBUTE_SPECIALS = /[\t\n\r&]/;

/** An attribute value: whitespace characters read as spaces (XML attribute-value normalisation), then entities. */
function decodeAttribute(raw: string): string {
  // Most values ('A2', 's', '1') hold neither: one native test answers for both.
  if (!ATTRIBUTE_SPECIALS.test(raw)) return raw;
  const spaced = /[\t\n\r]/.test(raw) ? raw.replace(/\r\n|[\t\n\r]/g, ' ') : raw;
  return spaced.includes('&') ? spaced.replace(ENTITY, decodeEntity) : spaced;
}

const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const prefixOf = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? '' : name.slice(0, colon);
};

/** Prefix -> namespace URI declared on one element ('' is the default namespace). */
type Declarations = ReadonlyMap<string, string>;

const DECLARATION = /(?:^|[ \t\n\r])xmlns(?::([^ \t\n\r=]+))?[ \t\n\r]*=[ \t\n\r]*(?:"([^"<]*)"|'([^'<]*)')/g;

/** The namespace declarations among a start tag's written attributes; null when it has none. */
function declarationsOf(written: string): Declarations | null {
  if (!written.includes('xmlns')) return null;
  const found = new Map<string, string>();
  DECLARATION.lastIndex = 0;
  for (let match = DECLARATION.exec(written); match !== null; match = DECLARATION.exec(written))
    found.set(match[1] ?? '', decodeAttribute(match[2] ?? match[3] ?? ''));
  return found.size > 0 ? found : null;
}

const isSpace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** Where a name starting at `from` ends (at whitespace, '/', '>' or '='). */
function nameEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (isSpace(code) || code === 0x2f || code === 0x3e || code === 0x3d) break;
    at += 1;
  }
  return at;
}

/**
 * A whole start tag, its attributes quoted and free of '<', spaces between them: nearly every tag
 * of a part. One native match each, where walking characters in a short-lived process runs cold
 * JavaScript; what it does not take goes the careful way (XmlScanner.startTagSlowly), which
 * accepts exactly the same tags and tells a tag cut by the end of a piece from a malformed one.
 */
const SPACE = '[ \\t\\n\\r]';
const NAME = '[^ \\t\\n\\r/>=]+';
const QUOTED = `(?:"([^"<]*)"|'([^'<]*)')`;
/** The attributes of a start tag as START_TAG takes them, for patterns built on it (one group: all of them). */
export const ATTRIBUTES_PATTERN = `((?:${SPACE}+${NAME}${SPACE}*=${SPACE}*(?:"[^"<]*"|'[^'<]*'))*)${SPACE}*`;
const START_TAG = new RegExp(`<(${NAME})${ATTRIBUTES_PATTERN}(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`${SPACE}+(${NAME})${SPACE}*=${SPACE}*${QUOTED}`, 'g');
const NO_ATTRIBUTES: XmlAttributes = Object.freeze({});

/** The attributes ATTRIBUTES_PATTERN matched, names without their prefix. */
export function attributesOf(written: string): XmlAttributes {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  for (let found = ATTRIBUTE.exec(written); found !== null; found = ATTRIBUTE.exec(written)) {
    attributes[localName(found[1] ?? '')] = decodeAttribute(found[2] ?? found[3] ?? '');
  }
  return attributes;
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
  return at;
}

/**
 * A run of tags a handler takes in one piece (a sheet's cell with its value, a shared string
 * with its text), where the tag-by-tag path takes five tokens and as many calls. It takes only a
 * whole, balanced, well-formed run without comments or CDATA, so taking it is the same as
 * reading its tags one by one.
 */
export interface XmlShortcut {
  /** The character after '<' that may start the run. */
  readonly lead: number;
  /**
   * Takes the run starting at `lt`: the position after it, or -1, having changed nothing, when
   * the text there is not such a run or the handler's state calls for the tag-by-tag path.
   */
  take(text: string, lt: number): number;
}

/**
 * The longest tag or text run the scanner waits for the end of: 1 M characters, 30 times Excel's
 * longest cell text (32 767 characters).
 */
export const MAX_PENDING_CHARS = 1024 * 1024;

/** Feeds text in pieces of any size; tokens cut between two pieces wait for the next one. */
export class XmlScanner {
  private buffer = '';
  private depth = 0;
  private seenRoot = false;
  /** The declarations of each open element, innermost last; kept only when namespaces are resolved. */
  private readonly scopes: (Declarations | null)[] = [];

  constructor(
    private readonly handler: XmlHandler,
    private readonly shortcut?: XmlShortcut,
    private readonly namespaces = false,
  ) {}

  /** The namespace of a qualified name, given the declarations of its own tag. */
  private namespaceOf(qualified: string, own: Declarations | null): string {
    const prefix = prefixOf(qualified);
    const declared = own?.get(prefix);
    if (declared !== undefined) return declared;
    for (let at = this.scopes.length - 1; at >= 0; at -= 1) {
      const found = this.scopes[at]?.get(prefix);
      if (found !== undefined) return found;
    }
    return '';
  }

  /** Tells the handler of a start tag, resolving its namespace when asked to. */
  private opened(qualified: string, attributes: XmlAttributes, selfClosing: boolean, own: Declarations | null): void {
    this.enter(selfClosing);
    if (!this.namespaces) {
      this.handler.open(localName(qualified), attributes, selfClosing, '');
      return;
    }
    const namespace = this.namespaceOf(qualified, own);
    if (!selfClosing) this.scopes.push(own);
    this.handler.open(localName(qualified), attributes, selfClosing, namespace);
  }

  write(chunk: string): void {
    this.buffer = this.buffer.length === 0 ? chunk : this.buffer + chunk;
    const consumed = this.scan(this.buffer);
    this.buffer = consumed === this.buffer.length ? '' : this.buffer.slice(consumed);
    // What is left waits for its end, and is scanned again with every piece: a tag or text that never
    // ends would make reading quadratic in the part's size. No spreadsheet part holds one this long.
    if (this.buffer.length > MAX_PENDING_CHARS) throw new XmlRefused('malformed');
  }

  /** The part is over: anything left open or unfinished is malformed. */
  end(): void {
    if (this.buffer.trim() !== '' || this.depth !== 0 || !this.seenRoot) throw new XmlRefused('malformed');
  }

  /** Handles every complete token of `text`; returns how far it got. */
  private scan(text: string): number {
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0) return at;
      if (lt > at) {
        if (this.depth > 0) this.handler.text(decodeText(text.slice(at, lt)));
        else if (text.slice(at, lt).trim() !== '') throw new XmlRefused('malformed');
      }
      const next = this.token(text, lt);
      if (next < 0) return lt;
      at = next;
    }
  }

  /** One token starting at '<'; the position after it, or -1 when it is not complete yet. */
  private token(text: string, lt: number): number {
    const second = text.charCodeAt(lt + 1);
    if (Number.isNaN(second)) return -1;
    if (second === 0x2f) return this.endTag(text, lt);
    if (second === 0x3f) {
      const close = text.indexOf('?>', lt + 2);
      return close < 0 ? -1 : close + 2;
    }
    if (second === 0x21) return this.markup(text, lt);
    return this.startTag(text, lt);
  }

  private markup(text: string, lt: number): number {
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      return close < 0 ? -1 : close + 3;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const close = text.indexOf(']]>', lt + 9);
      if (close < 0) return -1;
      if (this.depth === 0) throw new XmlRefused('malformed');
      this.handler.text(text.slice(lt + 9, close).replace(/\r\n?/g, '\n'));
      return close + 3;
    }
    if (text.length - lt < 9) return -1;
    // <!DOCTYPE and <!ENTITY: the road to entity expansion; a workbook part never has them.
    throw new XmlRefused(/^<!DOCTYPE/i.test(text.slice(lt, lt + 9)) ? 'doctype' : 'malformed');
  }

  private endTag(text: string, lt: number): number {
    const gt = text.indexOf('>', lt + 2);
    if (gt < 0) return -1;
    const name = text.slice(lt + 2, gt).trim();
    if (name === '' || this.depth === 0) throw new XmlRefused('malformed');
    this.depth -= 1;
    if (this.namespaces) this.scopes.pop();
    this.handler.close(localName(name));
    return gt + 1;
  }

  private startTag(text: string, lt: number): number {
    const shortcut = this.shortcut;
    if (shortcut !== undefined && this.depth > 0 && text.charCodeAt(lt + 1) === shortcut.lead) {
      const end = shortcut.take(text, lt);
      if (end >= 0) return end;
    }
    START_TAG.lastIndex = lt;
    const tag = START_TAG.exec(text);
    if (tag === null) return this.startTagSlowly(text, lt);
    const written = tag[2];
    this.opened(
      tag[1] ?? '',
      written ? attributesOf(written) : NO_ATTRIBUTES,
      tag[3] === '/',
      this.namespaces && written ? declarationsOf(written) : null,
    );
    return START_TAG.lastIndex;
  }

  private enter(selfClosing: boolean): void {
    if (this.depth === 0 && this.seenRoot) throw new XmlRefused('malformed');
    this.seenRoot = true;
    if (!selfClosing) this.depth += 1;
  }

  /**
   * A start tag START_TAG does not take: cut short by the end of the piece, malformed, or with
   * attributes written without a space between them. Walked character by character, so each of
   * these is told apart.
   */
  private startTagSlowly(text: string, lt: number): number {
    const end = nameEnd(text, lt + 1);
    if (end >= text.length) return -1;
    if (end === lt + 1) throw new XmlRefused('malformed');
    const qualified = text.slice(lt + 1, end);
    const attributes: Record<string, string> = {};
    let declarations: Map<string, string> | null = null;
    let at = end;
    for (;;) {
      at = skipSpace(text, at);
      if (at >= text.length) return -1;
      const code = text.charCodeAt(at);
      if (code === 0x3e || code === 0x2f) {
        const selfClosing = code === 0x2f;
        if (selfClosing) {
          if (at + 1 >= text.length) return -1;
          if (text.charCodeAt(at + 1) !== 0x3e) throw new XmlRefused('malformed');
        }
        this.opened(qualified, attributes, selfClosing, declarations);
        return at + (selfClosing ? 2 : 1);
      }
      const attrEnd = nameEnd(text, at);
      if (attrEnd === at) throw new XmlRefused('malformed');
      const equals = skipSpace(text, attrEnd);
      if (equals >= text.length) return -1;
      if (text.charCodeAt(equals) !== 0x3d) throw new XmlRefused('malformed');
      const open = skipSpace(text, equals + 1);
      if (open >= text.length) return -1;
      const quote = text[open];
      if (quote !== '"' && quote !== "'") throw new XmlRefused('malformed');
      const close = text.indexOf(quote, open + 1);
      if (close < 0) return -1;
      const value = text.slice(open + 1, close);
      if (value.includes('<')) throw new XmlRefused('malformed');
      const attribute = text.slice(at, attrEnd);
      if (this.namespaces && (attribute === 'xmlns' || attribute.startsWith('xmlns:')))
        (declarations ??= new Map()).set(
          localName(attribute) === 'xmlns' ? '' : localName(attribute),
          decodeAttribute(value),
        );
      attributes[localName(attribute)] = decodeAttribute(value);
      at = close + 1;
    }
  }
}

/** A whole (small) part at once, its elements' namespaces resolved. */
export function scanXml(text: string, handler: XmlHandler): void {
  const scanner = new XmlScanner(handler, undefined, true);
  scanner.write(text);
  scanner.end();
}

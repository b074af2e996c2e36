import { BlockArray } from '../blockArray';
import { excelUnescaped, StringItem } from './parts';
import { ATTRIBUTES_PATTERN, decodeText, type XmlAttributes, type XmlHandler, type XmlShortcut } from './xml';

/**
 * The shared-strings table. A catalogue holds one or two strings of its own per row (name,
 * product code), so the table of 100 000 rows holds 200 000. Kept as a string object each, they
 * are megabytes of small objects that the collector copies twice before they settle, and that
 * copying is what grows the process. So a plain item is kept as where it lies in the text the
 * scanner read it from (that text is kept, in the pieces it came in), and is cut out only when a
 * cell asks for it. An item that needed decoding (an entity, an escape, rich text) keeps its own
 * string.
 */
export class SharedStringTable {
  /** The scanned texts that plain items lie in, oldest first. */
  private readonly texts: string[] = [];
  /** Items that are not a plain cut of a text. */
  private readonly decoded: string[] = [];
  /**
   * Three numbers per item: the index in `texts` and the item's start and end there, or -1 and
   * the index in `decoded`. Off the collector's heap, so the table's growth costs it nothing.
   */
  private readonly places = new BlockArray((size) => new Int32Array(size));
  private size = 0;

  get count(): number {
    return this.size;
  }

  addDecoded(value: string): void {
    this.place(-1, this.decoded.push(value) - 1, 0);
  }

  addCut(source: string, start: number, end: number): void {
    const { texts } = this;
    // Every item of one scanned piece has the same text object, so this is nearly always an identity check.
    if (texts[texts.length - 1] !== source) texts.push(source);
    this.place(texts.length - 1, start, end);
  }

  at(index: number): string | undefined {
    if (index >= this.size) return undefined;
    const { places } = this;
    const at = 3 * index;
    const text = places.at(at);
    const from = places.at(at + 1);
    return text < 0 ? this.decoded[from] : this.texts[text]?.slice(from, places.at(at + 2));
  }

  private place(text: number, from: number, to: number): void {
    const at = 3 * this.size;
    this.places.set(at, text);
    this.places.set(at + 1, from);
    this.places.set(at + 2, to);
    this.size += 1;
  }
}

const ITEM_END = '</t></si>';

/** A string item of plain text, as nearly every one is written: `<si><t>Pulpen</t></si>`. */
const PLAIN_ITEM = new RegExp(`<si><t${ATTRIBUTES_PATTERN}>([^<]*)${ITEM_END}`, 'y');

/** What makes an item's written text differ from its value: an entity, a CR to normalise, an Excel escape. */
const NEEDS_DECODING = /[&\r]|_x/;

/** The shared-strings table, gathered from the part's events as it inflates (a scanner is built on handler and shortcut). */
export function sharedStringsReader(): { handler: XmlHandler; shortcut: XmlShortcut; table: SharedStringTable } {
  const table = new SharedStringTable();
  const item = new StringItem();
  let inItem = false;
  const handler: XmlHandler = {
    open(name: string, _a: XmlAttributes, selfClosing: boolean) {
      if (name === 'si') {
        inItem = true;
        if (selfClosing) {
          table.addDecoded('');
          inItem = false;
        }
      } else if (inItem && !selfClosing) item.open(name);
    },
    text(text) {
      if (inItem) item.text(text);
    },
    close(name) {
      if (name === 'si') {
        table.addDecoded(item.take());
        inItem = false;
      } else if (inItem) item.close(name);
    },
  };
  const shortcut: XmlShortcut = {
    lead: 0x73,
    take(text, lt) {
      if (inItem || !item.idle) return -1;
      PLAIN_ITEM.lastIndex = lt;
      const match = PLAIN_ITEM.exec(text);
      if (match === null) return -1;
      const written = match[2] ?? '';
      if (NEEDS_DECODING.test(written)) table.addDecoded(excelUnescaped(decodeText(written)));
      else {
        const end = match.index + match[0].length - ITEM_END.length;
        table.addCut(text, end - written.length, end);
      }
      return PLAIN_ITEM.lastIndex;
    },
  };
  return { handler, shortcut, table };
}

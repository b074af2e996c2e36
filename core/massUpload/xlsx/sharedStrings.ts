import { BlockArray } from '../blockArray';
import { excelUnescaped, StringItem } from './parts';
import { ATTRIBUTES_PATTERN, decodeText, type XmlAttributes, type XmlHandler, type XmlShortcut } from './xml';

/**
 * The shared-strings table. A catalogue holds one or two strings of its own per row (name,
 * product code), so the table of 100 000 rows holds 200 000. Kept as a string object each, they
 * are megabytes of small objects that the collector copies twice before they settle, and that
 * copying is what grows the process; and an item cut out of the text it was read from keeps that
 * whole text alive. So the items are joined into a few long texts, with where each lies in them,
 * and an item is cut out only when a cell asks for it.
 */
export class SharedStringTable {
  /** The joined texts of the items, oldest first. */
  private readonly texts: string[] = [];
  /** The items added since a cell last asked for one: joined into a new text at the next question. */
  private pending: string[] = [];
  private pendingLength = 0;
  /**
   * Three numbers per item: the index of its text in `texts` and its start and end there. Off the
   * collector's heap, so the table's growth costs it nothing.
   */
  private readonly places = new BlockArray((size) => new Int32Array(size));
  private size = 0;

  get count(): number {
    return this.size;
  }

  add(value: string): void {
    const at = 3 * this.size;
    this.places.set(at, this.texts.length);
    this.places.set(at + 1, this.pendingLength);
    this.pendingLength += value.length;
    this.places.set(at + 2, this.pendingLength);
    this.pending.push(value);
    this.size += 1;
  }

  at(index: number): string | undefined {
    if (index >= this.size) return undefined;
    const { places } = this;
    const at = 3 * index;
    const text = places.at(at);
    if (text === this.texts.length) {
      this.texts.push(this.pending.join(''));
      this.pending = [];
      this.pendingLength = 0;
    }
    return this.texts[text]?.slice(places.at(at + 1), places.at(at + 2));
  }
}

/** A string item of plain text, as nearly every one is written: `<si><t>Pulpen</t></si>`. */
const PLAIN_ITEM = new RegExp(`<si><t${ATTRIBUTES_PATTERN}>([^<]*)</t></si>`, 'y');

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
          table.add('');
          inItem = false;
        }
      } else if (inItem && !selfClosing) item.open(name);
    },
    text(text) {
      if (inItem) item.text(text);
    },
    close(name) {
      if (name === 'si') {
        table.add(item.take());
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
      table.add(NEEDS_DECODING.test(written) ? excelUnescaped(decodeText(written)) : written);
      return PLAIN_ITEM.lastIndex;
    },
  };
  return { handler, shortcut, table };
}

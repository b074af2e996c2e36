import { builtInKind, formatKind, type NumberKind } from './dates';
import { scanXml } from './xml';

/**
 * The small parts of an xlsx package that say where things are and how to read them: package
 * and workbook relations, the workbook (sheet names, date system), the styles (which cell
 * formats are dates) and the text of string items.
 */

export interface Relationship {
  readonly id: string;
  readonly type: string;
  readonly target: string;
  readonly external: boolean;
}

export function parseRelationships(xml: string): Relationship[] {
  const found: Relationship[] = [];
  scanXml(xml, {
    open(name, a) {
      if (name === 'Relationship' && a.Id !== undefined && a.Target !== undefined) {
        found.push({ id: a.Id, type: a.Type ?? '', target: a.Target, external: a.TargetMode === 'External' });
      }
    },
    text() {},
    close() {},
  });
  return found;
}

/** A relationship target as a path inside the package, relative to the part that holds it. */
export function resolveTarget(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/** Where the relationships of a part live: 'xl/workbook.xml' -> 'xl/_rels/workbook.xml.rels'. */
export function relationshipsPart(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

export interface WorkbookInfo {
  readonly sheets: readonly { readonly name: string; readonly relationId: string }[];
  readonly date1904: boolean;
}

const isTrue = (value: string | undefined): boolean => value === '1' || value === 'true';

/**
 * SpreadsheetML's own namespace, transitional and strict. A part without any namespace is read
 * as if it had it; elements of Excel's extensions ('x15:workbookPr' in an extLst) are not.
 */
const SPREADSHEET_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
  '',
]);

export function parseWorkbook(xml: string): WorkbookInfo {
  const sheets: { name: string; relationId: string }[] = [];
  let date1904 = false;
  scanXml(xml, {
    open(name, a, _selfClosing, namespace) {
      if (!SPREADSHEET_NAMESPACES.has(namespace)) return;
      if (name === 'sheet' && a.name !== undefined && a.id !== undefined)
        sheets.push({ name: a.name, relationId: a.id });
      else if (name === 'workbookPr') date1904 = isTrue(a.date1904);
    },
    text() {},
    close() {},
  });
  return { sheets, date1904 };
}

/** For each cell format (the `s` attribute of a cell), what its number format makes of a number. */
export function parseNumberKinds(xml: string): readonly NumberKind[] {
  const custom = new Map<number, string>();
  const kinds: NumberKind[] = [];
  let inCellXfs = false;
  scanXml(xml, {
    open(name, a, selfClosing, namespace) {
      if (!SPREADSHEET_NAMESPACES.has(namespace)) return;
      if (name === 'numFmt' && a.numFmtId !== undefined) custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs' && !selfClosing) inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = custom.get(id);
        kinds.push(code !== undefined ? formatKind(code) : builtInKind(id));
      }
    },
    text() {},
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return kinds;
}

/**
 * Collects the text of a string item (`<si>`, or a cell's `<is>`): plain `<t>` or rich-text runs
 * `<r><t>`, never the phonetic guides `<rPh>`.
 */
export class StringItem {
  private parts: string[] = [];
  private inText = false;
  private inPhonetic = 0;

  open(name: string): void {
    if (name === 't') this.inText = this.inPhonetic === 0;
    else if (name === 'rPh') this.inPhonetic += 1;
  }

  text(text: string): void {
    if (this.inText) this.parts.push(text);
  }

  close(name: string): void {
    if (name === 't') this.inText = false;
    else if (name === 'rPh') this.inPhonetic -= 1;
  }

  /** Between items: no text gathered, no phonetic guide left open. */
  get idle(): boolean {
    return this.parts.length === 0 && !this.inText && this.inPhonetic === 0;
  }

  /** The item's text (escapes like _x000D_ decoded, as Excel writes control characters); resets for the next item. */
  take(): string {
    const text = this.parts.length === 1 ? (this.parts[0] ?? '') : this.parts.join('');
    this.parts = [];
    this.inText = false;
    return excelUnescaped(text);
  }
}

/** Control characters as Excel writes them in text: _x000D_. */
export function excelUnescaped(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;
}

import type { CellValue } from '../cells';
import { columnLetter } from '../columns';
import { formattedNumber, isoDateCell, type NumberKind } from './dates';
import { StringItem } from './parts';
import {
  ATTRIBUTES_PATTERN,
  attributesOf,
  decodeText,
  type XmlAttributes,
  type XmlHandler,
  type XmlShortcut,
} from './xml';

/** A row as the sheet stream gives it: its sheet number and its cells by 0-based column. */
export interface StreamedRow {
  readonly row: number;
  readonly cells: CellValue[];
}

/** The shared-strings table as the sheet reads it: an array, or a table read as far as it is asked. */
export interface SharedStringLookup {
  at(index: number): string | undefined;
}

/** The hyperlink a cell is read as, when it has one. */
export interface CellLinks {
  readonly empty: boolean;
  /** The link on the cell at a 1-based row and a 0-based column. */
  at(row: number, column: number): string | undefined;
}

/** What the cells of one sheet need from the rest of the package. */
export interface SheetContext {
  readonly sharedStrings: SharedStringLookup;
  /** What each cell format (a cell's `s` attribute) makes of a number. */
  readonly numberKinds: readonly NumberKind[];
  readonly date1904: boolean;
  readonly links: CellLinks;
  readonly maxRows: number;
}

export type SheetProblem =
  | { readonly kind: 'shared-index'; readonly ref: string; readonly index: string }
  | { readonly kind: 'too-many-rows' }
  | { readonly kind: 'out-of-range'; readonly ref: string };

export class SheetRefused extends Error {
  constructor(readonly problem: SheetProblem) {
    super(problem.kind);
  }
}

/** Excel's last column (XFD) and row: a reference past them names no cell of a sheet. */
const LAST_COLUMN = 16_383;
const LAST_ROW = 1_048_576;

/** A cell reference ('AD5', '$B$2') as its 0-based column and 1-based row. */
export interface CellPlace {
  readonly column: number;
  readonly row: number;
}

/**
 * 'AD5' -> column 29, row 5; null when the reference is no cell of a sheet: no letters, letters
 * past XFD, or a row past 1,048,576 (a missing row number reads as 0). The loops stop at the
 * first character past the limits, so a hostile reference costs no more than a real one.
 */
export function cellPlace(ref: string): CellPlace | null {
  let column = 0;
  let at = ref.charCodeAt(0) === 0x24 ? 1 : 0;
  const lettersFrom = at;
  for (; at < ref.length; at += 1) {
    const code = ref.charCodeAt(at) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
    if (column > LAST_COLUMN + 1) return null;
  }
  if (at === lettersFrom) return null;
  if (ref.charCodeAt(at) === 0x24) at += 1;
  let row = 0;
  for (; at < ref.length; at += 1) {
    const code = ref.charCodeAt(at);
    if (code < 0x30 || code > 0x39) return null;
    row = row * 10 + (code - 0x30);
    if (row > LAST_ROW) return null;
  }
  return { column: column - 1, row };
}

function numberCell(text: string): number | null {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

/** An attribute value that reads as written: no entity, no whitespace character to turn into a space. */
const PLAIN_VALUE = '"([^"<&\\t\\n\\r]*)"';

/**
 * A cell with at most a plain value, as nearly every cell is written: `<c r="B2" t="s"><v>7</v></c>`
 * or `<c r="B3"/>`. Its attributes are either r, s, t in that order, each written plainly, as
 * Excel, LibreOffice, Google Sheets and exceljs write them (groups 1 to 3: no attribute object to
 * build), or anything a start tag may hold (group 4). Group 5 is the value.
 */
const PLAIN_CELL = new RegExp(
  `<c(?:(?: r=${PLAIN_VALUE})?(?: s=${PLAIN_VALUE})?(?: t=${PLAIN_VALUE})?|${ATTRIBUTES_PATTERN})(?:/>|>(?:<v>([^<]*)</v>)?</c>)`,
  'y',
);

/**
 * Turns the events of a worksheet part into rows. Rows and cells may skip numbers (`r` tells
 * where they are); a row with no value is not emitted. Values: shared or inline strings (rich
 * text joined), numbers, booleans as TRUE/FALSE, errors as their text, numbers in a date format
 * as yyyy-mm-dd, formulas as their cached result, a linked cell as its link target.
 */
export class SheetRows implements XmlHandler {
  readonly ready: StreamedRow[] = [];
  /** Rows seen so far, empty ones included (the 1,048,576-row guard counts these). */
  rowCount = 0;
  private inData = false;
  private rowNumber = 0;
  private cells: CellValue[] = [];
  private hasValue = false;
  private column = -1;
  private cellRef = '';
  private cellType = '';
  private cellStyle = 0;
  private valueText: string | null = null;
  private capture: 'v' | null = null;
  private inline: StringItem | null = null;

  constructor(private readonly context: SheetContext) {}

  /** Plain cells in one match each; formulas, inline strings and prefixed tags go tag by tag. */
  readonly shortcut: XmlShortcut = {
    lead: 0x63,
    pattern: PLAIN_CELL,
    take: (match) => {
      if (!this.inData || this.inline) return false;
      const written = match[4];
      if (written === undefined) this.startCell(match[1], match[3], match[2]);
      else {
        const a = attributesOf(written);
        this.startCell(a.r, a.t, a.s);
      }
      const value = match[5];
      if (value !== undefined) this.valueText = decodeText(value);
      this.endCell();
      return true;
    },
  };

  open(name: string, a: XmlAttributes, selfClosing: boolean): void {
    if (!this.inData) {
      if (name === 'sheetData' && !selfClosing) this.inData = true;
      return;
    }
    if (this.inline) {
      if (!selfClosing) this.inline.open(name);
      return;
    }
    switch (name) {
      case 'row':
        this.startRow(a.r);
        if (selfClosing) this.endRow();
        return;
      case 'c':
        this.startCell(a.r, a.t, a.s);
        if (selfClosing) this.endCell();
        return;
      case 'v':
        if (!selfClosing) {
          this.capture = 'v';
          this.valueText = '';
        }
        return;
      case 'is':
        if (!selfClosing) this.inline = new StringItem();
        return;
      default:
        return;
    }
  }

  text(text: string): void {
    if (this.inline) this.inline.text(text);
    else if (this.capture === 'v') this.valueText += text;
  }

  close(name: string): void {
    if (!this.inData) return;
    if (this.inline) {
      if (name === 'is') {
        this.valueText = this.inline.take();
        this.inline = null;
      } else this.inline.close(name);
      return;
    }
    switch (name) {
      case 'v':
        this.capture = null;
        return;
      case 'c':
        this.endCell();
        return;
      case 'row':
        this.endRow();
        return;
      case 'sheetData':
        this.inData = false;
        return;
      default:
        return;
    }
  }

  private startRow(r: string | undefined): void {
    const number = r === undefined ? this.rowNumber + 1 : Number(r);
    this.rowNumber = Number.isSafeInteger(number) && number > 0 ? number : this.rowNumber + 1;
    if (this.rowNumber > LAST_ROW) throw new SheetRefused({ kind: 'out-of-range', ref: r ?? String(this.rowNumber) });
    this.rowCount += 1;
    if (this.rowCount > this.context.maxRows) throw new SheetRefused({ kind: 'too-many-rows' });
    this.cells = [];
    this.hasValue = false;
    this.column = -1;
  }

  private startCell(ref: string | undefined, type: string | undefined, style: string | undefined): void {
    this.cellRef = ref ?? '';
    if (ref === undefined) this.column += 1;
    else {
      const place = cellPlace(ref);
      if (place === null) throw new SheetRefused({ kind: 'out-of-range', ref });
      this.column = place.column;
    }
    if (this.column > LAST_COLUMN)
      throw new SheetRefused({ kind: 'out-of-range', ref: ref ?? `${columnLetter(this.column)}${this.rowNumber}` });
    this.cellType = type ?? 'n';
    this.cellStyle = style === undefined ? 0 : Number(style);
    this.valueText = null;
  }

  private endCell(): void {
    const value = this.cellValue();
    const { links } = this.context;
    const link = links.empty ? undefined : links.at(this.rowNumber, this.column);
    const cell = link ?? value;
    if (cell !== null) {
      while (this.cells.length < this.column) this.cells.push(null);
      this.cells[this.column] = cell;
      this.hasValue = true;
    }
    this.valueText = null;
  }

  private endRow(): void {
    if (this.hasValue) this.ready.push({ row: this.rowNumber, cells: this.cells });
    this.cells = [];
    this.hasValue = false;
  }

  private cellValue(): CellValue {
    const text = this.valueText;
    if (text === null) return null;
    switch (this.cellType) {
      case 's': {
        const index = Number(text);
        const shared = Number.isInteger(index) && index >= 0 ? this.context.sharedStrings.at(index) : undefined;
        if (shared === undefined) throw new SheetRefused({ kind: 'shared-index', ref: this.cellRef, index: text });
        return shared;
      }
      case 'inlineStr':
      case 'str':
        return text;
      case 'b':
        return Number.parseInt(text, 10) !== 0 ? 'TRUE' : 'FALSE';
      case 'e':
        return text;
      case 'd':
        return isoDateCell(text);
      default: {
        const number = numberCell(text);
        if (number === null) return null;
        const kind = this.context.numberKinds[this.cellStyle] ?? null;
        return kind === null ? number : formattedNumber(number, kind, this.context.date1904);
      }
    }
  }
}

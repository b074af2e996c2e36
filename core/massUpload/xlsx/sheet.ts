import type { CellValue } from '../cells';
import { columnLetter } from '../columns';
import { formattedNumber, isoDateCell, type NumberKind } from './dates';
import { StringItem } from './parts';
import { PlainCellSpan, scanPlainCell } from './plainCell';
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

/** Rows a packed place counts in one column: column * ROW_SPAN + row. */
const ROW_SPAN = LAST_ROW + 1;

/**
 * The reference text[start, end) ('AD5', '$B$2') as one number, column * ROW_SPAN + row (no
 * object for each of a sheet's cells); -1 when it is no cell of a sheet: no letters, letters past
 * XFD, or a row past 1,048,576 (a missing row number reads as 0). The loops stop at the first
 * character past the limits, so a hostile reference costs no more than a real one.
 */
function packedPlace(text: string, start: number, end: number): number {
  let column = 0;
  let at = start < end && text.charCodeAt(start) === 0x24 ? start + 1 : start;
  const lettersFrom = at;
  for (; at < end; at += 1) {
    const code = text.charCodeAt(at) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
    if (column > LAST_COLUMN + 1) return -1;
  }
  if (at === lettersFrom) return -1;
  if (at < end && text.charCodeAt(at) === 0x24) at += 1;
  let row = 0;
  for (; at < end; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 0x30 || code > 0x39) return -1;
    row = row * 10 + (code - 0x30);
    if (row > LAST_ROW) return -1;
  }
  return (column - 1) * ROW_SPAN + row;
}

/** 'AD5' -> column 29, row 5; null when the reference is no cell of a sheet (see packedPlace). */
export function cellPlace(ref: string): CellPlace | null {
  const place = packedPlace(ref, 0, ref.length);
  return place < 0 ? null : { column: Math.floor(place / ROW_SPAN), row: place % ROW_SPAN };
}

/** The whole number text[start, end) writes in plain digits (at most 15, so it is exact); -1 for anything else. */
function digitsAt(text: string, start: number, end: number): number {
  if (end <= start || end - start > 15) return -1;
  let value = 0;
  for (let at = start; at < end; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 0x30 || code > 0x39) return -1;
    value = value * 10 + (code - 0x30);
  }
  return value;
}

/** A one-letter cell type as the same string the attribute reads as, without cutting it out of the text. */
const ONE_LETTER_TYPES: Readonly<Record<number, string>> = { 0x73: 's', 0x6e: 'n', 0x62: 'b', 0x65: 'e', 0x64: 'd' };

function typeAt(text: string, start: number, end: number): string {
  return (end - start === 1 ? ONE_LETTER_TYPES[text.charCodeAt(start)] : undefined) ?? text.slice(start, end);
}

function numberCell(text: string): number | null {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * A cell with at most a plain value, whatever its attributes (group 1), for the cells
 * scanPlainCell leaves: attributes in another order, or others beside r, s and t. Group 2 is the
 * value.
 */
const ATTRIBUTED_CELL = new RegExp(`<c${ATTRIBUTES_PATTERN}(?:/>|>(?:<v>([^<]*)</v>)?</c>)`, 'y');

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

  private readonly span = new PlainCellSpan();

  /** Plain cells in one step each; formulas, inline strings and prefixed tags go tag by tag. */
  readonly shortcut: XmlShortcut = {
    lead: 0x63,
    take: (text, lt) => {
      if (!this.inData || this.inline) return -1;
      const end = scanPlainCell(text, lt, this.span);
      if (end >= 0) {
        this.takePlainCell(text);
        return end;
      }
      ATTRIBUTED_CELL.lastIndex = lt;
      const match = ATTRIBUTED_CELL.exec(text);
      if (match === null) return -1;
      const a = attributesOf(match[1] ?? '');
      this.startCell(a.r, a.t, a.s);
      const value = match[2];
      if (value !== undefined) this.valueText = decodeText(value);
      this.endCell();
      return ATTRIBUTED_CELL.lastIndex;
    },
  };

  /**
   * The cell scanPlainCell just read, as startCell and endCell would read it, cutting out of the
   * text only what its value needs: nothing for a shared string or a whole number.
   */
  private takePlainCell(text: string): void {
    const { refStart, refEnd, styleStart, styleEnd, typeStart, typeEnd, valueStart, valueEnd } = this.span;
    if (refStart < 0) this.nextColumn();
    else {
      const place = packedPlace(text, refStart, refEnd);
      if (place < 0) throw new SheetRefused({ kind: 'out-of-range', ref: text.slice(refStart, refEnd) });
      this.column = Math.floor(place / ROW_SPAN);
    }
    const style = styleStart < 0 ? 0 : digitsAt(text, styleStart, styleEnd);
    this.cellStyle = style >= 0 ? style : Number(text.slice(styleStart, styleEnd));
    const type = typeStart < 0 ? 'n' : typeAt(text, typeStart, typeEnd);
    const digits = valueStart < 0 ? -1 : digitsAt(text, valueStart, valueEnd);
    if (valueStart < 0) this.placeValue(null);
    else if (digits >= 0 && type === 'n') this.placeValue(this.numberValue(digits));
    else if (digits >= 0 && type === 's') {
      const shared = this.context.sharedStrings.at(digits);
      if (shared === undefined)
        throw new SheetRefused({
          kind: 'shared-index',
          ref: refStart < 0 ? '' : text.slice(refStart, refEnd),
          index: text.slice(valueStart, valueEnd),
        });
      this.placeValue(shared);
    } else {
      this.cellRef = refStart < 0 ? '' : text.slice(refStart, refEnd);
      this.cellType = type;
      this.valueText = decodeText(text.slice(valueStart, valueEnd));
      this.endCell();
    }
  }

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
    if (ref === undefined) this.nextColumn();
    else {
      const place = cellPlace(ref);
      if (place === null) throw new SheetRefused({ kind: 'out-of-range', ref });
      this.column = place.column;
    }
    this.cellType = type ?? 'n';
    this.cellStyle = style === undefined ? 0 : Number(style);
    this.valueText = null;
  }

  /** A cell without a reference is the one after the last. */
  private nextColumn(): void {
    this.column += 1;
    if (this.column > LAST_COLUMN)
      throw new SheetRefused({ kind: 'out-of-range', ref: `${columnLetter(this.column)}${this.rowNumber}` });
  }

  private endCell(): void {
    this.placeValue(this.cellValue());
  }

  private placeValue(value: CellValue): void {
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
      default:
        return this.numberValue(numberCell(text));
    }
  }

  /** A number as its cell's format reads it: a date format makes it a date, a time format a time. */
  private numberValue(number: number | null): CellValue {
    if (number === null) return null;
    const kind = this.context.numberKinds[this.cellStyle] ?? null;
    return kind === null ? number : formattedNumber(number, kind, this.context.date1904);
  }
}

import { cellPlace, type CellLinks } from './sheet';
import type { XmlAttributes, XmlHandler } from './xml';

/**
 * The hyperlinks of a worksheet, which the sheet XML lists after its rows: a link on one cell
 * ('AD5') or on a range ('A3:A5'), each naming a relationship whose target is the link. A cell
 * holding a link is read as its target, whether the link was put on the cell alone or on a range
 * around it.
 */

/** Excel keeps at most this many hyperlinks on a sheet: more is no workbook Excel wrote. */
const MAX_HYPERLINKS = 65_530;

interface LinkedRange {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  readonly target: string;
  /** Where the link stands among the sheet's links: the first one on a cell wins. */
  readonly order: number;
}

/** Collects the sheet's hyperlinks (cell or range, relationship id) in a first pass over the part. */
export class SheetLinks implements XmlHandler {
  readonly found: { readonly ref: string; readonly id: string }[] = [];
  /** More links than Excel keeps on a sheet. */
  tooMany = false;

  open(name: string, a: XmlAttributes): void {
    if (name !== 'hyperlink' || a.ref === undefined || a.id === undefined) return;
    if (this.found.length === MAX_HYPERLINKS) this.tooMany = true;
    else this.found.push({ ref: a.ref, id: a.id });
  }

  text(): void {}

  close(): void {}
}

/** A range reference ('A3:A5', or one cell 'B2') as rows and columns; null when it names no cells. */
function rangeOf(ref: string): Omit<LinkedRange, 'target' | 'order'> | null {
  const [first = '', last = first] = ref.toUpperCase().split(':');
  const from = cellPlace(first);
  const to = cellPlace(last);
  if (from === null || to === null || from.row === 0 || to.row === 0) return null;
  return {
    top: Math.min(from.row, to.row),
    bottom: Math.max(from.row, to.row),
    left: Math.min(from.column, to.column),
    right: Math.max(from.column, to.column),
  };
}

const NO_LINKS: CellLinks = { empty: true, at: () => undefined };

/**
 * The links of `found` whose relationship has a target, looked up by cell. Single cells are one
 * map lookup; ranges are swept down the sheet as rows come (rows come in order), so a cell only
 * looks at the ranges that cover its row, and at most once per column while they stay the same.
 */
export function cellLinks(found: SheetLinks['found'], targets: ReadonlyMap<string, string>): CellLinks {
  const cells = new Map<number, { readonly target: string; readonly order: number }>();
  const ranges: LinkedRange[] = [];
  found.forEach(({ ref, id }, order) => {
    const target = targets.get(id);
    const range = target === undefined ? null : rangeOf(ref);
    if (range === null || target === undefined) return;
    if (range.top === range.bottom && range.left === range.right) {
      const key = range.top * 16_384 + range.left;
      if (!cells.has(key)) cells.set(key, { target, order });
    } else ranges.push({ ...range, target, order });
  });
  if (cells.size === 0 && ranges.length === 0) return NO_LINKS;
  ranges.sort((a, b) => a.top - b.top);

  let row = 0;
  let next = 0;
  let active: LinkedRange[] = [];
  /** The winning range per column for the current active set; cleared when the set changes. */
  let byColumn = new Map<number, LinkedRange | null>();

  const moveTo = (wanted: number): void => {
    let changed = false;
    if (wanted < row) {
      // A row out of order: sweep again from the top.
      next = 0;
      active = [];
      changed = true;
    }
    row = wanted;
    const before = active.length;
    active = active.filter((range) => range.bottom >= row);
    changed ||= active.length !== before;
    for (; next < ranges.length && (ranges[next]?.top ?? Infinity) <= row; next += 1) {
      const range = ranges[next];
      if (range !== undefined && range.bottom >= row) {
        active.push(range);
        changed = true;
      }
    }
    if (changed) byColumn = new Map();
  };

  const rangeAt = (column: number): LinkedRange | null => {
    const known = byColumn.get(column);
    if (known !== undefined) return known;
    let best: LinkedRange | null = null;
    for (const range of active) {
      if (range.left <= column && column <= range.right && (best === null || range.order < best.order)) best = range;
    }
    byColumn.set(column, best);
    return best;
  };

  return {
    empty: false,
    at(cellRow, column) {
      if (cellRow !== row) moveTo(cellRow);
      const cell = cells.get(cellRow * 16_384 + column);
      const range = ranges.length === 0 ? null : rangeAt(column);
      if (cell === undefined) return range?.target;
      return range === null || cell.order < range.order ? cell.target : range.target;
    },
  };
}

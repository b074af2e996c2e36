import { strFromU8, strToU8, unzipSync } from 'fflate';
import type { CellValue } from '../cells';
import { columnLetter, DATA_SHEET, FIRST_PRODUCT_ROW, TEMPLATE_COLUMNS } from '../columns';
import { parseRelationships, parseWorkbook, relationshipsPart, resolveTarget } from './parts';
import { packEntry, writeZip, type PackedEntry } from './zipWriter';

/**
 * The lean writer of `penyedia split`: every output file is the template's own package (styles,
 * column widths, header notes, dropdowns, the 'Petunjuk' sheet) with the 'Produk' sheet's rows
 * generated as XML. The template is unpacked and its fixed parts deflated once; each file then
 * costs one small sheet and a zip directory.
 */

// Characters XML 1.0 cannot carry, and the '_x' that would read as one of Excel's escapes.
// eslint-disable-next-line no-control-regex -- these control characters are exactly what XML 1.0 cannot carry
const UNWRITABLE = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|_(?=x[0-9A-Fa-f]{4}_)/;
const UNWRITABLE_ALL = new RegExp(UNWRITABLE.source, 'g');

const MARKUP = /[&<>]/;

export function escapeText(text: string): string {
  const safe = MARKUP.test(text)
    ? text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
    : text;
  return UNWRITABLE.test(safe)
    ? safe.replace(UNWRITABLE_ALL, (c) => `_x${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}_`)
    : safe;
}

const LETTERS = TEMPLATE_COLUMNS.map((_, i) => columnLetter(i));

function cellXml(value: CellValue, ref: string): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (value === '') return '';
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${escapeText(value)}</t></is></c>`;
}

/** Rows in template column order as sheet XML, from row 2 on. */
function rowsXml(rows: readonly (readonly CellValue[])[]): string {
  let xml = '';
  rows.forEach((cells, i) => {
    const number = FIRST_PRODUCT_ROW + i;
    let row = '';
    cells.forEach((cell, at) => {
      row += cellXml(cell, `${LETTERS[at] ?? columnLetter(at)}${number}`);
    });
    xml += `<row r="${number}">${row}</row>`;
  });
  return xml;
}

export interface TemplateFiller {
  /** The template with these rows in its 'Produk' sheet, as xlsx bytes. */
  fill(rows: readonly (readonly CellValue[])[]): Uint8Array;
}

/** Unpacks the template once; `fill` is then cheap enough for thousands of files. */
export function templateFiller(template: Uint8Array): TemplateFiller {
  const files = unzipSync(template);
  const text = (path: string): string => {
    const bytes = files[path];
    if (!bytes) throw new Error(`template: ${path} is missing`);
    return strFromU8(bytes);
  };
  const workbookPath = 'xl/workbook.xml';
  const sheet = parseWorkbook(text(workbookPath)).sheets.find((s) => s.name === DATA_SHEET);
  const rel = parseRelationships(text(relationshipsPart(workbookPath))).find((r) => r.id === sheet?.relationId);
  if (!rel) throw new Error(`template: no '${DATA_SHEET}' sheet`);
  const sheetPath = resolveTarget(workbookPath, rel.target);
  const sheetXml = text(sheetPath);
  const cut = sheetXml.indexOf('</sheetData>');
  if (cut < 0) throw new Error('template: the data sheet has no sheetData');
  const before = sheetXml.slice(0, cut);
  const after = sheetXml.slice(cut);
  const lastColumn = columnLetter(TEMPLATE_COLUMNS.length - 1);
  const names = Object.keys(files).filter((name) => !name.endsWith('/'));
  const fixed = new Map<string, PackedEntry>(
    names.filter((name) => name !== sheetPath).map((name) => [name, packEntry(name, files[name] ?? new Uint8Array())]),
  );

  return {
    fill(rows) {
      const last = FIRST_PRODUCT_ROW + rows.length - 1;
      const head = rows.length
        ? before.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="A1:${lastColumn}${last}"/>`)
        : before;
      const produk = packEntry(sheetPath, strToU8(`${head}${rowsXml(rows)}${after}`));
      return writeZip(names.map((name) => (name === sheetPath ? produk : (fixed.get(name) ?? produk))));
    },
  };
}

import { strToU8 } from 'fflate';
import { formatRupiah, formatThousands } from '../money';
import { columnLetter } from '../massUpload/columns';
import { escapeText } from '../massUpload/xlsx/writer';
import { packEntry, writeZip } from '../massUpload/xlsx/zipWriter';
import { exportCells, type ExportCell, type ExportColumn } from './table';

/**
 * An export as a real Excel workbook, on the project's own zip writer (the one `penyedia split`
 * writes with): one sheet, the header row bold and frozen, amounts as numbers shown in rupiah
 * ('Rp3.138.200'), counts as numbers, days and moments as dates, each column as wide as what it
 * holds. The same rows give the same bytes (the zip's dates are fixed).
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The cell styles of styles.xml, by position. */
const STYLE = { text: 0, header: 1, rupiah: 2, count: 3, day: 4, dateTime: 5 } as const;

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="3"><numFmt numFmtId="164" formatCode="&quot;Rp&quot;#,##0"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/><numFmt numFmtId="166" formatCode="dd/mm/yyyy hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`;

/** The media type of an .xlsx file. */

const attribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

/** A sheet name Excel takes: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(name: string): string {
  const clean = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean === '' ? 'Data' : clean;
}

const DAY_MS = 86_400_000;
/** Excel's day number of 1970-01-01 (its day 0 is 1899-12-30). */
const EXCEL_EPOCH_OFFSET = 25_569;

function serialOf(day: string, time = '00:00:00'): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, date) / DAY_MS + EXCEL_EPOCH_OFFSET + (hour * 3600 + minute * 60 + second) / 86_400;
}

function textCell(ref: string, text: string, style: number): string {
  const space = /^\s|\s$|\n/.test(text) ? ' xml:space="preserve"' : '';
  const styled = style === STYLE.text ? '' : ` s="${style}"`;
  return `<c r="${ref}"${styled} t="inlineStr"><is><t${space}>${escapeText(text)}</t></is></c>`;
}

function cellXml(ref: string, cell: ExportCell): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
      return textCell(ref, cell.text, STYLE.text);
    case 'rupiah':
    case 'count':
      return `<c r="${ref}" s="${STYLE[cell.kind]}"><v>${cell.number}</v></c>`;
    case 'day':
      return `<c r="${ref}" s="${STYLE.day}"><v>${serialOf(cell.day)}</v></c>`;
    case 'dateTime':
      return `<c r="${ref}" s="${STYLE.dateTime}"><v>${serialOf(cell.day, cell.time)}</v></c>`;
  }
}

/** How many characters a cell shows, to size its column. */
function shownLength(cell: ExportCell): number {
  if (cell === null) return 0;
  switch (cell.kind) {
    case 'text':
      return Math.max(...cell.text.split('\n').map((line) => line.length));
    case 'rupiah':
      return formatRupiah(cell.number).length;
    case 'count':
      return formatThousands(cell.number).length;
    case 'day':
      return 10;
    case 'dateTime':
      return 16;
  }
}

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

function sheetXml(headers: readonly string[], cells: readonly ExportCell[][]): string {
  const letters = headers.map((_, i) => columnLetter(i));
  const widths = headers.map((header, i) =>
    Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length, ...cells.map((row) => shownLength(row[i] ?? null))) + 2),
  );
  const last = `${letters.at(-1) ?? 'A'}${cells.length + 1}`;
  let rows = `<row r="1">${headers.map((header, i) => textCell(`${letters[i]}1`, header, STYLE.header)).join('')}</row>`;
  cells.forEach((row, r) => {
    const number = r + 2;
    rows += `<row r="${number}">${row.map((cell, i) => cellXml(`${letters[i]}${number}`, cell)).join('')}</row>`;
  });
  const cols = widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><dimension ref="A1:${last}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

/** The workbook of an export: one sheet named `name`, the header row, then a row per record. */
export function exportXlsx<R>(name: string, columns: readonly ExportColumn<R>[], rows: readonly R[]): Uint8Array {
  const workbook = `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${attribute(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const parts: ReadonlyArray<readonly [string, string]> = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
    [
      'xl/worksheets/sheet1.xml',
      sheetXml(
        columns.map((column) => column.header),
        exportCells(columns, rows),
      ),
    ],
  ];
  return writeZip(parts.map(([path, xml]) => packEntry(path, strToU8(xml))));
}

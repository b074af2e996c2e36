import { packEntry, writeZip, type PackedEntry } from '@core/massUpload/xlsx/zipWriter';

/**
 * Workbooks written by hand, part by part, with the project's own zip writer: each test states
 * exactly the XML a spreadsheet program would have saved, and nothing else.
 */
export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Text as UTF-16, little or big endian, with or without a byte order mark. */
export function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const units = (bom ? '\ufeff' : '') + text;
  const bytes = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i += 1) {
    const code = units.charCodeAt(i);
    const [high, low] = [code >> 8, code & 0xff];
    bytes[i * 2] = endian === 'le' ? low : high;
    bytes[i * 2 + 1] = endian === 'le' ? high : low;
  }
  return bytes;
}

export interface HandmadeParts {
  /** The 'Produk' sheet's <sheetData> content, or a whole worksheet part when it starts with '<?xml' or '<worksheet'. */
  readonly sheet: string | Uint8Array;
  readonly sharedStrings?: readonly string[] | Uint8Array;
  /** Custom number formats, by id, and the numFmtId of each cell format (s="0", s="1", ...). */
  readonly styles?: { readonly formats?: Readonly<Record<number, string>>; readonly cellFormats: readonly number[] };
  /** Inside <workbook>, after <sheets> (workbookPr, extLst, ...). */
  readonly workbookExtra?: string;
  readonly workbookPrFirst?: string;
  /** Relationships of the sheet part (hyperlink targets): id -> URL. */
  readonly sheetLinks?: Readonly<Record<string, string>>;
  /** Part names as written in the zip, where a test wants them otherwise. */
  readonly names?: { readonly sharedStrings?: string; readonly sheet?: string };
  /** Further entries, written as given (a second entry of an existing name, say). */
  readonly extra?: readonly PackedEntry[];
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sheetPart(sheet: string | Uint8Array): Uint8Array {
  if (typeof sheet !== 'string') return sheet;
  return utf8(sheet.startsWith('<?xml') || sheet.startsWith('<worksheet') ? sheet : worksheet(sheet));
}

function stylesPart(styles: NonNullable<HandmadeParts['styles']>): Uint8Array {
  const formats = Object.entries(styles.formats ?? {});
  const numFmts = formats.length
    ? `<numFmts count="${formats.length}">${formats.map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code).replace(/"/g, '&quot;')}"/>`).join('')}</numFmts>`
    : '';
  const xfs = styles.cellFormats.map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0"/>`);
  return utf8(
    `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}">${numFmts}<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs></styleSheet>`,
  );
}

/** A workbook of one sheet, 'Produk', from its parts. */
export function handmadeWorkbook(parts: HandmadeParts): Uint8Array {
  const sharedName = parts.names?.sharedStrings ?? 'xl/sharedStrings.xml';
  const sheetName = parts.names?.sheet ?? 'xl/worksheets/sheet1.xml';
  const workbookRels = [
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`,
    parts.sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '',
    parts.styles ? `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>` : '',
  ].join('');
  const entries: PackedEntry[] = [
    packEntry(
      '_rels/.rels',
      utf8(
        `<?xml version="1.0"?><Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ),
    packEntry(
      'xl/workbook.xml',
      utf8(
        `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}">${parts.workbookPrFirst ?? ''}<sheets><sheet name="Produk" sheetId="1" r:id="rId1"/></sheets>${parts.workbookExtra ?? ''}</workbook>`,
      ),
    ),
    packEntry(
      'xl/_rels/workbook.xml.rels',
      utf8(`<?xml version="1.0"?><Relationships xmlns="${PACKAGE_REL}">${workbookRels}</Relationships>`),
    ),
    packEntry(sheetName, sheetPart(parts.sheet)),
  ];
  if (parts.sheetLinks) {
    const rels = Object.entries(parts.sheetLinks).map(
      ([id, url]) =>
        `<Relationship Id="${id}" Type="${REL}/hyperlink" Target="${escapeXml(url)}" TargetMode="External"/>`,
    );
    entries.push(
      packEntry(
        'xl/worksheets/_rels/sheet1.xml.rels',
        utf8(`<?xml version="1.0"?><Relationships xmlns="${PACKAGE_REL}">${rels.join('')}</Relationships>`),
      ),
    );
  }
  if (parts.sharedStrings) {
    const table =
      parts.sharedStrings instanceof Uint8Array
        ? parts.sharedStrings
        : utf8(
            `<?xml version="1.0"?><sst xmlns="${MAIN}" count="${parts.sharedStrings.length}" uniqueCount="${parts.sharedStrings.length}">${parts.sharedStrings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`,
          );
    entries.push(packEntry(sharedName, table));
  }
  if (parts.styles) entries.push(packEntry('xl/styles.xml', stylesPart(parts.styles)));
  entries.push(...(parts.extra ?? []));
  return writeZip(entries);
}

/** A worksheet part around `sheetData` content, with anything after it (hyperlinks). */
export function worksheet(sheetData: string, after = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>${sheetData}</sheetData>${after}</worksheet>`;
}

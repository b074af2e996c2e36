import { deflateRawSync } from 'node:zlib';
import { crc32, packEntry, writeZip, type PackedEntry } from '@core/massUpload/xlsx/zipWriter';

/**
 * Hostile workbooks, built in the test from their parts: each is a real zip that any reader would
 * open, with one thing wrong inside.
 */
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const text = (s: string) => new TextEncoder().encode(s);

function rawEntry(name: string, content: Uint8Array, declaredSize = content.length): PackedEntry {
  return {
    name: text(name),
    crc: crc32(content),
    size: declaredSize,
    data: deflateRawSync(content, { level: 9 }),
    method: 8,
  };
}

function workbook(sheet: PackedEntry, sharedStrings?: string | PackedEntry): Uint8Array {
  const parts: PackedEntry[] = [
    packEntry(
      '[Content_Types].xml',
      text('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    ),
    packEntry(
      '_rels/.rels',
      text(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ),
    packEntry(
      'xl/workbook.xml',
      text(
        `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Produk" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ),
    packEntry(
      'xl/_rels/workbook.xml.rels',
      text(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    ),
    sheet,
  ];
  if (typeof sharedStrings === 'string') parts.push(packEntry('xl/sharedStrings.xml', text(sharedStrings)));
  else if (sharedStrings !== undefined) parts.push(sharedStrings);
  return writeZip(parts);
}

const sheetXml = (rows: string) =>
  `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/**
 * A sheet part of `megabytes` MB of blanks: a few hundred kB on disk, ~1000 times that inflated.
 * `lying`: the zip directory claims 4 kB, so only counting while inflating can catch it.
 */
export function zipBomb(megabytes: number, lying = false): Uint8Array {
  const head = text(sheetXml('').replace('</sheetData>', ''));
  const tail = text('</sheetData></worksheet>');
  const content = new Uint8Array(head.length + megabytes * 1024 * 1024 + tail.length).fill(0x20);
  content.set(head, 0);
  content.set(tail, content.length - tail.length);
  return workbook(rawEntry('xl/worksheets/sheet1.xml', content, lying ? 4096 : content.length));
}

/** Excel's largest sheet: 1,048,576 rows (kept lean, so it passes the size cap and meets the row cap). */
export function millionRowSheet(): Uint8Array {
  const rows: string[] = ['<row r="1"><c r="A1"><v>1</v></c></row>'];
  for (let r = 2; r <= 1_048_576; r += 1) rows.push(`<row r="${r}"/>`);
  return workbook(rawEntry('xl/worksheets/sheet1.xml', text(sheetXml(rows.join('')))));
}

/** One cell whose reference lies past column XFD: a 2 kB file that once aborted the whole process. */
export function cellPastLastColumn(ref = 'ZZZZZZZZ3'): Uint8Array {
  return workbook(
    packEntry(
      'xl/worksheets/sheet1.xml',
      text(
        sheetXml(
          `<row r="1"><c r="A1" t="inlineStr"><is><t>Nama Produk*</t></is></c></row><row r="3"><c r="${ref}"><v>1</v></c></row>`,
        ),
      ),
    ),
  );
}

/** A cell pointing at shared string 999 of a table holding one. */
export function sharedIndexOutOfRange(): Uint8Array {
  return workbook(
    packEntry(
      'xl/worksheets/sheet1.xml',
      text(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>999</v></c></row>')),
    ),
    `<?xml version="1.0"?><sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>Nama Produk*</t></si></sst>`,
  );
}

/** The billion-laughs DOCTYPE in the sheet part. */
export function entityExpansion(): Uint8Array {
  const laughs = [
    '<!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`),
  ].join('');
  const xml = `<?xml version="1.0"?><!DOCTYPE worksheet [${laughs}]><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row></sheetData></worksheet>`;
  return workbook(packEntry('xl/worksheets/sheet1.xml', text(xml)));
}

/**
 * An honest but heavy workbook: a shared-strings table of `count` items (tens of MB inflated,
 * a normal compression ratio), a sheet of one header cell naming the last of them. Reading it
 * keeps a core busy a while.
 */
export function heavySharedStrings(count: number): Uint8Array {
  const items: string[] = [];
  for (let i = 0; i < count; i += 1) items.push(`<si><t>teks bersama nomor ${i}</t></si>`);
  const table = `<?xml version="1.0"?><sst xmlns="${MAIN}" count="${count}" uniqueCount="${count}">${items.join('')}</sst>`;
  // The cell names the table's last item, so the whole table is read before the check can answer.
  return workbook(
    packEntry('xl/worksheets/sheet1.xml', text(sheetXml(`<row r="1"><c r="A1" t="s"><v>${count - 1}</v></c></row>`))),
    rawEntry('xl/sharedStrings.xml', text(table)),
  );
}

/**
 * A sheet whose cell tag never ends: `megabytes` MB of varied letters inside an attribute value
 * that is never closed (they compress 1.3 times, so neither the size cap nor the ratio guard
 * stops it before the tokenizer does).
 */
export function endlessTag(megabytes: number): Uint8Array {
  const head = text(sheetXml('<row r="1"><c r="A1" x="').replace('</sheetData></worksheet>', ''));
  const content = new Uint8Array(head.length + megabytes * 1024 * 1024);
  content.set(head, 0);
  let state = 0x2545f491;
  for (let at = head.length; at < content.length; at += 1) {
    // xorshift32: the same letters on every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    content[at] = 0x61 + ((state >>> 0) % 26);
  }
  return workbook(rawEntry('xl/worksheets/sheet1.xml', content));
}

import { err, ok, type Result } from 'neverthrow';
import type { SheetRow } from '../check';
import { DATA_SHEET } from '../columns';
import type { ReadLimits } from './limits';
import {
  parseDateStyles,
  parseRelationships,
  parseWorkbook,
  relationshipsPart,
  resolveTarget,
  sharedStringsReader,
  type Relationship,
} from './parts';
import { READ_MESSAGES, WorkbookRefused, type ReadFailure } from './readFailure';
import { SheetLinks, SheetRefused, SheetRows, type SheetContext } from './sheet';
import { XmlRefused, XmlScanner, type XmlHandler } from './xml';
import {
  InflateBudget,
  inflateEntry,
  inflateText,
  readDirectory,
  ZipRefused,
  type InflaterFactory,
  type ZipEntry,
} from './zip';

/**
 * The lean xlsx reader: unzip, a streaming tokenizer over the shared strings and the sheet, the
 * workbook relations to find the 'Produk' sheet by name. The same code runs in `penyedia check`
 * and `split`, in the portal's Web Worker and in the sandbox's upload worker; the inflater is
 * handed in (reader.ts binds fflate's; the CLI's check uses Node's zlib, which starts faster).
 */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
// Compound File Binary: what Office writes for password-protected workbooks (and for old .xls).
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/** What the first bytes say, before anything is unzipped. */
export function sniffWorkbook(bytes: Uint8Array): ReadFailure | null {
  if (bytes.length === 0) return { kind: 'empty', message: READ_MESSAGES.emptyFile };
  if (startsWith(bytes, CFB_MAGIC)) return { kind: 'encrypted', message: READ_MESSAGES.encrypted };
  if (!startsWith(bytes, ZIP_MAGIC)) return { kind: 'not-xlsx', message: READ_MESSAGES.notXlsx };
  return null;
}

/** Any error of the layers below as the seller's sentence. */
function failureOf(error: unknown, limits: ReadLimits): ReadFailure {
  if (error instanceof WorkbookRefused) return error.failure;
  if (error instanceof ZipRefused) {
    switch (error.problem) {
      case 'encrypted':
        return { kind: 'encrypted', message: READ_MESSAGES.encryptedZip };
      case 'too-large':
        return { kind: 'too-large', message: READ_MESSAGES.tooLarge(limits.maxInflatedBytes) };
      case 'bomb':
        return { kind: 'too-large', message: READ_MESSAGES.bomb(limits.maxRatio) };
      default:
        return { kind: 'corrupt', message: READ_MESSAGES.corrupt };
    }
  }
  if (error instanceof XmlRefused) {
    return error.reason === 'doctype'
      ? { kind: 'unsafe', message: READ_MESSAGES.doctype }
      : { kind: 'corrupt', message: READ_MESSAGES.corrupt };
  }
  if (error instanceof SheetRefused) {
    return error.problem.kind === 'too-many-rows'
      ? { kind: 'too-large', message: READ_MESSAGES.tooManyRows(limits.maxRows) }
      : { kind: 'corrupt', message: READ_MESSAGES.sharedIndex(error.problem.ref, error.problem.index) };
  }
  // Anything else is a defect of this reader, not of the file: let it surface.
  throw error;
}

/** An opened workbook: its sheet names and, when there is one, the data sheet's rows as a stream. */
export interface Workbook {
  readonly sheetNames: readonly string[];
  /** False when the workbook has no 'Produk' sheet. */
  readonly hasDataSheet: boolean;
  /**
   * The data sheet's rows that hold a value, in order, one at a time. Throws WorkbookRefused
   * when the stream meets a bomb, a bad shared string or too many rows.
   */
  rows(): Generator<SheetRow>;
}

interface Package {
  readonly bytes: Uint8Array;
  readonly inflate: InflaterFactory;
  readonly entries: ReadonlyMap<string, ZipEntry>;
  readonly budget: InflateBudget;
}

function entry(pkg: Package, path: string): ZipEntry | undefined {
  return pkg.entries.get(path) ?? pkg.entries.get(`/${path}`);
}

function partText(pkg: Package, path: string): string | null {
  const found = entry(pkg, path);
  return found ? inflateText(pkg.bytes, found, pkg.budget, pkg.inflate) : null;
}

function relationshipsOf(pkg: Package, part: string): Relationship[] {
  const xml = partText(pkg, relationshipsPart(part));
  return xml === null ? [] : parseRelationships(xml);
}

/** Streams one part through a handler, piece by piece. */
function streamPart(pkg: Package, found: ZipEntry, handler: XmlHandler, afterPiece?: () => void): void {
  const scanner = new XmlScanner(handler);
  const text = new TextDecoder();
  for (const piece of inflateEntry(pkg.bytes, found, pkg.budget, pkg.inflate)) {
    scanner.write(text.decode(piece, { stream: true }));
    afterPiece?.();
  }
  scanner.write(text.decode());
  scanner.end();
}

function readSharedStrings(pkg: Package, path: string | null): string[] {
  const found = path === null ? undefined : entry(pkg, path);
  if (!found) return [];
  const { handler, shortcut, strings } = sharedStringsReader();
  const scanner = new XmlScanner(handler, shortcut);
  const text = new TextDecoder();
  for (const piece of inflateEntry(pkg.bytes, found, pkg.budget, pkg.inflate))
    scanner.write(text.decode(piece, { stream: true }));
  scanner.write(text.decode());
  scanner.end();
  return strings;
}

const byType = (rels: readonly Relationship[], suffix: string): Relationship | undefined =>
  rels.find((rel) => rel.type.endsWith(suffix));

function openPackage(bytes: Uint8Array, limits: ReadLimits, inflate: InflaterFactory): Workbook {
  const pkg: Package = { bytes, inflate, entries: readDirectory(bytes), budget: new InflateBudget(limits) };
  const officeDocument = byType(relationshipsOf(pkg, ''), '/officeDocument');
  const workbookPath = officeDocument ? resolveTarget('', officeDocument.target) : 'xl/workbook.xml';
  const workbookXml = partText(pkg, workbookPath);
  if (workbookXml === null) throw new ZipRefused('corrupt');
  const workbook = parseWorkbook(workbookXml);
  const sheetNames = workbook.sheets.map((sheet) => sheet.name);
  const data = workbook.sheets.find((sheet) => sheet.name === DATA_SHEET);
  const rels = relationshipsOf(pkg, workbookPath);
  const sheetRel = data ? rels.find((rel) => rel.id === data.relationId) : undefined;
  const sheetEntry = sheetRel ? entry(pkg, resolveTarget(workbookPath, sheetRel.target)) : undefined;
  if (data && !sheetEntry) throw new ZipRefused('corrupt');
  if (!sheetEntry) return { sheetNames, hasDataSheet: false, rows: function* () {} };
  const dataEntry: ZipEntry = sheetEntry;
  const sheetPath = dataEntry.name;
  const sharedRel = byType(rels, '/sharedStrings');
  const stylesRel = byType(rels, '/styles');
  const stylesXml = stylesRel ? partText(pkg, resolveTarget(workbookPath, stylesRel.target)) : null;
  const sharedStrings = readSharedStrings(pkg, sharedRel ? resolveTarget(workbookPath, sharedRel.target) : null);
  const linkTargets = new Map(
    relationshipsOf(pkg, sheetPath)
      .filter((rel) => rel.type.endsWith('/hyperlink'))
      .map((rel) => [rel.id, rel.target]),
  );

  const context = (links: ReadonlyMap<string, string>): SheetContext => ({
    sharedStrings,
    dateStyles: stylesXml === null ? [] : parseDateStyles(stylesXml),
    date1904: workbook.date1904,
    links,
    maxRows: limits.maxRows,
  });

  function* rows(): Generator<SheetRow> {
    let links: ReadonlyMap<string, string> = new Map();
    if (linkTargets.size > 0) {
      // Hyperlinks follow the rows in the sheet XML: a first pass collects them, so rows can stream.
      const found = new SheetLinks();
      streamPart(pkg, dataEntry, found);
      links = new Map(
        [...found.byRef].flatMap(([ref, id]) => {
          const target = linkTargets.get(id);
          return target === undefined ? [] : [[ref, target] as const];
        }),
      );
    }
    const sheet = new SheetRows(context(links));
    const scanner = new XmlScanner(sheet, sheet.shortcut);
    const text = new TextDecoder();
    for (const piece of inflateEntry(pkg.bytes, dataEntry, pkg.budget, pkg.inflate)) {
      scanner.write(text.decode(piece, { stream: true }));
      yield* sheet.ready.splice(0);
    }
    scanner.write(text.decode());
    scanner.end();
    yield* sheet.ready.splice(0);
  }

  return { sheetNames, hasDataSheet: true, rows: () => guarded(rows(), limits) };
}

/** The row stream with every failure of the layers below turned into WorkbookRefused. */
function* guarded(rows: Generator<SheetRow>, limits: ReadLimits): Generator<SheetRow> {
  try {
    yield* rows;
  } catch (error) {
    throw new WorkbookRefused(failureOf(error, limits));
  }
}

/** Opens a workbook held in memory (a file's bytes, or an upload), inflating with `inflate`. */
export function openWorkbookWith(
  data: Uint8Array | ArrayBuffer,
  limits: ReadLimits,
  inflate: InflaterFactory,
): Result<Workbook, ReadFailure> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const sniffed = sniffWorkbook(bytes);
  if (sniffed) return err(sniffed);
  try {
    return ok(openPackage(bytes, limits, inflate));
  } catch (error) {
    return err(failureOf(error, limits));
  }
}

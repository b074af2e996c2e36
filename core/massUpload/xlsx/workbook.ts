import { err, ok, type Result } from 'neverthrow';
import type { SheetRow } from '../check';
import { DATA_SHEET } from '../columns';
import { sourceOf, type ByteSource, type PackageData } from './byteSource';
import type { ReadLimits } from './limits';
import { cellLinks, SheetLinks } from './links';
import {
  parseNumberKinds,
  parseRelationships,
  parseWorkbook,
  relationshipsPart,
  resolveTarget,
  type Relationship,
} from './parts';
import { PartStream, partText } from './partStream';
import { sharedStringsReader, type SharedStringTable } from './sharedStrings';
import { READ_MESSAGES, WorkbookRefused, type ReadFailure } from './readFailure';
import { SheetRefused, SheetRows, type CellLinks, type SharedStringLookup, type SheetContext } from './sheet';
import { XmlRefused } from './xml';
import { InflateBudget, inflateEntry, partKey, readDirectory, ZipRefused, type ZipEntry } from './zip';

/**
 * The lean xlsx reader: unzip, a streaming tokenizer over the shared strings and the sheet, the
 * workbook relations to find the 'Produk' sheet by name. The same code runs in `penyedia check`
 * and `split`, in the portal's Web Worker and in the sandbox's upload worker.
 */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
// Compound File Binary: what Office writes for password-protected workbooks (and for old .xls).
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/** What the first bytes say, before anything is unzipped. */
export function sniffWorkbook(data: PackageData): ReadFailure | null {
  const bytes = sourceOf(data).read(0, CFB_MAGIC.length);
  if (bytes.length === 0) return { kind: 'empty', message: READ_MESSAGES.emptyFile };
  if (startsWith(bytes, CFB_MAGIC)) return { kind: 'encrypted', message: READ_MESSAGES.encrypted };
  if (!startsWith(bytes, ZIP_MAGIC)) return { kind: 'not-xlsx', message: READ_MESSAGES.notXlsx };
  return null;
}

/**
 * Any error of the layers below as the seller's sentence. XML that breaks down in a part that was
 * inflating like a bomb (megabytes of blanks) is called what it is.
 */
function failureOf(error: unknown, limits: ReadLimits, budget: InflateBudget | null): ReadFailure {
  if (error instanceof WorkbookRefused) return error.failure;
  if (error instanceof ZipRefused) {
    switch (error.problem) {
      case 'encrypted':
        return { kind: 'encrypted', message: READ_MESSAGES.encryptedZip };
      case 'too-large':
        return { kind: 'too-large', message: READ_MESSAGES.tooLarge(limits.maxInflatedBytes) };
      case 'bomb':
        return { kind: 'too-large', message: READ_MESSAGES.bomb(limits.maxRatio) };
      case 'ambiguous':
        return { kind: 'corrupt', message: READ_MESSAGES.ambiguousParts };
      default:
        return { kind: 'corrupt', message: READ_MESSAGES.corrupt };
    }
  }
  if (error instanceof XmlRefused) {
    if (error.reason === 'malformed' && budget?.inflatedLikeBomb === true)
      return { kind: 'too-large', message: READ_MESSAGES.bomb(limits.maxRatio) };
    return error.reason === 'doctype'
      ? { kind: 'unsafe', message: READ_MESSAGES.doctype }
      : { kind: 'corrupt', message: READ_MESSAGES.corrupt };
  }
  if (error instanceof SheetRefused) {
    const { problem } = error;
    switch (problem.kind) {
      case 'too-many-rows':
        return { kind: 'too-large', message: READ_MESSAGES.tooManyRows(limits.maxRows) };
      case 'out-of-range':
        return { kind: 'corrupt', message: READ_MESSAGES.outOfRange(problem.ref) };
      default:
        return { kind: 'corrupt', message: READ_MESSAGES.sharedIndex(problem.ref, problem.index) };
    }
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
  readonly source: ByteSource;
  readonly entries: ReadonlyMap<string, ZipEntry>;
  readonly budget: InflateBudget;
}

function entry(pkg: Package, path: string): ZipEntry | undefined {
  return pkg.entries.get(partKey(path));
}

function pieces(pkg: Package, found: ZipEntry): Generator<Uint8Array> {
  return inflateEntry(pkg.source, found, pkg.budget);
}

function textOf(pkg: Package, path: string): string | null {
  const found = entry(pkg, path);
  return found ? partText(pieces(pkg, found)) : null;
}

function relationshipsOf(pkg: Package, part: string): Relationship[] {
  const xml = textOf(pkg, relationshipsPart(part));
  return xml === null ? [] : parseRelationships(xml);
}

/** The shared-strings table, read only as far as the cells ask: a sheet cut short never reads the rest. */
class SharedStrings implements SharedStringLookup {
  constructor(
    private readonly table: SharedStringTable | null,
    private readonly stream: PartStream | null,
  ) {}

  at(index: number): string | undefined {
    const { stream, table } = this;
    if (table === null) return undefined;
    if (stream !== null) {
      while (index >= table.count) {
        if (!stream.pull()) break;
      }
    }
    return table.at(index);
  }
}

function sharedStringsOf(pkg: Package, path: string | null): SharedStrings {
  const found = path === null ? undefined : entry(pkg, path);
  if (!found) return new SharedStrings(null, null);
  const { handler, shortcut, table } = sharedStringsReader();
  return new SharedStrings(table, new PartStream(pieces(pkg, found), handler, shortcut));
}

const byType = (rels: readonly Relationship[], suffix: string): Relationship | undefined =>
  rels.find((rel) => rel.type.endsWith(suffix));

/** The data sheet's links, from a first pass over the part (they follow the rows). */
function linksOf(pkg: Package, sheet: ZipEntry, targets: ReadonlyMap<string, string>): CellLinks {
  const found = new SheetLinks();
  if (targets.size === 0) return cellLinks(found.found, targets);
  new PartStream(pieces(pkg, sheet), found).drain();
  if (found.tooMany) throw new ZipRefused('corrupt');
  return cellLinks(found.found, targets);
}

function openPackage(source: ByteSource, limits: ReadLimits): Workbook {
  const pkg: Package = { source, entries: readDirectory(source), budget: new InflateBudget(limits) };
  const officeDocument = byType(relationshipsOf(pkg, ''), '/officeDocument');
  const workbookPath = officeDocument ? resolveTarget('', officeDocument.target) : 'xl/workbook.xml';
  const workbookXml = textOf(pkg, workbookPath);
  if (workbookXml === null) throw new ZipRefused('corrupt');
  const workbook = parseWorkbook(workbookXml);
  const sheetNames = workbook.sheets.map((sheet) => sheet.name);
  const data = workbook.sheets.find((sheet) => sheet.name === DATA_SHEET);
  const rels = relationshipsOf(pkg, workbookPath);
  const sheetRel = data ? rels.find((rel) => rel.id === data.relationId) : undefined;
  const sheetPath = sheetRel ? resolveTarget(workbookPath, sheetRel.target) : undefined;
  const sheetEntry = sheetPath === undefined ? undefined : entry(pkg, sheetPath);
  if (data && (!sheetEntry || sheetPath === undefined)) throw new ZipRefused('corrupt');
  if (!sheetEntry || sheetPath === undefined) return { sheetNames, hasDataSheet: false, rows: function* () {} };
  const dataEntry: ZipEntry = sheetEntry;
  const sharedRel = byType(rels, '/sharedStrings');
  const stylesRel = byType(rels, '/styles');
  const stylesXml = stylesRel ? textOf(pkg, resolveTarget(workbookPath, stylesRel.target)) : null;
  const numberKinds = stylesXml === null ? [] : parseNumberKinds(stylesXml);
  const linkTargets = new Map(
    relationshipsOf(pkg, sheetPath)
      .filter((rel) => rel.type.endsWith('/hyperlink'))
      .map((rel) => [rel.id, rel.target]),
  );

  function* rows(): Generator<SheetRow> {
    const context: SheetContext = {
      sharedStrings: sharedStringsOf(pkg, sharedRel ? resolveTarget(workbookPath, sharedRel.target) : null),
      numberKinds,
      date1904: workbook.date1904,
      links: linksOf(pkg, dataEntry, linkTargets),
      maxRows: limits.maxRows,
    };
    const sheet = new SheetRows(context);
    const stream = new PartStream(pieces(pkg, dataEntry), sheet, sheet.shortcut);
    while (stream.pull()) yield* sheet.ready.splice(0);
    yield* sheet.ready.splice(0);
  }

  return { sheetNames, hasDataSheet: true, rows: () => guarded(rows(), limits, pkg.budget) };
}

/** The row stream with every failure of the layers below turned into WorkbookRefused. */
function* guarded(rows: Generator<SheetRow>, limits: ReadLimits, budget: InflateBudget): Generator<SheetRow> {
  try {
    yield* rows;
  } catch (error) {
    throw new WorkbookRefused(failureOf(error, limits, budget));
  }
}

/** Opens a workbook: an upload in memory, or a file read as its rows are asked for. */
export function openWorkbook(data: PackageData, limits: ReadLimits): Result<Workbook, ReadFailure> {
  const source = sourceOf(data);
  const sniffed = sniffWorkbook(source);
  if (sniffed) return err(sniffed);
  try {
    return ok(openPackage(source, limits));
  } catch (error) {
    return err(failureOf(error, limits, null));
  }
}

import { Inflate } from 'fflate';
import type { ByteSource } from './byteSource';

/**
 * The zip container of an xlsx, read a range at a time (from memory, or from a file as it
 * inflates): the central directory, then one entry at a time inflated by fflate's streaming inflater in small slices, so a zip bomb is caught after a
 * few megabytes of output instead of after gigabytes. fflate runs in the browser, in a Web Worker
 * and in Node alike, so every caller reads through this one path.
 */

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly encrypted: boolean;
  readonly compressedSize: number;
  /** What the directory claims; the real size is counted while inflating. */
  readonly declaredSize: number;
  readonly localHeader: number;
}

/** How much a package may inflate to: the whole, and per entry against its compressed size. */
export interface InflateLimits {
  readonly maxInflatedBytes: number;
  readonly maxRatio: number;
}

export type ZipProblem = 'not-zip' | 'encrypted' | 'corrupt' | 'too-large' | 'bomb' | 'ambiguous';

export class ZipRefused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip: ${problem}`);
  }
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/**
 * An entry's ratio is only judged past this much output. Below it the absolute cap alone bounds
 * what an entry costs: honest text (a column of one long description repeated) compresses far
 * better than 100:1, and streaming keeps a bomb's memory at a slice's worth. The ratio matters
 * for split, whose cap is large: a bomb is stopped here rather than at a gigabyte.
 */
const MB = 1024 * 1024;
const RATIO_GRACE_BYTES = 64 * MB;
/** Compressed bytes handed to the inflater at a time: a 1000:1 bomb yields at most 16 MB before it is judged. */
const SLICE_BYTES = 16384;

const u16 = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number): number => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
const u64 = (b: Uint8Array, at: number): number => u32(b, at) + u32(b, at + 4) * 2 ** 32;

/** Where the end-of-directory record starts in `tail`, the package's last bytes. */
function findEndOfDirectory(tail: Uint8Array): number {
  const lowest = Math.max(0, tail.length - 22 - 0xffff);
  for (let at = tail.length - 22; at >= lowest; at -= 1) {
    if (u32(tail, at) === EOCD) return at;
  }
  throw new ZipRefused('corrupt');
}

/** Where the directory starts and how many entries it claims, from the end-of-directory record (zip64 too). */
function directoryPlace(source: ByteSource): { offset: number; count: number; end: number } {
  // The record, its comment of up to 64 kB, and room before it for the zip64 locator.
  const tailStart = Math.max(0, source.size - 22 - 0xffff - 20);
  const tail = source.read(tailStart, source.size - tailStart);
  const end = findEndOfDirectory(tail);
  let count = u16(tail, end + 10);
  let offset = u32(tail, end + 16);
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && u32(tail, end - 20) === ZIP64_LOCATOR) {
    const record = source.read(u64(tail, end - 12), 56);
    if (record.length < 56 || u32(record, 0) !== ZIP64_EOCD) throw new ZipRefused('corrupt');
    count = u64(record, 32);
    offset = u64(record, 48);
  }
  return { offset, count, end: tailStart + end };
}

/** Sizes and offset from the zip64 extra field, for the fields the directory marked 0xFFFFFFFF. */
function zip64Values(extra: Uint8Array, wanted: readonly boolean[]): number[] {
  const values: number[] = [];
  for (let at = 0; at + 4 <= extra.length;) {
    const id = u16(extra, at);
    const size = u16(extra, at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      for (const want of wanted) {
        if (!want) continue;
        if (field + 8 > at + 4 + size) throw new ZipRefused('corrupt');
        values.push(u64(extra, field));
        field += 8;
      }
      return values;
    }
    at += 4 + size;
  }
  throw new ZipRefused('corrupt');
}

const decoder = new TextDecoder();

/**
 * A part name as the package's parts are looked up: OPC part names are case-insensitive, and a
 * leading '/' is the package root either way.
 */
export function partKey(name: string): string {
  return (name.startsWith('/') ? name.slice(1) : name).toLowerCase();
}

/**
 * Every entry of the central directory, by partKey. Two entries of one name (in any case) are
 * refused as ambiguous: readers would disagree on which one the workbook means.
 */
export function readDirectory(source: ByteSource): ReadonlyMap<string, ZipEntry> {
  const place = directoryPlace(source);
  if (place.offset > place.end) throw new ZipRefused('corrupt');
  const bytes = source.read(place.offset, place.end - place.offset);
  const { count } = place;
  const entries = new Map<string, ZipEntry>();
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || u32(bytes, at) !== CENTRAL) throw new ZipRefused('corrupt');
    const flags = u16(bytes, at + 8);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    let compressedSize = u32(bytes, at + 20);
    let declaredSize = u32(bytes, at + 24);
    let localHeader = u32(bytes, at + 42);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const wide = [declaredSize === 0xffffffff, compressedSize === 0xffffffff, localHeader === 0xffffffff];
    if (wide.some(Boolean)) {
      const values = zip64Values(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), wide);
      if (wide[0]) declaredSize = values.shift() ?? 0;
      if (wide[1]) compressedSize = values.shift() ?? 0;
      if (wide[2]) localHeader = values.shift() ?? 0;
    }
    // Bit 0: the entry is encrypted (ZipCrypto or AES); bit 6: strong encryption.
    const encrypted = (flags & 0x41) !== 0;
    const key = partKey(name);
    if (entries.has(key)) throw new ZipRefused('ambiguous');
    entries.set(key, { name, method: u16(bytes, at + 10), encrypted, compressedSize, declaredSize, localHeader });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Counts inflated bytes across all entries read from one package. */
export class InflateBudget {
  private used = 0;
  /** Whether an entry has inflated past a megabyte at more than maxRatio times what it read. */
  inflatedLikeBomb = false;

  constructor(readonly limits: InflateLimits) {}

  /** Refuses before inflating what the directory already admits is too big. */
  admit(entry: ZipEntry): void {
    if (entry.declaredSize > RATIO_GRACE_BYTES && entry.declaredSize > entry.compressedSize * this.limits.maxRatio)
      throw new ZipRefused('bomb');
    if (this.used + entry.declaredSize > this.limits.maxInflatedBytes) throw new ZipRefused('too-large');
  }

  /**
   * Counts `bytes` more output of an entry that has so far inflated `entryInput` bytes to
   * `entryOutput`. Past the total cap the package is refused: as a bomb when the entry inflates
   * more than maxRatio times what it read, as too large otherwise.
   */
  spend(bytes: number, entryOutput: number, entryInput: number): void {
    this.used += bytes;
    const bombLike = entryOutput > entryInput * this.limits.maxRatio;
    if (bombLike && entryOutput > MB) this.inflatedLikeBomb = true;
    if (this.used > this.limits.maxInflatedBytes) throw new ZipRefused(bombLike ? 'bomb' : 'too-large');
    if (bombLike && entryOutput > RATIO_GRACE_BYTES) throw new ZipRefused('bomb');
  }
}

/** Where an entry's stored bytes lie in the package, past its local header. */
function entryRange(source: ByteSource, entry: ZipEntry): { readonly start: number; readonly length: number } {
  const header = source.read(entry.localHeader, 30);
  if (header.length < 30 || u32(header, 0) !== LOCAL) throw new ZipRefused('corrupt');
  const start = entry.localHeader + 30 + u16(header, 26) + u16(header, 28);
  if (start + entry.compressedSize > source.size) throw new ZipRefused('corrupt');
  return { start, length: entry.compressedSize };
}

/**
 * The entry's content in pieces, as it inflates. Each piece is handed over before the next slice
 * is inflated, so memory stays at a slice's worth whatever the entry's size.
 */
export function* inflateEntry(source: ByteSource, entry: ZipEntry, budget: InflateBudget): Generator<Uint8Array> {
  if (entry.encrypted) throw new ZipRefused('encrypted');
  budget.admit(entry);
  const { start, length } = entryRange(source, entry);
  const slice = (at: number): Uint8Array => source.read(start + at, Math.min(SLICE_BYTES, length - at));
  if (entry.method === STORED) {
    for (let at = 0; at < length; at += SLICE_BYTES) {
      const piece = slice(at);
      if (piece.length === 0) throw new ZipRefused('corrupt');
      budget.spend(piece.length, at + piece.length, at + piece.length);
      yield piece;
    }
    return;
  }
  if (entry.method !== DEFLATED) throw new ZipRefused('corrupt');
  const pieces: Uint8Array[] = [];
  const inflater = new Inflate((piece) => {
    pieces.push(piece);
  });
  let output = 0;
  for (let at = 0; at < length || at === 0; at += SLICE_BYTES) {
    const last = at + SLICE_BYTES >= length;
    try {
      inflater.push(slice(at), last);
    } catch {
      throw new ZipRefused('corrupt');
    }
    for (const piece of pieces) {
      output += piece.length;
      budget.spend(piece.length, output, Math.min(length, at + SLICE_BYTES));
    }
    const ready = pieces.splice(0);
    yield* ready;
    if (last) break;
  }
}

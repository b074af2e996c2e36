import { deflateSync } from 'fflate';

/**
 * Writes zip archives whose entries are mostly the same from one archive to the next: each
 * fixed entry is deflated once, and every archive only deflates the parts that change.
 */

export interface PackedEntry {
  readonly name: Uint8Array;
  readonly crc: number;
  readonly size: number;
  readonly data: Uint8Array;
  readonly method: 0 | 8;
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = -1;
  for (let i = 0; i < data.length; i += 1) crc = (CRC_TABLE[(crc ^ (data[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

const encoder = new TextEncoder();

/** An entry deflated (fflate at level 1: split writes thousands of archives) and ready to be placed in any archive. */
export function packEntry(name: string, content: Uint8Array): PackedEntry {
  if (content.length === 0) return { name: encoder.encode(name), crc: 0, size: 0, data: content, method: 0 };
  return {
    name: encoder.encode(name),
    crc: crc32(content),
    size: content.length,
    data: deflateSync(content, { level: 1 }),
    method: 8,
  };
}

// 1980-01-01 00:00, the zip epoch: archives do not depend on the hour they were written.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** The archive of the given entries, in order. */
export function writeZip(entries: readonly PackedEntry[]): Uint8Array {
  const localSize = entries.reduce((sum, e) => sum + 30 + e.name.length + e.data.length, 0);
  const centralSize = entries.reduce((sum, e) => sum + 46 + e.name.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const offsets: number[] = [];
  const header = (e: PackedEntry, central: boolean): void => {
    view.setUint32(at, central ? 0x02014b50 : 0x04034b50, true);
    at += 4;
    if (central) {
      view.setUint16(at, 20, true);
      at += 2;
    }
    view.setUint16(at, 20, true); // version needed
    view.setUint16(at + 2, 0x0800, true); // names in UTF-8
    view.setUint16(at + 4, e.method, true);
    view.setUint16(at + 6, DOS_TIME, true);
    view.setUint16(at + 8, DOS_DATE, true);
    view.setUint32(at + 10, e.crc, true);
    view.setUint32(at + 14, e.data.length, true);
    view.setUint32(at + 18, e.size, true);
    view.setUint16(at + 22, e.name.length, true);
    view.setUint16(at + 24, 0, true);
    at += 26;
  };
  for (const e of entries) {
    offsets.push(at);
    header(e, false);
    out.set(e.name, at);
    at += e.name.length;
    out.set(e.data, at);
    at += e.data.length;
  }
  const centralStart = at;
  entries.forEach((e, i) => {
    header(e, true);
    // comment length, disk, internal and external attributes, local header offset
    view.setUint16(at, 0, true);
    view.setUint16(at + 2, 0, true);
    view.setUint16(at + 4, 0, true);
    view.setUint32(at + 6, 0, true);
    view.setUint32(at + 10, offsets[i] ?? 0, true);
    at += 14;
    out.set(e.name, at);
    at += e.name.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 4, 0, true);
  view.setUint16(at + 6, 0, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - centralStart, true);
  view.setUint32(at + 16, centralStart, true);
  view.setUint16(at + 20, 0, true);
  return out;
}

import { deflateSync } from 'node:zlib';

/**
 * Real PNG files of one colour for upload tests: the browser can decode them (previews, size and
 * dimension checks) and the sandbox accepts them by their bytes. The one PNG maker of the browser
 * tests.
 */

export type Rgb = readonly [number, number, number];

/** The portal's blue, the default colour. */
const BLUE: Rgb = [11, 107, 203];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG of `width` x `height` pixels, all of one colour. */
export function pngFile(width: number, height: number = width, rgb: Rgb = BLUE): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour, no palette, no alpha
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What Playwright's setInputFiles takes: a small PNG photo under `name`. */
export function pngUpload(
  name = 'foto.png',
  width = 8,
  height: number = width,
  rgb: Rgb = BLUE,
): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: pngFile(width, height, rgb) };
}

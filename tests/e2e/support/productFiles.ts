import { deflateSync } from 'node:zlib';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG, so photo uploads carry a real image. */
export function pngPhoto(rgb: readonly [number, number, number] = [11, 107, 203], size = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const photoFile = (name = 'foto.png') => ({ name, mimeType: 'image/png', buffer: pngPhoto() });

import type { Locator } from 'playwright-core';

/** Picks an option at each level of a category cascade until no deeper level appears. */
export async function pickDeepestCategory(
  scope: Locator,
  index = 1,
  labels: readonly string[] = ['Kategori', 'Sub Kategori', 'Sub Sub Kategori'],
): Promise<void> {
  for (const label of labels) {
    const select = scope.getByLabel(label, { exact: true });
    // The next level is drawn after the choice above it; give it a moment to appear.
    await select.waitFor({ timeout: 1000 }).catch(() => undefined);
    if ((await select.count()) === 0) return;
    await select.selectOption({ index });
  }
}

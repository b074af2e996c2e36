import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Portal } from './support/portal';

/** Helpers of the account browser tests (not a test file itself). */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
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

/** A real PNG of one colour, so the browser can decode it (preview, size check) and the sandbox accepts it. */
export function pngFile(width: number, height: number, rgb: [number, number, number] = [11, 107, 203]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A toast (react-hot-toast renders each as role=status) with this text. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[role="status"]').filter({ hasText: text }).last();
}

/** Waits for the toast and checks its text is the whole message (no prefix or suffix). */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = toastWith(page, text);
  await toast.waitFor();
  expect((await toast.textContent())?.trim()).toBe(text);
}

/**
 * Empties the portal's local storage and puts `entries` in it (on a page of the sandbox's origin),
 * so a guest test starts from what it names, not from what an earlier test left.
 */
export async function startWithStorage(p: Portal, entries: Readonly<Record<string, string>> = {}): Promise<void> {
  if (!p.page.url().startsWith(p.sandbox.origin)) await p.page.goto(p.url('/config.json'));
  await p.page.evaluate((values) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

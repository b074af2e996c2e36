import type { FileRule } from '../../area';

/** Legality documents and store images: jpg or png up to 1 MB (the 500 kb of the spec is a hint). */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const imageRule: FileRule = { maxBytes: IMAGE_MAX_BYTES, accept: ['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png'] };

/** Whether the bytes are a JPEG or PNG, whatever the name or the declared type says. */
export async function isJpegOrPng(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  return jpeg || png;
}

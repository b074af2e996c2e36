/**
 * What a photo's first bytes prove it to be. The portal checks a picked file with these before it
 * is sent, and the sandbox stores an upload under the kind they prove: a name or a declared type
 * is never trusted.
 */

export type PhotoKind = 'jpeg' | 'png';

export const PHOTO_SIGNATURES: ReadonlyArray<{ readonly kind: PhotoKind; readonly bytes: readonly number[] }> = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes decide the kind. */
export const PHOTO_SIGNATURE_LENGTH = 8;

export function photoKindOf(head: Uint8Array): PhotoKind | null {
  return PHOTO_SIGNATURES.find((s) => s.bytes.every((byte, i) => head[i] === byte))?.kind ?? null;
}

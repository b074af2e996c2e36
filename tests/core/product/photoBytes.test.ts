import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHOTO_SIGNATURE_LENGTH, photoKindOf } from '@core/product/photoBytes';

/** A photo is what its bytes prove, not what its name says. */
describe('photoKindOf', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(photoKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBe('jpeg');
    expect(photoKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
  });

  it('refuses text named .jpg, a GIF, an SVG, a PDF and an empty file', () => {
    for (const text of ['bukan gambar', 'GIF89a..', '<svg xml', '%PDF-1.7', '']) {
      expect(photoKindOf(new TextEncoder().encode(text).slice(0, PHOTO_SIGNATURE_LENGTH))).toBeNull();
    }
  });

  it('no head that starts otherwise is taken for a photo', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: PHOTO_SIGNATURE_LENGTH }), (head) => {
        const kind = photoKindOf(head);
        if (kind === 'jpeg') expect([...head.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        if (kind === 'png') expect(head[0]).toBe(0x89);
        if (head[0] !== 0xff && head[0] !== 0x89) expect(kind).toBeNull();
      }),
    );
  });
});

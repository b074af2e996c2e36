import { deflateRawSync, inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fflateInflater } from '@core/massUpload/xlsx/fflateInflater';
import {
  InflateBudget,
  inflateEntry,
  ZipRefused,
  type InflaterFactory,
  type ZipEntry,
} from '@core/massUpload/xlsx/zip';
import { sizedInflater, ZLIB_CODEC } from '@cli/commands/zlibCodec';
import { zlibInflater } from '@cli/commands/zlibInflater';
import { crc32 } from '@core/massUpload/xlsx/zipWriter';

const MB = 1024 * 1024;

/** A one-entry package held in memory: a local header (no name, no extra) followed by the deflated bytes. */
function storedEntry(content: Uint8Array, declaredSize = content.length): { bytes: Uint8Array; entry: ZipEntry } {
  const data = deflateRawSync(content);
  const bytes = new Uint8Array(30 + data.length);
  new DataView(bytes.buffer).setUint32(0, 0x04034b50, true);
  bytes.set(data, 30);
  return {
    bytes,
    entry: {
      name: 'xl/worksheets/sheet1.xml',
      method: 8,
      encrypted: false,
      compressedSize: data.length,
      declaredSize,
      localHeader: 0,
    },
  };
}

function inflated(
  content: Uint8Array,
  inflate: InflaterFactory,
  limits = { maxInflatedBytes: 50 * MB, maxRatio: 100 },
  declared?: number,
): Uint8Array {
  const { bytes, entry } = storedEntry(content, declared);
  return Buffer.concat([...inflateEntry(bytes, entry, new InflateBudget(limits), inflate)]);
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipRefused) return error.problem;
    throw error;
  }
  return 'none';
}

describe("the CLI's zlib codec for the lean reader and writer", () => {
  it('inflates any entry to the same bytes as fflate, in pieces', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300_000 }), (content) => {
        expect(inflated(content, zlibInflater)).toEqual(Buffer.from(content));
        expect(inflated(content, zlibInflater)).toEqual(inflated(content, fflateInflater));
      }),
      { numRuns: 40 },
    );
  });

  it('calls a bomb a bomb even when the directory lies about its size, like the streaming inflater', () => {
    const blanks = new Uint8Array(40 * MB).fill(0x20);
    expect(refusal(() => inflated(blanks, zlibInflater, undefined, 4096))).toBe('bomb');
    expect(refusal(() => inflated(blanks, fflateInflater, undefined, 4096))).toBe('bomb');
  });

  it('calls an entry past the total inflate limit too large', () => {
    const varied = new Uint8Array(3 * MB).map((_, i) => (i * 2654435761) >>> 24);
    const limits = { maxInflatedBytes: 2 * MB, maxRatio: 100 };
    expect(refusal(() => inflated(varied, zlibInflater, limits, 1024))).toBe('too-large');
    expect(refusal(() => inflated(varied, fflateInflater, limits, 1024))).toBe('too-large');
  });

  it('calls broken deflate data corrupt', () => {
    const { bytes, entry } = storedEntry(new TextEncoder().encode('<worksheet/>'.repeat(100)));
    bytes.fill(0xff, 30, 40);
    expect(
      refusal(() => [
        ...inflateEntry(bytes, entry, new InflateBudget({ maxInflatedBytes: MB, maxRatio: 100 }), zlibInflater),
      ]),
    ).toBe('corrupt');
  });

  it("split's inflater: zlib in one go when the entry's allowance is small, fflate streaming otherwise, the same bytes either way", () => {
    const varied = new Uint8Array(3 * MB).map((_, i) => (i * 2654435761) >>> 24);
    /** Slices pushed before the first piece comes out: 1 when streaming, all of them in one go. */
    const slicesBeforeFirstPiece = (
      content: Uint8Array,
      oneShotBytes: number,
    ): { slices: number; total: number; same: boolean } => {
      let pushed = 0;
      const sized = sizedInflater(oneShotBytes);
      const counting: InflaterFactory = (onPiece, max, entry) => {
        const inner = sized(onPiece, max, entry);
        return { push: (slice, final) => ((pushed += 1), inner.push(slice, final)) };
      };
      const { bytes, entry } = storedEntry(content);
      const pieces = inflateEntry(
        bytes,
        entry,
        new InflateBudget({ maxInflatedBytes: 50 * MB, maxRatio: 100 }),
        counting,
      );
      const first = pieces.next();
      const slices = pushed;
      const rest = [...pieces];
      const same = Buffer.concat([first.value ?? new Uint8Array(), ...rest]).equals(Buffer.from(content));
      return { slices, total: pushed, same };
    };
    // The entry compresses to ~70 kB: it may inflate to ~7 MB (100 times), whatever its directory says.
    const streamed = slicesBeforeFirstPiece(varied, MB);
    expect(streamed.same).toBe(true);
    expect(streamed.slices).toBe(1);
    const oneShot = slicesBeforeFirstPiece(varied, 16 * MB);
    expect(oneShot.same).toBe(true);
    expect(oneShot.slices).toBe(oneShot.total);
    expect(oneShot.total).toBeGreaterThan(1);
  });

  it('deflates raw, as a zip entry stores it, with the same CRC-32 as core', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100_000 }), (content) => {
        expect(inflateRawSync(ZLIB_CODEC.deflate(content))).toEqual(Buffer.from(content));
        expect(ZLIB_CODEC.crc32(content)).toBe(crc32(content));
      }),
      { numRuns: 30 },
    );
  });
});

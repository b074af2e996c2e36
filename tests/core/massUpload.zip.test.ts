import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourceOf } from '@core/massUpload/xlsx/byteSource';
import { InflateBudget, inflateEntry, readDirectory, ZipRefused, type ZipEntry } from '@core/massUpload/xlsx/zip';
import { packEntry, writeZip } from '@core/massUpload/xlsx/zipWriter';

const MB = 1024 * 1024;
const UPLOAD = { maxInflatedBytes: 50 * MB, maxRatio: 100 };

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

function inflated(content: Uint8Array, limits = UPLOAD, declared?: number): Buffer {
  const { bytes, entry } = storedEntry(content, declared);
  return Buffer.concat([...inflateEntry(sourceOf(bytes), entry, new InflateBudget(limits))]);
}

/** Byte for byte (a deep equality over megabytes of elements would take minutes). */
const same = (a: Buffer, b: Uint8Array): boolean => a.equals(b);

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipRefused) return error.problem;
    throw error;
  }
  return 'none';
}

/** Long text repeated: what a column of one product description copied down a sheet inflates to. */
const repeatedText = (bytes: number): Uint8Array =>
  new TextEncoder().encode('Pulpen gel hitam 0,5 mm isi 12, tinta cepat kering. '.repeat(Math.ceil(bytes / 52)));

describe('the zip layer: one streaming inflater for every caller', () => {
  it('inflates any entry to its bytes, in pieces', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300_000 }), (content) => {
        expect(same(inflated(content), content)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('calls a bomb a bomb even when the directory lies about its size, at the total cap', () => {
    const blanks = new Uint8Array(60 * MB).fill(0x20);
    expect(refusal(() => inflated(blanks, UPLOAD, 4096))).toBe('bomb');
  });

  it('stops a bomb past 64 MB even under a cap as large as split has', () => {
    const blanks = new Uint8Array(100 * MB).fill(0x20);
    let pieces = 0;
    const { bytes, entry } = storedEntry(blanks, 4096);
    expect(
      refusal(() => {
        for (const piece of inflateEntry(
          sourceOf(bytes),
          entry,
          new InflateBudget({ maxInflatedBytes: 1024 * MB, maxRatio: 100 }),
        ))
          pieces += piece.length;
      }),
    ).toBe('bomb');
    expect(pieces).toBeLessThan(80 * MB);
  });

  it('reads honest text that compresses far better than 100:1 (a sheet of one description repeated)', () => {
    const text = repeatedText(20 * MB);
    const { entry } = storedEntry(text);
    expect(text.length / entry.compressedSize).toBeGreaterThan(100);
    expect(same(inflated(text), text)).toBe(true);
  });

  it('calls an entry past the total inflate limit too large', () => {
    const varied = new Uint8Array(3 * MB).map((_, i) => (i * 2654435761) >>> 24);
    expect(refusal(() => inflated(varied, { maxInflatedBytes: 2 * MB, maxRatio: 100 }, 1024))).toBe('too-large');
  });

  it('calls broken deflate data corrupt', () => {
    const { bytes, entry } = storedEntry(new TextEncoder().encode('<worksheet/>'.repeat(100)));
    bytes.fill(0xff, 30, 40);
    expect(
      refusal(() => [
        ...inflateEntry(sourceOf(bytes), entry, new InflateBudget({ maxInflatedBytes: MB, maxRatio: 100 })),
      ]),
    ).toBe('corrupt');
  });
});

describe('the zip directory', () => {
  const part = (name: string) => packEntry(name, new TextEncoder().encode('<a/>'));

  it('finds parts whatever the case of their names, as OPC part names are compared', () => {
    const entries = readDirectory(sourceOf(writeZip([part('xl/SharedStrings.xml'), part('/xl/workbook.xml')])));
    expect(entries.get('xl/sharedstrings.xml')?.name).toBe('xl/SharedStrings.xml');
    expect(entries.get('xl/workbook.xml')?.name).toBe('/xl/workbook.xml');
  });

  it('refuses two entries of one name (in any case) as ambiguous', () => {
    expect(refusal(() => readDirectory(sourceOf(writeZip([part('xl/workbook.xml'), part('xl/workbook.xml')]))))).toBe(
      'ambiguous',
    );
    expect(refusal(() => readDirectory(sourceOf(writeZip([part('xl/styles.xml'), part('xl/Styles.xml')]))))).toBe(
      'ambiguous',
    );
  });
});

import * as zlib from 'node:zlib';
import { constants, deflateRawSync } from 'node:zlib';
import { fflateInflater } from '@core/massUpload/xlsx/fflateInflater';
import type { InflaterFactory } from '@core/massUpload/xlsx/zip';
import { crc32, type EntryCodec } from '@core/massUpload/xlsx/zipWriter';
import { zlibInflater } from './zlibInflater';

/** Node's zlib for split's reader and writer (check takes only zlibInflater.ts, without fflate). */

/**
 * For split, which reads sheets of any size: an entry whose allowance (what the budget and the
 * ratio guard let it inflate to, from its compressed size, which cannot lie) is at most
 * `oneShotBytes` is inflated by zlib in one go, four times faster than fflate's JavaScript, and a
 * bomb costs at most that; any other entry streams through fflate, so memory stays at a slice's
 * worth whatever it says.
 */
export function sizedInflater(oneShotBytes: number): InflaterFactory {
  return (onPiece, maxOutput, entry) =>
    (maxOutput <= oneShotBytes ? zlibInflater : fflateInflater)(onPiece, maxOutput, entry);
}

/** Node's own CRC-32 where it has one (20.15 and later), else core's table-driven one. */
const nativeCrc32: ((data: Uint8Array) => number) | undefined = (zlib as { crc32?: (data: Uint8Array) => number })
  .crc32;

/** Raw deflate at the fastest level (split writes thousands of small sheets) and the native CRC-32. */
export const ZLIB_CODEC: EntryCodec = {
  deflate: (content) => deflateRawSync(content, { level: constants.Z_BEST_SPEED }),
  crc32: nativeCrc32 ?? crc32,
};

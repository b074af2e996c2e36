import * as zlib from 'node:zlib';
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { fflateInflater } from '@core/massUpload/xlsx/fflateInflater';
import { InflateLimitReached, type InflaterFactory } from '@core/massUpload/xlsx/zip';
import { crc32, type EntryCodec } from '@core/massUpload/xlsx/zipWriter';

/**
 * Node's zlib for the lean reader and writer. It is native: `check` inflates a 100-row file in
 * about 2 ms where fflate, still cold in a fresh process, takes about 20 ms (and its import 10).
 */

/** Pieces handed to the reader, so the XML tokenizer never gets one huge string. */
const PIECE_BYTES = 64 * 1024;

/**
 * One-shot: the slices are gathered and inflated at the last one, capped at the entry's
 * allowance (zlib stops there, so a bomb costs at most the upload limit). For `check`, whose
 * limits keep an entry small; `split` streams with fflate.
 */
export const zlibInflater: InflaterFactory = (onPiece, maxOutput) => {
  const slices: Uint8Array[] = [];
  return {
    push(slice, final) {
      slices.push(slice);
      if (!final) return;
      let out: Buffer;
      try {
        out = inflateRawSync(slices.length === 1 ? (slices[0] ?? new Uint8Array()) : Buffer.concat(slices), { maxOutputLength: Math.max(1, maxOutput) });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new InflateLimitReached();
        throw error;
      }
      for (let at = 0; at < out.length; at += PIECE_BYTES) onPiece(out.subarray(at, at + PIECE_BYTES));
    },
  };
};

/**
 * For split, which reads sheets of any size: an entry whose allowance (what the budget and the
 * ratio guard let it inflate to, from its compressed size, which cannot lie) is at most
 * `oneShotBytes` is inflated by zlib in one go, four times faster than fflate's JavaScript, and a
 * bomb costs at most that; any other entry streams through fflate, so memory stays at a slice's
 * worth whatever it says.
 */
export function sizedInflater(oneShotBytes: number): InflaterFactory {
  return (onPiece, maxOutput, entry) => (maxOutput <= oneShotBytes ? zlibInflater : fflateInflater)(onPiece, maxOutput, entry);
}

/** Node's own CRC-32 where it has one (20.15 and later), else core's table-driven one. */
const nativeCrc32: ((data: Uint8Array) => number) | undefined = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

/** Raw deflate at the fastest level (split writes thousands of small sheets) and the native CRC-32. */
export const ZLIB_CODEC: EntryCodec = {
  deflate: (content) => deflateRawSync(content, { level: constants.Z_BEST_SPEED }),
  crc32: nativeCrc32 ?? crc32,
};

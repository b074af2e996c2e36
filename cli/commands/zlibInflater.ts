import { inflateRawSync } from 'node:zlib';
import { InflateLimitReached, type InflaterFactory } from '@core/massUpload/xlsx/zip';

/**
 * Node's zlib for the lean reader. It is native: `check` inflates a 100-row file in about 2 ms
 * where fflate, still cold in a fresh process, takes about 20 ms (and building its tables at
 * import several more).
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
        out = inflateRawSync(slices.length === 1 ? (slices[0] ?? new Uint8Array()) : Buffer.concat(slices), {
          maxOutputLength: Math.max(1, maxOutput),
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new InflateLimitReached();
        throw error;
      }
      for (let at = 0; at < out.length; at += PIECE_BYTES) onPiece(out.subarray(at, at + PIECE_BYTES));
    },
  };
};

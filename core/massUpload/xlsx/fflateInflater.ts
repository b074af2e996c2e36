import { Inflate } from 'fflate';
import type { InflaterFactory } from './zip';

/** fflate's streaming inflater: runs in the browser, pieces come as the slices go in (no output cap needed). */
export const fflateInflater: InflaterFactory = (onPiece) => {
  const inflater = new Inflate((piece) => onPiece(piece));
  return { push: (slice, final) => inflater.push(slice, final) };
};

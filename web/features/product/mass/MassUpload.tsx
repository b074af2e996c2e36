/** Mass upload (spec 001 §2.6): filled below. */
export function MassUpload() {
  return null;
}

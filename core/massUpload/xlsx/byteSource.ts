/**
 * A package's bytes as the reader takes them, a range at a time. An upload is already in memory;
 * a file on disk is read as it inflates, so a catalogue of 100 000 rows is never held whole beside
 * what is read from it.
 */
export interface ByteSource {
  readonly size: number;
  /** The bytes from `offset`, `length` of them, fewer only past the end (or when the file shrank). */
  read(offset: number, length: number): Uint8Array;
}

/** What the reader opens: bytes in memory, or a source that reads them as asked. */
export type PackageData = Uint8Array | ArrayBuffer | ByteSource;

export function sourceOf(data: PackageData): ByteSource {
  if (data instanceof Uint8Array || data instanceof ArrayBuffer) {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    return { size: bytes.length, read: (offset, length) => bytes.subarray(offset, offset + length) };
  }
  return data;
}

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** A failure the seller can act on: printed as one line, exit code 2. */
export class CheckInputError extends Error {}

/** The file itself cannot be read as the template: json and csv still get a report, with the reason as a file error. */
export class UnreadableFile extends CheckInputError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

const FILE_MESSAGES = {
  missing: 'File tidak ditemukan.',
  folder: 'Ini folder, bukan file xlsx.',
  notRegular: 'Bukan file biasa (mis. named pipe, socket atau perangkat). Berikan file .xlsx yang tersimpan di disk.',
  unreadable: 'File tidak dapat dibaca.',
  tooBig: (maxMb: number) => `File lebih besar dari ${maxMb} MB. File ditolak; bagi produk ke beberapa file.`,
} as const;

function problemOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT'
    ? FILE_MESSAGES.missing
    : code === 'EISDIR'
      ? FILE_MESSAGES.folder
      : FILE_MESSAGES.unreadable;
}

/**
 * The bytes of a regular file of at most `maxBytes`. Opened without blocking and checked on the
 * open descriptor, so a named pipe is refused at once instead of waiting forever for a writer.
 * Synchronous: a command reads its one input before doing anything else, and the calls stay off
 * libuv's thread pool (which a short `check` would otherwise start).
 */
export function readRegularFile(file: string, maxBytes: number): Uint8Array {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new UnreadableFile(file, problemOf(error));
  }
  try {
    const info = fstatSync(fd);
    if (info.isDirectory()) throw new UnreadableFile(file, FILE_MESSAGES.folder);
    if (!info.isFile()) throw new UnreadableFile(file, FILE_MESSAGES.notRegular);
    if (info.size > maxBytes) throw new UnreadableFile(file, FILE_MESSAGES.tooBig(Math.round(maxBytes / 1024 / 1024)));
    const bytes = new Uint8Array(info.size);
    let at = 0;
    while (at < bytes.length) {
      const bytesRead = readSync(fd, bytes, at, bytes.length - at, at);
      if (bytesRead === 0) break;
      at += bytesRead;
    }
    return at === bytes.length ? bytes : bytes.subarray(0, at);
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(file, problemOf(error));
  } finally {
    closeSync(fd);
  }
}

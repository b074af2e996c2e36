import type { ByteSource } from '@core/massUpload/xlsx/byteSource';
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

/** `length` bytes of the open file from `offset`; fewer only when the file ends sooner (it shrank). */
function readRange(fd: number, file: string, offset: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  try {
    while (at < length) {
      const bytesRead = readSync(fd, bytes, at, length - at, offset + at);
      if (bytesRead === 0) break;
      at += bytesRead;
    }
  } catch (error) {
    throw new UnreadableFile(file, problemOf(error));
  }
  return at === length ? bytes : bytes.subarray(0, at);
}

/**
 * Runs `use` on a regular file of at most `maxBytes`, read a range at a time as the workbook
 * reader asks: a catalogue is never held whole in memory. Opened without blocking and checked on
 * the open descriptor, so a named pipe is refused at once instead of waiting forever for a
 * writer. Reads are synchronous: a command reads its one input before doing anything else, and
 * the calls stay off libuv's thread pool (which a short `check` would otherwise start).
 */
export async function withRegularFile<T>(
  file: string,
  maxBytes: number,
  use: (source: ByteSource) => T | Promise<T>,
): Promise<T> {
  const fd = openWithoutBlocking(file);
  try {
    const size = regularSize(fd, file, maxBytes);
    return await use({
      size,
      read: (offset, length) => readRange(fd, file, offset, Math.max(0, Math.min(length, size - offset))),
    });
  } finally {
    closeSync(fd);
  }
}

function openWithoutBlocking(file: string): number {
  try {
    return openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new UnreadableFile(file, problemOf(error));
  }
}

/** The size of the open file, once it is known to be a regular file of at most `maxBytes`. */
function regularSize(fd: number, file: string, maxBytes: number): number {
  let info;
  try {
    info = fstatSync(fd);
  } catch (error) {
    throw new UnreadableFile(file, problemOf(error));
  }
  if (info.isDirectory()) throw new UnreadableFile(file, FILE_MESSAGES.folder);
  if (!info.isFile()) throw new UnreadableFile(file, FILE_MESSAGES.notRegular);
  if (info.size > maxBytes) throw new UnreadableFile(file, FILE_MESSAGES.tooBig(Math.round(maxBytes / 1024 / 1024)));
  return info.size;
}

import { writeSync } from 'node:fs';

/**
 * What `check` prints, written straight to the descriptor: process.stdout and process.stderr
 * would load Node's stream, net and tty modules to print one report. A descriptor the parent left
 * non-blocking, once full, goes on through the stream (in order: everything after it too); a
 * reader that has gone (`| head`) ends the printing quietly.
 */

const streamed = new Set<1 | 2>();

function writeAll(fd: 1 | 2, text: string): void {
  const stream = fd === 1 ? () => process.stdout : () => process.stderr;
  if (streamed.has(fd)) {
    stream().write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'EPIPE') return;
      if (code !== 'EAGAIN') throw error;
      streamed.add(fd);
      stream().write(bytes.subarray(at));
      return;
    }
  }
}

/** Text on stdout, as given. */
export function printOut(text: string): void {
  writeAll(1, text);
}

/** One line on stderr (console.error's bytes for one string). */
export function printErrorLine(line: string): void {
  writeAll(2, `${line}\n`);
}

import { afterEach, describe, expect, it, vi } from 'vitest';

/** What `check` prints goes straight to the descriptor; these cover the descriptor saying no. */
const writeSync = vi.hoisted(() => vi.fn<(fd: number, bytes: Uint8Array, offset: number) => number>());
vi.mock('node:fs', async (original) => ({ ...(await original<typeof import('node:fs')>()), writeSync }));

function failure(code: string): Error {
  return Object.assign(new Error(code), { code });
}

afterEach(() => {
  writeSync.mockReset();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("check's printing", () => {
  it('writes the whole text, however little each write takes', async () => {
    const written: string[] = [];
    writeSync.mockImplementation((_fd, bytes, offset) => {
      written.push(Buffer.from(bytes.subarray(offset, offset + 3)).toString());
      return Math.min(3, bytes.length - offset);
    });
    const { printOut, printErrorLine } = await import('@cli/commands/output');
    printOut('Baris  Kolom\n');
    printErrorLine('penyedia check: gagal');
    expect(written.join('')).toBe('Baris  Kolom\npenyedia check: gagal\n');
    expect(writeSync.mock.calls.map(([fd]) => fd)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('stops quietly when the reader has gone (a pipe into head)', async () => {
    writeSync.mockImplementation(() => {
      throw failure('EPIPE');
    });
    const { printOut } = await import('@cli/commands/output');
    expect(() => printOut('laporan\n')).not.toThrow();
  });

  it('goes on through the stream, in order, once a non-blocking descriptor is full', async () => {
    const streamed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      streamed.push(Buffer.from(chunk).toString());
      return true;
    });
    writeSync
      .mockImplementationOnce(() => 4)
      .mockImplementationOnce(() => {
        throw failure('EAGAIN');
      });
    const { printOut } = await import('@cli/commands/output');
    printOut('baris 1\n');
    printOut('baris 2\n');
    expect(streamed).toEqual(['s 1\n', 'baris 2\n']);
    expect(writeSync).toHaveBeenCalledTimes(2);
  });

  it('lets any other failure through', async () => {
    writeSync.mockImplementation(() => {
      throw failure('EIO');
    });
    const { printOut } = await import('@cli/commands/output');
    expect(() => printOut('x')).toThrow('EIO');
  });
});

/** Where the sandbox writes a line about what it did (the console under `penyedia serve --verbose`). */
export type Log = (line: string) => void;

/** An error as a log line: its stack where it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

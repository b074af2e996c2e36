import { runCheck } from './commands/check';
import { checkArguments } from './fastArguments';

/**
 * The check command as its own script (dist/cli/check.cjs), compiled from a V8 code cache by
 * cli/launch.ts: a seller runs it after every fix of a row, so it loads nothing else (no
 * commander, no zod, no fflate). The exit code, or null when the command line is not a plain
 * check (help, an unknown option): commander then parses it, with its Indonesian messages.
 */
export async function main(argv: readonly string[]): Promise<number | null> {
  const parsed = checkArguments(argv);
  return parsed ? runCheck(parsed.file, parsed.options) : null;
}

import { runSplit } from './commands/split';
import { splitArguments } from './fastArguments';

/**
 * The split command as its own script (dist/cli/split.cjs), compiled from a V8 code cache by
 * cli/launch.ts, without commander. The exit code, or null when the command line is not a plain
 * split: commander then parses it.
 */
export async function main(argv: readonly string[]): Promise<number | null> {
  const parsed = splitArguments(argv);
  return parsed ? runSplit(parsed.file, parsed.options) : null;
}

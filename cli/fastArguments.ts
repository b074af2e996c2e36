import { parseArgs } from 'node:util';

/**
 * The start-up fast paths: `check` and `split` command lines read with Node's own parseArgs, so
 * these commands never compile commander (100 kB) nor declare the others. Anything else (help, an
 * unknown or incomplete option, a missing or extra argument) is null, and commander parses it,
 * with its Indonesian messages.
 */
function plainCommand<const K extends string>(
  argv: readonly string[],
  command: string,
  names: readonly K[],
): { file: string; values: Partial<Record<K, string>> } | null {
  if (argv[0] !== command) return null;
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(1),
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      allowPositionals: true,
      strict: true,
    });
    const [file] = positionals;
    if (positionals.length !== 1 || file === undefined) return null;
    const given: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = values[name];
      if (typeof value === 'string') given[name] = value;
    }
    return { file, values: given };
  } catch {
    return null;
  }
}

/** What the check command was given, when the command line is plainly a check. */
export interface CheckArguments {
  readonly file: string;
  readonly options: { categories?: string; api?: string; token?: string; format: string };
}

/** `penyedia check FILE [--categories F] [--api URL] [--token T] [--format F]`. */
export function checkArguments(argv: readonly string[]): CheckArguments | null {
  const plain = plainCommand(argv, 'check', ['categories', 'api', 'token', 'format']);
  if (!plain) return null;
  const { format, ...sources } = plain.values;
  return { file: plain.file, options: { format: format ?? 'table', ...sources } };
}

/** What the split command was given, when the command line is plainly a split. */
export interface SplitArguments {
  readonly file: string;
  readonly options: { out: string; categories?: string };
}

/** `penyedia split FILE --out DIR [--categories F]` (--out is required: without it, commander says so). */
export function splitArguments(argv: readonly string[]): SplitArguments | null {
  const plain = plainCommand(argv, 'split', ['out', 'categories']);
  if (!plain) return null;
  const { out, ...sources } = plain.values;
  return out === undefined ? null : { file: plain.file, options: { out, ...sources } };
}

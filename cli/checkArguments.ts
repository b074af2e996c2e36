import { parseArgs } from 'node:util';

/** What `penyedia check` was given, when the command line is plainly a check. */
export interface CheckArguments {
  readonly file: string;
  readonly options: { categories?: string; api?: string; token?: string; format: string };
}

/**
 * The start-up fast path: `penyedia check FILE [--categories F] [--api URL] [--token T]
 * [--format F]` read with Node's own parseArgs, so a check never compiles commander (100 kB)
 * nor declares the other commands. Anything else (help, an unknown or incomplete option, a
 * missing or extra argument) is null, and commander parses it, with its Indonesian messages.
 */
export function checkArguments(argv: readonly string[]): CheckArguments | null {
  if (argv[0] !== 'check') return null;
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(1),
      options: { categories: { type: 'string' }, api: { type: 'string' }, token: { type: 'string' }, format: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const [file] = positionals;
    if (positionals.length !== 1 || file === undefined) return null;
    const options: CheckArguments['options'] = { format: values.format ?? 'table' };
    if (values.categories !== undefined) options.categories = values.categories;
    if (values.api !== undefined) options.api = values.api;
    if (values.token !== undefined) options.token = values.token;
    return { file, options };
  } catch {
    return null;
  }
}

import type { Command } from 'commander';

/**
 * commander's own texts (usage, headings, its error messages) in Indonesian, like the rest of
 * the command. commander has no message catalogue, so its output is translated on the way out.
 */
const TRANSLATIONS: readonly (readonly [RegExp, string])[] = [
  [/^Usage:/gm, 'Cara pakai:'],
  [/^Arguments:/gm, 'Argumen:'],
  [/^Options:/gm, 'Opsi:'],
  [/^Commands:/gm, 'Perintah:'],
  [/^Global Options:/gm, 'Opsi umum:'],
  [/\[options\]/g, '[opsi]'],
  [/\[command\]/g, '[perintah]'],
  [/\(default: ([^)]*)\)/g, '(bawaan: $1)'],
  [/\(choices: ([^)]*)\)/g, '(pilihan: $1)'],
  [/error: required option '([^']+)' not specified/g, "galat: opsi wajib '$1' belum diisi"],
  [/error: missing required argument '([^']+)'/g, "galat: argumen wajib '$1' belum diisi"],
  [/error: option '([^']+)' argument missing/g, "galat: opsi '$1' butuh nilai"],
  [/error: unknown option '([^']+)'(\s*\(Did you mean ([^)]+)\?\))?/g, "galat: opsi '$1' tidak dikenal$2"],
  [/error: unknown command '([^']+)'/g, "galat: perintah '$1' tidak dikenal"],
  [
    /error: too many arguments(?: for '([^']+)')?\. Expected (\d+) arguments? but got (\d+)\./g,
    'galat: argumen terlalu banyak: seharusnya $2, diberikan $3.',
  ],
  [/error: option '([^']+)' argument '([^']*)' is invalid\./g, "galat: nilai '$2' untuk opsi '$1' tidak valid."],
  [
    /error: command-argument value '([^']*)' is invalid for argument '([^']+)'\./g,
    "galat: nilai '$1' untuk argumen '$2' tidak valid.",
  ],
  [/\(Did you mean ([^)]+)\?\)/g, '(maksud Anda $1?)'],
  [/^error: /gm, 'galat: '],
];

function indonesian(text: string): string {
  return TRANSLATIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Applies the translation to a program and every command under it. */
export function speakIndonesian(program: Command): Command {
  const configure = (command: Command): void => {
    command.helpOption('-h, --help', 'tampilkan bantuan perintah ini').configureOutput({
      writeOut: (text) => process.stdout.write(indonesian(text)),
      writeErr: (text) => process.stderr.write(indonesian(text)),
      outputError: (text, write) => write(indonesian(text)),
    });
    for (const sub of command.commands) configure(sub);
  };
  program.helpCommand('help [perintah]', 'tampilkan bantuan sebuah perintah');
  configure(program);
  return program;
}

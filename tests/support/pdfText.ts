import { spawnSync } from 'node:child_process';

/**
 * The text a reader copies out of a PDF, by poppler's pdftotext (the extractor a seller's PDF
 * viewer works like): what the documents' tests check, instead of the file's inner bytes.
 * `layout` keeps the columns side by side, as the page shows them.
 */
export function pdfText(bytes: Uint8Array, options: { readonly layout?: boolean } = {}): string {
  const args = [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'];
  const run = spawnSync('pdftotext', args, { input: bytes, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.error) throw new Error(`pdftotext could not run (poppler-utils): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  return run.stdout;
}

/** How often a text occurs. */
export function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every .ts/.tsx file below a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

export interface Literal {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The string literals of a file (plain strings and the literal parts of template strings). */
function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // Import paths and the like are not sentences.
      if (
        !ts.isImportDeclaration(node.parent) &&
        !ts.isExportDeclaration(node.parent) &&
        !ts.isExternalModuleReference(node.parent)
      ) {
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A sentence: two words at least, with letters (not a path, a key, a pattern or a class list). */
function isSentence(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < 8) return false;
  if (!/\s/.test(trimmed)) return false;
  if (!/[A-Za-z]{2,}.*\s+.*[A-Za-z]{2,}/.test(trimmed)) return false;
  // CSS class lists and dotted keys are not sentences.
  if (/^[a-z0-9_-]+(\s+[a-z0-9_-]+)*$/.test(trimmed) && !/^[a-z]+( [a-z]+)+$/.test(trimmed)) return false;
  return true;
}

/** The sentences `core` defines that the files write again as their own literals (whole, or inside a longer literal). */
const coreSentences = new Map<string, Set<string>>();

export function repeatedSentences(coreDir: string, files: readonly string[]): Literal[] {
  const core =
    coreSentences.get(coreDir) ??
    new Set(
      sourceFiles(coreDir)
        .flatMap(literalsOf)
        .map((l) => l.text.trim())
        .filter(isSentence),
    );
  coreSentences.set(coreDir, core);
  const long = [...core].filter((sentence) => sentence.length >= 12);
  return files.flatMap(literalsOf).filter((l) => {
    const text = l.text.trim();
    if (text.length < 8) return false;
    return core.has(text) || long.some((sentence) => text.includes(sentence));
  });
}

/**
 * An order status compared with (or set to) a bare number: a status id on one side of an equality
 * or order test (or an assignment) and digits on the other, or a list of digits asked whether it
 * includes a status id.
 */
const BARE_STATUS =
  /\b\w*[sS]tatusId\b\s*(===|!==|==|!=|<=|>=|<|>|=)\s*\d+|\d+\s*(===|!==|==|!=|<=|>=|<|>)\s*[\w.?]*[sS]tatusId\b|\[[\d,\s]+\]\.includes\([^)]*[sS]tatusId/;

export function bareStatusComparisons(files: readonly string[]): Literal[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((text, i) => ({ file, line: i + 1, text }))
      .filter((l) => BARE_STATUS.test(l.text)),
  );
}

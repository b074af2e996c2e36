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
export function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      // Import paths and the like are not sentences.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isExternalModuleReference(node.parent)) {
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A sentence: two words at least, with letters (not a path, a key, a pattern or a class list). */
export function isSentence(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < 8) return false;
  if (!/\s/.test(trimmed)) return false;
  if (!/[A-Za-z]{2,}.*\s+.*[A-Za-z]{2,}/.test(trimmed)) return false;
  // CSS class lists and dotted keys are not sentences.
  if (/^[a-z0-9_-]+(\s+[a-z0-9_-]+)*$/.test(trimmed) && !/^[a-z]+( [a-z]+)+$/.test(trimmed)) return false;
  return true;
}

/** The sentences `core` defines that `dir` writes again as its own literals (whole, or as a template part). */
export function repeatedSentences(coreDir: string, dir: string): Literal[] {
  const core = new Set(sourceFiles(coreDir).flatMap(literalsOf).map((l) => l.text.trim()).filter(isSentence));
  return sourceFiles(dir)
    .flatMap(literalsOf)
    .filter((l) => {
      const text = l.text.trim();
      if (core.has(text)) return true;
      // A core sentence inside a longer literal ('Berhasil! ' + ...) counts too.
      return [...core].some((sentence) => sentence.length >= 12 && text.includes(sentence));
    });
}

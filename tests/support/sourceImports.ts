import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/*
 * The tree's imports as the compiler reads them (comments and strings are not imports), for the
 * layout tests: the import rule, feature isolation, no climbing, no cycles.
 */

/** Every source file below `dir`: TypeScript, TSX and, with `withJs`, JavaScript (the scripts). */
export function sourceFiles(dir: string, withJs = false): string[] {
  const pattern = withJs ? /\.(ts|tsx|js)$/ : /\.(ts|tsx)$/;
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, withJs);
    return pattern.test(name) ? [path] : [];
  });
}

export interface ImportEdge {
  readonly specifier: string;
  /** `import type …`, or named imports that are all types: erased, so nothing of it runs. */
  readonly typeOnly: boolean;
  /** `import('…')`: loaded when called. */
  readonly dynamic: boolean;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** Every module a source text names: imports, re-exports, side-effect imports (CSS) and dynamic imports. */
export function importsOf(text: string, fileName = 'source.tsx'): ImportEdge[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      edges.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnly(node), dynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) edges.push({ specifier: first.text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const parsed = new Map<string, ImportEdge[]>();

/** The imports of a file of the tree (read and parsed once per test worker). */
export function importsOfFile(file: string): ImportEdge[] {
  let edges = parsed.get(file);
  if (!edges) {
    edges = importsOf(readFileSync(file, 'utf8'), file);
    parsed.set(file, edges);
  }
  return edges;
}

const ALIASES: Readonly<Record<string, string>> = {
  '@core/': 'core/',
  '@web/': 'web/',
  '@cli/': 'cli/',
  '@fixtures/': 'fixtures/',
};

/** The repository path a specifier points at (relative or by alias, without its ending), or null for a package. */
export function targetPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier));
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  return alias ? normalize(ALIASES[alias] + specifier.slice(alias.length)) : null;
}

/** The file among `files` a specifier loads (`x`, `x.ts`, `x.tsx`, `x/index.ts(x)`), or null. */
export function resolveImport(file: string, specifier: string, files: ReadonlySet<string>): string | null {
  const target = targetPath(file, specifier);
  if (target === null) return null;
  const base = target.replace(/\.js$/, '');
  return (
    [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) =>
      files.has(candidate),
    ) ?? null
  );
}

/** The groups of modules that import each other round in a circle (strongly connected, Tarjan), each sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups;
}

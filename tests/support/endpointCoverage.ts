import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * Which endpoints a contract test file calls inside its tests, read from its source, so that a
 * "called every endpoint" test needs no other test to have run before it (vitest may run them in
 * any order): an endpoint counts when `<gateway>.<name>(…)` is written in the body of an `it` or
 * `test` (not `.skip`/`.todo`), directly or in a function of the file that the test calls. A call
 * in a hook or in a helper no test calls does not count: what no test calls, no test checks.
 */

const TEST_NAMES = new Set(['it', 'test']);
const SKIPPED = new Set(['skip', 'todo']);

/** `it(…)`, `test(…)`, `it.only(…)`, `it.each(…)(…)`: a test; skipped and to-do tests are none. */
function isTestCall(call: ts.CallExpression): boolean {
  let callee: ts.Expression = call.expression;
  if (ts.isCallExpression(callee)) callee = callee.expression;
  if (ts.isIdentifier(callee)) return TEST_NAMES.has(callee.text);
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    return TEST_NAMES.has(callee.expression.text) && !SKIPPED.has(callee.name.text);
  }
  return false;
}

interface Calls {
  readonly endpoints: Set<string>;
  readonly functions: Set<string>;
}

/** The endpoint calls on the receivers, and the calls of plain names (maybe functions of the file), below a node. */
function callsBelow(node: ts.Node, receivers: ReadonlySet<string>, source: ts.SourceFile): Calls {
  const calls: Calls = { endpoints: new Set(), functions: new Set() };
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child)) {
      const callee = child.expression;
      if (ts.isPropertyAccessExpression(callee) && receivers.has(callee.expression.getText(source)))
        calls.endpoints.add(callee.name.text);
      if (ts.isIdentifier(callee)) calls.functions.add(callee.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return calls;
}

/** The functions declared at the top of the file or inside a `describe` (by name), with their bodies. */
function namedFunctions(source: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) found.set(node.name.text, node.body);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      found.set(node.name.text, node.initializer.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The endpoint names called on `receivers` (e.g. `api`, `h.api`) inside the tests of a source text. */
export function endpointsCalledInTests(text: string, receivers: readonly string[]): Set<string> {
  const source = ts.createSourceFile('test.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const wanted = new Set(receivers);
  const functions = namedFunctions(source);
  const called = new Set<string>();
  const seen = new Set<string>();
  const collect = (calls: Calls): void => {
    for (const name of calls.endpoints) called.add(name);
    for (const name of calls.functions) {
      const body = functions.get(name);
      if (!body || seen.has(name)) continue;
      seen.add(name);
      collect(callsBelow(body, wanted, source));
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTestCall(node)) {
      for (const argument of node.arguments) {
        if (ts.isArrowFunction(argument) || ts.isFunctionExpression(argument))
          collect(callsBelow(argument.body, wanted, source));
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return called;
}

/** The same, for the test file at `moduleUrl` (pass `import.meta.url`). */
export function endpointsCalledInFile(moduleUrl: string, receivers: readonly string[]): Set<string> {
  return endpointsCalledInTests(readFileSync(fileURLToPath(moduleUrl), 'utf8'), receivers);
}

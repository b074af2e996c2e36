// `node scripts/typecheck-lint.js`: the typecheck of web and of cli + tests, then ESLint over core,
// web, cli and tests on the very same TypeScript programs, with no warning allowed.
//
// ESLint's type-aware rules need a checked program of every file; given only the tsconfigs it
// builds and checks both programs again, which cost as much as the typecheck itself. Handing it the
// programs the typecheck made (parserOptions.programs) lints with the types already computed.
// The result is what `tsc --noEmit -p tsconfig.web.json`, `tsc --noEmit -p tsconfig.json` and
// `npm run lint` report; core's own program (WebWorker, no DOM, no Node) stays a separate tsc run.
import { ESLint } from 'eslint';
import ts from 'typescript';

/** In the order ESLint looks for a file: a web file a test imports is linted in the tests' program, as `npm run lint` does. */
const PROJECTS = [
  ['cli and tests', 'tsconfig.json'],
  ['web', 'tsconfig.web.json'],
];
const LINTED = ['core', 'web', 'cli', 'tests'];

const pretty = Boolean(process.stdout.isTTY) || process.env.FORCE_COLOR === '1';
const formatHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};

/** The program `tsc -p <config>` would check. */
function programOf(config) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]) },
  );
  if (!parsed) process.exit(2);
  if (parsed.errors.length > 0) report(parsed.errors);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    host: ts.createCompilerHost(parsed.options, true),
  });
}

function report(diagnostics) {
  if (diagnostics.length === 0) return;
  const text = pretty
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
    : ts.formatDiagnostics(diagnostics, formatHost);
  process.stdout.write(text);
}

let failed = false;
const programs = [];
for (const [title, config] of PROJECTS) {
  const started = performance.now();
  const program = programOf(config);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  report(diagnostics);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  console.log(
    `typecheck ${title} (${config}): ${errors === 0 ? 'ok' : `${errors} error(s)`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  failed ||= errors > 0;
  programs.push(program);
}

const started = performance.now();
const eslint = new ESLint({ overrideConfig: { languageOptions: { parserOptions: { programs } } } });
const results = await eslint.lintFiles(LINTED);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
const output = await (await eslint.loadFormatter('stylish')).format(results);
if (output) process.stdout.write(`${output}\n`);
console.log(
  `ESLint (no warning allowed): ${problems === 0 ? 'ok' : `${problems} problem(s)`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed || problems > 0 ? 1 : 0);

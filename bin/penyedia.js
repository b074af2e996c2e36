#!/usr/bin/env node
// The `penyedia` command: runs the bundled CLI (built by `npm install` through the prepare script).
// CommonJS (bin/package.json), so a start needs no ES module loader. `check`, run after every fix
// of a row, starts from its own code-cached script (cli/launch.ts); anything else, and a check
// command line that is not plain (help, an unknown option), goes to commander in dist/cli/main.js.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = join(__dirname, '..', 'dist', 'cli');
const main = join(dist, 'main.js');
if (!existsSync(main)) {
  console.error('penyedia: CLI belum dibangun. Jalankan: npm run build:cli');
  process.exit(2);
}
const program = () => import(pathToFileURL(main).href);

if (process.argv[2] === 'check') {
  require(join(dist, 'launch.cjs'))
    .runCheckScript(join(dist, 'check.cjs'), process.argv.slice(2))
    .then((code) => (code === null ? program() : (process.exitCode = code)));
} else {
  program();
}

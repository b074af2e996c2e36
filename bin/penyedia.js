#!/usr/bin/env node
// The `penyedia` command: runs the bundled CLI (built by `npm install` through the prepare script).
// CommonJS (bin/package.json), so a start needs no ES module loader. `check` and `split` start
// from their own code-cached scripts (cli/launch.ts); any other command, and a check or split
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

const fast = require(join(dist, 'launch.cjs')).runFastCommand(dist, process.argv.slice(2));
if (fast === null) program();
else fast.then((code) => (code === null ? program() : (process.exitCode = code)));

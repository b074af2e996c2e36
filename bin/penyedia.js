#!/usr/bin/env node
// The `penyedia` command: runs the bundled CLI (built by `npm install` through the prepare script).
// CommonJS (bin/package.json), so the missing-build message needs no ES module loader.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const main = join(__dirname, '..', 'dist', 'cli', 'main.js');
if (!existsSync(main)) {
  console.error('penyedia: CLI belum dibangun. Jalankan: npm run build:cli');
  process.exit(2);
}
import(pathToFileURL(main).href);

#!/usr/bin/env node
// The `penyedia` command: runs the bundled CLI (built by `npm install` through the prepare script).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (!existsSync(main)) {
  console.error('penyedia: CLI belum dibangun. Jalankan: npm run build:cli');
  process.exit(2);
}
await import(main);

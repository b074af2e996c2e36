// `npm run dev`: the sandbox API on 4174 and vite with hot reload on 4173, proxying the API to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['bin/penyedia.js', 'serve', '--port', '4174', '--web', '-'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, PENYEDIA_SANDBOX: 'http://127.0.0.1:4174' } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);

import { runProgram } from './program';

// Every command but a plain `check`, which bin/penyedia.js starts from its own code-cached script (cli/launch.ts).
await runProgram(process.argv);

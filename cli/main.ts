import { runProgram } from './program';

// Every command, parsed by commander; each loads its own chunk when it runs.
await runProgram(process.argv);

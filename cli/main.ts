import { checkArguments } from './checkArguments';

// `penyedia check` is run after every fix of a row: it skips commander and loads only itself.
const check = checkArguments(process.argv.slice(2));
if (check) {
  const { runCheck } = await import('./commands/check');
  process.exitCode = await runCheck(check.file, check.options);
} else {
  const { runProgram } = await import('./program');
  await runProgram(process.argv);
}

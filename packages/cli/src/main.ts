// Entry point of the `arbiter` executable (bin/arbiter.js loads it through tsx).
import { runCli } from './program.ts';

// A reader that stops early (`arbiter replay game.json | head -1`) closes the pipe: the rest of the
// output has no one to read it, so the command ends quietly, as Unix tools do, not with a stack trace
// of the failed write (errors are one line on stderr, never a stack trace).
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
});

// exitCode rather than exit(): lets long output reach a pipe before the process ends.
process.exitCode = await runCli(process.argv.slice(2));

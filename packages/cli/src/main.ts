// Entry point of the `arbiter` executable (bin/arbiter.js loads it through tsx).
import { runCli } from './program.ts';

// exitCode rather than exit(): lets long output reach a pipe before the process ends.
process.exitCode = await runCli(process.argv.slice(2));

// Runs the `arbiter` command in a child process without blocking the test worker: a long
// synchronous spawn would stall the worker's messages to the test runner.
import { spawn } from 'node:child_process';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(args: string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The `arbiter` command of this repository, run from its root: exit code, standard output and error. */
export async function arbiter(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const root = new URL('../../..', import.meta.url).pathname;
  const r = await runNode([`${root}packages/cli/bin/arbiter.js`, ...args], root);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// Registers `arbiter worker`, the other half of `arbiter sim --queue`.
import type { Command } from 'commander';
import { defaultWorkers } from './ai-pool.ts';
import { UsageError } from './errors.ts';
import type { Io } from './program.ts';
import { runQueueWorker } from './queue-worker.ts';

export function registerWorkerCommand(program: Command, io: Io): void {
  program
    .command('worker')
    .description('Play the games of `arbiter sim --queue` runs from a Redis server, until stopped.')
    .requiredOption('--queue <url>', 'the Redis server of the runs, redis://HOST:PORT')
    .option('--concurrency <k>', 'games at once, each on a worker thread (default: the number of cores)')
    .option('--name <name>', 'how results name this worker (default: host:pid)')
    .addHelpText(
      'after',
      '\nStart any number, on any machines that reach the Redis server; each plays games of every run on it.\nCtrl-C (SIGINT) or SIGTERM stops it once the games in play end; a second signal stops it at once\n(other workers then play those games again).\n\nExample:\n  arbiter worker --queue redis://127.0.0.1:6379 --concurrency 4\n',
    )
    .action(async (opts: { queue: string; concurrency?: string; name?: string }) => {
      let concurrency = defaultWorkers();
      if (opts.concurrency !== undefined) {
        concurrency = Number(opts.concurrency);
        if (!Number.isInteger(concurrency) || concurrency < 1)
          throw new UsageError(
            `--concurrency must be a whole number of 1 or more, not "${opts.concurrency}".`,
          );
      }
      await runQueueWorker({
        url: opts.queue,
        concurrency,
        name: opts.name,
        log: (line) => io.out(`${line}\n`),
      });
    });
}

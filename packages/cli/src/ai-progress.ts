// A progress bar on stderr (cli-progress) for long AI runs; silent when stderr is not a terminal.
import cliProgress from 'cli-progress';

export interface Progress {
  tick(done: number): void;
  stop(): void;
}

export function progressBar(total: number, label: string, enabled = true): Progress {
  if (!enabled || !process.stderr.isTTY || total <= 1) return { tick: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {value}/{total} games | {duration_formatted} elapsed | eta {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { tick: (done) => bar.update(done), stop: () => bar.stop() };
}

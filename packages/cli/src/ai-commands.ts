// Registers `arbiter sim` and `arbiter ai ladder` on the command tree.
import { Command, Option } from 'commander';
import { DEFAULT_ISMCTS_ITERATIONS, parseAiSpec, type AiSpec } from './ai-games.ts';
import { defaultWorkers } from './ai-pool.ts';
import { checkWritablePath, writeTextFile } from './files.ts';
import { defaultLadderOut, ladderLines, ladderMarkdown, runLadder } from './ladder.ts';
import { csvText, runSim, summaryLines } from './sim.ts';
import { UsageError } from './errors.ts';
import { DEFAULT_GAME, GAME_OPTION_HELP, gameHost } from './games.ts';
import type { Io } from './program.ts';

const collect = (v: string, prev: string[]): string[] => [...prev, v];

function wholeNumber(flag: string, min = 1): (v: string) => number {
  return (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min)
      throw new UsageError(`${flag} must be a whole number of ${min} or more, not "${v}".`);
    return n;
  };
}

function pair(values: string[], defaults: [string, string], flag: string): [string, string] {
  if (values.length > 2) throw new UsageError(`Give ${flag} once or twice, not ${values.length} times.`);
  if (values.length === 0) return defaults;
  return [values[0]!, values[1] ?? values[0]!];
}

/** Two decks of a game: as given (once for both seats, or twice), else the game's own pair. */
async function deckPair(
  game: string,
  values: string[],
  defaults: 'demoDecks' | 'ladderDecks',
  format?: string,
): Promise<[string, string]> {
  if (values.length > 0) return pair(values, ['', ''], '--deck');
  return (await gameHost(game, format))[defaults];
}

export function registerAiCommands(program: Command, io: Io): void {
  const println = (line: string): void => io.out(`${line}\n`);

  program
    .command('sim')
    .description(
      'Play many games between two decks with AI players, on worker threads, and report win rates.',
    )
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .option(
      '--format <format>',
      "the game's format (battle-spirits: saga or eternal; default the game's first)",
    )
    .option(
      '--deck <name>',
      "a deck, given twice: seat 1, then seat 2 (default the game's demo decks: vanilla-red, vanilla-blue)",
      collect,
      [],
    )
    .option(
      '--ai <name>',
      'random, heuristic or ismcts; once for both seats or twice (default random)',
      collect,
      [],
    )
    .option('--games <n>', 'number of games', wholeNumber('--games'), 100)
    .option('--workers <k>', 'worker threads (default: the number of cores)', wholeNumber('--workers'))
    .addOption(new Option('--seed <seed>', 'base seed; each game gets its own from it').default('1'))
    .option('--iterations <n>', 'ISMCTS iterations per decision', wholeNumber('--iterations'))
    .option('--ms <n>', 'ISMCTS milliseconds per decision instead (results then vary)', wholeNumber('--ms'))
    .option('--json <file>', 'write the summary and every game as JSON')
    .option('--csv <file>', 'write one CSV row per game')
    .option('--no-progress', 'no progress bar')
    .option(
      '--queue <url>',
      'play on `arbiter worker` processes through Redis (redis://HOST:PORT) instead of here',
    )
    .addHelpText(
      'after',
      '\nThe same seed gives the same games and the same figures (but the timings), whatever the number of\nworkers. The decks a game may name: `arbiter deck list --game G`.\nWith --queue the games go to `arbiter worker` processes on any machine, with the same results\n(--workers then does not apply: each worker has its own --concurrency).\n\nExample:\n  arbiter sim --deck vanilla-red --deck vanilla-blue --games 200 --ai heuristic --json out.json\n  arbiter sim --game dbscg --games 100 --ai heuristic --ai random\n  arbiter sim --deck ST01 --deck ST02 --games 1000 --ai heuristic --queue redis://127.0.0.1:6379\n',
    )
    .action(
      async (opts: {
        game: string;
        format?: string;
        deck: string[];
        ai: string[];
        games: number;
        workers?: number;
        seed: string;
        iterations?: number;
        ms?: number;
        json?: string;
        csv?: string;
        progress: boolean;
        queue?: string;
      }) => {
        const names = pair(opts.ai, ['random', 'random'], '--ai');
        const ai = names.map((n) => parseAiSpec(n, opts.iterations, opts.ms)) as [AiSpec, AiSpec];
        checkWritablePath(opts.json);
        checkWritablePath(opts.csv);
        const { summary, records, queue } = await runSim({
          game: opts.game,
          ...(opts.format !== undefined ? { format: opts.format } : {}),
          decks: await deckPair(opts.game, opts.deck, 'demoDecks', opts.format),
          ai,
          games: opts.games,
          workers: opts.workers ?? defaultWorkers(),
          seed: opts.seed,
          progress: opts.progress,
          queue: opts.queue,
          warn: (line) => io.err(`${line}\n`),
        });
        for (const l of summaryLines(summary)) println(l);
        if (opts.json)
          writeTextFile(
            opts.json,
            `${JSON.stringify({ summary, games: records, ...(queue && { queue }) }, null, 2)}\n`,
          );
        if (opts.csv) writeTextFile(opts.csv, csvText(records));
      },
    );

  const ai = program.command('ai').description('The AI players.');
  ai.command('ladder')
    .description('Play the AIs against each other and write the strength table (docs/ai-strength.md).')
    .option('--games <n>', 'games per match', wholeNumber('--games'), 200)
    .option(
      '--iterations <n>',
      'ISMCTS iterations per decision',
      wholeNumber('--iterations'),
      DEFAULT_ISMCTS_ITERATIONS,
    )
    .option('--workers <k>', 'worker threads (default: the number of cores)', wholeNumber('--workers'))
    .addOption(new Option('--seed <seed>', 'base seed').default('1'))
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .option(
      '--deck <name>',
      "the two decks (default: the game's ladder decks, marked by `arbiter deck list`)",
      collect,
      [],
    )
    .option('--out <file>', 'the Markdown report (default docs/ai-strength.md, or -<game>.md)')
    .option('--json <file>', 'also write the report as JSON')
    .option('--no-progress', 'no progress bar')
    .addHelpText(
      'after',
      '\nMatches: heuristic vs random, ismcts vs heuristic, ismcts vs random; each AI plays both decks from\nboth seats. The same options give the same table (but the timings), whatever the number of workers.\n\nExample:\n  arbiter ai ladder --games 200\n  arbiter ai ladder --game dbscg --games 20\n',
    )
    .action(
      async (opts: {
        game: string;
        games: number;
        iterations: number;
        workers?: number;
        seed: string;
        deck: string[];
        out?: string;
        json?: string;
        progress: boolean;
      }) => {
        const decks = await deckPair(opts.game, opts.deck, 'ladderDecks');
        const deckArgs = opts.deck.length ? decks.map((d) => ` --deck ${d}`).join('') : '';
        const gameArg = opts.game === DEFAULT_GAME ? '' : ` --game ${opts.game}`;
        const command = `npx arbiter ai ladder${gameArg} --games ${opts.games} --iterations ${opts.iterations} --seed ${opts.seed}${deckArgs}`;
        const out = opts.out ?? defaultLadderOut(opts.game);
        checkWritablePath(out);
        checkWritablePath(opts.json);
        const report = await runLadder(
          {
            game: opts.game,
            games: opts.games,
            iterations: opts.iterations,
            workers: opts.workers ?? defaultWorkers(),
            seed: opts.seed,
            decks,
            progress: opts.progress,
          },
          command,
        );
        for (const l of ladderLines(report)) println(l);
        writeTextFile(out, ladderMarkdown(report));
        println(`Written: ${out}`);
        if (opts.json) writeTextFile(opts.json, `${JSON.stringify(report, null, 2)}\n`);
      },
    );
}

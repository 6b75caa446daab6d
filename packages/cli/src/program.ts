import { Command, CommanderError, Option } from 'commander';
import { registerAiCommands } from './ai-commands.ts';
import { cardsCoverage, searchCards, showCard } from './cards.ts';
import { checkDeckFile, deckJsonText, deckListing, deckText, readDeckListOf } from './deck.ts';
import { DEFAULT_SEED, playDemo } from './demo.ts';
import { CheckFailed, EXIT_FAILED, EXIT_USAGE, UsageError } from './errors.ts';
import { checkWritablePath, writeTextFile } from './files.ts';
import { DEFAULT_GAME, GAME_OPTION_HELP, GAMES_IN_WORDS, gameDescriptor, gameHost } from './games.ts';
import { GAMES } from '@arbiter/games';
import { checkReplay, loadReplay } from './replay.ts';
import { playInTerminal, streamLines, type PlayOptions } from './play.ts';
import { rulesCoverage } from './rules.ts';
import { runScenarios } from './scenario.ts';
import { registerWorkerCommand } from './queue-commands.ts';
import { registerServeCommands } from './serve.ts';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const processIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
};

/** The `arbiter` command tree. Failures are thrown and turned into exit codes by `runCli`. */
export function buildProgram(io: Io = processIo): Command {
  const println = (line: string): void => io.out(`${line}\n`);
  const program = new Command('arbiter');
  // Set before the sub-commands are added, which copy these settings.
  program
    .description(`Arbiter: a rules engine for comprehensive-rules card games (${GAMES_IN_WORDS}).`)
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError('(run with --help for usage)')
    .helpCommand(true);

  program
    .command('demo')
    .description("Play one complete game between two random players with the game's demo decks.")
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .option(
      '--format <format>',
      "the game's format (battle-spirits: saga or eternal; default the game's first)",
    )
    .addOption(new Option('--seed <seed>', 'seed of the game; a number or any text').default(DEFAULT_SEED))
    .option('--replay-out <file>', 'write the replay of the game as JSON to this file')
    .option('--decisions', 'also say who is deciding what, as a spectator sees it')
    .addHelpText(
      'after',
      '\nThe same seed always gives the same game. The random players draw from their own generator, derived from the seed.\nThe demo decks of each game: `arbiter deck list`.\n\nExample:\n  arbiter demo --seed 42 --replay-out game.json\n  arbiter demo --game dbscg\n',
    )
    .action(
      async (opts: {
        game: string;
        format?: string;
        seed: string;
        replayOut?: string;
        decisions?: boolean;
      }) => {
        const demo = await playDemo(opts.seed, {
          decisions: opts.decisions === true,
          game: opts.game,
          ...(opts.format !== undefined ? { format: opts.format } : {}),
        });
        if (opts.replayOut) writeTextFile(opts.replayOut, `${JSON.stringify(demo.replay, null, 2)}\n`);
        io.out(`${demo.lines.join('\n')}\n`);
      },
    );

  program
    .command('replay')
    .description(
      'Verify a replay file of any game: play every answer again and check each state hash and the result.',
    )
    .argument('<file>', 'replay JSON, as written by demo --replay-out (it records its game)')
    .option('-q, --quiet', 'print only the verdict and the result, not the game')
    .addHelpText(
      'after',
      '\nExits 1 on any mismatch, 2 when the file is missing or not a replay.\n\nExample:\n  arbiter replay game.json --quiet\n',
    )
    .action(async (file: string, opts: { quiet?: boolean }) => {
      const report = await checkReplay(loadReplay(file));
      if (!opts.quiet) for (const l of report.lines.slice(0, -1)) println(l);
      println(report.message);
      println(report.lines[report.lines.length - 1]!);
    });

  const scenario = program
    .command('scenario')
    .description('Rules scenarios: starting states, actions, expectations.');
  scenario
    .command('run')
    .description('Run scenario files or folders; print PASS/FAIL per scenario and a summary.')
    .argument('<paths...>', 'scenario files or folders')
    .option('--events', "print each scenario's event log, under the script step that caused each event")
    .addHelpText(
      'after',
      '\nExits 1 when any scenario fails.\n\nExamples:\n  arbiter scenario run scenarios\n  arbiter scenario run --events scenarios/saga/battle/attacker-wins.yaml\n',
    )
    .action(async (paths: string[], opts: { events?: boolean }) => {
      const report = await runScenarios(paths, undefined, { events: opts.events === true });
      for (const l of report.lines) println(l);
      if (report.failed > 0) throw new CheckFailed(`${report.failed} scenario(s) failed.`);
    });

  const rules = program.command('rules').description('The comprehensive rules: how the tests cover them.');
  rules
    .command('coverage')
    .description('List every numbered rule with the tests naming it, its exemption, or NOT COVERED.')
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .option('--format <format>', "the format, which picks the rulebook (default: the game's first)")
    .option('--rules <file>', 'the rulebook text (default: ../shared/rules/ beside the repository)')
    .option('--uncovered', 'list only the rules neither covered nor exempt')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      '\nEnds with "exempt K" and "covered N of M". Exits 0: it is a report. Without the rulebook it uses\nthe committed list of rule ids. See docs/rules-coverage.md.\n\nExample:\n  arbiter rules coverage --game battle-spirits --format saga --uncovered\n',
    )
    .action(
      async (opts: {
        game: string;
        format?: string;
        rules?: string;
        uncovered?: boolean;
        json?: boolean;
      }) => {
        const report = await rulesCoverage(opts);
        for (const l of report.lines) println(l);
        for (const w of report.warnings) io.err(`${w}\n`);
      },
    );

  const cards = program.command('cards').description("A game's card pool: facts, definitions, coverage.");
  cards
    .command('show')
    .description("Print a card's facts and the text generated from its definition.")
    .argument('<id>', 'card id (ST01-001) or exact card name')
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .addHelpText(
      'after',
      '\nExits 2 for an unknown card.\n\nExample:\n  arbiter cards show ST01-001\n  arbiter cards show DBT-001 --game dbscg\n',
    )
    .action(async (id: string, opts: { game: string }) => {
      for (const l of await showCard(id, opts.game)) println(l);
    });
  cards
    .command('search')
    .description("List the pool's cards whose id or name holds the text, and whether each is implemented.")
    .argument('<text>', 'part of a card id or name, in any case')
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .option('--format <format>', "the format (default: the game's first)")
    .addHelpText(
      'after',
      '\nEnds with "N cards found." Exits 0: it is a report.\n\nExample:\n  arbiter cards search dragon\n  arbiter cards search goku --game dbscg\n',
    )
    .action(async (text: string, opts: { game: string; format?: string }) => {
      for (const l of await searchCards(text, opts)) println(l);
    });
  cards
    .command('coverage')
    .description(
      'Count the implemented cards per set: no printed ability, or defined and exercised by a scenario.',
    )
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .option('--format <format>', "the format (default: the game's first)")
    .option('--missing', 'first list every card not implemented yet and what it lacks')
    .addHelpText(
      'after',
      '\nEnds with "total implemented N of M". Exits 0: it is a report.\n\nExample:\n  arbiter cards coverage --game battle-spirits --format saga --missing\n',
    )
    .action(async (opts: { game: string; format?: string; missing?: boolean }) => {
      const report = await cardsCoverage(opts);
      for (const l of report.lines) println(l);
      for (const w of report.warnings) io.err(`${w}\n`);
    });

  const deck = program.command('deck').description('Deck lists of any game.');
  deck
    .command('check')
    .description("Check a deck list: the game's deck construction rules and only cards implemented so far.")
    .argument(
      '<file>',
      'deck list: text ("4 BSS01-001" per line, # comments) or JSON {name, cards: [{id, count}]}',
    )
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .addHelpText(
      'after',
      '\nEach problem names its rule. A DBSCG list holds its leader card (the first Leader Card) and the deck.\nExits 1 for an invalid deck (one line per problem), 2 when the file cannot be read.\n\nExample:\n  arbiter deck check my-deck.txt\n  arbiter deck check my-dbscg-deck.txt --game dbscg\n',
    )
    .option('--format <format>', "the game's format (default: its first)")
    .action(async (file: string, opts: { game: string; format?: string }) => {
      const r = await checkDeckFile(file, await gameHost(opts.game, opts.format));
      for (const p of r.problems) println(p);
      if (r.total > 0) throw new CheckFailed(`deck "${r.deck.name}" is not valid: ${r.total} problem(s).`);
      println(`Deck "${r.deck.name}" is valid: ${r.size} cards.`);
    });
  deck
    .command('list')
    .description('List the decks the commands may name: the built-in decks, then the test decks.')
    .option('--game <game>', `only this game (${GAMES.map((g) => g.id).join(', ')}); default every game`)
    .addHelpText(
      'after',
      "\nMarks the deck a command plays when told none (default), the demo and sim decks (demo) and the ladder's (ladder).\n\nExample:\n  arbiter deck list --game dbscg\n",
    )
    .option('--format <format>', 'only this format of the game (default: every format)')
    .action(async (opts: { game?: string; format?: string }) => {
      if (opts.format !== undefined && opts.game === undefined)
        throw new UsageError('--format needs --game: formats belong to a game.');
      const games = opts.game === undefined ? GAMES : [gameDescriptor(opts.game)];
      for (const g of games)
        for (const f of opts.format === undefined ? g.formats : [opts.format])
          for (const l of deckListing(await gameHost(g.id, f))) println(l);
    });
  const DECK_IO_HELP =
    '\nText: "# name: X", then "<count> <card id>" a line; a DBSCG leader on a line "leader: <card id>".\nJSON: {name, leader?, cards: [{id, count}]}. With --game, <file> may also name one of the game\'s decks, and a DBSCG list\'s Leader Card is written as its leader.\n\nExample:\n  arbiter deck export --game dbscg ARBITER-RED-HIT --out red.txt\n  arbiter deck import --game dbscg red.txt --out red.json\n';
  for (const [name, description, write] of [
    ['export', 'Write a deck list (text or JSON) as text.', deckText],
    ['import', 'Write a deck list (text or JSON) as JSON.', deckJsonText],
  ] as const) {
    deck
      .command(name)
      .description(description)
      .argument('<file>', 'deck list (or, with --game, one of its named decks)')
      .option('--game <game>', 'the game whose decks and leader cards the list may name')
      .option('--out <file>', 'write to this file instead of printing')
      .addHelpText('after', DECK_IO_HELP)
      .action(async (file: string, opts: { out?: string; game?: string }) => {
        const host = opts.game === undefined ? undefined : await gameHost(opts.game);
        const text = write(readDeckListOf(file, host));
        if (opts.out) writeTextFile(opts.out, text);
        else io.out(text);
      });
  }

  program
    .command('play')
    .description('Play a game in the terminal against an AI.')
    .option('--game <game>', GAME_OPTION_HELP, DEFAULT_GAME)
    .option(
      '--format <format>',
      "the game's format (battle-spirits: saga or eternal; default the game's first)",
    )
    .option(
      '--deck <deck>',
      "your deck: a deck file or one `arbiter deck list` names (default: the game's first ladder deck)",
    )
    .option('--opponent <ai>', 'the AI: random, heuristic or ismcts', 'heuristic')
    .option('--opponent-deck <deck>', "the AI's deck (default: the game's second ladder deck)")
    .option('--seat <n>', 'your seat, 1 or 2', '1')
    .option('--seed <seed>', 'seed of the game; a number or any text', '1')
    .option('--iterations <n>', 'ISMCTS iterations per decision')
    .option('--replay-out <file>', 'write the replay of the game as JSON to this file')
    .addHelpText(
      'after',
      '\nEach decision lists numbered options; type a number (or "help"). "concede" gives up.\n\nExample:\n  arbiter play --deck ST01 --opponent ismcts --opponent-deck ST02 --replay-out game.json\n  arbiter play --game dbscg --opponent heuristic\n',
    )
    .action(
      async (opts: {
        game: string;
        format?: string;
        deck?: string;
        opponent: string;
        opponentDeck?: string;
        seat: string;
        seed: string;
        iterations?: string;
        replayOut?: string;
      }) => {
        const playOpts: PlayOptions = {
          game: opts.game,
          opponent: opts.opponent,
          seed: opts.seed,
          seat: Number(opts.seat),
        };
        if (opts.format !== undefined) playOpts.format = opts.format;
        if (opts.deck !== undefined) playOpts.deck = opts.deck;
        if (opts.opponentDeck !== undefined) playOpts.opponentDeck = opts.opponentDeck;
        if (opts.iterations !== undefined) {
          const n = Number(opts.iterations);
          if (!Number.isInteger(n) || n < 1)
            throw new UsageError('--iterations must be a whole number of 1 or more.');
          playOpts.iterations = n;
        }
        checkWritablePath(opts.replayOut);
        const played = await playInTerminal(playOpts, streamLines(process.stdin), println);
        if (opts.replayOut) writeTextFile(opts.replayOut, `${JSON.stringify(played.replay, null, 2)}\n`);
      },
    );

  registerAiCommands(program, io);
  registerWorkerCommand(program, io);
  registerServeCommands(program, io);
  return program;
}

/** Runs the CLI and returns the exit code: 0 ok, 1 a check failed, 2 bad input. No stack traces. */
export async function runCli(argv: string[], io: Io = processIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    // Commander has already printed its own message (or the help).
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : EXIT_USAGE;
    if (e instanceof UsageError) {
      io.err(`arbiter: ${e.message}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof CheckFailed) {
      io.err(`arbiter: ${e.message}\n`);
      return EXIT_FAILED;
    }
    io.err(`arbiter: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (process.env.ARBITER_DEBUG && e instanceof Error && e.stack) io.err(`${e.stack}\n`);
    return EXIT_FAILED;
  }
}

// `arbiter serve` (the online game server) and `arbiter bot` (a client that plays through it).
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import {
  AI_LEVELS,
  BotError,
  DEFAULT_DB,
  runBot,
  startServer,
  type AiLevel,
  type DeckInput,
} from '@arbiter/server';
import type { HostedGame } from '@arbiter/cardgame';
import { readPlayableDeck } from './deck.ts';
import { CheckFailed, UsageError } from './errors.ts';
import { DEFAULT_GAME, GAME_OPTION_HELP, gameHost } from './games.ts';
import type { Io } from './program.ts';

function port(text: string | undefined): number {
  const n = Number(text ?? 8080);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new UsageError(`Not a port: "${text}".`);
  return n;
}

function aiLevel(text: string): AiLevel {
  const l = text.toLowerCase();
  if (!(AI_LEVELS as readonly string[]).includes(l)) {
    throw new UsageError(`Unknown AI "${text}". AIs: ${AI_LEVELS.join(', ')}.`);
  }
  return l as AiLevel;
}

/**
 * A deck file is read and checked here (each problem named, exit 2, as `arbiter deck check` names it)
 * and sent as a list; anything else is a built-in name for the server.
 */
async function deckInput(host: HostedGame, text: string): Promise<DeckInput> {
  if (existsSync(text)) return readPlayableDeck(text, host);
  return text;
}

export function registerServeCommands(program: Command, io: Io): void {
  const println = (line: string): void => io.out(`${line}\n`);
  program
    .command('serve')
    .description('Run the online game server: HTTP for the lobby and replays, WebSocket for play.')
    .option('--port <port>', 'port to listen on (default: $PORT, else 8080)')
    .option('--host <host>', 'address to listen on', '0.0.0.0')
    .option('--db <url>', `sqlite:PATH or postgres://... (default: $DATABASE_URL, else ${DEFAULT_DB})`)
    .option(
      '--trust-proxy',
      "behind a reverse proxy or balancer: count clients by X-Forwarded-For, not the proxy's address",
    )
    .addHelpText(
      'after',
      '\nUnfinished games are restored from the database at start. Protocol: docs/protocol.md.\n\nExample:\n  arbiter serve --port 8080 --db sqlite:data/arbiter.sqlite\n',
    )
    .action(async (opts: { port?: string; host: string; db?: string; trustProxy?: boolean }) => {
      let server: Awaited<ReturnType<typeof startServer>>;
      try {
        server = await startServer({
          port: port(opts.port ?? process.env.PORT),
          host: opts.host,
          db: opts.db ?? process.env.DATABASE_URL ?? DEFAULT_DB,
          trustProxy: opts.trustProxy === true,
        });
      } catch (e) {
        if (e instanceof UsageError) throw e;
        throw new UsageError((e as Error).message);
      }
      const { games, failed } = server.hub.restored;
      println(`Arbiter server listening on ${server.url} (restored ${games} game(s))`);
      for (const f of failed) io.err(`warning: game not restored: ${f}\n`);
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          void server.close().then(resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  program
    .command('bot')
    .description('Play one game on a server through the protocol, with an AI that sees only its own seat.')
    .requiredOption('--server <url>', 'the server, e.g. ws://localhost:8080')
    .option('--game <game>', `${GAME_OPTION_HELP} (a joined game must be of it)`, DEFAULT_GAME)
    .option(
      '--format <format>',
      "the game's format (battle-spirits: saga or eternal; default the game's first; a joined game must be of it)",
    )
    .option('--deck <deck>', "a deck `arbiter deck list` names, or a deck file (default: the game's)")
    .option('--ai <ai>', 'random, heuristic or ismcts', 'heuristic')
    .option('--join <id>', 'join this open game; without it, create one and wait for an opponent')
    .option('--vs <ai>', 'when creating: play against a server AI (random, heuristic, ismcts)')
    .option('--name <name>', 'the name shown to the opponent')
    .option(
      '--retry-for <seconds>',
      'how long to keep trying to reach the server (creating, joining, reconnecting)',
      '30',
    )
    .addHelpText(
      'after',
      '\nPrints the game id, then the result. Exits 1 when the game cannot be played (and when the server cannot be reached within --retry-for seconds: "cannot reach the server at URL").\n\nExample:\n  arbiter bot --server ws://localhost:8080 --deck ST01\n  arbiter bot --server ws://localhost:8080 --deck ST02 --ai random --join <id>\n  arbiter bot --server ws://localhost:8080 --game dbscg --vs heuristic\n',
    )
    .action(
      async (opts: {
        server: string;
        game: string;
        format?: string;
        deck?: string;
        ai: string;
        join?: string;
        vs?: string;
        name?: string;
        retryFor: string;
      }) => {
        // The server hosts every format (GET /v1): Battle Spirits Eternal is played with --format eternal.
        const host = await gameHost(opts.game, opts.format);
        const deck = await deckInput(host, opts.deck ?? host.defaultDeck);
        const retryFor = Number(opts.retryFor);
        if (!Number.isFinite(retryFor) || retryFor < 0) {
          throw new UsageError(`--retry-for: a number of seconds, not "${opts.retryFor}".`);
        }
        const r = await runBot({
          server: opts.server,
          game: host.game,
          format: host.format,
          deck,
          reconnectMs: retryFor * 1000,
          ai: aiLevel(opts.ai),
          ...(opts.join ? { gameId: opts.join } : {}),
          ...(opts.vs ? { vs: aiLevel(opts.vs) } : {}),
          ...(opts.name ? { name: opts.name } : {}),
          onSeat: (s) => println(`Game ${s.gameId}: seat ${s.seat + 1}`),
        }).catch((e: unknown) => {
          // A deck the server refuses is bad input, like a deck file with a problem.
          if (e instanceof BotError) {
            throw e.code === 'INVALID_DECK' ? new UsageError(e.message) : new CheckFailed(e.message);
          }
          throw e;
        });
        const winner = r.result.winner;
        println(
          `Result: ${winner === null ? 'draw' : winner === r.seat ? 'this bot wins' : 'this bot loses'} (${String(r.result.reason)}), turn ${r.turns}, ${r.accepted.length} answers`,
        );
      },
    );
}

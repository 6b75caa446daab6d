import type { HostedGame } from '@arbiter/cardgame';
import { Game, verifyReplay, viewLog, type GameModule, type Replay } from '@arbiter/engine';
import { z } from 'zod';
import { CheckFailed, UsageError } from './errors.ts';
import { readJsonFile } from './files.ts';
import { hostOfModule } from './games.ts';
import { resultLine } from './narrate.ts';

const player = z.union([z.literal(0), z.literal(1)]);
const answer = z.union([
  z.object({ choose: z.array(z.string()) }).strict(),
  z.object({ order: z.array(z.string()) }).strict(),
  z.object({ counts: z.record(z.string(), z.number().int()) }).strict(),
  z.object({ number: z.number().int() }).strict(),
  z.object({ back: z.literal(true) }).strict(),
]);

// The shape only; the engine checks the contents (cards, answers, hashes) when it replays.
const replaySchema = z.object({
  format: z.literal('arbiter-replay'),
  version: z.literal(1),
  game: z.string(),
  ruleset: z.string(),
  seed: z.number().int(),
  // Each game's own shape: its module checks it when the game is created.
  setup: z.looseObject({}),
  initialHash: z.string(),
  answers: z.array(
    z.object({
      decision: z.number().int(),
      player,
      answer: z.union([answer, z.literal('concede')]),
      hash: z.string(),
    }),
  ),
  result: z.looseObject({}).nullable(),
});

/** Loads a replay file and checks its shape; any problem is a UsageError (exit 2). */
export function loadReplay(path: string): Replay<unknown> {
  const parsed = replaySchema.safeParse(readJsonFile(path));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
    throw new UsageError(`${path} is not an Arbiter replay${where}: ${issue?.message ?? 'bad shape'}`);
  }
  // Card definitions and the start state are checked by the game's module below.
  return parsed.data as unknown as Replay<unknown>;
}

/** Whether the host reads two decks of card ids (one string a copy) from `setup`. */
function holdsTwoDecks(host: HostedGame, setup: unknown): boolean {
  try {
    const decks: unknown[] = host.decksOf(setup);
    return (
      decks.length === 2 &&
      decks.every((d) => Array.isArray(d) && d.every((card: unknown) => typeof card === 'string'))
    );
  } catch {
    return false;
  }
}

export interface ReplayReport {
  message: string;
  lines: string[];
}

/**
 * Replays and verifies every answer and state hash, with the game the replay records (its `game`):
 * the cards every game of it may hold (as `arbiter play` and the server have them) plus the replay's
 * own (scenario test cards). Throws UsageError for content the engine cannot load, CheckFailed on
 * any mismatch.
 */
export async function checkReplay(replay: Replay<unknown>): Promise<ReplayReport> {
  const host = await hostOfModule(replay.game, replay.setup);
  let module: GameModule<object, unknown>;
  try {
    module = host.replayModule(replay.setup);
  } catch (e) {
    throw new UsageError(`The replay's card definitions are invalid: ${(e as Error).message}`);
  }
  // The set-up is the file's (bad input, exit 2): a module reads it without checking its shape, so a
  // set-up without two players' decks of card ids would fail inside the game with a type error.
  if (!holdsTwoDecks(host, replay.setup))
    throw new UsageError(
      `The replay's set-up does not hold two players' decks of card ids for ${replay.game}.`,
    );
  let start: ReturnType<Game<object, unknown>['view']>['game'];
  try {
    // Cards already in play at the start (scenario states) are named from the initial view.
    start = Game.create(module, replay.setup, replay.seed).view('spectator').game;
  } catch (e) {
    throw new UsageError(`The replay's set-up cannot start a game: ${(e as Error).message}`);
  }
  let verified: ReturnType<typeof verifyReplay<object, unknown>>;
  try {
    verified = verifyReplay(module, replay);
  } catch (e) {
    throw new CheckFailed(`The replay cannot be played: ${(e as Error).message}`);
  }
  if (!verified.ok) throw new CheckFailed(`Replay mismatch: ${verified.message}`);
  const game = verified.game;
  const names = host.status(game.state).names;
  const narrator = host.teller.narrator({ names, viewer: 'spectator', start });
  for (const ev of viewLog(game.state.log, 'spectator')) narrator.event(ev);
  narrator.lines.push(resultLine(game.state.result, names));
  return { message: verified.message, lines: narrator.lines };
}

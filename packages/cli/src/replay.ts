import { Game, verifyReplay, viewLog, type Replay } from '@arbiter/engine';
import {
  createSagaModule,
  objectsFromView,
  type CardRegistry,
  type SagaCard,
  type SagaData,
  type SagaSetup,
} from '@arbiter/battle-spirits';
import { z } from 'zod';
import { playRegistry } from './cards.ts';
import { CheckFailed, UsageError } from './errors.ts';
import { readJsonFile } from './files.ts';
import { Narrator, resultLine } from './narrate.ts';

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
  setup: z
    .object({
      decks: z.tuple([z.array(z.string()), z.array(z.string())]),
      names: z.tuple([z.string(), z.string()]).optional(),
      cards: z.array(z.looseObject({})).optional(),
      start: z.looseObject({}).optional(),
    })
    .loose(),
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
export function loadReplay(path: string): Replay<SagaSetup> {
  const parsed = replaySchema.safeParse(readJsonFile(path));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
    throw new UsageError(`${path} is not an Arbiter replay${where}: ${issue?.message ?? 'bad shape'}`);
  }
  // Card definitions and the start state are checked by the registry and the module below.
  return parsed.data as unknown as Replay<SagaSetup>;
}

export interface ReplayReport {
  message: string;
  lines: string[];
}

/**
 * Replays and verifies every answer and state hash. The cards are those every game may hold (the
 * Saga pool and Arbiter's test cards, as `arbiter play` and the server have them) plus the replay's
 * own (scenario test cards). Throws UsageError for content the engine cannot load, CheckFailed on
 * any mismatch.
 */
export async function checkReplay(replay: Replay<SagaSetup>): Promise<ReplayReport> {
  let registry: CardRegistry;
  const pool = await playRegistry();
  try {
    registry = pool.with((replay.setup.cards ?? []) as SagaCard[]);
  } catch (e) {
    throw new UsageError(`The replay's card definitions are invalid: ${(e as Error).message}`);
  }
  const module = createSagaModule(registry);
  let verified: ReturnType<typeof verifyReplay<SagaData, SagaSetup>>;
  let start: Map<number, string>;
  try {
    // Cards already on the field at the start (scenario states) are named from the initial view.
    start = objectsFromView(Game.create(module, replay.setup, replay.seed).view('spectator').game);
    verified = verifyReplay(module, replay);
  } catch (e) {
    throw new CheckFailed(`The replay cannot be played: ${(e as Error).message}`);
  }
  if (!verified.ok) throw new CheckFailed(`Replay mismatch: ${verified.message}`);
  const game = verified.game;
  const names: [string, string] = [game.state.data.players[0].name, game.state.data.players[1].name];
  const narrator = new Narrator(registry, names, 'spectator', start);
  for (const ev of viewLog(game.state.log, 'spectator')) narrator.event(ev);
  narrator.lines.push(resultLine(game.state.result, names));
  return { message: verified.message, lines: narrator.lines };
}

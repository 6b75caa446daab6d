import { Game, seedFromString, seedRng, viewLog, type GameResult, type Replay } from '@arbiter/engine';
import {
  CardRegistry,
  createSagaModule,
  describeDecision,
  VANILLA_CARDS,
  VANILLA_DECKS,
  type SagaSetup,
} from '@arbiter/battle-spirits';
import { Narrator, resultLine } from './narrate.ts';

/** Fixed so that `arbiter demo` (and `npm start`) prints the same game every time. */
export const DEFAULT_SEED = '1';

export interface DemoOptions {
  /** Also say who is deciding what, as a spectator sees it. */
  decisions?: boolean;
}

export interface DemoGame {
  seed: number;
  lines: string[];
  replay: Replay<SagaSetup>;
  result: GameResult | null;
  answers: number;
}

/** The seed of the random players' own generator: derived from the game seed, but a separate stream. */
export function playerSeed(seed: number): number {
  return seedFromString(`arbiter-demo-players:${seed}`);
}

/** Plays one complete game between two random players with the built-in vanilla decks. */
export function playDemo(seedText: string = DEFAULT_SEED, opts: DemoOptions = {}): DemoGame {
  const seed = seedFromString(seedText);
  const registry = new CardRegistry(VANILLA_CARDS);
  const red = VANILLA_DECKS['vanilla-red']!;
  const blue = VANILLA_DECKS['vanilla-blue']!;
  const names: [string, string] = [red.name, blue.name];
  const setup: SagaSetup = { decks: [red.cards.slice(), blue.cards.slice()], names };
  const game = Game.create(createSagaModule(registry), setup, seed);
  const rng = seedRng(playerSeed(seed));
  const narrator = new Narrator(registry, names);
  narrator.lines.push(`Arbiter demo: ${names[0]} vs ${names[1]}, seed ${seedText}`);
  let seen = 0;
  const flush = (): void => {
    for (const ev of viewLog(game.state.log, 'spectator', seen)) narrator.event(ev);
    seen = game.state.log.length;
  };
  let answers = 0;
  while (!game.over) {
    flush();
    const d = game.decision;
    if (!d) throw new Error('The game stopped without a decision or a result.');
    if (opts.decisions)
      narrator.note(describeDecision(registry, game.view('spectator').decision, 'spectator', { names }));
    const r = game.respond(d.id, game.randomAnswer(rng));
    if (!r.ok) throw new Error(`A random answer was refused: ${r.error.message}`);
    answers++;
  }
  flush();
  narrator.lines.push(resultLine(game.state.result, names));
  return { seed, lines: narrator.lines, replay: game.replay(), result: game.state.result, answers };
}

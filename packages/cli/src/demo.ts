import { Game, seedFromString, seedRng, viewLog, type GameResult, type Replay } from '@arbiter/engine';
import { namedDeck } from '@arbiter/cardgame';
import { gameHost } from './games.ts';
import { resultLine } from './narrate.ts';

/** Fixed so that `arbiter demo` (and `npm start`) prints the same game every time. */
export const DEFAULT_SEED = '1';

export interface DemoOptions {
  /** Also say who is deciding what, as a spectator sees it. */
  decisions?: boolean;
  /** The game (default Battle Spirits Saga). */
  game?: string;
  /** Its format (default the game's first). */
  format?: string;
}

export interface DemoGame {
  seed: number;
  lines: string[];
  replay: Replay<unknown>;
  result: GameResult | null;
  answers: number;
}

/** The seed of the random players' own generator: derived from the game seed, but a separate stream. */
export function playerSeed(seed: number): number {
  return seedFromString(`arbiter-demo-players:${seed}`);
}

/** Plays one complete game between two random players with the game's demo decks. */
export async function playDemo(seedText: string = DEFAULT_SEED, opts: DemoOptions = {}): Promise<DemoGame> {
  const seed = seedFromString(seedText);
  const host = await gameHost(opts.game, opts.format);
  const [a, b] = host.demoDecks.map((n) => namedDeck(host, n)!);
  const names: [string, string] = [a!.name, b!.name];
  const game = Game.create(host.module, host.setup(names, [a!.cards, b!.cards]), seed);
  const rng = seedRng(playerSeed(seed));
  const narrator = host.teller.narrator({ names, viewer: 'spectator' });
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
      narrator.note(host.teller.decision(game.view('spectator').decision, 'spectator', names));
    const r = game.respond(d.id, game.randomAnswer(rng));
    if (!r.ok) throw new Error(`A random answer was refused: ${r.error.message}`);
    answers++;
  }
  flush();
  narrator.lines.push(resultLine(game.state.result, names));
  return { seed, lines: narrator.lines, replay: game.replay(), result: game.state.result, answers };
}

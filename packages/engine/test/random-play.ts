// Random play of any game module for the property tests (games.property.test.ts): every answer a
// legal one drawn at random; the game's own invariants and secrecy are checked along the way, and the
// replay must reproduce every state hash. A game takes part by a PropertyGame in games.ts.
import { expect } from 'vitest';
import { copyDiffers } from '@arbiter/cardgame';
import {
  Game,
  respond,
  seedRng,
  verifyReplay,
  viewLog,
  type Answer,
  type Decision,
  type GameModule,
  type Viewer,
} from '../src/index.ts';

/** What the random-play property test needs of a game module: its set-ups and its checks. */
export interface PropertyGame<D extends object, S> {
  /** The name in test titles ("Battle Spirits Saga, test cards"). */
  name: string;
  module: GameModule<D, S>;
  /** Games per run (an environment variable may set it), and games per test case. */
  games: number;
  chunk: number;
  /** The set-up (decks, names) of game `seed`; its random answers draw from `seed ^ salt`. */
  setup(seed: number): S;
  salt: number;
  /** Throws when the position breaks one of the game's invariants (cards and cores conserved ...). */
  invariants(game: Game<D, S>, seed: number): void;
  /**
   * How the view or the log (its entries for this viewer from `logFrom` on) tells `viewer` what the
   * rules hide from it, or null. Checked after every `leakEvery`-th answer.
   */
  leak(game: Game<D, S>, viewer: Viewer, logFrom: number): string | null;
  leakEvery: number;
  /**
   * Every `cloneEvery`-th answer (0: never) is also given to a copy made before it, which must reach
   * the same state (a copy shares nothing with the original); after it, a copy and a serialized and
   * restored state must equal the original exactly.
   */
  cloneEvery: number;
}

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

/** Every this many answers, the decision is first given answers it must refuse (issue 13's fuzz). */
const FUZZ_EVERY = 7;

/**
 * Answers no decision may accept: a stale or future decision id, the other player, options that do not
 * exist, an option twice, more options than allowed, the wrong kind of answer, a malformed value.
 */
function illegalAnswers(
  d: Decision,
  legal: Answer,
): { id: number; answer: Answer; player?: 0 | 1; what: string }[] {
  const first = d.options[0]?.id ?? 'x';
  const out: { id: number; answer: Answer; player?: 0 | 1; what: string }[] = [
    { id: d.id - 1, answer: legal, what: 'a stale decision id' },
    { id: d.id + 1, answer: legal, what: 'a future decision id' },
    { id: d.id, answer: legal, player: d.player === 0 ? 1 : 0, what: 'the other player' },
    { id: d.id, answer: { choose: ['no such option'] }, what: 'an option that does not exist' },
    { id: d.id, answer: { choose: [first, first] }, what: 'one option twice' },
    { id: d.id, answer: { number: Number.NaN }, what: 'a number that is not one' },
    { id: d.id, answer: { counts: { [first]: -1 } }, what: 'a negative count' },
    { id: d.id, answer: { order: ['no such option'] }, what: 'an order of options that do not exist' },
    { id: d.id, answer: JSON.parse('{"choose": "not a list"}') as Answer, what: 'a malformed answer' },
  ];
  if (d.options.length > 0 && typeof d.max === 'number' && d.max < d.options.length)
    out.push({ id: d.id, answer: { choose: d.options.map((o) => o.id) }, what: 'more options than allowed' });
  return out;
}

/** Plays game `seed` of `g` to its end at random, checking everything on the way. */
export function playRandomGame<D extends object, S>(g: PropertyGame<D, S>, seed: number): void {
  const game = Game.create(g.module, g.setup(seed), seed, { recordHashes: true });
  const rng = seedRng(seed ^ g.salt);
  const logSeen = new Map<Viewer, number>(VIEWERS.map((v) => [v, 0]));
  let answers = 0;
  while (!game.over) {
    const d = game.decision!;
    const answer = game.randomAnswer(rng);
    if (answers % FUZZ_EVERY === 0) {
      const before = game.hash();
      for (const bad of illegalAnswers(d, answer)) {
        const r = game.respond(bad.id, bad.answer, bad.player);
        if (r.ok)
          throw new Error(
            `${g.name} seed ${seed}: ${bad.what} was accepted (${JSON.stringify(bad.answer)} to ${d.kind})`,
          );
        if (!r.error.message)
          throw new Error(`${g.name} seed ${seed}: ${bad.what} was refused without a message`);
        if (game.hash() !== before)
          throw new Error(`${g.name} seed ${seed}: refusing ${bad.what} changed the game`);
      }
    }
    const copy = g.cloneEvery > 0 && answers % g.cloneEvery === 0 ? game.clone() : null;
    const r = game.respond(d.id, answer);
    if (!r.ok) throw new Error(`${g.name} seed ${seed}: legal answer refused: ${r.error.message}`);
    answers++;
    g.invariants(game, seed);
    if (copy) {
      respond(g.module, copy.state, d.id, answer);
      expect(JSON.stringify(copy.state)).toBe(JSON.stringify(game.state));
      const differs = copyDiffers(g.module, game.state);
      if (differs) throw new Error(`${g.name} seed ${seed} answer ${answers}: ${differs}`);
    }
    if (answers % g.leakEvery === 0) {
      for (const v of VIEWERS) {
        const leak = g.leak(game, v, logSeen.get(v)!);
        if (leak) throw new Error(`${g.name} seed ${seed} answer ${answers}: ${leak} (viewer ${String(v)})`);
        logSeen.set(v, viewLog(game.state.log, v).length);
      }
    }
    if (answers > 50_000) throw new Error(`${g.name} seed ${seed}: the game did not end`);
  }
  // The replay, through JSON as it is stored, reproduces every state hash and the result.
  const check = verifyReplay(g.module, JSON.parse(JSON.stringify(game.replay())));
  if (!check.ok) throw new Error(`${g.name} seed ${seed}: ${check.message}`);
}

/** A game of the list with its types set aside: what the test loops over. */
export interface PropertyCase {
  name: string;
  games: number;
  chunk: number;
  play(seed: number): void;
}

export function propertyCase<D extends object, S>(g: PropertyGame<D, S>): PropertyCase {
  return { name: g.name, games: g.games, chunk: g.chunk, play: (seed) => playRandomGame(g, seed) };
}

// Issue 14: Saga's procedures read the facts of the option a player chose (the object, the action,
// the ability, a core move's places), never the option's id. Each seeded game is played twice with
// the same answers: once as it is, once with the ids of the action options made opaque ("o3")
// before each answer. Both games must log the same events; a procedure that parsed an id
// ("summon:12", "act:5:1", "m:reserve>c7") would go another way or fail.
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type Answer, type Decision } from '@arbiter/engine';
import { createSagaModule, loadSagaPool, starterDecks, type SagaData, type SagaSetup } from '../src/index.ts';
import { decksFor, newGame } from './helpers.ts';

/** Decisions whose options are actions or cards that the procedure asking reads back. */
const ACTION_KINDS = new Set([
  'mainAction',
  'flash',
  'attackAction',
  'block',
  'moveCores',
  'magicEffect',
  'whenSummoned',
  'ascend',
  'destroyCost',
]);
/** Fixed words that name no fact ("end the main step", "pass", "do not block"). */
const WORDS = new Set(['end', 'pass', 'noBlock']);

/** Renames the action options' ids in place; the number renamed. */
function makeOpaque(d: Decision): number {
  if (!ACTION_KINDS.has(d.kind)) return 0;
  let n = 0;
  d.options.forEach((o, i) => {
    if (WORDS.has(o.id)) return;
    o.id = `o${i}`;
    n++;
  });
  return n;
}

/** The same answer by option position, for the game whose ids were renamed. */
function samePositions(a: Answer, from: Decision, to: Decision): Answer {
  if (!('choose' in a)) return a;
  return { choose: a.choose.map((id) => to.options[from.options.findIndex((o) => o.id === id)]!.id) };
}

function playTwice(
  plain: Game<SagaData, SagaSetup>,
  opaque: Game<SagaData, SagaSetup>,
  seed: number,
): number {
  const rng = seedRng(seed);
  let renamed = 0;
  for (let answers = 0; !plain.over && answers < 20_000; answers++) {
    const d = plain.decision!;
    const o = opaque.decision!;
    renamed += makeOpaque(o);
    const a = plain.randomAnswer(rng);
    const r = plain.respond(d.id, a);
    if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
    const r2 = opaque.respond(o.id, samePositions(a, d, o));
    if (!r2.ok) throw new Error(`seed ${seed}: opaque answer refused: ${r2.error.message}`);
  }
  expect(opaque.over, `seed ${seed}`).toBe(plain.over);
  expect(JSON.stringify(opaque.state.log), `seed ${seed}`).toBe(JSON.stringify(plain.state.log));
  return renamed;
}

describe("Saga procedures read the chosen option's facts, not its id (issue 14)", () => {
  it('test decks: games with opaque action ids log the same events', () => {
    let renamed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const setup = { decks: decksFor(seed) };
      renamed += playTwice(newGame(seed, setup, false), newGame(seed, setup, false), seed);
    }
    expect(renamed).toBeGreaterThan(100);
  });

  it('starter decks (real cards: magic, Swift, Awaken, activated effects, Ascend)', async () => {
    const pool = createSagaModule(await loadSagaPool());
    const decks = Object.values(starterDecks());
    let renamed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const a = decks[seed % decks.length]!;
      const b = decks[(seed * 3 + 1) % decks.length]!;
      const setup: SagaSetup = { decks: [a.cards, b.cards] };
      renamed += playTwice(
        Game.create<SagaData, SagaSetup>(pool, setup, seed),
        Game.create<SagaData, SagaSetup>(pool, setup, seed),
        seed,
      );
    }
    expect(renamed).toBeGreaterThan(100);
  });
});

// Issue 14: a decision option about a card or the cores on one names that board object (`obj`), so
// clients never parse option ids (they stay opaque). Random games of the test decks and the starter
// decks: every option that names a card (`card`) or a card's cores names the object, and it is an
// object of that card wherever the game holds it.
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type Decision } from '@arbiter/engine';
import {
  createSagaModule,
  loadSagaPool,
  starterDecks,
  type CardObj,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';
import { decksFor, newGame } from './helpers.ts';

/** Every card object of the game, by object id. */
function objects(d: SagaData): Map<number, CardObj> {
  const out = new Map<number, CardObj>();
  for (const pl of d.players) {
    for (const list of [pl.deck, pl.hand, pl.trashCards, pl.field, pl.resolving])
      for (const c of list) out.set(c.id, c);
    if (pl.burst) out.set(pl.burst.id, pl.burst);
  }
  return out;
}

/** The options that should name an object and do not, or name one that is not their card. */
function unnamed(d: Decision, data: SagaData): string[] {
  const objs = objects(data);
  const bad: string[] = [];
  for (const o of d.options) {
    // A core decision's places on cards ("c12", its soul core "c12*") are about that card.
    const aboutCard = o.card !== undefined || (d.type === 'distribute' && /^c\d+\*?$/.test(o.id));
    if (!aboutCard) continue;
    const obj = o.obj === undefined ? undefined : objs.get(o.obj);
    if (!obj || (o.card !== undefined && obj.def !== o.card))
      bad.push(`${d.kind} ${o.id} (${o.label}) obj ${String(o.obj)}`);
  }
  return bad;
}

function play(g: Game<SagaData, SagaSetup>, seed: number): { options: number; bad: string[] } {
  const rng = seedRng(seed);
  let options = 0;
  const bad: string[] = [];
  for (let answers = 0; !g.over && answers < 20_000; answers++) {
    const d = g.decision!;
    options += d.options.length;
    bad.push(...unnamed(d, g.state.data));
    const r = g.respond(d.id, g.randomAnswer(rng));
    if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
  }
  return { options, bad };
}

describe('Saga options name their board objects (issue 14)', () => {
  it('test decks: every option about a card or its cores has obj, an object of that card', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { options, bad } = play(newGame(seed, { decks: decksFor(seed) }, false), seed);
      expect(options).toBeGreaterThan(0);
      expect([...new Set(bad)].slice(0, 10), `seed ${seed}`).toEqual([]);
    }
  });

  it('starter decks (real cards: costs, substitutions, bursts, Awaken, reveals)', async () => {
    const pool = createSagaModule(await loadSagaPool());
    const decks = Object.values(starterDecks());
    for (let seed = 1; seed <= 12; seed++) {
      const a = decks[seed % decks.length]!;
      const b = decks[(seed * 3 + 1) % decks.length]!;
      const g = Game.create<SagaData, SagaSetup>(pool, { decks: [a.cards, b.cards] }, seed);
      const { bad } = play(g, seed);
      expect([...new Set(bad)].slice(0, 10), `seed ${seed}`).toEqual([]);
    }
  });
});

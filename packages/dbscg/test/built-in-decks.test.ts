// The tournament-era deck lists of the shared data (issue 16) as built-in decks of the DBSCG host:
// generated from the data, legal by deck construction (5-1) with every card implemented, and playable
// against each other: seeded games with random legal answers between every pair end without error,
// and their replays verify.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game, seedRng, verifyReplay } from '@arbiter/engine';
import {
  DBS_BUILT_IN,
  DBS_DATA_DIR,
  checkDbsDeck,
  dbsHost,
  generateDbsDecks,
  loadDbsPool,
  readDbsDecks,
} from '@arbiter/dbscg';

const LISTS = readDbsDecks();
const IDS = LISTS.map((l) => l.id);
const PAIRS = IDS.flatMap((a, i) => IDS.slice(i + 1).map((b) => [a, b] as const));
/** Seeds per pair and seat order; a longer soak with ARBITER_DECK_SEEDS=N. */
const SEEDS = Array.from({ length: Number(process.env.ARBITER_DECK_SEEDS ?? 2) }, (_, i) => i + 1);
/** Far beyond any game seen: a game still going after this many answers is stuck. */
const MAX_ANSWERS = 20_000;

describe('DBSCG built-in decks from the tournament lists', () => {
  it.runIf(existsSync(DBS_DATA_DIR))('are the lists of the shared data, as generated', () => {
    expect(LISTS).toEqual(generateDbsDecks(DBS_DATA_DIR));
  });

  it('are the five lists, each a leader and 50 cards, legal by 5-1 and fully implemented', async () => {
    expect(IDS).toEqual(['S1-B-SSB-GOKU', 'S1-G-BROLY', 'S1-R-HIT', 'S1-Y-GOLDEN-FRIEZA', 'STARTER-DECK-01']);
    const host = await dbsHost();
    const { catalog } = await loadDbsPool();
    for (const id of IDS) {
      const cards = DBS_BUILT_IN[id]!.cards;
      expect(cards).toHaveLength(51);
      expect(checkDbsDeck(catalog, { leader: cards[0], deck: cards.slice(1) }), id).toEqual([]);
      // The host's check: 5-1 and every card implemented (cards coverage).
      expect(host.problems(cards), id).toEqual([]);
    }
  });

  it.each(PAIRS)('%s against %s: seeded random games end without error', async (a, b) => {
    const host = await dbsHost();
    for (const seed of SEEDS) {
      for (const [first, second] of [
        [a, b],
        [b, a],
      ] as const) {
        const setup = host.setup(['One', 'Two'], [host.deck(first).cards, host.deck(second).cards]);
        const g = Game.create(host.module, setup, seed);
        const rng = seedRng(seed * 7919 + first.length);
        let answers = 0;
        while (!g.over) {
          const d = g.decision!;
          const r = g.respond(d.id, g.randomAnswer(rng));
          if (!r.ok)
            throw new Error(`${first} v ${second}, seed ${seed}: legal answer refused: ${r.error.message}`);
          if (++answers > MAX_ANSWERS) throw new Error(`${first} v ${second}, seed ${seed}: no end`);
        }
        expect(g.state.result?.reason, `${first} v ${second}, seed ${seed}`).toBeTypeOf('string');
        // The replay plays the same game again, state hash for state hash.
        expect(verifyReplay(host.module, JSON.parse(JSON.stringify(g.replay()))).ok).toBe(true);
      }
    }
  });
});

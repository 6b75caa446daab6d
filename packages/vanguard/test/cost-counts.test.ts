// `canPay` counts the cards that may pay each kind of cost instead of listing them (issue 15): for
// every kind, count and filter of the pool's costs, in positions of seeded random games between the
// trial decks, it must say yes exactly when the cards to choose from (`costPools`) are enough
// (8.5.2.3, 8.6.4, 10.3, 10.4, 10.16.1.1, 10.17.1.1).
import { describe, expect, it } from 'vitest';
import { Game, seedRng } from '@arbiter/engine';
// The package first: its modules import each other in that order.
import { createVgModule, loadVgPool, vgDeckCards, type VgData, type VgSetup } from '../src/index.ts';
import { canPay, costPools } from '../src/abilities/costs.ts';
import type { AbilityLocals, VgRun } from '../src/abilities/run.ts';
import type { Cost } from '../src/abilities/vocab.ts';
import type { VgCtx } from '../src/events.ts';

const pool = loadVgPool();
const module = createVgModule(pool.catalog);
const KINDS = [
  'counterBlast',
  'soulBlast',
  'discard',
  'retireRearGuards',
  'handToSoul',
  'dropToDeckTop',
] as const;
const FILTER = {
  counterBlast: 'counterBlastFilter',
  soulBlast: 'soulBlastFilter',
  discard: 'discardFilter',
  retireRearGuards: 'retireFilter',
  handToSoul: 'handToSoulFilter',
} as const;

/** Single-kind costs: each kind at 1 to 4 cards, unfiltered and with every filter the pool's costs use. */
function costs(): Cost[] {
  const filters = new Map<string, Cost[keyof Cost][]>();
  for (const def of pool.catalog.all())
    for (const ab of def.abilities ?? [])
      for (const [kind, key] of Object.entries(FILTER)) {
        const f = 'cost' in ab ? ab.cost?.[key] : undefined;
        if (f !== undefined) filters.set(kind, [...(filters.get(kind) ?? []), f]);
      }
  const out: Cost[] = [];
  for (const kind of KINDS)
    for (let n = 1; n <= 4; n++) {
      out.push({ [kind]: n } as Cost);
      const key = (FILTER as Record<string, string>)[kind];
      for (const f of filters.get(kind) ?? []) out.push({ [kind]: n, [key!]: f } as Cost);
    }
  return out;
}

function locals(p: 0 | 1, src: number): AbilityLocals {
  return {
    p,
    src,
    def: '',
    ab: 0,
    act: true,
    boosted: -1,
    stage: 0,
    paid: {},
    at: [] as never,
    picked: null,
  };
}

describe('Vanguard costs: canPay counts what costPools lists', () => {
  const all = costs();
  it('the pool has filtered costs to check', () => {
    expect(all.some((c) => Object.keys(c).length > 1)).toBe(true);
  });

  it.each([
    [1, 0, 1],
    [2, 3, 2],
    [3, 5, 6],
  ])('seed %i: every kind, count and filter at every fifth decision', (seed, a, b) => {
    const setup: VgSetup = {
      players: [
        { name: 'p1', deck: vgDeckCards(pool.decks[a]!) },
        { name: 'p2', deck: vgDeckCards(pool.decks[b]!) },
      ],
    };
    const g = Game.create(module, setup, seed, { recordHashes: false });
    const rng = seedRng(seed ^ 0x5eed);
    let answers = 0;
    let checked = 0;
    while (!g.over) {
      if (answers % 5 === 0) {
        const data: VgData = g.state.data;
        for (const p of [0, 1] as const) {
          // The hand's first card as the ability's source: it is not also a card to discard.
          const L = locals(p, data.players[p].hand[0]?.id ?? -1);
          const run: VgRun = { ctx: { data } as VgCtx, cat: pool.catalog, L };
          for (const cost of all) {
            const kind = KINDS.find((k) => cost[k] !== undefined)!;
            const enough = costPools(run, L, cost)[kind].length >= cost[kind]!;
            expect(canPay(run, L, cost), `${JSON.stringify(cost)} answer ${answers}`).toBe(enough);
            checked++;
          }
        }
      }
      expect(g.respond(g.decision!.id, g.randomAnswer(rng)).ok).toBe(true);
      answers++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

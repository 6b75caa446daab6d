import { describe, expect, it } from 'vitest';
import { Game, seedRng, type PlayerIndex } from '@arbiter/engine';
import {
  coreCount,
  createSagaModule,
  loadSagaPool,
  starterDecks,
  targetAs,
  targetMatches,
  type CardObj,
  type SagaData,
  type Target,
} from '../src/index.ts';

// A target is compiled once into the tests its fields need (target-match.ts), and `targetAs` keeps
// one object per variant of a target so the compiled matcher is found again. These tests read the
// printed facts of real cards in seeded mid-game positions and check that every filter on them,
// alone, combined and as alternatives, says what the card's facts say.

const reg = await loadSagaPool();
const saga = createSagaModule(reg);
const decks = starterDecks();
const ids = Object.keys(decks).sort();

/** Mid-game positions of seven seeded random games, each starter deck against the next. */
function positions(): SagaData[] {
  return ids.map((a, i) => {
    const b = ids[(i + 1) % ids.length]!;
    const game = Game.create(saga, { decks: [decks[a]!.cards, decks[b]!.cards], names: [a, b] }, 70 + i);
    const rng = seedRng(70 + i);
    for (let n = 0; n < 120 && !game.over; n++) game.respond(game.decision!.id, game.randomAnswer(rng));
    return game.state.data;
  });
}

type Seen = { d: SagaData; c: CardObj; owner: PlayerIndex };

function fieldCards(d: SagaData): Seen[] {
  return ([0, 1] as PlayerIndex[]).flatMap((owner) => d.players[owner].field.map((c) => ({ d, c, owner })));
}

/** Filters on printed facts and cores, each with what it says of a card. */
function printedFilters(seen: Seen): { t: Target; holds: (x: Seen) => boolean }[] {
  const card = reg.get(seen.c.def);
  const color = card.colors[0]!;
  const printed = (x: Seen) => reg.get(x.c.def);
  return [
    { t: { side: 'any', what: 'card', color }, holds: (x) => printed(x).colors.includes(color) },
    { t: { side: 'any', what: 'card', notColor: color }, holds: (x) => !printed(x).colors.includes(color) },
    { t: { side: 'any', what: 'card', maxColors: 1 }, holds: (x) => printed(x).colors.length <= 1 },
    { t: { side: 'any', what: 'card', minColors: 2 }, holds: (x) => printed(x).colors.length >= 2 },
    { t: { side: 'any', what: 'card', maxCost: card.cost }, holds: (x) => printed(x).cost <= card.cost },
    { t: { side: 'any', what: 'card', minCost: card.cost }, holds: (x) => printed(x).cost >= card.cost },
    { t: { side: 'any', what: 'card', costIn: [card.cost] }, holds: (x) => printed(x).cost === card.cost },
    { t: { side: 'any', what: 'card', name: card.name }, holds: (x) => printed(x).name.includes(card.name) },
    { t: { side: 'any', what: 'card', notName: card.name }, holds: (x) => printed(x).name !== card.name },
    { t: { side: 'any', what: 'nexus' }, holds: (x) => printed(x).type === 'nexus' },
    { t: { side: 'any' }, holds: (x) => printed(x).type === 'spirit' },
    { t: { side: 'any', what: 'card', exhausted: true }, holds: (x) => x.c.exhausted },
    { t: { side: 'any', what: 'card', soulCore: true }, holds: (x) => x.c.cores.soul },
    { t: { side: 'any', what: 'card', minCores: 2 }, holds: (x) => coreCount(x.c.cores) >= 2 },
    { t: { side: 'any', what: 'card', maxCores: 1 }, holds: (x) => coreCount(x.c.cores) <= 1 },
    { t: { side: 'own', what: 'card' }, holds: (x) => x.owner === seen.owner },
    { t: { side: 'opponent', what: 'card' }, holds: (x) => x.owner !== seen.owner },
    { t: { side: 'self' }, holds: (x) => x.c.id === seen.c.id },
    { t: { side: 'any', what: 'card', other: true }, holds: (x) => x.c.id !== seen.c.id },
    { t: { side: 'subject', what: 'card' }, holds: () => false },
  ];
}

const data = positions();
const field = data.flatMap(fieldCards);

describe('compiled targets', () => {
  it('the positions have cards of several kinds on the field', () => {
    expect(field.length).toBeGreaterThan(20);
    expect(new Set(field.map((x) => reg.get(x.c.def).type)).size).toBeGreaterThan(1);
    expect(field.some((x) => x.c.exhausted)).toBe(true);
  });

  it('each filter on printed facts and cores says what the card says', () => {
    for (const seen of field) {
      const filters = printedFilters(seen);
      for (const x of field.filter((y) => y.d === seen.d)) {
        for (const f of filters) {
          const got = targetMatches(reg, x.d, x.c, x.owner, f.t, seen.owner, seen.c.id);
          expect({ t: f.t, card: x.c.def, got }).toEqual({ t: f.t, card: x.c.def, got: f.holds(x) });
        }
        // Two filters together: both must hold (the first that fails decides).
        for (let i = 0; i + 1 < filters.length; i += 2) {
          const [a, b] = [filters[i]!, filters[i + 1]!];
          const t: Target = { ...a.t, ...b.t, side: 'any' };
          const want = (a.t.side === 'any' ? a.holds(x) : true) && (b.t.side === 'any' ? b.holds(x) : true);
          if (a.t.what === b.t.what)
            expect(targetMatches(reg, x.d, x.c, x.owner, t, seen.owner, seen.c.id)).toBe(want);
        }
      }
    }
  });

  it('alternatives each read with the rest of the target and its side', () => {
    for (const seen of field) {
      const card = reg.get(seen.c.def);
      const t: Target = {
        side: 'own',
        what: 'card',
        anyOf: [
          { side: 'any', maxCost: card.cost - 1 },
          { side: 'opponent', name: card.name },
        ],
      };
      for (const x of field.filter((y) => y.d === seen.d)) {
        const printed = reg.get(x.c.def);
        const want =
          x.owner === seen.owner && (printed.cost <= card.cost - 1 || printed.name.includes(card.name));
        expect(targetMatches(reg, x.d, x.c, x.owner, t, seen.owner, seen.c.id)).toBe(want);
      }
    }
  });

  it('targetAs gives one object per variant, equal to the target read that way', () => {
    const t: Target = { side: 'own', maxCost: 3 };
    const any = targetAs(t, 'any');
    expect(targetAs(t, 'any')).toBe(any);
    expect(any).toEqual({ side: 'any', maxCost: 3 });
    expect(targetAs(t, 'any', 'hand')).toEqual({ side: 'any', maxCost: 3, zone: 'hand' });
    expect(targetAs(t, 'any', 'hand')).not.toBe(any);
    expect(targetAs(t, 'any', 'hand', 'magic')).toEqual({
      what: 'magic',
      side: 'any',
      maxCost: 3,
      zone: 'hand',
    });
    expect(targetAs({ side: 'own', what: 'nexus' }, 'any', 'hand', 'magic').what).toBe('nexus');
    expect(t).toEqual({ side: 'own', maxCost: 3 });
  });
});

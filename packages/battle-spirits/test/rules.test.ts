import { describe, expect, it } from 'vitest';
import { CardRegistry, checkDeck, levelFor, reducedCost, type SagaCard } from '../src/index.ts';
import { RED, newGame, registry } from './helpers.ts';

const spirit = (over: Partial<SagaCard>): SagaCard => ({
  id: 'T-1',
  name: 'Test Spirit',
  type: 'spirit',
  colors: ['red'],
  cost: 5,
  reduction: ['red', 'red', 'blue'],
  symbols: [['red']],
  spiritTypes: [],
  levels: [
    { level: 1, cores: 1, bp: 1000 },
    { level: 2, cores: 3, bp: 3000 },
    { level: 3, cores: 5, bp: 6000 },
  ],
  abilities: [],
  ...over,
});

describe('5-1 deck construction', () => {
  it('5-1-1-1: 50 to 60 cards', () => {
    expect(checkDeck(registry, RED)).toEqual([]);
    expect(checkDeck(registry, RED.slice(0, 49))[0]).toMatchObject({ rule: '5-1-1-1', message: /has 49/ });
    const big = [...RED, ...RED.slice(0, 11)];
    expect(checkDeck(registry, big).some((p) => /has 61/.test(p.message))).toBe(true);
  });

  it('5-1-1-1: at most four with the same name; unknown cards are named', () => {
    const five = [...RED.slice(0, 49), 'ARB-R01'];
    expect(checkDeck(registry, five)).toEqual([
      {
        rule: '5-1-1-1-1',
        card: 'Ember Whelp',
        message: '5 cards named "Ember Whelp"; at most 4 are allowed.',
      },
    ]);
    expect(checkDeck(registry, [...RED.slice(0, 49), 'NOPE-1'])[0]).toMatchObject({ card: 'NOPE-1' });
  });

  it('5-1-1-1, 4-12-1: the copies of an unknown card or a token are one problem, with their count', () => {
    const deck = [
      ...RED.slice(0, 44),
      ...new Array<string>(3).fill('NOPE-1'),
      'NOPE-2',
      'ARB-T01',
      'ARB-T01',
    ];
    expect(checkDeck(registry, deck)).toEqual([
      {
        rule: '5-1-1-1',
        card: 'NOPE-1',
        message: 'NOPE-1 is not a known Battle Spirits Saga card (3 copies).',
      },
      { rule: '5-1-1-1', card: 'NOPE-2', message: 'NOPE-2 is not a known Battle Spirits Saga card.' },
      {
        rule: '4-12-1',
        card: 'ARB-T01',
        message: 'Ember Token is a token and cannot be part of a deck (2 copies).',
      },
    ]);
    // 200 unknown cards, 60 copies each: 200 problems and the deck size, not 12,001 lines.
    const flood = Array.from({ length: 200 }, (_, i) => new Array<string>(60).fill(`NOPE-${i}`)).flat();
    expect(checkDeck(registry, flood)).toHaveLength(201);
  });

  it('4-12-1, 5-1-1: a token card cannot be part of a deck (keyword ruling on tokens)', () => {
    const deck = [...RED.slice(0, 49), 'ARB-T01'];
    expect(checkDeck(registry, deck)).toEqual([
      { rule: '4-12-1', card: 'ARB-T01', message: 'Ember Token is a token and cannot be part of a deck.' },
    ]);
  });

  it('5-1-1-1-1, 2-1-2: cards with additional names count with their card name', () => {
    const reg = registry.with([{ ...registry.get('ARB-R01'), id: 'ARB-R01A', additionalName: 'Alt Art' }]);
    const deck = [
      ...RED.filter((c) => c !== 'ARB-R01'),
      'ARB-R01',
      'ARB-R01',
      'ARB-R01A',
      'ARB-R01A',
      'ARB-R01A',
    ];
    expect(deck).toHaveLength(51);
    expect(checkDeck(reg, deck)).toEqual([
      {
        rule: '5-1-1-1-1',
        card: 'Ember Whelp',
        message: '5 cards named "Ember Whelp"; at most 4 are allowed.',
      },
    ]);
  });
});

describe('2-7, 2-8 cost reduction', () => {
  const reg = new CardRegistry([
    spirit({ id: 'RED1', symbols: [['red']] }),
    spirit({ id: 'DUAL', symbols: [['red', 'blue']] }),
    spirit({ id: 'TWO', symbols: [['red'], ['red']] }),
  ]);
  const player = (ids: string[]) => {
    const g = newGame(1);
    const pl = g.state.data.players[0];
    pl.field = ids.map((def, i) => ({
      id: 1000 + i,
      def,
      owner: 0,
      exhausted: false,
      cores: { n: 1, soul: false },
      changedBy: 'none' as const,
      changer: -1 as const,
    }));
    return pl;
  };

  it('2-7-3: one less per matching symbol, limited by the reduction symbols printed', () => {
    const card = spirit({});
    expect(reducedCost(reg, player([]), card)).toBe(5);
    expect(reducedCost(reg, player(['RED1']), card), 'one red symbol').toBe(4);
    expect(reducedCost(reg, player(['TWO', 'TWO']), card), 'four red symbols, two red slots').toBe(3);
    expect(reducedCost(reg, player(['RED1']), spirit({ reduction: [] }))).toBe(5);
    expect(
      reducedCost(reg, player(['TWO', 'TWO', 'TWO']), spirit({ cost: 1, reduction: ['red', 'red'] })),
    ).toBe(0);
  });

  it('2-8-2-2: a two-colour symbol counts as whichever colour reduces most (reduction is not optional)', () => {
    // Slots red, red, blue. Field: a red/blue symbol and two red ones. Counting the dual one as red
    // would leave the blue slot empty; the best is red, red, and the dual as blue: 3.
    expect(reducedCost(reg, player(['DUAL', 'TWO']), spirit({}))).toBe(2);
    expect(reducedCost(reg, player(['DUAL']), spirit({ reduction: ['blue'] }))).toBe(4);
  });
});

describe('2-10 levels', () => {
  it('2-10-3: the highest level whose maintenance cost is met; 0 below LV1', () => {
    const c = spirit({});
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => levelFor(c, n))).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('5-2 before the game', () => {
  it('5-2-3 to 5-2-7: five life, three cores and the soul core in reserve, four cards, one more on a keep', () => {
    const g = newGame(42);
    const d = g.decision!;
    expect(d.kind).toBe('chooseFirst');
    for (const pl of g.state.data.players) {
      expect(pl.life).toEqual({ n: 5, soul: false });
      expect(pl.reserve).toEqual({ n: 3, soul: true });
      expect(pl.hand).toHaveLength(4);
      expect(pl.deck).toHaveLength(46);
    }
    g.respond(d.id, { choose: ['first'] });
    const first = g.state.data.first;
    expect(first).toBe(d.player);
    // Player one decides first (5-2-7).
    const m1 = g.decision!;
    expect(m1).toMatchObject({ kind: 'mulligan', player: first });
    g.respond(m1.id, { choose: ['keep'] });
    const m2 = g.decision!;
    expect(m2).toMatchObject({ kind: 'mulligan', player: 1 - first });
    const before = g.state.data.players[m2.player].hand.map((c) => c.id);
    g.respond(m2.id, { choose: ['mulligan'] });
    const p1 = g.state.data.players[first];
    const p2 = g.state.data.players[m2.player];
    // Player one kept: five cards, then drew for the turn (6-4-2).
    expect(p1.hand.length).toBe(6);
    // Player two took four new cards (new objects) and no extra one.
    expect(p2.hand.length).toBe(4);
    expect(p2.hand.map((c) => c.id).some((id) => before.includes(id))).toBe(false);
    expect(p2.deck.length).toBe(46);
  });
});

import { Game, type JsonObject } from '@arbiter/engine';
import { describe, expect, it } from 'vitest';
import { CardRegistry, createSagaModule, VANILLA_CARDS, type SagaCard } from '../src/index.ts';

/** A magic card looking at (view) or revealing the top three cards of its user's deck. */
const topThree = (id: string, view: boolean): SagaCard => ({
  id,
  name: id,
  type: 'magic',
  colors: ['blue'],
  cost: 0,
  reduction: [],
  symbols: [],
  spiritTypes: [],
  levels: [],
  abilities: [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'reveal', n: 3, view, pick: { side: 'own', what: 'nexus', count: 1 }, rest: 'bottom' }],
    },
  ],
});

function play(card: string) {
  const reg = new CardRegistry(VANILLA_CARDS).with([topThree('T-PEEK', true), topThree('T-SHOW', false)]);
  const game = Game.create(
    createSagaModule(reg),
    {
      decks: [[], []],
      start: {
        turn: 2,
        active: 0,
        step: 'main',
        players: [
          {
            hand: [card],
            deck: ['ARB-B10', 'ARB-R01', 'ARB-B01', 'ARB-B05'],
            field: [{ card: 'ARB-R02', cores: 1 }],
          },
          { deck: ['ARB-B04'] },
        ],
      },
    },
    1,
  );
  const main = game.decision!;
  const use = main.options.find((o) => o.card === card)!;
  expect(game.respond(main.id, { choose: [use.id] }).ok).toBe(true);
  const looks = (viewer: 0 | 1): JsonObject[] => game.view(viewer).log.filter((e) => e.t === 'look');
  return { game, looks };
}

describe('12-2, 12-3 looking at and revealing the top of the deck', () => {
  it('12-3-1: viewed cards are seen by the effect controller only', () => {
    const { game, looks } = play('T-PEEK');
    expect(looks(0)).toMatchObject([{ p: 0, reveal: false, cards: ['ARB-B10', 'ARB-R01', 'ARB-B01'] }]);
    expect(looks(1)).toHaveLength(1);
    expect(looks(1)[0]).not.toHaveProperty('cards');
    expect(JSON.stringify(game.view(1).decision)).not.toContain('ARB-');
    // 12-2-1: the nexus picked among them is revealed on its way to the hand, to both players.
    const pick = game.decision!;
    expect(pick.kind).toBe('pick');
    expect(game.respond(pick.id, { choose: [pick.options[0]!.id] }).ok).toBe(true);
    expect(game.view(1).log.filter((e) => e.t === 'reveal')).toMatchObject([
      { p: 0, card: 'T-PEEK' },
      { p: 0, card: 'ARB-B10' },
    ]);
  });

  it('12-2-1, 12-2-2: revealed cards are public, and the hand is private again afterwards', () => {
    const { game, looks } = play('T-SHOW');
    expect(looks(1)).toMatchObject([{ p: 0, reveal: true, cards: ['ARB-B10', 'ARB-R01', 'ARB-B01'] }]);
    const pick = game.decision!;
    expect(game.respond(pick.id, { choose: [pick.options[0]!.id] }).ok).toBe(true);
    const order = game.decision!;
    expect(game.respond(order.id, { order: order.options.map((o) => o.id) }).ok).toBe(true);
    expect(game.state.data.turn).toBe(2);
    const p1 = game.view(1).game as { players: { hand: unknown; handCount: number }[] };
    expect(p1.players[0]).toMatchObject({ hand: null, handCount: 1 });
  });
});

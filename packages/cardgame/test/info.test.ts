// Information states on a game's zone model (info.ts): hidden cards become placeholders with new ids,
// and every mention of an object the viewer cannot see is renamed the same way, wherever the game's
// ObjectRefs say the state names objects; determinizeZones fills the placeholders back in.
import { describe, expect, it } from 'vitest';
import { seedRng, type Decision, type GameState, type JsonObject } from '@arbiter/engine';
import {
  ALIAS_BASE,
  determinizeZones,
  HIDDEN_CARD,
  zoneInfoState,
  type CardObject,
  type ObjectRefs,
  type ZoneModel,
} from '../src/index.ts';

interface Data {
  hands: [CardObject[], CardObject[]];
  decks: [CardObject[], CardObject[]];
  field: CardObject[];
  used: string[];
  mods: { target: number; amount: number }[];
}

const card = (id: number, def: string, owner: 0 | 1): CardObject => ({ id, def, owner });

const REFS: ObjectRefs = {
  ids: new Set(['id', 'source', 'target', 'chosen', 'obj']),
  keyed: new Set(['used']),
  cards: [
    ['def', 'id'],
    ['card', 'id'],
    ['card', 'source'],
    ['data.card', 'source'],
    ['label', 'source'],
  ],
};

const MODEL: ZoneModel<Data> & { refs: ObjectRefs } = {
  refs: REFS,
  zones: (d) => [
    { player: 0, zone: 'hand', visibility: 'owner', cards: d.hands[0] },
    { player: 1, zone: 'hand', visibility: 'owner', cards: d.hands[1] },
    { player: 0, zone: 'deck', visibility: 'hidden', cards: d.decks[0] },
    { player: 1, zone: 'deck', visibility: 'hidden', cards: d.decks[1] },
    { player: 0, zone: 'field', visibility: 'public', cards: d.field },
  ],
};

function position(pending: Decision | null): GameState<Data> {
  return {
    game: 'toy',
    ruleset: 'toy/1',
    rng: seedRng(1),
    nextDecision: 9,
    nextObject: 40,
    frames: [
      // The opponent plays card 21 from its hand; an effect of card 10 (public) chose 21 and 30.
      { kind: 'play', step: 1, locals: { id: 21, card: 'GEM', rest: false } },
      { kind: 'effect', step: 0, locals: { source: 10, card: 'LAMP', chosen: [21, 30], amount: 21 } },
    ],
    pending,
    answer: null,
    // A trigger of a card in the opponent's hand, naming the card.
    triggers: [
      { source: 20, ability: 0, controller: 1, label: 'Rose', batch: 1, data: { card: 'ROSE', at: -1 } },
    ],
    batch: 1,
    batchOpen: 0,
    result: null,
    log: [{ n: 0, event: { t: 'draw', p: 1, card: 'GEM' } }],
    data: {
      hands: [[card(1, 'AXE', 0)], [card(20, 'ROSE', 1), card(21, 'GEM', 1)]],
      decks: [[card(30, 'COIN', 0)], [card(31, 'DRUM', 1)]],
      field: [card(10, 'LAMP', 0)],
      used: ['21:0', '10:1'],
      // A power change on card 5, which has left the field since (its id is gone).
      mods: [{ target: 5, amount: -1 }],
    },
  };
}

const mine: Decision = {
  id: 9,
  player: 0,
  kind: 'target',
  type: 'select',
  prompt: 'Choose',
  options: [{ id: '1', label: 'Axe', card: 'AXE', obj: 1 }],
  min: 1,
  max: 1,
  optional: false,
};

describe('information states on zones', () => {
  it('hides the cards the viewer cannot see under aliases, everywhere they are named', () => {
    const state = position(mine);
    const { state: info, alias } = zoneInfoState(MODEL, state, 0);
    const data = info.data as unknown as Data;
    // In zone order: player 1's hand, then both decks; gone ids next, as they are met.
    expect([...alias]).toEqual([
      [20, ALIAS_BASE],
      [21, ALIAS_BASE + 1],
      [30, ALIAS_BASE + 2],
      [31, ALIAS_BASE + 3],
      [5, ALIAS_BASE + 4],
    ]);
    expect(data.hands[0]).toEqual([card(1, 'AXE', 0)]);
    expect(data.hands[1]).toEqual([card(ALIAS_BASE, HIDDEN_CARD, 1), card(ALIAS_BASE + 1, HIDDEN_CARD, 1)]);
    expect(data.decks[0]).toEqual([card(ALIAS_BASE + 2, HIDDEN_CARD, 0)]);
    expect(data.field).toEqual([card(10, 'LAMP', 0)]);
    expect(data.used).toEqual([`${ALIAS_BASE + 1}:0`, '10:1']);
    expect(data.mods).toEqual([{ target: ALIAS_BASE + 4, amount: -1 }]);
    const frames = info.frames as { locals: JsonObject }[];
    // The card named beside a hidden object is hidden with it; a visible source keeps its card, and
    // a number under a key that names no object stays.
    expect(frames[0]!.locals).toEqual({ id: ALIAS_BASE + 1, card: HIDDEN_CARD, rest: false });
    expect(frames[1]!.locals).toEqual({
      source: 10,
      card: 'LAMP',
      chosen: [ALIAS_BASE + 1, ALIAS_BASE + 2],
      amount: 21,
    });
    expect(info.triggers).toEqual([
      {
        source: ALIAS_BASE,
        ability: 0,
        controller: 1,
        label: HIDDEN_CARD,
        batch: 1,
        data: { card: HIDDEN_CARD, at: -1 },
      },
    ]);
    // The viewer's own decision, with its sequence number; no log, another random generator.
    expect(info.pending).toEqual(mine);
    expect(info.log).toEqual([]);
    expect(info.rng).not.toEqual(state.rng);
    // A copy: the position is unchanged.
    expect(state.data.hands[1]![1]).toEqual(card(21, 'GEM', 1));
    expect(state.frames[0]!.locals.card).toBe('GEM');
  });

  it('keeps the cards a decision of the viewer shows it (a search through its deck)', () => {
    const search: Decision = { ...mine, options: [{ id: '30', label: 'Coin', card: 'COIN', obj: 30 }] };
    const data = zoneInfoState(MODEL, position(search), 0).state.data as unknown as Data;
    expect(data.decks[0]).toEqual([card(30, 'COIN', 0)]);
    expect(data.decks[1]).toEqual([card(ALIAS_BASE + 2, HIDDEN_CARD, 1)]);
  });

  it("gives another player the decision's waiting view and the procedures without their locals", () => {
    const info = zoneInfoState(MODEL, position(mine), 1).state;
    expect(info.pending).toEqual({ id: 9, player: 0, kind: 'target', waiting: true });
    expect(info.frames).toEqual([
      { kind: 'play', step: 1, locals: {} },
      { kind: 'effect', step: 0, locals: {} },
    ]);
    const data = info.data as unknown as Data;
    expect(data.hands[1]).toEqual([card(20, 'ROSE', 1), card(21, 'GEM', 1)]);
    expect(data.hands[0]![0]!.def).toBe(HIDDEN_CARD);
  });

  it('is filled back in by a determinization: each hidden card and the cards named beside it', () => {
    const info = zoneInfoState(MODEL, position(mine), 0).state as unknown as GameState<Data>;
    const world = determinizeZones(
      MODEL,
      info,
      0,
      [
        ['AXE', 'COIN'],
        ['ROSE', 'GEM', 'DRUM'],
      ],
      seedRng(3),
    );
    const hand = world.data.hands[1];
    expect(hand.map((c) => c.def).sort()).not.toContain(HIDDEN_CARD);
    const played = hand.find((c) => c.id === ALIAS_BASE + 1)!;
    expect(world.frames[0]!.locals).toMatchObject({ id: ALIAS_BASE + 1, card: played.def });
    const source = hand.find((c) => c.id === ALIAS_BASE)!;
    expect((world.triggers[0]!.data as JsonObject).card).toBe(source.def);
    expect(world.data.decks[0]!.map((c) => c.def)).toEqual(['COIN']);
  });
});

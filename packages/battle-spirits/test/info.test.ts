// What a viewer may learn through the kernel's hooks: the log without the object ids of hidden cards
// (GameModule.redactLog, applied by Game.view) and the information state an AI plays on
// (GameModule.infoState), where hidden cards are placeholders with new ids (3-3-2, 3-8-2).
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type JsonObject, type PlayerIndex } from '@arbiter/engine';
import {
  createSagaModule,
  HIDDEN_CARD,
  loadSagaPool,
  sagaDeterminizer,
  starterDecks,
  type CardObj,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';
import { EFFECT_BLUE, EFFECT_RED, newGame } from './helpers.ts';

/** Game `seed` played with random answers for `answers` answers. */
function midGame(seed: number, answers: number) {
  const game = newGame(seed, { decks: [EFFECT_RED, EFFECT_BLUE] }, false);
  const rng = seedRng(seed);
  for (let i = 0; i < answers && !game.over; i++) {
    const r = game.respond(game.decision!.id, game.randomAnswer(rng));
    if (!r.ok) throw new Error(r.error.message);
  }
  return game;
}

describe('redaction hooks of the Saga module', () => {
  it("a viewer's log never carries the object id of a card leaving or entering a zone hidden from it", () => {
    const game = midGame(3, 120);
    const fromHand = (e: JsonObject) => e.t === 'move' && e.p === 1 && e.from === 'hand';
    const raw = game.state.log.map((e) => e.event).filter(fromHand);
    expect(raw.length).toBeGreaterThan(0); // the opponent did play from its hand
    expect(raw.every((e) => typeof e.id === 'number')).toBe(true);
    // Player 0 sees each card p1 plays from its hand, but not which object of the hand it was.
    const seen = game.view(0).log.filter(fromHand);
    expect(seen.length).toBe(raw.length);
    for (const e of seen) expect(e.id).toBeUndefined();
    // Its owner keeps the id; a card entering a deck gets no new id for anyone.
    expect(
      game
        .view(1)
        .log.filter(fromHand)
        .map((e) => e.id),
    ).toEqual(raw.map((e) => e.id));
    const intoDeck = game.view(0).log.filter((e) => e.t === 'move' && e.to === 'deck');
    expect(intoDeck.length).toBeGreaterThan(0);
    for (const e of intoDeck) expect(e.newId).toBeUndefined();
  });

  it('the information state hides both decks, the opponent hand and burst, under new ids', () => {
    const game = midGame(5, 150);
    const viewer: PlayerIndex = 0;
    const d = game.state.data;
    const info = game.infoState(viewer) as unknown as {
      data: { players: { hand: CardObj[]; deck: CardObj[] }[] };
    };
    const [mine, theirs] = info.data.players;
    expect(mine!.hand.map((c) => c.def)).toEqual(d.players[0]!.hand.map((c) => c.def));
    expect(theirs!.hand.length).toBe(d.players[1]!.hand.length);
    expect(theirs!.hand.length).toBeGreaterThan(0);
    for (const c of [...theirs!.hand, ...mine!.deck, ...theirs!.deck]) expect(c.def).toBe(HIDDEN_CARD);
    const hiddenIds = new Set(
      [...d.players[1]!.hand, ...d.players[0]!.deck, ...d.players[1]!.deck].map((c) => c.id),
    );
    for (const c of [...theirs!.hand, ...mine!.deck, ...theirs!.deck])
      expect(hiddenIds.has(c.id)).toBe(false);
    // It is a copy: the live game is unchanged, and stays playable.
    expect(d.players[1]!.hand.every((c) => c.def !== HIDDEN_CARD)).toBe(true);
    expect((game.infoState(1) as JsonObject).log).toEqual([]);
  });
});

describe('cards a decision shows its player', () => {
  it('stay known in its information state and in a determinization (12-3-1)', async () => {
    const reg = await loadSagaPool();
    const module = createSagaModule(reg);
    const decks = Object.values(starterDecks());
    // The first position, over seeded random games of the starter decks, where a player is asked
    // about cards of its own deck (to pick from or order the cards it looks at).
    let found: { game: Game<SagaData, SagaSetup>; ids: number[] } | null = null;
    for (let seed = 1; seed <= 60 && !found; seed++) {
      const a = decks[seed % decks.length]!;
      const b = decks[(seed * 3) % decks.length]!;
      const setup = { decks: [a.cards, b.cards] as [string[], string[]] };
      const game = Game.create<SagaData, SagaSetup>(module, setup, seed, { recordHashes: false });
      const rng = seedRng(seed);
      while (!game.over && !found) {
        const d = game.decision!;
        const deck = game.state.data.players[d.player]!.deck;
        const ids = d.options.filter((o) => o.card && deck.some((c) => String(c.id) === o.id));
        if (ids.length > 0) found = { game, ids: ids.map((o) => Number(o.id)) };
        else game.respond(d.id, game.randomAnswer(rng));
      }
    }
    expect(found).not.toBeNull();
    const { game, ids } = found!;
    const p = game.decision!.player;
    const real = new Map(game.state.data.players[p]!.deck.map((c) => [c.id, c.def]));
    const info = game.infoState(p) as unknown as { data: { players: { deck: CardObj[] }[] } };
    const deck = info.data.players[p]!.deck;
    for (const id of ids) expect(deck.find((c) => c.id === id)?.def).toBe(real.get(id));
    // The other deck cards stay hidden.
    expect(deck.filter((c) => c.def === HIDDEN_CARD).length).toBe(deck.length - ids.length);
    const det = sagaDeterminizer([game.setup.decks[0], game.setup.decks[1]]);
    for (let k = 0; k < 5; k++) {
      const s = det.determinize(module, game.state, p, seedRng(k));
      const mine = s.data.players[p]!.deck;
      for (const id of ids) expect(mine.find((c) => c.id === id)?.def).toBe(real.get(id));
    }
  });
});

describe('the Saga determinizer', () => {
  it('redraws hidden cards in its copy only: the original game is unchanged (clones share cards off the field)', () => {
    const game = midGame(7, 140);
    const before = game.serialize();
    const det = sagaDeterminizer([EFFECT_RED, EFFECT_BLUE]);
    let redrawn = 0;
    for (let k = 0; k < 5; k++) {
      const s = det.determinize(game.module, game.state, 0, seedRng(k));
      const real = game.state.data.players[1]!;
      const copy = s.data.players[1]!;
      redrawn += copy.hand.filter((c, i) => c.def !== real.hand[i]!.def).length;
      redrawn += copy.deck.filter((c, i) => c.def !== real.deck[i]!.def).length;
    }
    expect(redrawn).toBeGreaterThan(0); // the copies did redraw the opponent's hidden cards
    expect(game.serialize()).toBe(before);
  });
});

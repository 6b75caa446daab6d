// The AIs' copies of a DBSCG game share the card objects out of play with the original
// (cloneDbsData, issue 15). Nothing played on a copy, redrawn by the determinizer or swapped by the
// leak test may change the original: seeded random games between the built-in decks, copies taken
// along the way and played on at random.
import { describe, expect, it } from 'vitest';
import { copiesLeaveRandomGame } from '@arbiter/cardgame';
import { cloneState, Game, seedRng, type Ctx, type GameState, type JsonObject } from '@arbiter/engine';
import { dbsDeterminizer, dbsHost, DBS_ZONES, type DbsData, type DbsEvent } from '../src/index.ts';
import { applyDbsEvent } from '../src/events.ts';

const host = await dbsHost();
const module = host.module;
const named = host.namedDecks!();
const ids = [...named.keys()].filter((k) => !k.startsWith('TRAINING-'));

describe('DBSCG: copies sharing card objects leave the original unchanged', () => {
  it('a copy shares the cards out of play and owns those in play', () => {
    const decks: [string[], string[]] = [named.get(ids[0]!)!.cards, named.get(ids[1]!)!.cards];
    const g = Game.create(module, host.setup([ids[0]!, ids[1]!], decks), 5);
    const rng = seedRng(5);
    while (!g.over && g.state.data.players[0].energy.length === 0)
      g.respond(g.decision!.id, g.randomAnswer(rng));
    const copy = cloneState(g.state, module.cloneData).data;
    const mine = g.state.data.players[0];
    expect(copy.players[0].deck[0]).toBe(mine.deck[0]);
    expect(copy.players[0].energy[0]).not.toBe(mine.energy[0]);
    expect(copy.players[0].leader).not.toBe(mine.leader);
  });

  it.each([
    [1, 0, 1],
    [2, 2, 3],
    [3, 4, 0],
    [4, 1, 4],
  ])('seed %i: played copies, determinized worlds and swapped copies', (seed, a, b) => {
    const decks: [string[], string[]] = [named.get(ids[a]!)!.cards, named.get(ids[b]!)!.cards];
    const g = Game.create(module, host.setup([ids[a]!, ids[b]!], decks), seed, { recordHashes: false });
    expect(
      copiesLeaveRandomGame(module, DBS_ZONES, dbsDeterminizer(decks), g.state, decks, seed, 7),
    ).toBeNull();
  });
});

describe('DBSCG: the applier copies a shared card before writing it', () => {
  /** A mid-game state of the first two built-in decks, a copy of it, and an applier on the copy. */
  function midGame(): { state: GameState<DbsData>; copy: GameState<DbsData>; apply(e: DbsEvent): void } {
    const decks: [string[], string[]] = [named.get(ids[0]!)!.cards, named.get(ids[1]!)!.cards];
    const g = Game.create(module, host.setup([ids[0]!, ids[1]!], decks), 3);
    const rng = seedRng(3);
    while (!g.over && (g.state.data.players[0].drop.length < 2 || g.state.data.players[0].hand.length < 2))
      g.respond(g.decision!.id, g.randomAnswer(rng));
    const copy = cloneState(g.state, module.cloneData);
    return {
      state: g.state,
      copy,
      apply: (e) => applyDbsEvent({ data: copy.data } as Ctx<DbsData>, e as unknown as JsonObject),
    };
  }

  it.each(['rest', 'flip', 'markOverRealm'] as const)('%s on a card in the hand and in the drop', (t) => {
    const m = midGame();
    const before = JSON.stringify(m.state);
    const pl = m.state.data.players[0];
    for (const c of [pl.hand[0]!, pl.drop[0]!]) m.apply({ t, id: c.id });
    expect(JSON.stringify(m.state)).toBe(before);
    expect(JSON.stringify(m.copy.data)).not.toBe(JSON.stringify(m.state.data));
  });

  it('stack from the hand onto a card in the drop, then unstack it on a copy of the copy', () => {
    const m = midGame();
    const before = JSON.stringify(m.state);
    const pl = m.state.data.players[0];
    const onto = pl.drop[0]!.id;
    const moved = pl.hand[0]!;
    m.apply({ t: 'stack', p: 0, onto, id: moved.id, from: 'hand', card: moved.def, newId: 9_000 });
    expect(JSON.stringify(m.state)).toBe(before);
    const stacked = JSON.stringify(m.copy);
    const second = cloneState(m.copy, module.cloneData);
    applyDbsEvent(
      { data: second.data } as Ctx<DbsData>,
      {
        t: 'unstack',
        p: 0,
        from: onto,
        id: 9_000,
        newId: 9_001,
      } as unknown as JsonObject,
    );
    expect(JSON.stringify(m.copy)).toBe(stacked);
    expect(second.data.players[0].drop.some((c) => c.id === 9_001)).toBe(true);
  });
});

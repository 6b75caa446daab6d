// The DBSCG information state (GameModule.infoState, through @arbiter/cardgame's zoneInfoState): what
// one player may know (3-1-3), for an AI playing through the server's protocol. The property test
// (info-games.ts) walks every field of it at every decision of random games.
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type JsonObject, type PlayerIndex } from '@arbiter/engine';
import { HIDDEN_CARD } from '@arbiter/cardgame';
import {
  createDbsModule,
  DbsCatalog,
  dbsDeterminizer,
  TEST_CARDS,
  testSetup,
  type DbsCard,
  type DbsData,
  type DbsSetup,
} from '../src/index.ts';
import { battle, cost } from '../src/test-card-kit.ts';

/** Searches its master's deck for a Red Champion (8-5-3-7). */
const SEEKER = battle('DBT-901', 'Treasure Seeker', 'red', 10000, cost(1), null, [
  {
    kind: 'activate',
    timing: ['main'],
    once: true,
    effect: [{ do: 'search', filter: { name: 'Red Champion' }, n: 1, to: 'hand' }],
  },
]);
const cat = new DbsCatalog([...TEST_CARDS, SEEKER]);
const mod = createDbsModule(cat);

type Info = { data: { players: { hand: DbsCard[]; deck: DbsCard[]; life: DbsCard[] }[] }; log: unknown[] };

/** Test game `seed` played at random up to the first decision of turn 3 or later. */
function midGame(seed: number): Game<DbsData, DbsSetup> {
  const game = Game.create(mod, testSetup('red', 'blue'), seed, { recordHashes: false });
  const rng = seedRng(seed);
  while (game.state.data.turn < 3) game.respond(game.decision!.id, game.randomAnswer(rng));
  return game;
}

describe('the DBSCG information state (3-1-3)', () => {
  it('hides both decks, both life areas and the other hand under new ids; the own hand and open areas stay', () => {
    const game = midGame(4);
    const me = game.decision!.player;
    const them = (1 - me) as PlayerIndex;
    const d = game.state.data;
    const info = game.infoState(me) as unknown as Info;
    const [mine, theirs] = [info.data.players[me]!, info.data.players[them]!];
    expect(mine.hand).toEqual(d.players[me].hand);
    expect(theirs.hand.length).toBe(d.players[them].hand.length);
    expect(theirs.hand.length).toBeGreaterThan(0);
    const hidden = [...theirs.hand, ...mine.deck, ...theirs.deck, ...mine.life, ...theirs.life];
    for (const c of hidden) expect(c.def).toBe(HIDDEN_CARD);
    const real = new Set(
      [d.players[them].hand, d.players[0].deck, d.players[1].deck, d.players[0].life, d.players[1].life]
        .flat()
        .map((c) => c.id),
    );
    for (const c of hidden) expect(real.has(c.id)).toBe(false);
    expect(info.log).toEqual([]);
    // A copy: the live game is unchanged and plays on.
    expect(d.players[them].hand.every((c) => c.def !== HIDDEN_CARD)).toBe(true);
    expect(game.respond(game.decision!.id, game.randomAnswer(seedRng(1))).ok).toBe(true);
  });

  it('shows the searching player the deck cards it looks through (8-5-3-7), which its AI keeps', () => {
    const empty = { hand: [], life: [], energy: [], combo: [], drop: [], warp: [] };
    const setup: DbsSetup = {
      ...testSetup('red', 'blue'),
      start: {
        turn: 3,
        active: 0,
        phase: 'main',
        players: [
          {
            ...empty,
            leader: { card: 'DBT-001' },
            battle: [{ card: 'DBT-901' }],
            energy: [{ card: 'DBT-010' }],
            deck: ['DBT-011', 'DBT-013', 'DBT-012', 'DBT-013'],
            life: ['DBT-010', 'DBT-011'],
          },
          {
            ...empty,
            leader: { card: 'DBT-002' },
            battle: [],
            deck: ['DBT-011', 'DBT-012'],
            hand: ['DBT-013'],
            life: ['DBT-010'],
          },
        ],
      },
    };
    const game = Game.create(mod, setup, 1);
    // Activate the Seeker's skill, pass the counter timings, until the search is asked.
    const rng = seedRng(2);
    for (let i = 0; i < 20 && game.decision!.kind !== 'search'; i++) {
      const d = game.decision!;
      const act = d.options.find((o) => o.label.includes('Treasure Seeker'));
      const pass = d.options.find((o) => o.id === 'pass');
      const answer = act ? { choose: [act.id] } : pass ? { choose: [pass.id] } : game.randomAnswer(rng);
      expect(game.respond(d.id, answer).ok).toBe(true);
    }
    const d = game.decision!;
    expect(d).toMatchObject({ kind: 'search', player: 0 });
    const champions = game.state.data.players[0].deck.filter((c) => c.def === 'DBT-013');
    expect(d.options.map((o) => o.obj).sort()).toEqual(champions.map((c) => c.id).sort());
    const deckOf = (p: PlayerIndex): DbsCard[] =>
      (game.infoState(p) as unknown as Info).data.players[0]!.deck;
    // The searcher sees the Red Champions it may take; the rest of its deck stays hidden.
    expect(deckOf(0).filter((c) => c.def !== HIDDEN_CARD)).toEqual(champions);
    expect(deckOf(0).filter((c) => c.def === HIDDEN_CARD)).toHaveLength(2);
    // Its opponent sees none of them.
    expect(deckOf(1).every((c) => c.def === HIDDEN_CARD)).toBe(true);
    // The AI's worlds keep what it is looking at.
    const decks = game.setup.players.map((p) => [p.leader, ...p.deck]) as [string[], string[]];
    for (let k = 0; k < 5; k++) {
      const info = game.infoState(0) as unknown as Parameters<
        ReturnType<typeof dbsDeterminizer>['determinize']
      >[1];
      const world = dbsDeterminizer(decks).determinize(mod, info, 0, seedRng(k));
      for (const c of champions)
        expect(world.data.players[0].deck.find((x) => x.id === c.id)?.def).toBe('DBT-013');
    }
  });

  it('gives a player who is not deciding only the waiting decision', () => {
    const game = midGame(6);
    const other = (1 - game.decision!.player) as PlayerIndex;
    const info = game.infoState(other) as JsonObject;
    expect(info.pending).toEqual({
      id: game.decision!.id,
      player: game.decision!.player,
      kind: game.decision!.kind,
      waiting: true,
    });
  });
});

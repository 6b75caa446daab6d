import { describe, expect, it } from 'vitest';
import { Game, seedRng, verifyReplay } from '@arbiter/engine';
import { createSagaModule, loadSagaPool, starterDecks, type SagaData, type SagaSetup } from '../src/index.ts';

// The written form of a Saga state (GameModule.writeData, issue 15): cards off the field that hold
// only their defaults are written as id, definition and owner; everything reads back exactly.
const reg = await loadSagaPool();
const saga = createSagaModule(reg);
const decks = starterDecks();
const setup: SagaSetup = { decks: [decks.ST01!.cards, decks.ST02!.cards], names: ['ST01', 'ST02'] };

function midGame(seed: number, answers: number): Game<SagaData, SagaSetup> {
  const g = Game.create(saga, setup, seed);
  const rng = seedRng(seed ^ 0x5eed);
  for (let i = 0; i < answers && !g.over; i++) g.respond(g.decision!.id, g.randomAnswer(rng));
  return g;
}

interface WrittenState {
  log: Record<string, unknown>[];
  data: { players: { deck: object[]; hand: object[]; trashCards: object[]; field: object[] }[] };
}

describe('the written form of a Saga state (issue 15)', () => {
  it('writes untouched cards off the field without their default fields, and reads them back whole', () => {
    const g = midGame(3, 80);
    const written = JSON.parse(g.serialize()) as WrittenState;
    for (const p of written.data.players) {
      for (const c of [...p.deck, ...p.hand, ...p.trashCards])
        expect(Object.keys(c)).toEqual(['id', 'def', 'owner']);
      // Field cards are written whole.
      for (const c of p.field) expect(Object.keys(c)).toContain('cores');
    }
    // Log entries are written without their numbers (their place in the log).
    expect(written.log.every((e) => !('n' in e))).toBe(true);
    const back = Game.restore(saga, g.serialize(), setup, 3);
    expect(JSON.stringify(back.state)).toBe(JSON.stringify(g.state));
    expect(back.hash()).toBe(g.hash());
  });

  it('writes a card off the field whole when a field differs from its default', () => {
    const g = midGame(4, 60);
    const hand = g.state.data.players[0].hand;
    expect(hand.length).toBeGreaterThan(0);
    hand[0] = { ...hand[0]!, changerCard: 'ST01-001' };
    const written = JSON.parse(g.serialize()) as WrittenState;
    expect(written.data.players[0]!.hand[0]).toEqual(hand[0]);
    const back = Game.restore(saga, g.serialize(), setup, 4);
    expect(JSON.stringify(back.state)).toBe(JSON.stringify(g.state));
  });

  it('refuses a replay saved under the ruleset before the written form, by name', () => {
    const g = midGame(5, 30);
    const old = { ...g.replay(), ruleset: 'battle-spirits-saga/1.6.0/3' };
    expect(() => verifyReplay(saga, old)).toThrow(
      'Replay was made with ruleset battle-spirits-saga/1.6.0/3; this engine has battle-spirits-saga/1.6.0/8.',
    );
    expect(verifyReplay(saga, g.replay()).ok).toBe(true);
  });
});

// Eternal's waiting Brave (manual "When a Brave Spirit Leaves the Field", E805 to E818; E1260): held off the
// field's list until its owner's choice, copied with the state and shown to both players.
import { Game } from '@arbiter/engine';
import { describe, expect, it } from 'vitest';
import { createSagaModule, ETERNAL_POOL_DIR, loadSagaPool } from '../src/index.ts';
import { bareCard, cloneSagaData, readSagaData, writeSagaData, type SagaData } from '../src/state.ts';
import { sagaView } from '../src/view.ts';

const reg = await loadSagaPool({ dir: ETERNAL_POOL_DIR });
const deck = (ids: string[]): string[] => ids.flatMap((id) => [id, id, id]);

function eternalData(): SagaData {
  const decks: [string[], string[]] = [deck(['BS01-001', 'BS01-008']), deck(['BS01-026', 'BS01-028'])];
  return Game.create(createSagaModule(reg), { decks, format: 'eternal' }, 3).state.data as SagaData;
}

describe('a Brave waiting after its combined spirit left (E805, E1260)', () => {
  it('E809, E813: is in no field list, is copied and written with the state, and both players see it', () => {
    const d = eternalData();
    const waiting = bareCard(900, 'BS01-008', 0);
    waiting.leftBy = { spirit: 901, to: 'trash' };
    d.waitingBraves = [waiting];
    const copy = cloneSagaData(d);
    expect(copy.waitingBraves).toEqual([waiting]);
    expect(copy.waitingBraves![0]).not.toBe(waiting);
    expect(readSagaData(writeSagaData(d)).waitingBraves).toEqual([waiting]);
    for (const viewer of [0, 1] as const) {
      const players = sagaView(reg, d, viewer).players as { waitingBraves?: unknown; field: unknown[] }[];
      expect(players[0]!.waitingBraves).toEqual([{ id: 900, card: 'BS01-008' }]);
      expect(players[1]!.waitingBraves).toBeUndefined();
    }
  });

  it('is absent from a state with none waiting, so such states are written as before', () => {
    const d = eternalData();
    expect('waitingBraves' in cloneSagaData(d)).toBe(false);
    expect('waitingBraves' in (writeSagaData(d) as object)).toBe(false);
  });
});

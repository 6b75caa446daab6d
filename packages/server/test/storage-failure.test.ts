// An answer whose write fails is never shown: the hub writes the state messages while the answer is
// being stored (issue 15), and must drop them, unsent, when the store refuses it (docs/protocol.md,
// "Durability").
import { describe, expect, it } from 'vitest';
import {
  Hub,
  loadCatalogs,
  ProtocolError,
  SqliteStore,
  type GameUpdate,
  type Peer,
  type StoredAnswer,
} from '../src/index.ts';

/** A store that refuses answers while `failing` is set. */
class FlakyStore extends SqliteStore {
  failing = false;
  override appendAnswer(gameId: string, a: StoredAnswer, u: GameUpdate): Promise<void> {
    if (this.failing) return Promise.reject(new Error('disk full'));
    return super.appendAnswer(gameId, a, u);
  }
}

describe('a write that fails', () => {
  it('sends no state message for the answer; a stored one sends them', async () => {
    const store = new FlakyStore(':memory:');
    await store.open();
    const hub = new Hub(store, await loadCatalogs());
    try {
      const saga = { game: 'battle-spirits', format: 'saga' };
      const one = await hub.create({ ...saga, deck: 'ST01', name: 'One', opponent: 'human' });
      const two = await hub.join(one.gameId, { deck: 'ST02', name: 'Two' });
      const seen: string[][] = [[], []];
      const peers: Peer[] = seen.map((texts) => ({ send: (t: string) => void texts.push(t) }));
      await hub.attach(peers[0]!, one.gameId, one.token, true);
      await hub.attach(peers[1]!, one.gameId, two.token, false);
      const before = seen.map((t) => t.length);

      store.failing = true;
      const refused = await hub.concede(one.gameId, one.token).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ProtocolError);
      expect((refused as ProtocolError).code).toBe('STORAGE_ERROR');
      expect(seen.map((t) => t.length)).toEqual(before);

      store.failing = false;
      await hub.concede(one.gameId, one.token);
      const after = seen.map((t) => JSON.parse(t[t.length - 1]!) as { type: string; status: string });
      expect(seen.map((t) => t.length)).toEqual(before.map((n) => n + 1));
      expect(after.map((m) => [m.type, m.status])).toEqual([
        ['state', 'finished'],
        ['state', 'finished'],
      ]);
    } finally {
      await hub.close();
      await store.close();
    }
  });
});

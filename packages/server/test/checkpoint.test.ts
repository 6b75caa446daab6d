// State hashes at checkpoints (HASH_EVERY answers and the end) and the SQLite writer thread: every
// queued write is committed before the store closes, and a restore checks the stored hashes.
import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HASH_EVERY, isHashCheckpoint, SqliteStore, startServer, type GameRecord } from '../src/index.ts';
import { playPair, replayOf, tempDb, testServer, verify } from './helpers.ts';

/** A game record for the store's own tests (no server plays it). */
function storedGame(id: string): GameRecord {
  return {
    id,
    game: 'battle-spirits',
    format: 'saga',
    ruleset: 'r',
    seed: 1,
    seats: [{ name: 'a', deckName: 'd', deck: [], tokenHash: '', ai: null }, null],
    status: 'active',
    initialHash: 'h0',
    result: null,
    createdAt: 1,
    updatedAt: 1,
  };
}

describe('checkpoints and the writer thread', () => {
  it('stores the state hash at checkpoints only; the replay verifies, a wrong hash does not', async () => {
    const server = await testServer();
    try {
      const { gameId } = await playPair(
        server.url,
        { deck: 'ST01', ai: 'random', seed: 11 },
        { deck: 'ST02', ai: 'random', seed: 12 },
      );
      const replay = await replayOf(server, gameId);
      const n = replay.answers.length;
      expect(n).toBeGreaterThan(HASH_EVERY);
      replay.answers.forEach((a, i) => expect(a.hash !== '').toBe(isHashCheckpoint(i, i === n - 1)));
      expect(replay.initialHash).not.toBe('');
      expect((await verify(replay)).ok).toBe(true);
      const bad = structuredClone(replay);
      bad.answers[HASH_EVERY - 1]!.hash = '00000000000000';
      const check = await verify(bad);
      expect(check.ok).toBe(false);
      expect(check.failedAt).toBe(HASH_EVERY - 1);
    } finally {
      await server.close();
    }
  });

  it('a restore checks the stored checkpoint hashes: a wrong one marks the game failed', async () => {
    const file = tempDb();
    const first = await startServer({ port: 0, db: `sqlite:${file}`, web: false });
    let gameId = '';
    try {
      ({ gameId } = await playPair(
        first.url,
        { deck: 'ST01', ai: 'random', seed: 21 },
        { deck: 'ST03', ai: 'random', seed: 22 },
      ));
    } finally {
      await first.close();
    }
    // Make the finished game unfinished again, so that a start restores it by replay.
    const db = new Database(file);
    db.prepare(`UPDATE games SET status = 'active', result = NULL WHERE id = ?`).run(gameId);
    db.close();
    const second = await startServer({ port: 0, db: `sqlite:${file}`, web: false });
    try {
      expect(second.hub.restored).toEqual({ games: 1, failed: [] });
    } finally {
      await second.close();
    }
    const tamper = new Database(file);
    tamper
      .prepare('UPDATE answers SET hash = ? WHERE game_id = ? AND idx = ?')
      .run('00000000000000', gameId, 2 * HASH_EVERY - 1);
    tamper.close();
    const third = await startServer({ port: 0, db: `sqlite:${file}`, web: false });
    try {
      expect(third.hub.restored.games).toBe(0);
      expect(third.hub.restored.failed).toEqual([
        `${gameId}: Game ${gameId}: state hash differs after answer ${2 * HASH_EVERY}.`,
      ]);
    } finally {
      await third.close();
    }
  });

  it('commits every queued write before close; a reopened store reads them all', async () => {
    const file = tempDb();
    const store = new SqliteStore(file);
    await store.open();
    const writes = [store.createGame(storedGame('g1'))];
    for (let i = 0; i < 50; i++) {
      writes.push(
        store.appendAnswer(
          'g1',
          { index: i, decision: i + 1, player: 0, answer: { number: i }, hash: '' },
          { updatedAt: 2 + i },
        ),
      );
    }
    await store.close();
    await Promise.all(writes);
    const again = new SqliteStore(file);
    await again.open();
    try {
      expect((await again.answers('g1')).map((a) => a.index)).toEqual([...Array(50).keys()]);
      expect((await again.getGame('g1'))?.updatedAt).toBe(51);
    } finally {
      await again.close();
    }
  });

  it('the checkpointer thread copies committed answers into the database file, off the commits', async () => {
    const file = tempDb();
    const store = new SqliteStore(file);
    await store.open();
    try {
      await store.createGame(storedGame('g2'));
      const writes = [];
      for (let i = 0; i < 20; i++) {
        const answer = { index: i, decision: i + 1, player: 0 as const, answer: { number: i }, hash: '' };
        writes.push(store.appendAnswer('g2', answer, { updatedAt: 2 + i }));
      }
      await Promise.all(writes);
      // Twenty small commits are far below SQLite's automatic checkpoint (1000 pages): only the
      // checkpointer puts them into the database file itself, which a copy without the WAL shows.
      const copy = `${file}.copy`;
      let found = 0;
      for (let tries = 0; tries < 40 && found < 20; tries++) {
        await new Promise((r) => setTimeout(r, 100));
        copyFileSync(file, copy);
        const db = new Database(copy, { readonly: true });
        try {
          const row = db.prepare("SELECT count(*) AS n FROM answers WHERE game_id = 'g2'").get();
          found = (row as { n: number }).n;
        } catch {
          found = 0; // not even the schema is in the file yet
        } finally {
          db.close();
        }
      }
      expect(found).toBe(20);
      expect(store.checkpoints.count).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});

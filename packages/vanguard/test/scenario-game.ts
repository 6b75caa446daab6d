// A scenario's game for tests that look further at it: the game once its script has run (which must
// pass), and its start built afresh, to play its answers again.
import { expect } from 'vitest';
import type { Game } from '@arbiter/engine';
import { loadVgPool, runVgScenarioFile, vgBuiltInDecks, type VgData, type VgSetup } from '../src/index.ts';

export type VgGame = Game<VgData, VgSetup>;

export function scenarioGame(file: string): [VgGame, () => VgGame] {
  const pool = loadVgPool();
  const decks = new Map(Object.entries(vgBuiltInDecks()).map(([k, d]) => [k, d.cards]));
  let played: [VgGame, () => VgGame] | null = null;
  const r = runVgScenarioFile(file, pool.catalog, decks, { onGame: (g, fresh) => (played = [g, fresh]) });
  expect(r.failures).toEqual([]);
  const got = played as [VgGame, () => VgGame] | null;
  if (!got) throw new Error(`${file}: no game`);
  return got;
}

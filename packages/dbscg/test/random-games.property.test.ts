// Random games between the test decks: every answer a legal one drawn at random. At every decision:
// cards are conserved, no view leaks a hidden card, copies and restored states are exact; at the
// end, the replay reproduces every state hash.
import { describe, expect, it } from 'vitest';
import { Game, respond, seedRng, verifyReplay, viewLog, type Viewer } from '@arbiter/engine';
import { copyDiffers, viewLeak } from '@arbiter/cardgame';
import { createDbsModule, DbsCatalog, DBS_ZONES, TEST_CARDS, testSetup, type DbsData } from '@arbiter/dbscg';

const GAMES = Number(process.env.ARBITER_PROPERTY_GAMES ?? 300);
const cat = new DbsCatalog(TEST_CARDS);
const mod = createDbsModule(cat);
const ids = TEST_CARDS.filter((c) => c.type !== 'leader' && !c.token).map((c) => c.id);
const REPLACEMENTS: [string[], string[]] = [ids.slice().reverse(), ids.slice(3).concat(ids.slice(0, 3))];

/**
 * Every card object a player owns, wherever it is (cards beneath others and cards the opponent
 * controls, 11-5, included), tokens aside: effects make them (10-18-1) and they leave the game when
 * they leave play (10-18-7).
 */
function allCards(d: DbsData, p: 0 | 1): string[] {
  const out: string[] = [];
  for (const pl of d.players) {
    for (const c of [
      pl.leader,
      ...pl.deck,
      ...pl.hand,
      ...pl.life,
      ...pl.drop,
      ...pl.warp,
      ...pl.battle,
      ...pl.combo,
      ...pl.energy,
      ...pl.removed,
    ]) {
      for (const x of [c, ...c.under]) if (x.owner === p && !cat.get(x.def).token) out.push(x.def);
    }
  }
  return out.sort();
}

/** Public parts of the log must not name a card that moved between areas the viewer cannot see. */
function logLeak(events: ReturnType<typeof viewLog>, viewer: Viewer): string | null {
  const secret = (area: unknown, p: unknown): boolean =>
    area === 'deck' || area === 'life' || (area === 'hand' && p !== viewer);
  for (const e of events) {
    if (e.t !== 'move') continue;
    const dest = e.toP ?? e.p;
    if (secret(e.from, e.p) && secret(e.to, dest) && ('card' in e || 'id' in e || 'newId' in e))
      return `a move from ${String(e.from)} to ${String(e.to)} names the card to ${String(viewer)}`;
  }
  return null;
}

const CHUNK = 25;
const chunks: number[] = [];
for (let s = 1; s <= GAMES; s += CHUNK) chunks.push(s);

describe('DBSCG random games (property)', () => {
  it.each(chunks)('seeds %i.. end, conserve cards, leak nothing, copy and replay exactly', async (first) => {
    const last = Math.min(GAMES, first + CHUNK - 1);
    for (let seed = first; seed <= last; seed++) {
      await new Promise((resolve) => setImmediate(resolve));
      const setup = seed % 2 === 0 ? testSetup('red', 'blue') : testSetup('blue', 'red');
      const want = [0, 1].map((p) => [setup.players[p]!.leader, ...setup.players[p]!.deck].sort());
      const g = Game.create(mod, setup, seed);
      const rng = seedRng(seed ^ 0x2545f491);
      let answers = 0;
      while (!g.over) {
        const d = g.decision!;
        const a = g.randomAnswer(rng);
        if (answers % 11 === 0) {
          // A copy answers the same way and reaches the same state.
          const copy = g.clone();
          respond(mod, copy.state, d.id, a);
          const r = g.respond(d.id, a);
          if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
          expect(JSON.stringify(copy.state)).toBe(JSON.stringify(g.state));
        } else {
          const r = g.respond(d.id, a);
          if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
        }
        answers++;
        for (const p of [0, 1] as const) expect(allCards(g.state.data, p)).toEqual(want[p]);
        const copy = copyDiffers(mod, g.state);
        if (copy) throw new Error(`seed ${seed} answer ${answers}: ${copy}`);
        for (const v of [0, 1, 'spectator'] as Viewer[]) {
          const leak = viewLeak(mod, DBS_ZONES, g.state, v, REPLACEMENTS);
          if (leak) throw new Error(`seed ${seed} answer ${answers}: ${leak}`);
        }
        if (answers > 50_000) throw new Error(`seed ${seed}: the game did not end`);
      }
      for (const v of [0, 1, 'spectator'] as Viewer[]) {
        const ll = logLeak(viewLog(g.state.log, v), v);
        if (ll) throw new Error(`seed ${seed}: ${ll}`);
      }
      const check = verifyReplay(mod, JSON.parse(JSON.stringify(g.replay())));
      if (!check.ok) throw new Error(`seed ${seed}: ${check.message}`);
    }
  });
});

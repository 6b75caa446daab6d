// Non-interference of the decision flow (issue 13, docs/architecture.md "Hidden cards"): what a
// viewer receives (the view, the pending decision as that viewer sees it, who is asked, the log)
// must be the same whatever card lies face down in the other player's burst area (3-8-2).
//
// Each time a player sets a burst, the game forks: a twin whose burst is another burst card with a
// different condition (10-9-1). Both games then take the same answers, the owner always keeping
// the burst set (an activation reveals it, 8-5-2-1), and after every answer the other player's and
// a spectator's whole view must be identical in the two games, until the burst leaves the burst area
// (a second burst discards it, 3-8-3) or the game ends (3-8-5: turned face up).
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type Answer, type PlayerIndex, type Viewer } from '@arbiter/engine';
import {
  createSagaModule,
  EFFECT_DECKS,
  loadSagaPool,
  starterDecks,
  type CardRegistry,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';
import { registry } from './helpers.ts';

type SagaGame = Game<SagaData, SagaSetup>;

const STARTER_GAMES = Number(process.env.ARBITER_FLOW_STARTER_GAMES ?? 84);
const EFFECT_GAMES = Number(process.env.ARBITER_FLOW_EFFECT_GAMES ?? 60);
const CHUNK = 12;

/** The burst condition of each card with a burst, and per condition the cards that have it. */
function burstCards(reg: CardRegistry, defs: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const def of defs) {
    const b = reg.get(def).abilities.find((a) => a.kind === 'burst');
    if (b?.kind === 'burst') out.set(def, b.on);
  }
  return out;
}

/** A burst card with another condition than `def`'s, chosen by `k` among them. */
function otherBurst(bursts: Map<string, string>, def: string, k: number): string | null {
  const on = bursts.get(def);
  const others = [...bursts].filter(([, o]) => o !== on).map(([d]) => d);
  return others.length ? others[k % others.length]! : null;
}

/** Positions compared, and burst windows met where the burst could activate or only stay set. */
interface Stats {
  compared: number;
  activatable: number;
  keepOnly: number;
}

interface Twin {
  /** The player whose burst differs, and its object id. */
  owner: PlayerIndex;
  burst: number;
  game: SagaGame;
}

/** What `viewer` receives now: view, decision, result and the log since `from`, as one string. */
function seen(g: SagaGame, viewer: Viewer, from: number): string {
  return JSON.stringify(g.view(viewer, from));
}

/**
 * Plays one random game with burst twins; returns the first difference a viewer could see, or null.
 * Also counts the positions compared and the burst windows met.
 */
function playWithTwins(
  module: ReturnType<typeof createSagaModule>,
  setup: SagaSetup,
  seed: number,
  bursts: Map<string, string>,
  stats: Stats,
): string | null {
  const g = Game.create<SagaData, SagaSetup>(module, setup, seed, { recordHashes: false });
  const rng = seedRng(seed ^ 0x1b873593);
  const twins: (Twin | null)[] = [null, null];
  let forks = 0;
  for (let answers = 0; !g.over; answers++) {
    if (answers > 50_000) throw new Error(`seed ${seed}: game did not end`);
    const d = g.decision!;
    if (d.kind === 'useBurst') {
      if (d.options.length > 1) stats.activatable++;
      else stats.keepOnly++;
    }
    // The owner keeps a burst that has a twin: activating it would show it (8-5-2-1).
    const keep = d.kind === 'useBurst' && twins[d.player] !== null;
    const answer: Answer = keep ? { choose: ['no'] } : g.randomAnswer(rng);
    const logFrom = g.state.log.length;
    const r = g.respond(d.id, answer);
    if (!r.ok) throw new Error(`seed ${seed}: legal answer refused: ${r.error.message}`);
    for (const owner of [0, 1] as PlayerIndex[]) {
      const t = twins[owner];
      if (!t) continue;
      const td = t.game.decision;
      if (!td || td.id !== d.id || td.player !== d.player || td.kind !== d.kind)
        return `seed ${seed} answer ${answers}: player ${owner + 1}'s burst changed the decision asked (${d.kind} of player ${d.player + 1} vs ${td ? `${td.kind} of player ${td.player + 1}` : 'none'})`;
      const tr = t.game.respond(d.id, answer);
      if (!tr.ok)
        return `seed ${seed} answer ${answers}: the twin refused ${JSON.stringify(answer)} to ${d.kind}: ${tr.error.message}`;
      // The burst has left the burst area (3-8-3) or the game is over (3-8-5): it is no secret now.
      if (g.over || t.game.over || g.state.data.players[owner].burst?.id !== t.burst) {
        if (g.over !== t.game.over) return `seed ${seed} answer ${answers}: one game ended, not the other`;
        twins[owner] = null;
        continue;
      }
      for (const v of [owner === 0 ? 1 : 0, 'spectator'] as Viewer[]) {
        const a = seen(g, v, logFrom);
        const b = seen(t.game, v, logFrom);
        stats.compared++;
        if (a !== b)
          return `seed ${seed} answer ${answers}: viewer ${String(v)} can tell player ${owner + 1}'s burst apart:\n${a}\n${b}`;
      }
    }
    for (const owner of [0, 1] as PlayerIndex[]) {
      const b = g.state.data.players[owner].burst;
      if (!b || g.over || twins[owner]) continue;
      const swap = otherBurst(bursts, b.def, forks++);
      if (!swap) continue;
      const twin = g.clone();
      twin.state.data.players[owner].burst!.def = swap;
      // Twins of the other player's burst follow their own game; this one starts from here.
      twins[owner] = { owner, burst: b.id, game: twin };
    }
  }
  return null;
}

/** The chunk met both sorts of window and compared positions under a hidden burst. */
function expectCoverage(stats: Stats): void {
  expect(stats.compared).toBeGreaterThan(0);
  expect(stats.activatable).toBeGreaterThan(0);
  expect(stats.keepOnly).toBeGreaterThan(0);
}

function chunksOf(n: number): number[] {
  const out: number[] = [];
  for (let s = 1; s <= n; s += CHUNK) out.push(s);
  return out;
}

describe('the decision flow does not depend on a face-down burst (property)', () => {
  it.each(chunksOf(EFFECT_GAMES))('effect decks, seeds %i..', async (first) => {
    const module = createSagaModule(registry);
    const red = EFFECT_DECKS['effects-red']!.cards;
    const blue = EFFECT_DECKS['effects-blue']!.cards;
    const bursts = burstCards(registry, new Set([...red, ...blue]));
    const stats: Stats = { compared: 0, activatable: 0, keepOnly: 0 };
    for (let seed = first; seed < first + CHUNK && seed <= EFFECT_GAMES; seed++) {
      await new Promise((resolve) => setImmediate(resolve));
      const setup: SagaSetup = { decks: seed % 2 ? [red, blue] : [blue, red] };
      const diff = playWithTwins(module, setup, seed, bursts, stats);
      expect(diff).toBeNull();
    }
    expectCoverage(stats);
  });

  it.each(chunksOf(STARTER_GAMES))('starter decks, seeds %i..', async (first) => {
    const reg = await loadSagaPool();
    const module = createSagaModule(reg);
    const decks = Object.values(starterDecks());
    const bursts = burstCards(reg, new Set(decks.flatMap((d) => d.cards)));
    const stats: Stats = { compared: 0, activatable: 0, keepOnly: 0 };
    for (let seed = first; seed < first + CHUNK && seed <= STARTER_GAMES; seed++) {
      await new Promise((resolve) => setImmediate(resolve));
      const a = decks[seed % decks.length]!;
      const b = decks[Math.floor(seed / decks.length) % decks.length]!;
      const setup: SagaSetup = { decks: [a.cards, b.cards], names: [a.name, b.name] };
      const diff = playWithTwins(module, setup, seed, bursts, stats);
      expect(diff).toBeNull();
    }
    expectCoverage(stats);
  });
});

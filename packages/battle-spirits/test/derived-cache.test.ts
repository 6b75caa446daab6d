import { afterEach, describe, expect, it } from 'vitest';
import {
  cloneState,
  derivedMode,
  Game,
  legalAnswers,
  seedRng,
  setDerivedMode,
  stateHash,
  type Ctx,
  type DerivedMode,
  type PlayerIndex,
} from '@arbiter/engine';
import {
  bpOf,
  costNow,
  createSagaModule,
  keywordsOf,
  levelNow,
  loadSagaPool,
  sagaEvaluator,
  starterDecks,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';

// Characteristics (levels, BP, keywords, the constant effects in force) are cached per game data
// until an event or an answer changes it (engine derived.ts, battle-spirits derived.ts). The cache
// must change no game: the same seed, decks and answers give the same events and state hashes
// whether values are cached, computed afresh on every read, read much more often than the game
// reads them (a warm cache). `check` mode compares every cached read with a fresh computation and
// throws on a stale one.

const reg = await loadSagaPool();
const saga = createSagaModule(reg);
const evaluator = sagaEvaluator(reg);
const decks = starterDecks();
const ids = Object.keys(decks).sort();
/** Seven games: each starter deck against the next one. */
const games: { setup: SagaSetup; seed: number }[] = ids.map((a, i) => ({
  setup: { decks: [decks[a]!.cards, decks[ids[(i + 1) % ids.length]!]!.cards], names: [a, 'B'] },
  seed: 40 + i,
}));

type Reads = 'none' | 'warm';

/** Every characteristic of every card a player could ask about now, read (the game ignores them). */
function readAll(d: SagaData): void {
  for (const p of [0, 1] as PlayerIndex[]) {
    for (const c of d.players[p].field) {
      levelNow(reg, d, c);
      bpOf(reg, d, c);
      keywordsOf(reg, d, c);
    }
    for (const c of d.players[p].hand) costNow(reg, d, p, reg.get(c.def));
  }
}

/** Plays a game with random answers; its events and the state hash after every answer. */
function play(setup: SagaSetup, seed: number, reads: Reads): { log: string; hashes: string[] } {
  const g = Game.create(saga, setup, seed, { recordHashes: false });
  const rng = seedRng(seed ^ 0x2545f491);
  const hashes: string[] = [];
  while (!g.over) {
    if (reads === 'warm') {
      readAll(g.state.data);
      legalAnswers(saga, g.state, 200);
      evaluator.evaluate(g.state, 0);
      g.view(0);
      g.view(1);
    }
    const r = g.respond(g.decision!.id, g.randomAnswer(rng));
    if (!r.ok) throw new Error(r.error.message);
    if (reads === 'warm') readAll(g.state.data);
    hashes.push(stateHash(g.state));
    if (hashes.length > 20_000) throw new Error('the game did not end');
  }
  return { log: JSON.stringify(g.state.log), hashes };
}

const initial = derivedMode();
afterEach(() => setDerivedMode(initial));

function inMode<T>(m: DerivedMode, f: () => T): T {
  setDerivedMode(m);
  try {
    return f();
  } finally {
    setDerivedMode(initial);
  }
}

describe('cached characteristics change no game (issue 15)', () => {
  it.each(games.map((g, i) => [i, g] as const))(
    'starter game %i: the same events and hashes with the cache off, on and warm',
    (_, { setup, seed }) => {
      const fresh = inMode('off', () => play(setup, seed, 'none'));
      expect(fresh.hashes.length).toBeGreaterThan(20);
      for (const reads of ['none', 'warm'] as const) {
        const cached = inMode('on', () => play(setup, seed, reads));
        expect(cached.log, `cache on, reads ${reads}`).toBe(fresh.log);
        expect(cached.hashes, `cache on, reads ${reads}`).toEqual(fresh.hashes);
      }
    },
  );

  it('no cached read is stale: every one equals a fresh computation (check mode)', () => {
    for (const { setup, seed } of games.slice(0, 3)) inMode('check', () => play(setup, seed + 100, 'warm'));
  });
});

describe('events that change nothing keep the derived values (issue 15)', () => {
  it('every event the applier reports as a record only (false) leaves the data as it was', () => {
    // The kernel keeps the values derived from the data through such an event, so the applier must
    // be right about it: each event of a random game is applied again to a copy of a mid-game state.
    const g = Game.create(saga, games[0]!.setup, 7, { recordHashes: false });
    const rng = seedRng(7);
    for (let i = 0; i < 120 && !g.over; i++) g.respond(g.decision!.id, g.randomAnswer(rng));
    const recordsOnly = new Set<string>();
    for (const e of g.state.log) {
      const copy = cloneState(g.state, saga.cloneData);
      const before = JSON.stringify(copy.data);
      // Only the data is there to be read: an event that needs more (a shuffle) throws and is skipped.
      const ctx = { data: copy.data, state: copy } as unknown as Ctx<SagaData>;
      let changed: void | false;
      try {
        changed = saga.applyEvent(ctx, e.secret ? { ...e.event, ...e.secret.data } : e.event);
      } catch {
        continue; // an event of another moment (a card no longer where it was)
      }
      if (changed !== false) continue;
      recordsOnly.add(String(e.event.t));
      expect(JSON.stringify(copy.data), String(e.event.t)).toBe(before);
    }
    expect(recordsOnly.size).toBeGreaterThanOrEqual(4);
  });

  it('7-1-6-2, 6-8-1-2: an expire event is a record only exactly when nothing of its duration is left', () => {
    const g = Game.create(saga, games[1]!.setup, 11, { recordHashes: false });
    const rng = seedRng(11);
    for (let i = 0; i < 150 && !g.over; i++) g.respond(g.decision!.id, g.randomAnswer(rng));
    const apply = (d: SagaData, until: 'turn' | 'battle'): { changed: void | false; same: boolean } => {
      const before = JSON.stringify(d);
      const ctx = { data: d, state: g.state } as unknown as Ctx<SagaData>;
      const changed = saga.applyEvent(ctx, { t: 'expire', until });
      return { changed, same: JSON.stringify(d) === before };
    };
    /** A copy with nothing of either duration left. */
    const bare = (): SagaData => {
      const d = saga.cloneData!(g.state.data);
      d.mods = [];
      d.grants = [];
      d.bans = [];
      d.temps = [];
      d.delayed = [];
      d.raids = [];
      d.used = [];
      d.battle = null;
      for (const pl of d.players) for (const c of pl.field) delete c.symbolsAs;
      return d;
    };
    expect(g.state.data.players.some((pl) => pl.field.length > 0)).toBe(true);
    // Only the `until` of an entry is read: each list gets one entry of that duration.
    const entry = (until: 'turn' | 'battle'): never => ({ target: -1, until }) as never;
    const adds: [string, (d: SagaData, until: 'turn' | 'battle') => void][] = [
      ['mods', (d, u) => d.mods.push(entry(u))],
      ['grants', (d, u) => d.grants.push(entry(u))],
      ['bans', (d, u) => d.bans.push(entry(u))],
      ['temps', (d, u) => d.temps.push(entry(u))],
      ['delayed', (d, u) => d.delayed.push(entry(u))],
      [
        'symbols',
        (d, u) =>
          (d.players.find((pl) => pl.field.length > 0)!.field[0]!.symbolsAs = { symbols: [], until: u }),
      ],
    ];
    for (const until of ['turn', 'battle'] as const) {
      expect(apply(bare(), until)).toEqual({ changed: false, same: true });
      for (const [what, add] of adds) {
        const d = bare();
        add(d, until);
        expect(apply(d, until), `${until} ${what}`).toEqual({ changed: undefined, same: false });
        // Of the other duration: nothing of this one is left.
        const e = bare();
        add(e, until === 'turn' ? 'battle' : 'turn');
        expect(apply(e, until), `${until} ${what}, other duration`).toEqual({ changed: false, same: true });
      }
    }
    const withBattle = bare();
    withBattle.battle = saga.cloneData!(g.state.data).battle ?? ({ attacker: -1 } as never);
    expect(apply(withBattle, 'battle')).toEqual({ changed: undefined, same: false });
    const used = bare();
    used.used.push('1:0');
    expect(apply(used, 'turn')).toEqual({ changed: undefined, same: false });
    const raided = bare();
    raided.raids.push(1);
    expect(apply(raided, 'turn')).toEqual({ changed: undefined, same: false });
  });
});

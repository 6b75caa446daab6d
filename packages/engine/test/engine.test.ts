import { describe, expect, it } from 'vitest';
import {
  checkShape,
  derivedMode,
  derivedOf,
  Game,
  setDerivedMode,
  type GameModule,
  optionalCopier,
  recordCopier,
  restoreState,
  seedRng,
  shapeAnswers,
  verifyReplay,
  type Decision,
} from '../src/index.ts';
import { toy, type ToyData } from './toy.ts';

const decision = (over: Partial<Decision>): Decision => ({
  id: 1,
  player: 0,
  kind: 'k',
  type: 'select',
  prompt: '',
  options: [
    { id: 'a', label: 'A', max: 2 },
    { id: 'b', label: 'B', max: 1 },
    { id: 'c', label: 'C', max: 3 },
  ],
  min: 1,
  max: 2,
  optional: false,
  ...over,
});

describe('decision answers', () => {
  it('select: refuses unknown, duplicate and out-of-range choices', () => {
    const d = decision({});
    expect(checkShape(d, { choose: ['a'] })).toBeNull();
    expect(checkShape(d, { choose: ['z'] })?.code).toBe('UNKNOWN_OPTION');
    expect(checkShape(d, { choose: ['a', 'a'] })?.code).toBe('DUPLICATE_OPTION');
    expect(checkShape(d, { choose: [] })?.code).toBe('OUT_OF_RANGE');
    expect(checkShape(d, { choose: ['a', 'b', 'c'] })?.code).toBe('OUT_OF_RANGE');
    expect(checkShape(d, { number: 1 })?.code).toBe('BAD_ANSWER_SHAPE');
    expect(checkShape(d, null)?.code).toBe('BAD_ANSWER_SHAPE');
  });

  it('distribute: per-option caps and an exact total', () => {
    const d = decision({ type: 'distribute', min: 3, max: 3 });
    expect(checkShape(d, { counts: { a: 2, b: 1 } })).toBeNull();
    expect(checkShape(d, { counts: { a: 3 } })?.code).toBe('OUT_OF_RANGE');
    expect(checkShape(d, { counts: { a: 1, b: 1 } })?.message).toMatch(/exactly 3/);
    expect(checkShape(d, { counts: { a: -1, c: 4 } })?.code).toBe('BAD_ANSWER_SHAPE');
    expect(checkShape(d, { counts: { a: 1.5, c: 1.5 } })?.code).toBe('BAD_ANSWER_SHAPE');
  });

  it('legal answers are listed for each shape', () => {
    expect(shapeAnswers(decision({}))).toHaveLength(3 + 3);
    expect(shapeAnswers(decision({ type: 'order' }))).toHaveLength(6);
    expect(shapeAnswers(decision({ type: 'number', min: 2, max: 5 }))).toEqual([
      { number: 2 },
      { number: 3 },
      { number: 4 },
      { number: 5 },
    ]);
    // a<=2, b<=1, c<=3 adding up to 3: (0,0,3) (0,1,2) (1,0,2) (1,1,1) (2,0,1) (2,1,0)
    expect(shapeAnswers(decision({ type: 'distribute', min: 3, max: 3 }))).toHaveLength(6);
    for (const a of shapeAnswers(decision({ type: 'distribute', min: 0, max: 6 }))) {
      expect(checkShape(decision({ type: 'distribute', min: 0, max: 6 }), a)).toBeNull();
    }
  });
});

describe('kernel protocol', () => {
  it('a bad answer returns a typed error and leaves the state untouched', () => {
    const g = Game.create(toy, { pile: 10 }, 7);
    const d = g.decision!;
    const before = g.hash();
    const log = g.state.log.length;
    expect(g.respond(d.id, { number: 4 })).toMatchObject({ ok: false, error: { code: 'OUT_OF_RANGE' } });
    expect(g.respond(d.id + 1, { number: 1 })).toMatchObject({
      ok: false,
      error: { code: 'STALE_DECISION' },
    });
    expect(g.respond(d.id, { number: 1 }, 1)).toMatchObject({ ok: false, error: { code: 'WRONG_PLAYER' } });
    expect(g.respond(d.id, { choose: ['x'] })).toMatchObject({
      ok: false,
      error: { code: 'BAD_ANSWER_SHAPE' },
    });
    expect(g.hash()).toBe(before);
    expect(g.state.log.length).toBe(log);
    expect(g.respond(d.id, { number: 1 })).toEqual({ ok: true });
    expect(g.hash()).not.toBe(before);
    // The previous decision is now stale.
    expect(g.respond(d.id, { number: 1 })).toMatchObject({ ok: false, error: { code: 'STALE_DECISION' } });
  });

  it('is deterministic: same seed and answers give the same game; another seed differs', () => {
    const play = (seed: number) => {
      const g = Game.create(toy, { pile: 9 }, seed);
      while (!g.over) g.respond(g.decision!.id, { number: 1 });
      return g;
    };
    expect(play(3).hash()).toBe(play(3).hash());
    expect(play(3).state.data.secret).not.toEqual(play(4).state.data.secret);
  });

  it('clones and restores at any decision, and both copies continue identically', () => {
    const g = Game.create(toy, { pile: 12 }, 11);
    g.respond(g.decision!.id, { number: 2 });
    const c = g.clone();
    const r = Game.restore(toy, g.serialize(), { pile: 12 }, 11);
    for (const x of [g, c, r]) {
      while (!x.over) {
        const d = x.decision!;
        const a = d.kind === 'orderTriggers' ? { choose: [d.options[0]!.id] } : { number: d.max };
        expect(x.respond(d.id, a).ok).toBe(true);
      }
    }
    expect(c.hash()).toBe(g.hash());
    expect(r.hash()).toBe(g.hash());
    // The clone is independent of the original.
    c.state.data.pile = 99;
    expect(g.state.data.pile).toBe(0);
    expect(() => restoreState('{"not":"a state"}')).toThrow(/Not a serialized game state/);
  });

  it('shares the pending decision with a clone, which answers it without touching the original (issue 15)', () => {
    const g = Game.create(toy, { pile: 12 }, 11);
    g.respond(g.decision!.id, { number: 2 });
    const posed = g.decision!;
    const before = JSON.stringify(posed);
    const c = g.clone();
    expect(c.decision).toBe(posed);
    const answer = (d: Decision) =>
      d.kind === 'orderTriggers' ? { choose: [d.options[0]!.id] } : { number: d.max };
    expect(c.respond(posed.id, answer(posed)).ok).toBe(true);
    expect(c.decision).not.toBe(posed);
    expect(g.decision).toBe(posed);
    expect(JSON.stringify(g.decision)).toBe(before);
    expect(g.respond(posed.id, answer(posed)).ok).toBe(true);
    expect(g.hash()).toBe(c.hash());
  });

  it('writes log entries without their numbers, reads them back numbered, and reads states written with them', () => {
    const g = Game.create(toy, { pile: 12 }, 11);
    g.respond(g.decision!.id, { number: 2 });
    const text = g.serialize();
    const written = JSON.parse(text) as { log: object[] };
    expect(written.log.length).toBe(g.state.log.length);
    expect(written.log.every((e) => !('n' in e))).toBe(true);
    expect(JSON.stringify(restoreState(text))).toBe(JSON.stringify(g.state));
    // A state written before (issue 15), its entries numbered, reads the same.
    expect(JSON.stringify(restoreState(JSON.stringify(g.state)))).toBe(JSON.stringify(g.state));
  });

  it('simultaneous triggers: the chooser orders them, duplicates activate once (Saga 8-6-3, 8-5-2-4)', () => {
    const g = Game.create(toy, { pile: 10 }, 1);
    g.respond(g.decision!.id, { number: 2 });
    const d = g.decision!;
    expect(d.kind).toBe('orderTriggers');
    expect(d.player).toBe(1);
    expect(d.options.map((o) => o.label)).toEqual(['bonus for player 1', 'bonus for player 2']);
    g.respond(d.id, { choose: [d.options[1]!.id] });
    const bonuses = g.state.log.filter((e) => e.event.t === 'bonus').map((e) => e.event.p);
    expect(bonuses).toEqual([1, 0]);
  });

  it('views hide secrets from everyone they were not meant for', () => {
    const g = Game.create(toy, { pile: 5 }, 5);
    const secret = g.state.data.secret;
    expect(g.view(0).game.secret).toBe(secret[0]);
    expect(g.view('spectator').game.secret).toBeNull();
    const s0 = g.view(0).log.filter((e) => e.t === 'secret');
    const s1 = g.view(1).log.filter((e) => e.t === 'secret');
    const sp = g.view('spectator').log.filter((e) => e.t === 'secret');
    expect(s0).toEqual([
      { t: 'secret', p: 0, value: secret[0] },
      { t: 'secret', p: 1 },
    ]);
    expect(s1).toEqual([
      { t: 'secret', p: 0 },
      { t: 'secret', p: 1, value: secret[1] },
    ]);
    expect(sp).toEqual([
      { t: 'secret', p: 0 },
      { t: 'secret', p: 1 },
    ]);
    // Only the deciding player sees the options of a pending decision.
    expect(g.view(1).decision).toEqual({ id: g.decision!.id, player: 0, kind: 'take', waiting: true });
    expect(g.view(0).decision).toMatchObject({ kind: 'take', max: 3 });
  });

  it('an endless loop with no decision ends through the module hook, or throws without one', () => {
    const looping = {
      ...toy,
      procedures: { ...toy.procedures, spin: () => undefined },
      init: (ctx: Parameters<typeof toy.init>[0]) => {
        ctx.push('spin');
        return {
          pile: 1,
          turn: 0 as const,
          secret: [0, 0] as [number, number],
          bonus: [0, 0] as [number, number],
        };
      },
    };
    expect(() => Game.create(looping, { pile: 1 }, 1)).toThrow(/did not settle/);
    const ended = Game.create(
      { ...looping, onEndlessLoop: (ctx) => ctx.end({ winner: null, reason: 'loop' }) },
      { pile: 1 },
      1,
    );
    expect(ended.state.result).toEqual({ winner: null, reason: 'loop' });
  });

  it('concession ends the game at once and is part of the replay (Saga 1-2-4)', () => {
    const g = Game.create(toy, { pile: 10 }, 2);
    g.respond(g.decision!.id, { number: 1 });
    expect(g.concede(1)).toEqual({ ok: true });
    expect(g.state.result).toEqual({ winner: 0, reason: 'Player 2 conceded' });
    expect(g.concede(0)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect(verifyReplay(toy, g.replay()).ok).toBe(true);
  });

  it('replays verify, and a tampered replay is caught at the answer that differs', () => {
    const g = Game.create(toy, { pile: 15 }, 9);
    const rng = seedRng(1);
    while (!g.over) g.respond(g.decision!.id, g.randomAnswer(rng));
    const replay = JSON.parse(JSON.stringify(g.replay()));
    expect(verifyReplay(toy, replay).ok).toBe(true);
    const badHash = JSON.parse(JSON.stringify(replay));
    badHash.answers[2].hash = '00000000000000';
    expect(verifyReplay(toy, badHash)).toMatchObject({ ok: false, failedAt: 2 });
    const otherSeed = { ...replay, seed: 10 };
    expect(verifyReplay(toy, otherSeed).ok).toBe(false);
    expect(() => verifyReplay(toy, { ...replay, ruleset: 'toy/0' })).toThrow(/ruleset/);
  });
});

describe('record copiers', () => {
  interface Rec {
    a: number;
    list: number[];
    x?: string;
    y?: { n: number };
    z?: number;
  }
  const copyOptions = optionalCopier<Rec>({ x: (s) => s, y: (y) => ({ n: y.n }), z: (n) => n });
  const copy = (r: Rec): Rec => {
    const o: Rec = { a: r.a, list: r.list.slice() };
    copyOptions(r, o);
    return o;
  };

  it('copies the optional fields that are set, in the original key order (the state hash reads it)', () => {
    const r: Rec = { a: 1, list: [1] };
    expect(JSON.stringify(copy(r))).toBe(JSON.stringify(r));
    r.z = 3;
    r.x = 'x';
    r.y = { n: 2 };
    const c = copy(r);
    expect(JSON.stringify(c)).toBe(JSON.stringify(r));
    expect(Object.keys(c)).toEqual(['a', 'list', 'z', 'x', 'y']);
    c.y!.n = 5;
    expect(r.y.n).toBe(2);
  });

  it('a record copier copies every field and the nested ones deeply, keeping the key order', () => {
    interface Outer {
      b: number;
      inner: { m: number[] };
      opt?: number[];
    }
    const copyOuter = recordCopier<Outer>({
      inner: recordCopier({ m: (m) => m.slice() }),
      opt: (o) => o.slice(),
    });
    const o: Outer = { b: 1, inner: { m: [1] } };
    o.opt = [2];
    const c = copyOuter(o);
    expect(c).toEqual(o);
    expect(Object.keys(c)).toEqual(['b', 'inner', 'opt']);
    c.inner.m.push(9);
    c.opt!.push(9);
    expect(o).toEqual({ b: 1, inner: { m: [1] }, opt: [2] });
  });
});

/**
 * The toy game with a change of mind: after "take" comes "confirm", which may be taken back to the
 * "take" choice with nothing changed; "take" itself cannot be taken back (the hook says why).
 */
const toyBack: typeof toy = {
  ...toy,
  backRefused: (_state, d) => `"${d.kind}" starts the action: nothing to take back (toy rule 1).`,
  procedures: {
    ...toy.procedures,
    play(ctx, f) {
      if (f.step === 0) {
        f.step = 1;
        return;
      }
      if (f.step === 1) {
        f.step = 2;
        const max = Math.min(3, ctx.data.pile);
        ctx.ask({
          player: ctx.data.turn,
          kind: 'take',
          type: 'number',
          prompt: '',
          options: [],
          min: 1,
          max,
        });
        return;
      }
      if (f.step === 2) {
        const a = ctx.takeAnswer();
        f.locals.n = a && 'number' in a ? a.number : 1;
        f.step = 3;
        ctx.ask({
          player: ctx.data.turn,
          kind: 'confirm',
          type: 'select',
          prompt: '',
          options: [{ id: 'ok', label: 'OK' }],
          min: 1,
          max: 1,
          back: true,
        });
        return;
      }
      const a = ctx.takeAnswer();
      f.step = 1;
      if (a && 'back' in a) return; // nothing was emitted: "take" is asked again
      ctx.emit({ t: 'take', p: ctx.data.turn, n: f.locals.n as number });
      ctx.push('checkpoint');
    },
  },
};

describe('taking an action back', () => {
  it('a decision marked back accepts {back: true}; the action returns to its choice, nothing changed', () => {
    const g = Game.create(toyBack, { pile: 10 }, 3);
    const take = g.decision!;
    const data = JSON.stringify(g.state.data);
    const log = g.state.log.length;
    expect(g.respond(take.id, { number: 2 })).toEqual({ ok: true });
    const confirm = g.decision!;
    expect(confirm).toMatchObject({ kind: 'confirm', back: true });
    // Listing legal answers never offers it: AI players cannot choose it.
    expect(g.legalAnswers()).toEqual([{ choose: ['ok'] }]);
    expect(g.respond(confirm.id, { back: true })).toEqual({ ok: true });
    expect(g.decision).toMatchObject({ kind: 'take', max: take.max });
    expect(JSON.stringify(g.state.data)).toBe(data);
    expect(g.state.log.length).toBe(log);
    // The replay holds the change of mind and verifies.
    g.respond(g.decision!.id, { number: 1 });
    g.respond(g.decision!.id, { choose: ['ok'] });
    expect(g.state.data.pile).toBe(9);
    const replay = JSON.parse(JSON.stringify(g.replay()));
    expect(replay.answers.map((a: { answer: unknown }) => a.answer)).toContainEqual({ back: true });
    expect(verifyReplay(toyBack, replay).ok).toBe(true);
  });

  it('a decision not marked back refuses it with the module reason, and a bad shape is refused', () => {
    const g = Game.create(toyBack, { pile: 10 }, 3);
    const d = g.decision!;
    const before = g.hash();
    expect(g.respond(d.id, { back: true })).toEqual({
      ok: false,
      error: {
        code: 'CANNOT_GO_BACK',
        message: '"take" starts the action: nothing to take back (toy rule 1).',
      },
    });
    const plain = Game.create(toy, { pile: 10 }, 3);
    expect(plain.respond(plain.decision!.id, { back: true })).toMatchObject({
      ok: false,
      error: { code: 'CANNOT_GO_BACK', message: '"take" cannot be taken back.' },
    });
    g.respond(d.id, { number: 1 });
    const c = g.decision!;
    const mid = g.hash();
    for (const bad of [{ back: false }, { back: true, choose: ['ok'] }]) {
      expect(g.respond(c.id, bad as never)).toMatchObject({ ok: false, error: { code: 'BAD_ANSWER_SHAPE' } });
    }
    expect(g.hash()).toBe(mid);
    expect(before).not.toBe(mid);
  });
});

/** The toy game whose "pick" options carry facts (obj, at, ability) that its procedure reads back. */
const toyFacts: typeof toy = {
  ...toy,
  procedures: {
    ...toy.procedures,
    play(ctx, f) {
      if (f.step === 0) {
        f.step = 1;
        ctx.ask({
          player: ctx.data.turn,
          kind: 'pick',
          type: 'select',
          prompt: '',
          options: [
            { id: 'x', label: 'Take one', obj: 1, at: 'pile' },
            { id: 'y', label: 'Take two', obj: 2, at: 'pile', ability: 0 },
          ],
          min: 1,
          max: 2,
        });
        return;
      }
      const chosen = ctx.takeChosen();
      // Read a second time, the answer is consumed: nothing more is chosen.
      if (ctx.takeChosen().length > 0) throw new Error('the answer was not consumed');
      f.step = 0;
      for (const o of chosen) ctx.emit({ t: 'take', p: ctx.data.turn, n: o.obj ?? 0 });
      ctx.push('checkpoint');
    },
  },
};

describe("a procedure reads the chosen options' facts", () => {
  it("takeChosen gives the chosen options, in the answer's order, with their data", () => {
    const g = Game.create(toyFacts, { pile: 10 }, 3);
    const d = g.decision!;
    expect(d.options[1]).toEqual({ id: 'y', label: 'Take two', obj: 2, at: 'pile', ability: 0 });
    const hash = g.hash();
    expect(g.respond(d.id, { choose: ['y', 'x'] })).toEqual({ ok: true });
    expect(g.hash()).not.toBe(hash);
    const takes = g.state.log.filter((e) => e.event.t === 'take').map((e) => e.event.n);
    expect(takes).toEqual([2, 1]);
  });
});

/** The toy game whose "order" and "distribute" answers its procedure reads back by the options' facts. */
const ARRANGED = [
  { id: 'p', label: 'Three', obj: 3, max: 2 },
  { id: 'q', label: 'One', obj: 1, max: 2 },
  { id: 'r', label: 'Two', obj: 2, max: 2 },
];
const askArranged = (ctx: Parameters<(typeof toy.procedures)['play']>[0], type: 'order' | 'distribute') =>
  ctx.ask({ player: ctx.data.turn, kind: type, type, prompt: '', options: ARRANGED, min: 3, max: 3 });

const toyOrderCounts: typeof toy = {
  ...toy,
  procedures: {
    ...toy.procedures,
    play(ctx, f) {
      const take = (n: number) => ctx.emit({ t: 'take', p: ctx.data.turn, n });
      if (f.step === 0) {
        f.step = 1;
        askArranged(ctx, 'order');
      } else if (f.step === 1) {
        const ordered = ctx.takeOrdered();
        if (ctx.takeOrdered().length > 0) throw new Error('the answer was not consumed');
        for (const o of ordered) take(o.obj ?? 0);
        f.step = 2;
        askArranged(ctx, 'distribute');
      } else {
        f.step = 0;
        for (const { option, n } of ctx.takeCounts()) take((option.obj ?? 0) * 10 + n);
        ctx.push('checkpoint');
      }
    },
  },
};

describe("order and distribute answers are read by the options' facts (issue 14)", () => {
  it('takeOrdered gives the options in the answer order; takeCounts the counted ones, in option order', () => {
    const g = Game.create(toyOrderCounts, { pile: 10 }, 3);
    expect(g.respond(g.decision!.id, { order: ['r', 'p', 'q'] })).toEqual({ ok: true });
    expect(g.respond(g.decision!.id, { counts: { q: 2, p: 1, r: 0 } })).toEqual({ ok: true });
    const takes = g.state.log.filter((e) => e.event.t === 'take').map((e) => e.event.n);
    // Ordered: objects 2, 3, 1; counted: object 3 once and object 1 twice, "r" (0) left out.
    expect(takes).toEqual([2, 3, 1, 31, 12]);
  });
});

describe('values derived from the data (derived.ts)', () => {
  it('are kept through an event the module says changed nothing, and dropped by any other', () => {
    // Whether the derived record before each event is still the one after it: a record, then a
    // `note` (applyEvent returns false: the data is as it was), then a `take` (changes the pile).
    const kept: boolean[] = [];
    const noting: GameModule<ToyData, { pile: number }> = {
      ...toy,
      procedures: {
        ...toy.procedures,
        play(ctx) {
          const before = derivedOf(ctx.data, () => ({}));
          ctx.emit({ t: 'note' });
          const afterNote = derivedOf(ctx.data, () => ({}));
          ctx.emit({ t: 'take', p: 0, n: 1 });
          kept.push(before === afterNote, afterNote === derivedOf(ctx.data, () => ({})));
          ctx.end({ winner: 0, reason: 'done' });
        },
      },
      applyEvent(ctx, e) {
        if (e.t === 'note') return false;
        return toy.applyEvent(ctx, e);
      },
    };
    const mode = derivedMode();
    setDerivedMode('on');
    try {
      Game.create(noting, { pile: 5 }, 1);
    } finally {
      setDerivedMode(mode);
    }
    expect(kept).toEqual([true, false]);
  });
});

describe('emit', () => {
  it('gives the module an event with its secret part as one object, the event keys first (issue 15)', () => {
    const seen: string[] = [];
    const recording: typeof toy = {
      ...toy,
      applyEvent(ctx, e) {
        if (e.t === 'secret') seen.push(JSON.stringify(e));
        return toy.applyEvent(ctx, e);
      },
    };
    const g = Game.create(recording, { pile: 5 }, 5);
    const secret = g.state.data.secret;
    expect(seen).toEqual([
      JSON.stringify({ t: 'secret', p: 0, value: secret[0] }),
      JSON.stringify({ t: 'secret', p: 1, value: secret[1] }),
    ]);
    expect(g.state.log.filter((l) => l.event.t === 'secret').map((l) => Object.keys(l.event))).toEqual([
      ['t', 'p'],
      ['t', 'p'],
    ]);
  });
});

// One resolver reads every game's scripted answers (src/scenario/answers.ts); a game adds its own
// words through a RefDialect. And the expectations of where a game is (turn, active, phase, step)
// are every game's, read from the clock the game gives (src/scenario/expect.ts).
import { describe, expect, it } from 'vitest';
import { Game, type Decision, type DecisionOption, type GameModule } from '@arbiter/engine';
import {
  commonExpectation,
  COMMON_REFS,
  offers,
  readScenarioDocument,
  resolveAnswer,
  type GameClock,
  type One,
  type RefDialect,
} from '@arbiter/cardgame';

const NAMES: Record<string, string> = { RG: 'Red Guard', BW: 'Blue Wall' };
const name = (def: string): string => NAMES[def] ?? def;

/** An option that says the action it takes, as a game's own options may (Saga's `act`). */
type ActOption = DecisionOption & { act?: string };

const main: Decision = {
  id: 1,
  player: 0,
  kind: 'mainAction',
  type: 'select',
  prompt: 'Main step.',
  options: [
    { id: 'o1', label: 'Summon Red Guard', card: 'RG', obj: 1, act: 'summon' } as ActOption,
    { id: 'o2', label: 'Attack with Red Guard', card: 'RG', obj: 2, act: 'attack' } as ActOption,
    { id: 'o3', label: 'End the step', pass: true },
  ],
  min: 1,
  max: 1,
  optional: false,
};

/** A game whose options name their action, whose "no block" is its pass, and which aims refusals at object 99. */
const words: RefDialect = {
  none: 'reference',
  keyed: true,
  verbOf: (o: ActOption) => (o.obj === undefined ? null : (o.act ?? null)),
  ownWords: (d, ref): One | null => {
    const pass = d.options.find((o) => o.pass === true);
    return pass && ['none', 'no block'].includes(ref.toLowerCase()) ? { ok: true, id: pass.id } : null;
  },
  aim: (_d, card, verb) => (card === 'Blue Wall' ? `${verb ?? 'any'}:99` : undefined),
};

const chosen = (d: Decision, spec: Parameters<typeof resolveAnswer>[2], dialect = COMMON_REFS) => {
  const r = resolveAnswer(d, name, spec, dialect);
  return r.ok ? r.answer : { failed: r.message, sent: r.fallback };
};

describe("a game's words for answers (cardgame RefDialect)", () => {
  it('names an option by its action and card, written as text or keyed, where the options say their action', () => {
    expect(chosen(main, 'attack Red Guard', words)).toEqual({ choose: ['o2'] });
    expect(chosen(main, 'summon: Red Guard', words)).toEqual({ choose: ['o1'] });
    expect(chosen(main, { summon: 'Red Guard' }, words)).toEqual({ choose: ['o1'] });
    // Without the game's words the verb is no part of any label, and a keyed answer is no answer.
    expect(chosen(main, 'attack Red Guard')).toMatchObject({
      failed: 'no option matches "attack Red Guard"',
    });
    expect(chosen(main, { summon: 'Red Guard' })).toMatchObject({
      failed: expect.stringMatching(/cannot read/),
    });
  });

  it('finds a card alone ambiguous when it names two actions: offered, but no answer', () => {
    expect(chosen(main, 'Red Guard', words)).toMatchObject({ failed: expect.stringMatching(/ambiguous/) });
    expect(offers(main, name, 'Red Guard', words)).toBe(true);
    expect(offers(main, name, 'Blue Wall', words)).toBe(false);
  });

  it("reads the game's own words first, and 'none' as one of them where the game says so", () => {
    expect(chosen(main, 'no block', words)).toEqual({ choose: ['o3'] });
    expect(chosen(main, 'none', words)).toEqual({ choose: ['o3'] });
    // Common scripts: "none" chooses nothing (an "up to" choice).
    expect(chosen(main, 'none')).toEqual({ choose: [] });
  });

  it("aims a reference no option matches at the game's object, for a refused step", () => {
    expect(chosen(main, 'attack Blue Wall', words)).toEqual({
      failed: 'no "attack" option is for "Blue Wall"',
      sent: { choose: ['attack:99'] },
    });
    expect(chosen(main, 'Blue Wall', words)).toMatchObject({ sent: { choose: ['any:99'] } });
    expect(chosen(main, 'Blue Wall')).toMatchObject({ sent: { choose: ['Blue Wall'] } });
  });

  it("takes an action back with `back`, and reads a distribution by option ids, cards or the game's sources", () => {
    expect(chosen(main, 'back')).toEqual({ back: true });
    const pay: Decision = {
      ...main,
      kind: 'payCost',
      type: 'distribute',
      options: [
        { id: 'reserve', label: 'Reserve', max: 3 },
        { id: 'c7', label: 'Red Guard', card: 'RG', obj: 7, max: 2 },
      ],
    };
    expect(chosen(pay, { reserve: 1, 'Red Guard': 2 })).toEqual({ counts: { reserve: 1, c7: 2 } });
    expect(chosen(pay, 'none')).toEqual({ counts: {} });
    const souls: RefDialect = {
      ...COMMON_REFS,
      source: (_d, k) => ({ ok: false, message: `no ${k}`, raw: 'x' }),
    };
    expect(chosen(pay, { reserve: 1, 'Red Guard': 2 }, souls)).toEqual({
      failed: 'no Red Guard',
      sent: { counts: { reserve: 1, x: 2 } },
    });
  });
});

/** A game that is always at turn 3, p2's, in its main phase, and has no steps. */
const still: GameModule<{ n: number }, object> = {
  id: 'still',
  ruleset: 'still/1',
  triggerOncePerBatch: false,
  view: () => ({}),
  init(ctx) {
    ctx.push('wait');
    return { n: 0 };
  },
  procedures: {
    wait(ctx) {
      ctx.ask({
        player: 1,
        kind: 'act',
        type: 'select',
        prompt: 'act',
        options: [{ id: 'x', label: 'X' }],
        min: 1,
        max: 1,
      });
    },
  },
  applyEvent() {},
};

describe('where the game is (cardgame commonExpectation with a clock)', () => {
  const game = Game.create(still, {}, 1);
  const clock = (): GameClock => ({ turn: 3, active: 1, phase: 'main' });
  const check = (key: string, want: unknown) => commonExpectation(game, key, want, { cardName: name, clock });

  it('checks the turn, whose turn and the phase, naming both values when they differ', () => {
    expect(check('turn', 3)).toEqual([]);
    expect(check('active', 'p2')).toEqual([]);
    expect(check('phase', 'main')).toEqual([]);
    expect(check('turn', 4)).toEqual(['turn: expected 4, got 3']);
    expect(check('active', 'p1')).toEqual(['active: expected p1, got p2']);
    expect(check('phase', 'battle')).toEqual(['phase: expected battle, got main']);
  });

  it('leaves to the game what its clock does not have, and every clock key to a game without a clock', () => {
    expect(check('step', 'attack')).toBeNull();
    expect(commonExpectation(game, 'turn', 3, { cardName: name })).toBeNull();
  });
});

describe('a scenario document (cardgame readScenarioDocument)', () => {
  const head = 'game: ping\nname: Two rounds\nrules: [1-1]\n';
  it("reads the name, rules, seed, strict mode and steps, with the game's own keys", () => {
    const r = readScenarioDocument(`${head}filler: X\nstrict: false\nscript:\n  - p1 act: End\n`, 'ping', [
      'filler',
    ]);
    expect([r.name, r.rules, r.seed, r.strict, r.doc.filler]).toEqual(['Two rounds', ['1-1'], 1, false, 'X']);
    expect(r.steps).toMatchObject([{ seat: 0, kind: 'act', answer: 'End' }]);
  });
  it('refuses an unknown key, another game, no rules and a step that is not one, saying which', () => {
    const fails = (text: string) => () => readScenarioDocument(text, 'ping');
    expect(fails(`${head}filler: X\n`)).toThrow('unknown key "filler"');
    expect(fails(head.replace('ping', 'pong'))).toThrow('game: must be ping');
    expect(fails(head.replace('[1-1]', '[]'))).toThrow('rules: name the rules it checks');
    expect(fails(`${head}script:\n  - p1 act: End\n  - p1 act: End\n    p2 act: End\n`)).toThrow(
      'script step 2: one answer per step',
    );
  });
});

// The scenario format's promises (docs/scenarios.md): ordinals, "N x Card" lists, event patterns,
// non-strict default answers said aloud, and the event log a run can print.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatScenarioResult, loadScenarioRegistry, parseScenario, runScenario } from '../src/index.ts';

beforeAll(async () => {
  await loadScenarioRegistry();
});

/** Two cards of test magic: one destroys two opposing spirits, one reveals the top two cards. */
const CARDS = `
cards:
  - id: T-PAIR
    name: Pair Smash
    type: magic
    abilities: [{ timing: [main], effect: [{ do: destroy, target: { side: opponent, count: 2 } }] }]
  - id: T-PEEK
    name: Peek Test
    type: magic
    abilities: [{ timing: [main], effect: [{ do: reveal, n: 2, rest: bottom }] }]
`;

/** p2 has three Tide Sprites told apart by their cores; p1 holds Pair Smash. */
const THREE_SPRITES = `
name: Ordinals
rules: [8-5-3-1]
${CARDS}
start:
  turn: 2
  p1: { hand: [Pair Smash], deck: [Ember Whelp] }
  p2:
    field: [{ card: Tide Sprite, cores: 1 }, { card: Tide Sprite, cores: 2 }, { card: Tide Sprite, cores: 3 }]
then: stop
`;

/** The cores left on p2's Tide Sprites after Pair Smash takes the answer's two. */
function leftAfter(answer: string): { ok: boolean; failures: string[]; left: number | null } {
  for (const left of [1, 2, 3]) {
    const r = runScenario(
      `${THREE_SPRITES}
script:
  - p1 mainAction: magic Pair Smash
  - p1 target: ${answer}
expect:
  p2: { field: [{ card: Tide Sprite, cores: ${left} }] }
`,
    );
    if (r.ok) return { ok: true, failures: [], left };
    if (!r.failures.some((f) => f.startsWith('expect:')))
      return { ok: false, failures: r.failures, left: null };
  }
  return { ok: false, failures: ['no single Tide Sprite left'], left: null };
}

describe('scenario answers', () => {
  it('an ordinal in a list answer counts among all the matching options, as documented', () => {
    expect(leftAfter('[Tide Sprite, Tide Sprite (2)]').left).toBe(3);
    expect(leftAfter('[Tide Sprite (3), Tide Sprite (1)]').left).toBe(2);
    expect(leftAfter('[Tide Sprite (2), Tide Sprite]').left).toBe(3);
    // Without ordinals, the same name twice takes the next one not taken.
    expect(leftAfter('[Tide Sprite, Tide Sprite]').left).toBe(3);
    // The same option twice is a clear failure, not a silent other pick.
    const twice = leftAfter('[Tide Sprite (2), Tide Sprite#2]');
    expect(twice.ok).toBe(false);
    expect(twice.failures.join('\n')).toContain('"Tide Sprite#2" (');
    expect(twice.failures.join('\n')).toContain('is already chosen in this answer');
  });
});

describe('scenario card lists', () => {
  it('"N x Card" works in a starting field and in expected fields, with or without cores', () => {
    const r = runScenario(`
name: N x Card on the field
rules: [3-5-1]
start:
  turn: 2
  p1: { deck: [Ember Whelp], field: [2 x Tide Sprite, { card: 2 x Ember Whelp, cores: 2 }] }
then: stop
expect:
  p1: { field: [2 x Tide Sprite, { card: 2 x Ember Whelp, cores: 2 }] }
  seenBy: { p2: { p1: { field: [2 x Tide Sprite, 2 x Ember Whelp] } } }
`);
    expect(r.failures).toEqual([]);
    const wrong = runScenario(`
name: N x Card on the field, wrong count
rules: [3-5-1]
start:
  turn: 2
  p1: { deck: [Ember Whelp], field: [3 x Tide Sprite] }
then: stop
expect:
  p1: { field: [2 x Tide Sprite] }
`);
    expect(wrong.failures).toEqual([
      'expect: p1.field: expected 2 card(s) [Tide Sprite, Tide Sprite], got 3 [Tide Sprite, Tide Sprite, Tide Sprite]',
    ]);
  });
});

describe('event patterns', () => {
  const ATTACK = `
name: Events
rules: [7-1-1-1]
${CARDS}
start:
  turn: 2
  p1: { hand: [Pair Smash, Peek Test], deck: [Tide Sprite, Ember Whelp, Reef Guard] }
  p2: { deck: [Ember Whelp], field: [Tide Sprite, Reef Guard] }
then: stop
`;

  it('refuses `times` inside `noEvents`, saying what to write instead', () => {
    let problems: string[] = [];
    try {
      parseScenario(`${ATTACK}
script:
  - p1 mainAction: magic Peek Test
    noEvents: [{ t: look, times: 2 }]
`);
    } catch (e) {
      problems = (e as { problems: string[] }).problems;
    }
    expect(problems).toEqual([
      'script[0].noEvents[0] (line 23): `times` has no meaning in `noEvents` (no matching event may occur); to count events write the pattern under `events` with `times: N` (0 for none)',
    ]);
    expect(() =>
      parseScenario(`${ATTACK}
expect:
  noEvents: [{ t: look, times: 0 }]
`),
    ).toThrow(/`times` has no meaning in `noEvents`/);
    expect(() =>
      parseScenario(`${ATTACK}
expect:
  events: [{ t: look, times: two }]
`),
    ).toThrow(/`times` is a whole number of events/);
  });

  it('accepts card names in every card-valued field: card, src, and the cards of a look', () => {
    const ok = runScenario(`${ATTACK}
script:
  - p1 mainAction: magic Pair Smash
    events:
      - { t: destroy, card: Tide Sprite, src: Pair Smash, cause: effect }
      - { t: destroy, card: Reef Guard, src: T-PAIR }
  - p1 mainAction: magic Peek Test
    events: [{ t: look, p: p1, cards: [Tide Sprite, Ember Whelp], reveal: true }]
    noEvents: [{ t: look, cards: [Ember Whelp, Tide Sprite] }]
`);
    expect(ok.failures).toEqual([]);
    const wrong = runScenario(`${ATTACK}
script:
  - p1 mainAction: magic Pair Smash
    events: [{ t: destroy, card: Tide Sprite, src: Peek Test }]
`);
    expect(wrong.failures[0]).toMatch(
      /expected \{t: destroy, card: Tide Sprite, src: Peek Test\} after this answer, got only \{t: destroy, .*src: Pair Smash/,
    );
  });
});

describe('non-strict default answers', () => {
  it('says so when a default answer passes over what the other player could do', () => {
    const r = runScenario(`
name: Non-strict passes over p1's attacks
rules: [6-1-1]
strict: false
start:
  turn: 2
  p1: { reserve: 1, hand: [Ember Whelp], field: [Cinder Hound], deck: [Blaze Drake] }
  p2: { reserve: 1, hand: [Tide Sprite], deck: [Reef Guard] }
script:
  - p1 mainAction: end
  - p2 mainAction: summon Tide Sprite
`);
    expect(r.ok).toBe(true);
    expect(r.notes).toHaveLength(1);
    expect(r.notes[0]).toMatch(
      /^step 2 \(line 11\) `p2 mainAction: summon Tide Sprite`: before it, p1 attackAction was answered `end` by default \(strict: false\); p1 could also: attack:\d+ \(Attack with Cinder Hound/,
    );
    expect(formatScenarioResult(r)).toContain('\n    note: step 2 (line 11)');
  });

  it('says nothing when the default was the only thing to do, or was the scripted player’s own', () => {
    // p1's own attack step is ended for the p1 step; p2 has nothing to do in the flash window.
    const r = runScenario(`
name: Non-strict with nothing passed over
rules: [6-1-1]
strict: false
start:
  turn: 2
  p1: { hand: [Ember Whelp], field: [Cinder Hound], deck: [Blaze Drake] }
  p2: { deck: [Reef Guard] }
script:
  - p1 mainAction: end
  - p1 mainAction: summon Ember Whelp # turn 4: p1's attack step and p2's turn went by
    expect: { turn: 4 }
then: stop
`);
    expect(r.failures).toEqual([]);
    expect(r.notes).toEqual([]);
  });
});

describe('the event log of a run', () => {
  it('lists every event under the script step that caused it, with card names and seats', () => {
    const r = runScenario(
      `${THREE_SPRITES}
script:
  - p1 mainAction: magic Pair Smash
  - p1 target: [Tide Sprite, Tide Sprite (2)]
`,
      { events: true },
    );
    expect(r.ok).toBe(true);
    const ev = r.events ?? [];
    expect(ev[0]).toBe('events:');
    expect(ev[1]).toBe('  start:');
    expect(ev[2]).toMatch(/^ {4}0 \{t: step, step: main, p: p1\}$/);
    const step2 = ev.findIndex((l) =>
      /^ {2}step 2 \(line \d+\) `p1 target: \[Tide Sprite, Tide Sprite \(2\)\]`:$/.test(l),
    );
    expect(step2).toBeGreaterThan(2);
    expect(
      ev.slice(step2).filter((l) => /\{t: destroy, p: p2, .*card: Tide Sprite, .*src: Pair Smash/.test(l)),
    ).toHaveLength(2);
    expect(runScenario(`${THREE_SPRITES}\nscript: []`).events).toBeUndefined();
  });
});

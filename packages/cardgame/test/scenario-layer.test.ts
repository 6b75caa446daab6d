// The game-agnostic scenario layer (src/scenario/): answers matched against options, event patterns,
// and the notes a script run leaves when the runner answers for a player.
import { describe, expect, it } from 'vitest';
import { Game, type Decision, type GameModule, type JsonObject, type PlayerIndex } from '@arbiter/engine';
import {
  checkEvents,
  checkNoEvents,
  declineAnswer,
  eventLogLines,
  playScenario,
  readStep,
  rawAnswer,
  refsOf,
  resolveAnswer,
  runScript,
  type ScriptStep,
} from '@arbiter/cardgame';

const NAMES: Record<string, string> = { RG: 'Red Guard', BW: 'Blue Wall', RB: 'Red Brawler' };
const name = (def: string): string => NAMES[def] ?? def;

/** Three Red Guards and a Blue Wall to choose two of. */
const pickTwo: Decision = {
  id: 1,
  player: 0,
  kind: 'target',
  type: 'select',
  prompt: 'Choose two.',
  options: [
    { id: '11', label: 'Red Guard', card: 'RG', obj: 11 },
    { id: '12', label: 'Red Guard', card: 'RG', obj: 12 },
    { id: '13', label: 'Red Guard', card: 'RG', obj: 13 },
    { id: '14', label: 'Blue Wall', card: 'BW', obj: 14 },
  ],
  min: 2,
  max: 2,
  optional: false,
};

const chosen = (spec: string[]): string[] | string => {
  const r = resolveAnswer(pickTwo, name, spec);
  if (!r.ok) return r.message;
  return 'choose' in r.answer ? r.answer.choose : [];
};

describe('scenario answers (cardgame)', () => {
  it('an ordinal in a list counts among all the matching options', () => {
    expect(chosen(['Red Guard', 'Red Guard (2)'])).toEqual(['11', '12']);
    expect(chosen(['Red Guard (3)', 'Red Guard#1'])).toEqual(['13', '11']);
    expect(chosen(['Red Guard (2)', 'Red Guard'])).toEqual(['12', '11']);
    // Without ordinals the same name twice takes the next one not taken.
    expect(chosen(['Red Guard', 'Red Guard'])).toEqual(['11', '12']);
    expect(chosen(['Red Guard (2)', 'Red Guard (2)'])).toBe(
      '"Red Guard (2)" (12) is already chosen in this answer',
    );
    expect(chosen(['Red Guard (4)', 'Blue Wall'])).toBe('only 3 option(s) match "Red Guard (4)"');
  });

  it('a raw answer written in full passes as it is, taking an action back included', () => {
    expect(resolveAnswer(pickTwo, name, { back: true })).toEqual({ ok: true, answer: { back: true } });
    expect(resolveAnswer(pickTwo, name, { choose: ['11', '14'] })).toEqual({
      ok: true,
      answer: { choose: ['11', '14'] },
    });
    expect(rawAnswer({ back: false })).toBeNull();
    expect(rawAnswer({ counts: { reserve: 'two' } })).toBeNull();
  });

  it("a game's dialect: 'none' as a reference or as nothing, keyed answers read as verb and object", () => {
    const saga = { none: 'reference', keyed: true } as const;
    expect(refsOf('None')).toEqual([]);
    expect(refsOf('none', saga)).toEqual(['none']);
    expect(refsOf([{ summon: 'Ember Whelp' }, 'Red Guard', 2, true], saga)).toEqual([
      'summon Ember Whelp',
      'Red Guard',
      '2',
      'yes',
    ]);
    expect(refsOf({ summon: 'Ember Whelp' })).toBeNull();
    expect(refsOf({ summon: ['Ember Whelp'] }, saga)).toBeNull();
  });
});

describe('event patterns (cardgame)', () => {
  const log: JsonObject[] = [
    { t: 'attack', p: 0, attacker: 5, target: 9, card: 'RB', targetCard: 'BW' },
    { t: 'deckPlaced', p: 1, n: 2, cards: ['RG', 'BW'] },
  ];

  it('take card names in every card-valued field, lists included', () => {
    expect(
      checkEvents(
        name,
        log,
        [
          { t: 'attack', p: 'p1', card: 'Red Brawler', targetCard: 'Blue Wall' },
          { t: 'deckPlaced', cards: ['Red Guard', 'BW'] },
        ],
        'step 1',
      ),
    ).toEqual([]);
    expect(
      checkNoEvents(name, log, [{ t: 'deckPlaced', cards: ['Blue Wall', 'Red Guard'] }], 'step 1'),
    ).toEqual([]);
    expect(checkEvents(name, log, [{ t: 'attack', targetCard: 'Red Guard' }], 'step 1')).toHaveLength(1);
  });

  it('refuse `times` in noEvents and a `times` that is not a count', () => {
    expect(checkNoEvents(name, log, [{ t: 'attack', times: 2 }], 'step 1')).toEqual([
      'step 1: {"t":"attack","times":2}: `times` has no meaning in noEvents (no matching event may occur); to count events write the pattern under events with times: N (0 for none)',
    ]);
    expect(checkEvents(name, log, [{ t: 'attack', times: 'one' }], 'step 1')).toEqual([
      'step 1: {"t":"attack","times":"one"}: `times` is a whole number of events, 0 or more, not "one"',
    ]);
    expect(
      checkEvents(
        name,
        log,
        [
          { t: 'attack', times: 1 },
          { t: 'look', times: 0 },
        ],
        'step 1',
      ),
    ).toEqual([]);
  });
});

/** p1 acts; then p2 may counter (with Blue Wall) or pass; twice, then the game ends. */
interface PingData {
  round: number;
}
const ping: GameModule<PingData, object> = {
  id: 'ping',
  ruleset: 'ping/1',
  triggerOncePerBatch: false,
  view: (state) => ({ round: state.data.round }),
  init(ctx) {
    ctx.push('round');
    return { round: 0 };
  },
  procedures: {
    round(ctx, f) {
      const ask = (player: PlayerIndex, kind: string, options: Decision['options']) =>
        ctx.ask({ player, kind, type: 'select', prompt: kind, options, min: 1, max: 1 });
      if (f.step === 0) {
        f.step = 1;
        ask(0, 'act', [
          { id: 'play', label: 'Play Red Brawler', card: 'RB' },
          { id: 'end', label: 'End' },
        ]);
        return;
      }
      if (f.step === 1) {
        ctx.emit({ t: 'act', choice: String((ctx.takeAnswer() as { choose: string[] }).choose[0]) });
        f.step = 2;
        ask(1, 'counter', [
          { id: 'pass', label: 'Pass' },
          { id: 'wall', label: 'Counter with Blue Wall', card: 'BW' },
        ]);
        return;
      }
      ctx.emit({ t: 'counter', choice: String((ctx.takeAnswer() as { choose: string[] }).choose[0]) });
      if (ctx.data.round === 2) ctx.end({ winner: 0, reason: 'two rounds' });
      else f.step = 0;
    },
  },
  applyEvent(ctx, e) {
    if (e.t === 'counter') ctx.data.round++;
  },
};

/** Plays ping with a script of `{key: answer}` steps; the runner passes a counter timing when `passCounters`. */
function playPing(script: Record<string, unknown>[], passCounters: boolean) {
  const game = Game.create(ping, {}, 1);
  const run = runScript(
    game,
    script.map((raw) => readStep(raw) as ScriptStep),
    {
      cardName: name,
      checkExpect: () => [],
      autoAnswer: (g) => (passCounters && g.decision?.kind === 'counter' ? { choose: ['pass'] } : null),
    },
    { strict: true, stopAtEnd: !passCounters },
  );
  return { game, run };
}

describe('script runs (cardgame)', () => {
  it('note every decision the runner answers for another player who could have done something else', () => {
    const { run } = playPing(
      [{ 'p1 act': 'Play Red Brawler' }, { 'p1 act': 'End' }, { 'p2 counter': 'pass' }],
      true,
    );
    expect(run.failures).toEqual([]);
    expect(run.autoAnswered).toEqual(['p2 counter']);
    expect(run.notes).toEqual([
      'step 2 `p1 act: End`: before it, p2 counter was answered `pass` by default; p2 could also: wall (Counter with Blue Wall)',
    ]);
  });
});

describe('refused answers (cardgame)', () => {
  it('check the code, the message and that nothing changed, for another sender, a stale id and after the end', () => {
    const { run } = playPing(
      [
        { 'p1 act': 'End', by: 'p2', refused: 'WRONG_PLAYER' },
        { 'p1 act': 'End', decision: 'stale', refused: { code: 'STALE_DECISION' } },
        { 'p1 act': 'End' },
        { 'p2 counter': 'pass' },
        { 'p1 act': 'End' },
        { 'p2 counter': 'pass' },
        { 'p1 act': 'End', refused: 'GAME_OVER' },
      ],
      false,
    );
    expect(run.failures).toEqual([]);
    const wrong = playPing([{ 'p1 act': 'End', by: 'p2', refused: 'STALE_DECISION' }], false);
    expect(wrong.run.failures).toHaveLength(1);
    expect(wrong.run.failures[0]).toMatch(
      /^step 1 `p1 act: End`: expected refusal STALE_DECISION, got WRONG_PLAYER \(".+"\)$/,
    );
    const accepted = playPing([{ 'p1 act': 'End', refused: 'UNKNOWN_OPTION' }], false);
    expect(accepted.run.stopped).toBe(true);
    expect(accepted.run.failures[0]).toMatch(/to be refused with UNKNOWN_OPTION, but it was accepted$/);
  });
});

describe('the event log of a script run (cardgame)', () => {
  it('lists each event under the step that caused it, with card names and seats', () => {
    const { game, run } = playPing([{ 'p1 act': 'Play Red Brawler' }, { 'p2 counter': 'wall' }], false);
    expect(run.failures).toEqual([]);
    expect(eventLogLines(game.state.log, run.marks, name)).toEqual([
      'events:',
      '  step 1 `p1 act: Play Red Brawler`:',
      `    0 {t: act, choice: play}`,
      '  step 2 `p2 counter: wall`:',
      `    1 {t: counter, choice: wall}`,
    ]);
  });
});

describe('unscripted decisions (cardgame)', () => {
  const ask = (options: Decision['options']): Decision => ({ ...pickTwo, min: 1, max: 1, options });
  it('are declined by the option that passes, whatever its id or place', () => {
    const d = ask([
      { id: 'o0', label: 'Attack with Red Guard', obj: 11 },
      { id: 'o1', label: 'End the step', pass: true },
      { id: 'o2', label: 'Stop', yes: false },
    ]);
    expect(declineAnswer(d)).toEqual({ choose: ['o1'] });
  });
  it("else by a yes-or-no question's no, and not at all when neither is offered", () => {
    expect(
      declineAnswer(
        ask([
          { id: 'a', label: 'Yes', yes: true },
          { id: 'b', label: 'No', yes: false },
        ]),
      ),
    ).toEqual({
      choose: ['b'],
    });
    expect(
      declineAnswer(
        ask([
          { id: 'pass', label: 'Pass' },
          { id: 'end', label: 'End' },
        ]),
      ),
    ).toBeNull();
  });
});

describe('a scenario played to its end (cardgame playScenario)', () => {
  const play = (script: Record<string, unknown>[]) =>
    playScenario(
      Game.create(ping, {}, 1),
      script.map((raw) => readStep(raw) as ScriptStep),
      {
        cardName: name,
        checkExpect: (g, e, where) =>
          g.state.data.round === e.round ? [] : [`${where}: round is ${g.state.data.round}`],
        autoAnswer: () => null,
      },
      { strict: true, stopAtEnd: true, expect: { round: 1 }, events: true },
    );
  it('checks the final expect after the script, and lays out the events by step', () => {
    const ok = play([{ 'p1 act': 'End' }, { 'p2 counter': 'pass' }]);
    expect(ok.failures).toEqual([]);
    expect(ok.events).toEqual([
      'events:',
      '  step 1 `p1 act: End`:',
      '    0 {t: act, choice: end}',
      '  step 2 `p2 counter: pass`:',
      '    1 {t: counter, choice: pass}',
    ]);
    expect(play([{ 'p1 act': 'End' }]).failures).toEqual(['expect: round is 0']);
  });
  it('does not check the final expect when the script could not go on', () => {
    const stopped = play([{ 'p2 counter': 'pass' }]);
    expect(stopped.failures).toHaveLength(1);
    expect(stopped.failures[0]).toMatch(
      /^step 1 `p2 counter: pass`: expected p2 counter, but the game waits for p1 act/,
    );
  });
});

// Vanguard scenarios (`game: vanguard`, docs/scenarios.md): a starting position (`start`) or a real
// preparation (`decks` with a seed), a script of answers played by the card-game layer's runner, and
// expectations on the zones. Cards are named by id or name.
//
// start:
//   turn: 3            the turn number (turn 1 is the first player's first turn)
//   active: p1         the turn player
//   phase: main        where play begins: draw (after the draw: the G assist step), ride (the ride
//                      step), main, or battle (the start step)
//   p1: { VC: Card, FL: { card: Card, rested: true }, hand: [...], deck: [...top first], damage: [...],
//         soul: [...], drop: [...], gzone: [Card (face down), { card: Card, faceDown: false }],
//         mate: Card (a Legion Mate beside the vanguard, 10.25.1; expectations read it as a circle)
//         (a circle's card may also say faceDown: true, a locked card off the VC, or deleted: true, 10.26) }
//   p2: ...
//   vanguardDamage: [1, 1]   damage each vanguard has been dealt and not yet processed (9.6)
// cards: [...]         test cards (the card schema of cards.ts, ids the data does not use) for
//                      mechanics no card of the data has, such as G units (read by @arbiter/cardgame)
// strict: false        decisions the script does not mention are answered, where a player may decline,
//                      by the card-game layer's policy (declineAnswer: the option that passes, else a
//                      question's no), and the script may end anywhere; by default (true) every
//                      decision is scripted
// expect: {...}        checks after the script (as a step's: zones, turn, phase, decision, winner, events)
import {
  commonExpectation,
  declineAnswer,
  readScenarioFile,
  readScenarioDocument,
  playScenario,
  scenarioTestCards,
  type GameClock,
  type ScenarioOutcome,
} from '@arbiter/cardgame';
import { Game, run, type Answer, type JsonObject, type PlayerIndex } from '@arbiter/engine';
import { parseVgCards, type VgCatalog } from './cards.ts';
import { checkVgDeck, checkVgGDeck } from './deck-check.ts';
import { createVgModule, type VgSetup } from './module.ts';
import { CIRCLES, criticalOf, isCircle, powerOf, type VgCard, type VgData } from './state.ts';

type Raw = Record<string, unknown>;
type G = Game<VgData, VgSetup>;

class ScenarioError extends Error {}

const PLAYER_KEYS = new Set([
  ...CIRCLES,
  'mate',
  'hand',
  'deck',
  'damage',
  'soul',
  'drop',
  'bind',
  'gc',
  'gzone',
]);
/** Filler for a deck the start leaves out, so that nobody loses by deck out (9.2.3) by accident. */
const FILLER = 'TD01-012';

/** Notes: decisions a non-strict script left to the runner where the player could have done something else. */
export type VgScenarioResult = ScenarioOutcome;

/**
 * Non-strict mode: the answer to a decision the script does not mention, read from the options'
 * facts as every game's runner does (the option that passes, else a yes-or-no question's no); none
 * when the player cannot decline (a ride, a choice of cards), where the runner stops.
 */
function unscriptedAnswer(g: G): Answer | null {
  const d = g.decision;
  return d ? declineAnswer(d) : null;
}

function defOf(cat: VgCatalog, ref: unknown, where: string): string {
  const def = typeof ref === 'string' ? cat.find(ref) : undefined;
  if (!def) throw new ScenarioError(`${where}: unknown card ${JSON.stringify(ref)}`);
  return def.id;
}

/** Builds the position of `start` on a fresh game: its procedures resume at the phase named. */
function startGame(cat: VgCatalog, start: Raw, seed: number): G {
  const module = createVgModule(cat);
  const decks: [string[], string[]] = [[], []];
  const gdecks: [string[], string[]] = [[], []];
  const game = Game.create(
    module,
    {
      players: [
        { name: 'p1', deck: [] },
        { name: 'p2', deck: [] },
      ],
    },
    seed,
  );
  const st = game.state;
  const d = st.data;
  const card = (p: PlayerIndex, ref: unknown, where: string, down = false): VgCard => {
    const o = (typeof ref === 'object' && ref !== null ? ref : { card: ref }) as Raw;
    const def = defOf(cat, o.card, where);
    (down ? gdecks : decks)[p].push(def);
    // 4.11.4: the G zone's cards are face down unless the start says `faceDown: false`.
    const faceDown = o.faceDown === true || (down && o.faceDown !== false);
    // 10.26.2: a deleted unit (`deleted: true`) is face down.
    if (o.deleted === true)
      return { id: st.nextObject++, def, owner: p, rested: o.rested === true, faceDown: true, deleted: true };
    return { id: st.nextObject++, def, owner: p, rested: o.rested === true, faceDown };
  };
  for (const p of [0, 1] as const) {
    const key = p === 0 ? 'p1' : 'p2';
    const spec = (start[key] ?? {}) as Raw;
    for (const k of Object.keys(spec))
      if (!PLAYER_KEYS.has(k)) throw new ScenarioError(`start.${key}: unknown key "${k}"`);
    const pl = d.players[p];
    for (const c of CIRCLES) if (spec[c] !== undefined) pl.field[c] = card(p, spec[c], `start.${key}.${c}`);
    // 10.25.1: a Legion Mate beside the vanguard (the legion made on an earlier turn).
    if (spec.mate !== undefined) {
      if (!pl.field.VC) throw new ScenarioError(`start.${key}.mate: a Legion Mate needs a vanguard`);
      pl.mate = card(p, spec.mate, `start.${key}.mate`);
      d.legioned = [...(d.legioned ?? []), { p, id: pl.field.VC.id, turn: 0 }];
    }
    for (const z of ['hand', 'deck', 'damage', 'soul', 'drop', 'bind', 'gc', 'gzone'] as const) {
      const list = spec[z] ?? (z === 'deck' ? new Array<string>(10).fill(FILLER) : []);
      if (!Array.isArray(list)) throw new ScenarioError(`start.${key}.${z}: expected a list of cards`);
      pl[z] = list.map((r, i) => card(p, r, `start.${key}.${z}[${i + 1}]`, z === 'gzone'));
    }
  }
  // 7.7.1.5: vanguard damage not yet dealt by the damage process (9.6), e.g. [1, 1].
  const vd = start.vanguardDamage;
  if (vd !== undefined) {
    if (!Array.isArray(vd) || vd.length !== 2 || !vd.every((n) => typeof n === 'number'))
      throw new ScenarioError('start.vanguardDamage: two numbers, p1 then p2');
    d.vanguardDamage = [vd[0] as number, vd[1] as number];
  }
  const active: PlayerIndex = start.active === 'p2' ? 1 : 0;
  d.turn = typeof start.turn === 'number' ? start.turn : 3;
  d.active = active;
  d.first = (d.turn % 2 === 1) === (active === 0) ? 0 : 1;
  const phase = typeof start.phase === 'string' ? start.phase : 'main';
  const at: Record<string, [number, string, VgData['phase']]> = {
    ride: [4, 'ride', 'ride'],
    main: [6, 'main', 'main'],
    battle: [7, 'battle', 'battle'],
  };
  const where = at[phase];
  if (phase === 'draw') {
    // After the draw: the turn resumes at the G assist step (6.4.1.2).
    d.phase = 'draw';
    d.step = 'draw';
    st.frames = [{ kind: 'turn', step: 3, locals: {} }];
  } else if (!where) throw new ScenarioError(`start.phase: one of draw, ride, main, battle, not "${phase}"`);
  else {
    // The turn frame resumes after the phase named; that phase's procedure runs first.
    d.phase = where[2];
    d.step = phase === 'battle' ? 'start' : '';
    st.frames = [
      { kind: 'turn', step: where[0] + 1, locals: {} },
      { kind: where[1], step: 0, locals: {} },
    ];
    if (phase === 'ride') st.frames.splice(1, 0, { kind: 'checkpoint', step: 0, locals: {} });
  }
  st.pending = null;
  st.log = [];
  (game.setup as VgSetup).players[0].deck = decks[0];
  (game.setup as VgSetup).players[1].deck = decks[1];
  for (const p of [0, 1] as const)
    if (gdecks[p].length > 0) (game.setup as VgSetup).players[p].gdeck = gdecks[p];
  run(module, st); // up to the first decision
  return game;
}

const seatOf = (s: string): PlayerIndex | null => (s === 'p1' ? 0 : s === 'p2' ? 1 : null);

/** Compares one zone: a count, or the cards in order (names or ids; a circle: one card or null). */
function checkZone(
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  zone: string,
  want: unknown,
  where: string,
): string[] {
  const pl = d.players[p];
  const name = (c: VgCard): string => cat.get(c.def).name;
  const sameCard = (c: VgCard, ref: unknown): boolean =>
    typeof ref === 'string' && (c.def === ref || name(c) === ref);
  if (isCircle(zone) || zone === 'mate') {
    const u = zone === 'mate' ? (pl.mate ?? null) : pl.field[zone];
    if (want === null) return u ? [`${where}: ${zone} holds ${name(u)}, expected nothing`] : [];
    const o = (typeof want === 'object' && want !== null ? want : { card: want }) as Raw;
    if (!u) return [`${where}: ${zone} is empty, expected ${JSON.stringify(o.card)}`];
    const out: string[] = [];
    if (o.card !== undefined && !sameCard(u, o.card))
      out.push(`${where}: ${zone} holds ${name(u)}, expected ${String(o.card)}`);
    if (o.rested !== undefined && u.rested !== o.rested)
      out.push(`${where}: ${zone} rested is ${u.rested}, expected ${String(o.rested)}`);
    if (o.faceDown !== undefined && u.faceDown !== o.faceDown)
      out.push(`${where}: ${zone} face down is ${u.faceDown}, expected ${String(o.faceDown)}`);
    if (o.power !== undefined && powerOf(cat, d, p, u) !== o.power)
      out.push(`${where}: ${zone} power is ${powerOf(cat, d, p, u)}, expected ${String(o.power)}`);
    if (o.critical !== undefined && criticalOf(cat, d, u) !== o.critical)
      out.push(`${where}: ${zone} critical is ${criticalOf(cat, d, u)}, expected ${String(o.critical)}`);
    return out;
  }
  const list = pl[zone as 'hand'];
  if (!Array.isArray(list)) return [`${where}: unknown zone "${zone}"`];
  if (typeof want === 'number')
    return list.length === want ? [] : [`${where}: ${zone} holds ${list.length} cards, expected ${want}`];
  if (!Array.isArray(want)) return [`${where}: ${zone}: expected a count or a list of cards`];
  const have = list.map(name);
  const ok = want.length === list.length && want.every((r, i) => sameCard(list[i]!, r));
  return ok ? [] : [`${where}: ${zone} is [${have.join(', ')}], expected [${want.join(', ')}]`];
}

/** Where a Vanguard game is: the turn, whose turn, its phase (6.2) and, in a battle, its step (7.2). */
const vgClock = (g: G): GameClock => ({
  turn: g.state.data.turn,
  active: g.state.data.active,
  phase: g.state.data.phase,
  step: g.state.data.step,
});

function checkExpect(cat: VgCatalog, game: G, expect: JsonObject, where: string): string[] {
  const out: string[] = [];
  const d = game.state.data;
  for (const [k, v] of Object.entries(expect)) {
    const p = seatOf(k);
    if (p !== null) {
      for (const [zone, want] of Object.entries((v ?? {}) as Raw))
        out.push(...checkZone(cat, d, p, zone, want, `${where}, ${k}`));
    } else if (k === 'vanguardDamage') {
      if (JSON.stringify(d.vanguardDamage) !== JSON.stringify(v))
        out.push(
          `${where}: vanguard damage is ${JSON.stringify(d.vanguardDamage)}, expected ${JSON.stringify(v)}`,
        );
    } else {
      // Where the game is, how it ended, the decision, events: every game's (the card-game
      // layer's), Vanguard's clock counting phases and the battle's steps (6.2, 7.2).
      const common = commonExpectation(game, k, v, {
        cardName: (def) => (cat.has(def) ? cat.get(def).name : def),
        clock: vgClock,
      });
      out.push(...(common ? common.map((m) => `${where}: ${m}`) : [`${where}: unknown expectation "${k}"`]));
    }
  }
  return out;
}

/** Runs one scenario file against the catalog (the pool with the trial decks' lists). */
export function runVgScenarioFile(
  file: string,
  pool: VgCatalog,
  decks: ReadonlyMap<string, string[]>,
  opts: Parameters<typeof runVgScenario>[4] = {},
): VgScenarioResult {
  return readScenarioFile(file, (text) => runVgScenario(text, file, pool, decks, opts));
}

/** Runs one scenario from its text (`file` names it in the result). */
export function runVgScenario(
  text: string,
  file: string,
  pool: VgCatalog,
  decks: ReadonlyMap<string, string[]>,
  /** `onGame`: the scenario's game once its script has run, and its start built afresh (tests replay it). */
  /** `events`: return the event log by script step (`arbiter scenario run --events`). */
  opts: { onGame?: (g: G, fresh: () => G) => void; events?: boolean } = {},
): VgScenarioResult {
  let name = file;
  let rules: string[] = [];
  try {
    const read = readScenarioDocument(text, 'vanguard');
    const { doc: sc, seed, strict, steps } = read;
    name = read.name;
    rules = read.rules;
    // Test cards for mechanics the data has no card for (the G units of 4.11, 10.28, 11.12).
    const tests = scenarioTestCards(sc, parseVgCards, (id) => pool.has(id));
    const cat = tests.length > 0 ? pool.with(tests) : pool;
    const failures: string[] = [];
    const notes: string[] = [];
    let events: string[] | undefined;
    // deckCheck: a deck (ids or names, with counts) and the rules its problems must cite.
    if (sc.deckCheck !== undefined) {
      const dc = sc.deckCheck as Raw;
      const expand = (entries: unknown): string[] =>
        ((entries ?? []) as { card: string; count: number }[]).flatMap((e) =>
          new Array<string>(e.count).fill(defOf(cat, e.card, 'deckCheck')),
        );
      // `cards` the main deck (5.2), `gdeck` the G deck (5.3); either may be left out.
      const got = [
        ...(dc.cards !== undefined ? checkVgDeck(cat, expand(dc.cards)) : []),
        ...(dc.gdeck !== undefined ? checkVgGDeck(cat, expand(dc.gdeck)) : []),
      ].map((p) => p.rule);
      const want = (dc.problems as unknown[]).map(String);
      if (JSON.stringify(got) !== JSON.stringify(want))
        failures.push(`deckCheck: problems cite [${got.join(', ')}], expected [${want.join(', ')}]`);
    }
    // The scenario's starting game, built afresh on each call (tests replay the script's answers).
    let fresh: (() => G) | null = null;
    if (sc.start !== undefined) fresh = () => startGame(cat, sc.start as Raw, seed);
    else if (Array.isArray(sc.decks)) {
      const [a, b] = sc.decks.map((k) => {
        const deck = decks.get(String(k));
        if (!deck)
          throw new ScenarioError(`unknown deck "${String(k)}" (known: ${[...decks.keys()].join(', ')})`);
        return deck;
      }) as [string[], string[]];
      const module = createVgModule(cat);
      const setup: VgSetup = {
        players: [
          { name: 'p1', deck: a },
          { name: 'p2', deck: b },
        ],
      };
      fresh = () => Game.create(module, setup, seed);
    }
    const game = fresh?.() ?? null;
    if (game && fresh) {
      const g = game;
      const cardName = (def: string): string => (cat.has(def) ? cat.get(def).name : def);
      const played = playScenario(
        g,
        steps,
        {
          cardName,
          checkExpect: (gm, e, w) => checkExpect(cat, gm, e, w),
          autoAnswer: (gm) => (strict ? null : unscriptedAnswer(gm)),
        },
        {
          strict,
          stopAtEnd: !strict || sc.then === 'stop' || g.over,
          ...(sc.expect !== undefined ? { expect: sc.expect as JsonObject } : {}),
          events: opts.events === true,
        },
      );
      failures.push(...played.failures);
      notes.push(...played.notes);
      events = played.events;
      opts.onGame?.(g, fresh);
    }
    return {
      file,
      name,
      rules,
      ok: failures.length === 0,
      failures,
      ...(notes.length ? { notes } : {}),
      ...(events ? { events } : {}),
    };
  } catch (e) {
    return { file, name, rules, ok: false, failures: [(e as Error).message] };
  }
}

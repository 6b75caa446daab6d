// DBSCG scenarios (`game: dbscg`): the same format as Saga's (docs/scenarios.md), with the DBSCG
// areas in `start` and `expect`. The script is played by the card-game layer's runner; this file
// builds the starting position and checks the DBSCG expectations.
import {
  commonExpectation,
  declineAnswer,
  expandCardRefs,
  readScenarioFile,
  readScenarioDocument,
  playScenario,
  splitOrdinal,
  type GameClock,
  type ScenarioOutcome,
  type ScenarioRunOptions,
} from '@arbiter/cardgame';
import { Game, type Answer, type JsonObject, type PlayerIndex } from '@arbiter/engine';
import { DbsCatalog, type DbsCardDef } from './cards.ts';
import { powerOf } from './continuous.ts';
import {
  createDbsModule,
  type DbsSetup,
  type DbsStart,
  type DbsStartPlayer,
  type StartCard,
} from './module.ts';
import { checkCardDef } from './skill-schema.ts';
import { checkDbsDeck } from './deck-check.ts';
import type { DbsCard, DbsData, PlayerData } from './state.ts';
import { TEST_CARDS, TEST_DECKS } from './test-cards.ts';

export type DbsScenarioResult = ScenarioOutcome;

type Raw = Record<string, unknown>;
type G = Game<DbsData, DbsSetup>;

class ScenarioError extends Error {}

const seat = (s: unknown, where: string): PlayerIndex => {
  if (s === 'p1') return 0;
  if (s === 'p2') return 1;
  throw new ScenarioError(`${where}: expected p1 or p2, got ${JSON.stringify(s)}`);
};

/** A test card from the file, with defaults for what it leaves out. */
function testCard(raw: Raw): DbsCardDef {
  const cost = raw.cost;
  const combo = raw.combo;
  const def: Raw = {
    name: raw.id,
    type: 'battle',
    colors: ['red'],
    power: raw.type === 'extra' ? 0 : 10000,
    characters: [],
    traits: [],
    eras: [],
    skills: [],
    ...raw,
    cost:
      raw.type === 'leader'
        ? null
        : typeof cost === 'number'
          ? { total: cost, colors: {} }
          : (cost ?? { total: 1, colors: {} }),
    combo: Array.isArray(combo) ? { cost: combo[0], power: combo[1] } : (combo ?? null),
  };
  return checkCardDef(def);
}

/** "3 x Red Brawler" repeats a card (the card-game layer's `expandCardRefs`); a card is named by id or name. */
function expand(list: unknown, where: string): unknown[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new ScenarioError(`${where}: expected a list`);
  return list.flatMap((x: unknown) => (typeof x === 'string' ? expandCardRefs([x]) : [x]));
}

function cardId(cat: DbsCatalog, ref: unknown, where: string): string {
  if (typeof ref !== 'string') throw new ScenarioError(`${where}: expected a card id or name`);
  const c = cat.find(ref);
  if (!c) throw new ScenarioError(`${where}: no card "${ref}" (define test cards under \`cards\`)`);
  return c.id;
}

function startCard(cat: DbsCatalog, x: unknown, where: string): StartCard {
  if (typeof x === 'string') return { card: cardId(cat, x, where) };
  if (typeof x !== 'object' || x === null)
    throw new ScenarioError(`${where}: expected a card or {card, rest}`);
  const o = x as Raw;
  const out: StartCard = { card: cardId(cat, o.card, `${where}.card`) };
  if (o.rest === true) out.rest = true;
  if (o.flipped === true) out.flipped = true;
  if (o.under !== undefined) out.under = cards(cat, o.under, `${where}.under`, '');
  return out;
}

function cards(cat: DbsCatalog, raw: unknown, where: string, filler: string, count = 0): string[] {
  if (typeof raw === 'number') return Array<string>(raw).fill(filler);
  if (raw === undefined) return Array<string>(count).fill(filler);
  return expand(raw, where).map((x, i) => cardId(cat, x, `${where}[${i}]`));
}

function startPlayer(
  cat: DbsCatalog,
  raw: Raw,
  where: string,
  filler: string,
  leader: string,
): DbsStartPlayer {
  return {
    leader: raw.leader === undefined ? { card: leader } : startCard(cat, raw.leader, `${where}.leader`),
    // A deck and life of filler cards by default, so that no scenario loses to an empty area by accident.
    deck: cards(cat, raw.deck, `${where}.deck`, filler, 20),
    hand: cards(cat, raw.hand ?? [], `${where}.hand`, filler),
    life: cards(cat, raw.life, `${where}.life`, filler, 8),
    energy: expand(raw.energy, `${where}.energy`).map((x, i) => startCard(cat, x, `${where}.energy[${i}]`)),
    battle: expand(raw.battle, `${where}.battle`).map((x, i) => startCard(cat, x, `${where}.battle[${i}]`)),
    combo: cards(cat, raw.combo ?? [], `${where}.combo`, filler),
    drop: cards(cat, raw.drop ?? [], `${where}.drop`, filler),
    warp: cards(cat, raw.warp ?? [], `${where}.warp`, filler),
  };
}

type DeckList = { leader: string; deck: string[] };

/** The leader and deck of each seat under `decks` (a test deck's name, or a list). */
function deckLists(cat: DbsCatalog, doc: Raw, filler: string): [DeckList, DeckList] {
  const decks = (doc.decks ?? {}) as Raw;
  const deckOf = (x: unknown, where: string): DeckList => {
    if (x === 'red' || x === 'blue') return TEST_DECKS[x];
    const o = (x ?? {}) as Raw;
    return {
      leader: cardId(cat, o.leader, `${where}.leader`),
      deck: cards(cat, o.deck, `${where}.deck`, filler),
    };
  };
  return [deckOf(decks.p1 ?? 'red', 'decks.p1'), deckOf(decks.p2 ?? 'blue', 'decks.p2')];
}

const fillerOf = (cat: DbsCatalog, doc: Raw): string =>
  doc.filler !== undefined ? cardId(cat, doc.filler, 'filler') : 'DBT-010';

/**
 * `deckCheck: {p1: [rule ids], p2: [...]}`: the problems each deck of `decks` has (5-1), as the
 * rule ids `checkDbsDeck` reports, in its order.
 */
function deckCheckFails(cat: DbsCatalog, doc: Raw): string[] {
  if (doc.deckCheck === undefined) return [];
  if (doc.decks === undefined) throw new ScenarioError('deckCheck: needs `decks`');
  const want = doc.deckCheck as Raw;
  const lists = deckLists(cat, doc, fillerOf(cat, doc));
  const out: string[] = [];
  (['p1', 'p2'] as const).forEach((seat, i) => {
    if (want[seat] === undefined) return;
    if (!Array.isArray(want[seat])) throw new ScenarioError(`deckCheck.${seat}: a list of rule ids`);
    const exp = (want[seat] as unknown[]).map(String);
    const got = checkDbsDeck(cat, lists[i]!);
    if (JSON.stringify(got.map((x) => x.rule)) !== JSON.stringify(exp))
      out.push(
        `deckCheck.${seat}: expected [${exp.join(', ')}], got [${got.map((x) => `${x.rule}: ${x.message}`).join('; ')}]`,
      );
  });
  return out;
}

/** The game a scenario starts from. */
function build(cat: DbsCatalog, doc: Raw): G {
  const seed = typeof doc.seed === 'number' ? doc.seed : 1;
  const mod = createDbsModule(cat);
  const filler = fillerOf(cat, doc);
  const names: [string, string] = ['Player 1', 'Player 2'];
  if (doc.start !== undefined) {
    const s = doc.start as Raw;
    if (typeof s.turn !== 'number') throw new ScenarioError('start.turn: required, a number');
    const start: DbsStart = {
      turn: s.turn,
      active: s.active === undefined ? 0 : seat(s.active, 'start.active'),
      phase: (s.phase as DbsStart['phase'] | undefined) ?? 'main',
      players: [
        startPlayer(cat, (s.p1 as Raw | undefined) ?? {}, 'start.p1', filler, 'DBT-001'),
        startPlayer(cat, (s.p2 as Raw | undefined) ?? {}, 'start.p2', filler, 'DBT-002'),
      ],
    };
    if (!['charge', 'main', 'mainEnd', 'end'].includes(start.phase))
      throw new ScenarioError('start.phase: charge, main, mainEnd or end');
    if (s.first !== undefined) start.first = seat(s.first, 'start.first');
    const setup: DbsSetup = {
      players: [
        { name: names[0], leader: start.players[0].leader.card, deck: [] },
        { name: names[1], leader: start.players[1].leader.card, deck: [] },
      ],
      start,
    };
    return Game.create(mod, setup, seed);
  }
  const [a, b] = deckLists(cat, doc, filler);
  return Game.create(
    mod,
    {
      players: [
        { name: names[0], ...a },
        { name: names[1], ...b },
      ],
    },
    seed,
  );
}

/**
 * The runner answers these by itself when the script does not: a counter timing is asked whatever the
 * hand holds (passing it changes nothing), and a battle step the script skips is passed.
 */
function autoAnswer(g: G): Answer | null {
  const d = g.decision;
  if (!d) return null;
  // Declined by the option's fact (`pass`), as every game's runner does (cardgame `declineAnswer`).
  return d.kind === 'counter' || d.kind === 'battleAction' ? declineAnswer(d) : null;
}

/** One card of an area against an expected entry: a card reference, or {card, rest, power, flipped, under}. */
function cardFails(cat: DbsCatalog, d: DbsData, c: DbsCard, want: unknown, where: string): string[] {
  const out: string[] = [];
  const name = cat.get(c.def).name;
  const is = (ref: unknown): boolean =>
    typeof ref === 'string' &&
    (ref.toLowerCase() === c.def.toLowerCase() || ref.toLowerCase() === name.toLowerCase());
  if (typeof want === 'string') {
    if (!is(splitOrdinal(want).base)) out.push(`${where}: expected ${want}, got ${name}`);
    return out;
  }
  const w = want as Raw;
  if (w.card !== undefined && !is(w.card)) out.push(`${where}.card: expected ${String(w.card)}, got ${name}`);
  if (w.rest !== undefined && w.rest !== c.rest)
    out.push(`${where}.rest: expected ${String(w.rest)}, got ${c.rest}`);
  if (w.flipped !== undefined && w.flipped !== c.flipped)
    out.push(`${where}.flipped: expected ${String(w.flipped)}, got ${c.flipped}`);
  if (w.power !== undefined && w.power !== powerOf(cat, d, c))
    out.push(`${where}.power: expected ${String(w.power)}, got ${powerOf(cat, d, c)}`);
  if (typeof w.under === 'number' && w.under !== c.under.length)
    out.push(`${where}.under: expected ${String(w.under)}, got ${c.under.length}`);
  // The cards beneath, top to bottom (11-3-3).
  if (Array.isArray(w.under)) out.push(...areaFails(cat, d, c.under, w.under, `${where}.under`, true));
  if (w.evolved !== undefined && w.evolved !== (c.evolved === true))
    out.push(`${where}.evolved: expected ${String(w.evolved)}, got ${c.evolved === true}`);
  return out;
}

const ORDERED = new Set(['battle', 'energy', 'combo']);

function areaFails(
  cat: DbsCatalog,
  d: DbsData,
  list: DbsCard[],
  want: unknown,
  where: string,
  ordered: boolean,
): string[] {
  if (typeof want === 'number')
    return list.length === want ? [] : [`${where}: expected ${want} cards, got ${list.length}`];
  const entries = expand(want, where);
  const names = list.map((c) => cat.get(c.def).name);
  if (entries.length !== list.length)
    return [`${where}: expected ${entries.length} cards, got ${list.length} (${names.join(', ') || 'none'})`];
  if (ordered) return entries.flatMap((w, i) => cardFails(cat, d, list[i]!, w, `${where}[${i}]`));
  // In any order: every expected card matched by a different card.
  const left = list.slice();
  const out: string[] = [];
  for (const w of entries) {
    const i = left.findIndex((c) => cardFails(cat, d, c, w, where).length === 0);
    if (i < 0) out.push(`${where}: no card matches ${JSON.stringify(w)} among ${names.join(', ')}`);
    else left.splice(i, 1);
  }
  return out;
}

function playerFails(cat: DbsCatalog, d: DbsData, pl: PlayerData, want: Raw, where: string): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(want)) {
    const at = `${where}.${k}`;
    switch (k) {
      case 'leader':
        out.push(...cardFails(cat, d, pl.leader, v, at));
        break;
      case 'life':
      case 'deck':
      case 'hand':
      case 'drop':
      case 'warp':
      case 'battle':
      case 'combo':
      case 'energy':
      case 'removed':
        out.push(...areaFails(cat, d, pl[k], v, at, ORDERED.has(k) || k === 'deck'));
        break;
      case 'activeEnergy': {
        const n = pl.energy.filter((c) => !c.rest).length;
        if (n !== v) out.push(`${at}: expected ${String(v)}, got ${n}`);
        break;
      }
      default:
        out.push(`${at}: unknown key`);
    }
  }
  return out;
}

/** Where a DBSCG game is: the turn, whose turn, and its phase (6-1). */
const dbsClock = (g: G): GameClock => ({
  turn: g.state.data.turn,
  active: g.state.data.active,
  phase: g.state.data.phase,
});

function checkExpect(cat: DbsCatalog, g: G, e: JsonObject, where: string): string[] {
  const d = g.state.data;
  const out: string[] = [];
  const name = (def: string): string => (cat.has(def) ? cat.get(def).name : def);
  for (const [k, v] of Object.entries(e)) {
    const at = `${where} expect.${k}`;
    switch (k) {
      case 'battle': {
        const b = d.battle;
        if (v === 'none' ? b !== null : !b)
          out.push(`${at}: expected ${String(v)}, got ${b ? 'a battle' : 'none'}`);
        break;
      }
      case 'p1':
      case 'p2':
        out.push(...playerFails(cat, d, d.players[k === 'p1' ? 0 : 1], v as Raw, `${where} ${k}`));
        break;
      default: {
        // Where the game is, how it ended, the decision, events: every game's (the card-game
        // layer's), DBSCG's clock counting phases (6-1).
        const common = commonExpectation(g, k, v, { cardName: name, clock: dbsClock });
        out.push(...(common ? common.map((m) => `${where} expect.${m}`) : [`${at}: unknown key`]));
      }
    }
  }
  return out;
}

/** Runs one DBSCG scenario from its YAML text. */
export function runDbsScenario(
  text: string,
  /** `events`: return the event log by script step (`arbiter scenario run --events`). */
  opts: { file?: string; catalog?: DbsCatalog; onGame?: (g: G) => void; events?: boolean } = {},
): DbsScenarioResult {
  const file = opts.file ?? '(scenario)';
  const res: DbsScenarioResult = { file, name: file, rules: [], ok: false, failures: [] };
  try {
    // DBSCG's own key: `filler`, the card that fills the decks and life a start leaves out.
    const { doc, name: title, rules, steps, strict } = readScenarioDocument(text, 'dbscg', ['filler']);
    res.name = title;
    res.rules = rules;
    const extra = ((doc.cards as Raw[] | undefined) ?? []).map(testCard);
    const cat = (opts.catalog ?? new DbsCatalog(TEST_CARDS)).with(extra);
    res.failures.push(...deckCheckFails(cat, doc));
    const g = build(cat, doc);
    const name = (def: string): string => (cat.has(def) ? cat.get(def).name : def);
    const played = playScenario(
      g,
      steps,
      {
        cardName: name,
        checkExpect: (game, e, where) => checkExpect(cat, game, e, where),
        autoAnswer,
      },
      {
        strict,
        stopAtEnd: doc.then === 'stop' || (doc.then === undefined && g.over),
        ...(doc.expect ? { expect: doc.expect as JsonObject } : {}),
        expectWhere: 'final',
        events: opts.events === true,
      },
    );
    res.failures.push(...played.failures);
    // What the runner answered that passed over another player's choice (a counter timing or battle
    // step the script leaves out, when that player had more than passing), as every game's runner says.
    if (played.notes.length > 0) res.notes = played.notes;
    if (played.events) res.events = played.events;
    opts.onGame?.(g);
  } catch (e) {
    res.failures.push(e instanceof ScenarioError || e instanceof Error ? e.message : String(e));
  }
  res.ok = res.failures.length === 0;
  return res;
}

export function runDbsScenarioFile(
  file: string,
  catalog?: DbsCatalog,
  opts: ScenarioRunOptions = {},
): DbsScenarioResult {
  return readScenarioFile(file, (text) =>
    runDbsScenario(text, { file, ...(catalog ? { catalog } : {}), ...opts }),
  );
}

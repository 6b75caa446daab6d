// Runs a scenario: builds the game (from `start` or from set-up with `decks`), plays the script
// answer by answer against the pending decisions, and checks the assertions.

import {
  defaultAnswer,
  eventLogLines,
  failedScenario,
  findScenarioFiles,
  readScenarioFile,
  playScenario,
  splitOrdinal,
  type ScenarioOutcome,
} from '@arbiter/cardgame';
import { Game, type Answer, type Decision } from '@arbiter/engine';
import { CardRegistry, lv1Cores } from '../cards.ts';
import { checkDeck, EFFECT_CARDS, VANILLA_CARDS, VANILLA_DECKS } from '../decks.ts';
import { checkEternalDeck } from '../eternal-deck.ts';
import { buildSagaPool, ETERNAL_POOL_DIR, loadSagaPool, readSagaFacts } from '../pool/index.ts';
import { createSagaModule, type SagaSetup } from '../module.ts';
import type { StartPlayer, StartState } from '../start.ts';
import type { SagaData } from '../state.ts';
import { checkExpectation, expandEntries, expandRefs, seatIndex } from './assert.ts';
import { cardMatches, cardName, sagaRefs } from './refs.ts';
import { parseScenario, ScenarioFormatError, type Scenario, type StartPlayerSpec } from './schema.ts';

export { findScenarioFiles };

/**
 * The outcome of one scenario, ready to print: failures say where (script step or final expect) and
 * expected vs actual; `notes` always (with `strict: false`, each decision answered by default where
 * the other player could have done something else); `events` with `RunOptions.events`.
 */
export interface ScenarioResult extends ScenarioOutcome {
  notes: string[];
}

export interface RunOptions {
  /** Shown in messages and results. */
  file?: string;
  /** The project's cards that scenarios may name; default: the vanilla cards. */
  registry?: CardRegistry;
  /** Return the event log with the result (`arbiter scenario run --events`). */
  events?: boolean;
  /** Handed the scenario's game as it starts (tests that play its answers again, e.g. option-facts). */
  onGame?: (game: Game<SagaData, SagaSetup>) => void;
}

type SagaGame = Game<SagaData, SagaSetup>;

class SetupError extends Error {}

/** A card reference from the scenario, as a card id of the registry. */
function cardId(reg: CardRegistry, ref: string, where: string): string {
  const r = ref.trim();
  if (reg.has(r)) return r;
  const all = reg.all();
  const c = all.find((x) => x.name === r) ?? all.find((x) => x.name.toLowerCase() === r.toLowerCase());
  if (!c)
    throw new SetupError(
      `${where}: no card "${r}" (give a card id or name; define test cards under \`cards\`)`,
    );
  return c.id;
}

function cardIds(reg: CardRegistry, refs: readonly string[] | undefined, where: string): string[] {
  return expandRefs(refs ?? []).map((r, i) => cardId(reg, r, `${where}[${i}]`));
}

function startPlayer(reg: CardRegistry, sp: StartPlayerSpec, seat: string): StartPlayer {
  const at = `start.${seat}`;
  const out: StartPlayer = {
    life: sp.life ?? 5,
    reserve: sp.reserve ?? 0,
    trashCores: sp.trash?.cores ?? 0,
    trash: cardIds(reg, sp.trash?.cards, `${at}.trash.cards`),
    hand: cardIds(reg, sp.hand, `${at}.hand`),
    deck: cardIds(reg, sp.deck, `${at}.deck`),
  };
  const field = expandEntries(sp.field ?? []).map((f, i) => {
    const card = cardId(reg, f.card, `${at}.field[${i}]`);
    // Default: just enough cores for LV1, counting the soul core (2-10-3).
    const cores = f.cores ?? Math.max(0, lv1Cores(reg.get(card)) - (f.soul ? 1 : 0));
    return { card, cores, exhausted: f.exhausted ?? f.orientation === 'exhausted', soul: f.soul ?? false };
  });
  const soulCards = field.map((f, i) => (f.soul ? i : -1)).filter((i) => i >= 0);
  if (soulCards.length > 1)
    throw new SetupError(`${at}.field: only one card can hold the soul core (4-11-3)`);
  if (soulCards.length === 1 && sp.soul !== undefined) {
    throw new SetupError(`${at}: the soul core is given twice (\`soul\` and a field card's \`soul: true\`)`);
  }
  out.field = field.map(({ soul: _soul, ...f }) => f);
  if (soulCards.length === 1) out.soul = soulCards[0]!;
  else if (sp.soul !== undefined) {
    const s = sp.soul.trim().toLowerCase();
    if (s === 'reserve' || s === 'life' || s === 'trash' || s === 'void') out.soul = s;
    else {
      const { base, nth } = splitOrdinal(sp.soul);
      const hits = field.map((f, i) => (cardMatches(reg, f.card, base) ? i : -1)).filter((i) => i >= 0);
      const k = hits[nth - 1];
      if (k === undefined)
        throw new SetupError(
          `${at}.soul: "${sp.soul}" is not reserve, life, trash, void or a card in ${at}.field`,
        );
      out.soul = k;
    }
  }
  if (sp.burst) out.burst = cardId(reg, sp.burst, `${at}.burst`);
  if (sp.burstSetTurn !== undefined) out.burstSetTurn = sp.burstSetTurn;
  return out;
}

function deckOf(reg: CardRegistry, spec: string | string[], seat: string): string[] {
  if (typeof spec === 'string') {
    const d = VANILLA_DECKS[spec];
    if (!d)
      throw new SetupError(
        `decks.${seat}: no built-in deck "${spec}" (known: ${Object.keys(VANILLA_DECKS).join(', ')})`,
      );
    return d.cards.slice();
  }
  return cardIds(reg, spec, `decks.${seat}`);
}

function buildSetup(reg: CardRegistry, sc: Scenario): SagaSetup {
  const setup: SagaSetup = { decks: [[], []] };
  if (sc.cards.length > 0) setup.cards = sc.cards;
  if (sc.format) setup.format = sc.format;
  if (sc.decks) {
    setup.decks = [deckOf(reg, sc.decks.p1, 'p1'), deckOf(reg, sc.decks.p2, 'p2')];
    return setup;
  }
  const s = sc.start!;
  const start: StartState = {
    turn: s.turn,
    active: seatIndex(s.active),
    step: s.step,
    players: [startPlayer(reg, s.p1, 'p1'), startPlayer(reg, s.p2, 'p2')],
  };
  if (s.first) start.first = seatIndex(s.first);
  if (sc.format) start.format = sc.format;
  setup.start = start;
  return setup;
}

/**
 * Non-strict mode: the answer a scenario gives when it does not mention a decision, the card-game
 * layer's policy (`defaultAnswer`: the option that passes, ends or does not block, else a
 * yes-or-no question's no, else the first legal answer).
 */
export function unscriptedAnswer(game: SagaGame, d: Decision): Answer {
  return defaultAnswer(game, d);
}

/** Runs one scenario from its text. Never throws: problems become failures. */
export function runScenario(source: string, opts: RunOptions = {}): ScenarioResult {
  const file = opts.file ?? '(scenario)';
  let sc: Scenario;
  try {
    sc = parseScenario(source, file);
  } catch (e) {
    const problems = e instanceof ScenarioFormatError ? e.problems : [String(e)];
    return failedScenario(
      file,
      problems.map((p) => `invalid scenario: ${p}`),
    );
  }
  return runParsed(sc, opts.registry, opts.events === true, opts.onGame);
}

/** Runs an already parsed scenario. */
let defaultRegistry: CardRegistry | null = null;

/**
 * The cards scenarios may name: Arbiter's own test cards and the Saga pool. Until
 * `loadScenarioRegistry()` has run, the pool's cards come without their ability definitions
 * (cards/saga/effects/*.ts load asynchronously), so callers that run scenarios await it first.
 */
export function defaultScenarioRegistry(): CardRegistry {
  defaultRegistry ??= buildSagaPool(readSagaFacts(), {}).registry.with([...VANILLA_CARDS, ...EFFECT_CARDS]);
  return defaultRegistry;
}

let eternalRegistry: CardRegistry | null = null;

/** Loads the whole pool, definitions included, as the registry scenarios use from now on. */
export async function loadScenarioRegistry(): Promise<CardRegistry> {
  defaultRegistry = (await loadSagaPool()).with([...VANILLA_CARDS, ...EFFECT_CARDS]);
  eternalRegistry = (await loadSagaPool({ dir: ETERNAL_POOL_DIR })).with([...VANILLA_CARDS, ...EFFECT_CARDS]);
  return defaultRegistry;
}

/** The cards Eternal scenarios may name: Arbiter's test cards and the Eternal pool (BS01). */
function eternalScenarioRegistry(): CardRegistry {
  eternalRegistry ??= buildSagaPool(readSagaFacts(ETERNAL_POOL_DIR), {}).registry.with([
    ...VANILLA_CARDS,
    ...EFFECT_CARDS,
  ]);
  return eternalRegistry;
}

export function runParsed(
  sc: Scenario,
  registry?: CardRegistry,
  eventsWanted = false,
  onGame?: RunOptions['onGame'],
): ScenarioResult {
  const failures: string[] = [];
  const notes: string[] = [];
  let gameRef: SagaGame | null = null;
  /** The result, with the event log by script step when asked for. */
  const result = (events?: string[]): ScenarioResult => {
    const r: ScenarioResult = {
      file: sc.file,
      name: sc.name,
      rules: sc.rules,
      ok: failures.length === 0,
      failures,
      notes,
    };
    if (eventsWanted && events) r.events = events;
    return r;
  };
  let reg: CardRegistry;
  let game: SagaGame;
  try {
    const formatRegistry = sc.format === 'eternal' ? eternalScenarioRegistry() : defaultScenarioRegistry();
    reg = (registry ?? formatRegistry).with(sc.cards);
    const setup = buildSetup(reg, sc);
    if (sc.deckCheck) {
      // 5-1: the decks' construction, checked as a deck list would be.
      (['p1', 'p2'] as const).forEach((seat, i) => {
        const check = sc.format === 'eternal' ? checkEternalDeck : checkDeck;
        const got = check(reg, setup.decks[i]!).map((p) => p.rule);
        const want = sc.deckCheck![seat];
        if (JSON.stringify(got) !== JSON.stringify(want))
          failures.push(`deckCheck.${seat}: expected problems [${want.join(', ')}], got [${got.join(', ')}]`);
      });
    }
    game = Game.create(createSagaModule(reg, sc.format === 'eternal' ? 'eternal' : 'saga'), setup, sc.seed);
    gameRef = game;
    onGame?.(game);
  } catch (e) {
    failures.push(
      e instanceof SetupError
        ? `setup: ${e.message}`
        : `setup: the game could not start: ${(e as Error).message}`,
    );
    return result(gameRef ? eventLogLines(gameRef.state.log, [], (def) => cardName(reg, def)) : undefined);
  }

  const played = playScenario(
    game,
    sc.script,
    {
      cardName: (def) => cardName(reg, def),
      checkExpect: (g, e, where) => checkExpectation(reg, g, e).map((m) => `${where}: ${m}`),
      autoAnswer: (g) => (sc.strict || !g.decision ? null : unscriptedAnswer(g, g.decision)),
      dialect: (g) => sagaRefs(reg, g.state.data),
    },
    // Saga answers by default only before an answer step (docs/scenarios.md, "Strict mode").
    {
      strict: sc.strict,
      stopAtEnd: !sc.strict || sc.then === 'stop',
      keepHiddenWindows: true,
      settle: false,
      ...(sc.expect ? { expect: sc.expect } : {}),
      events: eventsWanted,
    },
  );
  failures.push(...played.failures);
  notes.push(...played.notes);
  return result(played.events);
}

/** Runs every scenario file found under `paths`; a file that cannot be read is a failed result. */
export function runScenarioFiles(
  paths: readonly string[],
  opts: Omit<RunOptions, 'file'> = {},
): ScenarioResult[] {
  return findScenarioFiles(paths).map((file) =>
    readScenarioFile(file, (source) => runScenario(source, { ...opts, file })),
  );
}

/**
 * One result as text: `PASS name [rules] (file)`, or FAIL followed by one indented line per failure;
 * then its notes (`note: ...`) and, when asked for, its event log.
 */
export function formatScenarioResult(r: ScenarioResult): string {
  const head = `${r.ok ? 'PASS' : 'FAIL'} ${r.name}${r.rules.length ? ` [${r.rules.join(', ')}]` : ''} (${r.file})`;
  const indent = (s: string) => `    ${s.replace(/\n/g, '\n    ')}`;
  return [
    head,
    ...r.failures.map(indent),
    ...r.notes.map((n) => indent(`note: ${n}`)),
    ...(r.events ?? []).map(indent),
  ].join('\n');
}

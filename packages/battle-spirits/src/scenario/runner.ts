// Runs a scenario: builds the game (from `start` or from set-up with `decks`), plays the script
// answer by answer against the pending decisions, and checks the assertions.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { declineAnswer, decliningOption } from '@arbiter/cardgame';
import { Game, hiddenWindowKeep, type Answer, type Decision, type PlayerIndex } from '@arbiter/engine';
import { CardRegistry, lv1Cores } from '../cards.ts';
import { checkDeck, EFFECT_CARDS, VANILLA_CARDS, VANILLA_DECKS } from '../decks.ts';
import { checkEternalDeck } from '../eternal-deck.ts';
import { buildSagaPool, ETERNAL_POOL_DIR, loadSagaPool, readSagaFacts } from '../pool/index.ts';
import { createSagaModule, type SagaSetup } from '../module.ts';
import type { StartPlayer, StartState } from '../start.ts';
import type { SagaData } from '../state.ts';
import {
  checkEvents,
  checkExpectation,
  describeDecision,
  expandEntries,
  expandRefs,
  fullEvent,
  showEvent,
  seatIndex,
  seatName,
} from './assert.ts';
import { cardMatches, describeOptions, resolveAnswer, splitOrdinal } from './refs.ts';
import {
  parseScenario,
  ScenarioFormatError,
  type AnswerStep,
  type Scenario,
  type StartPlayerSpec,
} from './schema.ts';

/** The outcome of one scenario, ready to print. */
export interface ScenarioResult {
  file: string;
  name: string;
  rules: string[];
  ok: boolean;
  /** Readable messages, each saying where (script step or final expect) and expected vs actual. */
  failures: string[];
  /**
   * What the runner did that the script does not say and that could matter, even when the scenario
   * passes: with `strict: false`, each decision it answered by default where the other player could
   * have done something else.
   */
  notes: string[];
  /** With `RunOptions.events`: the game's event log, by the script step that caused each event. */
  events?: string[];
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

function pendingText(d: Decision | null, game: SagaGame): string {
  if (!d) {
    const r = game.state.result;
    return r
      ? `nothing: the game is over (${r.winner === null ? 'draw' : `${seatName(r.winner)} won`}: ${r.reason})`
      : 'nothing';
  }
  return `${describeDecision(d)} ("${d.prompt}"; options: ${describeOptions(d)})`;
}

/**
 * Non-strict mode: the answer a scenario gives when it does not mention a decision. The card-game
 * layer's policy, read from the options' facts (`declineAnswer`: the option that passes, ends or does
 * not block, else a yes-or-no question's no), else the game's first legal answer.
 */
export function unscriptedAnswer(game: SagaGame, d: Decision): Answer {
  const declined = declineAnswer(d);
  if (declined) return declined;
  const a = game.legalAnswers(1)[0];
  if (!a) throw new Error(`no legal answer to ${describeDecision(d)}`);
  return a;
}

/**
 * Non-strict mode: what a default answer passed over, when the player had a choice ("p2 could also:
 * magic:12 (Kindle)"), or null when it was the only thing to do.
 */
function passedOver(d: Decision, answer: Answer): string | null {
  const chosen = 'choose' in answer ? answer.choose : [];
  const others = d.options.filter((o) => !chosen.includes(o.id));
  if (d.options.length > 0 && others.length === 0) return null;
  const declined = decliningOption(d);
  const picked =
    declined && chosen.length === 1 && chosen[0] === declined.id ? declined.id : JSON.stringify(answer);
  const could =
    others.length > 0
      ? `; ${seatName(d.player)} could also: ${others.map((o) => (o.label && o.label !== o.id ? `${o.id} (${o.label})` : o.id)).join(', ')}`
      : '';
  return `${describeDecision(d)} was answered \`${picked}\` by default (strict: false)${could}`;
}

const MAX_AUTO = 500;

/**
 * Answers the hidden-card windows that offer nothing but keeping the card hidden (a burst whose
 * condition is not met, docs/architecture.md "Hidden cards"), unless `wanted` is that decision: the
 * engine asks them at every moment a hidden card could act, and scripts stay readable without them.
 */
function keepHidden(game: SagaGame, wanted?: (d: Decision) => boolean): void {
  for (let n = 0; n < MAX_AUTO; n++) {
    const d = game.decision;
    const keep = d && d.options.length === 1 ? hiddenWindowKeep(d) : null;
    if (!d || keep === null || wanted?.(d)) return;
    const r = game.respond(d.id, { choose: [keep] }, d.player);
    if (!r.ok) throw new Error(`keeping the card hidden was refused: ${r.error.message}`);
  }
}

/** Runs one scenario from its text. Never throws: problems become failures. */
export function runScenario(source: string, opts: RunOptions = {}): ScenarioResult {
  const file = opts.file ?? '(scenario)';
  let sc: Scenario;
  try {
    sc = parseScenario(source, file);
  } catch (e) {
    const problems = e instanceof ScenarioFormatError ? e.problems : [String(e)];
    return {
      file,
      name: file,
      rules: [],
      ok: false,
      failures: problems.map((p) => `invalid scenario: ${p}`),
      notes: [],
    };
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
  /** The log ranges each script step caused, for `events`. */
  const marks: { from: number; text: string }[] = [];
  let gameRef: SagaGame | null = null;
  const result = (): ScenarioResult => {
    const r: ScenarioResult = {
      file: sc.file,
      name: sc.name,
      rules: sc.rules,
      ok: failures.length === 0,
      failures,
      notes,
    };
    if (eventsWanted && gameRef) r.events = eventLines(reg, gameRef, marks);
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
    return result();
  }

  const where = (s: { n: number; line: number | null; text: string }) =>
    `step ${s.n}${s.line ? ` (line ${s.line})` : ''} \`${s.text}\``;

  /** Plays one answer step; false when the script cannot go on. */
  const play = (step: AnswerStep): boolean => {
    const at = where(step);
    const wantText = `${step.player ? `${step.player} ` : ''}${step.kind}`;
    const matches = (d: Decision) =>
      d.kind === step.kind && (step.player === null || seatName(d.player) === step.player);
    keepHidden(game, matches);
    let auto = 0;
    while (!sc.strict && game.decision && !matches(game.decision) && auto++ < MAX_AUTO) {
      const d = game.decision;
      const answer = unscriptedAnswer(game, d);
      // Passing over what the other player could do is said (a note), never silent.
      const over = step.player === null || seatName(d.player) !== step.player ? passedOver(d, answer) : null;
      const r = game.respond(d.id, answer, d.player);
      if (!r.ok) {
        failures.push(`${at}: the default answer to ${describeDecision(d)} was refused: ${r.error.message}`);
        return false;
      }
      if (over) notes.push(`${at}: before it, ${over}`);
    }
    const d = game.decision;
    const gameOverRefusal = !d && step.refused !== undefined && game.over;
    if (!gameOverRefusal && (!d || !matches(d))) {
      failures.push(`${at}: expected ${wantText}, but the game waits for ${pendingText(d, game)}`);
      return false;
    }
    let answer: Answer;
    if (d) {
      const res = resolveAnswer({ reg, data: game.state.data, decision: d }, step.answer);
      if (!res.ok && !step.refused) {
        failures.push(`${at}: ${res.message}; ${describeDecision(d)} offers: ${describeOptions(d)}`);
        return false;
      }
      answer = res.ok ? res.answer : res.fallback;
    } else {
      answer = { choose: [] };
    }
    const id = step.decision === 'stale' ? (d?.id ?? 1) - 1 : (step.decision ?? d?.id ?? 0);
    const sender: PlayerIndex | undefined = step.by
      ? seatIndex(step.by)
      : step.player
        ? seatIndex(step.player)
        : d?.player;
    const logFrom = game.state.log.length;
    if (step.refused) {
      const before = game.hash();
      const r = game.respond(id, answer, sender);
      if (r.ok) {
        failures.push(
          `${at}: expected the answer ${JSON.stringify(answer)} to be refused with ${step.refused.code}, but it was accepted`,
        );
        return false;
      }
      if (r.error.code !== step.refused.code) {
        failures.push(
          `${at}: expected refusal ${step.refused.code}, got ${r.error.code} ("${r.error.message}")`,
        );
      }
      const msg = step.refused.message;
      if (msg && !r.error.message.toLowerCase().includes(msg.toLowerCase())) {
        failures.push(`${at}: expected the refusal message to contain "${msg}", got "${r.error.message}"`);
      }
      if (game.hash() !== before)
        failures.push(`${at}: the refused answer changed the game state (hash differs)`);
    } else {
      const r = game.respond(id, answer, sender);
      if (!r.ok) {
        failures.push(
          `${at}: the answer ${JSON.stringify(answer)} was refused: ${r.error.code}: ${r.error.message}`,
        );
        return false;
      }
    }
    if (step.expect) keepHidden(game);
    const out: string[] = [];
    checkEvents(
      reg,
      game.state.log.slice(logFrom).map(fullEvent),
      step.events,
      step.noEvents,
      'after this answer',
      out,
    );
    if (step.expect) out.push(...checkExpectation(reg, game.state, step.expect));
    failures.push(...out.map((m) => `${at}: ${m}`));
    return true;
  };

  let stopped = false;
  try {
    for (const step of sc.script) {
      marks.push({ from: game.state.log.length, text: where(step) });
      if (step.do === 'expect') {
        keepHidden(game);
        failures.push(...checkExpectation(reg, game.state, step.expect).map((m) => `${where(step)}: ${m}`));
      } else if (step.do === 'concede') {
        const r = game.concede(seatIndex(step.player));
        if (!r.ok) {
          failures.push(`${where(step)}: the concession was refused: ${r.error.message}`);
          stopped = true;
          break;
        }
      } else if (!play(step)) {
        stopped = true;
        break;
      }
    }
  } catch (e) {
    failures.push(`the engine threw: ${(e as Error).stack ?? String(e)}`);
    return result();
  }
  if (stopped) return result();
  try {
    keepHidden(game);
  } catch (e) {
    failures.push(`the engine threw: ${(e as Error).stack ?? String(e)}`);
    return result();
  }
  const d = game.decision;
  if (d && sc.strict && sc.then !== 'stop') {
    failures.push(
      `end of script: the game still waits for ${pendingText(d, game)}; script it, or write \`then: stop\` if the scenario ends here`,
    );
  }
  if (sc.expect) failures.push(...checkExpectation(reg, game.state, sc.expect).map((m) => `expect: ${m}`));
  return result();
}

/** Scenario files under the given paths: folders are searched recursively (skipping `pending`), sorted. */
export function findScenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): string[] => {
    const found: string[] = [];
    for (const ent of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, ent.name);
      if (ent.isDirectory()) {
        if (ent.name !== 'pending' && ent.name !== 'node_modules') found.push(...walk(p));
      } else if (/\.ya?ml$/.test(ent.name)) found.push(p);
    }
    return found;
  };
  for (const p of paths) {
    const st = statSync(p, { throwIfNoEntry: false });
    if (st?.isDirectory()) out.push(...walk(p).sort());
    else out.push(p);
  }
  return [...new Set(out)];
}

/** Runs every scenario file found under `paths`; a file that cannot be read is a failed result. */
export function runScenarioFiles(
  paths: readonly string[],
  opts: Omit<RunOptions, 'file'> = {},
): ScenarioResult[] {
  return findScenarioFiles(paths).map((file) => {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch (e) {
      return {
        file,
        name: file,
        rules: [],
        ok: false,
        failures: [`cannot read the file: ${(e as Error).message}`],
        notes: [],
      };
    }
    return runScenario(source, { ...opts, file });
  });
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

/**
 * The event log as the scenario sees it (secret parts included, card names and seats), each event
 * under the script step that caused it; events before the first step come first ("start").
 */
function eventLines(
  reg: CardRegistry,
  game: SagaGame,
  marks: readonly { from: number; text: string }[],
): string[] {
  const log = game.state.log;
  const out: string[] = ['events:'];
  const heads = [{ from: 0, text: 'start' }, ...marks];
  heads.forEach((h, i) => {
    const to = heads[i + 1]?.from ?? log.length;
    if (to <= h.from) return;
    out.push(`  ${h.text}:`);
    for (let k = h.from; k < to; k++) out.push(`    ${log[k]!.n} ${showEvent(reg, fullEvent(log[k]!))}`);
  });
  return out;
}

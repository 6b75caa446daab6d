// The scenario file format: YAML checked with zod, turned into a `Scenario`.
// Every error names the field (as a path like `start.p1.field[0].cores`) and, when known, its line.

import { compact, type ScriptStep as RunnerStep } from '@arbiter/cardgame';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { COLORS, type LevelDef, type SagaCard } from '../cards.ts';
import { abilitySchema } from '../vocab-schema.ts';

export class ScenarioFormatError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid scenario:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ScenarioFormatError';
  }
}

export type Seat = 'p1' | 'p2';
const seat = z.enum(['p1', 'p2']);
const int = z.number().int();
const count = z.number().int().min(0);
const color = z.enum(COLORS);
const stepName = z.enum(['start', 'core', 'draw', 'refresh', 'main', 'attack', 'end']);
/** YAML reads `rules: [1-2-3]` as strings but `rules: [5]` as a number: accept both. */
const text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().min(1));

// ---- inline cards ----

// Test cards use the same vocabulary schema as the project's card definitions.
const ability = abilitySchema;

/** A colour, or Eternal's God symbol (E938), on a symbol or a reduction symbol. */
const symbolMark = z.union([color, z.literal('god')]);

/**
 * A symbol: `red`, or a two-colour symbol as `red/blue` or `[red, blue]` (2-8-2-1); Eternal's coloured
 * God symbol is `god/red` (E993).
 */
const symbol = z.preprocess(
  (v) => (typeof v === 'string' ? v.split('/').map((s) => s.trim()) : v),
  z.array(symbolMark).min(1),
);

/** Levels as `"1:1000 3:3000"` (cores:BP per level; a nexus has just cores) or a list. */
const levelsField = z.union([
  z
    .string()
    .regex(/^\d+(:\d+)?( \d+(:\d+)?)*$/, 'levels must look like "1:1000 3:3000" (cores:BP for each level)'),
  z.array(z.strictObject({ cores: count, bp: int.optional() })).min(1),
]);

const inlineCard = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1).optional(),
  additionalName: z.string().optional(),
  number: z.string().min(1).optional(),
  type: z.enum(['spirit', 'nexus', 'magic']).default('spirit'),
  colors: z.array(color).min(1).default(['red']),
  cost: count.default(0),
  reduction: z.array(symbolMark).default([]),
  symbols: z.array(symbol).optional(),
  spiritTypes: z.array(z.string()).optional(),
  levels: levelsField.optional(),
  abilities: z.array(ability).default([]),
  /** Eternal: a test Brave (BS01 has none): the cost a spirit needs to combine with it, and its BP+. */
  brave: z
    .strictObject({
      minCost: count,
      bp: count,
      leftMinCost: count.optional(),
      grandwalker: z.boolean().optional(),
    })
    .optional(),
});
type InlineCard = z.infer<typeof inlineCard>;

function toLevels(spec: string | { cores: number; bp?: number | undefined }[]): LevelDef[] {
  const list = typeof spec === 'string' ? spec.split(' ').map((part) => part.split(':').map(Number)) : null;
  if (list) {
    return list.map(([cores, bp], i) =>
      bp === undefined ? { level: i + 1, cores: cores! } : { level: i + 1, cores: cores!, bp },
    );
  }
  return (spec as { cores: number; bp?: number }[]).map((l, i) =>
    l.bp === undefined ? { level: i + 1, cores: l.cores } : { level: i + 1, cores: l.cores, bp: l.bp },
  );
}

/** Friendly defaults: a red spirit with cost 0, LV1 at one core and 1000 BP, one symbol of its colour. */
function toSagaCard(c: InlineCard): SagaCard {
  const defaultLevels = c.type === 'spirit' ? '1:1000' : c.type === 'nexus' ? '0' : null;
  const levelSpec = c.levels ?? defaultLevels;
  const card: SagaCard = {
    id: c.id,
    name: c.name ?? c.id,
    type: c.type,
    colors: c.colors,
    cost: c.cost,
    reduction: c.reduction,
    symbols: c.symbols ?? (c.type === 'magic' ? [] : [[c.colors[0]!]]),
    spiritTypes: c.spiritTypes ?? (c.type === 'spirit' ? ['Test'] : []),
    levels: c.type === 'magic' || levelSpec === null ? [] : toLevels(levelSpec),
    abilities: c.abilities,
  };
  if (c.additionalName) card.additionalName = c.additionalName;
  if (c.number) card.number = c.number;
  if (c.brave) {
    const { leftMinCost, ...brave } = c.brave;
    card.brave = leftMinCost === undefined ? brave : { ...brave, leftMinCost };
  }
  return card;
}

// ---- starting state ----

/** A field card: a card reference, or the card with its cores (default: enough for LV1), soul core and orientation. */
const fieldEntry = z.preprocess(
  (v) => (typeof v === 'string' ? { card: v } : v),
  z.strictObject({
    card: z.string().min(1),
    cores: count.optional(),
    soul: z.boolean().optional(),
    exhausted: z.boolean().optional(),
    orientation: z.enum(['refreshed', 'exhausted']).optional(),
  }),
);
export type FieldEntry = z.infer<typeof fieldEntry>;

const cardList = z.array(z.string().min(1));

const startPlayer = z.strictObject({
  life: count.optional(),
  reserve: count.optional(),
  /** Where the soul core is: reserve (default), life, trash, void, or a field card reference. */
  soul: z.string().min(1).optional(),
  trash: z.strictObject({ cores: count.optional(), cards: cardList.optional() }).optional(),
  hand: cardList.optional(),
  deck: cardList.optional(),
  field: z.array(fieldEntry).optional(),
  burst: z.string().min(1).optional(),
  burstSetTurn: count.optional(),
});
export type StartPlayerSpec = z.infer<typeof startPlayer>;

const start = z.strictObject({
  turn: z.number().int().min(1),
  active: seat.default('p1'),
  first: seat.optional(),
  step: stepName.default('main'),
  p1: startPlayer.default({}),
  p2: startPlayer.default({}),
});
export type StartSpec = z.infer<typeof start>;

// ---- assertions ----

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A field's value in an event pattern; a list field (`cards` of a look) takes a list. */
const patternValue = z.union([scalar, z.array(scalar)]);
/** An event pattern: a type name, or `{t: type, field: value, ...}`; `times: N` asks for exactly N. */
const eventPattern = z.preprocess(
  (v) => (typeof v === 'string' ? { t: v } : v),
  z
    .record(z.string(), patternValue)
    .refine((r) => typeof r.t === 'string', { message: 'an event pattern needs `t` (the event type)' })
    .refine(
      (r) =>
        r.times === undefined || (typeof r.times === 'number' && Number.isInteger(r.times) && r.times >= 0),
      {
        message: '`times` is a whole number of events, 0 or more',
      },
    ),
);
export type EventPattern = z.infer<typeof eventPattern>;
/** A pattern that must not occur: a count means nothing there. */
const noEventPattern = eventPattern.refine((r) => r.times === undefined, {
  message:
    '`times` has no meaning in `noEvents` (no matching event may occur); to count events write the pattern under `events` with `times: N` (0 for none)',
});

const fieldExpect = z.preprocess(
  (v) => (typeof v === 'string' ? { card: v } : v),
  z.strictObject({
    card: z.string().min(1),
    cores: count.optional(),
    soul: z.boolean().optional(),
    level: count.optional(),
    bp: int.optional(),
    exhausted: z.boolean().optional(),
    orientation: z.enum(['refreshed', 'exhausted']).optional(),
  }),
);
export type FieldExpect = z.infer<typeof fieldExpect>;

const countOrCards = z.union([count, cardList]);

const playerExpect = z.strictObject({
  life: count.optional(),
  reserve: count.optional(),
  trashCores: count.optional(),
  soul: z.string().min(1).optional(),
  voidUsed: int.optional(),
  hand: countOrCards.optional(),
  deck: countOrCards.optional(),
  trash: countOrCards.optional(),
  field: z.union([count, z.array(fieldExpect)]).optional(),
  burst: z.string().min(1).optional(),
});
export type PlayerExpect = z.infer<typeof playerExpect>;

/** What one player's view (the public part plus their own secrets) shows of a player's areas (3-1-3). */
const viewPlayerExpect = z.strictObject({
  life: count.optional(),
  reserve: count.optional(),
  trashCores: count.optional(),
  /** 3-1-2: the number of cards in an area is always shown. */
  handCount: count.optional(),
  deckCount: count.optional(),
  /** `hidden`, or the cards shown (any order). */
  hand: z.union([z.literal('hidden'), cardList]).optional(),
  /** Only `hidden`: no view lists the cards of a deck. */
  deck: z.literal('hidden').optional(),
  trash: countOrCards.optional(),
  /** The field cards shown, in order, or a count. */
  field: z.union([count, cardList]).optional(),
  /** `none`, `faceDown`, or the card shown. */
  burst: z.string().min(1).optional(),
});
export type ViewPlayerExpect = z.infer<typeof viewPlayerExpect>;
const viewExpect = z.strictObject({ p1: viewPlayerExpect.optional(), p2: viewPlayerExpect.optional() });
export type ViewExpect = z.infer<typeof viewExpect>;

const expectation = z.strictObject({
  turn: count.optional(),
  step: z.enum(['setup', 'start', 'core', 'draw', 'refresh', 'main', 'attack', 'end']).optional(),
  active: seat.optional(),
  /** The pending decision: `p2 block`, `block`, or `none`. */
  decision: z.string().min(1).optional(),
  winner: z.enum(['p1', 'p2', 'draw', 'none']).optional(),
  over: z.boolean().optional(),
  reason: z.string().optional(),
  /** Answers the pending decision offers, or does not (same references as the script). */
  can: z.array(z.string()).optional(),
  cannot: z.array(z.string()).optional(),
  p1: playerExpect.optional(),
  p2: playerExpect.optional(),
  /** What each player's view shows: `seenBy: {p2: {p1: {hand: hidden}}}`. */
  seenBy: z.strictObject({ p1: viewExpect.optional(), p2: viewExpect.optional() }).optional(),
  events: z.array(eventPattern).optional(),
  noEvents: z.array(noEventPattern).optional(),
});
export type Expectation = z.infer<typeof expectation>;

// ---- script ----

/** Whatever a scenario may write as an answer; resolved against the decision when it is asked. */
export type AnswerSpec = string | number | boolean | null | AnswerSpec[] | { [key: string]: AnswerSpec };
const answerSpec: z.ZodType<AnswerSpec> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(answerSpec),
    z.record(z.string(), answerSpec),
  ]),
);

const refused = z.preprocess(
  (v) => (typeof v === 'string' ? { code: v } : v),
  z.strictObject({
    code: z.enum([
      'GAME_OVER',
      'NO_DECISION',
      'STALE_DECISION',
      'WRONG_PLAYER',
      'BAD_ANSWER_SHAPE',
      'UNKNOWN_OPTION',
      'DUPLICATE_OPTION',
      'OUT_OF_RANGE',
      'ILLEGAL_ANSWER',
      'CANNOT_GO_BACK',
    ]),
    message: z.string().optional(),
  }),
);

const STEP_MODIFIERS = ['by', 'decision', 'refused', 'events', 'noEvents', 'expect'] as const;
const stepModifiers = z.strictObject({
  /** Who sends the answer, when not the player the decision is for (to test WRONG_PLAYER). */
  by: seat.optional(),
  /** `stale` answers the previous decision's id; a number answers that id. */
  decision: z.union([z.literal('stale'), z.number().int()]).optional(),
  refused: refused.optional(),
  events: z.array(eventPattern).optional(),
  noEvents: z.array(noEventPattern).optional(),
  expect: expectation.optional(),
});

/**
 * A script step as the card-game layer's runner plays it (`runScript`), with Saga's expectations;
 * its source line and how it reads (`text`) name it in messages.
 */
export type ScriptStep = RunnerStep<Expectation>;

const deckSpec = z.union([z.string().min(1), cardList]);

const scenarioFile = z.strictObject({
  /** `eternal`: the Eternal format (its manual's rule ids, E497, and its card pool); Saga without it. */
  game: z.literal('eternal').optional(),
  name: z.string().min(1),
  rules: z
    .array(
      text.pipe(
        z.string().regex(/^(\d+(-\d+)*|E\d+)$/, 'a rule number looks like 7-1-5-2-1 (Eternal: E497)'),
      ),
    )
    .min(1),
  description: z.string().optional(),
  seed: int.default(1),
  strict: z.boolean().default(true),
  /** `stop`: the script may end while the game still waits for a decision. */
  then: z.literal('stop').optional(),
  cards: z.array(inlineCard).default([]),
  start: start.optional(),
  /** A full game from set-up (5-2): each player's deck, a built-in deck name or card references. */
  decks: z.strictObject({ p1: deckSpec, p2: deckSpec }).optional(),
  script: z.array(z.unknown()).default([]),
  expect: expectation.optional(),
  /** With `decks`: the rule ids of each deck's construction problems (5-1), `[]` for a legal deck. */
  deckCheck: z.strictObject({ p1: z.array(z.string()), p2: z.array(z.string()) }).optional(),
});

export interface Scenario {
  file: string;
  /** The Eternal format; Saga when absent. */
  format?: 'eternal';
  name: string;
  rules: string[];
  description?: string;
  seed: number;
  strict: boolean;
  then?: 'stop';
  cards: SagaCard[];
  start?: StartSpec;
  decks?: { p1: string | string[]; p2: string | string[] };
  deckCheck?: { p1: string[]; p2: string[] };
  script: ScriptStep[];
  expect?: Expectation;
}

// ---- error formatting ----

type Issue = z.core.$ZodIssue;

/** Flattens union errors to the branch that got furthest, so the message names the real field. */
function flatten(
  issues: readonly Issue[],
  prefix: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  const out: { path: PropertyKey[]; message: string }[] = [];
  for (const is of issues) {
    const path = [...prefix, ...is.path];
    if (is.code === 'invalid_union' && is.errors.length > 0) {
      const depth = (branch: readonly Issue[]) =>
        Math.max(
          ...branch.map((b) => b.path.length + (b.code === 'invalid_type' && b.path.length === 0 ? -1 : 0)),
        );
      const best = is.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
      if (depth(best) > 0) {
        out.push(...flatten(best, path));
        continue;
      }
      const expected = is.errors
        .flat()
        .map((b) => (b.code === 'invalid_type' ? b.expected : null))
        .filter((x) => x !== null);
      out.push({
        path,
        message: expected.length ? `expected ${[...new Set(expected)].join(' or ')}` : is.message,
      });
      continue;
    }
    out.push({ path, message: is.message.replace(/^Invalid input: /, '') });
  }
  return out;
}

export function pathText(path: readonly PropertyKey[]): string {
  let s = '';
  for (const k of path) s += typeof k === 'number' ? `[${k}]` : s ? `.${String(k)}` : String(k);
  return s || '(top level)';
}

function lineOf(doc: Document, lc: LineCounter, path: readonly PropertyKey[]): number | null {
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n) as unknown[], true) as
      { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lc.linePos(node.range[0]).line;
  }
  return null;
}

function problemsOf(
  doc: Document,
  lc: LineCounter,
  issues: readonly Issue[],
  prefix: PropertyKey[] = [],
): string[] {
  return flatten(issues, prefix).map(({ path, message }) => {
    const line = lineOf(doc, lc, path);
    return `${pathText(path)}${line ? ` (line ${line})` : ''}: ${message}`;
  });
}

/** Compact one-line rendering of a YAML value, for messages. */
export { compact };

const STEP_KEY = /^(?:(p1|p2)\s+)?([A-Za-z][\w-]*)$/;

function parseStep(
  raw: unknown,
  i: number,
  doc: Document,
  lc: LineCounter,
  problems: string[],
): ScriptStep | null {
  const path = ['script', i];
  const where = pathText(path);
  const line = lineOf(doc, lc, path);
  const at = `${where}${line ? ` (line ${line})` : ''}`;
  if (raw === 'stop') {
    problems.push(`${at}: write \`then: stop\` at the top level instead of a "stop" step`);
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push(
      `${at}: a step is a mapping such as \`p1 mainAction: end\`, \`expect: {...}\` or \`concede: p2\``,
    );
    return null;
  }
  const entries = Object.entries(raw as Record<string, unknown>);
  const base: ScriptStep = line ? { line } : {};
  if (entries.length === 1 && entries[0]![0] === 'expect') {
    const r = expectation.safeParse(entries[0]![1]);
    if (!r.success) {
      problems.push(...problemsOf(doc, lc, r.error.issues, [...path, 'expect']));
      return null;
    }
    return { ...base, text: 'expect', expect: r.data };
  }
  if (entries.length === 1 && entries[0]![0] === 'concede') {
    const r = seat.safeParse(entries[0]![1]);
    if (!r.success) {
      problems.push(`${where}.concede${line ? ` (line ${line})` : ''}: expected p1 or p2`);
      return null;
    }
    return { ...base, text: `concede: ${r.data}`, concede: r.data === 'p1' ? 0 : 1 };
  }
  const mods = new Set<string>(STEP_MODIFIERS);
  const answers = entries.filter(([k]) => !mods.has(k));
  if (answers.length !== 1) {
    problems.push(
      answers.length === 0
        ? `${at}: the step names no decision; write it as \`p1 mainAction: <answer>\``
        : `${at}: one decision per step, found ${answers.map(([k]) => `"${k}"`).join(', ')}`,
    );
    return null;
  }
  const [key, value] = answers[0]!;
  const m = STEP_KEY.exec(key.trim());
  if (!m) {
    problems.push(`${at}: "${key}" is not "<kind>" or "p1 <kind>" / "p2 <kind>" (e.g. "p1 mainAction")`);
    return null;
  }
  const ans = answerSpec.safeParse(value);
  if (!ans.success) {
    problems.push(...problemsOf(doc, lc, ans.error.issues, [...path, key]));
    return null;
  }
  const modObj = Object.fromEntries(entries.filter(([k]) => mods.has(k)));
  const r = stepModifiers.safeParse(modObj);
  if (!r.success) {
    problems.push(...problemsOf(doc, lc, r.error.issues, path));
    return null;
  }
  const step: ScriptStep = { ...base, text: `${key}: ${compact(value)}`, kind: m[2]!, answer: ans.data };
  if (m[1]) step.seat = m[1] === 'p1' ? 0 : 1;
  const mo = r.data;
  if (mo.by) step.by = mo.by === 'p1' ? 0 : 1;
  if (mo.decision !== undefined) step.decision = mo.decision;
  if (mo.refused)
    step.refused = mo.refused.message
      ? { code: mo.refused.code, message: mo.refused.message }
      : { code: mo.refused.code };
  if (mo.events) step.events = mo.events;
  if (mo.noEvents) step.noEvents = mo.noEvents;
  if (mo.expect) step.expect = mo.expect;
  return step;
}

/** Parses and validates a scenario file; throws `ScenarioFormatError` listing every problem. */
export function parseScenario(source: string, file = '(scenario)'): Scenario {
  const lc = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lc, prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new ScenarioFormatError(
      file,
      doc.errors.map(
        (e) =>
          `YAML syntax (line ${e.linePos?.[0]?.line ?? '?'}): ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      ),
    );
  }
  const data: unknown = doc.toJS();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ScenarioFormatError(file, [
      'the file must be a mapping with at least `name`, `rules` and `start` or `decks`',
    ]);
  }
  const r = scenarioFile.safeParse(data);
  if (!r.success) throw new ScenarioFormatError(file, problemsOf(doc, lc, r.error.issues));
  const f = r.data;
  const problems: string[] = [];
  // Each format cites its own book: Saga's 7-1-3, Eternal's E497.
  const foreign = f.rules.filter((id) => id.startsWith('E') !== (f.game === 'eternal'));
  if (foreign.length > 0)
    problems.push(
      `rules: ${foreign.join(', ')} ${f.game === 'eternal' ? 'are not Eternal rule ids (E497)' : 'are Eternal rule ids: add game: eternal'}`,
    );
  if (!f.start === !f.decks)
    problems.push('(top level): give exactly one of `start` (any position) or `decks` (a game from set-up)');
  const script: ScriptStep[] = [];
  f.script.forEach((raw, i) => {
    const s = parseStep(raw, i, doc, lc, problems);
    if (s) script.push(s);
  });
  const cards = f.cards.map(toSagaCard);
  const ids = new Set<string>();
  cards.forEach((c, i) => {
    if (ids.has(c.id)) problems.push(`cards[${i}].id: "${c.id}" is defined twice`);
    ids.add(c.id);
    if (c.type === 'spirit' && c.levels.some((l) => l.bp === undefined)) {
      problems.push(`cards[${i}].levels: every spirit level needs BP, e.g. "1:1000 3:3000"`);
    }
  });
  if (problems.length > 0) throw new ScenarioFormatError(file, problems);
  const sc: Scenario = { file, name: f.name, rules: f.rules, seed: f.seed, strict: f.strict, cards, script };
  if (f.game) sc.format = f.game;
  if (f.description !== undefined) sc.description = f.description;
  if (f.then) sc.then = f.then;
  if (f.start) sc.start = f.start;
  if (f.decks) sc.decks = f.decks;
  if (f.deckCheck) sc.deckCheck = f.deckCheck;
  if (f.expect) sc.expect = f.expect;
  return sc;
}

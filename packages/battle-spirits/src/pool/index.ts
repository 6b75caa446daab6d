// The Battle Spirits Saga card pool: generated facts (cards/saga/<SET>.json) plus the project's own
// ability definitions (cards/saga/effects/<SET>.ts), validated at start-up into a CardRegistry.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { CardRegistry, type SagaCard } from '../cards.ts';
import type { Ability } from '../vocab.ts';
import { compareCardIds } from './generate.ts';
import { SAGA_POOL_DIR } from './paths.ts';
import { cardDefinitionSchema, issuePath, setFactsSchema, zodProblems, type CardFacts } from './schema.ts';

export * from './schema.ts';
export * from './coverage.ts';
export * from './paths.ts';
export * from './decklists.ts';
export { cardFacts, compareCardIds, generateSagaFacts, type GeneratedFacts } from './generate.ts';
export { eternalCardFacts, generateEternalFacts, rawLevels } from './eternal-generate.ts';

/** A facts or effects file that cannot be read, or a card definition that is not valid. */
export class SagaPoolError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid Saga card pool:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SagaPoolError';
  }
}

export interface SagaSet {
  set: string;
  cards: CardFacts[];
}

export interface SagaPool {
  registry: CardRegistry;
  /** Sets in order, each with its cards' facts sorted by id. */
  sets: SagaSet[];
  /** The facts of every card, by id. */
  facts: Map<string, CardFacts>;
  /** The abilities the project defines, by card id (cards without a definition are absent). */
  defined: Map<string, Ability[]>;
  /** Why a card is left undefined (`gaps.yaml`: lost text, missing vocabulary), by card id. */
  gaps: Map<string, string>;
}

/** Reads and checks the `<SET>.json` facts files; every problem names the file, the card and the field. */
export function readSagaFacts(dir = SAGA_POOL_DIR): SagaSet[] {
  if (!existsSync(dir)) throw new SagaPoolError([`no card facts at ${dir}`]);
  const problems: string[] = [];
  const sets: SagaSet[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort(compareCardIds);
  for (const f of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    } catch (e) {
      problems.push(`${f}: ${(e as Error).message}`);
      continue;
    }
    const parsed = setFactsSchema.safeParse(data);
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        const [index, ...rest] = i.path;
        const id = typeof index === 'number' ? (data as { id?: unknown }[])[index]?.id : undefined;
        const card = typeof id === 'string' ? id : `#${String(index)}`;
        problems.push(`${f}: card ${card}: ${issuePath(rest)}: ${i.message}`);
      }
      continue;
    }
    sets.push({ set: basename(f, '.json'), cards: parsed.data });
  }
  if (problems.length) throw new SagaPoolError(problems);
  return sets;
}

/** Imports each `effects/<SET>.ts` (its default export: abilities by card id), unchecked. */
export async function readSagaEffects(dir = SAGA_POOL_DIR): Promise<Record<string, unknown>> {
  const effectsDir = join(dir, 'effects');
  const out: Record<string, unknown> = {};
  if (!existsSync(effectsDir)) return out;
  const files = readdirSync(effectsDir)
    .filter((f) => f.endsWith('.ts'))
    .sort(compareCardIds);
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(effectsDir, f)).href)) as { default?: unknown };
    out[basename(f, '.ts')] = mod.default;
  }
  return out;
}

/**
 * Joins the facts with the effect definitions (`effects[set][cardId]`) and checks every full definition
 * against the card schema: a broken one is refused, naming the card id and the field.
 */
export function buildSagaPool(
  sets: SagaSet[],
  effects: Record<string, unknown>,
  gapsByCard: Record<string, unknown> = {},
): SagaPool {
  const problems: string[] = [];
  const facts = new Map<string, CardFacts>();
  const setOf = new Map<string, string>();
  for (const s of sets) {
    for (const c of s.cards) {
      if (facts.has(c.id)) problems.push(`card ${c.id}: in ${setOf.get(c.id)} and ${s.set}`);
      facts.set(c.id, c);
      setOf.set(c.id, s.set);
    }
  }
  const defined = new Map<string, Ability[]>();
  const raw = new Map<string, unknown>();
  for (const [set, mod] of Object.entries(effects)) {
    const file = `effects/${set}.ts`;
    if (typeof mod !== 'object' || mod === null || Array.isArray(mod)) {
      problems.push(`${file}: the default export must be an object of abilities by card id`);
      continue;
    }
    for (const [id, abilities] of Object.entries(mod)) {
      if (setOf.get(id) !== set) {
        problems.push(
          `card ${id} (${file}): ${facts.has(id) ? `belongs to ${setOf.get(id)}` : `no such card in ${set}`}`,
        );
        continue;
      }
      raw.set(id, abilities);
    }
  }
  const cards: SagaCard[] = [];
  for (const [id, f] of facts) {
    const { keywords: _k, printedAbilities: _n, ...rest } = f;
    const candidate = { ...rest, abilities: raw.get(id) ?? [] };
    const parsed = cardDefinitionSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const p of zodProblems(parsed.error)) problems.push(`card ${id} (${setOf.get(id)}): ${p}`);
      continue;
    }
    if (raw.has(id) && parsed.data.abilities.length > 0) defined.set(id, parsed.data.abilities);
    cards.push(parsed.data);
  }
  const gaps = checkedGaps(gapsByCard, facts, defined, problems);
  const registry = new CardRegistry();
  for (const c of cards) {
    try {
      registry.add(c);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (problems.length) throw new SagaPoolError(problems);
  return { registry, sets, facts, defined, gaps };
}

/** The gaps file's reasons: each names a card of the pool that has no definition, with a reason. */
function checkedGaps(
  raw: Record<string, unknown>,
  facts: ReadonlyMap<string, CardFacts>,
  defined: ReadonlyMap<string, Ability[]>,
  problems: string[],
): Map<string, string> {
  const gaps = new Map<string, string>();
  for (const [id, reason] of Object.entries(raw)) {
    if (typeof reason !== 'string' || reason.trim() === '')
      problems.push(`${GAPS_FILE}: ${id}: the reason must be a sentence`);
    else if (!facts.has(id)) problems.push(`${GAPS_FILE}: ${id}: no such card in the pool`);
    else if (defined.has(id)) problems.push(`${GAPS_FILE}: ${id}: it is defined; its gap is stale`);
    else gaps.set(id, reason.trim());
  }
  return gaps;
}

/** Beside the facts: why cards are left undefined, by card id (read by `cards coverage --missing`). */
export const GAPS_FILE = 'gaps.yaml';

/** The gaps file of `dir` (an object of reasons by card id), or none. */
export function readSagaGaps(dir = SAGA_POOL_DIR): Record<string, unknown> {
  const file = join(dir, GAPS_FILE);
  if (!existsSync(file)) return {};
  const doc: unknown = parse(readFileSync(file, 'utf8'));
  if (doc === null) return {};
  if (typeof doc !== 'object' || Array.isArray(doc))
    throw new SagaPoolError([`${GAPS_FILE}: must map card ids to reasons`]);
  return doc as Record<string, unknown>;
}

export interface SagaPoolOptions {
  /** The folder holding `<SET>.json` and `effects/` (default: packages/battle-spirits/cards/saga). */
  dir?: string;
}

/** The whole pool: facts, definitions and the registry. Throws SagaPoolError on any broken card. */
export async function readSagaPool(opts: SagaPoolOptions = {}): Promise<SagaPool> {
  const dir = opts.dir ?? SAGA_POOL_DIR;
  return buildSagaPool(readSagaFacts(dir), await readSagaEffects(dir), readSagaGaps(dir));
}

/** The Saga card pool as a registry; every definition is validated at start-up. */
export async function loadSagaPool(opts: SagaPoolOptions = {}): Promise<CardRegistry> {
  return (await readSagaPool(opts)).registry;
}

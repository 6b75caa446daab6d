// The DBSCG card pool: the committed facts (cards/<SET>.json) joined with the project's skill
// definitions (cards/effects/<SET>.ts). Both are validated at start-up; an error names the card and
// the field. A card is implemented when every printed skill of it has a definition (the numbers
// agree) and a scenario plays it (`dbsCardCoverage`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DbsCatalog, type DbsCardDef } from '../cards.ts';
import { checkCardDef } from '../skill-schema.ts';
import { tokenId, type SetSkills } from './defs.ts';
import { dbsFactsSchema, type DbsFacts, type TokenFacts } from './facts.ts';
import { DBS_POOL_DIR } from './paths.ts';

export function readDbsFacts(dir = DBS_POOL_DIR): Record<string, DbsFacts[]> {
  const out: Record<string, DbsFacts[]> = {};
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const set = f.replace(/\.json$/, '');
    const raw = JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown[];
    out[set] = raw.map((r, i) => {
      const p = dbsFactsSchema.safeParse(r);
      if (!p.success) {
        const problems = p.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ');
        throw new Error(`cards/${f}[${i}]: ${problems}`);
      }
      return p.data;
    });
  }
  return out;
}

/** The skill definitions of every set that has a definitions file. */
export async function readDbsSkills(dir = DBS_POOL_DIR): Promise<Record<string, SetSkills>> {
  const out: Record<string, SetSkills> = {};
  const eff = join(dir, 'effects');
  if (!existsSync(eff)) return out;
  for (const f of readdirSync(eff)
    .filter((x) => x.endsWith('.ts'))
    .sort()) {
    const set = f.replace(/\.ts$/, '');
    const mod = (await import(pathToFileURL(join(eff, f)).href)) as Record<string, unknown>;
    const skills = mod[set.replace(/-/g, '_')];
    if (typeof skills !== 'object' || skills === null)
      throw new Error(`cards/effects/${f}: no export named ${set}`);
    out[set] = skills as SetSkills;
  }
  return out;
}

/** A card definition from its facts and, where the project has them, its skill definitions. */
export function defOf(f: DbsFacts, skills: SetSkills[string] | undefined): DbsCardDef {
  const def: DbsCardDef = {
    id: f.id,
    name: f.name,
    type: f.type,
    colors: f.colors,
    power: f.power,
    cost: f.cost,
    combo: f.combo,
    characters: f.characters,
    traits: f.traits,
    eras: f.eras,
    skills: skills?.skills ?? [],
    rarity: f.rarity,
  };
  if (f.back) {
    def.back = {
      name: f.back.name,
      power: f.back.power,
      characters: f.back.characters,
      traits: f.back.traits,
      eras: f.back.eras,
      skills: skills?.back ?? [],
    };
  }
  return checkCardDef(def);
}

/**
 * 10-18-2: a token's definition, from the information the effect gives: its name, power and combo
 * numbers. The data gives no colour, cost, character or trait for one, so it has none (a filter
 * asking for them does not match it).
 */
export function tokenDef(t: TokenFacts): DbsCardDef {
  return {
    id: tokenId(t.name),
    name: t.name,
    type: 'battle',
    colors: [],
    power: t.power,
    cost: null,
    combo: t.combo,
    characters: [],
    traits: [],
    eras: [],
    skills: [],
    token: true,
  };
}

/** The tokens of every card, once each; two cards describing one token differently is an error. */
function tokenDefs(facts: readonly DbsFacts[]): DbsCardDef[] {
  const byId = new Map<string, { def: DbsCardDef; from: string }>();
  for (const f of facts) {
    for (const t of f.tokens ?? []) {
      const def = tokenDef(t);
      const seen = byId.get(def.id);
      if (seen && JSON.stringify(seen.def) !== JSON.stringify(def))
        throw new Error(`cards: ${f.id} and ${seen.from} describe the ${t.name} token differently`);
      if (!seen) byId.set(def.id, { def, from: f.id });
    }
  }
  return [...byId.values()].map((x) => checkCardDef(x.def));
}

export interface DbsPool {
  catalog: DbsCatalog;
  facts: DbsFacts[];
  /** Ids whose every printed skill has a definition (skill-less cards included). */
  defined: Set<string>;
}

/** Loads the pool: every card of the data, with the skills the project has defined. */
export async function loadDbsPool(dir = DBS_POOL_DIR): Promise<DbsPool> {
  const facts = readDbsFacts(dir);
  const skills = await readDbsSkills(dir);
  const all: DbsFacts[] = [];
  const defs: DbsCardDef[] = [];
  const defined = new Set<string>();
  for (const [set, list] of Object.entries(facts)) {
    for (const f of list) {
      const s = skills[set]?.[f.id];
      all.push(f);
      defs.push(defOf(f, s));
      const printed = f.skills + (f.back?.skills ?? 0);
      const front = s?.skills.length ?? 0;
      const back = s?.back?.length ?? 0;
      const complete =
        s?.printed !== undefined
          ? s.printed === printed
          : front === f.skills && back === (f.back?.skills ?? 0);
      if (printed === 0 || (s !== undefined && complete)) defined.add(f.id);
    }
  }
  for (const [set, m] of Object.entries(skills)) {
    for (const id of Object.keys(m))
      if (!all.some((f) => f.id === id))
        throw new Error(`cards/effects/${set}.ts: no card ${id} in the facts`);
  }
  return { catalog: new DbsCatalog([...defs, ...tokenDefs(all)]), facts: all, defined };
}

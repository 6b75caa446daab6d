// The generated Vanguard pool: the facts of every set (cards/<SET>.json) and the trial decks' lists
// (decks/built-in.json), read once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseVgCards, VgCatalog, type VgCardDef } from '../cards.ts';
import { VG_EFFECTS } from '../../cards/effects/index.ts';
import { VG_DECKS_FILE, VG_POOL_DIR } from './paths.ts';

export interface VgDeckList {
  id: string;
  name: string;
  cards: { id: string; count: number }[];
}

export interface VgPool {
  catalog: VgCatalog;
  sets: Record<string, VgCardDef[]>;
  decks: VgDeckList[];
}

let pool: VgPool | null = null;

export function readVgPool(dir = VG_POOL_DIR, decksFile = VG_DECKS_FILE, effects = VG_EFFECTS): VgPool {
  const sets: Record<string, VgCardDef[]> = {};
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const set = f.replace(/\.json$/, '');
    const defs = effects[set] ?? {};
    const facts = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string }[];
    for (const id of Object.keys(defs))
      if (!facts.some((c) => c.id === id)) throw new Error(`cards/effects/${set}.ts: no card ${id} in ${f}`);
    // The facts with the project's ability definitions, checked together by the card schema.
    const merged = facts.map((c) => (defs[c.id] ? { ...c, abilities: defs[c.id] } : c));
    sets[set] = parseVgCards(merged, defs && Object.keys(defs).length ? `${f} + cards/effects/${set}.ts` : f);
  }
  const decks = JSON.parse(readFileSync(decksFile, 'utf8')) as VgDeckList[];
  return { catalog: new VgCatalog(Object.values(sets).flat()), sets, decks };
}

/** The pool of this package, loaded once per process. */
export function loadVgPool(): VgPool {
  pool ??= readVgPool();
  return pool;
}

/** One card id per copy of a deck list. */
export function vgDeckCards(d: VgDeckList): string[] {
  return d.cards.flatMap((c) => new Array<string>(c.count).fill(c.id));
}

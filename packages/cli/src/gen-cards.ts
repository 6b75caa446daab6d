// `npm run cards:generate [-- <data dir> [<out dir>]]`: writes one facts file per set,
// packages/battle-spirits/cards/saga/<SET>.json, from the shared Battle Spirits Saga card data,
// packages/battle-spirits/cards/eternal/<SET>.json from the shared Eternal card data, and
// packages/dbscg/cards/<SET>.json from the shared DBSCG card data, and packages/vanguard/cards/<SET>.json
// with the trial decks' lists from the shared Vanguard card data.
// Facts only (see each data folder's SOURCE.md): never effect or skill text.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ETERNAL_DATA_DIR,
  ETERNAL_POOL_DIR,
  generateEternalFacts,
  generateSagaFacts,
  SAGA_DATA_DIR,
  SAGA_POOL_DIR,
  type GeneratedFacts,
} from '@arbiter/battle-spirits';
import {
  DBS_DATA_DIR,
  DBS_DECKS_FILE,
  DBS_POOL_DIR,
  generateDbsDecks,
  generateDbsFacts,
} from '@arbiter/dbscg';
import { generateVgPool, VG_DATA_DIR, VG_DECKS_FILE, VG_POOL_DIR } from '@arbiter/vanguard';
import { format, resolveConfig } from 'prettier';

export interface GenerateReport {
  sets: number;
  cards: number;
  warnings: string[];
}

/**
 * Generates `<outDir>/<SET>.json` for every set under `<dataDir>/cards`; pretty, sorted, deterministic.
 * `generate` reads the data: Saga's by default, `generateEternalFacts` for the Eternal format's.
 */
export async function writeSagaFactFiles(
  dataDir = SAGA_DATA_DIR,
  outDir = SAGA_POOL_DIR,
  generate: (cardsDir: string) => GeneratedFacts = generateSagaFacts,
): Promise<GenerateReport> {
  const { sets, warnings } = generate(join(dataDir, 'cards'));
  mkdirSync(outDir, { recursive: true });
  let cards = 0;
  for (const [set, list] of Object.entries(sets)) {
    const file = join(outDir, `${set}.json`);
    // Formatted the way `prettier --check` wants it, wherever the file is written.
    const options = (await resolveConfig(join(SAGA_POOL_DIR, `${set}.json`))) ?? {};
    writeFileSync(file, await format(JSON.stringify(list), { ...options, filepath: file }));
    cards += list.length;
  }
  return { sets: Object.keys(sets).length, cards, warnings };
}

/**
 * Generates `<outDir>/<SET>.json` for every DBSCG set under `<dataDir>/cards`, and the built-in deck
 * lists (card numbers and counts) from `<dataDir>/decks` into `decksFile`.
 */
export async function writeDbsFactFiles(
  dataDir = DBS_DATA_DIR,
  outDir = DBS_POOL_DIR,
  decksFile = DBS_DECKS_FILE,
): Promise<GenerateReport> {
  const { sets, warnings } = generateDbsFacts(dataDir);
  mkdirSync(outDir, { recursive: true });
  let cards = 0;
  for (const [set, list] of Object.entries(sets)) {
    const file = join(outDir, `${set}.json`);
    const options = (await resolveConfig(join(DBS_POOL_DIR, `${set}.json`))) ?? {};
    writeFileSync(file, await format(JSON.stringify(list), { ...options, filepath: file }));
    cards += list.length;
  }
  const decks = generateDbsDecks(dataDir);
  if (decks.length > 0) {
    mkdirSync(dirname(decksFile), { recursive: true });
    const options = (await resolveConfig(DBS_DECKS_FILE)) ?? {};
    writeFileSync(decksFile, await format(JSON.stringify(decks), { ...options, filepath: decksFile }));
  }
  return { sets: Object.keys(sets).length, cards, warnings };
}

/** Generates `<outDir>/<SET>.json` for every Vanguard set and the trial decks' lists into `decksFile`. */
export async function writeVgFactFiles(
  dataDir = VG_DATA_DIR,
  outDir = VG_POOL_DIR,
  decksFile = VG_DECKS_FILE,
): Promise<GenerateReport> {
  const { sets, decks } = generateVgPool(dataDir);
  mkdirSync(outDir, { recursive: true });
  let cards = 0;
  for (const [set, list] of Object.entries(sets)) {
    const file = join(outDir, `${set}.json`);
    const options = (await resolveConfig(file)) ?? {};
    writeFileSync(file, await format(JSON.stringify(list), { ...options, filepath: file }));
    cards += list.length;
  }
  mkdirSync(dirname(decksFile), { recursive: true });
  const options = (await resolveConfig(decksFile)) ?? {};
  writeFileSync(decksFile, await format(JSON.stringify(decks), { ...options, filepath: decksFile }));
  return { sets: Object.keys(sets).length, cards, warnings: [] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dataDir = SAGA_DATA_DIR, outDir = SAGA_POOL_DIR] = process.argv.slice(2);
  try {
    const r = await writeSagaFactFiles(dataDir, outDir);
    for (const w of r.warnings) process.stderr.write(`warning: ${w}\n`);
    process.stdout.write(`${r.cards} cards in ${r.sets} sets written to ${outDir}\n`);
    // With no folders given, the Eternal, DBSCG and Vanguard pools are generated too.
    if (process.argv.length <= 2) {
      const et = await writeSagaFactFiles(ETERNAL_DATA_DIR, ETERNAL_POOL_DIR, generateEternalFacts);
      for (const w of et.warnings) process.stderr.write(`warning: ${w}\n`);
      process.stdout.write(`${et.cards} cards in ${et.sets} sets written to ${ETERNAL_POOL_DIR}\n`);
      const dbs = await writeDbsFactFiles();
      for (const w of dbs.warnings) process.stderr.write(`warning: ${w}\n`);
      process.stdout.write(`${dbs.cards} cards in ${dbs.sets} sets written to ${DBS_POOL_DIR}\n`);
      const vg = await writeVgFactFiles();
      process.stdout.write(`${vg.cards} cards in ${vg.sets} sets written to ${VG_POOL_DIR}\n`);
    }
  } catch (e) {
    process.stderr.write(`cards:generate: ${(e as Error).message}\n`);
    process.exitCode = 2;
  }
}

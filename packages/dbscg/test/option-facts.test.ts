// Issue 14: DBSCG's procedures read the facts of the option a player chose (the card object it names,
// which listed action, offer, option or card of a block it is, yes or no), never the option's id.
// Each game is played twice with the same answers: once as it is, once with the id of every option
// made opaque ("o3") before each answer, answered by the same positions. Both games must log the same
// events: a procedure that parsed an id ("12", an action's index, "yes", a face-down "fd0") would go
// another way or fail. The source scan catches the reads renaming cannot (answer checks).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, seedRng } from '@arbiter/engine';
import { newRenamed, opaqueRandomGame, opaqueReplay, type Renamed } from '@arbiter/cardgame';
import {
  createDbsModule,
  DbsCatalog,
  deckCards,
  loadDbsPool,
  readDbsDecks,
  runDbsScenario,
  TEST_CARDS,
  testSetup,
  type DbsData,
  type DbsSetup,
} from '../src/index.ts';
import { scenarioCatalog } from '../src/descriptor.ts';
import { idReads } from '../../cardgame/test/id-reads.ts';

/** Every option of every decision is renamed: DBSCG's fixed words ("pass", "none") are read by no procedure either. */
const all = (renamed: Renamed, label: string) => ({ rule: {}, renamed, label });

/**
 * Scenarios reaching the decisions random games seldom do, each answered as its script says (choices
 * that are not the first option, and "no"s), so that reading an id would change the game.
 */
const SCENARIOS: Record<string, string> = {
  'skills/skill-costs.yaml': 'counter (4-7-3), a "may" skill answered no (useOptional)',
  'effects/replace-damage.yaml': 'replace (8-9-2)',
  'effects/replacement.yaml': 'replace (8-9-2)',
  'keywords/choose.yaml': 'chooseOption (10-27)',
  'areas/deck-order.yaml': 'orderCards (3-1-6)',
  'keywords/union-fusion.yaml': 'unionCard (10-13)',
  'keywords/union-absorb.yaml': 'unionCard, an absorbed card searched for (10-13-5-4)',
  'keywords/xeno-evolve.yaml': 'evolveOnto (10-15)',
  'skills/search-and-areas.yaml': 'search, target (8-5)',
  'skills/targets.yaml': 'target: face-down cards too (8-5-3-5)',
  'keywords/revenge.yaml': '[Blocker] answered no (blocker)',
  'setup/preparation.yaml': 'redraw (5-2-1-6-1)',
};
/** The kinds the scenarios must meet, with the random games' main and battle actions. */
const KINDS = [
  'counter',
  'useOptional',
  'replace',
  'chooseOption',
  'orderCards',
  'unionCard',
  'evolveOnto',
  'search',
  'target',
  'blocker',
  'redraw',
];

const here = dirname(fileURLToPath(import.meta.url));
const scenarioRoot = join(here, '../../../scenarios/dbscg');

type G = Game<DbsData, DbsSetup>;

/** Plays scenario `file` as written, then its game's answers again, plain and with opaque ids. */
function scenarioTwice(file: string, catalog: DbsCatalog, renamed: Renamed): void {
  let game: G | null = null;
  const r = runDbsScenario(readFileSync(join(scenarioRoot, file), 'utf8'), {
    file,
    catalog,
    onGame: (g) => (game = g),
  });
  expect(r.failures, file).toEqual([]);
  const g = game as G | null;
  if (!g) throw new Error(`${file}: no game`);
  expect(opaqueReplay(g, () => Game.create(g.module, g.setup, g.seed), all(renamed, file))).toBeNull();
}

function randomTwins(module: G['module'], setupOf: (seed: number) => DbsSetup, renamed: Renamed): void {
  for (let seed = 1; seed <= 6; seed++) {
    const create = () => Game.create(module, setupOf(seed), seed);
    expect(opaqueRandomGame(create, seedRng(seed), all(renamed, `seed ${seed}`))).toBeNull();
  }
}

describe("DBSCG procedures read the chosen option's facts, not its id (issue 14)", () => {
  it('test decks: games with opaque ids log the same events', () => {
    const renamed = newRenamed();
    const module = createDbsModule(new DbsCatalog(TEST_CARDS));
    randomTwins(
      module,
      (seed) => (seed % 2 === 0 ? testSetup('red', 'blue') : testSetup('blue', 'red')),
      renamed,
    );
    expect(renamed.n).toBeGreaterThan(100);
    for (const k of ['mainAction', 'battleAction', 'payEnergy', 'redraw', 'charge'])
      expect(renamed.kinds.get(k) ?? 0, k).toBeGreaterThan(0);
  });

  it('real cards: the built-in decks', async () => {
    const pool = await loadDbsPool();
    const decks = readDbsDecks().map(deckCards);
    const renamed = newRenamed();
    const setupOf = (seed: number): DbsSetup => {
      const [a, b] = [decks[seed % decks.length]!, decks[(seed + 1) % decks.length]!];
      return {
        players: [
          { name: 'p1', leader: a[0]!, deck: a.slice(1) },
          { name: 'p2', leader: b[0]!, deck: b.slice(1) },
        ],
      };
    };
    randomTwins(createDbsModule(pool.catalog), setupOf, renamed);
    expect(renamed.n).toBeGreaterThan(100);
  });

  it('no code of the game reads an option id', () => {
    expect(idReads(join(here, '../src'))).toEqual([]);
  });

  describe('scenarios reaching the other kinds', () => {
    let catalog: DbsCatalog;
    beforeAll(async () => {
      catalog = await scenarioCatalog();
    });
    it('each game played again with opaque ids logs the same events, and every kind is met', () => {
      const renamed = newRenamed();
      for (const file of Object.keys(SCENARIOS)) scenarioTwice(file, catalog, renamed);
      for (const k of KINDS) expect(renamed.kinds.get(k) ?? 0, k).toBeGreaterThan(0);
    });
  });
});

// The Dragon Ball Super Card Game as the hosts see it (@arbiter/cardgame's GameDescriptor).
import { rulebookCoverage, type GameDescriptor } from '@arbiter/cardgame';
import { dbsHost } from './host.ts';
import { DBS_ROOT, DBS_RULEBOOK } from './coverage.ts';
import { dbsCardCoverage, loadDbsPool } from './pool/index.ts';
import { runDbsScenarioFile } from './scenario.ts';
import { DbsCatalog } from './cards.ts';
import { TEST_CARDS } from './test-cards.ts';

let catalog: Promise<DbsCatalog> | null = null;

/** What scenarios name: the real pool with its definitions, and Arbiter's test cards. Loaded once. */
export function scenarioCatalog(): Promise<DbsCatalog> {
  catalog ??= loadDbsPool().then((p) => p.catalog.with(TEST_CARDS));
  return catalog;
}

export const DBSCG: GameDescriptor = {
  id: 'dbscg',
  title: 'Dragon Ball Super Card Game',
  // The rule manual v1.077 describes one way to play.
  formats: ['standard'],
  ruleCoverage: rulebookCoverage(DBS_ROOT, { standard: DBS_RULEBOOK }),
  cardCoverage: async () => dbsCardCoverage(await loadDbsPool()),
  host: dbsHost,
  scenarios: {
    key: 'dbscg',
    async runFiles(files, opts) {
      const cat = await scenarioCatalog();
      return files.map((f) => runDbsScenarioFile(f, cat, opts));
    },
  },
};

// The Dragon Ball Super Card Game as the hosts see it (@arbiter/cardgame's GameDescriptor).
import type { GameDescriptor } from '@arbiter/cardgame';
import { dbsRuleCoverage } from './coverage.ts';
import { dbsCardCoverage, loadDbsPool } from './pool/index.ts';
import { runDbsScenarioFile } from './scenario.ts';

export const DBSCG: GameDescriptor = {
  id: 'dbscg',
  title: 'Dragon Ball Super Card Game',
  // The rule manual v1.077 describes one way to play.
  formats: ['standard'],
  ruleCoverage: (_format, opts) => dbsRuleCoverage(opts),
  cardCoverage: async () => dbsCardCoverage(await loadDbsPool()),
  scenarios: {
    key: 'dbscg',
    runFiles: async (files) => files.map((f) => runDbsScenarioFile(f)),
  },
};

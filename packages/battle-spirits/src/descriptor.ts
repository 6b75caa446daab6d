// Battle Spirits as the hosts see it (@arbiter/cardgame's GameDescriptor).
import { rulebookCoverage, type GameDescriptor } from '@arbiter/cardgame';
import { formatHost } from './host.ts';
import { ARBITER_ROOT, SAGA_RULEBOOK } from './coverage/saga.ts';
import { ETERNAL_RULEBOOK } from './coverage/eternal.ts';
import { ETERNAL_POOL_DIR, readSagaPool, SAGA_SCENARIO_DIR, sagaCardCoverage } from './pool/index.ts';
import { loadScenarioRegistry, runScenarioFiles } from './scenario/runner.ts';

export const BATTLE_SPIRITS: GameDescriptor = {
  id: 'battle-spirits',
  title: 'Battle Spirits Saga',
  // Saga first (the default); Eternal, the Japanese game's format, reads its own manual.
  formats: ['saga', 'eternal'],
  ruleCoverage: rulebookCoverage(ARBITER_ROOT, { saga: SAGA_RULEBOOK, eternal: ETERNAL_RULEBOOK }),
  // Each format has its own pool; Eternal's cards count as implemented from Eternal scenarios only.
  cardCoverage: async (format) =>
    format === 'eternal'
      ? sagaCardCoverage(await readSagaPool({ dir: ETERNAL_POOL_DIR }), [SAGA_SCENARIO_DIR], 'eternal')
      : sagaCardCoverage(await readSagaPool()),
  host: (format) => formatHost(format === 'eternal' ? 'eternal' : 'saga'),
  scenarios: {
    key: 'saga',
    formatKeys: ['eternal'],
    async runFiles(files, opts) {
      // The pool's card definitions load asynchronously, before any scenario runs.
      await loadScenarioRegistry();
      return runScenarioFiles(files, opts);
    },
  },
};

// Battle Spirits as the hosts see it (@arbiter/cardgame's GameDescriptor).
import type { GameDescriptor } from '@arbiter/cardgame';
import { sagaRuleCoverage } from './coverage/saga.ts';
import { readSagaPool, sagaCardCoverage } from './pool/index.ts';
import { loadScenarioRegistry, runScenarioFiles } from './scenario/runner.ts';

export const BATTLE_SPIRITS: GameDescriptor = {
  id: 'battle-spirits',
  title: 'Battle Spirits Saga',
  formats: ['saga'],
  ruleCoverage: (_format, opts) => sagaRuleCoverage(opts),
  cardCoverage: async () => sagaCardCoverage(await readSagaPool()),
  scenarios: {
    key: 'saga',
    async runFiles(files, opts) {
      // The pool's card definitions load asynchronously, before any scenario runs.
      await loadScenarioRegistry();
      return runScenarioFiles(files, opts);
    },
  },
};

// Cardfight!! Vanguard as the hosts see it (@arbiter/cardgame's GameDescriptor).
import { rulebookCoverage, type GameDescriptor } from '@arbiter/cardgame';
import { VG_ROOT, VG_RULEBOOK } from './coverage.ts';
import { vgBuiltInDecks, vgHost } from './host.ts';
import { loadVgPool, vgCardCoverage } from './pool/index.ts';
import { runVgScenarioFile } from './scenario.ts';

export const VANGUARD: GameDescriptor = {
  id: 'vanguard',
  title: 'Cardfight!! Vanguard',
  // The G-era comprehensive rules describe one way to play.
  formats: ['g-era'],
  ruleCoverage: rulebookCoverage(VG_ROOT, { 'g-era': VG_RULEBOOK }),
  cardCoverage: async () => vgCardCoverage(loadVgPool()),
  host: vgHost,
  scenarios: {
    key: 'vanguard',
    async runFiles(files, opts) {
      const cat = loadVgPool().catalog;
      const decks = new Map(Object.entries(vgBuiltInDecks()).map(([k, d]) => [k, d.cards]));
      return files.map((f) => runVgScenarioFile(f, cat, decks, opts));
    },
  },
};

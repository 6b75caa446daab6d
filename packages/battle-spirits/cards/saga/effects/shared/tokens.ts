// Token card information shared by several sets' definitions.
import type { TokenSpec } from '../../../../src/vocab.ts';

// The Antman Token, as the comprehensive rules spell it out (4-12-2): green, cost 0, Carapite and
// Token, LV1 with one core at 1000 BP, one green symbol.
export const ANTMAN: TokenSpec = {
  id: 'TOKEN-ANTMAN',
  name: 'Antman Token',
  colors: ['green'],
  cost: 0,
  spiritTypes: ['CARAPITE', 'TOKEN'],
  levels: [{ level: 1, cores: 1, bp: 1000 }],
  symbols: [['green']],
};

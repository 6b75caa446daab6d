// BSS03: small builders that several parts of the set's definitions share.
import type { Target } from '../../../../src/vocab.ts';

/** A card of yours on the field with this name (the Sanctuary nexuses). */
export const named = (name: string, what: Target['what'] = 'nexus', zone?: Target['zone']): Target => ({
  side: 'own',
  what,
  name,
  count: 1,
  ...(zone ? { zone } : {}),
});

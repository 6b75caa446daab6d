// BSS04: small builders that several parts of the set's definitions share.
import type { Ability, Directive, Target } from '../../../../src/vocab.ts';
import { oneFoe } from '../shared/helpers.ts';

/** Ascend from a spirit of yours that costs `n` or more (11-8-1). */
export const ascendFrom = (n: number): Ability => ({
  kind: 'keyword',
  keyword: 'ascend',
  cond: { side: 'own', what: 'spirit', minCost: n },
});

export const foeBp = (n: number, t: Omit<Target, 'side'> = {}): Directive => ({
  do: 'bp',
  amount: -n,
  target: oneFoe(t),
  until: 'turn',
});

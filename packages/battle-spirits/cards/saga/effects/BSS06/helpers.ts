// BSS06: small builders that several parts of the set's definitions share.
import type { Ability, KeywordSpec } from '../../../../src/vocab.ts';

/**
 * Link with the card's number: it may link to an attacking spirit of yours costing that much or more
 * (the number is the card's "link cost condition", read as Ascend's "costs N or more").
 */
export const linkCost = (n: number): Ability => ({
  kind: 'keyword',
  keyword: 'link',
  levels: [1],
  cond: { side: 'own', what: 'spirit', minCost: n },
});

/** "While this spirit is linked, the linked spirit gains ...": the attacker it is linked to. */
export const linkedGains = (grant: KeywordSpec): Ability => ({
  kind: 'constant',
  levels: [1],
  during: 'whileLinked',
  apply: [{ grant, to: { side: 'own', what: 'spirit', battle: 'attacking' } }],
});

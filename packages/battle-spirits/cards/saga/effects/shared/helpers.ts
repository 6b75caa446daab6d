// Small builders that several sets' definitions share.
import type { Ability, Amount, Condition, Directive, Target } from '../../../../src/vocab.ts';

/** One of the opponent's spirits (the usual "select one of your opponent's spirits"). */
export const oneFoe = (t: Omit<Target, 'side'> = {}): Target => ({
  side: 'opponent',
  what: 'spirit',
  count: 1,
  ...t,
});

/** A.T. Field (11-13-1) on every level the card has (the EVA and Angel spirits of ST07 and CB01). */
export const atField = { kind: 'keyword', keyword: 'atField' } as const satisfies Ability;

/** The common flash half of many magic cards: any one spirit is `amount` BP stronger this turn. */
export const anySpiritBp = (amount: number): Ability => ({
  kind: 'magic',
  timing: ['main', 'flash'],
  effect: [{ do: 'bp', amount, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
});

/**
 * From LV2, as your attack step starts, `n` cores that are not the soul core come from your trash onto
 * this spirit (BSS03-001, BSS04-043).
 */
export const trashCoresAtYourAttackStep = (n: Amount): Ability => ({
  kind: 'trigger',
  on: 'stepStart',
  step: 'attack',
  yours: true,
  levels: [2, 3],
  effect: [{ do: 'placeCores', n, from: 'trash', regularOnly: true, target: { side: 'self' } }],
});

/** Ascend (11-8-1) on a spirit of yours of this spirit type. */
export const ascendOnType = (spiritType: string): Ability => ({
  kind: 'keyword',
  keyword: 'ascend',
  cond: { side: 'own', what: 'spirit', spiritType },
});

/**
 * Immortal (11-4) during either attack step, answering the destruction of a spirit of yours whose cost
 * lies between `minCost` and `maxCost` (BSS05, CB01).
 */
export const immortal = (minCost: number, maxCost: number): Ability => ({
  kind: 'keyword',
  keyword: 'immortal',
  during: 'eitherAttackStep',
  cond: { side: 'own', what: 'spirit', minCost, maxCost },
});

/** A core from the void onto the chosen card. */
export const voidCoreOnto = (target: Target): Directive => ({ do: 'placeCores', n: 1, from: 'void', target });

/** Summon the chosen card without paying its cost. */
export const summonFree = (target: Target): Directive => ({ do: 'summon', target, free: true });

/**
 * As the opponent's attack step begins, every core of your trash goes to your reserve (Saga's
 * BSS01-110, Eternal's BS01-113), at these levels.
 */
export const trashCoresBackAtOpponentAttack = (levels?: number[]): Ability => ({
  kind: 'trigger',
  on: 'stepStart',
  step: 'attack',
  yours: false,
  ...(levels ? { levels } : {}),
  effect: [
    { do: 'sendCores', n: { player: 'own', what: 'trashCores' }, side: 'own', from: 'trash', to: 'reserve' },
  ],
});

/** "If you control a <type> nexus" (CB01's pilots and organisations: ASUKA, MARI, SHINJI...). */
export const ownsNexusOfType = (spiritType: string): Condition => ({
  count: { side: 'own', what: 'nexus', spiritType },
  atLeast: 1,
});

/** The `then` directives, only while you control a nexus of this spirit type. */
export const ifOwnsNexusOfType = (spiritType: string, then: Directive[]): Directive => ({
  do: 'if',
  cond: ownsNexusOfType(spiritType),
  then,
});

/**
 * "You may discard N cards from the top of your deck to ...": the rest happens only if N cards were
 * discarded (8-4-1: the part before "to" is paid in full or the rest does not happen).
 */
export const afterDeckTopDiscard = (n: number, then: Directive[]): Directive[] => [
  { do: 'discard', n, side: 'own', from: 'deckTop' },
  { do: 'if', cond: { count: { side: 'chosen', zone: 'trash', what: 'card' }, atLeast: n }, then },
];

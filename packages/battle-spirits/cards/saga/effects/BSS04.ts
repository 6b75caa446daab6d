// Arbiter's own definitions of the BSS04 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed in the gap report of this round.
import type { Ability, Directive, Target } from '../../../src/vocab.ts';

const oneFoe = (t: Omit<Target, 'side'> = {}): Target => ({
  side: 'opponent',
  what: 'spirit',
  count: 1,
  ...t,
});

/** Ascend from a spirit of yours that costs `n` or more (11-8-1). */
const ascendFrom = (n: number): Ability => ({
  kind: 'keyword',
  keyword: 'ascend',
  cond: { side: 'own', what: 'spirit', minCost: n },
});

/** The common flash half of many magic cards: any one spirit is `n` BP stronger this turn. */
const anySpiritBp = (n: number): Ability => ({
  kind: 'magic',
  timing: ['main', 'flash'],
  effect: [{ do: 'bp', amount: n, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
});

const foeBp = (n: number, t: Omit<Target, 'side'> = {}): Directive => ({
  do: 'bp',
  amount: -n,
  target: oneFoe(t),
  until: 'turn',
});

const abilities: Record<string, Ability[]> = {
  // Dinocarrier Apato: Ascend from a spirit costing 4 or more.
  'BSS04-009': [ascendFrom(4)],
  // El Diablord: Awaken.
  'BSS04-012': [{ kind: 'keyword', keyword: 'awaken' }],
  // Great Amethyst Serpent Zaum: Ascend from a spirit costing 4 or more.
  'BSS04-024': [ascendFrom(4)],
  // Wolfknight Lougar: Curse on its attacks.
  'BSS04-029': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' }],
  // Crowcat: Immortal in either attack step, for a spirit of yours costing 9 or 10 (the data lists
  // those two costs).
  'BSS04-032': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 9, maxCost: 10 },
    },
  ],
  // Spadebeast Leo: Ascend from a spirit costing 4 or more.
  'BSS04-041': [ascendFrom(4)],
  // Unbrave Leo: Blessed on its attacks at LV3.
  'BSS04-048': [{ kind: 'keyword', keyword: 'blessed', levels: [3], during: 'whileAttacking' }],
  // Gatliphant: Armor against red and white.
  'BSS04-054': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'white'] }],
  // Ammoknights: Armor against white and green.
  'BSS04-058': [{ kind: 'keyword', keyword: 'armor', colors: ['white', 'green'] }],
  // Sky Emperor Le Ciel: Ascend from a spirit costing 4 or more.
  'BSS04-063': [ascendFrom(4)],
  // Taranduus: Ascend from a spirit costing 4 or more.
  'BSS04-074': [ascendFrom(4)],
  // Waverider Gerridae: Swift.
  'BSS04-082': [{ kind: 'keyword', keyword: 'swift' }],
  // Golem of the Lamp: Ascend from a spirit costing 4 or more.
  'BSS04-093': [ascendFrom(4)],
  // Great Javelin Morgan: Crush +1.
  'BSS04-097': [{ kind: 'keyword', keyword: 'crush', value: 1 }],

  // Mind Flare: an opposing spirit of 3000 BP or less is destroyed.
  'BSS04-117': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 3000 }) }],
    },
  ],
  // Excavation: any spirit is 4000 BP stronger this turn.
  'BSS04-118': [anySpiritBp(4000)],
  // Buster Lance: in the main step an opposing nexus of cost 4 or less is destroyed; either window,
  // +2000 BP.
  'BSS04-119': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus', maxCost: 4 }) }],
    },
    anySpiritBp(2000),
  ],
  // Elimination: flash, one core off an opposing spirit to its owner's reserve.
  'BSS04-122': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Death Sword: in the main step an exhausted opposing spirit is destroyed; either window, +2000 BP.
  'BSS04-123': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'destroy', target: oneFoe({ exhausted: true }) }] },
    anySpiritBp(2000),
  ],
  // Cat's Eye: in the main step an opposing spirit is LV1 this turn; either window, +2000 BP.
  'BSS04-126': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'setLevel', level: 1, target: oneFoe(), until: 'turn' }],
    },
    anySpiritBp(2000),
  ],
  // Lightning Attack: a draw in the main step; in the flash window an opposing spirit loses 2000 BP.
  'BSS04-127': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'draw', n: 1 }] },
    { kind: 'magic', timing: ['flash'], effect: [foeBp(2000)] },
  ],
  // Life Saving: in the main step, a core from the void to your life while you have less life than
  // the opponent; either window, +2000 BP.
  'BSS04-129': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'if',
          cond: {
            compare: [
              { player: 'own', what: 'life' },
              { player: 'opponent', what: 'life' },
            ],
            op: 'lt',
          },
          then: [{ do: 'gainCore', n: 1, to: 'life' }],
        },
      ],
    },
    anySpiritBp(2000),
  ],
  // High Ether: in the main step, your spirits are all refreshed as this turn ends (a delayed effect,
  // 8-2-2-2); either window, +2000 BP.
  'BSS04-130': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'delayed',
          on: 'turnEnd',
          until: 'turn',
          once: true,
          effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', all: true } }],
        },
      ],
    },
    anySpiritBp(2000),
  ],
  // Dream Hand: in the main step an opposing spirit goes back to its owner's hand; either window,
  // +2000 BP.
  'BSS04-131': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'toHand', target: oneFoe() }] },
    anySpiritBp(2000),
  ],
  // Mistral Core: in the main step a core from the void to your reserve; either window, +2000 BP.
  'BSS04-133': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
    anySpiritBp(2000),
  ],
  // Absorb Power: any spirit is refreshed and 3000 BP stronger this turn.
  'BSS04-135': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'any', what: 'spirit', count: 1 } },
        { do: 'refresh', target: { side: 'chosen' } },
        { do: 'bp', amount: 3000, target: { side: 'chosen' }, until: 'turn' },
      ],
    },
  ],
  // Raging Tide: every spirit costing 3 or less that is not a token is destroyed; with two or more
  // destroyed by it, a core from the void to your reserve.
  'BSS04-136': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'destroy', target: { side: 'any', what: 'spirit', maxCost: 3, token: false, all: true } },
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'any' }, atLeast: 2 },
          then: [{ do: 'gainCore', n: 1, to: 'reserve' }],
        },
      ],
    },
  ],
  // Double Biceps: flash, one of your attacking or blocking spirits is treated as its highest level
  // this turn.
  'BSS04-137': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'own', what: 'spirit', battle: 'either', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Call of the Deep: an opposing spirit costing 4 or less is destroyed.
  'BSS04-138': [
    { kind: 'magic', timing: ['main', 'flash'], effect: [{ do: 'destroy', target: oneFoe({ maxCost: 4 }) }] },
  ],
  // Finishing Blow: in the main step two cards in, one out; either window, +3000 BP.
  'BSS04-139': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 2 },
        { do: 'discard', n: 1, side: 'own', from: 'hand' },
      ],
    },
    anySpiritBp(3000),
  ],
};

export default abilities;

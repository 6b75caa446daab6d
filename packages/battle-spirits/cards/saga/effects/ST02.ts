// Arbiter's own definitions of the ST02 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Several ST02 cards
// still need block restrictions that depend on the blocker's cores, or "all but one core" counted
// per player; those are left out.
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Bloody Rain: a burst when you lose life; for the rest of the turn each of the opponent's spirits
  // (those on the field as it resolves) may attack only by moving one of its own cores to their
  // reserve, with no selection (so Armor does not stop it); then its flash part may be paid for. Its
  // flash part gives a spirit 2000 BP for the turn.
  'ST02-016': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [
        {
          do: 'apply',
          effect: { attackTax: 'coreToReserve' },
          target: { side: 'opponent', what: 'spirit', all: true },
          until: 'turn',
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Okapandle: Curse at both of its levels, but only during its own attacks.
  'ST02-007': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' }],
  // Dark Knight Florence: Curse during its attacks once it reaches LV2.
  'ST02-008': [{ kind: 'keyword', keyword: 'curse', levels: [2], during: 'whileAttacking' }],
  // Mummirra: arriving, it takes a core off an opposing spirit, back to that player's reserve.
  'ST02-004': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'removeCores', n: 1, target: { side: 'opponent', count: 1 }, to: 'reserve' }],
    },
  ],
  // Stray Soul: the same, but only an exhausted opposing spirit can be picked.
  'ST02-011': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', count: 1, exhausted: true }, to: 'reserve' },
      ],
    },
  ],
  // Poison Shot: a burst when the opponent destroys your spirit (a card, then the flash part if paid);
  // its flash part takes a core off any spirit.
  'ST02-014': [
    { kind: 'burst', on: 'opponentDestroysYourSpirit', effect: [{ do: 'draw', n: 1 }], thenFlash: true },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'removeCores', n: 1, target: { side: 'any', count: 1 }, to: 'reserve' }],
    },
  ],
  // Core Drain: three cores off an exhausted opposing spirit; or 2000 BP for a spirit this turn.
  'ST02-015': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'removeCores',
          n: 3,
          upTo: true,
          target: { side: 'opponent', count: 1, exhausted: true },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
  // Dark King Snake Pendocles: arriving, an opposing spirit keeps one core (the rest to its owner's
  // reserve); from LV2 its attack sends one core of an opposing spirit to that player's trash.
  'ST02-001': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'removeCores', n: 'allButOne', target: { side: 'opponent', count: 1 }, to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'removeCores', n: 1, target: { side: 'opponent', count: 1 }, to: 'trash' }],
    },
  ],
  // Dragonaga Assassin: Curse during its attacks from LV2; at LV3 its attack draws a card when it
  // holds the soul core.
  'ST02-002': [
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'if', cond: { self: { side: 'self', soulCore: true } }, then: [{ do: 'draw', n: 1 }] }],
    },
  ],
  // Segro Snake: in your attack step, while it holds the soul core, single-core spirits cannot
  // block it.
  'ST02-003': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      if: { self: { side: 'self', soulCore: true } },
      apply: [{ noBlockBy: { side: 'opponent', maxCores: 1 }, to: { side: 'self' } }],
    },
  ],
  // Phasmobat: from LV2 its attack draws a card if some opposing spirit has a single core.
  'ST02-010': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'opponent', maxCores: 1 }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
  ],
  // Dark Grail: placed, an opposing spirit with two cores or more gives one back to its owner's
  // reserve; at LV2, in your attack step, a card for each batch of your purple spirits destroyed.
  'ST02-012': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', count: 1, minCores: 2 }, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', color: 'purple' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Purple Smoke Valley: a card each time an effect of yours leaves an opposing spirit without cores
  // (destroying it); at LV2, in your attack step, your Curse spirits cannot be blocked by opposing
  // spirits holding exactly one core.
  'ST02-013': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      filter: { side: 'opponent', what: 'spirit' },
      by: 'you',
      cause: 'noCores',
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [
        {
          noBlockBy: { side: 'opponent', what: 'spirit', minCores: 1, maxCores: 1 },
          to: { side: 'own', what: 'spirit', keyword: 'curse' },
        },
      ],
    },
  ],
};

export default abilities;

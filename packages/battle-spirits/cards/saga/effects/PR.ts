// Arbiter's own definitions of the PR (promotion) cards' abilities, by card id, in the effect
// vocabulary (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from
// them. Only cards whose every printed ability fits the vocabulary are defined here; the others are
// left out entirely (a partial definition would count the card as implemented).
import type { Ability } from '../../../src/vocab.ts';
import { oneFoe } from './shared/helpers.ts';

/** A spirit of yours with Ascend on the field. */
const ascendOnField = { count: { side: 'own', what: 'spirit', keyword: 'ascend' }, atLeast: 1 } as const;

/** "This spirit gains 2000 BP while it attacks" (Swordosaurus, Tricero). */
const attackingBp2000: Ability = {
  kind: 'constant',
  levels: [1, 2, 3],
  during: 'whileAttacking',
  apply: [{ bp: 2000, to: { side: 'self' } }],
};

const abilities: Record<string, Ability[]> = {
  // Swordosaurus: 2000 BP more while it attacks; from LV2, in your attack step, it is refreshed when
  // another Terrasaur spirit of yours is blocked.
  'PR-003': [
    attackingBp2000,
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritTypes: ['TERRASAUR'], other: true },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Blacklance: Curse on its attacks; arriving at LV2 or LV3, two cards.
  'PR-004': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2, 3], during: 'whileAttacking' },
    { kind: 'trigger', on: 'summoned', levels: [2, 3], effect: [{ do: 'draw', n: 2 }] },
  ],
  // Horned Dragonoid Tricero: 2000 BP more while it attacks; from LV2, in your attack step, Confront
  // on its attacks while it has 10000 BP or more.
  'PR-011': [
    attackingBp2000,
    {
      kind: 'keyword',
      keyword: 'confront',
      levels: [2, 3],
      during: 'whileAttacking',
      if: { self: { side: 'self', minBp: 10000 } },
    },
  ],
  // Dark Queen Guinevere: at LV2, attacking with a soul core on it, you may destroy an exhausted spirit
  // costing 7 or less.
  'PR-012': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      if: { self: { side: 'self', soulCore: true } },
      optional: true,
      effect: [
        { do: 'destroy', target: { side: 'any', what: 'spirit', exhausted: true, maxCost: 7, count: 1 } },
      ],
    },
  ],
  // Dsungareap: Awaken; from LV2, in your attack step, 2000 BP more for each spirit of yours with a
  // single core.
  'PR-021': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      apply: [
        { bp: 2000, per: { count: { side: 'own', what: 'spirit', maxCores: 1 } }, to: { side: 'self' } },
      ],
    },
  ],
  // Macaroni Pentan: at LV2 or LV3, destroyed by the opponent, it goes from the trash back to your hand.
  'PR-024': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      filter: { side: 'self' },
      by: 'opponent',
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash' } }],
    },
  ],
  // Overlord Dragon Vandalizer: arriving, every opposing spirit of 3000 BP or less is destroyed; at LV2
  // its attacks destroy an opposing spirit of 5000 BP or less.
  'PR-032': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', maxBp: 3000, all: true } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 5000 }) }],
    },
  ],
  // Shamshirsar: destroyed at LV2, a spirit card with Ascend comes back from your trash to your hand.
  'PR-033': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2],
      effect: [
        { do: 'toHand', target: { side: 'own', what: 'spirit', zone: 'trash', keyword: 'ascend', count: 1 } },
      ],
    },
  ],
  // Dark Knight Kay: destroyed, every exhausted opposing spirit costing 2 or less is destroyed; Curse on
  // its attacks from LV2.
  'PR-034': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'destroy',
          target: { side: 'opponent', what: 'spirit', exhausted: true, maxCost: 2, all: true },
        },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Unwise Scarecrow: arriving, it has Luster for the turn.
  'PR-037': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'grant', keyword: { keyword: 'luster' }, target: { side: 'self' }, until: 'turn' }],
    },
  ],
  // Shinobi Sage Udoh: Swift; arriving while you have a spirit with Ascend, an opposing spirit is
  // exhausted.
  'PR-040': [
    { kind: 'keyword', keyword: 'swift' },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'if', cond: ascendOnField, then: [{ do: 'exhaust', target: oneFoe() }] }],
    },
  ],
  // Tsathoggua: in your attack step, whenever a spirit of yours with Ascend attacks, five cards off the
  // top of the opposing deck; Crush on its attacks from LV2.
  'PR-043': [
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [1, 2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'ascend' },
      effect: [{ do: 'discard', n: 5, side: 'opponent', from: 'deckTop' }],
    },
    { kind: 'keyword', keyword: 'crush', value: 1, levels: [2, 3], during: 'whileAttacking' },
  ],
  // Drago Claw: with two spirits or fewer on your field it counts as LV3; Astral in your turn at LV3.
  'PR-044': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      if: { count: { side: 'own', what: 'spirit' }, atMost: 2 },
      apply: [{ level: 3, to: { side: 'self' } }],
    },
    { kind: 'keyword', keyword: 'astral', levels: [3], during: 'yourTurn' },
  ],
};

export default abilities;

// BSS04, cards BSS04-001 to BSS04-049: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS04.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { oneFoe, trashCoresAtYourAttackStep } from '../shared/helpers.ts';
import { ascendFrom, foeBp } from './helpers.ts';

export const BSS04_001_049: Record<string, Ability[]> = {
  // Rage Star Dragon Siegwurm Ira: Ascend from a spirit costing 4 or more. Summoned by an Ascend that
  // took the cores of a spirit costing 6 or more, it destroys every spirit with one symbol (both
  // fields) and draws a card for each one so destroyed. At LV3, in your attack step, your spirits with
  // two symbols are 10000 BP stronger.
  'BSS04-001': [
    ascendFrom(4),
    {
      kind: 'trigger',
      on: 'summoned',
      ascendWith: { side: 'own', what: 'spirit', minCost: 6 },
      effect: [
        { do: 'destroy', target: { side: 'any', what: 'spirit', symbolCount: 1, all: true } },
        { do: 'draw', n: { destroyedByThis: 'any' } },
      ],
    },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [{ bp: 10000, to: { side: 'own', what: 'spirit', symbolCount: 2 } }],
    },
  ],
  // Dustwyrm Drought Dragon: with 3 or less life, summoned from the hand, all its reduction symbols
  // count as fulfilled (cost 8 less 5); Awaken; arriving, it destroys an opposing spirit of 5000 BP or
  // less.
  'BSS04-002': [
    {
      kind: 'constant',
      inHand: true,
      if: { amount: { player: 'own', what: 'life' }, atMost: 3 },
      apply: [{ reductionFulfilled: true }],
    },
    { kind: 'keyword', keyword: 'awaken' },
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'destroy', target: oneFoe({ maxBp: 5000 }) }] },
  ],
  // Gray, Servant of Siegwurm: arriving with the soul core among its paid cores, the next red spirit
  // card with Ascend you summon this turn costs your life (its reduction symbols still apply, as with
  // Dracopheasant: from LV2, in your attack step, while an Ancient Dragon spirit of yours attacks, the
  // "when it blocks" effects of the opposing spirit blocking it do not trigger.
  'BSS04-004': [
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      if: {
        count: { side: 'own', what: 'spirit', battle: 'attacking', spiritType: 'ANCIENT DRAGON' },
        atLeast: 1,
      },
      apply: [{ noBlockTriggers: true, to: { side: 'opponent', what: 'spirit', battle: 'blocking' } }],
    },
  ],
  // BSS01-117's cost rule); at LV3, attacking, you may destroy an opposing LV1 nexus.
  'BSS04-005': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            {
              do: 'rule',
              apply: {
                costSet: { player: 'own', what: 'life' },
                to: { side: 'own', what: 'spirit', color: 'red', keyword: 'ascend' },
              },
              until: 'turn',
              once: true,
            },
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      optional: true,
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus', maxLevel: 1 }) }],
    },
  ],
  // Horned General Tricera Warrior: your exhausted spirits cannot be returned to the hand or deck by
  // the opponent's effects; in your turn, while you control two or fewer spirits, it is treated as LV3
  // (8-8-1-3-2); Confront on its attacks at LV3.
  'BSS04-007': [
    {
      kind: 'constant',
      apply: [{ protect: 'return', from: 'opponent', to: { side: 'own', what: 'spirit', exhausted: true } }],
    },
    {
      kind: 'constant',
      during: 'yourTurn',
      if: { count: { side: 'own', what: 'spirit' }, atMost: 2 },
      apply: [{ level: 3, to: { side: 'self' } }],
    },
    { kind: 'keyword', keyword: 'confront', levels: [3], during: 'whileAttacking' },
  ],
  // Gatecrusher: it cannot block in the opponent's attack step; Confront on its attacks at LV3.
  'BSS04-008': [
    { kind: 'constant', during: 'opponentAttackStep', apply: [{ cannot: 'block', to: { side: 'self' } }] },
    { kind: 'keyword', keyword: 'confront', levels: [3], during: 'whileAttacking' },
  ],
  // Dinocarrier Apato: Ascend from a spirit costing 4 or more.
  'BSS04-009': [ascendFrom(4)],
  // Thunder Dragonlord Rayblitz: Awaken; from LV2, in your attack step, a card drawn each time a
  // spirit of yours with Awaken is blocked.
  'BSS04-011': [
    { kind: 'keyword', keyword: 'awaken' },
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'awaken' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // El Diablord: Awaken.
  'BSS04-012': [{ kind: 'keyword', keyword: 'awaken' }],
  // Precious Cub Taiga: from LV2, attacking, it draws a card while you control a spirit with Ascend.
  'BSS04-013': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', keyword: 'ascend' }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
  ],
  // Edgehog: arriving, it destroys an opposing spirit of 3000 BP or less.
  'BSS04-016': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 3000 }) }],
    },
  ],
  // Dark Dragon Knight Rixa: Ascend from a Shadow or Nightling spirit. Summoned by an Ascend that took
  // the cores of a spirit costing 6 or more, it removes one core from each opposing spirit and nexus
  // (to their owner's trash). From LV2, attacking, you may summon a spirit card costing 6 or less
  // from your trash without paying its cost.
  'BSS04-018': [
    {
      kind: 'keyword',
      keyword: 'ascend',
      cond: { side: 'own', what: 'spirit', spiritTypes: ['SHADOW', 'NIGHTLING'] },
    },
    {
      kind: 'trigger',
      on: 'summoned',
      ascendWith: { side: 'own', what: 'spirit', minCost: 6 },
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spiritOrNexus', all: true },
          to: 'trash',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      effect: [
        {
          do: 'summon',
          target: { side: 'own', zone: 'trash', what: 'spirit', maxCost: 6, count: 1 },
          free: true,
        },
      ],
    },
  ],
  // Dark Knight Percival: arriving, you may pay your soul core (to the trash, 8-5-5) to summon a purple
  // spirit card costing 4 or less from your trash, exhausted and without paying its cost.
  'BSS04-019': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      cost: [{ pay: 'soulCore' }],
      effect: [
        {
          do: 'summon',
          target: { side: 'own', zone: 'trash', what: 'spirit', color: 'purple', maxCost: 4, count: 1 },
          free: true,
          exhausted: true,
        },
      ],
    },
  ],
  // Hakuja the Wizard: Curse on its attacks; at LV2, destroyed, it moves one core of an opposing
  // Mirrorcaster Ouroborsha: arriving, you may put the top three cards of your deck into the trash to
  // draw a card (only with three to put there). From LV2, attacking, you may destroy a spirit of yours
  // Warden Gargoyle: summoned from the trash, it moves two cores of an opposing spirit to their
  // owner's reserve. In your main step, an Ascend taking its cores reads it as costing 6.
  'BSS04-020': [
    {
      kind: 'trigger',
      on: 'summoned',
      fromTrash: true,
      effect: [{ do: 'removeCores', n: 2, target: oneFoe(), to: 'reserve' }],
    },
    { kind: 'constant', during: 'yourMainStep', apply: [{ ascendCostIs: 6, to: { side: 'self' } }] },
  ],
  // with Curse to have the opponent select one of their spirits and destroy it.
  'BSS04-022': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      effect: [
        {
          do: 'if',
          cond: { amount: { player: 'own', what: 'deck' }, atLeast: 3 },
          then: [
            { do: 'discard', n: 3, from: 'deckTop' },
            { do: 'draw', n: 1 },
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'destroy', target: { side: 'own', what: 'spirit', keyword: 'curse' } }],
      effect: [{ do: 'destroy', target: oneFoe({ chooser: 'opponent' }) }],
    },
  ],
  // spirit to its owner's reserve, and draws a card if that destroyed the spirit (9-3-2-1).
  'BSS04-023': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2],
      effect: [
        { do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' },
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'opponent' }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
  ],
  // Great Amethyst Serpent Zaum: Ascend from a spirit costing 4 or more.
  'BSS04-024': [ascendFrom(4)],
  // Voidlord Corpse Morsdemon: arriving, you may discard a Voidlord, Familiar or Undead spirit card
  // from your hand to draw a card.
  'BSS04-026': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      cost: [
        {
          pay: 'discard',
          n: 1,
          filter: { side: 'own', what: 'spirit', spiritTypes: ['VOIDLORD', 'FAMILIAR', 'UNDEAD'] },
        },
      ],
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Darkness Count: in the opponent's turn, when a spirit of yours with Curse is destroyed, one core
  // of an opposing spirit goes to its owner's reserve; from LV2 its attacks strip an opposing spirit
  // down to one core (to the reserve).
  'BSS04-028': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      during: 'opponentTurn',
      filter: { side: 'own', what: 'spirit', keyword: 'curse' },
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'removeCores', n: 'allButOne', target: oneFoe(), to: 'reserve' }],
    },
  ],
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
  // Perilbeast Hundun: destroyed, it looks at the top three of your deck for a Fabled Beast spirit
  // card to the hand, the rest under the deck in your order; from LV2, attacking or blocking, an
  // Reborn Turtle Mock Genbu: Ascend from a Fabled Beast or Otherlander spirit. Arriving, up to as many
  // opposing spirits as your field has yellow symbols lose 3000 BP for the turn. From LV2, in your
  // attack step, your spirits costing as much as your life has cores have Blessed.
  'BSS04-035': [
    {
      kind: 'keyword',
      keyword: 'ascend',
      cond: { side: 'own', what: 'spirit', spiritTypes: ['FABLED BEAST', 'OTHERLANDER'] },
    },
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'bp',
          amount: -3000,
          target: {
            side: 'opponent',
            what: 'spirit',
            upTo: true,
            countBy: { symbolsOf: 'own', color: 'yellow' },
          },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      apply: [
        {
          grant: { keyword: 'blessed' },
          to: {
            side: 'own',
            what: 'spirit',
            than: [{ what: 'cost', op: 'eq', amount: { player: 'own', what: 'life' } }],
          },
        },
      ],
    },
  ],
  // opposing spirit can neither attack nor block this turn.
  'BSS04-036': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST', count: 1 },
          rest: 'bottom',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2, 3],
      effect: [
        { do: 'select', target: oneFoe() },
        { do: 'cannot', action: 'attack', target: { side: 'chosen' }, until: 'turn' },
        { do: 'cannot', action: 'block', target: { side: 'chosen' }, until: 'turn' },
      ],
    },
  ],
  // Galloping Black Knight: in your attack step, each time an attack of yours takes the opponent's
  // life, a refreshed opposing spirit loses 3000 BP this turn.
  'BSS04-040': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      effect: [foeBp(3000, { exhausted: false })],
    },
  ],
  // Spadebeast Leo: Ascend from a spirit costing 4 or more.
  'BSS04-041': [ascendFrom(4)],
  // Rearing Angel Materielle: as your start step starts, your spirits costing 2 or less gain Luster
  // this turn (Luster acts only on their attacks, 11-6-1); at LV3, attacking, you may discard a spirit
  // Angel of Life Florasera: in either attack step, after the first magic card you use in a turn, you
  // may reveal the top four of your deck, summon a spirit card costing 2 among them free and put the
  // rest in the trash. From LV2, as your attack step starts, one core that is not the soul core comes
  // from your trash onto it for each spirit of yours with Luster. At LV3, attacking, it has Luster.
  'BSS04-043': [
    {
      kind: 'trigger',
      on: 'magicUsed',
      filter: { side: 'own', what: 'magic' },
      during: 'eitherAttackStep',
      // The first of the turn: the use has just been counted.
      if: { amount: { player: 'own', what: 'magicThisTurn' }, atMost: 1 },
      optional: true,
      effect: [
        {
          do: 'reveal',
          n: 4,
          pick: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2, count: 1 },
          pickTo: 'field',
          rest: 'trash',
        },
      ],
    },
    trashCoresAtYourAttackStep({ count: { side: 'own', what: 'spirit', keyword: 'luster' } }),
    { kind: 'keyword', keyword: 'luster', levels: [3], during: 'whileAttacking' },
  ],
  // card costing 2 to bring a yellow magic card back from your trash to your hand.
  'BSS04-044': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'start',
      yours: true,
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'luster' },
          target: { side: 'own', what: 'spirit', maxCost: 2, all: true },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 } }],
      effect: [
        { do: 'toHand', target: { side: 'own', zone: 'trash', what: 'magic', color: 'yellow', count: 1 } },
      ],
    },
  ],
  // Resignation Angel Cineres: destroyed by the opponent, every spirit costing 2 (either side) is
  // refreshed; from LV2 its attacks take 1000 BP off an opposing spirit this turn.
  'BSS04-045': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'refresh', target: { side: 'any', what: 'spirit', minCost: 2, maxCost: 2, all: true } }],
    },
    { kind: 'trigger', on: 'attacks', levels: [2, 3], effect: [foeBp(1000)] },
  ],
  // Unbrave Leo: Blessed on its attacks at LV3.
  'BSS04-048': [{ kind: 'keyword', keyword: 'blessed', levels: [3], during: 'whileAttacking' }],
};

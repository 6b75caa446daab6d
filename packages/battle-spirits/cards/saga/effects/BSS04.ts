// Arbiter's own definitions of the BSS04 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed in the gap report of this round.
import type { Ability, Directive, Target } from '../../../src/vocab.ts';
import { ANTMAN } from './shared/tokens.ts';
import { anySpiritBp, oneFoe } from './shared/helpers.ts';

/** Ascend from a spirit of yours that costs `n` or more (11-8-1). */
const ascendFrom = (n: number): Ability => ({
  kind: 'keyword',
  keyword: 'ascend',
  cond: { side: 'own', what: 'spirit', minCost: n },
});

const foeBp = (n: number, t: Omit<Target, 'side'> = {}): Directive => ({
  do: 'bp',
  amount: -n,
  target: oneFoe(t),
  until: 'turn',
});

const abilities: Record<string, Ability[]> = {
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
  // Dinocarrier Apato: Ascend from a spirit costing 4 or more.
  'BSS04-009': [ascendFrom(4)],
  // El Diablord: Awaken.
  'BSS04-012': [{ kind: 'keyword', keyword: 'awaken' }],
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
  // Hakuja the Wizard: Curse on its attacks; at LV2, destroyed, it moves one core of an opposing
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
  // Perilbeast Hundun: destroyed, it looks at the top three of your deck for a Fabled Beast spirit
  // card to the hand, the rest under the deck in your order; from LV2, attacking or blocking, an
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
  // Rearing Angel Materielle: as your start step starts, your spirits costing 2 or less gain Luster
  // this turn (Luster acts only on their attacks, 11-6-1); at LV3, attacking, you may discard a spirit
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
  // Detective Pentan: at LV2, destroyed with the soul core on it, a yellow magic card comes back from
  // your trash to your hand.
  'BSS04-050': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2],
      if: { self: { side: 'self', soulCore: true } },
      effect: [
        { do: 'toHand', target: { side: 'own', zone: 'trash', what: 'magic', color: 'yellow', count: 1 } },
      ],
    },
  ],
  // Glider Rider Bourrasque: arriving, it discards the top card of the opposing deck: a spirit card
  // draws you a card, anything else puts a core from the void on it.
  'BSS04-051': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'discard', n: 1, side: 'opponent', from: 'deckTop' },
        {
          do: 'if',
          cond: { count: { side: 'chosen', zone: 'trash', what: 'spirit' }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
        {
          do: 'if',
          cond: { not: { count: { side: 'chosen', zone: 'trash', what: 'spirit' }, atLeast: 1 } },
          then: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // Mecholossus Jotungrim: in your turn, when an opposing spirit is returned to its owner's hand or
  // deck, your Android and Ice Princess spirits have Armor against purple, white, yellow and green this
  // turn; at LV3 its attacks return an opposing spirit with one symbol to the hand.
  'BSS04-055': [
    {
      kind: 'trigger',
      on: 'returned',
      during: 'yourTurn',
      filter: { side: 'opponent', what: 'spirit' },
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'armor', colors: ['purple', 'white', 'yellow', 'green'] },
          target: { side: 'own', what: 'spirit', spiritTypes: ['ANDROID', 'ICE PRINCESS'], all: true },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'toHand', target: oneFoe({ symbolCount: 1 }) }],
    },
  ],

  // Red Eric: Armor against purple and white; attacking, a blocker costing 7 or less goes to the
  // bottom of its owner's deck (not a selection, so Armor does not stop it).
  'BSS04-056': [
    { kind: 'keyword', keyword: 'armor', colors: ['purple', 'white'] },
    {
      kind: 'trigger',
      on: 'blocked',
      effect: [
        {
          do: 'toDeck',
          bottom: true,
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', maxCost: 7, all: true },
        },
      ],
    },
  ],
  // Viking Leef: attacking, it returns an opposing spirit costing 3 or less to its owner's hand.
  'BSS04-057': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2],
      effect: [{ do: 'toHand', target: oneFoe({ maxCost: 3 }) }],
    },
  ],
  // Probecraft Snapper: in the opponent's attack step, when an opposing spirit costing 4 or less
  // attacks, it is refreshed; at LV2, destroyed, it goes from the trash back to your hand.
  'BSS04-064': [
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [1, 2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent', what: 'spirit', maxCost: 4 },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      filter: { side: 'self' },
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash' } }],
    },
  ],
  // Rookie Ninja Sparrow: Swift; arriving without the soul core among its paid cores, it is exhausted.
  'BSS04-070': [
    { kind: 'keyword', keyword: 'swift' },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'if',
          cond: { not: { soulPaid: 'self' } },
          then: [{ do: 'exhaust', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // Ostraura: arriving with the soul core among its paid cores, it gets a core from the void.
  'BSS04-072': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // Gale Ninja Antshadow: Swift; arriving, it summons an Antman Token; from LV2, attacking with the
  // soul core on it, each of your token spirits gets a core from the void.
  'BSS04-073': [
    { kind: 'keyword', keyword: 'swift' },
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'token', token: ANTMAN, n: 1 }] },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      if: { self: { side: 'self', soulCore: true } },
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', token: true, all: true },
        },
      ],
    },
  ],

  // Hidden Leaf Elf: Swift; arriving, you may summon a Leaf Kindred or Preybird spirit card from your
  // hand, paying its cost.
  'BSS04-077': [
    { kind: 'keyword', keyword: 'swift' },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      optional: true,
      effect: [
        {
          do: 'summon',
          target: {
            side: 'own',
            zone: 'hand',
            what: 'spirit',
            spiritTypes: ['LEAF KINDRED', 'PREYBIRD'],
            count: 1,
          },
        },
      ],
    },
  ],
  // Sea Dragonlord Van Tholomew: arriving, it destroys two opposing spirits costing 2 or less; Crush
  // +1 from LV2.
  'BSS04-089': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: oneFoe({ maxCost: 2, count: 2 }) }],
    },
    { kind: 'keyword', keyword: 'crush', value: 1, levels: [2, 3] },
  ],
  // Gladiator Squalo: arriving while you control no nexus, it is exhausted.
  'BSS04-090': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'nexus' }, atMost: 0 },
          then: [{ do: 'exhaust', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // "Venus" 253, Gypsum: attacking, 2000 BP more per nexus you control; from LV2, while it attacks,
  // each magic card the opponent uses from the hand puts two cores from the void on it (after that
  // card has resolved); Raid 1 at LV3.
  'BSS04-091': [
    {
      kind: 'constant',
      during: 'whileAttacking',
      apply: [{ bp: 2000, per: { count: { side: 'own', what: 'nexus' } }, to: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [2, 3],
      during: 'whileAttacking',
      filter: { side: 'opponent', what: 'magic' },
      fromHand: true,
      effect: [{ do: 'placeCores', n: 2, from: 'void', target: { side: 'self' } }],
    },
    { kind: 'keyword', keyword: 'raid', value: 1, levels: [3] },
  ],

  // Rock Golem Custom: Crush +1; from LV2, attacking while the opposing trash holds ten or more cards,
  // three cards in and two out.
  'BSS04-092': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { amount: { player: 'opponent', what: 'trash' }, atLeast: 10 },
          then: [
            { do: 'draw', n: 3 },
            { do: 'discard', n: 2, side: 'own', from: 'hand' },
          ],
        },
      ],
    },
  ],
  // Spikeknuckle Roger: Crush +1; arriving with the soul core among its paid cores, the top six of the
  // opposing deck are discarded; from LV2, attacking while the opposing trash holds ten or more cards,
  // another spirit of yours is treated as its highest level this turn.
  'BSS04-094': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'discard', n: 6, side: 'opponent', from: 'deckTop' }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { amount: { player: 'opponent', what: 'trash' }, atLeast: 10 },
          then: [
            {
              do: 'setLevel',
              level: 'highest',
              target: { side: 'own', what: 'spirit', other: true, count: 1 },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Trident Daetus: Crush +1; from LV2, destroyed by the opponent, you may place a nexus card from
  // your trash without paying its cost.
  'BSS04-095': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [2, 3],
      optional: true,
      effect: [{ do: 'summon', target: { side: 'own', zone: 'trash', what: 'nexus', count: 1 }, free: true }],
    },
  ],

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
  // Harp Princess Pollon: arriving, it reveals the top five of your deck and places a nexus card
  // costing 4 or less from among them free, the rest to the trash; from LV2, as your end step starts
  // with it exhausted, you may exhaust one of your nexuses to refresh it and discard the top three of
  // the opposing deck.
  'BSS04-102': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'reveal',
          n: 5,
          pick: { side: 'own', what: 'nexus', maxCost: 4, count: 1 },
          pickTo: 'field',
          rest: 'trash',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [2, 3],
      if: { self: { side: 'self', exhausted: true } },
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [
        { do: 'refresh', target: { side: 'self' } },
        { do: 'discard', n: 3, side: 'opponent', from: 'deckTop' },
      ],
    },
  ],

  // Permafrost Palace: in your turn, each time the opponent draws by one of their effects, you draw a
  // card; at LV2, in your attack step, when an Android or Ice Princess spirit of yours is destroyed, an
  // opposing spirit goes back to its owner's hand.
  'BSS04-110': [
    {
      kind: 'trigger',
      on: 'draws',
      levels: [1, 2],
      during: 'yourTurn',
      who: 'opponent',
      by: 'opponent',
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritTypes: ['ANDROID', 'ICE PRINCESS'] },
      effect: [{ do: 'toHand', target: oneFoe() }],
    },
  ],
  // Frozen Waterfall: in the opponent's turn your spirits costing 6 or more are 2000 BP stronger; at
  // LV2, in your attack step, when a battle of a spirit of yours with Ascend ends, you may pay three
  // cores from this nexus to refresh that spirit.
  'BSS04-111': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentTurn',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', minCost: 6 } }],
    },
    {
      kind: 'trigger',
      on: 'battleEnds',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'ascend' },
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 3 }],
      effect: [{ do: 'refresh', target: { side: 'subject' } }],
    },
  ],
  // Forest of the Sacred Conifer: as the opponent's end step starts, you may summon a spirit card with
  // Swift from your hand (paying its cost); at LV2, in your attack step, when a spirit of yours with
  // the soul core on it takes the opponent's life, a core from the void goes to your reserve.
  'BSS04-112': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: false,
      levels: [1, 2],
      optional: true,
      effect: [
        { do: 'summon', target: { side: 'own', zone: 'hand', what: 'spirit', keyword: 'swift', count: 1 } },
      ],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'gainCore', n: 1, to: 'reserve' }],
    },
  ],
  // Erupting Submarine Volcano: destroyed, a nexus card costing 4 or more comes back from your trash
  // to your hand; at LV2, in your turn, when an Aberration spirit of yours destroys an opposing
  // spirit in battle, the top three of the opposing deck are discarded.
  'BSS04-115': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      effect: [{ do: 'toHand', target: { side: 'own', zone: 'trash', what: 'nexus', minCost: 4, count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourTurn',
      filter: { side: 'own', what: 'spirit', spiritType: 'ABERRATION' },
      effect: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
    },
  ],

  // Ancient Draw: in the main step two cards in, then every spirit card with Ascend among the top
  // three of your deck goes to the hand and the rest under the deck in your order; either window,
  // +5000 BP.
  'BSS04-116': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 2 },
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'spirit', keyword: 'ascend', all: true },
          rest: 'bottom',
        },
      ],
    },
    anySpiritBp(5000),
  ],
  // Doubly Deadly: flash, you destroy one of your spirits; if you did, the opponent selects two of
  // their spirits with one symbol and destroys them.
  'BSS04-120': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'destroy', target: { side: 'own', what: 'spirit', count: 1 } },
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'own' }, atLeast: 1 },
          then: [{ do: 'destroy', target: oneFoe({ symbolCount: 1, count: 2, chooser: 'opponent' }) }],
        },
      ],
    },
  ],

  // Curse Enchantment: one of your spirits has Curse this turn (Curse only acts when it is blocked
  // attacking, 11-3-1, so "while it attacks" adds nothing).
  'BSS04-121': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'curse' },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Key of Intrusion: it costs 4 when used in your main step; in the main step it looks for an Angel
  // spirit card among the top four of your deck, the rest to the trash; in a flash window an
  // opposing spirit loses 8000 BP this turn.
  'BSS04-124': [
    { kind: 'constant', inHand: true, if: { step: 'main' }, apply: [{ costIs: 4 }] },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'reveal',
          n: 4,
          pick: { side: 'own', what: 'spirit', spiritType: 'ANGEL', count: 1 },
          rest: 'trash',
        },
      ],
    },
    { kind: 'magic', timing: ['flash'], effect: [foeBp(8000)] },
  ],
  // Rhetorical Reversal: burst when you lose life, an opposing spirit loses 3000 BP this turn, then
  // its flash effect may be paid for; either window, +2000 BP.
  'BSS04-125': [{ kind: 'burst', on: 'lifeLost', effect: [foeBp(3000)], thenFlash: true }, anySpiritBp(2000)],
  // Binding Thorn: an opposing spirit with one symbol is exhausted.
  'BSS04-132': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'exhaust', target: oneFoe({ symbolCount: 1 }) }],
    },
  ],

  // Divine Wind: one of your spirits has Gale 2 this turn (Gale only acts when it is blocked
  // attacking, 11-10-1).
  'BSS04-134': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'gale', value: 2 },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
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

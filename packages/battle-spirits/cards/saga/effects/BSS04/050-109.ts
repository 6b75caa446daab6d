// BSS04, cards BSS04-050 to BSS04-109: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS04.ts joins the set's parts.
import type { Ability, Condition, Directive } from '../../../../src/vocab.ts';
import { ANTMAN } from '../shared/tokens.ts';
import { ascendOnType, oneFoe, summonFree, voidCoreOnto } from '../shared/helpers.ts';
import { ascendFrom, whenAttackTakesYourLife, whenYourAscendSpirit } from './helpers.ts';

/** A Preybird spirit card in your hand (BSS04-069: the whole hand is discarded, so one is among them). */
const PREYBIRD_IN_HAND: Condition = {
  count: { side: 'own', zone: 'hand', what: 'spirit', spiritType: 'PREYBIRD' },
  atLeast: 1,
};

/** BSS04-052: up to two opposing spirits of 5000 BP or less under their owners' decks (3-1-5 order). */
const FROST_TIGER_BOTTOM: Directive = {
  do: 'toDeck',
  bottom: true,
  target: oneFoe({ maxBp: 5000, count: 2, upTo: true }),
};

export const BSS04_050_109: Record<string, Ability[]> = {
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
  // Frost Tiger Heavy Armor Form: Ascend from a Machine Beast or Android spirit; Armor against white and
  // blue; summoned or blocking, up to two opposing spirits of 5000 BP or less go under their owners'
  // decks; at LV2, as the opponent's turn ends, a core from the void comes onto it if your life is not
  // below what it was as that turn began.
  'BSS04-052': [
    {
      kind: 'keyword',
      keyword: 'ascend',
      cond: { side: 'own', what: 'spirit', spiritTypes: ['MACHINE BEAST', 'ANDROID'] },
    },
    { kind: 'keyword', keyword: 'armor', colors: ['white', 'blue'] },
    ...(['summoned', 'blocks'] as const).map((on): Ability => ({
      kind: 'trigger',
      on,
      levels: [1, 2],
      effect: [FROST_TIGER_BOTTOM],
    })),
    {
      kind: 'trigger',
      on: 'turnEnd',
      yours: false,
      levels: [2],
      if: {
        compare: [
          { player: 'own', what: 'life' },
          { player: 'own', what: 'lifeAtTurnStart' },
        ],
        op: 'ge',
      },
      effect: [voidCoreOnto({ side: 'self' })],
    },
  ],
  // Gatliphant: Armor against red and white.
  'BSS04-054': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'white'] }],
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
  // Ammoknights: Armor against white and green.
  'BSS04-058': [{ kind: 'keyword', keyword: 'armor', colors: ['white', 'green'] }],
  // Valkyrie Calista: your spirits with "Valkyrie" in their name have Armor against red, white and
  // blue. At LV2, in your attack step, it and your spirits with the soul core on them cannot be blocked
  // by spirits of a colour their Armor names.
  'BSS04-062': [
    {
      kind: 'constant',
      apply: [
        {
          grant: { keyword: 'armor', colors: ['red', 'white', 'blue'] },
          to: { side: 'own', what: 'spirit', name: 'Valkyrie' },
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [
        { noBlockByArmorColors: true, to: { side: 'self' } },
        { noBlockByArmorColors: true, to: { side: 'own', what: 'spirit', soulCore: true } },
      ],
    },
  ],
  // Sky Emperor Le Ciel: Ascend from a spirit costing 4 or more.
  'BSS04-063': [ascendFrom(4)],
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
  // Divine Bird Tokiwa: Ascend from a Preybird spirit. Summoned by an Ascend taking the cores of a
  // spirit costing 7 or more, it exhausts every opposing spirit. From LV2, attacking, you may discard
  // your whole hand: if a Preybird spirit card was among it, draw as many cards as the opponent holds
  // (the same number as theirs, from an empty hand).
  'BSS04-069': [
    ascendOnType('PREYBIRD'),
    {
      kind: 'trigger',
      on: 'summoned',
      ascendWith: { side: 'own', what: 'spirit', minCost: 7 },
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', all: true } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      effect: [
        // Without a Preybird card first: once it is done the hand is empty, so the second does nothing.
        {
          do: 'if',
          cond: { not: PREYBIRD_IN_HAND },
          then: [{ do: 'discard', n: { player: 'own', what: 'hand' }, from: 'hand' }],
        },
        {
          do: 'if',
          cond: PREYBIRD_IN_HAND,
          then: [
            { do: 'discard', n: { player: 'own', what: 'hand' }, from: 'hand' },
            { do: 'draw', n: { player: 'opponent', what: 'hand' } },
          ],
        },
      ],
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
  // Mother Meadowbird: Swift. In your main step, an Ascend taking its cores reads it as costing 7.
  'BSS04-071': [
    { kind: 'keyword', keyword: 'swift' },
    { kind: 'constant', during: 'yourMainStep', apply: [{ ascendCostIs: 7, to: { side: 'self' } }] },
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
  // Taranduus: Ascend from a spirit costing 4 or more.
  'BSS04-074': [ascendFrom(4)],
  // Hidden Leaf Elf: Swift; arriving, you may summon a Leaf Kindred or Preybird spirit card from your
  // Barkmaiden Leucerium: attacking, a core from the void goes onto one of your other Leaf Kindred
  // spirits or one of your nexuses costing 3 or less. At LV2, destroyed, you may summon a spirit card
  // costing 5 or less from your hand free.
  'BSS04-076': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        voidCoreOnto({
          side: 'own',
          count: 1,
          anyOf: [
            { side: 'own', what: 'spirit', spiritType: 'LEAF KINDRED', other: true },
            { side: 'own', what: 'nexus', maxCost: 3 },
          ],
        }),
      ],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2],
      optional: true,
      effect: [summonFree({ side: 'own', zone: 'hand', what: 'spirit', maxCost: 5, count: 1 })],
    },
  ],
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
  // Eldtree Guardian Branboar: attacking or blocking, it is refreshed when it has more BP as the
  // battling spirits compare BP; at LV2, in either attack step, a spirit of yours summoned with Swift
  // refreshes it.
  'BSS04-078': [
    {
      kind: 'trigger',
      on: 'winsComparison',
      levels: [1, 2],
      filter: { side: 'self' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2],
      during: 'eitherAttackStep',
      swift: true,
      filter: { side: 'own', what: 'spirit' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Waverider Gerridae: Swift.
  'BSS04-082': [{ kind: 'keyword', keyword: 'swift' }],
  // Deepsea Emperor Hydra: Ascend from an Aberration spirit. Attacking, the opponent selects one of
  // their spirits: as many cards as it costs go from the top of their deck to the trash, then it is
  // destroyed. Raid 2 from LV2.
  'BSS04-086': [
    ascendOnType('ABERRATION'),
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        { do: 'select', target: oneFoe({ chooser: 'opponent' }) },
        {
          do: 'discard',
          n: { of: 'chosen', what: 'cost' },
          side: 'opponent',
          from: 'deckTop',
          keepChosen: true,
        },
        { do: 'destroy', target: { side: 'chosen' } },
      ],
    },
    { kind: 'keyword', keyword: 'raid', value: 2, levels: [2, 3] },
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
  // Golem of the Lamp: Ascend from a spirit costing 4 or more.
  'BSS04-093': [ascendFrom(4)],
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
  // Great Javelin Morgan: Crush +1.
  'BSS04-097': [{ kind: 'keyword', keyword: 'crush', value: 1 }],
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
  // Eldened Dragon's Jaw: in your turn your exhausted spirits have 1000 more BP for each symbol they
  // have; at LV2, in your attack step, when an Ancient Dragon spirit of yours is blocked and has at
  // least 5000 BP more than the blocking spirit, it is refreshed.
  'BSS04-104': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourTurn',
      apply: [
        {
          bp: 1000,
          per: { of: 'subject', what: 'symbols' },
          to: { side: 'own', what: 'spirit', exhausted: true },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'ANCIENT DRAGON' },
      effect: [
        {
          do: 'if',
          cond: {
            compare: [
              { of: 'subject', what: 'bp' },
              { highest: 'bp', among: { side: 'opponent', what: 'spirit', battle: 'blocking' } },
            ],
            op: 'ge',
            plus: 5000,
          },
          then: [{ do: 'refresh', target: { side: 'subject' } }],
        },
      ],
    },
  ],
  // Temple of the Sunstone: in the opponent's attack step, when the attack of an opposing spirit with
  // 3000 BP or less takes your life, you draw a card; at LV2, in your attack step, when the attack of a
  // spirit of yours with Ascend takes the opponent's life, you draw a card.
  'BSS04-105': [
    whenAttackTakesYourLife({ maxBp: 3000 }, [{ do: 'draw', n: 1 }]),
    whenYourAscendSpirit('opponentLifeReduced', [{ do: 'draw', n: 1 }]),
  ],
  // City of Shadows: in either attack step, each time an effect of the opponent brings cores from the
  // void to one of their spirits or their reserve, a core from the void goes onto this nexus; at LV2,
  // in the opponent's turn, the opponent's effects cannot exhaust your Shadow spirits.
  'BSS04-106': [
    {
      kind: 'trigger',
      on: 'voidCoresPlaced',
      levels: [1, 2],
      during: 'eitherAttackStep',
      who: 'opponent',
      by: 'opponent',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'opponentTurn',
      apply: [
        { protect: 'exhaust', from: 'opponent', to: { side: 'own', what: 'spirit', spiritType: 'SHADOW' } },
      ],
    },
  ],
  // Red Sand Hourglass: in the opponent's attack step, when the attack of an opposing spirit costing
  // 4 or less takes your life, one core of that spirit goes to its owner's reserve; at LV2, in your
  // attack step, when a spirit of yours with Ascend attacks, you may discard a card from your hand to
  // move one core of an opposing spirit to its owner's reserve.
  'BSS04-107': [
    whenAttackTakesYourLife({ maxCost: 4 }, [
      { do: 'removeCores', n: 1, target: { side: 'subject' }, to: 'reserve' },
    ]),
    whenYourAscendSpirit('spiritAttacks', [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }], {
      optional: true,
      cost: [{ pay: 'discard', n: 1 }],
    }),
  ],
  // Flower Palace: in your attack step, when a spirit of yours at LV2 or higher is destroyed by an
  // opposing spirit, you draw a card; at LV2, in the opponent's attack step, when an opposing effect
  // discards cards off your deck, a core from the void goes onto this nexus.
  'BSS04-108': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', minLevel: 2 },
      source: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'trigger',
      on: 'deckDiscarded',
      levels: [2],
      during: 'opponentAttackStep',
      by: 'opponent',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Ruler Mountains: in the opponent's attack step, when the attack of an opposing spirit costing 3 or
  // less takes your life, you draw a card; at LV2, in your attack step, when a spirit of yours with
  // Ascend is blocked, the blocking spirit is treated as LV1 for the turn (not a selection).
  'BSS04-109': [
    whenAttackTakesYourLife({ maxCost: 3 }, [{ do: 'draw', n: 1 }]),
    whenYourAscendSpirit('spiritBlocked', [
      {
        do: 'setLevel',
        level: 1,
        target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
        until: 'turn',
      },
    ]),
  ],
};

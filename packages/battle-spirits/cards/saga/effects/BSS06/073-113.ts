// BSS06, cards BSS06-073 to BSS06-113 defined after the set's first part: Arbiter's own definitions of
// their abilities, by card id, in the effect vocabulary (docs/effects.md). BSS06.ts joins them.
import type { Ability } from '../../../../src/vocab.ts';
import { anySpiritBp, ascendOnType, oneFoe, voidCoreOnto } from '../shared/helpers.ts';
import { linkCost } from './helpers.ts';

export const BSS06_073_113: Record<string, Ability[]> = {
  // Gandharan Hydra: Link (cost 5 or more); linking, you may exhaust a nexus of yours to refresh the
  // attacker it links to.
  'BSS06-073': [
    linkCost(5),
    {
      kind: 'trigger',
      on: 'links',
      levels: [1],
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'refresh', target: { side: 'subject' } }],
    },
  ],
  // Falco-Panther: from LV2 its attacks put the top three of the opposing deck into the trash; with a
  // yellow symbol (Chain, 11-15) a magic card of your trash goes on top of your deck, with a green one
  // the opponent exhausts one of their spirits.
  'BSS06-074': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'discard', n: 3, side: 'opponent', from: 'deckTop' },
        {
          do: 'chain',
          color: 'yellow',
          effect: [{ do: 'toDeck', target: { side: 'own', what: 'magic', zone: 'trash', count: 1 } }],
        },
        { do: 'chain', color: 'green', effect: [{ do: 'exhaust', target: oneFoe({ chooser: 'opponent' }) }] },
      ],
    },
  ],
  // Scales Giant Kiffa Libra: summoned from the hand, the symbols of your Lightguider spirits and of
  // your nexuses are also blue for its cost reduction (10-6-5). From LV2 its attacks put as many cards
  // of the opposing deck into the trash as that trash holds.
  'BSS06-076': [
    {
      kind: 'constant',
      inHand: true,
      apply: [
        {
          symbolColors: ['blue'],
          for: { side: 'self' },
          to: {
            side: 'own',
            anyOf: [
              { side: 'own', what: 'spirit', spiritType: 'LIGHTGUIDER' },
              { side: 'own', what: 'nexus' },
            ],
          },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'discard', n: { player: 'opponent', what: 'trash' }, side: 'opponent', from: 'deckTop' },
      ],
    },
  ],
  // Water Golem: arriving, it destroys an opposing spirit; the opponent then draws twice as many cards as
  // the destroyed spirit had symbols (read in its last state on the field, 8-10-1). Astral from LV2.
  'BSS06-077': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'destroy', target: oneFoe() },
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'opponent' }, atLeast: 1 },
          then: [{ do: 'draw', n: { of: 'chosen', what: 'symbols' }, side: 'opponent', times: 2 }],
        },
      ],
    },
    { kind: 'keyword', keyword: 'astral', levels: [2, 3] },
  ],
  // Violet Lotus Myo-oh: arriving, an opposing spirit of cost 3 or less is destroyed. Link (cost 4 or
  // more); linking, the top three of the opposing deck go to the trash.
  'BSS06-079': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1],
      effect: [{ do: 'destroy', target: oneFoe({ maxCost: 3 }) }],
    },
    linkCost(4),
    {
      kind: 'trigger',
      on: 'links',
      levels: [1],
      effect: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
    },
  ],
  // Giant Angel Magni: Ascend (from a Supsprite spirit). Arriving or attacking, the top ten of the
  // opposing deck go to the trash. From LV2 its attacks let you exhaust a Supsprite of yours to refresh
  // it.
  'BSS06-083': [
    ascendOnType('SUPSPRITE'),
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'discard', n: 10, side: 'opponent', from: 'deckTop' }],
    },
    { kind: 'trigger', on: 'attacks', effect: [{ do: 'discard', n: 10, side: 'opponent', from: 'deckTop' }] },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'spirit', spiritType: 'SUPSPRITE' } }],
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Thousand Spears Battlefield: placed, giving up a Link spirit card from the hand draws two. At
  // LV2, while you pay for a spirit, this nexus counts as two white symbols and no others (10-6-5).
  'BSS06-090': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'spirit', keyword: 'link' } }],
      effect: [{ do: 'draw', n: 2 }],
    },
    {
      kind: 'constant',
      levels: [2],
      apply: [
        {
          payingSymbols: [['white'], ['white']],
          for: { side: 'own', what: 'spirit' },
          to: { side: 'self' },
          instead: true,
        },
      ],
    },
  ],
  // Dragon Castle Keep: in your attack step it has a green symbol more; at LV2 your red spirits and your
  // green spirits are each 1000 BP stronger then (a red and green spirit gets both).
  'BSS06-088': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ gainSymbols: [['green']], to: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [
        { bp: 1000, to: { side: 'own', what: 'spirit', color: 'red' } },
        { bp: 1000, to: { side: 'own', what: 'spirit', color: 'green' } },
      ],
    },
  ],
  // Heavenly Fire Takamagahara: in your attack step your linked spirits have 2000 more BP. At LV2, in
  // your attack step, when a Dragonoid spirit of yours takes the opponent's life, draw a card.
  'BSS06-087': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', linked: true } }],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Infinite Stairs of the Forgotten Temple: placed at LV1-2, a void core goes onto a spirit of yours
  // with Agile. At LV2, in your attack step, when an attacking spirit of yours is destroyed, the
  // opponent exhausts one of their refreshed spirits.
  'BSS06-096': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [voidCoreOnto({ side: 'own', what: 'spirit', keyword: 'agile', count: 1 })],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', battle: 'attacking' },
      effect: [{ do: 'exhaust', target: oneFoe({ exhausted: false, chooser: 'opponent' }) }],
    },
  ],
  // Temple of a Thousand Mercies: in the opponent's turn, each time their effects make them draw, a void
  // core goes onto it. At LV2, in your attack step, when a War God or Golem spirit of yours takes the
  // opponent's life, the top four of their deck go to the trash.
  'BSS06-097': [
    {
      kind: 'trigger',
      on: 'draws',
      levels: [1, 2],
      during: 'opponentTurn',
      who: 'opponent',
      by: 'opponent',
      effect: [voidCoreOnto({ side: 'self' })],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritTypes: ['WAR GOD', 'GOLEM'] },
      effect: [{ do: 'discard', n: 4, side: 'opponent', from: 'deckTop' }],
    },
  ],
  // Castle Storeroom: destroyed, draw a card and a void core comes to your reserve. At LV2, in your
  // attack step, an Android spirit of yours being linked (Link) puts a void core on it.
  'BSS06-093': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      effect: [
        { do: 'draw', n: 1 },
        { do: 'gainCore', n: 1, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritLinked',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'ANDROID' },
      effect: [voidCoreOnto({ side: 'subject' })],
    },
  ],
  // Mercury Sea Factory Isle: in your attack step your spirits with Link have Armor (purple, white),
  // 11-5. At LV2, in the opponent's turn, each time their effects make them draw, they discard a card
  // of their choice from their hand.
  'BSS06-094': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [
        {
          grant: { keyword: 'armor', colors: ['purple', 'white'] },
          to: { side: 'own', what: 'spirit', keyword: 'link' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'draws',
      levels: [2],
      during: 'opponentTurn',
      who: 'opponent',
      by: 'opponent',
      effect: [{ do: 'discard', n: 1, side: 'opponent', from: 'hand' }],
    },
  ],
  // Verdant Gojo Bridge: in the opponent's attack step, the first time each turn your life goes down,
  // draw a card. At LV2, in your attack step, a Leaf Kindred spirit of yours taking the opponent's life
  // puts a void core on it.
  'BSS06-095': [
    {
      kind: 'trigger',
      on: 'lifeLost',
      levels: [1, 2],
      during: 'opponentAttackStep',
      oncePerTurn: true,
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'LEAF KINDRED' },
      effect: [voidCoreOnto({ side: 'self' })],
    },
  ],
  // Big Haul Fishing Trawler: the first token spirit of yours summoned each turn puts a void core on it
  // (tokens summoned together are one batch, 8-6-3). At LV2 your spirits with Raid have 2000 more BP.
  'BSS06-098': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      oncePerTurn: true,
      filter: { side: 'own', what: 'spirit', token: true },
      effect: [voidCoreOnto({ side: 'self' })],
    },
    {
      kind: 'constant',
      levels: [2],
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', keyword: 'raid' } }],
    },
  ],
  // Soaring Dragon King's Supremacy: its burst, after the opponent resolves a When Summoned effect,
  // destroys opposing nexuses costing 7 or less in all, then its flash effect may be paid for. Flash:
  // an opposing spirit of 5000 BP or less is destroyed.
  'BSS06-100': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      thenFlash: true,
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'nexus', total: { what: 'cost', max: 7 } } },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 5000 }) }],
    },
  ],
  // Ninjutsu: Owari's Judgment: costs 4 while you have 3 life or less. Opposing spirits of 5000 BP or
  // less in all are destroyed; with a green symbol (Chain), up to three cards of the opposing trash go
  // under their owner's deck in the order they choose (3-1-5).
  'BSS06-101': [
    {
      kind: 'constant',
      inHand: true,
      if: { amount: { player: 'own', what: 'life' }, atMost: 3 },
      apply: [{ costIs: 4 }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', total: { what: 'bp', max: 5000 } } },
        {
          do: 'chain',
          color: 'green',
          effect: [
            {
              do: 'toDeck',
              bottom: true,
              target: { side: 'opponent', what: 'card', zone: 'trash', count: 3, upTo: true },
            },
          ],
        },
      ],
    },
  ],
  // Underhanded Blow: in the main step, a core of yours that is not the soul core goes to the void from
  // your field or reserve (never the trash), then you draw two; in the main or flash step, a spirit has
  // 2000 more BP this turn.
  'BSS06-102': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'voidCores', n: 1, trash: false },
        { do: 'draw', n: 2 },
      ],
    },
    anySpiritBp(2000),
  ],
  // Network Barrier: its burst, as the opponent destroys a spirit of yours, destroys an exhausted
  // opposing spirit of cost 5 or less, then its flash effect may be paid for. Either window, +3000 BP.
  'BSS06-103': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      thenFlash: true,
      effect: [{ do: 'destroy', target: oneFoe({ exhausted: true, maxCost: 5 }) }],
    },
    anySpiritBp(3000),
  ],
  // Turn Back Time: a spirit of yours with Link is refreshed; all of them instead when the soul core was
  // among the cores paid for it.
  'BSS06-108': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'refresh', target: { side: 'own', what: 'spirit', keyword: 'link', all: true } }],
        },
        {
          do: 'if',
          cond: { not: { soulPaid: 'self' } },
          then: [{ do: 'refresh', target: { side: 'own', what: 'spirit', keyword: 'link', count: 1 } }],
        },
      ],
    },
  ],
  // Mirage Coat: a spirit has 3000 more BP this turn; if it is linked, the opponent's spirits cannot
  // block it this turn.
  'BSS06-109': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'any', what: 'spirit', count: 1 } },
        { do: 'bp', amount: 3000, target: { side: 'chosen' }, until: 'turn' },
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit' } },
          target: { side: 'chosen', linked: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Scroll of Binding: costs 4 while the opponent holds five cards or more. An opposing spirit with a
  // single symbol goes under its owner's deck; with a purple symbol (Chain), an exhausted opposing
  // spirit keeps one core, the others going to its owner's reserve.
  'BSS06-110': [
    {
      kind: 'constant',
      inHand: true,
      if: { amount: { player: 'opponent', what: 'hand' }, atLeast: 5 },
      apply: [{ costIs: 4 }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'toDeck', bottom: true, target: oneFoe({ symbolCount: 1 }) },
        {
          do: 'chain',
          color: 'purple',
          effect: [{ do: 'removeCores', n: 'allButOne', target: oneFoe({ exhausted: true }), to: 'reserve' }],
        },
      ],
    },
  ],
  // Vanish in the Wind Technique: its burst, after the opponent resolves a When Summoned effect, puts
  // any number of cards of your trash under your deck, then its flash effect may be paid for. Flash: an
  // opposing spirit is exhausted.
  'BSS06-111': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      thenFlash: true,
      effect: [
        {
          do: 'toDeck',
          bottom: true,
          target: {
            side: 'own',
            what: 'card',
            zone: 'trash',
            upTo: true,
            countBy: { player: 'own', what: 'trash' },
          },
        },
      ],
    },
    { kind: 'magic', timing: ['main', 'flash'], effect: [{ do: 'exhaust', target: oneFoe() }] },
  ],
  // Enveloping Flame Whirlwind: costs 4 while the opponent has a burst set. An opposing spirit is
  // exhausted; with a red symbol (Chain), a spirit of yours is refreshed.
  'BSS06-113': [
    { kind: 'constant', inHand: true, if: { burstSet: true, whose: 'opponent' }, apply: [{ costIs: 4 }] },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'exhaust', target: oneFoe() },
        {
          do: 'chain',
          color: 'red',
          effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', count: 1 } }],
        },
      ],
    },
  ],
};

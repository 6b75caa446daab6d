// Arbiter's own definitions of the BSS02 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). Among the missing pieces:
// summoning exhausted or without its When Summoned effect, "during this turn, when ..." effects,
// triggers on drawing, on cores entering the reserve, on refreshing or exhausting, cores moved between
// field cards.
import type { Ability } from '../../../src/vocab.ts';
import { ANTMAN } from './shared/tokens.ts';

const abilities: Record<string, Ability[]> = {
  // Dragno Commander: at LV2, during your turn, your other Dragonoids are 2000 BP stronger.
  'BSS02-002': [
    {
      kind: 'constant',
      levels: [2],
      during: 'yourTurn',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID', other: true } }],
    },
  ],
  // Photon Dragon: each attack burns away an opposing spirit of 2000 BP or less.
  'BSS02-007': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 2000 } }],
    },
  ],
  // Lavabeast Volrus: forces blocks when it attacks, from LV2.
  'BSS02-013': [{ kind: 'keyword', keyword: 'confront', levels: [2, 3], during: 'whileAttacking' }],
  // Primal Bird Phoeneryx: pulls cores from your other cards in a flash window.
  'BSS02-018': [{ kind: 'keyword', keyword: 'awaken' }],
  // Viperola: arriving, it knocks one core off an opposing nexus back to its owner's reserve.
  'BSS02-032': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'nexus', count: 1 }, to: 'reserve' },
      ],
    },
  ],
  // Elefogg: Curse on its attacks.
  'BSS02-037': [{ kind: 'keyword', keyword: 'curse', during: 'whileAttacking' }],
  // Ursus Polaris: at LV2 its block makes every soul-core spirit of yours 3000 BP stronger this turn.
  'BSS02-047': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [
        {
          do: 'bp',
          amount: 3000,
          target: { side: 'own', what: 'spirit', all: true, soulCore: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Jet Wyvern: purple and white opposing effects cannot pick it.
  'BSS02-051': [{ kind: 'keyword', keyword: 'armor', colors: ['purple', 'white'] }],
  // Sunk Shain: each block adds a void core to it.
  'BSS02-052': [
    {
      kind: 'trigger',
      on: 'blocks',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Mace Angel: Luster while it attacks.
  'BSS02-061': [{ kind: 'keyword', keyword: 'luster', during: 'whileAttacking' }],
  // Light Emperor Lumiere: arriving, one spirit of yours is Blessed for the turn; at LV3 it is
  // Blessed itself while attacking.
  'BSS02-063': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'blessed' },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    { kind: 'keyword', keyword: 'blessed', levels: [3], during: 'whileAttacking' },
  ],
  // Arcana Beast Queen: arriving, one opposing spirit is 2000 BP weaker this turn.
  'BSS02-066': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'bp', amount: -2000, target: { side: 'opponent', what: 'spirit', count: 1 }, until: 'turn' },
      ],
    },
  ],
  // Princess Hachikazuki: Luster while it attacks at LV3.
  'BSS02-074': [{ kind: 'keyword', keyword: 'luster', levels: [3], during: 'whileAttacking' }],
  // Shryke: Swift; arriving, it weakens an exhausted opposing spirit by 2000 BP this turn.
  'BSS02-079': [
    { kind: 'keyword', keyword: 'swift' },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'bp',
          amount: -2000,
          target: { side: 'opponent', what: 'spirit', count: 1, exhausted: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Onmyoji Kingfisher: Swift.
  'BSS02-081': [{ kind: 'keyword', keyword: 'swift' }],
  // Emerantman: when the opponent destroys it, a new core from the void goes to your reserve.
  'BSS02-084': [
    { kind: 'trigger', on: 'destroyedByOpponent', effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
  ],
  // Worker Antman: at LV2, an attack while it holds the soul core adds a core from the void to the
  // reserve.
  'BSS02-086': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [
        {
          do: 'if',
          cond: { self: { side: 'self', soulCore: true } },
          then: [{ do: 'gainCore', n: 1, to: 'reserve' }],
        },
      ],
    },
  ],
  // Emerald Pincer: arriving, it exhausts one opposing spirit.
  'BSS02-089': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Heavenscloak Butterfly: arriving, a core from the void goes onto one spirit of yours.
  'BSS02-090': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
  ],
  // Daimyo Beast Yaiba-no-Kami: as the opponent's attack step starts, a void core onto one spirit of
  // yours that out-BPs every opposing spirit; from LV2, your spirits costing 3 or less read 4000 as
  // their written LV1 BP (8-8-1-3-1).
  'BSS02-093': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: {
            side: 'own',
            what: 'spirit',
            count: 1,
            than: [
              {
                what: 'bp',
                op: 'gt',
                amount: { highest: 'bp', among: { side: 'opponent', what: 'spirit' } },
              },
            ],
          },
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      apply: [{ printedBp: 4000, atLevel: 1, to: { side: 'own', what: 'spirit', maxCost: 3 } }],
    },
  ],
  // Loyal Retainer Ezowolf: Gale 1 on its attacks.
  'BSS02-095': [{ kind: 'keyword', keyword: 'gale', value: 1, during: 'whileAttacking' }],
  // Fanglord Tree Rafflesio: Gale 2 on its attacks; at LV3, when its attack takes a life, it also
  // exhausts an opposing spirit (the ability is only active while it attacks).
  'BSS02-098': [
    { kind: 'keyword', keyword: 'gale', value: 2, during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [3],
      during: 'whileAttacking',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Hungertree: when the opponent destroys it, the opponent throws away a card of their choice.
  'BSS02-099': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'discard', n: 1, side: 'opponent', from: 'hand' }],
    },
  ],
  // Trident Flare: three small opposing spirits (2000 BP or less) are destroyed.
  'BSS02-117': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 3, maxBp: 2000 } }],
    },
  ],
  // Lightning Aura: in the main step one spirit of yours forces blocks this turn; as a flash, any
  // spirit is 2000 BP stronger.
  'BSS02-118': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'confront' },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Crystal Crack: in the main step, mill two then draw one; as a flash, any spirit gets 2000 BP.
  'BSS02-123': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'discard', n: 2, side: 'own', from: 'deckTop' },
        { do: 'draw', n: 1 },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Iceberg: in the main step one spirit of yours gets Armor against red, purple and green this turn;
  // as a flash, any spirit gets 2000 BP.
  'BSS02-125': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'armor', colors: ['red', 'purple', 'green'] },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Dragno King: arriving, it destroys an opposing spirit of 6000 BP or less; from LV2, in your attack
  // step, each battle won by a soul-core spirit of yours destroys another such spirit; at LV3 it is
  // 3000 BP stronger while attacking.
  'BSS02-001': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 6000 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 6000 } }],
    },
    { kind: 'constant', levels: [3], during: 'whileAttacking', apply: [{ bp: 3000, to: { side: 'self' } }] },
  ],
  // Dragno Bomber: Confront on its attacks while your life is down to three or less.
  'BSS02-003': [
    {
      kind: 'keyword',
      keyword: 'confront',
      during: 'whileAttacking',
      if: { amount: { player: 'own', what: 'life' }, atMost: 3 },
    },
  ],
  // Meteor Emperor Siegwurm: Awaken; from LV2 its attack draws a card if it holds the soul core; at
  // LV3 it confronts while a Siegwurm spirit card lies in your trash.
  'BSS02-006': [
    { kind: 'keyword', keyword: 'awaken' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'if', cond: { self: { side: 'self', soulCore: true } }, then: [{ do: 'draw', n: 1 }] }],
    },
    {
      kind: 'keyword',
      keyword: 'confront',
      levels: [3],
      during: 'whileAttacking',
      if: { count: { side: 'own', what: 'spirit', zone: 'trash', name: 'Siegwurm' }, atLeast: 1 },
    },
  ],
  // Armorsaur Edmontsaurd: at LV2, in your attack step, a battle won by a soul-core spirit of yours
  // draws a card.
  'BSS02-010': [
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Corpse Giant Gigasha: in either attack step it comes back from the trash for your destroyed spirits
  // costing 6 to 10; from LV2 its attack stops a one-core opposing spirit blocking in this battle.
  'BSS02-023': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 6, maxCost: 10 },
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'cannot',
          action: 'block',
          target: { side: 'opponent', what: 'spirit', count: 1, minCores: 1, maxCores: 1 },
          until: 'battle',
        },
      ],
    },
  ],
  // Imperial Knight God Avalo Paladion: destroyed, it takes seven cores off an opposing spirit; at LV3,
  // at the start of either end step, two cards if one of your spirits was destroyed this turn (a spirit
  // emptied by its own cost payment does not count: official ruling).
  'BSS02-027': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'removeCores', n: 7, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      levels: [3],
      if: { amount: { player: 'own', what: 'destroyedThisTurn' }, atLeast: 1 },
      effect: [{ do: 'draw', n: 2 }],
    },
  ],
  // Dark Knight Lamorak: destroyed, it takes one core off a foe to its owner's reserve. From LV2, in your
  // turn, the first of your purple spirits destroyed each turn goes from the trash back to the hand
  // (rulings: one destroyed paying a cost counts; of several destroyed together you pick one; their
  // When Destroyed effects still happen).
  'BSS02-028': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      during: 'yourTurn',
      filter: { side: 'own', what: 'spirit', color: 'purple' },
      firstEachTurn: true,
      allSubjects: true,
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash', count: 1 } }],
    },
  ],
  // Cyclowinder: in either attack step it comes back from the trash for your destroyed spirits costing
  // 1 to 4.
  'BSS02-034': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 1, maxCost: 4 },
    },
  ],
  // Air Sniper Breeze: on the opponent's turn, their effects cannot take cores off your yellow spirits
  // costing 4 or more.
  'BSS02-070': [
    {
      kind: 'constant',
      during: 'opponentTurn',
      apply: [
        {
          protect: 'removeCores',
          from: 'opponent',
          to: { side: 'own', what: 'spirit', color: 'yellow', minCost: 4 },
        },
      ],
    },
  ],
  // Clockodile: from LV2, Blessed on its attacks while it holds the soul core.
  'BSS02-071': [
    {
      kind: 'keyword',
      keyword: 'blessed',
      levels: [2, 3],
      during: 'whileAttacking',
      if: { self: { side: 'self', soulCore: true } },
    },
  ],
  // Antman General: arriving, one exhausted Antman Token.
  'BSS02-083': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'token', token: ANTMAN, n: 1, exhausted: true }] },
  ],
  // Queen Antraine: arriving, two Antman Tokens; at LV2, during your attack step, each batch of your
  // spirits destroyed (the Queen herself included, in her last state) exhausts one opposing spirit.
  'BSS02-082': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'token', token: ANTMAN, n: 2 }] },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Horned Fortress Elasmoth: arriving, one of your spirits gets 3000 BP for the turn; at LV2 its attack
  // exhausts one opposing spirit per other spirit of yours with 4000 BP or more.
  'BSS02-094': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'bp', amount: 3000, target: { side: 'own', what: 'spirit', count: 1 }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [
        {
          do: 'exhaust',
          target: {
            side: 'opponent',
            what: 'spirit',
            countBy: { count: { side: 'own', what: 'spirit', other: true, minBp: 4000 } },
          },
        },
      ],
    },
  ],
  // Loyal Retainer Higumaru: destroyed, it makes the opponent pick and exhaust one of their spirits per
  // other spirit of yours with 4000 BP or more.
  'BSS02-096': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        {
          do: 'exhaust',
          target: {
            side: 'opponent',
            what: 'spirit',
            chooser: 'opponent',
            countBy: { count: { side: 'own', what: 'spirit', other: true, minBp: 4000 } },
          },
        },
      ],
    },
  ],
  // Great Desk Mountains: as the opponent's start step opens, refresh one of your Awaken spirits; at
  // LV2, in your attack step, an attack by a one-core spirit of yours stops an opposing spirit costing
  // 7 or less from blocking in that battle.
  'BSS02-101': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'stepStart',
      step: 'start',
      yours: false,
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', keyword: 'awaken', count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', minCores: 1, maxCores: 1 },
      effect: [
        {
          do: 'cannot',
          action: 'block',
          target: { side: 'opponent', what: 'spirit', count: 1, maxCost: 7 },
          until: 'battle',
        },
      ],
    },
  ],
  // The five nexuses below end with a flash action that destroys the nexus itself. The card data stores
  // each such action in two entries: a line with only a level range and a period, then the flash text
  // with no level. The pair is read as one ability (BSS03-082 and others follow the same layout), so
  // the level range and the period belong to the flash action.
  //
  // Meteorite Impact Zone: in your attack step, an attack by a soul-core spirit of yours that takes a
  // life burns an opposing spirit of 2000 BP or less; at LV2, in your attack step, give it up to draw two.
  'BSS02-100': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 2000 } }],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2],
      during: 'yourAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [{ do: 'draw', n: 2 }],
    },
  ],
  // Dreadrock Fortress: in your attack step, an attack that takes a life makes the opponent pick one of
  // their exhausted spirits and lose two of its cores to their reserve; at LV2, in the opponent's attack
  // step, give it up to knock one core off an opposing spirit.
  'BSS02-103': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      effect: [
        {
          do: 'removeCores',
          n: 2,
          target: { side: 'opponent', what: 'spirit', count: 1, exhausted: true, chooser: 'opponent' },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2],
      during: 'opponentAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'reserve' },
      ],
    },
  ],
  // Farflung Land: in the opponent's attack step, give it up so one of your spirits gets 3000 BP for the
  // turn; at LV2, on the opponent's turn, each opposing spirit with a When Summoned effect that arrives
  // adds a void core to it.
  'BSS02-106': [
    {
      kind: 'activated',
      levels: [1, 2],
      timing: ['flash'],
      during: 'opponentAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'own', what: 'spirit', count: 1 }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2],
      during: 'opponentTurn',
      filter: { side: 'opponent', what: 'spirit', hasTrigger: 'summoned' },
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Ticking Floral Clock: in either attack step your LV1 spirits get 1000 BP; at LV2, in the opponent's
  // attack step, give it up to have an opposing spirit treated as LV1 for the turn.
  'BSS02-109': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'eitherAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', maxLevel: 1 } }],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2],
      during: 'opponentAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [
        { do: 'setLevel', level: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, until: 'turn' },
      ],
    },
  ],
  // Greattree Gate: in your attack step, each battle a spirit of yours wins adds a void core to it; at
  // LV2, in the opponent's attack step, give it up to exhaust an opposing spirit.
  'BSS02-113': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'spiritDestroysInBattle',
      during: 'yourAttackStep',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2],
      during: 'opponentAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Great Alvar Plains: placed, it exhausts an opposing spirit; at LV2, in your attack step, losing a
  // spirit of yours without effects lets you refresh one of your spirits.
  'BSS02-112': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'summoned',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', noAbilities: true },
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
  ],
  // Assassinate: in the main step the opponent picks one of their exhausted spirits and destroys it;
  // in a flash window, a spirit gets 2000 BP for the turn.
  'BSS02-122': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'destroy',
          target: { side: 'opponent', what: 'spirit', count: 1, exhausted: true, chooser: 'opponent' },
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Inescapable Avalanche: the opposing attacker goes back to its owner's hand (no selection, so Armor
  // does not stop it: ruling).
  'BSS02-127': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'toHand', target: { side: 'opponent', what: 'spirit', battle: 'attacking', all: true } },
      ],
    },
  ],
  // Magic Mirror: for the rest of the turn, the opponent's next magic card that would have them select
  // spirits or nexuses has you make those selections, all of them (rulings on BSS02-130).
  'BSS02-130': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'rule', apply: { selectFor: 'opponentMagic' }, until: 'turn', once: true }],
    },
  ],
  // The Ants Strike Back: two exhausted Antman Tokens, in the main step or for free as a burst when the
  // opponent destroys your spirit.
  'BSS02-132': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'token', token: ANTMAN, n: 2, exhausted: true }],
    },
    { kind: 'magic', timing: ['main'], effect: [{ do: 'token', token: ANTMAN, n: 2, exhausted: true }] },
  ],
  // Thorn Prison: the opponent picks two of their refreshed spirits, which are exhausted.
  'BSS02-133': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'exhaust',
          target: { side: 'opponent', what: 'spirit', count: 2, exhausted: false, chooser: 'opponent' },
        },
      ],
    },
  ],
  // Carry Core: each of your spirits without effects gets a core from the void.
  'BSS02-134': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', noAbilities: true, all: true },
        },
      ],
    },
  ],
  // Stamina Recovery: a burst when the opponent resolves a When Summoned effect, putting a void core on
  // each of up to three green spirits of yours (then its other part if paid); otherwise a spirit gets
  // 2000 BP for the turn.
  'BSS02-135': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', color: 'green', count: 3, upTo: true },
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
  // Insect Aura: a spirit gets 1000 BP for the turn per Carapite or Insectoid spirit you control.
  'BSS02-136': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'bp',
          amount: 1000,
          per: { count: { side: 'own', what: 'spirit', spiritTypes: ['CARAPITE', 'INSECTOID'] } },
          target: { side: 'any', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Divine Saturn Dragon Chronos-Boros: destroyed by the opponent, the opponent picks one of their
  // spirits to lose three cores to their reserve; summoned at LV2 or more with the soul core among the
  // cost paid, the opponent picks one of their spirits to lose a core (never the soul core) to the void.
  'BSS02-031': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        {
          do: 'removeCores',
          n: 3,
          target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            {
              do: 'removeCores',
              n: 1,
              target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
              to: 'void',
            },
          ],
        },
      ],
    },
  ],
  // Blizzaster Eagle: Armor against purple, green and yellow; at LV2 its block keeps it safe from the
  // opponent's destroy effects for the battle.
  'BSS02-045': [
    { kind: 'keyword', keyword: 'armor', colors: ['purple', 'green', 'yellow'] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [
        {
          do: 'apply',
          effect: { protect: 'destroy', from: 'opponent' },
          target: { side: 'self' },
          until: 'battle',
        },
      ],
    },
  ],
  // Mushrantula: summoned with the soul core among the cost paid, the opponent discards a card of
  // their choice from their hand.
  'BSS02-088': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'discard', n: 1, side: 'opponent', from: 'hand' }],
        },
      ],
    },
  ],
  // Infinity Shield: one of your Machine Beast or Mecha spirits may block while exhausted this turn.
  'BSS02-126': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'apply',
          effect: { blockExhausted: true },
          target: { side: 'own', what: 'spirit', spiritTypes: ['MACHINE BEAST', 'MECHA'], count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Somersault: main, your yellow spirits cannot be blocked by opposing LV2 spirits this turn (the
  // spirits are fixed as it resolves, 8-8-1-4); flash, a spirit gets 2000 BP for the turn.
  'BSS02-129': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', minLevel: 2, maxLevel: 2 } },
          target: { side: 'own', what: 'spirit', color: 'yellow', all: true },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Lightning Arrow: one opposing spirit can neither attack nor block this turn. Exact as two branches
  // with one selection: only the turn player attacks and only the other player blocks (7-1), so on the
  // user's turn the pick could only ever block, and on the opponent's turn it could only ever attack.
  'BSS02-131': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'if',
          cond: { turn: 'yours' },
          then: [
            {
              do: 'cannot',
              action: 'block',
              target: { side: 'opponent', what: 'spirit', count: 1 },
              until: 'turn',
            },
          ],
        },
        {
          do: 'if',
          cond: { turn: 'opponents' },
          then: [
            {
              do: 'cannot',
              action: 'attack',
              target: { side: 'opponent', what: 'spirit', count: 1 },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Reanimate: a burst when the opponent resolves a When Summoned effect: of your top three cards, one
  // purple spirit card goes to your hand and the others to the trash (then its main part if paid);
  // main, a spirit card costing 5 or less comes back from your trash, free. The burst is written as a
  // reveal: the picked card goes to the hand without passing through the trash, which nothing can
  // observe (no ability answers cards being discarded, and the pick is compulsory as printed).
  'BSS02-120': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'spirit', color: 'purple', count: 1 },
          rest: 'trash',
        },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'summon',
          target: { side: 'own', what: 'spirit', zone: 'trash', maxCost: 5, count: 1 },
          free: true,
        },
      ],
    },
  ],
  // Ten Sword Saint Starblade Dragon: Awaken; from LV2, on your turn, each draw by an effect of yours
  // burns an opposing spirit of 3000 BP or less; at LV3, while it attacks, reducing the opponent's life
  // while you are at three life or fewer draws two cards.
  'BSS02-005': [
    { kind: 'keyword', keyword: 'awaken' },
    {
      kind: 'trigger',
      on: 'draws',
      by: 'you',
      levels: [2, 3],
      during: 'yourTurn',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 3000 } }],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [3],
      during: 'whileAttacking',
      if: { amount: { player: 'own', what: 'life' }, atMost: 3 },
      effect: [{ do: 'draw', n: 2 }],
    },
  ],
  // Rage Dragon Emperor Ira: arriving, ten spirits of 4000 BP or less on either side are destroyed;
  // Awaken from LV2; at LV3, on your turn, destroying an opposing spirit takes an opposing nexus too.
  'BSS02-016': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', count: 10, maxBp: 4000 } }],
    },
    { kind: 'keyword', keyword: 'awaken', levels: [2, 3] },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [3],
      during: 'yourTurn',
      filter: { side: 'opponent', what: 'spirit' },
      source: { side: 'self' },
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'nexus', count: 1 } }],
    },
  ],
  // Merged Mechlord Mammoth Aegis: arriving, a draw if your hand is the smaller one and a void core to
  // your life if your life is the lower; at LV2, on the opponent's turn, being exhausted sends an
  // opposing spirit costing 5 or less back to its owner's hand.
  'BSS02-044': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: {
            compare: [
              { player: 'own', what: 'hand' },
              { player: 'opponent', what: 'hand' },
            ],
            op: 'lt',
          },
          then: [{ do: 'draw', n: 1 }],
        },
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
    {
      kind: 'trigger',
      on: 'exhausted',
      levels: [2],
      during: 'opponentTurn',
      filter: { side: 'self' },
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', count: 1, maxCost: 5 } }],
    },
  ],
  // Arcana Princess Anne: arriving, for the rest of the turn each Otherlander of yours the opponent
  // destroys weakens an opposing spirit by 1000 BP for the turn; Luster while it attacks at LV3.
  'BSS02-064': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'delayed',
          on: 'spiritDestroyed',
          filter: { side: 'own', what: 'spirit', spiritType: 'OTHERLANDER' },
          by: 'opponent',
          until: 'turn',
          effect: [
            {
              do: 'bp',
              amount: -1000,
              target: { side: 'opponent', what: 'spirit', count: 1 },
              until: 'turn',
            },
          ],
        },
      ],
    },
    { kind: 'keyword', keyword: 'luster', levels: [3], during: 'whileAttacking' },
  ],
  // Air Brigade Captain Raphael: each attack brings a cost-2 card back from the trash, and with four
  // other LV1 spirits of yours weakens two opposing spirits by 3000 BP; from LV2, in either attack step,
  // cores entering your reserve make an opposing spirit count as LV1 for the turn.
  'BSS02-068': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        {
          do: 'toHand',
          target: { side: 'own', what: 'card', zone: 'trash', count: 1, minCost: 2, maxCost: 2 },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', minLevel: 1, maxLevel: 1, other: true }, atLeast: 4 },
          then: [
            {
              do: 'bp',
              amount: -3000,
              target: { side: 'opponent', what: 'spirit', count: 2 },
              until: 'turn',
            },
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'coresToReserve',
      levels: [2, 3],
      during: 'eitherAttackStep',
      effect: [
        { do: 'setLevel', level: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, until: 'turn' },
      ],
    },
  ],
  // Impaler Forest: in your attack step, destroying a spirit of yours with your own effect makes the
  // opponent pick one of their spirits to lose a core to their reserve; at LV2, as the opponent's end
  // step opens, you may mill your top card and then put a spirit card from your trash on top of the deck.
  'BSS02-104': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'spiritDestroyed',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      by: 'you',
      cause: 'effect',
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: false,
      levels: [2],
      optional: true,
      effect: [
        {
          do: 'if',
          cond: { amount: { player: 'own', what: 'deck' }, atLeast: 1 },
          then: [
            { do: 'discard', n: 1, side: 'own', from: 'deckTop' },
            { do: 'toDeck', target: { side: 'own', what: 'spirit', zone: 'trash', count: 1 } },
          ],
        },
      ],
    },
  ],
  // Monstrous Mausoleum: in your attack step, a block against a soul-core spirit of yours costs the
  // blocker a core (no selection, so Armor does not help); at LV2, each Undead of yours the opponent
  // destroys draws you a card.
  'BSS02-105': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'spiritBlocked',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      filter: { side: 'own', what: 'spirit', spiritType: 'UNDEAD' },
      by: 'opponent',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Secret Flower Garden: a yellow nexus of yours destroyed by an opposing effect (this one included)
  // adds a void core to your life; at LV2, in your attack step, your Blessed or Luster spirits are 1000
  // BP stronger.
  'BSS02-110': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'spiritDestroyed',
      filter: { side: 'own', what: 'nexus', color: 'yellow' },
      by: 'opponent',
      cause: 'effect',
      effect: [{ do: 'gainCore', n: 1, to: 'life' }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', keywords: ['blessed', 'luster'] } }],
    },
  ],
  // Dragon Rush: in the main step, for the rest of the turn each battle won by a Dragonoid of yours
  // draws a card; as a flash, any spirit gets 3000 BP for the turn.
  'BSS02-119': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'delayed',
          on: 'spiritDestroysInBattle',
          filter: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID' },
          until: 'turn',
          effect: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // The Hanged Man: one opposing spirit is marked; if it attacks or blocks this turn, it loses four cores
  // to its owner's reserve.
  'BSS02-121': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'opponent', what: 'spirit', count: 1 } },
        {
          do: 'delayed',
          on: 'attacksOrBlocks',
          filter: { side: 'chosen' },
          until: 'turn',
          effect: [{ do: 'removeCores', n: 4, target: { side: 'chosen' }, to: 'reserve' }],
        },
      ],
    },
  ],
  // Onyxbird Yatagloss: attacking, you may destroy a Carapite or Insectoid of yours to add a void core
  // to it; at LV3, while it attacks, cores placed onto it make the opponent exhaust two of their
  // refreshed spirits of their choice.
  'BSS02-078': [
    {
      kind: 'trigger',
      on: 'attacks',
      optional: true,
      effect: [
        {
          do: 'select',
          target: { side: 'own', what: 'spirit', spiritTypes: ['CARAPITE', 'INSECTOID'], count: 1 },
        },
        {
          do: 'if',
          cond: { count: { side: 'chosen' }, atLeast: 1 },
          then: [
            { do: 'destroy', target: { side: 'chosen' } },
            { do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } },
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'coresPlaced',
      levels: [3],
      during: 'whileAttacking',
      effect: [
        {
          do: 'exhaust',
          target: { side: 'opponent', what: 'spirit', count: 2, exhausted: false, chooser: 'opponent' },
        },
      ],
    },
  ],
  // Diviner Dragonaga: summoned with the soul core among the cost paid, you look at your top two
  // cards, trash any of them and put the others back on top in the order you like.
  'BSS02-033': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            {
              do: 'reveal',
              n: 2,
              view: true,
              pick: { side: 'any', what: 'card', count: 2, upTo: true },
              pickTo: 'trash',
              rest: 'top',
            },
          ],
        },
      ],
    },
  ],
  // Gravedigger Skeleton: arriving, you may summon a spirit card of cost 2 or less from your trash,
  // paying its cost; it enters exhausted.
  'BSS02-024': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'summon',
          target: { side: 'own', what: 'spirit', zone: 'trash', maxCost: 2, count: 1, upTo: true },
          exhausted: true,
        },
      ],
    },
  ],
  // Void Ogre Emperor Avaritia: arriving, it brings a Voidlord or Undead spirit card back from your
  // trash for free, without that spirit's When Summoned effects; Curse on its attacks from LV2; at LV3
  // its attack makes the opponent pick one of their spirits, which sends three cores to their reserve.
  'BSS02-020': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'summon',
          target: {
            side: 'own',
            what: 'spirit',
            zone: 'trash',
            spiritTypes: ['VOIDLORD', 'UNDEAD'],
            count: 1,
          },
          free: true,
          noWhenSummoned: true,
        },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        {
          do: 'removeCores',
          n: 3,
          target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
          to: 'reserve',
        },
      ],
    },
  ],
  // Toy Hero Musashi: when the opponent destroys it, the top card of your deck is shown; it joins your
  // hand if one of your spirits costs the same, otherwise it goes to the trash.
  'BSS02-076': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: { side: 'any', what: 'card', all: true, costOfOwnSpirit: true },
          rest: 'trash',
        },
      ],
    },
  ],
  // Lion Machine God Superbia: arriving, it gets three regular cores from your trash at the end of the
  // turn; from LV2, an opposing spirit going back to its owner's hand lets you pay two of its cores to
  // refresh it; at LV3, losing life in the opponent's attack step refreshes it.
  'BSS02-046': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'delayed',
          on: 'turnEnd',
          until: 'turn',
          once: true,
          effect: [{ do: 'placeCores', n: 3, from: 'trash', regularOnly: true, target: { side: 'self' } }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'returned',
      returnedTo: 'hand',
      filter: { side: 'opponent', what: 'spirit' },
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 2 }],
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'lifeLost',
      levels: [3],
      during: 'opponentAttackStep',
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Scout Crondale: destroyed by the opponent, it shows your top two: one Birdfolk spirit card among
  // them goes to the hand, the rest to the trash. In either attack step, every LV1 nexus loses all its
  // effects.
  'BSS02-069': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        {
          do: 'reveal',
          n: 2,
          pick: { side: 'any', what: 'spirit', spiritType: 'BIRDFOLK', count: 1 },
          rest: 'trash',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'eitherAttackStep',
      apply: [{ loseEffects: 'all', to: { side: 'any', what: 'nexus', maxLevel: 1 } }],
    },
  ],
  // Giantwood Castle Keep: in the opponent's attack step, a battle won by a soul-core spirit of yours
  // (a tie included) refreshes one of your spirits; at LV2, in either attack step, opposing spirits'
  // "When Destroyed" effects do not trigger.
  'BSS02-115': [
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [1, 2],
      during: 'opponentAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [{ noWhenDestroyed: { side: 'opponent', what: 'spirit' } }],
    },
  ],
  // Nexus Hazard: paid from the hand, your Terrasaurs' symbols count twice (counting them twice only
  // lowers the cost, so it is always done); it destroys an opposing spirit of 3000 BP or less and an
  // opposing nexus together, and draws a card when used in your main step.
  'BSS02-116': [
    {
      kind: 'constant',
      inHand: true,
      apply: [
        {
          doubleSymbols: true,
          fromHand: true,
          to: { side: 'own', what: 'spirit', spiritType: 'TERRASAUR' },
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 3000 } },
        { do: 'select', add: true, target: { side: 'opponent', what: 'nexus', count: 1 } },
        { do: 'destroy', target: { side: 'chosen', what: 'spiritOrNexus', all: true } },
        { do: 'if', cond: { step: 'main' }, then: [{ do: 'draw', n: 1 }] },
      ],
    },
  ],
  // Flame Crystal: in your attack step, your attacking spirit is 1000 BP stronger while it is blocked;
  // at LV2, an attack by a soul-core spirit of yours is sent at an opposing spirit with a soul core.
  'BSS02-102': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      if: { count: { side: 'opponent', what: 'spirit', battle: 'blocking' }, atLeast: 1 },
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', battle: 'attacking' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [
        {
          do: 'attackSpirit',
          attacker: 'subject',
          target: { side: 'opponent', what: 'spirit', count: 1, soulCore: true },
        },
      ],
    },
  ],
  // Polar Ice Dragon Glaceus: with a soul core on it, the effects of opposing spirits can neither
  // select it nor take its cores; at LV2, spirits costing 3 or less cannot block its attacks.
  'BSS02-050': [
    {
      kind: 'constant',
      levels: [1, 2],
      if: { self: { side: 'self', soulCore: true } },
      apply: [
        {
          protect: 'select',
          from: 'opponent',
          source: { side: 'any', what: 'spirit' },
          to: { side: 'self' },
        },
        {
          protect: 'removeCores',
          from: 'opponent',
          source: { side: 'any', what: 'spirit' },
          to: { side: 'self' },
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'whileAttacking',
      apply: [{ noBlockBy: { side: 'opponent', what: 'spirit', maxCost: 3 }, to: { side: 'self' } }],
    },
  ],
  // Tranquil Ice Cavern: in the opponent's attack step your blockers are 1000 BP stronger; at LV2, in
  // either attack step, the effects of opposing soul-core spirits cannot select your soul-core spirits.
  'BSS02-108': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', battle: 'blocking' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [
        {
          protect: 'select',
          from: 'opponent',
          source: { side: 'any', what: 'spirit', soulCore: true },
          to: { side: 'own', what: 'spirit', soulCore: true },
        },
      ],
    },
  ],
  // Giant Beast Forest: destroyed by the opponent, it brings two void cores to your reserve. At LV2,
  // in the opponent's main step, their effects putting cards into their hand pump your spirits.
  'BSS02-107': [
    { kind: 'trigger', on: 'destroyedByOpponent', effect: [{ do: 'gainCore', n: 2, to: 'reserve' }] },
    {
      kind: 'trigger',
      levels: [2],
      on: 'addedToHand',
      who: 'opponent',
      by: 'opponent',
      during: 'opponentMainStep',
      effect: [{ do: 'bp', amount: 1000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
    },
  ],
  // Floating Grave White Whale: attacking, it mills three cards and strips all but one core from an
  // opposing spirit per spirit card milled. From LV2, in your attack step, each time one of your
  // attacking spirits reduces the opponent's life, an opposing spirit loses a core to its reserve.
  'BSS02-022': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2, 3],
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        {
          do: 'removeCores',
          n: 'allButOne',
          target: {
            side: 'opponent',
            what: 'spirit',
            countBy: { count: { side: 'chosen', zone: 'trash', what: 'spirit' } },
          },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'reserve' },
      ],
    },
  ],
  // King Vulture: summoned, the opponent picks one of their nexuses costing 3 or 6 and destroys it. It
  // attacks with Confront while the opponent controls a spirit with a When Summoned effect.
  'BSS02-012': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'destroy',
          target: { side: 'opponent', what: 'nexus', count: 1, costIn: [3, 6], chooser: 'opponent' },
        },
      ],
    },
    {
      kind: 'keyword',
      keyword: 'confront',
      levels: [1, 2],
      during: 'whileAttacking',
      if: { count: { side: 'opponent', what: 'spirit', hasTrigger: 'summoned' }, atLeast: 1 },
    },
  ],
  // Dragoon Commander Diraidalos: on your turn, when a spirit or magic of yours costing 7 or more
  // destroys an opposing spirit, it is treated as LV3 for the turn; at LV3, in your attack step, its red
  // symbol counts as two (damage and payment).
  'BSS02-009': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2, 3],
      during: 'yourTurn',
      filter: { side: 'opponent', what: 'spirit' },
      source: { side: 'own', what: 'spiritOrMagic', minCost: 7 },
      effect: [{ do: 'setLevel', level: 3, target: { side: 'self' }, until: 'turn' }],
    },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [
        { symbols: 1, to: { side: 'self' } },
        { doubleSymbols: true, to: { side: 'self' } },
      ],
    },
  ],
  // Fallen Angel Acedia: when summoned, every spirit that is not a Voidlord is at LV1 for the turn.
  // From LV2, in your attack step, your attacking Voidlords cannot be blocked by spirits with less BP
  // than them. At LV3, attacking, Luster.
  'BSS02-059': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'setLevel',
          level: 1,
          target: { side: 'any', what: 'spirit', notSpiritType: 'VOIDLORD', all: true },
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
          noBlockBy: {
            side: 'any',
            what: 'spirit',
            than: [{ what: 'bp', op: 'lt', amount: { of: 'subject', what: 'bp' } }],
          },
          to: { side: 'own', what: 'spirit', spiritType: 'VOIDLORD', battle: 'attacking' },
        },
      ],
    },
    { kind: 'keyword', keyword: 'luster', levels: [3], during: 'whileAttacking' },
  ],
  // Heavenly Gate Guardian Clavis: when summoned, pick one of your spirits; every yellow magic card in
  // your trash of that spirit's cost returns to your hand. At LV3, when it is blocked, the blocker is
  // at LV1 for the battle.
  'BSS02-058': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 1 } },
        {
          do: 'toHand',
          target: {
            side: 'own',
            zone: 'trash',
            what: 'magic',
            color: 'yellow',
            all: true,
            than: [{ what: 'cost', op: 'eq', amount: { of: 'chosen', what: 'cost' } }],
          },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'blocked',
      levels: [3],
      during: 'whileAttacking',
      effect: [
        {
          do: 'setLevel',
          level: 1,
          // The blocker is not selected: Armor does not stop it (11-5-1).
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          until: 'battle',
        },
      ],
    },
  ],
  // Harpy Nest Palace: in your attack step, a spirit blocking one of your Birdfolk is at LV1 for the
  // turn. At LV2, in the opponent's turn, when cores go into your reserve you may exhaust it: up to two
  // of your spirits, then as many of your reserve cores onto them as you like.
  'BSS02-111': [
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'BIRDFOLK' },
      effect: [
        {
          do: 'setLevel',
          level: 1,
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'coresToReserve',
      levels: [2],
      during: 'opponentTurn',
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 2, upTo: true } },
        { do: 'placeCores', n: 'any', from: 'reserve', target: { side: 'chosen' } },
      ],
    },
  ],
  // Arcana King Charles: the top card of the deck is revealed; a spirit card costing the same as one
  // of your spirits is summoned free, anything else is discarded. From LV2 your yellow spirits are
  // Otherlanders too.
  'BSS02-062': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: { side: 'own', what: 'spirit', costOfOwnSpirit: true, all: true },
          pickTo: 'field',
          rest: 'trash',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      apply: [{ gainSpiritType: 'OTHERLANDER', to: { side: 'own', what: 'spirit', color: 'yellow' } }],
    },
  ],
  // Arcana Joker: unblockable for the turn it is summoned; from LV2, attacking, it uses one "When
  // Summoned" effect of another Otherlander of yours as its own.
  'BSS02-065': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'any', what: 'spirit' } },
          target: { side: 'self' },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'whenSummonedAgain',
          as: 'self',
          target: { side: 'own', what: 'spirit', other: true, spiritType: 'OTHERLANDER', count: 1 },
        },
      ],
    },
  ],
  // Armortree Deity Herak Dynas: from LV2, in either attack step, Insectoid and Carapite spirit cards
  // in your hand have Swift (not once summoned, ruling on BSS02-087); at LV3 its attack adds a void
  // core to your reserve.
  'BSS02-087': [
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'eitherAttackStep',
      apply: [
        {
          grant: { keyword: 'swift' },
          to: { side: 'own', what: 'spirit', zone: 'hand', spiritTypes: ['INSECTOID', 'CARAPITE'] },
        },
      ],
    },
    { kind: 'trigger', on: 'attacks', levels: [3], effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
  ],
  // Reboot Code: the burst gives your white spirits, for the turn, a "when blocks" 2000 BP boost;
  // the flash effect refreshes up to three of your spirits, and those without a "when blocks" effect
  // cannot attack this turn.
  'BSS02-124': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [
        {
          do: 'gainAbility',
          ability: {
            kind: 'trigger',
            on: 'blocks',
            effect: [{ do: 'bp', amount: 2000, target: { side: 'self' }, until: 'battle' }],
          },
          target: { side: 'own', what: 'spirit', color: 'white', all: true },
          until: 'turn',
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'refresh', target: { side: 'own', what: 'spirit', count: 3, upTo: true } },
        {
          do: 'cannot',
          action: 'attack',
          target: { side: 'own', what: 'spirit', notHasTrigger: 'blocks', all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // The Three Cards: the burst makes your spirits Otherlanders for the turn; the main effect, with
  // three Otherlanders, takes the opposing nexuses' effects away for the turn (for good: a nexus
  // levelled up later gets nothing back, ruling on BSS02-128).
  'BSS02-128': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'apply',
          effect: { gainSpiritType: 'OTHERLANDER' },
          target: { side: 'own', what: 'spirit', all: true },
          until: 'turn',
        },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', spiritType: 'OTHERLANDER' }, atLeast: 3 },
          then: [
            {
              do: 'apply',
              effect: { loseEffects: 'all' },
              target: { side: 'opponent', what: 'nexus', all: true },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Ripper Princess Azalea: Curse on its attacks. Summoned from the hand (not from the trash: ruling
  // on this card), it mills your top card and stays exhausted unless that card was a spirit card.
  'BSS02-035': [
    { kind: 'keyword', keyword: 'curse', during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'summoned',
      fromHand: true,
      effect: [
        { do: 'discard', n: 1, side: 'own', from: 'deckTop' },
        {
          do: 'if',
          cond: { count: { side: 'chosen', zone: 'trash', what: 'spirit' }, atMost: 0 },
          then: [{ do: 'exhaust', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // Thunder Godmech Donar: Armor against red and yellow at LV1-2. At LV2, attacking or blocking, it may
  // take every core off one of your tokens (emptied, the token goes) for two cards.
  'BSS02-041': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'yellow'], levels: [1, 2] },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2],
      optional: true,
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', token: true, count: 1 } },
        {
          do: 'if',
          cond: { count: { side: 'chosen', what: 'spirit' }, atLeast: 1 },
          then: [
            { do: 'removeCores', n: 'all', target: { side: 'chosen', what: 'spirit' }, to: 'self' },
            { do: 'draw', n: 2 },
          ],
        },
      ],
    },
  ],
  // Eternal Phoenix Tokiwa: 10000 BP stronger while the opponent has a Voidlord spirit. From LV2 each
  // attack makes the opponent exhaust one of their refreshed spirits (their pick); at LV3 it may send
  // all but three of its cores to your reserve to refresh itself.
  'BSS02-077': [
    {
      kind: 'constant',
      if: { count: { side: 'opponent', what: 'spirit', spiritType: 'VOIDLORD' }, atLeast: 1 },
      apply: [{ bp: 10000, to: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'exhaust',
          target: { side: 'opponent', what: 'spirit', exhausted: false, count: 1, chooser: 'opponent' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      optional: true,
      effect: [
        { do: 'removeCores', n: { allBut: 3 }, target: { side: 'self' }, to: 'reserve' },
        { do: 'refresh', target: { side: 'self' } },
      ],
    },
  ],
  // Infinite Ant Undercity: a token of yours arriving brings one core back from your trash, into your
  // reserve or onto that token (your choice); tokens summoned together count once (ruling on this
  // card). At LV2, in either attack step, your spirits without effects gain 1000 BP per core on them.
  'BSS02-114': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      filter: { side: 'own', what: 'spirit', token: true },
      effect: [
        {
          do: 'oneOf',
          options: [
            [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' }],
            [{ do: 'placeCores', n: 1, from: 'trash', target: { side: 'subject' } }],
          ],
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [
        {
          bp: 1000,
          per: { of: 'subject', what: 'cores' },
          to: { side: 'own', what: 'spirit', noAbilities: true },
        },
      ],
    },
  ],
  // Ice Goddess Frig: while it is on the field, every card either player draws outside their own draw
  // step costs them a core; short of cores, they draw only the cards they could pay for.
  'BSS02-054': [{ kind: 'constant', levels: [1, 2], apply: [{ drawCost: 1 }] }],
  // Winged Godmech Grand Woden: in your opponent's turn their magic from the hand also costs a discard;
  // from LV2, in your turn, it refreshes when they use magic from the hand; at LV3 it gains 4000 BP for
  // the turn whenever a spirit of yours is refreshed (itself in the refresh step too, official ruling).
  'BSS02-040': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'opponentTurn',
      apply: [
        { extraCost: [{ pay: 'discard', n: 1 }], to: { side: 'opponent', what: 'magic', zone: 'hand' } },
      ],
    },
    {
      kind: 'trigger',
      on: 'magicUsed',
      filter: { side: 'opponent', what: 'magic' },
      fromHand: true,
      levels: [2, 3],
      during: 'yourTurn',
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'refreshed',
      filter: { side: 'own', what: 'spirit' },
      levels: [3],
      effect: [{ do: 'bp', amount: 4000, target: { side: 'self' }, until: 'turn' }],
    },
  ],
};

export default abilities;

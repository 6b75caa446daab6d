// BSS02, cards BSS02-059 to BSS02-104: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS02.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { ANTMAN } from '../shared/tokens.ts';

export const BSS02_059_104: Record<string, Ability[]> = {
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
  // Mace Angel: Luster while it attacks.
  'BSS02-061': [{ kind: 'keyword', keyword: 'luster', during: 'whileAttacking' }],
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
  // Princess Hachikazuki: Luster while it attacks at LV3.
  'BSS02-074': [{ kind: 'keyword', keyword: 'luster', levels: [3], during: 'whileAttacking' }],
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
  // Antman General: arriving, one exhausted Antman Token.
  'BSS02-083': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'token', token: ANTMAN, n: 1, exhausted: true }] },
  ],
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
  // Loyal Retainer Ezowolf: Gale 1 on its attacks.
  'BSS02-095': [{ kind: 'keyword', keyword: 'gale', value: 1, during: 'whileAttacking' }],
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
};

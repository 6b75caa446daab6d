// BT5 (Miraculous Revival): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from BT5.json; the text players read is
// generated from these definitions. The red and blue cards are here; the others in BT5/.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { CardFilter, Directive } from '../../src/vocab.ts';
import {
  barrier,
  blocker,
  critical,
  doubleStrike,
  playFromDrop,
  whenAttacks,
  whenPlayed,
} from './lib/common.ts';
import { battleExtraFor, leaderBattlePower, selfPowerForTurn, weakenOpponent } from './BT4/helpers.ts';
import {
  alsoDesire,
  counterByLifeSparking,
  DRAGON_BALL,
  deadlyDefender,
  deckToDrop,
  drawOne,
  mainWithLeader,
  playFromDeck,
  shenronLeader,
  superComboAtFourLife,
  superComboSparking,
} from './BT5/shapes.ts';
import { BT5_BLUE_SEARCHES } from './BT5/blue-searches.ts';
import { counterUnderLeader } from './BT6/helpers.ts';
import { BT5_GREEN_YELLOW_BLACK } from './BT5/green-yellow-black.ts';

const KING_PICCOLO = 'King Piccolo, Terror Unleashed';
const RETURN_TO_YOUTH = "A King's Return to Youth";
const NON_BLACK_BATTLE: CardFilter = { type: 'battle', not: { colors: ['black'] } };

/** One Drop Area card matching `filter` may enter play (rested when `rest`). */
function playOneFromDrop(filter: CardFilter, rest = false): Directive {
  return {
    do: 'play',
    target: { side: 'own', zone: 'drop', count: 1, upTo: true, filter },
    ...(rest ? { rest } : {}),
  };
}

const BT5_RED: SetSkills = {
  'BT5-003': {
    note: 'The data writes the [Evolve] cost as (R)(R): two red energy (SOURCE.md).',
    skills: [
      {
        kind: 'evolve',
        variant: 'evolve',
        cost: [{ pay: 'energy', n: 2, colors: { red: 2 } }],
        onto: { colors: ['red'], name: 'Son Goku', cost: { min: 1, max: 1 } },
      },
      critical,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [
          { pay: 'burst', n: 3 },
          { pay: 'koBattle', n: 1, filter: { colors: ['red'] } },
        ],
        effect: [{ do: 'stand', target: { side: 'self' } }],
      },
    ],
  },
  'BT5-005': {
    skills: [
      barrier,
      {
        kind: 'auto',
        on: { on: 'combo', from: 'battle' },
        effect: [
          ...playFromDeck({ colors: ['red'], name: 'Son Goku', cost: { min: 1, max: 1 } }),
          { do: 'if', cond: { chosen: {} }, then: [drawOne] },
        ],
      },
    ],
  },
  'BT5-008': { skills: superComboAtFourLife('red') },
  'BT5-011': { skills: deadlyDefender('red') },
  'BT5-012': { skills: superComboSparking('red') },
  'BT5-013': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo', from: 'battle' },
        effect: [
          {
            do: 'ifPaid',
            cost: [{ pay: 'life', n: 1, to: 'hand' }],
            then: playFromDeck({ colors: ['red'], name: 'Yamcha', cost: { min: 2, max: 2 } }),
          },
        ],
      },
    ],
  },
  'BT5-014': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: {
          all: [
            { leader: shenronLeader() },
            { count: { side: 'own', zone: 'drop', filter: { name: "Oolong's Wish" } }, min: 1 },
          ],
        },
        then: [{ do: 'draw', n: 2 }],
      }),
    ],
  },
  'BT5-015': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'kod' },
        effect: [
          playOneFromDrop({ name: 'Pilaf, Leader of the Crew' }),
          playOneFromDrop({ name: 'Shu, Trusted Lackey' }),
          playOneFromDrop({ name: 'Mai, Trusted Lackey' }),
        ],
      },
    ],
  },
  'BT5-017': {
    note: 'The data writes the cost as [one]: one energy of any colour (SOURCE.md).',
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'energy', n: 1 }],
        effect: playFromDeck({ name: 'Mai, Trusted Lackey' }),
      },
    ],
  },
  'BT5-018': { skills: [whenPlayed({ do: 'search', filter: DRAGON_BALL, n: 1, to: 'hand' })] },
  'BT5-019': {
    skills: [
      blocker,
      { kind: 'auto', on: { on: 'kod' }, effect: [playOneFromDrop({ character: ['Spike'] }, true)] },
    ],
  },
  'BT5-020': {
    skills: [
      whenAttacks(selfPowerForTurn(9000)),
      { kind: 'auto', on: { on: 'kod' }, effect: [playOneFromDrop({ character: ['Son Gohan'] }, true)] },
    ],
  },
  'BT5-021': {
    skills: [
      whenPlayed(
        ...deckToDrop({ character: ['Bandages', 'Spike', 'Son Gohan'] }),
        playOneFromDrop({ character: ['Bandages'] }),
      ),
    ],
  },
  'BT5-022': {
    skills: [
      doubleStrike,
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'drop', filter: { name: RETURN_TO_YOUTH } }, min: 1 },
        effect: [{ c: 'cost', amount: -1 }],
      },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        sparking: 10,
        cost: [
          { pay: 'warpDrop', n: 1, filter: { any: [{ name: KING_PICCOLO }, { name: RETURN_TO_YOUTH }] } },
        ],
        effect: [
          {
            do: 'if',
            cond: { leader: shenronLeader('red') },
            then: [{ do: 'stand', target: { side: 'self' } }],
          },
        ],
      },
    ],
  },
  'BT5-023': {
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        if: { leader: { colors: ['red'] } },
        effect: [
          {
            do: 'power',
            target: { side: 'own', zone: 'field', count: 1, upTo: true },
            amount: 40000,
            until: 'battle',
          },
          weakenOpponent(10000),
        ],
      },
      counterByLifeSparking,
    ],
  },
  'BT5-024': { skills: [alsoDesire, mainWithLeader(shenronLeader(), drawOne, weakenOpponent(5000))] },
  'BT5-025': {
    skills: [
      alsoDesire,
      mainWithLeader(
        shenronLeader('red'),
        {
          do: 'move',
          target: { side: 'own', zone: 'deck', count: 1, upTo: true, filter: { name: KING_PICCOLO } },
          to: 'hand',
        },
        {
          do: 'move',
          target: { side: 'own', zone: 'deck', count: 1, upTo: true, filter: { name: RETURN_TO_YOUTH } },
          to: 'hand',
        },
        { do: 'shuffle' },
      ),
    ],
  },
};

const BT5_BLUE: SetSkills = {
  'BT5-028': { skills: [blocker, barrier] },
  'BT5-032': { skills: superComboSparking('blue') },
  'BT5-033': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [{ do: 'move', target: { side: 'self' }, to: 'hand' }],
      },
    ],
  },
  'BT5-034': { skills: deadlyDefender('blue') },
  'BT5-036': {
    skills: [
      whenPlayed({
        do: 'ifPaid',
        cost: [{ pay: 'life', n: 1, to: 'hand' }],
        then: [{ do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true }, to: 'hand' }],
      }),
    ],
  },
  'BT5-039': {
    note: 'The data writes the [Union-Fusion] cost as BB: two blue energy (SOURCE.md).',
    skills: [
      critical,
      {
        kind: 'union',
        variant: 'fusion',
        cost: [{ pay: 'energy', n: 2, colors: { blue: 2 } }],
        characters: ['Son Goten', 'Trunks: Youth'],
      },
      { kind: 'auto', on: { on: 'played', union: true }, effect: [{ do: 'draw', n: 2 }] },
      whenAttacks(drawOne),
    ],
  },
  'BT5-040': {
    skills: [
      doubleStrike,
      barrier,
      {
        kind: 'auto',
        on: { on: 'played' },
        cost: [{ pay: 'burst', n: 5 }],
        effect: [
          {
            do: 'move',
            target: {
              side: 'opp',
              zone: 'battle',
              count: 100,
              upTo: true,
              filter: { power: { max: 20000 } },
            },
            to: 'hand',
          },
        ],
      },
    ],
  },
  'BT5-041': { skills: superComboAtFourLife('blue') },
  'BT5-042': { skills: [blocker] },
  'BT5-043': {
    skills: [
      barrier,
      {
        kind: 'auto',
        on: { on: 'combo' },
        effect: [{ do: 'move', target: { side: 'opp', zone: 'combo', count: 1, upTo: true }, to: 'hand' }],
      },
    ],
  },
  'BT5-044': {
    skills: [
      whenPlayed(drawOne),
      {
        kind: 'auto',
        if: { turn: 'own' },
        on: { on: 'cardPlayed', side: 'opp', filter: { type: 'battle' } },
        effect: [
          { do: 'move', target: { side: 'opp', zone: 'hand', count: 1, chooser: 'opp' }, to: 'deckBottom' },
        ],
      },
    ],
  },
  'BT5-045': {
    note: '"You may choose 2 ...; if you do": offered only when 2 such cards are there (8-5-3-1).',
    skills: [
      whenPlayed({
        do: 'if',
        cond: { count: { side: 'opp', zone: 'drop', filter: NON_BLACK_BATTLE }, min: 2 },
        then: [
          {
            do: 'may',
            then: [
              {
                do: 'move',
                target: { side: 'opp', zone: 'drop', count: 2, filter: NON_BLACK_BATTLE },
                to: 'deckBottom',
              },
              drawOne,
            ],
          },
        ],
      }),
    ],
  },
  'BT5-047': {
    skills: [
      critical,
      whenPlayed({
        do: 'restrictPlay',
        side: 'own',
        banned: { name: 'Infernal Chain Janemba' },
        until: 'turn',
      }),
      {
        kind: 'activate',
        timing: ['main'],
        sparking: 10,
        cost: [{ pay: 'moveSelf', to: 'deckBottom' }],
        effect: [
          {
            do: 'if',
            cond: { leader: { trait: ['Evil Incarnate'] } },
            then: [playFromDrop({ character: ['Janemba'], cost: { min: 4, max: 4 } }, true, 'warp')],
          },
        ],
      },
    ],
  },
  'BT5-050': {
    skills: [
      counterUnderLeader(
        { colors: ['blue'] },
        {
          do: 'stand',
          target: { side: 'own', zone: 'energy', count: 2, upTo: true, filter: { colors: ['blue'] } },
        },
      ),
      counterByLifeSparking,
    ],
  },
  'BT5-051': {
    skills: [
      alsoDesire,
      mainWithLeader(shenronLeader('blue'), {
        do: 'stand',
        target: { side: 'own', zone: 'leader', count: 1 },
      }),
    ],
  },
  'BT5-052': {
    skills: [
      battleExtraFor({ character: ['Gogeta'] }, leaderBattlePower(15000), {
        do: 'gain',
        target: { side: 'own', zone: 'leader', all: true },
        spec: { k: 'critical' },
        until: 'battle',
      }),
    ],
  },
};

/** The set: red and blue here, the blue searches, green, yellow and black in BT5/. */
export const BT5: SetSkills = { ...BT5_RED, ...BT5_BLUE, ...BT5_BLUE_SEARCHES, ...BT5_GREEN_YELLOW_BLACK };
// BT5 cards looked at (issue 16) and left, each for a want in the vocabulary:
// - BT5-001: its back side's "(a chosen Battle Card) can attack Battle Cards in Active Mode for the
//   turn": `attackActive` is a continuous only, no directive grants it (as BT4-100).
// - BT5-002, 026, 053, 080: the front's search "from your deck or life" (two areas, one choice) and
//   the back's "activate the [Activate: Main] skill of a 《Desire》 card in your hand" have none.
// - BT5-007: its cost places this card and named cards of the Drop Area at the deck bottom; no cost.
// - BT5-009: "can't have its attack negated" and "deals 2 damage when it KOs a Battle Card", granted
//   for the turn, have no directive.
// - BT5-016: its second skill's cost (a [Dragon Ball] card from the deck to the Drop Area) has none.
// - BT5-066, 068: [Union-Absorb] whose cost places a card from the hand or the Drop Area under this
//   card, then plays a card on top of it, has none (`union` absorb takes one area, no such cost).
// - BT5-115: "from your Drop Area or Warp" (two areas, one choice) has no target; its [Counter] by a
//   life card is `counterByLife`.
// - BT5-027: "during this turn, when your opponent activates [Counter: Play], they ..." has no
//   delayed trigger.
// - BT5-037: "if you played this card using [Union]", read by its [Activate: Main], has no condition.
// - BT5-038: "your opponent shuffles their hand into their deck, then draws 3": `draw` and `shuffle`
//   act on the master only.
// - BT5-048: "when this card is sent from a Battle Area to a Warp" has no trigger.
// - BT5-049: its cost (a ＜Janemba＞ from the deck to the Warp, this card to the deck bottom) has none.
// - BT5-055: "negate their skills for the turn" for cards in play: `negate` knows a play only.
// - BT5-071: "when this card is placed in your Drop Area from your deck ... play it by paying its
//   energy cost" has no trigger.
// - BT5-109: "if your opponent placed a card in their energy using a skill during this game" has no
//   condition.
// - BT5-111: "when this card's attack is negated or it fails to deal damage" has no trigger.
// - BT5-112: "when your opponent plays a Battle Card ... using a non-keyword skill" has no trigger.
// - BT5-119: "an energy cost less than or equal to your current energy" has no filter
//   (`costAtLeastEnergy` is the other way).
// - BT5-120: its [EX-Evolve] cost (every other card of the hand) and its [Activate: Main] cost (named
//   cards of the Drop Area to the deck bottom) have none.

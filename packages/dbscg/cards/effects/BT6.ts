// BT6 (Destroyer Kings): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from BT6.json; the text players read is
// generated from these definitions. The red and blue cards are here; the others in BT6/.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { CardFilter, Directive } from '../../src/vocab.ts';
import { doubleStrike, drawOnAttack, dualAttack, koOpponents, whenPlayed } from './lib/common.ts';
import { selfPowerForTurn, weakenOpponent } from './BT4/helpers.ts';
import { fromDeckOrDrop } from './BT5/shapes.ts';
import { awakenDrawStandOne } from './lib/starter.ts';
import {
  counterUnderLeader,
  discardOwn,
  dropToHand,
  leaderIs,
  lookTakeOne,
  oncePerTurnMain,
  quickshift,
  returnAtTurnEnd,
  sparkingAuto,
  superComboDrawAtFour,
  superComboDrawSparking,
  weakenOpponents,
} from './BT6/helpers.ts';
import { BT6_GREEN_YELLOW } from './BT6/green-yellow.ts';
import { BT6_BLACK } from './BT6/black.ts';

const RED_FRIEZAS_ARMY: CardFilter = { colors: ['red'], trait: ["Frieza's Army"] };
const RED_GOKU: CardFilter = { colors: ['red'], character: ['Son Goku : Br'] };
const RED_VEGETA: CardFilter = { colors: ['red'], character: ['Vegeta : Br'] };
const SAIYAN_DUO_VEGETA = 'Saiyan Duo Vegeta';

/**
 * BT6-004, BT6-008 ([Sparking 2], 10-29): when played, look at up to 5 cards of the deck, up to 1
 * ＜Gogeta : Br＞ or the named red card to the hand, shuffle; if a card was added, 1 card of the hand
 * to the Drop Area (8-10-1: read through the card the move took).
 */
function preemptiveLook(partner: CardFilter): Directive[] {
  return [
    ...lookTakeOne(5, { any: [{ character: ['Gogeta : Br'] }, partner] }),
    { do: 'shuffle' },
    { do: 'if', cond: { chosen: {} }, then: [discardOwn(1)] },
  ];
}

/**
 * BT6-005, BT6-009: when played, look at up to 3 cards of the deck, up to 1 ＜Veku : Br＞ or the
 * named red card to the hand, the others to the deck's bottom; this card returns to the hand at the
 * end of the turn (6-5, a delayed effect).
 */
function prepping(partner: CardFilter): Directive[] {
  return [
    ...lookTakeOne(3, { any: [{ character: ['Veku : Br'] }, partner] }),
    { do: 'move', target: { side: 'looked' }, to: 'deckBottom' },
    { do: 'atTurnEnd', then: [{ do: 'move', target: { side: 'self' }, to: 'hand' }] },
  ];
}

const BT6_RED: SetSkills = {
  'BT6-001': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'discard', n: 1, filter: { any: [RED_GOKU, RED_VEGETA] } }],
        effect: [
          { do: 'draw', n: 2 },
          { do: 'move', target: { side: 'own', zone: 'life', count: 1, upTo: true }, to: 'hand' },
        ],
      },
      awakenDrawStandOne,
    ],
    back: [
      drawOnAttack,
      {
        kind: 'activate',
        timing: ['battle'],
        once: true,
        cost: [{ pay: 'discard', n: 1, filter: { colors: ['red'] } }],
        effect: [
          {
            do: 'if',
            cond: {
              all: [
                { drop: { min: 2 }, filter: RED_GOKU },
                { drop: { min: 2 }, filter: RED_VEGETA },
                { turn: 'own' },
              ],
            },
            then: [
              { do: 'limitCounters', side: 'opp', until: 'turn', minCost: 2 },
              selfPowerForTurn(5000),
              { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
            ],
          },
        ],
      },
    ],
  },
  'BT6-003': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played', from: 'hand' },
        sparking: 3,
        effect: [
          { do: 'look', n: 7, zone: 'deck', keep: true },
          { do: 'play', target: { side: 'chosen', count: 1, upTo: true, filter: RED_VEGETA }, rest: true },
          { do: 'shuffle' },
        ],
      },
      oncePerTurnMain(selfPowerForTurn(10000), {
        do: 'ban',
        target: { side: 'self' },
        what: 'attackActive',
        until: 'turn',
      }),
      returnAtTurnEnd,
    ],
  },
  'BT6-004': {
    skills: [
      sparkingAuto(2, { on: 'played' }, ...preemptiveLook(RED_VEGETA)),
      oncePerTurnMain(selfPowerForTurn(5000)),
      returnAtTurnEnd,
    ],
  },
  'BT6-005': { skills: [whenPlayed(...prepping(RED_VEGETA))] },
  'BT6-006': { skills: superComboDrawAtFour('red') },
  'BT6-007': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        sparking: 3,
        cost: [{ pay: 'rest' }],
        effect: [
          { do: 'look', n: 7, zone: 'deck', keep: true },
          { do: 'play', target: { side: 'chosen', count: 1, upTo: true, filter: RED_GOKU } },
          { do: 'shuffle' },
        ],
      },
      oncePerTurnMain(weakenOpponents(10000, 1, undefined, true)),
      returnAtTurnEnd,
    ],
  },
  'BT6-008': {
    skills: [
      sparkingAuto(2, { on: 'played' }, ...preemptiveLook(RED_GOKU)),
      oncePerTurnMain(weakenOpponents(5000, 1, undefined, true)),
      returnAtTurnEnd,
    ],
  },
  'BT6-009': { skills: [whenPlayed(...prepping(RED_GOKU))] },
  'BT6-010': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'comboEnd', from: 'hand' },
        effect: [
          {
            do: 'if',
            cond: { all: [{ turn: 'opp' }, leaderIs({ colors: ['red'] })] },
            then: [{ do: 'play', target: { side: 'self' }, rest: true }],
          },
        ],
      },
      whenPlayed(weakenOpponent(5000)),
    ],
  },
  'BT6-011': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: { count: { side: 'own', zone: 'battle', filter: { trait: ['Saiyan'] } }, min: 1 },
        then: [{ do: 'draw', n: 2 }, discardOwn(2)],
      }),
    ],
  },
  'BT6-018': {
    printed: 3,
    note: 'The cost reduction is one printed skill written as two (5 and 10 red Extra Cards in the Drop Area).',
    skills: [
      doubleStrike,
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'drop', filter: { type: 'extra', colors: ['red'] } }, min: 5 },
        effect: [{ c: 'cost', amount: -1 }],
      },
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'drop', filter: { type: 'extra', colors: ['red'] } }, min: 10 },
        effect: [{ c: 'cost', amount: -1 }],
      },
      whenPlayed({
        do: 'if',
        cond: leaderIs(RED_FRIEZAS_ARMY),
        then: [
          {
            do: 'ko',
            target: {
              side: 'both',
              zone: 'battle',
              all: true,
              filter: { power: { max: 25000 }, other: true },
              ignoreBarrier: true,
            },
          },
        ],
      }),
    ],
  },
  'BT6-019': {
    skills: [
      whenPlayed({
        do: 'if',
        cond: leaderIs(RED_FRIEZAS_ARMY),
        then: [
          {
            do: 'control',
            target: {
              side: 'opp',
              zone: 'battle',
              count: 1,
              upTo: true,
              filter: { power: { max: 25000 } },
              ignoreBarrier: true,
            },
          },
        ],
      }),
    ],
  },
  'BT6-020': { skills: [quickshift('red')] },
  'BT6-021': {
    printed: 1,
    note: 'One printed skill, two triggers (played, combo).',
    skills: playOrCombo({
      do: 'if',
      cond: leaderIs(RED_FRIEZAS_ARMY),
      then: [dropToHand({ type: 'extra', colors: ['red'] })],
    }),
  },
  'BT6-022': {
    printed: 1,
    note: 'One printed skill, two triggers (played, combo).',
    skills: playOrCombo({
      do: 'if',
      cond: leaderIs(RED_FRIEZAS_ARMY),
      then: [{ do: 'ifPaid', cost: [{ pay: 'discard', n: 1 }], then: [weakenOpponent(5000)] }],
    }),
  },
  'BT6-024': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          { do: 'look', n: 7, zone: 'deck', keep: true },
          {
            do: 'move',
            target: {
              side: 'chosen',
              count: 2,
              upTo: true,
              filter: { ...RED_FRIEZAS_ARMY, cost: { min: 4 } },
            },
            to: 'hand',
          },
          { do: 'shuffle' },
        ],
      },
    ],
  },
  'BT6-025': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        if: leaderIs({ colors: ['red'] }),
        effect: [koOpponents(1, { power: { max: 20000 } })],
      },
    ],
  },
  'BT6-026': {
    skills: [
      counterUnderLeader(
        { colors: ['red'] },
        {
          do: 'ifPaid',
          cost: [{ pay: 'discard', n: 1, filter: { colors: ['red'] } }],
          then: [weakenOpponents(15000, 2)],
        },
      ),
    ],
  },
};

/** "When you play or combo with this card, (effect)": one printed skill, two triggers (8-6-5-3, 7-2-1-2-2). */
function playOrCombo(...effect: Directive[]): [ReturnType<typeof whenPlayed>, ReturnType<typeof whenPlayed>] {
  return [whenPlayed(...effect), { kind: 'auto', on: { on: 'combo' }, effect }];
}

const BT6_BLUE: SetSkills = {
  'BT6-029': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        cost: [{ pay: 'burst', n: 5 }],
        effect: [
          { do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true }, to: 'deckBottom' },
          { do: 'move', target: { side: 'self' }, to: 'hand' },
        ],
      },
    ],
  },
  'BT6-031': {
    skills: [
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'battle', filter: { name: SAIYAN_DUO_VEGETA } }, min: 1 },
        effect: [{ c: 'power', amount: 9000 }],
      },
      whenPlayed({
        do: 'ifPaid',
        cost: [{ pay: 'discard', n: 1 }],
        then: [
          fromDeckOrDrop(
            { do: 'search', filter: { name: SAIYAN_DUO_VEGETA }, n: 1, to: 'battle', rest: true },
            {
              do: 'play',
              target: {
                side: 'own',
                zone: 'drop',
                count: 1,
                upTo: true,
                filter: { name: SAIYAN_DUO_VEGETA },
              },
              rest: true,
            },
          ),
        ],
      }),
    ],
  },
  'BT6-032': { skills: [dualAttack] },
  'BT6-033': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        sparking: 3,
        effect: [
          { do: 'move', target: { side: 'self' }, to: 'drop' },
          { do: 'move', target: { side: 'opp', zone: 'battle', all: true }, to: 'hand' },
        ],
      },
    ],
  },
  'BT6-038': {
    skills: [
      whenPlayed({
        do: 'choose',
        n: 1,
        options: [
          [{ do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 3 }, until: 'turn' }],
          [{ do: 'gain', target: { side: 'self' }, spec: { k: 'dualAttack', n: 3 }, until: 'turn' }],
          [selfPowerForTurn(30000)],
        ],
      }),
    ],
  },
  'BT6-039': { skills: superComboDrawSparking('blue') },
  'BT6-040': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'combo' },
        effect: [
          {
            do: 'gather',
            target: {
              side: 'own',
              zone: 'battle',
              count: 1,
              upTo: true,
              filter: { colors: ['blue'], character: ['Son Goku'] },
            },
          },
          { do: 'under', deckTop: 1, onto: 'chosen' },
        ],
      },
    ],
  },
  'BT6-044': {
    note: 'The data writes the cost as [one]: one energy of any colour (SOURCE.md).',
    skills: [
      {
        kind: 'auto',
        on: { on: 'played', from: 'hand' },
        effect: [dropToHand({ colors: ['blue'], trait: ['Majin'] })],
      },
      {
        kind: 'activate',
        timing: ['main'],
        if: leaderIs({ trait: ['Majin'] }),
        cost: [{ pay: 'energy', n: 1 }],
        effect: [
          {
            do: 'play',
            target: {
              side: 'own',
              zone: 'energy',
              count: 1,
              filter: { colors: ['blue'], character: ['Majin Buu'], cost: { min: 3, max: 3 } },
            },
          },
          {
            do: 'if',
            cond: { chosen: {} },
            then: [{ do: 'move', target: { side: 'self' }, to: 'energy', rest: true }],
          },
        ],
      },
    ],
  },
  'BT6-045': { skills: [quickshift('blue')] },
  'BT6-046': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        cost: [{ pay: 'burst', n: 3 }],
        effect: [
          {
            do: 'if',
            cond: leaderIs({ trait: ['Majin'] }),
            then: [{ do: 'move', target: { side: 'own', zone: 'life', count: 1 }, to: 'hand' }],
          },
        ],
      },
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'move',
            target: {
              side: 'own',
              zone: 'energy',
              count: 1,
              filter: {
                colors: ['blue'],
                character: ['Majin Buu'],
                not: { name: 'Majin Buu, Prelude to Villainy' },
              },
            },
            to: 'hand',
          },
          {
            do: 'if',
            cond: { chosen: {} },
            then: [{ do: 'move', target: { side: 'self' }, to: 'energy', rest: true }],
          },
        ],
      },
    ],
  },
  'BT6-052': {
    skills: [
      counterUnderLeader(
        { colors: ['blue'] },
        {
          do: 'move',
          target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 2 } } },
          to: 'hand',
        },
      ),
    ],
  },
};

/** The set: red and blue here, green, yellow and black in BT6/. */
export const BT6: SetSkills = { ...BT6_RED, ...BT6_BLUE, ...BT6_GREEN_YELLOW, ...BT6_BLACK };

// BT6 cards looked at (issue 16) and left, each for a want in the vocabulary (BT6-016, 048, 073 and
// 090 print no skill):
// - BT6-002: a deck-construction [Permanent] (no Battle Cards of energy cost 3 or less) has no rule
//   read from a leader's skill (5-1).
// - BT6-012, BT6-013: [Union-Fusion] asking for red cards of those characters: `union` names
//   characters only, not colours.
// - BT6-014, BT6-015: "this card can't be KO'd" by any means has no continuous (`noBattleKo` and
//   `noSkillKo` stop the battle's or the opponent's only); BT6-015's "can't be played from any area
//   unless ..." neither.
// - BT6-017, BT6-023: an additional cost forced on the players' plays ("unless they place 4 life
//   cards / 3 hand cards in the Drop Area") has no vocabulary.
// - BT6-027, BT6-054, BT6-106: the back side activates a 《Desire》 card's [Activate: Main] from the
//   hand: no directive activates another card's skill.
// - BT6-028: "you can't send cards from Drop Areas to Warps" has no continuous.
// - BT6-030, BT6-034: "you can only play blue and no other colour Battle Cards" / "non-＜Vegito＞
//   Battle Cards can't be played" while in play: `noBattlePlay` has no filter.
// - BT6-035, BT6-037, BT6-115: "can only be played from Energy Areas (your hand)" has no continuous.
// - BT6-036: "a ＜Vegito＞ with an energy cost less than or equal to your current energy" has no
//   filter (`costAtLeastEnergy` asks the opposite).
// - BT6-049, BT6-050: a card placed under the card the skill played: `under` with `onto: 'chosen'`
//   reads the cards chosen, not the object the play made of them.
// - BT6-041, BT6-042: "when this card is played from an Energy Area" has no trigger.
// - BT6-043: "if this card would be removed from your Battle Area by an opponent's skill" has no
//   replacement (only KO and damage).
// - BT6-047: "treat 《Agent of Destruction》 cards in your hand as if they had no specified cost" has
//   no continuous (its "only up to 1 in play" is `onlyOneInPlay`).
// - BT6-071: "when your opponent's Battle Card is KO'd, ... play this card from your hand" has no
//   trigger in the hand.
// - BT6-099: its cost choosing 5 《Boujack Brigade》 cards of the Drop Area, which the effect then
//   shuffles into the deck, has no cost.
// - BT6-051: "you can't activate {Dawn of Evil} this turn" has no ban on activating an Extra Card.
// - BT6-053: "you can't add cards from your life to your hand" (this turn, or during your turn) has
//   no vocabulary.
// - BT6-055: a cost that chooses a card of the Battle Area without moving it has no cost.
// - BT6-057: negating one keyword skill of an opponent's card has no directive.
// - BT6-063: "choose 1 or 2 cards from your life" has no count with a minimum (`upTo` allows 0).
// - BT6-065: "removed from your Battle Area by a skill" without KOs has no trigger (`leftBattle`
//   counts KOs too).
// - BT6-074: choosing a card from the opponent's revealed hand for them to discard has no vocabulary.
// - BT6-080: "2 or more 《Boujack Brigade》 cards you comboed with from a Battle Area" in the Combo
//   Area has no condition.
// - BT6-081, BT6-082: "you can't place this card in your Combo Area unless ..." has no continuous;
//   BT6-082 reads a card BT6-081 places under the card it played.
// - BT6-093: "when your opponent switches 1 of their cards to Active Mode" has no trigger.
// - BT6-105: "choose 1 {Four-Star Ball} from your hand and reveal it" has no cost; [Awaken] at 6 life
//   or less has no continuous (`awakenAnyLife` is any life).
// - BT6-111: "the opponent can't switch energy to Active Mode with non-[Awaken] skills" has no ban.
// - BT6-112: "when a card in your hand is placed in your Drop Area by an opponent's skill" has no
//   trigger.
// - BT6-114: "when your ＜Son Goku : Childhood＞ is KO'd by an opponent's skill or leaves a Battle
//   Area" has no trigger for another card leaving.
// - BT6-116, BT6-126: costs choosing cards of Drop Areas (or the Warp) that the effect then plays
//   have no cost.
// - BT6-121: "when you play this card from your hand or Warp" and the cost "send this card to its
//   owner's Warp" have no vocabulary.
// - BT6-125: a trigger in the hand on another card's removal, playing this card, has no trigger.

// BT7 (Assault of the Saiyans): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from BT7.json; the text players read is
// generated from these definitions. Cards whose skills the vocabulary does not say exactly are left
// out (the list closes this file).
import type { SetSkills } from '../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../src/vocab.ts';
import {
  barrier,
  blocker,
  doubleStrike,
  koOpponents,
  negateAndPlaySelf,
  onOwnTurnCombo,
  opponentCostingTwoOrLess,
  overRealm,
  playFromDrop,
  revenge,
  selfPower,
  superComboUnderLeader,
  whenAttacks,
  whenEvolved,
  whenOverRealmed,
  whenPlayed,
} from './lib/common.ts';
import { lookAndTake } from './lib/look-and-take.ts';
import { drawOnLeaderAttack } from './lib/starter.ts';
import {
  battleExtraFor,
  deflect,
  leaderBattlePower,
  opponentGivesUp,
  weakenOpponent,
} from './BT4/helpers.ts';
import { discardOwn, dropToHand, drawOne, lookTakeOne, superComboDrawAtFour } from './BT6/helpers.ts';
import {
  bounceOpponent,
  counterPlaySelf,
  discardToDraw,
  drainStoodEnergy,
  exEvolveOntoRedTwo,
  GOHAN_ADOLESCENCE,
  lifeToHandFor,
  lookThreeRestToBottom,
  multicolorEnergyDiscount,
  noOpponentSkillKo,
  searchNamed,
} from './BT7/helpers.ts';

const UNIVERSE_6: CardFilter = { colors: ['blue', 'yellow'], trait: ['Universe 6'] };
const BLUE_YELLOW_SAIYAN: CardFilter = { colors: ['blue', 'yellow'], trait: ['Saiyan'] };
const indestructible: Skill = { kind: 'keyword', spec: { k: 'indestructible' } };
const drawTwo: Directive = { do: 'draw', n: 2 };

/** [Auto] on an attack on a leader: one card of the opponent's hand goes to their Warp (7-1-1): BT7-049 both sides. */
const raditzLeaderAttack: Skill = {
  kind: 'auto',
  on: { on: 'attacks', against: 'leader' },
  effect: [opponentGivesUp('warp')],
};

/** "Then, if it's your opponent's turn, (then)": read once the first part is done. */
function inOpponentTurn(...then: Directive[]): Directive {
  return { do: 'if', cond: { turn: 'opp' }, then };
}

/** "[Permanent] This card can be played from the hand without paying its energy cost, if (cond)" (2-11-1). */
function freeIf(cond: Extract<Skill, { kind: 'permanent' }>['if']): Skill {
  return { kind: 'permanent', ...(cond ? { if: cond } : {}), effect: [{ c: 'free' }] };
}

export const BT7: SetSkills = {
  // Red.
  'BT7-005': {
    skills: [
      counterPlaySelf,
      multicolorEnergyDiscount,
      whenPlayed(weakenOpponent(10000), inOpponentTurn(weakenOpponent(5000))),
    ],
  },
  'BT7-003': { skills: [whenPlayed(drawOne), drainStoodEnergy] },
  'BT7-006': {
    skills: [
      {
        kind: 'evolve',
        variant: 'ex',
        cost: [{ pay: 'energy', n: 2, colors: { red: 1 } }],
        onto: { character: ['Son Gohan: Adolescence'], cost: { min: 3, max: 3 } },
      },
      doubleStrike,
      whenEvolved(drawTwo, {
        do: 'if',
        cond: { count: { side: 'own', zone: 'battle', filter: { other: true } }, max: 0 },
        then: [
          playFromDrop({ colors: ['green'], character: ['Son Goten'], cost: { min: 4, max: 4 } }),
          playFromDrop({ colors: ['green'], character: ['Trunks: Youth'], cost: { min: 4, max: 4 } }),
        ],
      }),
    ],
  },
  'BT7-007': {
    skills: [
      negateAndPlaySelf,
      {
        kind: 'permanent',
        if: {
          all: [
            { turn: 'opp' },
            { count: { side: 'own', zone: 'battle', filter: { character: ['Son Goten'] } }, min: 1 },
            { count: { side: 'own', zone: 'battle', filter: { character: ['Trunks: Youth'] } }, min: 1 },
          ],
        },
        effect: [{ c: 'cost', amount: -2 }],
      },
    ],
  },
  'BT7-008': { skills: [whenPlayed(drawOne)] },
  'BT7-012': {
    skills: [whenPlayed(...lookAndTake(7, 1, { character: ['Son Gohan: Youth'], cost: { max: 2 } }))],
  },
  'BT7-013': { skills: superComboDrawAtFour('red') },
  'BT7-014': {
    skills: [
      whenPlayed(
        ...lookThreeRestToBottom({
          colors: ['green', 'red'],
          character: ['Son Goten', 'Trunks: Youth', 'Son Gohan: Adolescence'],
        }),
      ),
    ],
  },
  'BT7-015': { skills: [discardToDraw] },
  'BT7-016': { skills: [whenPlayed(searchNamed('Coco, Village Princess'))] },
  'BT7-070': {
    skills: [
      battleExtraFor(
        { character: ['Raditz'] },
        leaderBattlePower(15000),
        koOpponents(1, { cost: { max: 2 } }),
      ),
    ],
  },
  // Blue.
  'BT7-023': {
    skills: [
      {
        kind: 'counter',
        on: 'play',
        if: { leader: { colors: ['red'] } },
        // 6-3-1-2-1-3: a negated play places the declared card in the Drop Area.
        effect: [
          { do: 'if', cond: { subject: { power: { max: 20000 } } }, then: [{ do: 'negate', what: 'play' }] },
        ],
      },
    ],
  },
  'BT7-027': { skills: [whenPlayed(lifeToHandFor(bounceOpponent({ cost: { max: 4 } })))] },
  'BT7-028': { skills: [whenPlayed(...lookThreeRestToBottom(BLUE_YELLOW_SAIYAN))] },
  'BT7-029': {
    skills: [
      counterPlaySelf,
      multicolorEnergyDiscount,
      whenPlayed(
        bounceOpponent({ cost: { max: 4 } }),
        inOpponentTurn({
          do: 'stand',
          target: { side: 'own', zone: 'energy', count: 1, upTo: true, filter: { colors: ['blue'] } },
        }),
      ),
    ],
  },
  'BT7-031': {
    skills: [
      whenPlayed({
        do: 'ifPaid',
        cost: [{ pay: 'discard', n: 1 }],
        then: [
          {
            do: 'search',
            n: 1,
            to: 'hand',
            filter: { name: 'Super Saiyan Blue Vegeta', colors: ['yellow'], cost: { min: 2, max: 2 } },
          },
          searchNamed('SSB Son Goku, the Sweeper'),
        ],
      }),
    ],
  },
  'BT7-032': { skills: [whenPlayed({ do: 'move', target: opponentCostingTwoOrLess, to: 'hand' })] },
  'BT7-033': { skills: [onOwnTurnCombo(bounceOpponent({ cost: { max: 3 } }))] },
  'BT7-034': { skills: superComboDrawAtFour('blue') },
  'BT7-035': { skills: [discardToDraw] },
  'BT7-041': { skills: [noOpponentSkillKo, whenPlayed(dropToHand({ ...UNIVERSE_6, cost: { min: 3 } }))] },
  'BT7-045': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'move',
            target: { side: 'opp', zone: 'battle', count: 1, filter: { costAtLeastEnergy: 'opp' } },
            to: 'hand',
          },
        ],
      },
    ],
  },
  // Green.
  'BT7-049': {
    skills: [
      raditzLeaderAttack,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          ...lookTakeOne(5, { colors: ['red', 'green'], character: ['Raditz', 'Vegeta', 'Nappa'] }),
          { do: 'shuffle' },
          { do: 'if', cond: { chosen: {} }, then: [discardOwn(1)] },
        ],
      },
      {
        kind: 'awaken',
        cond: { life: { max: 4 } },
        optional: true,
        effect: [{ do: 'stand', target: { side: 'own', zone: 'energy', count: 1, upTo: true } }],
      },
    ],
    back: [
      raditzLeaderAttack,
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          {
            do: 'power',
            target: {
              side: 'own',
              zone: 'battle',
              count: 1,
              upTo: true,
              filter: { colors: ['red', 'green'], trait: ['Saiyan'] },
            },
            amount: 5000,
            until: 'turn',
          },
        ],
      },
    ],
  },
  'BT7-052': {
    skills: [
      whenPlayed(koOpponents(2, { cost: { max: 3 } }), {
        // 8-10-1: the KO-ed cards, read in the Drop Area, count the cards the opponent sends.
        do: 'move',
        target: { side: 'opp', zone: 'hand', chooser: 'opp', countBy: { side: 'chosen' } },
        to: 'warp',
      }),
    ],
  },
  'BT7-053': { skills: [whenPlayed(...lookAndTake(7, 1, { trait: ['Earthling', 'Namekian'] }))] },
  'BT7-055': { skills: [whenPlayed(...lookAndTake(7, 1, { colors: ['green'], character: ['Son Goku'] }))] },
  'BT7-056': {
    skills: [
      exEvolveOntoRedTwo('Son Goten'),
      whenEvolved({
        do: 'if',
        cond: { leader: GOHAN_ADOLESCENCE },
        then: [drawOne, { do: 'stand', target: { side: 'self' } }, koOpponents(1, { cost: { max: 4 } })],
      }),
    ],
  },
  'BT7-059': {
    skills: [
      blocker,
      exEvolveOntoRedTwo('Trunks: Youth'),
      revenge,
      whenEvolved({
        do: 'if',
        cond: { leader: GOHAN_ADOLESCENCE },
        then: [drawOne, { do: 'stand', target: { side: 'self' } }],
      }),
    ],
  },
  'BT7-060': {
    skills: [
      freeIf({
        all: [
          {
            count: {
              side: 'own',
              zone: 'battle',
              filter: { colors: ['green'], character: ['Son Goku'], power: { min: 20000, max: 20000 } },
            },
            min: 1,
          },
          {
            count: {
              side: 'own',
              zone: 'battle',
              filter: { name: 'Piccolo, Special Beam Cannon Unleashed' },
            },
            max: 0,
          },
        ],
      }),
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'dropBattle', n: 1, filter: { character: ['Son Goku'], power: { min: 20000 } } }],
        effect: [
          {
            do: 'choose',
            n: 1,
            options: [
              [
                koOpponents(1, { cost: { max: 2 } }, true, true),
                {
                  do: 'if',
                  cond: { chosen: {} },
                  then: [
                    {
                      do: 'move',
                      target: { side: 'opp', zone: 'hand', count: 2, chooser: 'opp' },
                      to: 'drop',
                    },
                  ],
                },
              ],
              [koOpponents(1)],
            ],
          },
        ],
      },
    ],
  },
  'BT7-062': { skills: superComboDrawAtFour('green') },
  'BT7-064': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [koOpponents(1, { cost: { max: 2 } })],
      },
    ],
  },
  'BT7-065': {
    skills: [
      whenPlayed({
        do: 'move',
        target: {
          side: 'both',
          zone: 'battle',
          count: 1,
          upTo: true,
          filter: { character: ['Vegeta'], cost: { max: 6 } },
        },
        to: 'drop',
      }),
    ],
  },
  'BT7-066': { skills: [whenPlayed(drawOne), drainStoodEnergy] },
  'BT7-067': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'discard', n: 1 }],
        effect: [{ do: 'search', n: 1, to: 'battle', filter: { character: ['Saibaiman'] } }],
      },
    ],
  },
  'BT7-068': {
    skills: [
      blocker,
      // 5-1-3-2: "as many copies as you like": a limit no deck of 60 cards can reach.
      { kind: 'permanent', effect: [{ c: 'deckLimit', n: 50 }] },
      { kind: 'auto', on: { on: 'kod' }, effect: [koOpponents(1, { cost: { max: 1 } })] },
    ],
  },
  'BT7-058': {
    skills: [
      counterPlaySelf,
      multicolorEnergyDiscount,
      {
        kind: 'auto',
        on: { on: 'played' },
        if: { turn: 'opp' },
        effect: [koOpponents(1, { cost: { max: 4 } }), opponentGivesUp('warp')],
      },
    ],
  },
  // Yellow.
  'BT7-075': {
    skills: [
      drawOnLeaderAttack,
      {
        kind: 'activate',
        timing: ['main'],
        if: { energy: { min: 3 } },
        effect: [
          playFromDrop({ colors: ['blue'], character: ['Kale'], cost: { max: 2 } }, true, 'hand'),
          playFromDrop({ colors: ['yellow'], character: ['Caulifla'], cost: { max: 2 } }, true, 'hand'),
          { do: 'negateThisSkill', until: 'game' },
        ],
      },
      { kind: 'awaken', cond: { life: { max: 4 } }, optional: true, effect: [drawOne] },
    ],
    back: [
      whenAttacks(
        drawOne,
        {
          do: 'power',
          target: { side: 'own', zone: 'battle', count: 1, upTo: true, filter: { trait: ['Universe 6'] } },
          amount: 5000,
          until: 'turn',
        },
        selfPower(5000),
      ),
    ],
  },
  'BT7-077': {
    skills: [
      whenAttacks(
        { do: 'look', n: 2, zone: 'deck', keep: true },
        {
          do: 'move',
          target: { side: 'chosen', count: 1, upTo: true, filter: BLUE_YELLOW_SAIYAN },
          to: 'hand',
        },
        { do: 'move', target: { side: 'looked' }, to: 'drop' },
      ),
    ],
  },
  'BT7-078': {
    skills: [
      counterPlaySelf,
      multicolorEnergyDiscount,
      whenPlayed(
        { do: 'rest', target: { side: 'opp', zone: 'battle', count: 1, upTo: true, ignoreBarrier: true } },
        inOpponentTurn(drawOne),
      ),
    ],
  },
  'BT7-081': { skills: [blocker, revenge] },
  'BT7-082': { skills: [whenPlayed(drawOne)] },
  'BT7-084': { skills: [freeIf({ rested: { min: 6 }, side: 'opp' })] },
  'BT7-085': { skills: [noOpponentSkillKo, whenPlayed(...lookAndTake(5, 1, UNIVERSE_6))] },
  'BT7-088': { skills: superComboDrawAtFour('yellow') },
  'BT7-089': { skills: superComboUnderLeader({ trait: ['Universe 6'] }) },
  'BT7-090': { skills: [whenPlayed(searchNamed('Namekian Partner Pirina'))] },
  'BT7-091': { skills: [whenPlayed(searchNamed('Namekian Partner Saonel'))] },
  'BT7-093': {
    skills: [
      indestructible,
      barrier,
      deflect,
      whenPlayed(
        playFromDrop({ colors: ['blue'], character: ['Goku Black'], cost: { max: 2 } }, true, 'hand'),
      ),
    ],
  },
  'BT7-094': {
    skills: [
      blocker,
      freeIf({ count: { side: 'own', zone: 'field', filter: { character: ['Goku Black'] } }, min: 1 }),
    ],
  },
  'BT7-095': {
    skills: [battleExtraFor({ trait: ['Universe 6'] }, leaderBattlePower(10000), drawOne)],
  },
  'BT7-097': {
    skills: [{ kind: 'counter', on: 'play', if: { leader: { colors: ['yellow'] } }, effect: [drawTwo] }],
  },
  // Black.
  'BT7-099': {
    skills: [
      overRealm(3, 1),
      whenAttacks(
        lifeToHandFor({
          do: 'move',
          target: {
            side: 'own',
            zone: 'warp',
            count: 2,
            upTo: true,
            filter: { type: 'battle', colors: ['black'] },
          },
          to: 'drop',
        }),
      ),
    ],
  },
  'BT7-100': { skills: [negateAndPlaySelf] },
  'BT7-103': {
    skills: [
      overRealm(3),
      whenOverRealmed(drawTwo, { do: 'move', target: { side: 'own', zone: 'hand', count: 1 }, to: 'warp' }),
    ],
  },
  'BT7-104': { skills: [blocker, whenPlayed(drawOne)] },
  'BT7-105': {
    skills: [
      whenPlayed(
        lifeToHandFor({
          do: 'move',
          target: { side: 'opp', zone: 'hand', keep: 12, chooser: 'opp' },
          to: 'drop',
        }),
      ),
    ],
  },
  'BT7-106': {
    skills: [
      blocker,
      revenge,
      {
        kind: 'counter',
        on: 'play',
        cost: [{ pay: 'warpDrop', n: 2 }],
        effect: [{ do: 'play', target: { side: 'self' } }],
      },
    ],
  },
  'BT7-108': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          playFromDrop({ type: 'battle', colors: ['black'], cost: { max: 4 } }, true, 'warp'),
          {
            do: 'if',
            cond: { chosen: { skill: 'overRealm' } },
            then: [{ do: 'stand', target: { side: 'own', zone: 'energy', count: 2, upTo: true } }],
          },
        ],
      },
    ],
  },
  // Multicoloured.
  'BT7-114': {
    skills: [
      doubleStrike,
      { kind: 'keyword', spec: { k: 'energyExhaust' } },
      {
        kind: 'auto',
        on: { on: 'attacks' },
        once: true,
        effect: [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 2, chooser: 'opp' }, to: 'warp' }],
      },
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'energy', n: 2, colors: { red: 1, green: 1 } }],
        effect: [
          {
            do: 'if',
            cond: { leader: { colors: ['green'], trait: ['Saiyan'] } },
            then: [{ do: 'damage', n: 1 }],
          },
        ],
      },
    ],
  },
};

// Left, with the missing piece (issue 16). BT7-018, 038, 061, 076 and 102 print no skill.
// - BT7-009, 011, 030, 054, 101, 115, 116: "only 1 {name} can be played in your Battle Area" has no
//   continuous (as BT6-047).
// - BT7-017, 036, 063, 087: "your opponent shuffles their deck" alone has no directive (`shuffle` is
//   the master's deck or both).
// - BT7-020: "when your opponent activates a [Counter] skill" has no trigger.
// - BT7-024, 048, 073, 098: activating an Extra Card from the Drop Area by removing it and a hand card
//   from the game, and "you can't activate {name} this turn", have no vocabulary.
// - BT7-004: a trigger in the hand on another card's play, playing this card, has no trigger.
// - BT7-111, 125 to 129: "you can't play this card if you have non-(colour) cards outside the deck,
//   hand and life" has no continuous.
// - Not attempted in this round (time): the leaders BT7-001, 002, 025, 026, 050, 074; the
//   [Field] cards and their searchers BT7-010, 022, 044, 046, 071, 109; the 《Desire》 Extra Cards
//   BT7-021, 096, 107; the [Counter: Play] cards BT7-047, 072, 110; and BT7-019, 037, 039, 040,
//   042, 043, 051, 057, 069, 079, 080, 083, 086, 092, 112, 113, 117 to 124, 130, 131.

// BT4 (Colossal Warfare): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from BT4.json; the text players read is
// generated from these definitions. The red and blue cards are here; the others in BT4/.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { CardFilter, Condition, Directive } from '../../src/vocab.ts';
import {
  blocker,
  critical,
  doubleStrike,
  dualAttack,
  evolve,
  koOpponents,
  leaderAtFourLife,
  lookForOne,
  potara,
  standAtTurnEnd,
  selfComboPower,
  whenAttacks,
  whenCombosIf,
  whenPlayed,
} from './lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from './lib/starter.ts';
import {
  barrier,
  battleExtraFor,
  deflect,
  leaderBattlePower,
  lifeForPowerAndCritical,
  lifeToHandThen,
  millOnAttackOrCombo,
  opponentGivesUp,
  restToDrawAndPower,
  selfPowerForTurn,
  standEnergy,
  superCombo,
  weakenOpponent,
} from './BT4/helpers.ts';
import { BT4_GREEN_YELLOW } from './BT4/green-yellow.ts';
import { BT4_BLACK } from './BT4/black.ts';

const drawOne: Directive = { do: 'draw', n: 1 };
const MACHINE_MUTANT: CardFilter = { trait: ['Machine Mutant'] };
const RED_MACHINE_MUTANT: CardFilter = { colors: ['red'], trait: ['Machine Mutant'] };

/** "If ＜character＞ is in your Drop Area or Warp" (3-7, 11-4). */
function inDropOrWarp(character: string): Condition {
  const filter: CardFilter = { character: [character] };
  return {
    any: [
      { count: { side: 'own', zone: 'drop', filter }, min: 1 },
      { count: { side: 'own', zone: 'warp', filter }, min: 1 },
    ],
  };
}

const BT4_RED: SetSkills = {
  'BT4-001': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      whenAttacks(drawOne, {
        do: 'if',
        cond: { hand: { max: 4 } },
        then: [drawOne, selfPowerForTurn(5000)],
      }),
    ],
  },
  'BT4-002': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      whenAttacks(
        drawOne,
        { do: 'power', target: { side: 'own', zone: 'battle', count: 1 }, amount: -10000, until: 'turn' },
        { do: 'power', target: { side: 'opp', zone: 'battle', count: 1 }, amount: -10000, until: 'turn' },
      ),
    ],
  },
  'BT4-004': {
    note: 'The data writes the [Evolve] cost as RRR[one]: three red energy and one of any colour, 4 in all (SOURCE.md).',
    skills: [
      evolve(4, { red: 3 }, 'Son Goku: GT'),
      deflect,
      whenPlayed(drawOne, standEnergy(1), selfPowerForTurn(5000)),
    ],
  },
  'BT4-005': { skills: [barrier] },
  'BT4-006': {
    printed: 1,
    note: 'One printed skill, two triggers (attack, combo).',
    skills: millOnAttackOrCombo('red'),
  },
  'BT4-007': {
    note: 'The data writes the [Evolve] cost as RR: two red energy (SOURCE.md).',
    skills: [
      evolve(2, { red: 2 }, 'Son Goten: GT'),
      dualAttack,
      {
        kind: 'permanent',
        if: { hand: { max: 4 } },
        effect: [{ c: 'power', amount: 5000 }, { c: 'attackActive' }],
      },
    ],
  },
  'BT4-008': {
    skills: [whenPlayed({ do: 'ifPaid', cost: [{ pay: 'discard', n: 1 }], then: [standEnergy(1)] })],
  },
  'BT4-009': {
    skills: [
      whenPlayed(
        { do: 'look', n: 5, zone: 'deck', keep: true },
        {
          do: 'play',
          target: {
            side: 'chosen',
            count: 1,
            upTo: true,
            filter: { type: 'battle', power: { max: 15000 }, characterHas: 'GT' },
          },
        },
        { do: 'shuffle' },
      ),
    ],
  },
  'BT4-010': {
    skills: [
      {
        kind: 'auto',
        once: true,
        on: { on: 'attacks' },
        effect: lifeToHandThen(2, { do: 'stand', target: { side: 'self' } }, selfPowerForTurn(5000)),
      },
    ],
  },
  'BT4-011': { skills: [whenPlayed(drawOne)] },
  'BT4-012': { skills: [lifeForPowerAndCritical] },
  'BT4-013': { skills: [restToDrawAndPower] },
  'BT4-014': {
    skills: [
      lookForOne(
        7,
        { type: 'battle', colors: ['red'], character: ['Vegeta: GT', 'Trunks: GT', 'Bulma: GT'] },
        true,
      ),
    ],
  },
  'BT4-015': { skills: [] },
  'BT4-017': {
    skills: [
      doubleStrike,
      whenPlayed({ do: 'if', cond: { leader: RED_MACHINE_MUTANT }, then: [drawOne, weakenOpponent(20000)] }),
    ],
  },
  'BT4-019': {
    note: '"When this card is played using [Union-Potara] or attacks": one printed skill, two triggers.',
    printed: 4,
    skills: [
      potara(3, ['Caulifla', 'Kale'], { red: 3 }),
      deflect,
      dualAttack,
      { kind: 'auto', on: { on: 'played', union: true }, effect: [drawOne, selfPowerForTurn(5000)] },
      whenAttacks(drawOne, selfPowerForTurn(5000)),
    ],
  },
  'BT4-020': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [{ do: 'if', cond: { leader: RED_MACHINE_MUTANT }, then: [weakenOpponent(15000)] }],
      },
    ],
  },
  'BT4-021': {
    skills: [
      battleExtraFor(
        { colors: ['red'], character: ['Baby'] },
        leaderBattlePower(10000),
        weakenOpponent(15000),
      ),
    ],
  },
  'BT4-022': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'if',
            cond: { leader: MACHINE_MUTANT },
            then: [
              {
                do: 'stand',
                target: { side: 'own', zone: 'battle', count: 1, filter: { power: { max: 15000 } } },
              },
              { do: 'power', target: { side: 'chosen' }, amount: 5000, until: 'turn' },
            ],
          },
        ],
      },
    ],
  },
};

const BT4_BLUE: SetSkills = {
  'BT4-023': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      whenAttacks(drawOne),
      {
        kind: 'auto',
        on: { on: 'phase', at: 'turnEnd', whose: 'own' },
        effect: [
          {
            do: 'if',
            cond: { count: { side: 'own', zone: 'energy', filter: { not: { colors: ['blue'] } } }, max: 0 },
            then: [
              {
                do: 'stand',
                target: {
                  side: 'own',
                  zone: 'battle',
                  count: 1,
                  upTo: true,
                  filter: { colors: ['blue'], cost: { min: 3 } },
                },
              },
              standEnergy(1),
            ],
          },
        ],
      },
    ],
  },
  'BT4-024': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'attacks', against: 'leader' },
        effect: [
          {
            do: 'ifPaid',
            cost: [{ pay: 'discard', n: 1, filter: { type: 'battle' } }],
            then: [{ do: 'draw', n: 2 }],
          },
        ],
      },
      awakenStandEnergy,
    ],
    back: [
      whenAttacks(drawOne, { do: 'if', cond: { energy: { min: 4 } }, then: [opponentGivesUp('deckTop')] }),
    ],
  },
  'BT4-025': {
    skills: [
      barrier,
      doubleStrike,
      whenAttacks(
        {
          do: 'move',
          target: { side: 'opp', zone: 'battle', count: 1, upTo: true, ignoreBarrier: true },
          to: 'hand',
        },
        standEnergy(2),
      ),
    ],
  },
  'BT4-026': {
    skills: [
      whenPlayed({ do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true }, to: 'hand' }),
    ],
  },
  'BT4-027': {
    skills: [
      barrier,
      blocker,
      {
        kind: 'permanent',
        if: {
          count: { side: 'own', zone: 'field', filter: { name: 'City Patrol Great Saiyaman 2' } },
          min: 1,
        },
        effect: [{ c: 'cost', amount: -2 }],
      },
    ],
  },
  'BT4-028': { skills: [] },
  'BT4-029': { skills: [blocker] },
  'BT4-030': {
    skills: [
      whenPlayed(drawOne, standEnergy(1)),
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'life', n: 2, to: 'hand' }],
        effect: [
          // "+3000 for each energy you have": counted as the effect resolves.
          {
            do: 'power',
            target: { side: 'self' },
            amount: 3000,
            until: 'turn',
            per: { side: 'own', zone: 'energy' },
          },
          {
            do: 'if',
            cond: { energy: { min: 5 } },
            then: [
              koOpponents(1),
              { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 3 }, until: 'turn' },
            ],
          },
        ],
      },
    ],
  },
  'BT4-031': {
    skills: [
      barrier,
      { kind: 'auto', on: { on: 'attacks', against: 'leader' }, effect: [opponentGivesUp('deckTop')] },
    ],
  },
  'BT4-032': {
    skills: [
      {
        kind: 'permanent',
        if: inDropOrWarp('Tapion'),
        effect: [
          { c: 'keyword', spec: { k: 'strike', n: 2 } },
          { c: 'keyword', spec: { k: 'barrier' } },
        ],
      },
      standAtTurnEnd({ side: 'self' }),
    ],
  },
  'BT4-033': { skills: [whenAttacks({ do: 'search', filter: { character: ['Tapion'] }, n: 1, to: 'hand' })] },
  'BT4-034': {
    skills: [
      critical,
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [
          { do: 'search', filter: { character: ['Son Goten'] }, n: 1, to: 'hand' },
          { do: 'search', filter: { character: ['Trunks: Youth'] }, n: 1, to: 'hand' },
          standEnergy(2),
        ],
      },
    ],
  },
  'BT4-035': {
    skills: [whenPlayed({ do: 'search', filter: { name: 'City Patrol Great Saiyaman' }, n: 1, to: 'hand' })],
  },
  'BT4-039': {
    skills: [
      whenPlayed(
        ...lifeToHandThen(2, {
          do: 'move',
          target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { cost: { max: 5 } } },
          to: 'deckTop',
        }),
      ),
    ],
  },
  'BT4-040': {
    printed: 1,
    note: 'One printed skill, two triggers (attack, combo).',
    skills: millOnAttackOrCombo('blue'),
  },
  'BT4-042': {
    skills: [
      superCombo,
      whenCombosIf(leaderAtFourLife({ trait: ['Phantom Demon'] }), {
        do: 'ifPaid',
        cost: [{ pay: 'discard', n: 1 }],
        then: [{ do: 'draw', n: 2 }, selfComboPower(10000)],
      }),
    ],
  },
  'BT4-043': {
    skills: [
      battleExtraFor({ character: ['Hirudegarn'] }, leaderBattlePower(10000), {
        do: 'move',
        target: { side: 'opp', zone: 'hand', count: 1, upTo: true },
        to: 'deckTop',
      }),
    ],
  },
};

/** The set: red and blue here, green, yellow and black in BT4/. */
export const BT4: SetSkills = { ...BT4_RED, ...BT4_BLUE, ...BT4_GREEN_YELLOW, ...BT4_BLACK };

// BT4 cards looked at (issue 16) and left, each for a want in the vocabulary or the data:
// - BT4-003: "you may not activate [EX-Evolve] this turn" has no vocabulary (`restrictPlay` bans
//   playing cards by a filter, not a way of playing them).
// - BT4-016: one [Once per Turn] shared by two triggers (it attacks, the opponent plays a card): two
//   skill definitions would count the limit apart (10-11).
// - BT4-018: [Union-Absorb] playing a card "with the same character name as the card placed under
//   this card" has no filter reading the cost's card.
// - BT4-036, BT4-037, BT4-044: "play this card from your Warp at the start of your next Main Phase"
//   has no delayed effect (only `atTurnEnd`).
// - BT4-038: its cost sends this card and a named card of the Drop Area to the Warp together; no
//   cost does both.
// - BT4-041: "when this card is placed in your Drop Area from your hand" has no trigger.
// - BT4-045: "if that card was your own Battle Card" after a return to the hand has no condition
//   (`chosen` reads the card where it is now, not whose Battle Area it left).
// - BT4-075, BT4-083: "when you play this card with [Swap]" has no trigger (`played` knows
//   [Union] and [Over Realm] only).
// - BT4-076: "when a 《Goku's Lineage》 is removed from the Battle Area by an opponent's skill, play
//   this card from your hand" has no trigger from the hand.
// - BT4-080: "you may not play this card from any area unless ..." has no continuous.
// - BT4-085: "if one of your yellow Battle Cards is being attacked" has no condition on the attacked
//   card.
// - BT4-099: its back side's cost places 3 Warp cards in the Drop Area; no cost does that
//   (`warpDrop` goes the other way).
// - BT4-100: "gains ... and can attack Battle Cards in Active Mode" for the turn: `attackActive` is
//   a continuous only, no directive grants it.
// - BT4-104, BT4-122: bans on the opponent ("may not play Battle Cards with [Super Combo] skills",
//   "may not activate [Counter: Play]") have no vocabulary.
// - BT4-106, BT4-120: "if that card was a Battle Card, combo with it in your Combo Area" (a card of
//   the opponent's in one's own Combo Area, 7-2) has no vocabulary.
// - BT4-108, BT4-110: "when played using [Union]" on an [Over Realm] card and [Union-Absorb] from the
//   Warp have no vocabulary.
// - BT4-119: "you may place it on top of your deck; if you do so" (this card as an `ifPaid` cost) has
//   no cost.
// - BT4-123, BT4-124: "combo with them" from the deck or the opponent's hand has no vocabulary.

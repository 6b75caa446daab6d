// BT3 cards the vocabulary already held, looked at in the fourth pass (issue 16): three [Super Combo]
// cards that work from 4 life down, a yellow 《Saiyan》 that looks at the deck top, Bibidi, the
// leaders Dr. Myuu, Vegito, Pan, Bardock and Son Goku, and Toppo (BT3-026, whose cost condition reads
// a leader's power). The project's own definitions, merged into BT3 by BT3.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Condition, Directive, Skill } from '../../../src/vocab.ts';
import {
  awaken,
  dualAttack,
  leaderAtFourLife,
  playFromDrop,
  selfComboPower,
  whenAttacks,
  whenCombosIf,
  whenPlayed,
} from '../lib/common.ts';
import { awakenStandEnergy, drawOnLeaderAttack } from '../lib/starter.ts';
import { opponentGivesUp, selfPowerForTurn, superCombo } from '../BT4/helpers.ts';

const drawOne: Directive = { do: 'draw', n: 1 };

/**
 * Dr. Myuu's "[Activate Main] [Once per turn] play a 《Machine Mutant》 Battle Card of (power) or less
 * from your hand" (8-1-3).
 */
function playMachineMutant(maxPower: number): Skill {
  return {
    kind: 'activate',
    timing: ['main'],
    once: true,
    effect: [
      {
        do: 'play',
        target: {
          side: 'own',
          zone: 'hand',
          count: 1,
          filter: { type: 'battle', trait: ['Machine Mutant'], power: { max: maxPower } },
        },
      },
    ],
  };
}

/**
 * Pan's "[Auto] [Once per turn] When you play a Battle Card, it gains +5000 power for the turn; then,
 * if its power is 20000 or more, draw 1" (8-6-5-1-2: the played card is the skill's subject).
 */
const PAN_BOOST: Skill = {
  kind: 'auto',
  on: { on: 'cardPlayed', side: 'own', filter: { type: 'battle' } },
  once: true,
  effect: [
    { do: 'power', target: { side: 'subject' }, amount: 5000, until: 'turn' },
    { do: 'if', cond: { subject: { power: { min: 20000 } } }, then: [drawOne] },
  ],
};

/** "If your Leader Card or your opponent's has (power) or more power" (2-8: read with its effects, 8-8-1). */
function eitherLeaderAtLeast(power: number): Condition {
  const leader: CardFilter = { power: { min: power } };
  return { any: [{ leader }, { leader, side: 'opp' }] };
}

/** "If your opponent has (n) or fewer Battle Cards" (3-6: the cards of their Battle Area). */
function opponentBattleCardsAtMost(n: number): Condition {
  return { count: { side: 'opp', zone: 'battle' }, max: n };
}

const SAIYAN: CardFilter = { trait: ['Saiyan'] };

export const BT3_COMBO_AND_LOOK: SetSkills = {
  'BT3-001': {
    skills: [PAN_BOOST, awakenStandEnergy],
    back: [PAN_BOOST, whenAttacks(drawOne)],
  },
  'BT3-082': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      whenAttacks(drawOne),
      {
        kind: 'auto',
        on: { on: 'cardKod', side: 'own', filter: { trait: ['Saiyan'] } },
        once: true,
        effect: [selfPowerForTurn(5000)],
      },
    ],
  },
  'BT3-083': {
    note: "The data splits the back side's [Activate Main] where its ban on standing begins: read as one skill.",
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        // 11-6: up to 10 cards looked at; the ＜Bulma＞ taken, the deck is shuffled.
        effect: [
          { do: 'look', n: 10, zone: 'deck', keep: true },
          {
            do: 'move',
            target: { side: 'chosen', count: 1, upTo: true, filter: { character: ['Bulma'] } },
            to: 'hand',
          },
          { do: 'shuffle' },
        ],
      },
      awakenStandEnergy,
    ],
    back: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        cost: [{ pay: 'restOwn', n: 1 }],
        effect: [
          { do: 'rest', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } },
          {
            do: 'ban',
            target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter: { mode: 'rest' } },
            what: 'active',
            until: 'opponentCharge',
          },
        ],
      },
      whenAttacks(drawOne),
    ],
  },
  'BT3-002': {
    skills: [playMachineMutant(5000), awaken],
    back: [playMachineMutant(10000), whenAttacks(drawOne)],
  },
  'BT3-055': {
    skills: [drawOnLeaderAttack, awakenStandEnergy],
    back: [
      {
        kind: 'permanent',
        if: { all: [{ turn: 'own' }, opponentBattleCardsAtMost(0)] },
        effect: [
          { c: 'power', amount: 5000 },
          { c: 'keyword', spec: { k: 'strike', n: 2 } },
        ],
      },
      whenAttacks(drawOne, { do: 'if', cond: opponentBattleCardsAtMost(2), then: [selfPowerForTurn(5000)] }),
    ],
  },
  'BT3-043': {
    skills: [
      superCombo,
      whenCombosIf(
        leaderAtFourLife({ colors: ['blue'] }),
        selfComboPower(10000),
        // 7-4-1-3: a card taken from the opponent's Combo Area no longer adds its combo power.
        { do: 'move', target: { side: 'opp', zone: 'combo', count: 1, upTo: true }, to: 'hand' },
        { do: 'if', cond: { count: { side: 'opp', zone: 'combo' }, max: 0 }, then: [drawOne] },
      ),
    ],
  },
  'BT3-046': {
    skills: [
      {
        kind: 'permanent',
        effect: [
          {
            c: 'keyword',
            spec: { k: 'barrier' },
            target: { side: 'own', zone: 'battle', all: true, filter: { character: ['Majin Buu'] } },
          },
        ],
      },
      whenPlayed(playFromDrop({ name: 'Out of Control Evil, Majin Buu' }, true, 'deck'), { do: 'shuffle' }),
    ],
  },
  'BT3-068': {
    skills: [
      superCombo,
      whenCombosIf(
        leaderAtFourLife({ colors: ['green'], trait: ['Android'] }),
        opponentGivesUp('drop'),
        selfComboPower(10000),
      ),
    ],
  },
  'BT3-026': {
    skills: [
      // [Counter: Attack] (10-10-3): played first, then the attack negated, as written (1-3-7).
      {
        kind: 'counter',
        on: 'attack',
        effect: [
          { do: 'play', target: { side: 'self' } },
          { do: 'negate', what: 'attack' },
        ],
      },
      // 2-11-3: its cost in the hand, 2 less while either leader has 15000 or more power (8-8-1).
      { kind: 'permanent', if: eitherLeaderAtLeast(15000), effect: [{ c: 'cost', amount: -2 }] },
      { kind: 'auto', on: { on: 'kos' }, effect: [{ do: 'stand', target: { side: 'self' } }] },
    ],
  },
  'BT3-086': {
    skills: [
      dualAttack,
      // 11-6: the cards looked at stay the effect's; one goes to the hand, the others to the Drop Area.
      whenPlayed({
        do: 'if',
        cond: { leader: SAIYAN },
        then: [
          { do: 'look', n: 3, zone: 'deck', keep: true },
          { do: 'move', target: { side: 'chosen', count: 1 }, to: 'hand' },
          { do: 'move', target: { side: 'looked' }, to: 'drop' },
        ],
      }),
    ],
  },
  'BT3-100': {
    skills: [
      superCombo,
      whenCombosIf(leaderAtFourLife({ colors: ['yellow'] }), selfComboPower(10000), {
        do: 'play',
        target: { side: 'own', zone: 'hand', count: 1, upTo: true, filter: { ...SAIYAN, cost: { max: 3 } } },
      }),
    ],
  },
};

// BT2 (Union Force): the project's own definitions of the cards' skills, in the effect vocabulary.
// The facts (name, cost, power, ...) come from BT2.json; the text players read is generated from
// these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Directive, Duration, Skill } from '../../src/vocab.ts';
import {
  awaken,
  blocker,
  doubleStrike,
  drawOnAttack,
  dualAttack,
  lookForOne,
  tripleStrike,
  whenAttacks,
} from './lib/common.ts';

const SON_GOKU_OR_VEGETA = { character: ['Son Goku', 'Vegeta'] };
const SEALED_BALL = { name: "Majin Buu's Sealed Ball" };

/** "If (character) is in your Battle Area or Leader Area, you can play this card without paying its energy cost." */
function freeWith(character: string): Skill {
  return {
    kind: 'permanent',
    if: { count: { side: 'own', zone: 'field', filter: { character: [character] } }, min: 1 },
    effect: [{ c: 'free' }],
  };
}

/** Vegito (BT2-001): each ＜Son Goku＞ and ＜Vegeta＞ of yours, in every area, is also red, blue and green. */
const vegitoColors: Skill = {
  kind: 'permanent',
  effect: [{ c: 'colors', add: ['red', 'blue', 'green'], filter: SON_GOKU_OR_VEGETA }],
};

/** "+N power for the turn" for the skill's own card. */
function selfPower(amount: number, until: Duration = 'turn'): Directive {
  return { do: 'power', target: { side: 'self' }, amount, until };
}

/** Son Goku (BT2-002): [Activate: Battle] [Once per Turn], a card from the hand: +5000 until `until`. */
function discardForPower(until: Duration): Skill {
  return {
    kind: 'activate',
    timing: ['battle'],
    once: true,
    cost: [{ pay: 'discard', n: 1 }],
    effect: [{ do: 'power', target: { side: 'self' }, amount: 5000, until }],
  };
}

export const BT2: SetSkills = {
  'BT2-001': {
    skills: [
      vegitoColors,
      whenAttacks({
        do: 'may',
        then: [
          { do: 'deckTop', n: 1, to: 'drop', keep: true },
          { do: 'if', cond: { chosen: { colors: ['red'] } }, then: [selfPower(5000)] },
        ],
      }),
      awaken,
    ],
    back: [
      vegitoColors,
      whenAttacks(
        { do: 'draw', n: 1 },
        {
          do: 'if',
          cond: { drop: { min: 10 }, filter: SON_GOKU_OR_VEGETA },
          then: [
            selfPower(5000),
            { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
          ],
        },
      ),
    ],
  },
  'BT2-002': {
    skills: [discardForPower('battle'), awaken],
    back: [discardForPower('turn'), drawOnAttack],
  },
  'BT2-004': {
    skills: [
      doubleStrike,
      { kind: 'permanent', effect: [{ c: 'noSkillKo' }] },
      { kind: 'auto', on: { on: 'played' }, effect: [selfPower(5000, 'ownTurnStart')] },
    ],
  },
  'BT2-006': {
    skills: [
      doubleStrike,
      {
        kind: 'permanent',
        // "3 or less cards besides this card in your hand": wherever this card is, it is not counted.
        if: { count: { side: 'own', zone: 'hand', filter: { other: true } }, max: 3 },
        effect: [{ c: 'cost', amount: -4, inPlay: true }],
      },
      { kind: 'auto', on: { on: 'kos' }, effect: [{ do: 'damage', n: 2 }] },
    ],
  },
  'BT2-012': {
    skills: [
      {
        kind: 'union',
        variant: 'potara',
        cost: [{ pay: 'energy', n: 5 }],
        characters: ['Son Goku', 'Vegeta'],
      },
      tripleStrike,
      whenAttacks({
        do: 'power',
        target: { side: 'self' },
        amount: 5000,
        per: { side: 'own', zone: 'drop', filter: SON_GOKU_OR_VEGETA },
        until: 'turn',
      }),
    ],
  },
  'BT2-015': {
    skills: [
      {
        kind: 'union',
        variant: 'fusion',
        cost: [{ pay: 'energy', n: 2, colors: { red: 1 } }],
        characters: ['Son Goten', 'Trunks: Youth'],
      },
      dualAttack,
    ],
  },
  'BT2-017': { skills: [lookForOne(7, { colors: ['red'], character: ['Majin Buu'] }, true)] },
  'BT2-018': { skills: [blocker, freeWith('Son Gohan: Adolescence')] },
  'BT2-019': { skills: [blocker] },
  'BT2-022': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played' },
        effect: [
          { do: 'look', n: 7, zone: 'deck', keep: true },
          {
            do: 'play',
            target: {
              side: 'chosen',
              count: 2,
              upTo: true,
              filter: {
                type: 'battle',
                colors: ['red'],
                power: { max: 25000 },
                not: { character: ['Evil Wizard Babidi'] },
              },
            },
          },
          { do: 'shuffle' },
        ],
      },
    ],
  },
  'BT2-024': {
    skills: [whenAttacks({ do: 'may', then: [{ do: 'under', deckTop: 1, ontoCard: SEALED_BALL }] })],
  },
  'BT2-029': {
    skills: [
      doubleStrike,
      { kind: 'permanent', effect: [{ c: 'attackActive' }] },
      {
        kind: 'auto',
        once: true,
        on: { on: 'attacks', against: 'battle' },
        effect: [{ do: 'stand', target: { side: 'self' } }, selfPower(10000, 'battle')],
      },
    ],
  },
};

// BT2 (Union Force): the project's own definitions of the cards' skills, in the effect vocabulary.
// The facts (name, cost, power, ...) come from BT2.json; the text players read is generated from
// these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Directive, Duration, Skill } from '../../src/vocab.ts';
import { awaken, doubleStrike, drawOnAttack, whenAttacks } from './lib/common.ts';

const SON_GOKU_OR_VEGETA = { character: ['Son Goku', 'Vegeta'] };

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
};

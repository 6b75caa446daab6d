// TB1 cards of the fourth pass (issue 16): Vegeta's Saiyan bond with 《Universe 7》 and 《Universe 6》,
// and the Son Gokus of 《Universe 7》 that [EX-Evolve]. The project's own definitions, merged into TB1 by TB1.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../../src/vocab.ts';
import { standOwnUpToOne } from '../lib/common.ts';
import { awakenStandEnergy } from '../lib/starter.ts';

/** A 《Saiyan》 Battle Card that is 《Universe 7》 or 《Universe 6》 (2-6-4). */
const SAIYAN_U7_OR_U6: CardFilter = {
  type: 'battle',
  trait: ['Saiyan'],
  any: [{ trait: ['Universe 7'] }, { trait: ['Universe 6'] }],
};

/**
 * [EX-Evolve] for 1 energy of any colour and `discard` 《Universe 7》 of the hand, onto a 《Universe 7》
 * ＜Son Goku＞ with an energy cost of `minCost` or more (10-5-4, 2-11-3).
 */
function u7GokuExEvolve(discard: number, minCost: number): Skill {
  return {
    kind: 'evolve',
    variant: 'ex',
    cost: [
      { pay: 'energy', n: 1 },
      { pay: 'discard', n: discard, filter: { trait: ['Universe 7'] } },
    ],
    onto: { trait: ['Universe 7'], character: ['Son Goku'], cost: { min: minCost } },
  };
}

const warriorU7: Skill = { kind: 'keyword', spec: { k: 'warriorU7' } };

/**
 * Vegeta (TB1-001): [Once per Turn] when one of your 《Saiyan》 Battle Cards of 《Universe 7》 or
 * 《Universe 6》 attacks, draw 1, then `more` (10-11, 7-1-1).
 */
function saiyanBondDraw(...more: Directive[]): Skill {
  return {
    kind: 'auto',
    once: true,
    on: { on: 'cardAttacks', side: 'own', filter: SAIYAN_U7_OR_U6 },
    effect: [{ do: 'draw', n: 1 }, ...more],
  };
}

export const TB1_SAIYAN_BOND: SetSkills = {
  'TB1-052': {
    note: '"Up to 1 card of the opponent\'s hand or up to 1 of their Battle Cards" is read as a "choose 1" (10-27) between the two areas.',
    skills: [
      u7GokuExEvolve(2, 5),
      { kind: 'keyword', spec: { k: 'dualAttack', n: 3 } },
      { kind: 'keyword', spec: { k: 'critical' } },
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [
          {
            do: 'if',
            cond: { leader: { colors: ['green'] } },
            then: [
              {
                do: 'choose',
                n: 1,
                options: [
                  [{ do: 'move', target: { side: 'opp', zone: 'hand', count: 1, upTo: true }, to: 'drop' }],
                  [{ do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true }, to: 'drop' }],
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  'TB1-001': {
    skills: [warriorU7, saiyanBondDraw(), awakenStandEnergy],
    back: [
      warriorU7,
      saiyanBondDraw(
        { do: 'power', target: { side: 'subject' }, amount: 5000, until: 'turn' },
        { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
      ),
    ],
  },
  'TB1-004': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played', from: 'hand' },
        effect: [
          {
            do: 'if',
            cond: { leader: { colors: ['red'] } },
            then: [
              standOwnUpToOne({ ...SAIYAN_U7_OR_U6, other: true }),
              { do: 'power', target: { side: 'chosen' }, amount: 10000, until: 'turn' },
              { do: 'gain', target: { side: 'chosen' }, spec: { k: 'strike', n: 3 }, until: 'turn' },
              { do: 'power', target: { side: 'self' }, amount: 10000, until: 'turn' },
              { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 3 }, until: 'turn' },
            ],
          },
        ],
      },
    ],
  },
};

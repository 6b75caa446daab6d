// TB1 cards of the fourth pass (issue 16): Vegeta's Saiyan bond with 《Universe 7》 and 《Universe 6》.
// The project's own definitions, merged into TB1 by TB1.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Directive, Skill } from '../../../src/vocab.ts';
import { awakenStandEnergy } from '../lib/starter.ts';

/** A 《Saiyan》 Battle Card that is 《Universe 7》 or 《Universe 6》 (2-6-4). */
const SAIYAN_U7_OR_U6: CardFilter = {
  type: 'battle',
  trait: ['Saiyan'],
  any: [{ trait: ['Universe 7'] }, { trait: ['Universe 6'] }],
};

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
              {
                do: 'stand',
                target: {
                  side: 'own',
                  zone: 'battle',
                  count: 1,
                  upTo: true,
                  filter: { ...SAIYAN_U7_OR_U6, other: true },
                },
              },
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

// BT3 cards the vocabulary already held, looked at in the fourth pass (issue 16): two [Super Combo]
// cards that work from 4 life down and a yellow 《Saiyan》 that looks at the deck top. The project's
// own definitions, merged into BT3 by BT3.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Condition } from '../../../src/vocab.ts';
import { dualAttack, selfComboPower, whenCombosIf, whenPlayed } from '../lib/common.ts';
import { opponentGivesUp, superCombo } from '../BT4/helpers.ts';

const SAIYAN: CardFilter = { trait: ['Saiyan'] };

/** "If your Leader Card is (leader) and your life is at 4 or less" (7-2-1-2-2: read when the combo skill resolves). */
function leaderAtFourLife(leader: CardFilter): Condition {
  return { all: [{ leader }, { life: { max: 4 } }] };
}

export const BT3_COMBO_AND_LOOK: SetSkills = {
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

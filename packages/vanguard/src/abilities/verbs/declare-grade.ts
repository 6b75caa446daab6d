// "Declare a grade, then reveal the top card of your deck: if it is of the declared grade, this unit
// gets +N power" (10.23 declare, 10.9 reveal). 10.23.2: the declaration must name information that
// exists, so only the grades of the pool's main-deck units are accepted (0 to 3; G units, grade 4,
// stay in the G deck); any other answer is refused as out of range.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { selfPlace, type VgRun, type VgTextCtx } from '../run.ts';

/** The highest grade of a unit of the pool's main decks. */
const HIGHEST_DECK_GRADE = 3;

export interface DeclareGradeDir {
  do: 'declareGrade';
  power: number;
}

export const declareGrade = defineVerb<DeclareGradeDir, VgRun, VgTextCtx>({
  verb: 'declareGrade',
  schema: z.strictObject({ do: z.literal('declareGrade'), power: z.number().int().min(1) }),
  text: (d) =>
    `Declare a grade from 0 to ${HIGHEST_DECK_GRADE}, then show both players the top card of your deck: ` +
    `if it is of that grade, this unit gets +${d.power} power for the rest of the turn.`,
  perform(run, d) {
    const { ctx, cat, L } = run;
    if (!L.picked) {
      ctx.ask({
        player: L.p,
        kind: 'declareGrade',
        type: 'number',
        prompt: `Declare a grade from 0 to ${HIGHEST_DECK_GRADE} (10.23).`,
        options: [],
        min: 0,
        max: HIGHEST_DECK_GRADE,
      });
      return true;
    }
    const grade = Number(L.picked[0]);
    L.picked = null;
    ctx.emit({ t: 'declare', p: L.p, grade });
    const top = ctx.data.players[L.p].deck[0];
    // 1.3.2: an empty deck shows nothing.
    if (!top) return false;
    ctx.emit({ t: 'reveal', p: L.p, card: top.def });
    const self = selfPlace(ctx.data, L);
    if (self && cat.get(top.def).grade === grade)
      ctx.emit({ t: 'mod', p: L.p, id: self.card.id, power: d.power, until: 'turn' });
    return false;
  },
});

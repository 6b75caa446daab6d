// BT01 (Descent of the King of Knights): the project's own definitions of each card's printed
// abilities, in card number order. Cards not here yet play with their facts alone.
import type { VgAbility } from '../../src/abilities/ability.ts';

const RP = 'Royal Paladin';

export const BT01: Record<string, VgAbility[]> = {
  // King of Knights, Alfred: on (VC) it cannot be boosted; in your turn +2000 for each <Royal
  // Paladin> rear-guard; [ACT] Counter Blast 3: search for a grade 2 or less <Royal Paladin> to call.
  'BT01-001': [
    { kind: 'cont', zones: ['VC'], gets: { cannotBeBoosted: true } },
    {
      kind: 'cont',
      zones: ['VC'],
      if: { yourTurn: true },
      gets: { powerPerRearGuard: { amount: 2000, filter: { clan: RP } } },
    },
    {
      kind: 'act',
      zones: ['VC', 'RC'],
      cost: { counterBlast: 3 },
      effect: [{ do: 'search', filter: { clan: RP, gradeMax: 2 }, to: 'RC' }],
    },
  ],
};

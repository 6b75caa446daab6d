// TD07 (Aqua Force trial deck): the project's own definitions of each card's printed abilities.
import type { VgAbility } from '../../src/abilities/ability.ts';
import {
  actCb1Power1000,
  attackCb1,
  boost4000,
  boostedHitDraw,
  interceptShield,
  placedRcPower2000,
} from './lib.ts';

const AF = 'Aqua Force';

/** [AUTO] when this unit attacks, in the Nth battle of the turn or later (with an Aqua Force vanguard). */
const waveAttack = (zones: ('VC' | 'RC')[], power: number, withVanguard: boolean): VgAbility => ({
  kind: 'auto',
  zones,
  when: { on: 'attacks' },
  if: { battleAtLeast: 3, ...(withVanguard ? { vanguard: { clan: AF } } : {}) },
  effect: [{ do: 'gain', target: 'self', power, until: 'battle' }],
});

export const TD07: Record<string, VgAbility[]> = {
  // Navalgazer Dragon
  'TD07-001': [
    {
      kind: 'act',
      zones: ['VC'],
      limitBreak: 4,
      cost: { counterBlast: 2 },
      effect: [
        { do: 'gain', target: 'self', power: 3000, until: 'turn' },
        {
          do: 'grant',
          ability: {
            kind: 'auto',
            zones: ['VC'],
            when: { on: 'hits', target: 'vanguard' },
            if: { battleAtLeast: 3 },
            effect: [
              {
                do: 'stand',
                target: {
                  choose: { side: 'mine', what: 'rearGuard', n: 2, upTo: true, filter: { clan: AF } },
                },
              },
            ],
          },
        },
      ],
    },
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'attacks' },
      if: { battleAtLeast: 3 },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'turn' }],
    },
  ],
  'TD07-002': [waveAttack(['VC'], 3000, false), waveAttack(['RC'], 1000, true)], // Marine General of the Full Tides, Xenophon
  'TD07-003': [attackCb1], // Key Anchor, Dabid
  // Marine General of the Restless Tides, Algos
  'TD07-005': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits', target: 'vanguard' },
      if: { vanguard: { clan: AF }, battleAtLeast: 4 },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  'TD07-006': [waveAttack(['VC', 'RC'], 3000, true)], // Coral Assault
  'TD07-007': [interceptShield(AF)], // Titan of the Infinite Trench
  'TD07-009': [actCb1Power1000], // Tear Knight, Cyprus
  'TD07-010': [placedRcPower2000(AF)], // Accelerated Command
  'TD07-011': [waveAttack(['VC', 'RC'], 3000, true)], // Splash Assault
  'TD07-012': [boostedHitDraw], // Battle Siren, Cynthia
  'TD07-013': [boost4000({ clan: AF }, true, { if: { battleAtLeast: 3 } })], // Battle Siren, Dorothea
};

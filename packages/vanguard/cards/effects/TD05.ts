// TD05 (Gold Paladin trial deck): the project's own definitions of each card's printed abilities.
import type { VgAbility } from '../../src/abilities/ability.ts';
import {
  actCb1Crowd,
  actCb1Power1000,
  attackCb1,
  attackHandLess,
  boostedHitDraw,
  boostNamedSb1,
  interceptShield,
  limitBreakAttack5000,
  placedRcPower2000,
  placedRcSb2Draw,
} from './lib.ts';

const GP = 'Gold Paladin';

export const TD05: Record<string, VgAbility[]> = {
  // Great Silver Wolf, Garmore
  'TD05-001': [
    limitBreakAttack5000,
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC'] },
      cost: { counterBlast: 2 },
      effect: [{ do: 'search', filter: { gradeMax: 2, clan: GP }, to: 'RC' }],
    },
  ],
  'TD05-002': [actCb1Crowd(GP)], // Sleygal Double Edge
  'TD05-003': [attackCb1], // Battlefield Storm, Sagramore
  'TD05-005': [actCb1Crowd(GP)], // Sleygal Sword
  'TD05-006': [interceptShield(GP)], // Sacred Guardian Beast, Nemean Lion
  'TD05-007': [attackHandLess], // Charging Chariot Knight
  'TD05-009': [actCb1Power1000], // Evil Slaying Swordsman, Haugan
  'TD05-010': [boostedHitDraw], // Precipice Whirlwind, Sagramore
  'TD05-011': [boostNamedSb1('Great Silver Wolf, Garmore')], // Charjgal
  'TD05-012': [placedRcPower2000(GP)], // Blessing Owl
  'TD05-013': [placedRcSb2Draw(GP)], // Silver Fang Witch
};

// TD06 (Narukami trial deck): the project's own definitions of each card's printed abilities.
import type { VgAbility } from '../../src/abilities/ability.ts';
import {
  actCb1Power1000,
  attackCb1,
  attackHandLess,
  boostedHitDraw,
  boostNamedSb1,
  djinn,
  interceptShield,
  limitBreakAttack5000,
  placedRcPower2000,
  placedVcCb2Retire,
} from './lib.ts';

const NK = 'Narukami';

export const TD06: Record<string, VgAbility[]> = {
  'TD06-001': [limitBreakAttack5000, placedVcCb2Retire({ gradeMax: 2 })], // Thunder Break Dragon
  'TD06-002': djinn, // Djinn of the Lightning Flash
  'TD06-003': [attackCb1], // Plasmabite Dragon
  'TD06-005': [interceptShield(NK)], // Shieldblade Dragoon
  'TD06-006': djinn, // Djinn of the Lightning Flare
  'TD06-007': [attackHandLess], // Brightjet Dragon
  'TD06-009': [actCb1Power1000], // Lizard Soldier, Riki
  'TD06-010': [boostedHitDraw], // Lightning of Hope, Helena
  'TD06-011': djinn, // Djinn of the Lightning Spark
  'TD06-012': [boostNamedSb1('Thunder Break Dragon')], // Dragon Dancer, RaiRai
  'TD06-013': [placedRcPower2000(NK)], // Wyvern Supply Unit
};

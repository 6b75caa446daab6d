// TD08 (Gold Paladin Liberator trial deck): the project's own definitions of each card's printed
// abilities.
import type { VgAbility } from '../../src/abilities/ability.ts';
import { actCb1Power1000, attackCb1, interceptShield, limitBreakAttack5000 } from './lib.ts';

const GP = 'Gold Paladin';
const LIBERATOR = { nameIncludes: 'Liberator' };

/** [AUTO](RC) when this unit attacks, with a "Liberator" vanguard: +3000 until end of that battle. */
const attackWithLiberator: VgAbility = {
  kind: 'auto',
  zones: ['RC'],
  when: { on: 'attacks' },
  if: { vanguard: LIBERATOR },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
};

export const TD08: Record<string, VgAbility[]> = {
  // Solitary Liberator, Gancelot (its Lord is printed as an [ACT] but is the keyword of 11.8, which
  // works continuously on (VC) and (RC))
  'TD08-001': [
    {
      kind: 'auto',
      zones: [],
      limitBreak: 4,
      when: { on: 'riddenBy', filter: { clan: GP } },
      effect: [
        { do: 'gain', target: 'vanguard', power: 10000, until: 'turn' },
        {
          do: 'gain',
          target: { choose: { side: 'mine', what: 'rearGuard', n: 3, upTo: true, filter: { clan: GP } } },
          power: 5000,
          until: 'turn',
        },
      ],
    },
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'attacks', vanguard: true },
      effect: [{ do: 'gain', target: 'self', power: 2000, until: 'battle' }],
    },
    { kind: 'cont', zones: ['VC', 'RC'], gets: { lord: true } },
  ],
  // Dignified Gold Dragon
  'TD08-002': [
    limitBreakAttack5000,
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'attacks', vanguard: true },
      if: { vanguard: { clan: GP } },
      effect: [{ do: 'gain', target: 'self', power: 2000, until: 'battle' }],
    },
  ],
  'TD08-003': [attackCb1], // Onslaught Liberator, Maelzion
  'TD08-005': [attackWithLiberator], // Liberator of Royalty, Phallon
  // Blaster Blade Liberator
  'TD08-006': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      if: { vanguard: LIBERATOR },
      cost: { counterBlast: 2 },
      effect: [
        {
          do: 'retire',
          target: { choose: { side: 'theirs', what: 'rearGuard', n: 1, filter: { frontRow: true } } },
        },
      ],
    },
  ],
  'TD08-007': [interceptShield(GP)], // Zoom Down Eagle
  // Zoigal Liberator
  'TD08-008': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'attacks' },
      if: { otherRearGuards: { atLeast: 3, filter: LIBERATOR } },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
    },
  ],
  'TD08-010': [attackWithLiberator], // Little Liberator, Marron
  'TD08-011': [actCb1Power1000], // Pomerugal Liberator
  // Future Liberator, Llew
  'TD08-012': [
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'boosts', vanguard: true, filter: { clan: GP } },
      if: { otherRearGuards: { atLeast: 3, filter: LIBERATOR } },
      effect: [{ do: 'gain', target: 'boosted', power: 4000, until: 'battle' }],
    },
  ],
};

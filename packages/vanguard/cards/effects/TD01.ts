// TD01 (Royal Paladin trial deck): the project's own definitions of each card's printed abilities,
// in printed order (the vocabulary of packages/vanguard/src/abilities). The text players read is
// generated from these.
import type { VgAbility } from '../../src/abilities/ability.ts';

const RP = 'Royal Paladin';

/** Its drive check showing a grade 3 <Royal Paladin>: +5000 power for the rest of that battle. */
const driveGrade3: VgAbility = {
  kind: 'auto',
  zones: ['VC'],
  when: { on: 'driveCheck', filter: { gradeMin: 3, gradeMax: 3, clan: RP } },
  effect: [{ do: 'gain', target: 'self', power: 5000, until: 'battle' }],
};

export const TD01: Record<string, VgAbility[]> = {
  // Crimson Butterfly, Brigitte
  'TD01-001': [driveGrade3],
  // Knight of Conviction, Bors
  'TD01-002': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'attacks' },
      cost: { counterBlast: 1 },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
    },
  ],
  // Solitary Knight, Gancelot
  'TD01-003': [
    {
      kind: 'act',
      zones: ['VC'],
      cost: { counterBlast: 2 },
      if: { soulHasName: 'Blaster Blade' },
      effect: [{ do: 'gain', target: 'self', power: 5000, critical: 1, until: 'turn' }],
    },
    {
      kind: 'act',
      zones: ['hand'],
      cost: { revealToDeckTop: true },
      effect: [{ do: 'search', filter: { name: 'Blaster Blade' }, to: 'hand' }],
    },
  ],
  // Blaster Blade
  'TD01-005': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC'] },
      cost: { counterBlast: 2 },
      effect: [{ do: 'retire', target: { choose: { side: 'theirs', what: 'rearGuard', n: 1 } } }],
    },
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['RC'] },
      if: { vanguard: { clan: RP } },
      cost: { counterBlast: 2 },
      effect: [
        {
          do: 'retire',
          target: { choose: { side: 'theirs', what: 'rearGuard', n: 1, filter: { gradeMin: 2 } } },
        },
      ],
    },
  ],
  // Knight of the Harp, Tristan
  'TD01-006': [driveGrade3],
  // Covenant Knight, Randolf
  'TD01-007': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'attacks' },
      if: { hand: 'more' },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
    },
  ],
  // Wingal
  'TD01-009': [
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'boosts', filter: { name: 'Blaster Blade' } },
      effect: [{ do: 'gain', target: 'boosted', power: 4000, until: 'battle' }],
    },
  ],
  // Starlight Unicorn
  'TD01-010': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['RC'] },
      effect: [
        {
          do: 'gain',
          target: { choose: { side: 'mine', what: 'unit', n: 1, other: true, filter: { clan: RP } } },
          power: 2000,
          until: 'turn',
        },
      ],
    },
  ],
  // Knight of Rose, Morgana
  'TD01-011': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'attacks' },
      cost: { discard: 1 },
      effect: [{ do: 'gain', target: 'self', power: 4000, until: 'turn' }],
    },
  ],
};

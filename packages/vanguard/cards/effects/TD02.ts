// TD02 (Kagero trial deck): the project's own definitions of each card's printed abilities.
import type { VgAbility } from '../../src/abilities/ability.ts';
import { actRestDiscardDraw, boost4000, boostedHitDraw } from './lib.ts';

const KG = 'Kagero';

/** [AUTO](RC) during your main phase, when an opponent's rear-guard is put into the drop zone: +3000. */
const opponentDropped3000: VgAbility = {
  kind: 'auto',
  zones: ['RC'],
  when: { on: 'opponentRearGuardDropped', duringMain: true },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'turn' }],
};

export const TD02: Record<string, VgAbility[]> = {
  // Dragonic Overlord
  'TD02-001': [
    { kind: 'cont', zones: ['VC', 'RC'], if: { noOtherUnit: { clan: KG } }, gets: { power: -2000 } },
    {
      kind: 'act',
      zones: ['VC', 'RC'],
      cost: { counterBlast: 3 },
      effect: [
        // "loses Twin Drive!!": one drive check instead of two (2.16).
        { do: 'gain', target: 'self', power: 5000, drive: -1, until: 'turn' },
        {
          do: 'grant',
          ability: {
            kind: 'auto',
            zones: ['VC', 'RC'],
            when: { on: 'hits', target: 'rearGuard' },
            effect: [{ do: 'stand', target: 'self' }],
          },
        },
      ],
    },
  ],
  // Dragon Monk, Goku
  'TD02-002': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'driveCheck', filter: { gradeMin: 3, gradeMax: 3, clan: KG } },
      effect: [
        {
          do: 'retire',
          target: { choose: { side: 'theirs', what: 'rearGuard', n: 1, filter: { gradeMax: 1 } } },
        },
      ],
    },
  ],
  // Berserk Dragon
  // Demonic Dragon Berserker, Yaksha: [AUTO](Hand) in your main phase, on an opposing rear-guard
  // going to the drop zone, with a grade 2 vanguard: you may show it and ride it (the hand's
  // hidden-card window asks whatever the hand holds: abilities/hand-window.ts).
  'TD02-003': [
    {
      kind: 'auto',
      zones: ['hand'],
      when: { on: 'opponentRearGuardDropped', duringMain: true },
      if: { vanguard: { gradeMin: 2, gradeMax: 2 } },
      effect: [{ do: 'rideSelf' }],
    },
  ],
  'TD02-005': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      if: { vanguard: { clan: KG } },
      cost: { counterBlast: 2 },
      effect: [
        {
          do: 'retire',
          target: { choose: { side: 'theirs', what: 'rearGuard', n: 1, filter: { gradeMax: 2 } } },
        },
      ],
    },
  ],
  // Dragon Monk, Gojo
  // Wyvern Strike, Tejas
  'TD02-006': [{ kind: 'cont', zones: ['VC', 'RC'], gets: { attackBackRow: true } }],
  'TD02-008': [actRestDiscardDraw],
  'TD02-009': [boostedHitDraw], // Flame of Hope, Aermo
  'TD02-010': [opponentDropped3000], // Demonic Dragon Madonna, Joka
  'TD02-011': [boost4000({ name: 'Wyvern Strike, Tejas' })], // Wyvern Strike, Jarran
  'TD02-016': [opponentDropped3000], // Demonic Dragon Mage, Rakshasa
};

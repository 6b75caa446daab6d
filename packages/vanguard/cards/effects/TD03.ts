// TD03 (Nova Grappler trial deck): the project's own definitions of each card's printed abilities.
import type { VgAbility } from '../../src/abilities/ability.ts';
import {
  actCb1Power1000,
  actRestDiscardDraw,
  attackCb1,
  boost4000,
  calledWhenRidden,
  hitVanguardCb2Stand,
  interceptShield,
} from './lib.ts';

const NG = 'Nova Grappler';

export const TD03: Record<string, VgAbility[]> = {
  // Gold Rutile
  'TD03-001': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'rearGuardHits', target: 'vanguard' },
      effect: [{ do: 'counterCharge', n: 1 }],
    },
    hitVanguardCb2Stand('VC', { clan: NG }),
  ],
  'TD03-002': [attackCb1], // Death Metal Droid
  // Mr. Invincible
  'TD03-003': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'mainPhase' },
      effect: [
        { do: 'soulCharge', n: 1 },
        { do: 'counterCharge', n: 1 },
      ],
    },
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits' },
      cost: { soulBlast: 8, counterBlast: 5 },
      effect: [{ do: 'stand', target: { all: { side: 'mine', what: 'unit' } } }],
    },
  ],
  // Super Electromagnetic Lifeform, Storm
  'TD03-005': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits', target: 'vanguard' },
      if: { vanguard: { clan: NG } },
      effect: [{ do: 'counterCharge', n: 1 }],
    },
  ],
  'TD03-006': [interceptShield(NG)], // NGM Prototype
  'TD03-008': [actCb1Power1000], // Oasis Girl
  'TD03-009': [actRestDiscardDraw], // Screamin' and Dancin' Announcer, Shout
  'TD03-010': [boost4000({ name: 'King of Sword' })], // Queen of Heart
  'TD03-011': [attackCb1], // Battering Minotaur
  'TD03-015': calledWhenRidden(NG), // Battleraizer
};

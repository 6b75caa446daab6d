// TD04 (Oracle Think Tank trial deck): the project's own definitions of each card's printed
// abilities.
import type { VgAbility } from '../../src/abilities/ability.ts';
import { attackCb1, boost4000, calledWhenRidden, interceptShield, placedRcSb2Draw } from './lib.ts';

const OTT = 'Oracle Think Tank';

export const TD04: Record<string, VgAbility[]> = {
  // Oracle Guardian, Apollon
  'TD04-001': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'hits' },
      cost: { counterBlast: 2 },
      effect: [
        { do: 'draw', n: 2 },
        { do: 'handToDeck', n: 1 },
      ],
    },
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'hits' },
      cost: { counterBlast: 2 },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Goddess of Flower Divination, Sakuya
  'TD04-002': [
    { kind: 'cont', zones: ['VC'], if: { yourTurn: true, handAtLeast: 4 }, gets: { power: 4000 } },
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC'] },
      effect: [
        { do: 'returnToHand', target: { all: { side: 'mine', what: 'rearGuard', filter: { clan: OTT } } } },
      ],
    },
  ],
  'TD04-003': [attackCb1], // Meteor Break Wizard
  'TD04-005': [interceptShield(OTT)], // Security Guardian
  // Sword Dancer Angel
  'TD04-006': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'draw' },
      effect: [{ do: 'gain', target: 'self', power: 1000, until: 'turn' }],
    },
  ],
  // Dark Cat
  'TD04-008': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      if: { vanguard: { clan: OTT } },
      effect: [{ do: 'draw', n: 1, each: true, may: true }],
    },
  ],
  'TD04-009': [boost4000({ clan: OTT }, true, { if: { handAtLeast: 4 } })], // Weather Girl, Milk
  // Battle Sister, Maple
  'TD04-010': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'attacks' },
      if: { handAtLeast: 4 },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
    },
  ],
  'TD04-011': [placedRcSb2Draw(OTT)], // Luck Bird
  'TD04-015': calledWhenRidden(OTT), // Lozenge Magus
};

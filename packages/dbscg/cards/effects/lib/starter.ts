// Skills the starter decks' leaders share (SD2, SD4, SD5, SD6): the project's own definitions, in
// the effect vocabulary.
import type { Skill } from '../../../src/vocab.ts';

/** "[Auto] When this card attacks a Leader Card, draw 1 card" (7-1-1). */
export const drawOnLeaderAttack: Skill = {
  kind: 'auto',
  on: { on: 'attacks', against: 'leader' },
  effect: [{ do: 'draw', n: 1 }],
};

/** [Awaken] at 4 life or less: up to 2 of your energy switch to Active Mode, then the leader flips (10-2). */
export const awakenStandEnergy: Skill = {
  kind: 'awaken',
  cond: { life: { max: 4 } },
  optional: true,
  effect: [{ do: 'stand', target: { side: 'own', zone: 'energy', count: 2, upTo: true } }],
};

/** [Awaken] at 4 life or less: you may draw 1, then up to 1 of your energy switches to Active Mode; the leader flips (10-2). */
export const awakenDrawStandOne: Skill = {
  kind: 'awaken',
  cond: { life: { max: 4 } },
  optional: true,
  effect: [
    { do: 'draw', n: 1 },
    { do: 'stand', target: { side: 'own', zone: 'energy', count: 1, upTo: true } },
  ],
};

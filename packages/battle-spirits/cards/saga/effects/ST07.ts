// Arbiter's own definitions of the ST07 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Left out for now:
// EVA-02 -Engagement Complete- (a trigger on the end of a battle of another of your spirits that
// survived it), EVA-01 -Operation Yashima- (a cost of cores taken from this spirit, and a follow-up
// only when its own effect destroyed the spirit), EVA-01 -Berserk- (must attack if able), EVA-00
// -Operation Yashima- (your EVA-01 spirits shielded from being selected by opposing effects while it
// stands), EVA-00 -Activation Test- (counting as red and purple while a NERV card is summoned),
// Asuka (a trigger on an EVA-02 winning a battle by BP), Shinji Ikari (the blocking spirit as a
// target), Rei Ayanami (a pick that excludes a card by name), Don't Order Me Around! (a burst followed
// by paying for a main-only effect).
import type { Ability } from '../../../src/vocab.ts';

const atField: Ability = { kind: 'keyword', keyword: 'atField' };

const abilities: Record<string, Ability[]> = {
  // EVA-02 -Skydive Unit Type S Components-: A.T. Field; at LV3 its attack destroys an opposing
  // spirit of 4000 BP or less.
  'ST07-001': [
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'destroy', target: { side: 'opponent', count: 1, maxBp: 4000 } }],
    },
  ],
  // Evangelion Production Model-02: A.T. Field.
  'ST07-003': [atField],
  // EVA-01 -Attack-: arriving, it draws a card when the opponent has a spirit; A.T. Field.
  'ST07-006': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'opponent', what: 'spirit' }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    atField,
  ],
  // Evangelion Test Type-01: A.T. Field.
  'ST07-007': [atField],
  // Evangelion Proto Type-00: A.T. Field.
  'ST07-010': [atField],
  // Shinji's Decision: one opposing spirit sends a core to its owner's reserve; with a SHINJI nexus
  // of yours out, an opposing spirit holding two cores or fewer is then destroyed.
  'ST07-015': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', count: 1 }, to: 'reserve' },
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'nexus', spiritType: 'SHINJI' }, atLeast: 1 },
          then: [{ do: 'destroy', target: { side: 'opponent', count: 1, maxCores: 2 } }],
        },
      ],
    },
  ],
  // Because It's My Link: a burst on losing life that stops an opposing spirit attacking this turn
  // (then its flash part if paid); its flash part gives a spirit 3000 BP for the turn.
  'ST07-016': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [{ do: 'cannot', action: 'attack', target: { side: 'opponent', count: 1 }, until: 'turn' }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
};

export default abilities;

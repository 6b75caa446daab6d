// Arbiter's own definitions of the ST07 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Left out for now:
// EVA-01 -Operation Yashima- (a follow-up only when its own effect destroyed the spirit), EVA-00
// -Activation Test- (counting as red and purple while a NERV card is summoned).
import type { Ability } from '../../../src/vocab.ts';
import { atField } from './shared/helpers.ts';

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
  // EVA-02 -Engagement Complete-: A.T. Field; from LV2, in your attack step, each battle of a NERV
  // spirit of yours that ends with that spirit still on the field draws a card.
  'ST07-002': [
    atField,
    {
      kind: 'trigger',
      on: 'battleEnds',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'NERV' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Evangelion Production Model-02: A.T. Field.
  'ST07-003': [atField],
  // EVA-01 -Berserk-: A.T. Field; in your attack step it has to attack whenever it can.
  'ST07-005': [
    atField,
    { kind: 'constant', during: 'yourAttackStep', apply: [{ mustAttack: 'ifAble', to: { side: 'self' } }] },
  ],
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
  // EVA-00 -Operation Yashima-: A.T. Field; while it stands refreshed in the opponent's turn, the
  // opponent's effects cannot pick your EVA-01 spirits; from LV2, when the opponent destroys it, you
  // may refresh a NERV spirit of yours.
  'ST07-008': [
    atField,
    {
      kind: 'constant',
      during: 'opponentTurn',
      if: { self: { side: 'self', exhausted: false } },
      apply: [
        { protect: 'select', from: 'opponent', to: { side: 'own', what: 'spirit', spiritType: 'EVA-01' } },
      ],
    },
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [2, 3],
      optional: true,
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', spiritType: 'NERV', count: 1 } }],
    },
  ],
  // Evangelion Proto Type-00: A.T. Field.
  'ST07-010': [atField],
  // Asuka Shikinami Langle: your attack step opens with two regular cores from your trash onto a NERV
  // spirit of yours; at LV2, in your attack step, an EVA-02 of yours winning a battle draws a card.
  'ST07-011': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [1, 2],
      effect: [
        {
          do: 'placeCores',
          n: 2,
          from: 'trash',
          regularOnly: true,
          target: { side: 'own', what: 'spirit', spiritType: 'NERV', count: 1 },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'EVA-02' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Shinji Ikari: when an EVA-01 of yours is destroyed, draw a card if your hand holds five or fewer;
  // at LV2, in your attack step, a block against your EVA-01 costs the blocker a core (no selection).
  'ST07-012': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      filter: { side: 'own', what: 'spirit', spiritType: 'EVA-01' },
      effect: [
        {
          do: 'if',
          cond: { amount: { player: 'own', what: 'hand' }, atMost: 5 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'EVA-01' },
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          to: 'reserve',
        },
      ],
    },
  ],
  // Rei Ayanami: placed, it reveals three cards off your deck, takes a NERV card not named like itself
  // and trashes the rest; at LV2 the opponent's attack step may open with an EVA-00 of yours refreshed.
  // "Not named Rei Ayanami" is written as "not of the REI type": in the card pool the one NERV card
  // with the REI type is this card, and no other NERV card has its name, so both read the same.
  'ST07-013': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'card', spiritType: 'NERV', notSpiritType: 'REI', count: 1 },
          rest: 'trash',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [2],
      optional: true,
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', spiritType: 'EVA-00', count: 1 } }],
    },
  ],
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
  // Don't Order Me Around!: the burst destroys an opposing spirit of 3000 BP or less; the main effect
  // (also payable after the burst) draws two.
  'ST07-014': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', maxBp: 3000, count: 1 } }],
      thenMain: true,
    },
    { kind: 'magic', timing: ['main'], effect: [{ do: 'draw', n: 2 }] },
  ],
  // EVA-00 -Activation Test-: it cannot attack; in your main step, while you pay for a NERV card, it
  // and its symbol are red and purple as well as yellow.
  'ST07-009': [
    { kind: 'constant', levels: [1], apply: [{ cannot: 'attack', to: { side: 'self' } }] },
    {
      kind: 'constant',
      levels: [1],
      during: 'yourMainStep',
      apply: [
        {
          symbolColors: ['red', 'purple'],
          for: { side: 'any', what: 'card', spiritType: 'NERV' },
          to: { side: 'self' },
        },
      ],
    },
  ],

  // EVA-01 -Operation Yashima-: summoned, a NERV card of cost 4 or less comes back from the trash;
  // A.T. Field; at LV3 its attack may pay five of its cores to take four off an opposing spirit, and
  // if that destroys it while you have a Shinji nexus, a life core of the opponent's goes to their
  // reserve.
  'ST07-004': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'toHand',
          target: { side: 'own', what: 'card', zone: 'trash', spiritType: 'NERV', maxCost: 4, count: 1 },
        },
      ],
    },
    { ...atField, levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 5 }],
      effect: [
        {
          do: 'removeCores',
          n: 4,
          target: { side: 'opponent', what: 'spirit', count: 1 },
          to: 'reserve',
        },
        {
          do: 'if',
          cond: {
            all: [
              { amount: { destroyedByThis: 'any' }, atLeast: 1 },
              { count: { side: 'own', what: 'nexus', spiritType: 'SHINJI' }, atLeast: 1 },
            ],
          },
          then: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'life', to: 'reserve' }],
        },
      ],
    },
  ],
};

export default abilities;

// SD3 (Starter Deck: Dark Invasion): the project's own definitions of the skills of the cards new in
// the starter deck, in the effect vocabulary. The facts come from SD3.json; the text players read is
// generated from these definitions. Cards left out are listed at the end with the reason.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Condition, Skill } from '../../src/vocab.ts';
import { doubleStrike } from './lib/common.ts';

/** "You have N or more cards in your Warp" (11-4). */
const warpHolds = (min: number): Condition => ({ count: { side: 'own', zone: 'warp' }, min });

/** Power Aura Mira (SD3-05): +5000 while the Warp holds `min` cards or more. */
const warpPower = (min: number): Skill => ({
  kind: 'permanent',
  if: warpHolds(min),
  effect: [{ c: 'power', amount: 5000 }],
});

/**
 * The Masked Saiyan / Bardock (SD3-01), both sides: [Activate: Main] [Once per Turn], the top 3
 * cards of the deck to the Drop Area; the effect reads the colours of those cards where they are now
 * (8-10-1): a black one gives [Critical] (10-6) for the turn, one of another colour +5000 for the turn.
 * A multicolour card counts for each of its colours (2-4-1-2).
 */
const maskedSaiyanDrop: Skill = {
  kind: 'activate',
  timing: ['main'],
  once: true,
  cost: [{ pay: 'deckTop', n: 3 }],
  effect: [
    {
      do: 'if',
      cond: { paid: { colors: ['black'] } },
      then: [{ do: 'gain', target: { side: 'self' }, spec: { k: 'critical' }, until: 'turn' }],
    },
    {
      do: 'if',
      cond: { paid: { colors: ['red', 'blue', 'green', 'yellow'] } },
      then: [{ do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' }],
    },
  ],
};

export const SD3: SetSkills = {
  'SD3-01': {
    skills: [
      maskedSaiyanDrop,
      { kind: 'awaken', cond: { life: { max: 4 } }, optional: true, effect: [{ do: 'draw', n: 2 }] },
    ],
    back: [maskedSaiyanDrop, { kind: 'auto', on: { on: 'attacks' }, effect: [{ do: 'draw', n: 1 }] }],
  },
  'SD3-02': {
    skills: [
      // The data writes the cost as a bare number word ("[four]", SOURCE.md): four energy of any colour.
      {
        kind: 'evolve',
        variant: 'xeno',
        cost: [{ pay: 'energy', n: 4 }],
        onto: { character: ['Trunks: Xeno'] },
      },
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'evolved' },
        effect: [
          {
            do: 'play',
            target: {
              side: 'own',
              zone: 'warp',
              count: 1,
              upTo: true,
              filter: { type: 'battle', cost: { max: 3 } },
            },
          },
        ],
      },
    ],
  },
  'SD3-05': {
    note: 'One printed [Permanent] with two steps: +5000 from 3 cards in the Warp, another +5000 from 5.',
    printed: 2,
    skills: [{ kind: 'overRealm', n: 3, cost: [] }, warpPower(3), warpPower(5)],
  },
  'SD3-04': {
    skills: [
      // 7-1: it may attack Battle Cards in Active Mode too.
      { kind: 'permanent', effect: [{ c: 'attackActive' }] },
      // "Sent 7 or more cards to your Warp" is read as 7 or more cards in the Warp (11-4): the Warp
      // keeps what is sent there; only an effect playing a card from it (SD3-02) makes the two differ.
      // The cost change holds wherever the card is played from by paying its cost, hand or Warp.
      { kind: 'permanent', if: warpHolds(7), effect: [{ c: 'cost', amount: -1 }] },
    ],
  },
  // 10-15: [Over Realm 2], no other cost.
  'SD3-03': { skills: [{ kind: 'overRealm', n: 2, cost: [] }] },
};

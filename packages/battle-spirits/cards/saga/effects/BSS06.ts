// Arbiter's own definitions of the BSS06 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed, card by card, in the gap report of this set.
import type { Ability, Target } from '../../../src/vocab.ts';
import { ANTMAN } from './shared/tokens.ts';

const oneFoe = (t: Omit<Target, 'side'> = {}): Target => ({
  side: 'opponent',
  what: 'spirit',
  count: 1,
  ...t,
});

const abilities: Record<string, Ability[]> = {
  // Tricerasoldier: in your attack step it counts as LV3 while the opponent keeps 4 or more life.
  'BSS06-008': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'yourAttackStep',
      if: { amount: { player: 'opponent', what: 'life' }, atLeast: 4 },
      apply: [{ level: 3, to: { side: 'self' } }],
    },
  ],
  // Conjured Crane: arriving at LV1 or LV2, a card.
  'BSS06-023': [{ kind: 'trigger', on: 'summoned', levels: [1, 2], effect: [{ do: 'draw', n: 1 }] }],
  // Conjured Puppet Empty Karma: attacking, a core off one opposing spirit to its owner's reserve;
  // Astral at LV2.
  'BSS06-025': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2],
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
    { kind: 'keyword', keyword: 'astral', levels: [2] },
  ],
  // Goldfish Gargoyle: arriving, one opposing spirit counts as LV1 for the turn.
  'BSS06-035': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'setLevel', level: 1, target: oneFoe(), until: 'turn' }],
    },
  ],
  // Tamamush: arriving at LV1 or LV2, a void core goes to your trash.
  'BSS06-064': [
    { kind: 'trigger', on: 'summoned', levels: [1, 2], effect: [{ do: 'gainCore', n: 1, to: 'trash' }] },
  ],
  // Heavenly Footless-fowl: arriving at LV1 or LV2, a void core onto itself; Gale 2 attacking at LV2.
  'BSS06-066': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    { kind: 'keyword', keyword: 'gale', value: 2, levels: [2], during: 'whileAttacking' },
  ],
  // Summoning Ninja Lotusmaru: Agile; arriving, an Antman Token.
  'BSS06-068': [
    { kind: 'keyword', keyword: 'agile' },
    { kind: 'trigger', on: 'summoned', levels: [1, 2, 3], effect: [{ do: 'token', token: ANTMAN, n: 1 }] },
  ],
  // Mi-Gyo: costs 3 from the hand while you have no spirit on the field.
  'BSS06-075': [
    {
      kind: 'constant',
      inHand: true,
      if: { count: { side: 'own', what: 'spirit' }, atMost: 0 },
      apply: [{ costIs: 3 }],
    },
  ],
  // Giant Birdman Jatayu: arriving without a token spirit of yours on the field, it exhausts itself.
  'BSS06-084': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', token: true }, atMost: 0 },
          then: [{ do: 'exhaust', target: { side: 'self' } }],
        },
      ],
    },
  ],
};

export default abilities;

// TB1 (The Tournament of Power): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from TB1.json; the text players read is
// generated from these definitions.
import type { SetSkills } from '../../src/pool/defs.ts';
import type { Cost, Directive, Skill } from '../../src/vocab.ts';
import { doubleStrike, whenPlayed } from './lib/common.ts';

/** "If your Leader Card is 《trait》, you may (cost); if you do so, (effect)" (8-4-2-2). */
function underLeaderIfPaid(trait: string, cost: Cost, ...then: Directive[]): Directive {
  return { do: 'if', cond: { leader: { trait: [trait] } }, then: [{ do: 'ifPaid', cost: [cost], then }] };
}

/** A [Counter: Attack] Extra Card that negates the attack, then does more (10-10-3). */
function negateThen(...then: Directive[]): Skill {
  return { kind: 'counter', on: 'attack', effect: [{ do: 'negate', what: 'attack' }, ...then] };
}

const discardOne: Cost = { pay: 'discard', n: 1 };

export const TB1: SetSkills = {
  'TB1-039': {
    skills: [
      doubleStrike,
      whenPlayed(
        underLeaderIfPaid(
          'Universe 9',
          { pay: 'life', n: 1, to: 'hand' },
          { do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true }, to: 'deckBottom' },
        ),
      ),
    ],
  },
  'TB1-072': {
    skills: [
      negateThen(
        underLeaderIfPaid('Universe 2', discardOne, {
          do: 'ko',
          target: { side: 'opp', zone: 'battle', count: 1, chooser: 'opp' },
        }),
      ),
    ],
  },
  'TB1-082': {
    skills: [
      whenPlayed(
        underLeaderIfPaid(
          'Universe 11',
          { pay: 'discard', n: 1, filter: { colors: ['yellow'] } },
          {
            do: 'ko',
            target: { side: 'opp', zone: 'battle', count: 2, upTo: true, filter: { mode: 'rest' } },
          },
        ),
      ),
    ],
  },
};

// TB1 cards looked at with the `ifPaid` directive (issue 16) and left, each for a want in the
// vocabulary:
// - TB1-042: revealing a hand card and placing it at the bottom of the deck is no cost yet.
// - TB1-078: choosing cards "ignoring [Barrier]" (10-16) has no target flag.
// - TB1-033: its power lowered for each ＜Tien Shinhan＞ in the Battle or Combo Area (a [Permanent]
//   power counted per card) has no continuous.
// - TB1-050 (leader): "you cannot include non-《Universe 7》 cards in your deck" is no deck rule yet
//   (5-1); its back side's `ifPaid` attack negation is in the vocabulary.

// BT3 cards whose skills pay an optional cost before the rest happens ("you may ...; if you do so",
// the `ifPaid` directive, 8-4-2-2), trigger on a play with [Over Realm] (10-15-3), or read the card
// the opponent chose (`chosen` after a choice of theirs, 8-10-1): the project's own definitions,
// merged into BT3 by BT3.ts.
import type { SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Color, Skill } from '../../../src/vocab.ts';
import {
  doubleStrike,
  exEvolve,
  koOpponents,
  millUpToTwo,
  overRealm,
  whenAttacks,
  whenOverRealmed,
  whenPlayed,
} from '../lib/common.ts';

/**
 * The black leaders' front side (BT3-107, BT3-108): when attacking, the top 2 cards of the deck go
 * to the Drop Area; then, with a card of those colours in the Battle Area or the Drop Area, draw 1.
 */
function millThenDraw(colors: Color[]): Skill {
  return whenAttacks(
    { do: 'deckTop', n: 2, to: 'drop' },
    {
      do: 'if',
      cond: {
        any: [
          { count: { side: 'own', zone: 'battle', filter: { colors } }, min: 1 },
          { count: { side: 'own', zone: 'drop', filter: { colors } }, min: 1 },
        ],
      },
      then: [{ do: 'draw', n: 1 }],
    },
  );
}

/** Their [Awaken] at 4 life or less: up to 1 card of the Warp to the hand, then the flip (10-2). */
const awakenFromWarp: Skill = {
  kind: 'awaken',
  cond: { life: { max: 4 } },
  optional: true,
  effect: [{ do: 'move', target: { side: 'own', zone: 'warp', count: 1, upTo: true }, to: 'hand' }],
};

/** Their back side's [Activate: Main] [Once per Turn]: up to 2 cards of the deck to the Drop Area. */
const millActivate: Skill = { kind: 'activate', timing: ['main'], once: true, effect: [millUpToTwo] };

const drawOnAttack: Skill = whenAttacks({ do: 'draw', n: 1 });

/**
 * The green androids (BT3-071, BT3-073): the opponent chooses a card of theirs for the effect, then
 * p draws 1 if that card, read where it went (8-10-1), matches `drawIf`.
 */
function opponentPicksThenDraw(zone: 'battle' | 'hand', drawIf: CardFilter): Skill {
  const target = { side: 'opp', zone, count: 1, chooser: 'opp' } as const;
  return whenPlayed(zone === 'battle' ? { do: 'ko', target } : { do: 'move', target, to: 'drop' }, {
    do: 'if',
    cond: { chosen: drawIf },
    then: [{ do: 'draw', n: 1 }],
  });
}

export const BT3_PAID_AND_REALM: SetSkills = {
  'BT3-071': {
    skills: [doubleStrike, opponentPicksThenDraw('battle', { type: 'battle', cost: { max: 3 } })],
  },
  'BT3-073': { skills: [opponentPicksThenDraw('hand', { type: 'battle', cost: { min: 4 } })] },
  'BT3-122': {
    note: 'Its effect happens with the card already in the Drop Area (8-5-2-5-1): from there it goes back to the hand.',
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        effect: [
          { do: 'negate', what: 'attack' },
          {
            do: 'ifPaid',
            cost: [{ pay: 'discard', n: 2 }],
            then: [{ do: 'move', target: { side: 'self' }, to: 'hand' }],
          },
        ],
      },
    ],
  },
  'BT3-060': {
    skills: [
      exEvolve('green', 1, 'Vegeta', 3),
      doubleStrike,
      {
        kind: 'auto',
        on: { on: 'dealsDamage' },
        effect: [
          {
            do: 'ifPaid',
            cost: [{ pay: 'discard', n: 1 }],
            then: [{ do: 'gain', target: { side: 'self' }, spec: { k: 'critical' }, until: 'turn' }],
          },
        ],
      },
    ],
  },
  'BT3-081': {
    skills: [
      {
        kind: 'counter',
        on: 'attack',
        effect: [
          { do: 'negate', what: 'attack' },
          {
            do: 'if',
            cond: { leader: { trait: ['Android'] } },
            then: [
              {
                do: 'ifPaid',
                cost: [{ pay: 'discard', n: 1 }],
                then: [koOpponents(1, { cost: { max: 3 } })],
              },
            ],
          },
        ],
      },
    ],
  },
  'BT3-107': {
    skills: [millThenDraw(['green', 'yellow']), awakenFromWarp],
    back: [
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'warp' }, min: 5 },
        effect: [{ c: 'keyword', spec: { k: 'critical' } }],
      },
      millActivate,
      drawOnAttack,
    ],
  },
  'BT3-108': {
    skills: [millThenDraw(['red', 'blue']), awakenFromWarp],
    back: [
      millActivate,
      whenAttacks(
        { do: 'draw', n: 1 },
        {
          do: 'ifPaid',
          cost: [{ pay: 'warpDrop', n: 5 }],
          then: [
            { do: 'power', target: { side: 'self' }, amount: 5000, until: 'turn' },
            { do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' },
          ],
        },
      ),
    ],
  },
  'BT3-110': {
    skills: [
      overRealm(4),
      whenOverRealmed({ do: 'gain', target: { side: 'self' }, spec: { k: 'strike', n: 2 }, until: 'turn' }),
    ],
  },
  'BT3-111': {
    note: 'The data writes the [Over Realm 4] cost as [two]: 2 energy of any colour besides the Drop Area (SOURCE.md).',
    skills: [
      overRealm(4, 2),
      doubleStrike,
      whenOverRealmed({
        do: 'move',
        target: { side: 'own', zone: 'warp', count: 1, upTo: true, filter: { type: 'battle' } },
        to: 'hand',
      }),
    ],
  },
  'BT3-117': {
    skills: [
      overRealm(3),
      whenOverRealmed({
        do: 'move',
        target: { side: 'opp', zone: 'hand', count: 1, chooser: 'opp' },
        to: 'drop',
      }),
    ],
  },
};

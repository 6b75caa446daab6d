// BT2 (Union Force), red and blue cards added after the first part (BT2.ts): the project's own
// definitions of their skills, in the effect vocabulary. BT2.ts joins the set's parts.
import { tokenId, type SetSkills } from '../../../src/pool/defs.ts';
import type { CardFilter, Condition, Continuous, Directive, Skill, Target } from '../../../src/vocab.ts';
import {
  absorbFromDeck,
  awaken,
  blocker,
  comboReturn,
  doubleStrike,
  drawOnAttack,
  evolve,
  playFromDrop,
  potara,
  underCost,
  whenPlayed,
} from '../lib/common.ts';

/** Beerus (BT2-046): the opponent's Battle Cards of energy cost 1 or less. */
const CHEAP_OPP_BATTLE: Target = { side: 'opp', zone: 'battle', filter: { cost: { max: 1 } } };

/**
 * Fused Zamasu (BT2-034), front side: [Activate: Main] [Once per Turn], a life card to the Drop Area;
 * if that card is blue (read there, 8-10-1), draw 1.
 */
const fusedZamasuLife: Skill = {
  kind: 'activate',
  timing: ['main'],
  once: true,
  cost: [{ pay: 'life', n: 1, to: 'drop' }],
  effect: [{ do: 'if', cond: { paid: { colors: ['blue'] } }, then: [{ do: 'draw', n: 1 }] }],
};

/**
 * Trunks (BT2-035), both sides: [Once per Turn] in your turn, each time you combo with a card of
 * energy cost 2 or more, draw 1.
 */
const trunksComboDraw: Skill = {
  kind: 'auto',
  once: true,
  if: { turn: 'own' },
  on: { on: 'cardCombo', side: 'own', filter: { cost: { min: 2 } } },
  effect: [{ do: 'draw', n: 1 }],
};

/**
 * Whis (BT2-047) and Goku Black (BT2-055): the opponent's skills cannot KO it, and no skill takes it
 * out of the Battle Area.
 */
const staysAgainstSkills: Continuous[] = [{ c: 'noSkillKo' }, { c: 'staysInBattle' }];

/**
 * Son Goten and Trunks (BT2-008, BT2-011): [Activate: Main] from the hand, this card and 1 other card
 * of the hand to the Drop Area: search the deck for up to 1 ＜Gotenks＞ of 25000 power or less.
 */
const leapToGotenks: Skill = {
  kind: 'activate',
  timing: ['main'],
  fromHand: true,
  cost: [{ pay: 'dropSelf' }, { pay: 'discard', n: 1 }],
  effect: [{ do: 'search', n: 1, filter: { character: ['Gotenks'], power: { max: 25000 } }, to: 'hand' }],
};

/** "＜name＞ is in your Battle Area or Drop Area". */
function inBattleOrDrop(character: string): Condition {
  const filter = { character: [character] };
  return {
    any: [
      { count: { side: 'own', zone: 'battle', filter }, min: 1 },
      { count: { side: 'own', zone: 'drop', filter }, min: 1 },
    ],
  };
}

/** Potara, The Kai's Secret (BT2-030): a ＜Vegito＞ of energy cost 6 or less. */
const VEGITO_UP_TO_6: CardFilter = { type: 'battle', character: ['Vegito'], cost: { max: 6 } };

/** BT2-013: "can attack Battle Cards in Active Mode" (7-1). */
const attackActive: Skill = { kind: 'permanent', effect: [{ c: 'attackActive' }] };

/** "Play N Ghost tokens" (10-18): the token of BT2-014 and BT2-033, 15000 power. */
function ghosts(n: number): Directive {
  return { do: 'token', card: tokenId('Ghost'), n };
}

export const BT2_RED_BLUE: SetSkills = {
  'BT2-010': { skills: [comboReturn('red', true)] },
  'BT2-027': {
    skills: [
      {
        kind: 'evolve',
        variant: 'evolve',
        cost: [{ pay: 'energy', n: 2, colors: { red: 2 } }],
        onto: { character: ['Majin Buu'], colors: ['red'] },
      },
      absorbFromDeck(
        { character: ['Majin Buu'], power: { min: 25000 }, not: { name: 'Awakening Evil Majin Buu' } },
        underCost({ type: 'battle' }),
      ),
    ],
  },
  'BT2-014': {
    skills: [
      evolve(4, { red: 2 }, 'Gotenks'),
      {
        kind: 'permanent',
        if: { hand: { max: 4 } },
        effect: [
          { c: 'keyword', spec: { k: 'strike', n: 2 } },
          {
            c: 'keyword',
            spec: { k: 'strike', n: 2 },
            target: { side: 'own', all: true, filter: { name: 'Ghost', token: true } },
          },
        ],
      },
      whenPlayed(ghosts(3)),
    ],
  },
  'BT2-016': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'dropSelf' }],
        effect: [
          { do: 'search', n: 1, filter: { character: ['Son Goten'], power: { max: 15000 } }, to: 'hand' },
          { do: 'search', n: 1, filter: { character: ['Trunks: Youth'], power: { max: 15000 } }, to: 'hand' },
        ],
      },
    ],
  },
  'BT2-021': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'phase', at: 'mainStart', whose: 'own' },
        effect: [
          { do: 'look', n: 3, zone: 'deck', keep: true },
          {
            do: 'move',
            target: {
              side: 'chosen',
              count: 1,
              upTo: true,
              filter: { name: 'Miraculous Comeback Ultimate Gohan' },
            },
            to: 'hand',
          },
          { do: 'move', target: { side: 'looked', all: true }, to: 'deckBottom' },
        ],
      },
    ],
  },
  'BT2-032': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        // "3 or less cards other than this card in your hand": the card itself is not counted.
        if: { count: { side: 'own', zone: 'hand', filter: { other: true } }, max: 3 },
        effect: [playFromDrop({ character: ['Gotenks'], power: { max: 15000 } }, false)],
      },
    ],
  },
  'BT2-033': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        effect: [
          {
            do: 'if',
            cond: { count: { side: 'own', zone: 'field', filter: { character: ['Gotenks'] } }, min: 1 },
            then: [ghosts(2)],
          },
        ],
      },
    ],
  },
  'BT2-039': { skills: [comboReturn('blue', true)] },
  'BT2-059': {
    skills: [
      doubleStrike,
      whenPlayed({
        do: 'if',
        cond: { leader: { trait: ['God'] } },
        then: [
          {
            do: 'move',
            target: {
              side: 'own',
              zone: 'battle',
              all: true,
              upTo: true,
              filter: { trait: ['God'], other: true },
            },
            to: 'energy',
            rest: true,
          },
        ],
      }),
    ],
  },
  'BT2-013': {
    skills: [
      // The data writes this cost as a bare number word ("[three]", SOURCE.md): three energy of any
      // colour.
      potara(3, ['Son Goku', 'Vegeta']),
      attackActive,
      {
        kind: 'auto',
        on: { on: 'attackEnd' },
        effect: [
          { do: 'deckTop', n: 10, to: 'drop' },
          {
            do: 'evolve',
            onto: 'self',
            target: {
              side: 'own',
              zone: 'drop',
              count: 1,
              upTo: true,
              filter: { character: ['Vegito'], power: { min: 25000, max: 25000 } },
            },
          },
          // 10-5-4 keeps the position of the card evolved from; this skill plays it in Active Mode.
          { do: 'stand', target: { side: 'chosen' } },
        ],
      },
    ],
  },
  'BT2-043': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        cost: [{ pay: 'moveSelf', to: 'deckBottom' }],
        effect: [
          playFromDrop(
            { type: 'battle', colors: ['blue'], character: ['Son Goku', 'Vegeta'], cost: { max: 3 } },
            false,
            'hand',
          ),
        ],
      },
    ],
  },
  'BT2-023': {
    skills: [
      {
        kind: 'permanent',
        if: { self: { mode: 'rest' } },
        effect: [
          {
            c: 'unattackable',
            target: { side: 'own', zone: 'field', all: true, filter: { character: ['Evil Wizard Babidi'] } },
          },
        ],
      },
    ],
  },
  'BT2-034': {
    skills: [
      fusedZamasuLife,
      { kind: 'awaken', cond: { life: { max: 2 } }, optional: true, effect: [{ do: 'draw', n: 2 }] },
    ],
    back: [
      {
        // 8-9: damage to your life is replaced by 5 cards of the deck to the Drop Area per damage.
        kind: 'permanent',
        effect: [
          { c: 'replace', event: 'damage', instead: [{ do: 'deckTop', n: { perDamage: 5 }, to: 'drop' }] },
        ],
      },
      drawOnAttack,
    ],
  },
  'BT2-040': {
    skills: [
      doubleStrike,
      whenPlayed(
        { do: 'look', n: 1, zone: 'deck', bottom: true, reveal: true },
        {
          do: 'play',
          target: { side: 'looked', filter: { character: ['Trunks: Future'], cost: { max: 3 } } },
        },
        // In play it is a new object (3-1-4), followed there (8-10-1): its [Activate] skills are
        // off for the rest of the game. Any other card stays where it is, the bottom of the deck.
        { do: 'ban', target: { side: 'chosen' }, what: 'activateSkills', until: 'game' },
      ),
    ],
  },
  'BT2-041': {
    skills: [
      {
        kind: 'auto',
        on: { on: 'played', bySkillOf: 'Trunks: Future' },
        effect: [{ do: 'ko', target: { side: 'opp', count: 1, upTo: true } }],
      },
    ],
  },
  'BT2-058': {
    skills: [
      potara(7, ['Goku Black', 'Zamasu'], { blue: 3 }),
      { kind: 'keyword', spec: { k: 'indestructible' } },
      {
        kind: 'auto',
        on: { on: 'attacks' },
        effect: [
          // Up to 1 from each area, then all at once under the deck, ordered by their owner (3-1-6).
          { do: 'gather', target: { side: 'opp', zone: 'battle', count: 1, upTo: true } },
          { do: 'gather', target: { side: 'opp', zone: 'energy', count: 1, upTo: true } },
          { do: 'gather', target: { side: 'opp', zone: 'life', count: 1, upTo: true } },
          { do: 'gather', target: { side: 'opp', zone: 'hand', count: 1, upTo: true } },
          { do: 'move', target: { side: 'chosen' }, to: 'deckBottom' },
        ],
      },
    ],
  },
  'BT2-046': {
    skills: [
      doubleStrike,
      whenPlayed(
        // As many cards as the opponent has cheap Battle Cards, counted as it resolves; several
        // placed on the deck together are ordered by their owner (3-1-6).
        {
          do: 'move',
          target: { side: 'opp', zone: 'hand', chooser: 'opp', countBy: CHEAP_OPP_BATTLE },
          to: 'deckTop',
        },
        { do: 'move', target: { ...CHEAP_OPP_BATTLE, all: true }, to: 'hand' },
      ),
    ],
  },
  'BT2-060': {
    skills: [
      whenPlayed(
        // First the other Battle Cards lose their skills (8-3): none triggers as they leave.
        {
          do: 'ban',
          target: { side: 'both', zone: 'battle', all: true, filter: { other: true } },
          what: 'skillsNegated',
          until: 'turn',
        },
        // Hands and the other Battle Cards go back together (3-1-6, ordered by each owner); the
        // cards beneath them go to the Drop Area (11-3-4).
        { do: 'gather', target: { side: 'both', zone: 'hand', all: true } },
        { do: 'gather', target: { side: 'both', zone: 'battle', all: true, filter: { other: true } } },
        { do: 'move', target: { side: 'chosen' }, to: 'deckBottom' },
        { do: 'shuffle', both: true },
        { do: 'draw', n: 5, both: true },
      ),
    ],
  },
  'BT2-036': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        once: true,
        effect: [
          {
            do: 'if',
            cond: { count: { side: 'own', zone: 'energy', filter: { colors: ['blue'] } }, min: 2 },
            then: [
              { do: 'move', target: { side: 'own', zone: 'life', count: 1 }, to: 'energy' },
              // 6-4-1-1: left for the end of this turn, whatever becomes of the leader meanwhile.
              {
                do: 'atTurnEnd',
                then: [{ do: 'move', target: { side: 'own', zone: 'energy', count: 1 }, to: 'drop' }],
              },
            ],
          },
        ],
      },
      awaken,
    ],
    back: [
      {
        kind: 'permanent',
        if: { all: [{ turn: 'own' }, { life: { max: 2 } }] },
        effect: [
          { c: 'power', amount: 5000 },
          { c: 'keyword', spec: { k: 'strike', n: 2 } },
        ],
      },
      drawOnAttack,
    ],
  },
  'BT2-035': { skills: [trunksComboDraw, awaken], back: [trunksComboDraw, drawOnAttack] },
  'BT2-047': { skills: [blocker, { kind: 'permanent', effect: staysAgainstSkills }] },
  'BT2-055': {
    skills: [
      {
        kind: 'permanent',
        if: { count: { side: 'own', zone: 'battle', filter: { character: ['Zamasu'] } }, min: 1 },
        effect: staysAgainstSkills,
      },
    ],
  },
  'BT2-056': {
    skills: [
      // "BBB[two]": three blue energy and two of any colour (SOURCE.md).
      evolve(5, { blue: 3 }, 'Zamasu'),
      { kind: 'keyword', spec: { k: 'indestructible' } },
      {
        kind: 'auto',
        on: { on: 'cardAttacks', side: 'opp' },
        if: { leader: { character: ['Zamasu', 'Goku Black'] } },
        optional: true,
        cost: [{ pay: 'discard', n: 1 }],
        // 7-1-4: the attack is negated; the skill is then negated for the turn (8-3), not [Once per
        // Turn]: it is spent only when the card is discarded.
        effect: [
          { do: 'negate', what: 'attack' },
          { do: 'negateThisSkill', until: 'turn' },
        ],
      },
    ],
  },
  'BT2-008': { skills: [leapToGotenks] },
  'BT2-011': { skills: [leapToGotenks] },
  'BT2-042': {
    note: '"When this card attacks or is attacked": one printed skill, two triggers.',
    printed: 3,
    skills: [
      evolve(5, { blue: 2 }, 'Trunks: Future'),
      {
        kind: 'permanent',
        if: { all: [inBattleOrDrop('Son Goku'), inBattleOrDrop('Vegeta')] },
        effect: [{ c: 'keyword', spec: { k: 'strike', n: 3 } }],
      },
      // "Combo with it" from the Drop Area: the card is placed in the Combo Area (7-2-1-2-2), no
      // combo cost paid, as with BT1-092.
      ...(['attacks', 'attacked'] as const).map((on): Skill => ({
        kind: 'auto',
        on: { on },
        effect: [
          {
            do: 'move',
            target: {
              side: 'own',
              zone: 'drop',
              count: 1,
              upTo: true,
              filter: { type: 'battle', colors: ['blue'] },
            },
            to: 'combo',
          },
        ],
      })),
    ],
  },
  'BT2-030': {
    skills: [
      {
        kind: 'activate',
        timing: ['main'],
        // One ＜Son Goku＞ and one ＜Vegeta＞ of the hand: no card of the pool that can be in a hand
        // has both characters (only the leader BT7-025 does), so two discards say it exactly.
        cost: [
          { pay: 'discard', n: 1, filter: { character: ['Son Goku'] } },
          { pay: 'discard', n: 1, filter: { character: ['Vegeta'] } },
        ],
        effect: [
          {
            do: 'choose',
            n: 1,
            options: [
              [{ do: 'search', n: 1, filter: VEGITO_UP_TO_6, to: 'battle' }],
              [playFromDrop(VEGITO_UP_TO_6)],
            ],
          },
        ],
      },
    ],
  },
};

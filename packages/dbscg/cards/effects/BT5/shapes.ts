// Shapes of skill several BT5 cards share, in the effect vocabulary: used by BT5.ts and the files of
// BT5/. The keywords of the set ([Burst], 10-30; [Sparking], 10-29; [Super Combo], 10-17) recur in
// each colour with the same effect.
import type { CardFilter, Color, Directive, Skill } from '../../../src/vocab.ts';
import { barrier, leaderAtFourLife, whenCombosIf } from '../lib/common.ts';
import { awakenStandEnergy } from '../lib/starter.ts';

export const drawOne: Directive = { do: 'draw', n: 1 };
export const superCombo: Skill = { kind: 'keyword', spec: { k: 'superCombo' } };
export const deflect: Skill = { kind: 'keyword', spec: { k: 'deflect' } };
export const DRAGON_BALL: CardFilter = { keyword: 'dragonBall' };

/** "When this card attacks" with [Burst n] (10-30: the top n cards of the deck go first): draw 1. */
export function burstDrawOnAttack(n: number): Skill {
  return { kind: 'auto', on: { on: 'attacks' }, cost: [{ pay: 'burst', n }], effect: [drawOne] };
}

/** The front side of the set's [Burst] leaders: [Burst n] draw on attack, and the common [Awaken] (10-2). */
export function burstLeaderFront(n: number): Skill[] {
  return [burstDrawOnAttack(n), awakenStandEnergy];
}

/**
 * The "Deadly Defender" cards of each colour: [Barrier] (10-16), and during the opponent's turn, with
 * a leader of that colour and this card in Rest Mode, the opponent cannot attack your Leader Card
 * (7-1) and this card has -5000 power (2-8).
 */
export function deadlyDefender(color: Color): Skill[] {
  return [
    barrier,
    {
      kind: 'permanent',
      if: { all: [{ turn: 'opp' }, { leader: { colors: [color] } }, { self: { mode: 'rest' } }] },
      effect: [
        { c: 'unattackable', target: { side: 'own', zone: 'leader', all: true } },
        { c: 'power', amount: -5000 },
      ],
    },
  ];
}

/** [Super Combo] (10-17) and, with 4 life or less and a leader of that colour, draw 1 on a combo (7-2). */
export function superComboAtFourLife(color: Color): Skill[] {
  return [superCombo, whenCombosIf(leaderAtFourLife({ colors: [color] }), drawOne)];
}

/** [Super Combo] (10-17) and [Sparking 5] (10-29): with a leader of that colour, draw 1 on a combo (7-2). */
export function superComboSparking(color: Color): Skill[] {
  return [
    superCombo,
    {
      kind: 'auto',
      sparking: 5,
      on: { on: 'combo' },
      effect: [{ do: 'if', cond: { leader: { colors: [color] } }, then: [drawOne] }],
    },
  ];
}

/** "This card gains 《Desire》 in all areas" (2-6-6). */
export const alsoDesire: Skill = { kind: 'permanent', effect: [{ c: 'alsoNamed', trait: 'Desire' }] };

/** An Extra Card's "[Activate: Main] Your Leader Card is (leader): (effect)" (8-1-3-1). */
export function mainWithLeader(leader: CardFilter, ...effect: Directive[]): Skill {
  return { kind: 'activate', timing: ['main'], if: { leader }, effect };
}

/** Up to `n` deck cards matching `filter` go to the Drop Area; the deck is shuffled after. */
export function deckToDrop(filter: CardFilter, n = 1): Directive[] {
  return [
    { do: 'move', target: { side: 'own', zone: 'deck', count: n, upTo: true, filter }, to: 'drop' },
    { do: 'shuffle' },
  ];
}

/** "Choose up to 1 (filter) from your deck, play it, then shuffle your deck." */
export function playFromDeck(filter: CardFilter): Directive[] {
  return [
    { do: 'play', target: { side: 'own', zone: 'deck', count: 1, upTo: true, filter } },
    { do: 'shuffle' },
  ];
}

/** "Choose up to `n` of your Battle Cards (filter) and switch them to Active Mode" (4-8-1). */
export function standOwnUpTo(n: number, filter: CardFilter): Directive {
  return { do: 'stand', target: { side: 'own', zone: 'battle', count: n, upTo: true, filter } };
}

/** "Your Leader Card is a 《Shenron》 card" (of `color` when given). */
export function shenronLeader(color?: Color): CardFilter {
  return { trait: ['Shenron'], ...(color ? { colors: [color] } : {}) };
}

/**
 * "Choose up to 1 (card) from your deck or Drop Area and (do it)": the player picks the area, then
 * the card (10-27); the deck, searched only when picked, is shuffled after (`search`, 3-2-4).
 */
export function fromDeckOrDrop(fromDeck: Directive, fromDrop: Directive): Directive {
  return { do: 'choose', n: 1, options: [[fromDeck], [fromDrop]] };
}

/**
 * [Permanent] with [Sparking 5]: the [Counter] of this card may be used from the hand with a life card
 * moved to the hand in place of the energy payment (10-29, 10-10-1).
 */
export const counterByLifeSparking: Skill = {
  kind: 'permanent',
  sparking: 5,
  effect: [{ c: 'counterByLife' }],
};

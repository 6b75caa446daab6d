// Shapes of skill that recur among the BT7 (Assault of the Saiyans) cards, in the effect vocabulary.
import type { CardFilter, Directive, Skill } from '../../../src/vocab.ts';

/** [Counter: Play] "play this card" (10-10-3: activated from the hand against a play). */
export const counterPlaySelf: Skill = {
  kind: 'counter',
  on: 'play',
  effect: [{ do: 'play', target: { side: 'self' } }],
};

/**
 * "[Permanent] If a multicolored card is in your energy, this card costs 1 less in your hand"
 * (2-4-1-2-1, 2-11-3): BT7-005, 029, 058, 078.
 */
export const multicolorEnergyDiscount: Skill = {
  kind: 'permanent',
  if: { count: { side: 'own', zone: 'energy', filter: { multicolor: true } }, min: 1 },
  effect: [{ c: 'cost', amount: -1 }],
};

/** [Permanent]: skills of the opponent's cards never KO this card (10-1): BT7-041, 085. */
export const noOpponentSkillKo: Skill = { kind: 'permanent', effect: [{ c: 'noSkillKo' }] };

/**
 * "Look at up to 3 cards of the deck's top, up to 1 (filter) to the hand, the others to the deck's
 * bottom in any order" (11-6): BT7-014, 028.
 */
export function lookThreeRestToBottom(filter: CardFilter): Directive[] {
  return [
    { do: 'look', n: 3, zone: 'deck', keep: true },
    { do: 'move', target: { side: 'chosen', count: 1, upTo: true, filter }, to: 'hand' },
    { do: 'move', target: { side: 'looked' }, to: 'deckBottom' },
  ];
}

/** A deck search for one card of `name` to the hand, the deck shuffled after (8-5-3-7): BT7-016, 090, 091. */
export function searchNamed(name: string): Directive {
  return { do: 'search', n: 1, to: 'hand', filter: { name } };
}

/** "[Activate: Main] [Once per Turn] 1 card of the hand to the Drop Area: draw 1" (8-1-3-1, 10-11): BT7-015, 035. */
export const discardToDraw: Skill = {
  kind: 'activate',
  timing: ['main'],
  once: true,
  cost: [{ pay: 'discard', n: 1 }],
  effect: [{ do: 'draw', n: 1 }],
};

/**
 * "You may add 1 card of your life to your hand; if you do, (then)" (8-4-2-2: the block is carried
 * out only once paid): BT7-027, 099, 105.
 */
export function lifeToHandFor(...then: Directive[]): Directive {
  return { do: 'ifPaid', cost: [{ pay: 'life', n: 1, to: 'hand' }], then };
}

/** One opposing Battle Card matching `filter`, if picked, goes back to its owner's hand. */
export function bounceOpponent(filter: CardFilter): Directive {
  return { do: 'move', target: { side: 'opp', zone: 'battle', count: 1, upTo: true, filter }, to: 'hand' };
}

/**
 * [Auto], once a turn: in the opponent's turn, after they stand energy by a skill that is not
 * [Awaken], one of their energy may be sent to its owner's Drop Area (4-8-1-1, 10-11):
 * BT7-003, 066.
 */
export const drainStoodEnergy: Skill = {
  kind: 'auto',
  on: { on: 'energyStood', side: 'opp' },
  once: true,
  if: { turn: 'opp' },
  effect: [{ do: 'move', target: { side: 'opp', zone: 'energy', count: 1, upTo: true }, to: 'drop' }],
};

/** "If your Leader Card is a ＜Son Gohan : Adolescence＞ card" (2-5-3): BT7-056, 059. */
export const GOHAN_ADOLESCENCE: CardFilter = { character: ['Son Gohan: Adolescence'] };

/** [EX-Evolve] with no cost but the play onto a red card of that character of energy cost 2 (10-5): BT7-056, 059. */
export function exEvolveOntoRedTwo(character: string): Skill {
  return {
    kind: 'evolve',
    variant: 'ex',
    cost: [],
    onto: { colors: ['red'], character: [character], cost: { min: 2, max: 2 } },
  };
}

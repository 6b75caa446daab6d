// Skills many DBSCG cards share, in the effect vocabulary: keyword skills, the common [Awaken], and
// the shapes of skill that recur from set to set. The sets' definition files (cards/effects/<SET>.ts)
// build on these; this folder holds no set of its own.
import type {
  CardFilter,
  Color,
  Condition,
  Cost,
  Directive,
  Duration,
  Skill,
  Target,
} from '../../../src/vocab.ts';

export const awaken: Skill = {
  kind: 'awaken',
  cond: { life: { max: 4 } },
  optional: true,
  effect: [{ do: 'draw', n: 2 }],
};
export const blocker: Skill = { kind: 'keyword', spec: { k: 'blocker' } };
export const doubleStrike: Skill = { kind: 'keyword', spec: { k: 'strike', n: 2 } };
export const tripleStrike: Skill = { kind: 'keyword', spec: { k: 'strike', n: 3 } };
export const dualAttack: Skill = { kind: 'keyword', spec: { k: 'dualAttack', n: 2 } };
export const critical: Skill = { kind: 'keyword', spec: { k: 'critical' } };
export const revenge: Skill = { kind: 'keyword', spec: { k: 'revenge' } };
export const barrier: Skill = { kind: 'keyword', spec: { k: 'barrier' } };

/** "+N power for the turn" (or until `until`) for the skill's own card. */
export function selfPower(amount: number, until: Duration = 'turn'): Directive {
  return { do: 'power', target: { side: 'self' }, amount, until };
}

/**
 * The [Super Combo] cards of the themed boosters (TB1-044, 063, 088; TB2-006, 021, 038, 052): with
 * a leader matching `leader` and 5 life or less, combo: draw 1 and +10000 combo power for the turn.
 */
export function superComboUnderLeader(leader: CardFilter): Skill[] {
  return [
    { kind: 'keyword', spec: { k: 'superCombo' } },
    {
      kind: 'auto',
      on: { on: 'combo' },
      effect: [
        {
          do: 'if',
          cond: { all: [{ leader }, { life: { max: 5 } }] },
          then: [
            { do: 'draw', n: 1 },
            { do: 'comboPower', target: { side: 'self' }, amount: 10000, until: 'turn' },
          ],
        },
      ],
    },
  ];
}

/**
 * "If your Leader Card is (leader) and your life is at 4 or less" (7-2-1-2-2: read when the combo
 * skill resolves).
 */
export function leaderAtFourLife(leader: CardFilter): Condition {
  return { all: [{ leader }, { life: { max: 4 } }] };
}

/** A [Counter: Attack] card that negates the attack, then does more (10-10-3). */
export function negateThen(...then: Directive[]): Skill {
  return { kind: 'counter', on: 'attack', effect: [{ do: 'negate', what: 'attack' }, ...then] };
}

/** [Counter: Attack] "negate the attack, and play this card" (10-10-3; TB1-076, TB2-011). */
export const negateAndPlaySelf: Skill = negateThen({ do: 'play', target: { side: 'self' } });

/**
 * "When you combo with this card (during your turn), (effect)": the effects reading "your attacking
 * card" have one only in your own turn's battles (7-1), so they apply then (BT1-005, TB2-012, TB2-044).
 */
export function onOwnTurnCombo(...then: Directive[]): Skill {
  return { kind: 'auto', on: { on: 'combo' }, effect: [{ do: 'if', cond: { turn: 'own' }, then }] };
}
/** "[Auto] When this card attacks, (effect)" (7-1-1). */
export function whenAttacks(...effect: Directive[]): Skill {
  return { kind: 'auto', on: { on: 'attacks' }, effect };
}

export const drawOnAttack: Skill = whenAttacks({ do: 'draw', n: 1 });

/**
 * [Evolve] onto a card of that character, for `n` energy of which `colors` (10-5). The data writes
 * these costs as colour letters and a number word (SOURCE.md: "RR[three]" is two red energy and
 * three of any colour): the total is the letters plus the number.
 */
export function evolve(n: number, colors: Partial<Record<Color, number>>, character: string): Skill {
  return {
    kind: 'evolve',
    variant: 'evolve',
    cost: [{ pay: 'energy', n, colors }],
    onto: { character: [character] },
  };
}

/**
 * [EX-Evolve] for 1 energy of `color` and `discard` cards of the hand, onto a `color` card of that
 * character with an energy cost of `minCost` or more (2-11-3).
 */
export function exEvolve(color: Color, discard: number, character: string, minCost: number): Skill {
  const onto: CardFilter = { colors: [color], character: [character], cost: { min: minCost } };
  return {
    kind: 'evolve',
    variant: 'ex',
    cost: [
      { pay: 'energy', n: 1, colors: { [color]: 1 } },
      { pay: 'discard', n: discard },
    ],
    onto,
  };
}

/**
 * [EX-Evolve] for `energy` energy (of which `colors`) and `discard` cards of the hand, onto a card of
 * that character of any colour with an energy cost of `minCost` or more (2-11-3, 10-5).
 */
export function exEvolveAnyColour(
  energy: number,
  colors: Partial<Record<Color, number>>,
  discard: number,
  character: string,
  minCost: number,
): Skill {
  const discardCost: Cost[] = discard > 0 ? [{ pay: 'discard', n: discard }] : [];
  return {
    kind: 'evolve',
    variant: 'ex',
    cost: [{ pay: 'energy', n: energy, colors }, ...discardCost],
    onto: { character: [character], cost: { min: minCost } },
  };
}

/**
 * The combo skill of the 2-cost 12000 cards of each colour: when this card combos, with a leader of
 * that colour and 4 life or less, draw 1 and this card's combo power gets +10000 for the turn.
 */
export function comboBoost(color: Color): Skill {
  return {
    kind: 'auto',
    on: { on: 'combo' },
    effect: [
      {
        do: 'if',
        cond: leaderAtFourLife({ colors: [color] }),
        then: [
          { do: 'draw', n: 1 },
          { do: 'comboPower', target: { side: 'self' }, amount: 10000, until: 'turn' },
        ],
      },
    ],
  };
}

/** 10-13-4 [Union-Potara] for `n` energy (of which `colors`) on top of one card of each character. */
export function potara(n: number, characters: string[], colors?: Partial<Record<Color, number>>): Skill {
  return {
    kind: 'union',
    variant: 'potara',
    cost: [{ pay: 'energy', n, ...(colors ? { colors } : {}) }],
    characters,
  };
}

/** "Look at up to N cards from the top of your deck, add up to 1 (filter) among them to your hand, shuffle." */
export function lookForOne(n: number, filter: CardFilter, upTo: boolean): Skill {
  return {
    kind: 'auto',
    on: { on: 'played' },
    effect: [
      { do: 'look', n, zone: 'deck', keep: true },
      { do: 'move', target: { side: 'chosen', count: 1, filter, ...(upTo ? { upTo } : {}) }, to: 'hand' },
      { do: 'shuffle' },
    ],
  };
}

/** "When you play this card, (effect)" (8-6-5-3). */
export function whenPlayed(...effect: Directive[]): Skill {
  return { kind: 'auto', on: { on: 'played' }, effect };
}

/** 10-5-7: "When a card evolves into this card, (effect)". */
export function whenEvolved(...effect: Directive[]): Skill {
  return { kind: 'auto', on: { on: 'evolved' }, effect };
}

/** "Choose (up to) `count` (filter) from your Drop Area (or hand, Warp or deck) and play them." */
export function playFromDrop(
  filter: CardFilter,
  upTo = true,
  zone: 'drop' | 'hand' | 'warp' | 'deck' = 'drop',
  count = 1,
): Directive {
  return { do: 'play', target: { side: 'own', zone, count, filter, ...(upTo ? { upTo } : {}) } };
}

/**
 * "Choose (up to) `count` of your opponent's Battle Cards (filter) and KO them"; `ignoreBarrier`:
 * "ignoring [Barrier]" (10-16-1).
 */
export function koOpponents(
  count: number,
  filter?: CardFilter,
  upTo = true,
  ignoreBarrier = false,
): Directive {
  return {
    do: 'ko',
    target: {
      side: 'opp',
      zone: 'battle',
      count,
      ...(upTo ? { upTo } : {}),
      ...(filter ? { filter } : {}),
      ...(ignoreBarrier ? { ignoreBarrier } : {}),
    },
  };
}

/**
 * The combo cards of BT2 that come back: at the end of the battle after you combo with this card
 * from your hand (7-4-1-8-1, 7-2-1-2-2), with a leader of that colour, this card (now in the Drop
 * Area) is played, in Rest Mode when `rest`.
 */
export function comboReturn(color: Color, rest: boolean): Skill {
  return {
    kind: 'auto',
    on: { on: 'comboEnd', from: 'hand' },
    effect: [
      {
        do: 'if',
        cond: { leader: { colors: [color] } },
        then: [{ do: 'play', target: { side: 'self' }, ...(rest ? { rest } : {}) }],
      },
    ],
  };
}

/**
 * BT2's [Union-Absorb] (10-13-5): for `cost`, which places a card beneath this one, up to 1 card of
 * the deck matching `filter` goes on top of this card; the deck is shuffled after.
 */
export function absorbFromDeck(filter: CardFilter, ...cost: Cost[]): Skill {
  return { kind: 'union', variant: 'absorb', cost, from: 'deck', filter };
}

/** The cost "place 1 (filter) from your hand (Battle Area) under this card" (11-3-1). */
export function underCost(filter: CardFilter, from: 'hand' | 'battle' = 'hand'): Cost {
  return { pay: 'under', n: 1, from, filter };
}

/** One card from the top of the deck to the Drop Area. */
export const millOne: Directive = { do: 'deckTop', n: 1, to: 'drop' };

/**
 * Milling up to two top deck cards to the Drop Area: the player may stop before each
 * card (8-5-3-2: any number from 0 to 2), as a "may" for each.
 */
export const millUpToTwo: Directive = { do: 'may', then: [millOne, { do: 'may', then: [millOne] }] };

/** "Choose up to 1 of your Battle Cards (filter) and switch it to Active Mode" (4-8-1). */
export function standOwnUpToOne(filter: CardFilter): Directive {
  return { do: 'stand', target: { side: 'own', zone: 'battle', count: 1, upTo: true, filter } };
}

/** "At the end of your turn, switch (target) to Active Mode" (6-5). */
export function standAtTurnEnd(target: Extract<Directive, { do: 'stand' }>['target']): Skill {
  return {
    kind: 'auto',
    on: { on: 'phase', at: 'turnEnd', whose: 'own' },
    effect: [{ do: 'stand', target }],
  };
}

/**
 * [Swap X] (10-24): a 《Goku's Lineage》 of energy cost X from the hand, for `yellow` yellow energy
 * (none when the card prints no energy) and any further cost.
 */
export function lineageSwap(n: number, yellow: number, ...more: Cost[]): Skill {
  const energy: Cost[] = yellow > 0 ? [{ pay: 'energy', n: yellow, colors: { yellow } }] : [];
  return { kind: 'swap', n, cost: [...energy, ...more], filter: { trait: ["Goku's Lineage"] } };
}

/** [Over Realm X] (10-15), with an energy cost of `energy` on top when the card prints one. */
export function overRealm(n: number, energy = 0): Skill {
  return { kind: 'overRealm', n, cost: anyEnergy(energy) };
}

/** An energy cost of `n` of any colour, or none. */
function anyEnergy(n: number): Cost[] {
  return n > 0 ? [{ pay: 'energy', n }] : [];
}

/** [Dark Over Realm X] (10-25): like [Over Realm], counting black cards of the Drop Area. */
export function darkOverRealm(n: number, energy = 0): Skill {
  return { kind: 'overRealm', n, dark: true, cost: anyEnergy(energy) };
}

/** "When you play this card using [Over Realm], (effect)" (10-15-3, 8-6-5-3). */
export function whenOverRealmed(...effect: Directive[]): Skill {
  return { kind: 'auto', on: { on: 'played', overRealm: true }, effect };
}

/** [Xeno-Evolve] for `n` energy of any colour onto a card of that character (10-5-5). */
export function xenoEvolve(n: number, character: string): Skill {
  return { kind: 'evolve', variant: 'xeno', cost: [{ pay: 'energy', n }], onto: { character: [character] } };
}

/** "+`amount` combo power to this card for the turn" (7-2). */
export function selfComboPower(amount: number): Directive {
  return { do: 'comboPower', target: { side: 'self' }, amount, until: 'turn' };
}

/** "When you combo with this card, if (cond), (then)" (7-2-1-2-2). */
export function whenCombosIf(cond: Condition, ...then: Directive[]): Skill {
  return { kind: 'auto', on: { on: 'combo' }, effect: [{ do: 'if', cond, then }] };
}

/** Up to one opposing Battle Card of energy cost 2 or less, chosen past [Barrier] (10-16-1). */
export const opponentCostingTwoOrLess: Target = {
  side: 'opp',
  zone: 'battle',
  count: 1,
  upTo: true,
  filter: { cost: { max: 2 } },
  ignoreBarrier: true,
};

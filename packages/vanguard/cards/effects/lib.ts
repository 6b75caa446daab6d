// Ability shapes the trial decks share (the same printed ability on cards of several clans), as
// functions of what differs: the clan, the card named, the numbers.
import type { VgAbility } from '../../src/abilities/ability.ts';
import type { UnitFilter } from '../../src/abilities/vocab.ts';

/** [AUTO](VC/RC) [CB1] when this unit attacks: +3000 until end of that battle. */
export const attackCb1: VgAbility = {
  kind: 'auto',
  zones: ['VC', 'RC'],
  when: { on: 'attacks' },
  cost: { counterBlast: 1 },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
};

/** [AUTO] put into the drop zone from (GC): this card goes into the soul. */
export const droppedFromGcToSoul: VgAbility = {
  kind: 'auto',
  zones: [],
  when: { on: 'dropped', from: 'GC' },
  effect: [{ do: 'selfTo', to: 'soul' }],
};

/** [AUTO] [CB1] put into the drop zone from (RC), with a vanguard of the clan: this card back to the hand. */
export const droppedFromRcToHand = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: [],
  when: { on: 'dropped', from: 'RC' },
  if: { vanguard: { clan } },
  cost: { counterBlast: 1 },
  effect: [{ do: 'selfTo', to: 'hand' }],
});

/**
 * [AUTO](RC) [SB1] when this unit attacks: +5000 for the battle, and as that battle's close step begins
 * it returns to the deck, which is shuffled.
 */
export const attackSb1ThenToDeck: VgAbility = {
  kind: 'auto',
  zones: ['RC'],
  when: { on: 'attacks' },
  cost: { soulBlast: 1 },
  effect: [
    { do: 'gain', target: 'self', power: 5000, until: 'battle' },
    { do: 'toDeckAtEnd', close: true },
  ],
};

/** One of your <Great Nature> rear-guards gets +4000 until end of turn, and is retired as the end phase begins. */
export const greatNatureBoostThenRetire = {
  do: 'gain',
  target: { choose: { side: 'mine', what: 'rearGuard', n: 1, filter: { clan: 'Great Nature' } } },
  power: 4000,
  until: 'turn',
  retireAtEnd: true,
} as const;

/** [AUTO] [CB2] placed on (VC) or (RC): an opponent's rear-guard does not stand in its master's next stand phase. */
export const placedCb2HoldRest: VgAbility = {
  kind: 'auto',
  zones: [],
  when: { on: 'placed', circles: ['VC', 'RC'] },
  cost: { counterBlast: 2 },
  effect: [{ do: 'holdRest', target: { choose: { side: 'theirs', what: 'rearGuard', n: 1 } } }],
};

/** [AUTO] [CB2] when this unit's attack hits a vanguard: stand one of your rear-guards matching the filter. */
export const hitVanguardCb2Stand = (zone: 'VC' | 'RC', filter: UnitFilter): VgAbility => ({
  kind: 'auto',
  zones: [zone],
  when: { on: 'hits', target: 'vanguard' },
  cost: { counterBlast: 2 },
  effect: [{ do: 'stand', target: { choose: { side: 'mine', what: 'rearGuard', n: 1, filter } } }],
});

/** [ACT](VC/RC) [CB1]: +1000 until end of turn. */
export const actCb1Power1000: VgAbility = {
  kind: 'act',
  zones: ['VC', 'RC'],
  cost: { counterBlast: 1 },
  effect: [{ do: 'gain', target: 'self', power: 1000, until: 'turn' }],
};

/** [AUTO] when this unit intercepts, with a vanguard of the clan: +5000 shield until end of that battle. */
export const interceptShield = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: [],
  when: { on: 'intercepts' },
  if: { vanguard: { clan } },
  effect: [{ do: 'gain', target: 'self', shield: 5000, until: 'battle' }],
});

/** [AUTO](RC) [discard 1] when an attack hits during the battle this unit boosted: draw a card. */
export const boostedHitDraw: VgAbility = {
  kind: 'auto',
  zones: ['RC'],
  when: { on: 'boostedHit' },
  cost: { discard: 1 },
  effect: [{ do: 'draw', n: 1 }],
};

/** [AUTO] when this unit is placed on (RC): another unit of the clan gets +2000 until end of turn. */
export const placedRcPower2000 = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: [],
  when: { on: 'placed', circles: ['RC'] },
  effect: [
    {
      do: 'gain',
      target: { choose: { side: 'mine', what: 'unit', n: 1, other: true, filter: { clan } } },
      power: 2000,
      until: 'turn',
    },
  ],
});

/** [AUTO](VC/RC) when this unit attacks, with fewer cards in hand than the opponent: +3000. */
export const attackHandLess: VgAbility = {
  kind: 'auto',
  zones: ['VC', 'RC'],
  when: { on: 'attacks' },
  if: { hand: 'less' },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
};

/** [AUTO] [SB2] when placed on (RC), with a vanguard of the clan: draw a card. */
export const placedRcSb2Draw = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: [],
  when: { on: 'placed', circles: ['RC'] },
  if: { vanguard: { clan } },
  cost: { soulBlast: 2 },
  effect: [{ do: 'draw', n: 1 }],
});

/** [AUTO](VC) [LB4] when this unit attacks a vanguard: +5000 until end of that battle. */
export const limitBreakAttack5000: VgAbility = {
  kind: 'auto',
  zones: ['VC'],
  limitBreak: 4,
  when: { on: 'attacks', vanguard: true },
  effect: [{ do: 'gain', target: 'self', power: 5000, until: 'battle' }],
};

/** [AUTO](RC) [SB1] when this unit boosts a unit named so: the boosted unit gets +5000. */
export const boostNamedSb1 = (name: string): VgAbility => ({
  kind: 'auto',
  zones: ['RC'],
  when: { on: 'boosts', filter: { name } },
  cost: { soulBlast: 1 },
  effect: [{ do: 'gain', target: 'boosted', power: 5000, until: 'battle' }],
});

/** [AUTO](RC) when this unit boosts a unit matching the filter: the boosted unit gets +4000. */
export const boost4000 = (filter: UnitFilter, vanguard = false, extra: Partial<VgAbility> = {}): VgAbility =>
  ({
    kind: 'auto',
    zones: ['RC'],
    when: { on: 'boosts', filter, ...(vanguard ? { vanguard } : {}) },
    effect: [{ do: 'gain', target: 'boosted', power: 4000, until: 'battle' }],
    ...extra,
  }) as VgAbility;

/** [ACT](VC/RC) [CB1] with four or more other rear-guards of the clan: +2000 until end of turn. */
export const actCb1Crowd = (clan: string): VgAbility => ({
  kind: 'act',
  zones: ['VC', 'RC'],
  cost: { counterBlast: 1 },
  if: { otherRearGuards: { atLeast: 4, filter: { clan } } },
  effect: [{ do: 'gain', target: 'self', power: 2000, until: 'turn' }],
});

/** [AUTO] [CB2] when placed on (VC): retire an opponent's rear-guard matching the filter. */
export const placedVcCb2Retire = (filter?: UnitFilter): VgAbility => ({
  kind: 'auto',
  zones: [],
  when: { on: 'placed', circles: ['VC'] },
  cost: { counterBlast: 2 },
  effect: [
    {
      do: 'retire',
      target: { choose: { side: 'theirs', what: 'rearGuard', n: 1, ...(filter ? { filter } : {}) } },
    },
  ],
});

/** The Djinns of Narukami: cannot attack a rear-guard; +4000 on (VC), +2000 on (RC) with a Narukami vanguard. */
export const djinn: VgAbility[] = [
  { kind: 'cont', zones: ['VC', 'RC'], gets: { cannotAttackRearGuard: true } },
  {
    kind: 'auto',
    zones: ['VC'],
    when: { on: 'attacks' },
    effect: [{ do: 'gain', target: 'self', power: 4000, until: 'battle' }],
  },
  {
    kind: 'auto',
    zones: ['RC'],
    when: { on: 'attacks' },
    if: { vanguard: { clan: 'Narukami' } },
    effect: [{ do: 'gain', target: 'self', power: 2000, until: 'battle' }],
  },
];

/** [ACT](VC/RC) [[Rest] this unit & discard a card]: draw a card. */
export const actRestDiscardDraw: VgAbility = {
  kind: 'act',
  zones: ['VC', 'RC'],
  cost: { restSelf: true, discard: 1 },
  effect: [{ do: 'draw', n: 1 }],
};

/**
 * The heal/stand trigger units that follow their rider onto (RC): when another unit of the clan
 * rides this card, it may be called from the soul; its boost gives +3000, and the unit goes back
 * into the deck as that turn's end phase begins.
 */
export const calledWhenRidden = (clan: string): VgAbility[] => [
  {
    kind: 'auto',
    zones: [],
    when: { on: 'riddenBy', filter: { clan } },
    effect: [{ do: 'callSelf' }],
  },
  {
    kind: 'auto',
    zones: ['RC'],
    when: { on: 'boosts' },
    effect: [{ do: 'gain', target: 'boosted', power: 3000, until: 'battle' }, { do: 'toDeckAtEnd' }],
  },
];

/** [AUTO](VC) as your main phase begins: Soul Charge 1, and this unit gets +2000 until end of turn. */
export const mainPhaseSoulCharge2000: VgAbility = {
  kind: 'auto',
  zones: ['VC'],
  when: { on: 'mainPhase' },
  effect: [
    { do: 'soulCharge', n: 1 },
    { do: 'gain', target: 'self', power: 2000, until: 'turn' },
  ],
};

/** [AUTO](VC/RC) [SB8 & CB5] when this unit's attack hits: retire all of the opponent's rear-guards. */
export const hitsRetireAll: VgAbility = {
  kind: 'auto',
  zones: ['VC', 'RC'],
  when: { on: 'hits' },
  cost: { soulBlast: 8, counterBlast: 5 },
  effect: [{ do: 'retire', target: { all: { side: 'theirs', what: 'rearGuard' } } }],
};

/** [AUTO](VC/RC) [CB2] when this unit's attack hits, with a vanguard of the clan: draw a card. */
export const hitsCb2Draw = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: ['VC', 'RC'],
  when: { on: 'hits' },
  if: { vanguard: { clan } },
  cost: { counterBlast: 2 },
  effect: [{ do: 'draw', n: 1 }],
});

/** [AUTO] when placed on (RC), with a vanguard of the clan: turn a damage card face up. */
export const placedRcCounterCharge = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: [],
  when: { on: 'placed', circles: ['RC'] },
  if: { vanguard: { clan } },
  effect: [{ do: 'counterCharge', n: 1 }],
});

/** [ACT](RC) [CB1 & retire this unit]: search the deck for a grade 1 or less unit of the clan for the hand. */
export const actCb1RetireSearch = (clan: string): VgAbility => ({
  kind: 'act',
  zones: ['RC'],
  cost: { counterBlast: 1, retireSelf: true },
  effect: [{ do: 'search', filter: { clan, gradeMax: 1 }, to: 'hand' }],
});

/**
 * A sentinel (11.9): the Sentinel ability, and placed on (GC), discarding a card of the clan from the
 * hand: the master's unit of the clan under attack cannot be hit until end of that battle.
 */
export const sentinel = (clan: string): VgAbility[] => [
  { kind: 'cont', zones: [], gets: { sentinel: true } },
  {
    kind: 'auto',
    zones: [],
    when: { on: 'placed', circles: ['GC'] },
    cost: { discard: 1, discardFilter: { clan } },
    effect: [{ do: 'cannotBeHit', filter: { clan } }],
  },
];

/** [AUTO](VC) when this unit is boosted by a unit of the clan: +N until end of that battle (7.4.1.10). */
export const boostedByPower = (clan: string, power: number): VgAbility => ({
  kind: 'auto',
  zones: ['VC'],
  when: { on: 'boostedBy', filter: { clan } },
  effect: [{ do: 'gain', target: 'self', power, until: 'battle' }],
});

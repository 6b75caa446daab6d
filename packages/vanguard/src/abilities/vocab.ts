// The Vanguard ability vocabulary (section 8): the project's own definitions of what a card's
// [ACT], [AUTO] and [CONT] abilities do, checked by zod. Card text is generated from these
// (text.ts), never copied. Directives (the effect's verbs) are in verbs/, one verb a file.
import { z } from 'zod';

/** 8.1.1.1.1, 8.1.1.2.1: where an ability is active: a circle kind, the hand or the drop zone. */
export const ABILITY_ZONES = ['VC', 'RC', 'hand', 'drop'] as const;
export type AbilityZone = (typeof ABILITY_ZONES)[number];

/** Units of a side an effect or condition looks at (3.8: vanguard and rear-guards). */
export const unitFilterSchema = z.strictObject({
  /** 2.2.1: the clan. */
  clan: z.string().min(1).optional(),
  /** The card name holds these words (e.g. "Liberator"). */
  nameIncludes: z.string().min(1).optional(),
  /** 2.3: the race ("<High Beast>"). */
  race: z.string().min(1).optional(),
  /** The card name exactly. */
  name: z.string().min(1).optional(),
  /** One of these card names ("named A or B"). */
  anyName: z.array(z.string().min(1)).min(2).optional(),
  gradeMin: z.number().int().min(0).optional(),
  gradeMax: z.number().int().min(0).optional(),
  /** 4.6.3: the front row only. */
  frontRow: z.boolean().optional(),
});
export type UnitFilter = z.infer<typeof unitFilterSchema>;

/**
 * What an effect acts on: this unit, the unit this unit boosted (7.4.1.10), the master's vanguard,
 * or units chosen when the effect resolves (8.5.4): `n` of them (`upTo`: 0 to n, 8.5.4.1.1).
 */
export const targetSchema = z.union([
  z.enum(['self', 'boosted', 'vanguard']),
  z.strictObject({
    choose: z.strictObject({
      side: z.enum(['mine', 'theirs']),
      /** Units (vanguard and rear-guards) or rear-guards only. */
      what: z.enum(['unit', 'rearGuard']),
      n: z.number().int().min(1),
      upTo: z.boolean().optional(),
      /** "another of your units": not this unit. */
      other: z.boolean().optional(),
      filter: unitFilterSchema.optional(),
    }),
  }),
  /** Every unit of a side that matches, none chosen ("[Stand] all of your units"). */
  z.strictObject({
    all: z.strictObject({
      side: z.enum(['mine', 'theirs']),
      what: z.enum(['unit', 'rearGuard']),
      filter: unitFilterSchema.optional(),
    }),
  }),
]);
export type Target = z.infer<typeof targetSchema>;

/**
 * 8.1.1.1.2, 8.1.1.2.3: an ability's requirement ("if ..."); every part given must hold. Checked
 * when the ability resolves (an automatic ability triggers whether or not it holds).
 */
export const conditionSchema = z.strictObject({
  /** "if you have a <clan> vanguard" / "a vanguard with 'X' in its card name". */
  vanguard: unitFilterSchema.optional(),
  /** "if the number of cards in your hand is greater / less than your opponent's". */
  hand: z.enum(['more', 'less']).optional(),
  /** "if the number of cards in your hand is N or more". */
  handAtLeast: z.number().int().min(1).optional(),
  /** "if the number of cards in your soul is N or less". */
  soulAtMost: z.number().int().min(0).optional(),
  /** "if you have a card named X in your soul". */
  soulHasName: z.string().min(1).optional(),
  /** "if you have a card named X in your drop zone". */
  dropHasName: z.string().min(1).optional(),
  /** "if you have a card named X in your damage zone" (face down ones too: they keep their card information, 4.8.2.2). */
  damageHasName: z.string().min(1).optional(),
  /** "if you have a card named X in your bind zone" (a face-down bound card has no name, 4.9.2.2). */
  bindHasName: z.string().min(1).optional(),
  /** "if you have N or more other rear-guards" matching the filter. */
  otherRearGuards: z
    .strictObject({ atLeast: z.number().int().min(1), filter: unitFilterSchema.optional() })
    .optional(),
  /** "during the battle that this unit attacks". */
  attacking: z.boolean().optional(),
  /** "if it is the Nth battle of that turn or more". */
  battleAtLeast: z.number().int().min(1).optional(),
  /** "during your turn". */
  yourTurn: z.boolean().optional(),
  /** "if all of your opponent's vanguard and rear-guards are [Rest]". */
  opponentAllRested: z.boolean().optional(),
  /** "if you do not have another unit" matching the filter (a vanguard or rear-guard). */
  noOtherUnit: unitFilterSchema.optional(),
  /**
   * 12.7.1, 12.7.2.2: "if this unit has the same card name as your vanguard": a name in common, the
   * vanguard's gained names too (10.28.3.3).
   */
  sameNameAsVanguard: z.boolean().optional(),
  /**
   * "while this unit is boosted": in the battle it attacks, a unit boosted it, even if that unit has
   * left its circle since (12.9.1).
   */
  boosted: z.boolean().optional(),
  /** 11.37.2: "while this unit is successful" (until end of turn). */
  successful: z.boolean().optional(),
  /** 10.25.13: "if this unit is in legion" (read at that point of time). */
  inLegion: z.boolean().optional(),
  /** 10.25.14: "during the turn that this unit legioned". */
  legionedThisTurn: z.boolean().optional(),
});
export type Condition = z.infer<typeof conditionSchema>;

/**
 * 8.5.2.3, 8.6.4, 10.16 to 10.18, 10.30: the costs an ability may ask, all paid together: counter
 * blast (damage cards face down), soul blast (soul to drop), soul charge (deck top to soul), counter
 * charge (damage cards face up), discard, resting or retiring this unit, and putting this card from
 * the hand on top of the deck after revealing it.
 */
export const costSchema = z
  .strictObject({
    counterBlast: z.number().int().min(1).optional(),
    /** 11.40.1: a Homare ability's cost: its master pays one Homare cost a turn, of all of them. */
    homare: z.literal(true).optional(),
    /** 10.16.1.1: "counter blast (N) - (requirement)": only face-up damage cards matching this pay it. */
    counterBlastFilter: unitFilterSchema.optional(),
    soulBlast: z.number().int().min(1).optional(),
    /** 10.17.1.1: "soul blast (N) - (requirement)": only soul cards matching this pay it. */
    soulBlastFilter: unitFilterSchema.optional(),
    soulCharge: z.number().int().min(1).optional(),
    counterCharge: z.number().int().min(1).optional(),
    discard: z.number().int().min(1).optional(),
    /** 11.10.2: "choose N cards from your drop zone, and put them on the top of your deck". */
    dropToDeckTop: z.number().int().min(1).optional(),
    /** "Put N cards from the top of your deck into your drop zone". */
    mill: z.number().int().min(1).optional(),
    /** The discarded cards must match this ("discard a <Royal Paladin> from your hand"). */
    discardFilter: unitFilterSchema.optional(),
    /** "Choose N of your rear-guards (matching `retireFilter`), and retire them" (10.4). */
    retireRearGuards: z.number().int().min(1).optional(),
    retireFilter: unitFilterSchema.optional(),
    /** "Choose N cards (matching `handToSoulFilter`) from your hand, and put them into your soul" (4.7). */
    handToSoul: z.number().int().min(1).optional(),
    handToSoulFilter: unitFilterSchema.optional(),
    restSelf: z.boolean().optional(),
    retireSelf: z.boolean().optional(),
    /** "Put this unit into your soul": this rear-guard from its circle into the soul (4.7). */
    soulSelf: z.boolean().optional(),
    revealToDeckTop: z.boolean().optional(),
    /**
     * A soul blast of named cards (10.17): one card of each name from the soul to the drop zone.
     * The soul is open to both players and copies of a card are alike there, so the first copy of
     * each name goes and nobody is asked which.
     */
    soulNames: z.array(z.string().min(1)).min(1).optional(),
    /**
     * Units of these names, one each, from (RC) into the soul (4.7). Where two rear-guards share a
     * name the first in circle order goes (their cards are alike; only their circles differ).
     */
    rcNamesToSoul: z.array(z.string().min(1)).min(1).optional(),
  })
  .refine((c) => Object.keys(c).length > 0, 'a cost names at least one payment');
export type Cost = z.infer<typeof costSchema>;

/** The phases and steps whose beginning an automatic ability may wait for (besides the main phase's). */
export const BEGINNINGS = [
  'stand',
  'draw',
  'G assist',
  'ride',
  'stride',
  'battle',
  'start',
  'drive',
  'damage',
  'close',
  'end',
] as const;

/**
 * 8.1.1.2.1: the trigger conditions ("When ...", "At the beginning of ...") the pool's automatic
 * abilities use; "this unit" is the ability's card.
 */
export const timingSchema = z.discriminatedUnion('on', [
  /** "When this unit is placed on (VC)/(RC)/(GC)" (4.6.4, 4.6.6; (GC): called as a guardian, 7.5.1.2.2). */
  z.strictObject({
    on: z.literal('placed'),
    circles: z.array(z.enum(['VC', 'RC', 'GC'])).min(1),
    /** 11.29.1: only when placed due to an effect (an ability resolving). */
    byEffect: z.literal(true).optional(),
  }),
  /**
   * 11.38.1 Bloom: "When your other (matching the filter) unit is placed on (VC)/(RC)" (4.6.4, 4.6.6).
   */
  z.strictObject({
    on: z.literal('bloom'),
    circles: z.array(z.enum(['VC', 'RC'])).min(1),
    filter: unitFilterSchema.optional(),
  }),
  /** 11.27.1 Rush: "When this unit stands due to an effect from one of your cards". */
  z.strictObject({ on: z.literal('rush') }),
  /** "When this unit attacks (a vanguard)" (7.4.1). */
  z.strictObject({ on: z.literal('attacks'), vanguard: z.boolean().optional() }),
  /** "When this unit boosts" a unit matching the filter (7.4.1.10, 11.4). */
  z.strictObject({
    on: z.literal('boosts'),
    vanguard: z.boolean().optional(),
    filter: unitFilterSchema.optional(),
    /** 11.41.1: the trigger named Nitou Kaigan ("when this unit boosts a specified unit"). */
    nitouKaigan: z.literal(true).optional(),
  }),
  /** "When this unit's attack hits (a vanguard / a rear-guard)" (7.7.1.7). */
  z.strictObject({ on: z.literal('hits'), target: z.enum(['vanguard', 'rearGuard']).optional() }),
  /** "When your rear-guard's attack hits a vanguard". */
  z.strictObject({ on: z.literal('rearGuardHits'), target: z.enum(['vanguard', 'rearGuard']).optional() }),
  /** "When an attack hits during the battle that this unit boosted" (a unit matching the filter). */
  z.strictObject({ on: z.literal('boostedHit'), filter: unitFilterSchema.optional() }),
  /** "When this unit's drive check reveals" a card matching the filter (7.6.1.2.3). */
  z.strictObject({ on: z.literal('driveCheck'), filter: unitFilterSchema.optional() }),
  /** "When this unit is boosted by" a unit matching the filter (7.4.1.10, 11.4). */
  z.strictObject({
    on: z.literal('boostedBy'),
    filter: unitFilterSchema.optional(),
    /** 11.41.1: the trigger named Nitou Kaigan ("when this unit is boosted by a specified unit"). */
    nitouKaigan: z.literal(true).optional(),
  }),
  /** "When this unit is put into the drop zone from (RC)/(GC)" (4.4): the card, now in the drop zone. */
  z.strictObject({ on: z.literal('dropped'), from: z.enum(['RC', 'GC']) }),
  /**
   * "When this unit moves" (10.32.1): from a circle to another circle of the field, an exchange and an
   * intercept included (10.32.2), a call or a ride not (10.32.3).
   */
  z.strictObject({ on: z.literal('moved') }),
  /** "When this unit intercepts" (11.3). */
  z.strictObject({ on: z.literal('intercepts') }),
  /** "At the beginning of your main phase" (6.6.1.1). */
  z.strictObject({ on: z.literal('mainPhase') }),
  /**
   * "At the beginning of your stand phase / draw phase / G assist step / ride phase / stride step /
   * battle phase / start step / drive step / damage step / close step / end phase" (6.3.1.1, 6.4.1.1.1,
   * 6.4.1.2.1.1, 6.5.1.1.1, 6.5.1.2.1, 7.3.1.1, 7.6.1.1, 7.7.1.1, 7.8.1.1, 6.8.1.3): its master's turn only.
   */
  z.strictObject({ on: z.literal('beginning'), of: z.enum(BEGINNINGS) }),
  /** "When you draw a card" (10.9). */
  z.strictObject({ on: z.literal('draw') }),
  /** "During your main phase, when an opponent's rear-guard is put into the drop zone". */
  z.strictObject({ on: z.literal('opponentRearGuardDropped'), duringMain: z.boolean().optional() }),
  /**
   * "When another unit (matching the filter) rides this unit" (10.6): the ride moves this card from
   * (VC) to the soul, where the ability triggers.
   */
  z.strictObject({ on: z.literal('riddenBy'), filter: unitFilterSchema.optional() }),
  /** "During your main phase, when a card is put into your soul" (4.7): once for each card. */
  z.strictObject({ on: z.literal('soulPut'), duringMain: z.boolean().optional() }),
  /** "At the end of the battle that this unit attacked" (7.8). */
  z.strictObject({ on: z.literal('battleEnd') }),
  /**
   * 11.25.1 Shadowstitch: "At the end of the battle that your unit attacked a vanguard, if that attack
   * did not hit".
   */
  z.strictObject({ on: z.literal('shadowstitch') }),
  /**
   * 11.37.2 Success N: a situation trigger (8.6.7): in your turn, while this unit is not successful,
   * one of your rear-guards has N power or more. Its effect is `becomeSuccessful`.
   */
  z.strictObject({ on: z.literal('success'), power: z.number().int().min(1) }),
  /** 10.25.12: "When this unit legions": it goes from no legion state into one. */
  z.strictObject({ on: z.literal('legions') }),
]);
export type Timing = z.infer<typeof timingSchema>;

/** What a continuous ability gives its unit while active (8.1.1.3, 8.7). */
export const contEffectSchema = z.strictObject({
  power: z.number().int().optional(),
  critical: z.number().int().optional(),
  shield: z.number().int().optional(),
  /** "This unit cannot attack a rear-guard." */
  cannotAttackRearGuard: z.boolean().optional(),
  /** It may also attack the opponent's unit in the back row of its own column (4.6.2.1). */
  attackBackRow: z.boolean().optional(),
  /** 11.8 Lord: with another unit of a different clan, this unit cannot attack. */
  lord: z.boolean().optional(),
  /** "Your opponent's units cannot intercept" (11.3) while active. */
  opponentCannotIntercept: z.boolean().optional(),
  /** "Your opponent cannot normal call grade 0 units to (GC)" (7.5.1.2.2) while active. */
  opponentNoGrade0Guardians: z.boolean().optional(),
  /** 11.5 Restraint: this unit cannot be chosen as an attacking unit (unless it lost it this turn). */
  restraint: z.boolean().optional(),
  /** 11.13 Resist: the opponent's effects that say "choose" cannot choose this card. */
  resist: z.boolean().optional(),
  /** 11.9 Sentinel: a deck holds at most four cards with it (5.2.2.5); nothing else in play. */
  sentinel: z.boolean().optional(),
  /**
   * 12.3.1: "Nullify trigger effects": while active, the icon effects of the cards drive and damage
   * checks put into the trigger zones (either player's) do not occur.
   */
  nullifyTriggers: z.boolean().optional(),
  /** "Your units cannot boost this unit" (7.4.1.10, 11.4). */
  cannotBeBoosted: z.boolean().optional(),
  /** "+N power for each of your rear-guards" matching the filter (12.6.1), counted when read. */
  powerPerRearGuard: z
    .strictObject({ amount: z.number().int(), filter: unitFilterSchema.optional() })
    .optional(),
});
export type ContEffect = z.infer<typeof contEffectSchema>;

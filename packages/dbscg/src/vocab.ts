// The Dragon Ball Super Card Game effect vocabulary: the pieces card skills are written in (section
// 8 and 10 of the rule manual). Skills, triggers, costs, targets and continuous effects are defined
// here; each directive verb lives in its own file under verbs/ with its schema, text and behaviour.
import type { Directive } from './verbs/index.ts';
export type { Directive } from './verbs/index.ts';

export const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const;
/** 2-4-1-1: the five colours. */
export type Color = (typeof COLORS)[number];

/** What a card must be to match (the information of 2-1 to 2-11 and its state). */
export interface CardFilter {
  type?: 'battle' | 'extra' | 'leader';
  /** Has any of these colours (2-4). */
  colors?: Color[];
  /** 2-4-1-2-1: a multicolor card. */
  multicolor?: boolean;
  /** Has one of these character names (2-5-3: ＜name＞). */
  character?: string[];
  /** Has one of these special traits (2-6-4: 《trait》). */
  trait?: string[];
  /** Has this card name (2-1-2: {name}). */
  name?: string;
  /** A card name that includes this word ("includes {Android} in its card name", 2-1-3). */
  nameHas?: string;
  /** A character name that includes this word ("whose character name includes ＜Son Gohan＞", 2-5-4). */
  characterHas?: string;
  /** Appeared in one of these eras (2-7-2). */
  era?: string[];
  power?: { min?: number; max?: number };
  /** Total energy cost (2-11-3). */
  cost?: { min?: number; max?: number };
  /**
   * An energy cost at least the number of cards in the Energy Area of `own` (the filter's master)
   * or `opp` ("an energy cost larger than or equal to the opponent's total energy", 2-11-3, 3-8).
   */
  costAtLeastEnergy?: 'own' | 'opp';
  mode?: 'active' | 'rest';
  /** 2-12-4: a card without skills. */
  skillless?: boolean;
  keyword?: KeywordName;
  /** Another card than the skill's own. */
  other?: boolean;
  /** 10-5-7: "evolved": played with [Evolve], [EX-Evolve] or [Xeno-Evolve]. */
  evolved?: boolean;
  /** 10-18: a token. */
  token?: boolean;
  /** Has a skill of this kind printed on the side that is up ("＜Frost＞ with [Evolve]"). */
  skill?: FilterSkill;
  /** Does not match this filter ("other than ＜Ginyu＞"). */
  not?: CardFilter;
  /** Matches one of these at least ("＜Chilled＞ or 《Chilled's Army》"). */
  any?: CardFilter[];
}

/** The skill kinds a filter can ask for. */
export type FilterSkill = 'evolve' | 'field' | 'awaken' | 'union' | 'overRealm' | 'swap';

/**
 * The areas a target can be chosen in. `field`: the leader and the Battle Area; `under`: the cards
 * placed beneath the skill's own card (11-3-2-1: referred to, they are cards of their own).
 */
export type TargetZone =
  | 'battle'
  | 'leader'
  | 'field'
  | 'hand'
  | 'drop'
  | 'energy'
  | 'combo'
  | 'life'
  | 'deck'
  | 'under'
  /** 11-4: the Warp, an open area. */
  | 'warp';

/**
 * Which cards a directive acts on (8-5-3): `self` is the skill's own card (8-5-3-6); `own`/`opp`/
 * `both` choose among the cards of a zone; `subject` is the card that made the skill trigger;
 * `chosen` the cards the effect chose last; `looked` the cards the effect's last look (11-6) took
 * that are still where they were; `attacker`/`guard` the cards of the battle.
 */
export interface Target {
  side: 'self' | 'own' | 'opp' | 'both' | 'subject' | 'chosen' | 'looked' | 'attacker' | 'guard';
  zone?: TargetZone;
  filter?: CardFilter;
  /** How many (default 1); 8-5-3-1: as close to it as possible. */
  count?: number;
  /** How many, counted as the directive resolves: the cards matching this ("a number equal to ..."). */
  countBy?: Target;
  /** 8-5-3-2: "up to": any number from 0. */
  upTo?: boolean;
  /** Every matching card, no choice. */
  all?: boolean;
  /** "Any number of (cards) whose total power is `max` or less": as many as the total allows. */
  totalPower?: { max: number };
  /** The same with their total energy cost (2-11-3). */
  totalCost?: { max: number };
  /** "Until only `keep` remain": every matching card but `keep` of them (none when no more are there). */
  keep?: number;
  /** `opp`: the effect master's opponent chooses ("your opponent chooses 1 card from their hand"). */
  chooser?: 'opp';
  /** "Ignoring [Barrier]": the opponent's cards with [Barrier] may be chosen too (10-16-1). */
  ignoreBarrier?: true;
}

/** A number a directive uses: fixed, or counted on resolution. */
export type Amount =
  | number
  | { count: Target }
  /** In a damage replacement (8-9): this many for each damage replaced ("5 cards, 10 if 2 damage"). */
  | { perDamage: number };

/** When a skill or an effect applies. */
export type Condition =
  | { life: { min?: number; max?: number }; side?: 'own' | 'opp' }
  /** `side` has more life cards than the other player ("if you have more life than your opponent"). */
  | { moreLife: 'own' | 'opp' }
  | { count: Target; min?: number; max?: number }
  | { hand: { min?: number; max?: number }; side?: 'own' | 'opp' }
  | { drop: { min?: number; max?: number }; filter?: CardFilter }
  | { energy: { min?: number; max?: number }; side?: 'own' | 'opp' }
  /** The cards in Rest Mode of `side` (1-3-2: its leader, Battle Cards and energy). */
  | { rested: { min?: number; max?: number }; side?: 'own' | 'opp' }
  | { leader: CardFilter; side?: 'own' | 'opp' }
  | { turn: 'own' | 'opp' }
  | { battle: 'attacking' | 'guarding'; against?: 'leader' | 'battle' }
  /** 11-3-2-1: the number of cards beneath this card. */
  | { under: { min?: number; max?: number } }
  /** The card that made the skill trigger matches ("if the attacking card has 15000 or more power"). */
  | { subject: CardFilter }
  /** The skill's own card matches ("if this card is in Rest Mode"). */
  | { self: CardFilter }
  /**
   * One of the cards the effect took last matches, read where they are now (8-10-1): "if that card
   * is red", after placing it somewhere.
   */
  | { chosen: CardFilter }
  /**
   * One of the cards this skill's cost placed matches, read where they are now (8-10-1): "if you
   * placed a black card in the Drop Area with this skill" (a 'deckTop' cost, or a 'life' one to the Drop Area).
   */
  | { paid: CardFilter }
  | { not: Condition }
  | { all: Condition[] }
  | { any: Condition[] };

/** How long a continuous effect from a directive lasts. */
export type Duration =
  'battle' | 'mainPhase' | 'turn' | 'opponentTurnEnd' | 'opponentCharge' | 'ownTurnStart' | 'game';

/** Keyword skills that are a name and perhaps a number (10-x); they can be granted by effects. */
export type KeywordSpec =
  | { k: 'blocker' }
  | { k: 'critical' }
  | { k: 'strike'; n: 2 | 3 | 4 }
  | { k: 'dualAttack'; n: 2 | 3 }
  | { k: 'revenge' }
  | { k: 'indestructible' }
  | { k: 'barrier' }
  | { k: 'deflect' }
  | { k: 'ultimate' }
  | { k: 'dragonBall' }
  | { k: 'superCombo' }
  | { k: 'victoryStrike' }
  | { k: 'warriorU7' }
  | { k: 'energyExhaust' }
  | { k: 'wormhole' };
export type KeywordName = KeywordSpec['k'];

/** The phases and steps whose beginning or end can trigger an [Auto] skill (6, 7). */
export type PhaseMoment =
  | 'turnStart'
  | 'chargeStart'
  | 'mainStart'
  | 'mainEnd'
  | 'turnEnd'
  | 'offenseStart'
  | 'defenseStart'
  | 'damageStart'
  | 'battleEnd';

/** 7-2-1-2-2: where a card for a combo comes from. */
export type ComboFrom = 'hand' | 'battle';

/** Trigger conditions of [Auto] skills (8-1-5-1, 8-6). */
export type Trigger =
  /**
   * 8-6-5-3: "when you play this card" (`from: 'hand'`: only when played from the hand; `union`:
   * "when you play this card with [Union]", 10-13).
   */
  | {
      on: 'played';
      from?: 'hand';
      union?: true;
      /** "When you play this card with a ＜character＞ skill": an effect of a card of that character played it. */
      bySkillOf?: string;
      /** "When you play this card with the skill of {name}": an effect of a card of that name played it. */
      bySkillNamed?: string;
      /** 10-15-3: "when you play this card using [Over Realm]" (or [Dark Over Realm], 10-25). */
      overRealm?: true;
    }
  /** 7-1-1: "when this card attacks" (`against`: only an attack on a leader or a Battle Card). */
  | { on: 'attacks'; against?: 'leader' | 'battle' }
  /** 7-1-1: "when this card is attacked". */
  | { on: 'attacked' }
  /** 7-4-1-8: "at the end of the battle after this card attacks" (it is still in play then). */
  | { on: 'attackEnd' }
  /**
   * "When you combo with this card" (`from`: only a combo from the hand or from the Battle Area,
   * 7-2-1-2-2).
   */
  | { on: 'combo'; from?: ComboFrom }
  /** "When you (your opponent) combo with a (card)": any card of that player's (7-2-1-2-2). */
  | { on: 'cardCombo'; side: 'own' | 'opp'; filter?: CardFilter }
  /** 7-4-1-8-1: at the end of a battle after you combo with this card (`from`: as for `combo`). */
  | { on: 'comboEnd'; from?: ComboFrom }
  /** "When this card is KO-ed" (10-1). */
  | { on: 'kod' }
  /**
   * "When one of your (your opponent's) Battle Cards (filter) is KO-ed": the filter reads the card as
   * it was in the Battle Area (8-6-5-1-2).
   */
  | { on: 'cardKod'; side: 'own' | 'opp'; filter?: CardFilter }
  /** "When you play a (card)": another card of yours or the opponent's. */
  | { on: 'cardPlayed'; side: 'own' | 'opp'; filter?: CardFilter }
  /** "When your (card) attacks". */
  | { on: 'cardAttacks'; side: 'own' | 'opp'; filter?: CardFilter; against?: 'leader' | 'battle' }
  /** 7-4-1-4-1: "when this card deals damage" (to the opponent's life by attacking). */
  | { on: 'dealsDamage' }
  /** 7-4-1-4-2-1: "when this card KOs a card" in battle. */
  | { on: 'kos' }
  /** The beginning or end of a phase or step, of the master's turn, the opponent's, or any. */
  | { on: 'phase'; at: PhaseMoment; whose: 'own' | 'opp' | 'any' }
  /** 5-2-1-3: "when this card is placed in the Leader Area". */
  | { on: 'leaderPlaced' }
  /** "When your opponent activates [Blocker]". */
  | { on: 'blocker'; side: 'own' | 'opp' }
  /**
   * "When you (your opponent) switch your energy to Active Mode using a skill other than [Awaken]":
   * each energy card a skill's effect switches (4-8-1-1).
   */
  | { on: 'energyStood'; side: 'own' | 'opp' }
  /** "When your life decreases" (a card leaves the Life Area). */
  | { on: 'lifeLost'; side: 'own' | 'opp' }
  /** 8-6-6: a situation trigger, "when (condition)": pending once each time the situation comes about. */
  | { on: 'situation'; cond: Condition }
  /** 10-5-7: "when a card evolves into this card": this card is played with [Evolve] (10-5-4, 10-5-6). */
  | { on: 'evolved' }
  /** "When this card is removed from the Battle Area by a skill or KO-ed" (10-1, to any area). */
  | { on: 'leftBattle' }
  /** 10-13-3-4: "when this card is placed in the Drop Area from the hand as the cost of [Union-Fusion]". */
  | { on: 'fusionCost' }
  /** "When this card is placed in the Drop Area from the Battle Area" (a KO, a cost, an effect, 9-5). */
  | { on: 'dropped' }
  /** 10-4-1: "when you activate this card's [Blocker]". */
  | { on: 'blocks' };
export type TriggerOn = Trigger['on'];

/** Skill costs (8-4): paid entirely, in written order, or not at all (8-4-2-2). */
export type Cost =
  /** 8-4-2-3, 8-4-2-4: switch `n` energy to Rest Mode, `colors` of them of those colours. */
  | { pay: 'energy'; n: number; colors?: Partial<Record<Color, number>> }
  /** Place cards from the hand in the Drop Area. */
  | { pay: 'discard'; n: number; filter?: CardFilter }
  /** Switch this card to Rest Mode. */
  | { pay: 'rest' }
  /** Place this card in the Drop Area. */
  | { pay: 'dropSelf' }
  /** Place this card at the bottom of its owner's deck, or remove it from the game (10-19). */
  | { pay: 'moveSelf'; to: 'deckBottom' | 'removed' }
  /** 10-30: [Burst X], the top X cards of the deck to the Drop Area. */
  | { pay: 'burst'; n: number }
  /**
   * Place the top `n` cards of your deck in the Drop Area, as a written cost rather than [Burst]: paid
   * in written order (8-4-2-1), and the effect may read the cards it placed (`chosen`).
   */
  | { pay: 'deckTop'; n: number }
  /**
   * Place cards from your Battle Area in the Drop Area (`to: 'removed'`: remove them from the game;
   * `deckBottom`: at the bottom of their owner's deck); `orSelf`: "1 of your Battle Cards", the
   * paying card among them.
   */
  | { pay: 'dropBattle'; n: number; filter?: CardFilter; to?: 'removed' | 'deckBottom'; orSelf?: true }
  /** "Choose (filter) in your Battle Area and KO it" as a cost (10-1: a KO, which KO triggers see). */
  | { pay: 'koBattle'; n: number; filter?: CardFilter }
  /** Remove every card of your Drop Area from the game (10-19); paid whatever their number. */
  | { pay: 'removeDrop' }
  /** Send cards from your Drop Area to the Warp. */
  | { pay: 'warpDrop'; n: number; filter?: CardFilter }
  /**
   * 10-33-1, 10-35-1: one card for each colour listed, of that original colour: from the hand to the
   * Drop Area ([Aegis]), or chosen among your Battle Cards ([Alliance]).
   */
  | { pay: 'colors'; colors: Color[]; from: 'hand' | 'battle' }
  /** Cards of your Life Area to your Drop Area or your hand (3-9-2: face down, so any of them). */
  | { pay: 'life'; n: number; to: 'drop' | 'hand' }
  /** 11-3-1: place cards from your hand or Battle Area beneath this card ("place 1 ... under this card"). */
  | { pay: 'under'; n: number; from: 'hand' | 'battle'; filter?: CardFilter }
  /** 11-3-2-1: place `n` of the cards beneath this card in their owners' Drop Areas. */
  | { pay: 'dropUnder'; n: number }
  /** Switch `n` of your Battle Cards in Active Mode to Rest Mode ("switch 1 of your ... tokens to rest"). */
  | { pay: 'restOwn'; n: number; filter?: CardFilter };

/** [Permanent] effects (8-1-4): in force while their card is in play and the condition holds. */
export type Continuous =
  /**
   * Power (2-8) + `amount` for the cards of `target` (default: this card); `perUnder`: `amount` for
   * each card beneath the card it applies to (11-3-2-1: referred to, they are cards of their own).
   */
  | { c: 'power'; amount: number; target?: Target; perUnder?: true }
  /** The cards of `target` have a keyword skill. */
  | { c: 'keyword'; spec: KeywordSpec; target?: Target }
  /** "This card can attack Battle Cards in Active Mode" (7-1). */
  | { c: 'attackActive' }
  /** The opponent cannot activate [Counter] against this card's attacks (10-10). */
  | { c: 'noCounter' }
  /**
   * During battles where this card attacks, the opponent cannot activate [Counter] skills of cards
   * whose energy cost (2-11) is `min` or more (any kind of [Counter], 10-10-3).
   */
  | { c: 'counterCostBan'; min: number }
  /** The opponent cannot activate [Blocker] during this card's attacks (10-4). */
  | { c: 'noBlocker' }
  /** This card cannot attack. */
  | { c: 'cannotAttack' }
  /** While the skill is in force, the master's opponent cannot combo (7-2-1-2-2: no combo is offered). */
  | { c: 'noOpponentCombo' }
  /** 7-2-1-2-2: this card may combo from the Battle Area in Rest Mode too. */
  | { c: 'comboRested' }
  /**
   * 10-2: the cards of `target` (a leader) may activate [Awaken] whatever their master's life: the
   * own-life part of its condition is not asked ("your ＜Meta-Cooler＞ Leader Card can activate
   * [Awaken]" while the skill's condition on the opponent's life holds).
   */
  | { c: 'awakenAnyLife'; target?: Target }
  /** This card cannot attack Battle Cards (7-1: only the Leader Card), or those matching `filter`. */
  | { c: 'cannotAttackBattle'; filter?: CardFilter }
  /** This card (a Battle Card, or a Leader Card) cannot be attacked by a Leader Card (7-1). */
  | { c: 'noLeaderAttack' }
  /** While the skill is in force, its master cannot play Battle Cards (read by playBanned). */
  | { c: 'noBattlePlay' }
  /**
   * One copy at a time: while this card is in its master's Battle Area, they cannot play another
   * card of its name (read by playBanned, 3-6-3).
   */
  | { c: 'onlyOneInPlay' }
  /**
   * A [Counter] used from the hand with one life card moved to the hand in place of the energy
   * payment (10-10-1): read on the card in the hand, with its
   * [Sparking] or condition; the card's energy cost is replaced, its skill cost is still paid.
   */
  | { c: 'counterByLife' }
  /** While the skill is in force, the opponent cannot attack the master's other Battle Cards. */
  | { c: 'guardOthers' }
  /**
   * 7-1: the opponent cannot attack the cards of `target` (default this card), a Leader Card among
   * them ("the opponent cannot attack ＜Evil Wizard Babidi＞").
   */
  | { c: 'unattackable'; target?: Target }
  /** 8-3: this card's attack and skills cannot be negated (effects that would are not carried out on it). */
  | { c: 'unnegatable' }
  /** 7-4-1-4-2: this card cannot be KO-ed as a battle's result (skills still can). */
  | { c: 'noBattleKo' }
  /** 10-1: this card cannot be KO-ed by the opponent's skills (its own master's and battle still can). */
  | { c: 'noSkillKo' }
  /**
   * "This card does not leave the Battle Area due to skills": no skill's effect, either player's,
   * takes it out (a KO by an effect, a move, a card placed beneath another); battle still can.
   */
  | { c: 'staysInBattle' }
  /**
   * 2-4-1: each card of the master matching `filter`, in every area (energy, hand, drop ... too),
   * has these colours besides its own. The filter cannot ask for colours (they are what it changes).
   */
  | { c: 'colors'; add: Color[]; filter: CardFilter }
  /** The master's hand is not affected by skills of the master's Leader Card matching `leader`. */
  | { c: 'handUnaffected'; leader: CardFilter }
  /**
   * This card's energy cost in the hand changes by `amount` (negative: reduced); `inPlay`: "in your
   * hand or Battle Area", so that effects reading its cost there (2-11-3) see it changed too.
   */
  | { c: 'cost'; amount: number; inPlay?: boolean }
  /**
   * The energy costs of the master's cards in the hand matching `filter` change by `amount`
   * ("reduce the energy costs of ＜Cell＞ in your hand by 2"); `filter`'s cost is the printed one.
   */
  | { c: 'handCost'; amount: number; filter: CardFilter }
  /** "You can play this card from your hand without paying its energy cost" (2-11-1: nothing to rest). */
  | { c: 'free' }
  /** 2-5-5, 2-6-6, 2-1-3: also has this character name, special trait or card name, everywhere. */
  | { c: 'alsoNamed'; character?: string; trait?: string; name?: string }
  /** 5-1-3-2: a deck may hold `n` copies of this card. */
  | { c: 'deckLimit'; n: number }
  /**
   * 8-2-2-3, 8-9: a replacement effect. `ko`: "if (target, default this card) would be KO-ed,
   * (instead) instead": the KO does not happen, the directives are carried out with that card as
   * their subject. `damage`: "if damage would be inflicted to (side, default your) life, (instead)
   * instead": an action replaced (8-9-2-2). `optional`: "you may ... instead" (8-9-3), offered only
   * when `cost` can be paid.
   */
  | {
      c: 'replace';
      event: 'ko' | 'damage';
      target?: Target;
      /** `damage`: whose life (the skill's master's by default). */
      side?: 'own' | 'opp';
      optional?: boolean;
      cost?: Cost[];
      instead: Directive[];
    };

/** What every kind of written skill may have. */
export interface SkillCommon {
  /** 10-11: [Once per Turn]. */
  once?: boolean;
  /** 10-23: [Bond X]: active only with X or more (matching) Battle Cards in your Battle Area. */
  bond?: { n: number; filter?: CardFilter };
  /** 10-29: [Sparking X]: active only with X or more cards in your Drop Area. */
  sparking?: number;
  /** A condition the skill needs to activate or be in force. */
  if?: Condition;
  /**
   * 11-3-2-2: the skill stays in force while its card lies beneath another; there, "this card" is
   * the card on top (11-3-2: the stack is one card).
   */
  whileUnder?: boolean;
}

/** The timing of an [Activate] skill (8-1-3-1). */
export type ActivateTiming = 'main' | 'battle';
/** What a [Counter] answers (10-10-3). */
export type CounterKind = 'play' | 'attack' | 'battleCardAttack' | 'counter';

/** A skill as printed on a card (8-1), or a keyword skill (10). */
export type Skill =
  | (SkillCommon & {
      kind: 'auto';
      on: Trigger;
      /** "You may": the master chooses whether to resolve it. */
      optional?: boolean;
      /** 8-1-5-2-1: paid on resolution. */
      cost?: Cost[];
      effect: Directive[];
    })
  | (SkillCommon & { kind: 'permanent'; effect: Continuous[] })
  | (SkillCommon & {
      kind: 'activate';
      timing: ActivateTiming[];
      /**
       * 8-1-3-1-2: a Battle Card's [Activate] used while the card is in the hand (its cost places
       * it somewhere: "place this card and 1 other card from your hand in the Drop Area").
       */
      fromHand?: true;
      cost?: Cost[];
      effect: Directive[];
    })
  | (SkillCommon & { kind: 'counter'; on: CounterKind; cost?: Cost[]; effect: Directive[] })
  /** A keyword skill with no text of its own beyond its name and value. */
  | { kind: 'keyword'; spec: KeywordSpec }
  /** 10-2: [Awaken] condition (and cost): effect, then the leader flips to its back side. */
  | { kind: 'awaken'; cond: Condition; cost?: Cost[]; optional?: boolean; effect: Directive[] }
  /** 10-28: [Wish] condition (and cost): effect, then the card flips over, whichever side is up. */
  | { kind: 'wish'; cond: Condition; cost?: Cost[]; effect: Directive[] }
  /** 10-5: [Evolve], [EX-Evolve], [Xeno-Evolve] from the hand onto a matching Battle Card. */
  | { kind: 'evolve'; variant: 'evolve' | 'ex' | 'xeno'; cost: Cost[]; onto: CardFilter }
  /** 10-3: [Field]: the Extra Card goes to the Battle Area. */
  | { kind: 'field' }
  /** 10-15, 10-25: play from the hand by sending the Drop Area to the Warp. */
  | { kind: 'overRealm'; n: number; dark?: boolean; cost: Cost[] }
  /**
   * 10-13-3 [Union-Fusion]: from the hand, with one Battle Card of each character in the hand, all
   * of equal power, placed in the Drop Area. 10-13-4 [Union-Potara]: from the hand, on top of one
   * Battle Card of each character in your Battle Area.
   */
  | { kind: 'union'; variant: 'fusion' | 'potara'; cost: Cost[]; characters: string[] }
  /**
   * 10-13-5 [Union-Absorb]: from the Battle Area, a matching card of `from` is placed on top of it.
   * `deck`: once the cost is paid, up to 1 matching card of the deck is placed on top of it, then
   * the deck is shuffled ("choose up to 1 ... from your deck and place it on top of this card").
   */
  | { kind: 'union'; variant: 'absorb'; cost: Cost[]; from: 'hand' | 'drop' | 'deck'; filter: CardFilter }
  /** 10-24 [Swap X]: play a matching Battle Card of cost X from the hand, return this card to the hand. */
  | { kind: 'swap'; n: number; cost: Cost[]; filter?: CardFilter }
  /** 10-32 [Arrival XY]: from the hand at a battle step, when the Combo Area's original colours match. */
  | { kind: 'arrival'; colors: Color[]; cost: Cost[] }
  /** 10-33 [Aegis XY]: in the opponent's Defense Step, discard those colours, up to two energy stand. */
  | { kind: 'aegis'; colors: Color[] }
  /** 10-35 [Alliance XY]: when this card attacks, you may choose Battle Cards of those colours: effect. */
  | { kind: 'alliance'; colors: Color[]; effect: Directive[] };
export type SkillKind = Skill['kind'];

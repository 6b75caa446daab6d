// The effect vocabulary: typed building blocks that card definitions compose (rules section 8).
// Every block has generated player-facing text (text.ts), so a card's text comes from its definition.

import type { Directive } from './verbs/index.ts';
import type { Color, StepName } from './cards.ts';

export const KEYWORDS = [
  'awaken',
  'confront',
  'curse',
  'immortal',
  'armor',
  'luster',
  'blessed',
  'ascend',
  'swift',
  'gale',
  'crush',
  'raid',
  'atField',
  'astral',
  'chain',
  'link',
  'feast',
  'agile',
  'bloodcurse',
  /** Eternal's 《Oracle》 (E953): cores from the void onto a Grandwalker nexus; `cond`, its condition. */
  'oracle',
  /**
   * Eternal's 《True Oracle》 (E996): 《Oracle》 whose deploy half works with a card of its name on the
   * field, once a turn for each name (E1008).
   */
  'trueOracle',
] as const;
export type KeywordName = (typeof KEYWORDS)[number];
/** Keywords of Eternal's manual alone (E953): Saga has none of them, nor a reminder for them. */
export const ETERNAL_ONLY_KEYWORDS: readonly KeywordName[] = ['oracle', 'trueOracle'];

/** Periods during which an effect is active ("During Your Attack Step", "While This Spirit Attacks"...). */
export const PERIODS = [
  'yourTurn',
  'opponentTurn',
  'yourMainStep',
  'opponentMainStep',
  'eitherMainStep',
  'yourAttackStep',
  'opponentAttackStep',
  'eitherAttackStep',
  'whileAttacking',
  'whileBlocking',
  'whileAttackingOrBlocking',
  /** Link (keywords.json): while this spirit is linked to the attacker. */
  'whileLinked',
  'opponentEndStep',
] as const;
export type Period = (typeof PERIODS)[number];

/** What makes a triggered effect activate (8-1-5). */
export const TRIGGERS = [
  'summoned',
  'attacks',
  'blocks',
  'attacksOrBlocks',
  'blocked',
  'destroyed',
  'destroyedByOpponent',
  'battleEnd',
  'stepStart',
  'turnEnd',
  'lifeLost',
  'opponentLifeReduced',
  'spiritDestroyed',
  'spiritBlocked',
  'spiritSummoned',
  'opponentDestroysYourSpirit',
  /** This spirit destroys the spirit it battles by comparing BP (7-1-5-2); the subject is the loser. */
  'destroysInBattle',
  /** One of your spirits (`filter`) destroys one in battle; the subject is the loser. */
  'spiritDestroysInBattle',
  /** The opponent has resolved a spirit's "When Summoned" effect. */
  'opponentWhenSummoned',
  /** A magic card (`filter`, default: yours) is used; the subject is the magic card. */
  'magicUsed',
  /** One of your spirits (`filter`) attacks; the subject is the attacker. */
  'spiritAttacks',
  /** This spirit links to an attacker (Link); the subject is the attacker. */
  'links',
  /**
   * A spirit with Link links to a spirit matching `filter` (default: one of yours; `side: self`: this
   * spirit); the spirit linked to (the attacker) is the subject.
   */
  'spiritLinked',
  /**
   * A battle ends with a spirit matching `filter` (default: one of yours) in it and still on the field;
   * that spirit is the subject.
   */
  'battleEnds',
  /** A spirit matching `filter` (default: one of yours) blocks; the blocker is the subject. */
  'spiritBlocks',
  /** A card matching `filter` (default: one of your spirits) becomes exhausted; it is the subject. */
  'exhausted',
  /** The same, refreshed (in the refresh step too, 6-5-2). */
  'refreshed',
  /** A card matching `filter` goes from the field to its owner's hand or deck. */
  'returned',
  /** A player (`who`, default you) draws by an effect: once for cards drawn at one time (ruling on BSS01-111). */
  'draws',
  /**
   * An effect (of `by`'s player, if given) adds cards to a player's (`who`, default you) hand: draws by
   * effects (4-5-1: drawing moves cards to the hand; the draw step's draw is no effect), returns and
   * picks to the hand, a destroyed card sent to the hand by a substitution. Once for a batch (8-6-3).
   */
  'addedToHand',
  /** Cores are put into a player's (`who`) reserve from anywhere else. */
  'coresToReserve',
  /**
   * This card is discarded from its owner's deck (to the trash) by an effect (`by`: whose); it
   * triggers from the trash, and the card there is the subject.
   */
  'discarded',
  /** Cores are put onto a card matching `filter` (default: this card); it is the subject. */
  'coresPlaced',
  /** A player's (`who`) life increases. */
  'lifeGained',
  /**
   * An effect (of `by`'s player, if given) places cores from the void onto a spirit or into the
   * reserve of a player (`who`, default you); once for each placement.
   */
  'voidCoresPlaced',
  /**
   * The Crush of a spirit matching `filter` (default: one of yours) discards cards (11-11-1); that
   * spirit is the subject, and `cards` asks that one of the discarded cards match.
   */
  'crushDiscards',
  /**
   * A spirit matching `filter` (default: one of yours; `side: self`: this spirit) has more BP than the
   * spirit it battles as their BP are compared (7-1-5-2-1); that spirit is the subject.
   */
  'winsComparison',
  /**
   * An effect (of `by`'s player, if given) discards cards from a player's (`who`, default you) deck
   * (10-2-1: Crush and reveals' rests included); once for the cards discarded at one time (8-6-3).
   */
  'deckDiscarded',
  /**
   * Cards go from a player's (`who`, default you) hand to the trash: discarded (by a cost or an effect);
   * with `cards`, one of them matches. The discarded card in the trash is the subject.
   */
  'handDiscarded',
] as const;
export type TriggerEvent = (typeof TRIGGERS)[number];

/**
 * The conditions a burst can have (10-9-1): the events at which a set burst's window opens, whatever
 * the card (docs/architecture.md, "Hidden cards").
 */
export const BURST_MOMENTS = ['lifeLost', 'opponentDestroysYourSpirit', 'opponentWhenSummoned'] as const;
export type BurstMoment = (typeof BURST_MOMENTS)[number];

/**
 * Which cards an effect looks at or selects (8-5-3). On the field unless `zone` says otherwise (8-5-4).
 * `count` is exact (8-5-3-1) unless `upTo` (8-5-3-2); `all` takes every match without choosing.
 */
export interface Target {
  /**
   * "self": the card the ability is on; "subject": the card a substitution effect saves (8-9);
   * "chosen": the cards an earlier directive of this effect selected ("... and then it ...").
   * Otherwise whose cards.
   */
  side: 'self' | 'subject' | 'chosen' | 'own' | 'opponent' | 'any';
  /**
   * Either kind of card: matches when one of these filters, each laid over the rest of the target
   * (its own `side` is the target's), matches ("one of your other Leaf Kindred spirits or one of your
   * nexuses costing 3 or less").
   */
  anyOf?: Target[];
  what?: 'spirit' | 'nexus' | 'spiritOrNexus' | 'spiritOrMagic' | 'magic' | 'card';
  zone?: 'field' | 'trash' | 'hand';
  count?: number;
  upTo?: boolean;
  all?: boolean;
  maxBp?: number;
  minBp?: number;
  maxCost?: number;
  minCost?: number;
  color?: Color;
  /** Is not of this colour. */
  notColor?: Color;
  /** Has at least, or at most, this many colours ("with only one color"). */
  minColors?: number;
  maxColors?: number;
  /** Has exactly this many symbols (a two-colour symbol is one): on the field as shown now, elsewhere printed. */
  symbolCount?: number;
  spiritType?: string;
  exhausted?: boolean;
  soulCore?: boolean;
  /** Cores on the card, soul core included. */
  minCores?: number;
  maxCores?: number;
  keyword?: KeywordName;
  /** Has at least one of these keywords. */
  keywords?: KeywordName[];
  /** Excludes the card the ability is on. */
  other?: boolean;
  minLevel?: number;
  maxLevel?: number;
  /** Has at least one of these spirit types. */
  spiritTypes?: string[];
  notSpiritType?: string;
  /** Costs one of these. */
  costIn?: number[];
  /** Does not have this keyword. */
  notKeyword?: KeywordName;
  /** The card name contains this. */
  name?: string;
  /** The card name is not this ("other than X"). */
  notName?: string;
  /** Has an ability with this trigger (e.g. "has a When Summoned effect"). */
  hasTrigger?: TriggerEvent;
  /** Has no abilities at all ("a spirit without effects"). */
  noAbilities?: boolean;
  /** Its part in the current battle. */
  battle?: 'attacking' | 'blocking' | 'either' | 'none';
  /** Is (or with false is not) the attacker a spirit is linked to this battle (Link, keywords.json). */
  linked?: boolean;
  /** How many to select, worked out as the effect resolves ("one for each ..."); overrides `count`. */
  countBy?: Amount;
  /** The opponent of the effect's controller makes the selection. */
  chooser?: 'opponent';
  /**
   * BP or cost compared with an amount worked out as the effect resolves ("BP equal to or less than
   * this spirit's", "costs less than the destroyed spirit").
   */
  than?: { what: 'bp' | 'cost'; op: 'lt' | 'le' | 'eq' | 'ge' | 'gt'; amount: Amount }[];
  /** "Any number of them with a combined total of `max` BP (or cost) or less" (overrides `count`). */
  total?: { what: 'bp' | 'cost'; max: number };
  /** Costs the same as one of its controller's (the effect controller's) spirits on the field. */
  costOfOwnSpirit?: boolean;
  /**
   * Shares a spirit type with one of the cards chosen so far in this effect (`chosen`), and is not one
   * of them ("all your spirits with a spirit type in common with it").
   */
  sharesTypeWith?: 'chosen';
  /** Has no ability with this trigger ("spirits without When This Spirit Blocks effects"). */
  notHasTrigger?: TriggerEvent;
  /** A token (4-12), or with false not one. */
  token?: boolean;
  /** Only the matching cards with the highest cost (or BP) among all that match ("that costs the most"). */
  most?: 'cost' | 'bp';
  /** Only the matching cards with the lowest cost (or BP) among all that match ("that costs the least"). */
  least?: 'cost' | 'bp';
}

export type Duration = 'turn' | 'battle';

/**
 * A number an effect works out when it resolves: a constant, how many cards match a target, or a
 * fact of this card or of the card that made the ability trigger. A card that has left its area is
 * read in its last state there (8-10-1).
 */
export type Amount =
  | number
  | { count: Target }
  /** `chosen`: the first card the latest selection of this effect took. */
  | { of: 'self' | 'subject' | 'chosen'; what: 'level' | 'cores' | 'bp' | 'symbols' | 'cost' }
  /** A player's life, hand, trash (cards), reserve or deck size; cards they drew by effects this turn. */
  | {
      player: 'own' | 'opponent';
      what:
        | 'life'
        | 'hand'
        | 'trash'
        | 'reserve'
        | 'deck'
        | 'effectDraws'
        | 'destroyedThisTurn'
        | 'attacksThisTurn'
        | 'lifeLostThisTurn'
        /** Their life as the turn began (the 'turn' event), to compare the life now with. */
        | 'lifeAtTurnStart'
        | 'magicThisTurn'
        | 'trashCores'
        /** The cores on the cards of their field; in Eternal not those on a Grandwalker nexus (E949). */
        | 'fieldCores';
      /** How many short of this number it is, never below 0 ("until you have 5 life"). */
      shortOf?: number;
    }
  /** 4-6: the variable the controller chose for this effect (see `Variable`). */
  | 'X'
  /** How many of the cards the event that set the trigger off moved match (the cards Crush discarded). */
  | { eventCards: Target }
  /** The number written in a keyword of this card or of the subject ("its Gale number"); 0 without it. */
  | { of: 'self' | 'subject'; keywordValue: KeywordName }
  /**
   * The spirits this effect has destroyed so far (whose: `any`, `own` or `opponent`); with `what:
   * 'nexus'`, the nexuses it has destroyed ("if it destroyed an opposing nexus", BS01-114). An ability
   * counts one kind: the first such amount in it decides.
   */
  | { destroyedByThis: 'any' | 'own' | 'opponent'; what?: 'nexus' }
  /** The cards this effect's `discard` directives have discarded from hands so far (whose hand). */
  | { discardedByThis: 'any' | 'own' | 'opponent' }
  /**
   * The symbols of this colour on a player's field (a two-colour symbol holding it counts, 10-6-5);
   * without a colour, every symbol there (BSS06-001).
   */
  | { symbolsOf: 'own' | 'opponent'; color?: Color }
  /** The highest BP (or cost) among the matching field cards; 0 when none match. */
  | { highest: 'bp' | 'cost'; among: Target };

/**
 * Immediately resolving and continuous directives (8-2): one of the verbs of verbs/, each with its
 * schema, generated text and behaviour.
 */
export type { Directive };

/** A condition an effect checks when it gets there. */
export type Condition =
  /** This card (or the card that made it trigger) is on the field and matches the filter. */
  | { self: Target }
  | { subject: Target }
  | { turn: 'yours' | 'opponents' }
  /** How many cards match, compared with bounds. */
  | { count: Target; atLeast?: number; atMost?: number }
  | { amount: Amount; atLeast?: number; atMost?: number }
  /**
   * Two amounts compared: `[a, b]` with a > b, a >= b, a < b, a <= b or a = b; with `plus`, b + plus
   * ("higher than the blocker's BP by 5000 or more": `op: ge`, `plus: 5000`).
   */
  | { compare: [Amount, Amount]; op: 'gt' | 'ge' | 'lt' | 'le' | 'eq'; plus?: number }
  /** The soul core was used to pay this card's summoning (or use) cost. */
  | { soulPaid: 'self' | 'subject' }
  /** It is this step now. */
  | { step: StepName }
  /** Its controller (with `whose: opponent`, their opponent) has a burst set (3-8). */
  | { burstSet: boolean; whose?: 'opponent' }
  /** Where the soul core of the effect's controller is now. */
  | { soulCoreIn: 'reserve' | 'life' | 'trash' | 'field' | 'void' }
  /** At least one card matches, and all those that match cost the same. */
  | { sameCost: Target }
  | { not: Condition }
  | { all: Condition[] }
  | { any: Condition[] };

/** A token's card information, given by the effect that makes it (4-12-2). */
export interface TokenSpec {
  id: string;
  name: string;
  colors: Color[];
  cost: number;
  spiritTypes: string[];
  levels: { level: number; cores: number; bp: number }[];
  symbols: Color[][];
}

/** Effect costs (8-4): paid in full or the effect does not activate. */
export type Cost =
  | { pay: 'soulCoreOfSelf' }
  /**
   * Your soul core, from your reserve, life or a card of yours on the field, to the trash (8-5-5);
   * with `to: void`, into the void, from your trash too.
   */
  | { pay: 'soulCore'; to?: 'void' }
  /** With `from: reserve`, only cores of the reserve pay it ("pay one core from your reserve", BSS06-059). */
  | { pay: 'cores'; n: number | 'X'; from?: 'reserve' }
  | { pay: 'exhaustSelf' }
  /** From the hand; with `filter`, only cards matching it. */
  | { pay: 'discard'; n: number; filter?: Target }
  /** Destroy one of your cards matching `target` (side own). */
  | { pay: 'destroy'; target: Target }
  /** This card is destroyed (a nexus giving itself up). */
  | { pay: 'destroySelf' }
  /** Exhaust one of your refreshed cards matching `target` (side own). */
  | { pay: 'exhaust'; target: Target }
  /**
   * Cores taken off this card only, to the trash; with `to: void`, into the void (an Eternal Grandwalker
   * nexus's 【Divine Art】, E934).
   */
  | { pay: 'coresFromSelf'; n: number; to?: 'void' };

/** A keyword with its value: `crush` +1, `armor` [red, purple], `gale` 2, `raid` 1... */
export interface KeywordSpec {
  keyword: KeywordName;
  value?: number;
  colors?: Color[];
  /** Conditions of Immortal and Ascend: which spirit qualifies. */
  cond?: Target;
}

/** Continuous directives of constant effects (8-1-4), applied while the effect is active. */
export type Continuous =
  /** `per`: "for each ..." (worked out as it is read). */
  | { bp: number; per?: Amount; to: Target }
  | { setBp: number; to: Target }
  /** 8-8-1-3-3: the BP written on the card (at every level) reads as this value. */
  /** `level`: only the BP written for that level ("treat the LV1 BP as 4000"). */
  | { printedBp: number; atLevel?: number; to: Target }
  | { level: number | 'highest'; to: Target }
  | { grant: KeywordSpec; to: Target }
  /** "activate": its triggered and activated effects cannot activate, or trigger (8-1-7). */
  | { cannot: 'attack' | 'block' | 'activate'; to: Target }
  /**
   * 8-9, 10-1-3-2: when a card matching `to` would be destroyed, its controller may have `instead`
   * happen; the destruction then never occurs.
   */
  | {
      substitute: 'destroy';
      to: Target;
      instead: Directive[];
      /** Only for a destruction by the opponent's effects (`effect`) or in battle (`battle`). */
      only?: 'opponentEffect' | 'effect' | 'battle';
      /** Paid as the substitution is applied (8-4); it is offered only when it can be paid. */
      cost?: Cost[];
    }
  /**
   * 10-1-3-4 replaced (8-9): a matching card being destroyed may go to its owner's hand instead of
   * the trash, at `cost`. It is still destroyed (its destruction triggers happen).
   */
  | {
      destroyedTo: 'hand';
      to: Target;
      only?: 'opponentEffect' | 'effect' | 'battle';
      cost?: Cost[];
    }
  /**
   * Protection from effects (of the opponent's effects only, with `from: opponent`): destruction,
   * having cores removed, being selected, being returned to the hand or deck.
   */
  /** `source`: only against effects of cards matching it (the effect's card, field or not). */
  | { protect: ProtectKind; from?: 'opponent'; source?: Target; to: Target }
  /**
   * Matching spirits cannot be blocked by spirits matching `noBlockBy` (its side is ignored, the
   * blocker's own, except `self`: this card itself cannot block them).
   */
  | { noBlockBy: Target; to: Target }
  /** Matching attackers cannot be blocked by spirits of a colour any of their Armor keywords names (11-5). */
  | { noBlockByArmorColors: true; to: Target }
  /** Eternal's Brave: no Brave may combine with matching spirits, by combining or by a swap (E803). */
  | { cannotCombine: true; to: Target }
  /** Matching spirits may block while exhausted. */
  /** `against`: only when the attacker matches it ("... spirits with 2 or fewer cores"). */
  | { blockExhausted: true; against?: Target; to: Target }
  /** Matching spirits with Link may link whatever the attacker costs (their Link's cost condition, BSS06-045). */
  | { linkIgnoresCost: true; to: Target }
  /**
   * 8-9: a substitution for an action: in its controller's core step they gain this many cores instead
   * of one (6-3-2). With several, the player performing the core step picks one (8-9-2-2, 8-9-3).
   */
  | { coreStepGain: number }
  /**
   * Drawing costs the drawing player (either player) this many cores per card, outside their own draw
   * step; a player short of cores pays for as many as they can and draws only those (ruling on BSS02-054).
   */
  | { drawCost: number }
  /** Neither player can draw by the effects of cards of this type ("magic effects"). */
  | { noDrawBy: 'magic' }
  /** Its controller selects the spirits their own Gale effects exhaust (11-10-1 has the opponent select). */
  | { galeChooser: true }
  /**
   * In its controller's draw step they draw this many more cards with the step's draw, then discard
   * as many from their hand (several add up: all the draws come first, ruling on BSS01-101).
   */
  | {
      drawStepExtra: number;
      /** The extra cards are kept: no discard follows them (Eternal BS01-099 at Lv2). */
      keep?: true;
    }
  /**
   * After its controller's attack step they have a refresh step (6-5, its triggers included), then
   * the end step: no second attack step (rulings on BSS01-061). One such step a turn at most.
   */
  | { extraRefreshStep: true }
  /**
   * The turn has no attack step, or none left: it is skipped, or it ends once the current battle is
   * over (Eternal BS01-096, through a `rule` for the turn).
   */
  | { noAttackStep: true }
  /**
   * Its controller may choose an exhausted spirit of the opponent as the target of each of their
   * attacks before declaring it; that spirit then blocks it if it still can (Eternal BS01-127, for a turn).
   */
  | { attackExhausted: true }
  /**
   * When an effect puts cores onto a matching card, it puts this many more, from the same place
   * (Eternal BS01-057 and its ruling).
   */
  | { morePlaced: number; to: Target }
  /**
   * When a matching spirit is destroyed (not depleted, nor self-destroyed), its cores go to its
   * owner's trash instead of the reserve (Eternal BS01-101).
   */
  | { destroyedCoresToTrash: true; to: Target }
  /**
   * Cards matching this cannot be summoned or placed (`side`: whose); tokens included, with the card
   * type and facts their effect gives them (4-12-4).
   */
  | { cannotSummon: Target }
  /**
   * Players (`side`: whose) cannot use magic cards matching this from the hand; with
   * `exceptFieldColor`, only those sharing no colour with a symbol on that player's field.
   */
  | { cannotUse: Target; exceptFieldColor?: boolean }
  /**
   * Players (whose: `opponent` of its controller, `own` or `any`) cannot use cards from their hand at
   * flash timings: neither magic nor Swift (Eternal BS01-143, for a battle).
   */
  | { noHandAtFlash: 'own' | 'opponent' | 'any' }
  /**
   * Players (whose: `opponent` of its controller, `own` or `any`) cannot use 《Oracle》, nor 《True Oracle》,
   * which is an Oracle too (Eternal E1014).
   */
  | { noOracle: 'own' | 'opponent' | 'any' }
  /**
   * Players (`side`: whose) may use magic cards matching this from the hand without paying their use
   * cost (10-8-6 skipped), or pay it in full as usual: never a part of it (rulings on BSS01-076).
   */
  | { useFree: Target }
  /**
   * Its controller makes the selections of spirits and nexuses their opponent would make while using
   * a magic card (all of that magic's, ruling on BSS02-130); other choices stay the opponent's.
   */
  | { selectFor: 'opponentMagic' }
  /**
   * Players (`side` of `to`: whose) cannot summon a spirit matching `to` once they have summoned this
   * many matching spirits this turn.
   */
  | { summonLimit: number; to: Target }
  /**
   * 10-6-5: while paying for a card matching `for` (any card when absent), each symbol of the
   * matching field cards counts twice toward its cost reduction.
   */
  | {
      doubleSymbols: true;
      for?: Target;
      to: Target;
      /** Each symbol counts this many times (default 2). */
      times?: number;
      /** Only while paying for a card from the hand (not one summoned from the trash). */
      fromHand?: boolean;
    }
  /** Matching cards cost this much more (less when negative) to use or summon, never below 0. */
  | { costDelta: number; to: Target }
  /**
   * A matching spirit whose cores its controller moves by no effect (the main step's core move,
   * 6-6-1-2-3) is exhausted: cores put on it or taken off it (Eternal BS01-100; the rulings: not the
   * cores placed as it is summoned).
   */
  | { exhaustOnCoreMove: Target }
  /**
   * A matching spirit is read as costing this much when an Ascend (11-8-1) looks at it as the spirit
   * whose cores it takes ("when this spirit is used for Ascend, it costs 6"); nowhere else.
   */
  | { ascendCostIs: number; to: Target }
  /**
   * 11-8-1: its controller, summoning a spirit card matching this (with Ascend) from the hand, may
   * exhaust this card (refreshed) to summon it without Ascend's additional summoning cost.
   */
  | { waiveAscend: Target }
  /** The "when this spirit blocks" effects of matching spirits (attacks-or-blocks ones too) do not trigger. */
  | { noBlockTriggers: true; to: Target }
  /** Matching cards cost this amount, worked out as it is read; reduction symbols still apply. */
  | { costSet: Amount; to: Target }
  /**
   * Effects (only the opponent's, with `from: opponent`) discard at most this many cards from the
   * deck of this effect's controller at a time.
   */
  | { deckDiscardCap: number; from?: 'opponent' }
  /** Effects (only the opponent's, with `from: opponent`) cannot discard cards from the hand of this effect's controller. */
  | { handDiscardBarred: true; from?: 'opponent' }
  /** Matching cards in the hand gain these reduction symbols (2-7-3). */
  | { addReduction: Color[]; to: Target }
  /** Matching cards gain this spirit type. */
  | { gainSpiritType: string; to: Target }
  /**
   * In the hand (`inHand` constants only): the symbols of the matching cards in its owner's trash
   * also pay for it, summoned from the hand (10-6-5).
   */
  | { trashSymbols: Target }
  /**
   * In the hand (`inHand` constants only): only the symbols of your field cards matching this count
   * for its cost reduction (10-6-5; BSS06-043).
   */
  | { paySymbolsOnly: Target }
  /**
   * The "When This Spirit Blocks" effects of matching spirits also trigger when they attack; with
   * `whileBlocking`, given as a rule for every spirit (Eternal BS01-149), their effects "while this
   * spirit blocks" also hold while it attacks (BS01's "when this spirit blocks: +N BP" are such).
   */
  | { blocksOnAttack: true; whileBlocking?: true; to: Target }
  /**
   * While its controller pays for a card matching `for`, the symbols of matching field cards are also
   * of these colours.
   */
  | { symbolColors: Color[]; for?: Target; to: Target }
  /**
   * 10-6-5: while its controller pays for a card matching `for` (any card when absent), each field card
   * matching `to` has these symbols too; with `instead`, only these.
   */
  | { payingSymbols: Color[][]; for?: Target; to: Target; instead?: true }
  /** In the hand (`inHand` constants only): this card costs this much. */
  | { costIs: number }
  /**
   * In the hand (`inHand` constants only): all of this card's reduction symbols count as fulfilled
   * (10-6-5): its cost is lowered by their number, whatever symbols the field shows.
   */
  | { reductionFulfilled: true }
  /**
   * Matching cards on the field have these symbols as well (2-8: for cost reduction, damage and Chain);
   * with `per`, once for every `every` (default 1) of that amount ("one for every ten ... in your trash").
   */
  | { gainSymbols: Color[][]; to: Target; per?: Amount; every?: number }
  /** Matching spirits deal this many more symbols of damage when they attack (7-1-5-3-1). */
  | { symbols: number; to: Target }
  /** Every level of matching cards needs this many more cores (fewer when negative). */
  | { levelCost: number; to: Target }
  /**
   * Matching spirits cannot attack unless their controller pays, as they declare the attack: `core`,
   * one core from anywhere (to the trash); `coreToReserve`, one core of the attacker to its reserve.
   */
  | { attackTax: AttackTax; to: Target }
  /**
   * Matching spirits must attack if able (`ifAble`: the attack step cannot end while one of them
   * could attack), or must be the step's first attacker when possible (`first`).
   */
  | { mustAttack: 'ifAble' | 'first'; to: Target }
  /**
   * Matching cards lose their effects (`all`), or those of their effects marked LV1 (`lv1`), and
   * cannot get them back while this lasts.
   */
  | { loseEffects: 'all' | 'lv1'; to: Target }
  /**
   * Matching attacking spirits cannot reduce life (`any` player's, or only the `own`er's of this
   * effect). `than` bounds in `to` are read for this card ("fewer BP than this spirit").
   */
  /** With `keep`, matching attackers may still take life, but never the last `keep` cores of it. */
  | { noLifeDamage: 'any' | 'own'; to: Target; keep?: number }
  /** The life cores matching spirits take in battle go to the void, not the reserve. */
  | { lifeTo: 'void'; to: Target }
  /**
   * 8-9: cores that would be put into a player's life (`any`, `own` or `opponent`, from this card's
   * controller's side) by an effect go onto this card instead.
   */
  | { lifeCoresToSelf: 'any' | 'own' | 'opponent' }
  /** The "When Destroyed" effects of matching cards do not trigger. */
  | { noWhenDestroyed: Target }
  /** 8-4-2-2: the activated and triggered effects of matching cards cost this too, paid after their own. */
  | { extraCost: Cost[]; to: Target }
  /**
   * A printed rule of this card: summoning it (from anywhere, by any means) also costs this, paid
   * after its cores; a card whose extra cost cannot be paid cannot be summoned. Only `destroy` for now.
   */
  | { summonCost: Extract<Cost, { pay: 'destroy' }>[] };

/**
 * 4-6-2: an effect with X; its controller chooses X (from `min`, default 0, to `max`) as it
 * activates, before paying its cost, and X keeps that value to the end of the effect (4-6-3).
 */
interface Variable {
  x?: { min?: number; max: Amount };
}

/** The continuous rules a directive may give cards for a while (their `to`: the chosen cards). */
export type AttackTax = 'core' | 'coreToReserve';

/**
 * What a protection keeps off: destruction by effects, core removal, selection, return, exhausting;
 * `battle`: destruction as the result of battle (7-1-5-2); `effects`: "unaffected by effects", every
 * kind an effect works through but selection (the card may still be chosen, and nothing happens to
 * it) and battle (no effect: Eternal BS01-139).
 */
export type ProtectKind = 'destroy' | 'removeCores' | 'select' | 'return' | 'battle' | 'exhaust' | 'effects';

export type TempContinuous =
  | { gainSpiritType: string }
  | { loseEffects: 'all' | 'lv1' }
  /** A triggered ability gained (`gainAbility`): where its definition is, in the granting card. */
  | { gained: { card: string; ability: number; path: number[] } }
  | { attackTax: AttackTax }
  | { mustAttack: 'ifAble' | 'first' }
  /** Its attacks cannot reduce life (`own`: the life of this rule's giver, BSS05-128). */
  | { noLifeDamage: 'any' | 'own' }
  | { protect: ProtectKind; from?: 'opponent'; source?: Target }
  | { noBlockBy: Target }
  | { blockExhausted: true; against?: Target }
  | { extraCost: Cost[] }
  | { levelCost: number }
  /**
   * 【Grandforce】 (Eternal E972, E974): this Grandwalker nexus is a spirit too, with this BP; it attacks and
   * blocks, and only another Grandwalker nexus destroys it.
   */
  | { grandforce: number }
  /** Its own ability of this index is negated (`negateBlockBan`, Eternal BS01-119). */
  | { negated: number };

/** Further conditions on what made a trigger happen. */
export interface TriggerQualifiers {
  /**
   * spiritDestroyed, exhausted, refreshed, draws, addedToHand: only when an effect (or for a destruction, the
   * battle or the effect) of this player caused it; "you" is the ability's controller.
   */
  by?: 'you' | 'opponent';
  /**
   * spiritDestroyed: in battle by comparing BP (7-1-5-2), by an effect (including having its cores
   * taken to zero, 9-3-2-1), or only by having its cores taken to zero by an effect.
   */
  cause?: 'battle' | 'effect' | 'noCores';
  /** spiritDestroyed: the card that destroyed it (the effect's card, or the spirit that beat it). */
  source?: Target;
  /** draws, addedToHand, coresToReserve, lifeGained, deckDiscarded, handDiscarded: whose (default: you). */
  who?: 'you' | 'opponent';
  /** draws: only outside the drawing player's draw step. */
  outsideDrawStep?: boolean;
  /** returned: only to the hand, or only to the deck. */
  returnedTo?: 'hand' | 'deck';
  /** crushDiscards, deckDiscarded, handDiscarded: at least one of the cards it discarded matches this. */
  cards?: Target;
  /**
   * summoned: only when it was summoned from the hand (not from the trash or deck, not a token);
   * magicUsed: only a magic card used from the hand (not a burst's effect paid for).
   */
  fromHand?: boolean;
  /** summoned: only when it was summoned from the trash (by an effect). */
  fromTrash?: boolean;
  /** spiritSummoned: only a spirit summoned with Swift (11-9-1; the `summoned` event's `swift`). */
  swift?: boolean;
  /** summoned: only when its Ascend (11-8-1) took the cores of a spirit matching this (as printed). */
  ascendWith?: Target;
  /**
   * spiritDestroyed: only for the first such destruction this turn (none matched the filter earlier
   * this turn; those of the same batch count as first together).
   */
  firstEachTurn?: boolean;
  /** Activating once for a batch (8-6-3), every matching card of it is a subject, not only the first. */
  allSubjects?: boolean;
  /**
   * spiritDestroysInBattle: only when the winning spirit is still on the field, having destroyed the
   * opposing spirit alone (not a tie: Eternal BS01-101).
   */
  survives?: boolean;
  /**
   * coresPlaced: only cores put there by no effect (the main step's core move, a payment: Eternal
   * BS01-006's "other than by the effects of spirits, nexuses or magic cards").
   */
  noEffect?: boolean;
}

interface Gated {
  /** Levels at which the ability is active (2-10-2); all levels when absent. */
  levels?: number[];
  /** Only active during this period. */
  during?: Period;
  /** 8-1-4, 8-3-3: only active while this holds. */
  if?: Condition;
  /** A triggered or activated effect that activates at most once each turn. */
  oncePerTurn?: boolean;
}

export type Ability =
  | (Gated &
      Variable & {
        kind: 'trigger';
        on: TriggerEvent;
        /** For stepStart: which step. For stepStart and turnEnd: whose turn ("yours" = the controller's). */
        step?: StepName;
        yours?: boolean;
        /** For spiritDestroyed, spiritBlocked, spiritSummoned: which spirits count (default: your own). */
        filter?: Target;
        /** 8-1-8: "you may". */
        optional?: boolean;
        cost?: Cost[];
        effect: Directive[];
      } & TriggerQualifiers)
  | (Gated & {
      kind: 'constant';
      apply: Continuous[];
      /**
       * Works while the card is in its owner's hand, as it is paid for from there (its cost, or the
       * symbols that pay for it), not on the field.
       */
      inHand?: boolean;
      /**
       * A Brave's [While Braved] effect (Eternal E853, E857): not the Brave's own; the card it is combined
       * with has it: with `spirit`, a spirit (and a Grandwalker nexus in the 【Grandforce】 state, only what
       * it does to that card itself, E871, E873); with `nexus`, a Grandwalker nexus.
       */
      braved?: 'spirit' | 'nexus';
    })
  | (Gated &
      Variable & { kind: 'activated'; timing: ('main' | 'flash')[]; cost?: Cost[]; effect: Directive[] })
  | (Variable & { kind: 'magic'; timing: ('main' | 'flash')[]; effect: Directive[] })
  | {
      kind: 'burst';
      on: BurstMoment;
      effect: Directive[];
      /** After the burst resolves, its owner may pay the card's cost to resolve its flash effect too. */
      thenFlash?: boolean;
      /** The same with its main effect. */
      thenMain?: boolean;
    }
  | (Gated & KeywordSpec & { kind: 'keyword' });

// The state of a Dragon Ball Super Card Game: the areas of section 3, card positions (4-8), the
// battle (7) and the continuous effects in force (8-8). Everything is plain JSON so that a paused
// game can be cloned, saved and restored at any decision.
import { cloneLoopData, type LoopData } from '@arbiter/cardgame';
import type { PlayerIndex } from '@arbiter/engine';
import type { CardFilter, KeywordSpec } from './vocab.ts';

/**
 * A card object. It becomes a new object (new id) when it changes area (3-1-4, 3-1-5), except
 * between the Battle Area and the Combo Area, and never when a leader flips (10-2-3).
 */
export interface DbsCard {
  id: number;
  def: string;
  owner: PlayerIndex;
  /** 4-8-1-2: Rest Mode; Active Mode otherwise. */
  rest: boolean;
  /** A leader's back side is up (10-2-3, 10-28-3); false for every other card. */
  flipped: boolean;
  /** Cards placed beneath this one (11-3), the bottom one last. Their skills are negated (11-3-2). */
  under: DbsCard[];
  /** Played this turn with [Over Realm] or [Dark Over Realm] (10-15-4): sent to the Warp at the end. */
  overRealm?: boolean;
  /** 10-5-7: played with [Evolve], [EX-Evolve] or [Xeno-Evolve]. */
  evolved?: boolean;
  /** 10-18: a token, made by an effect; it is removed from the game when it leaves play (10-18-7). */
  token?: boolean;
}

export interface PlayerData {
  name: string;
  /** 3-5: the leader never leaves its area (3-5-3). */
  leader: DbsCard;
  /** deck[0] is the top card (3-2). */
  deck: DbsCard[];
  hand: DbsCard[];
  /** 3-9: face down, hidden from both players. */
  life: DbsCard[];
  /** 3-4: the last card is the top one. */
  drop: DbsCard[];
  /** 3-10: the last card is the top one. */
  warp: DbsCard[];
  battle: DbsCard[];
  combo: DbsCard[];
  energy: DbsCard[];
  /** 10-19: removed from the game, face up. */
  removed: DbsCard[];
}

/** How long a continuous effect lasts (6-3-1-3-1-2, 6-4-1-2, 7-4-1-9). */
export type Until = 'battle' | 'mainPhase' | 'turn' | 'opponentTurnEnd' | 'game' | 'charge' | 'turnStart';

/**
 * When a timed effect ends: at its moment (`until`), for `opponentTurnEnd` and `charge` after turn
 * `endsAfter`; for `turnStart` ("until the beginning of your next turn", 6-2-1) at the beginning of
 * the next turn of player `endsFor`, whichever turn number it has (an extra turn, 6-1-1, counts).
 */
export interface Timed {
  until: Until;
  endsAfter?: number;
  endsFor?: PlayerIndex;
}

/** Whether a timed effect ends at moment `until` of turn `turn` (`p`: whose turn begins, for `turnStart`). */
export function timedEnds(m: Timed, until: Until, turn: number, p?: PlayerIndex): boolean {
  if (m.until !== until) return false;
  if (m.endsFor !== undefined) return m.endsFor === p;
  return m.endsAfter === undefined || m.endsAfter <= turn;
}

/** A timed change of a card's power (8-8-1-3); `combo` marks the power added in the damage step. */
export interface PowerMod extends Timed {
  target: number;
  amount: number;
  combo?: boolean;
  /** The master of the effect that made the change (9-5-2-1). */
  by?: PlayerIndex;
  /** It changes the card's combo power (2-9), not its power. */
  comboPower?: boolean;
}

/**
 * What a card was in the Battle Area as it left (8-6-5-1-2): the information that continuous effects
 * and its position changed, read before it moved.
 */
export interface LastInfo {
  power: number;
  rest: boolean;
  keywords: KeywordSpec['k'][];
}

/** A keyword skill an effect gave a card for a while. */
export interface GrantMod extends Timed {
  target: number;
  spec: KeywordSpec;
}

/**
 * A restriction an effect put on a card or a player for a while, or (`awakenAnyLife`) a permission:
 * the leader may activate [Awaken] whatever its master's life.
 */
export interface BanMod extends Timed {
  /** Object id, or -1 - player for a restriction on a player (-1: player 0, -2: player 1). */
  target: number;
  what: BanKind;
  /** 'playBattle' on a player: only the Battle Cards matching this may not be played (restrictPlay). */
  filter?: CardFilter;
  /** 'skillNegated': the one skill of the card, as `usedKey` names it (negateThisSkill). */
  skill?: string;
}

export type BanKind =
  | 'attack'
  | 'activateSkills'
  | 'playBattle'
  | 'activateEvolve'
  | 'skillsNegated'
  /** One skill of the card is negated (its `skill`), not the others. */
  | 'skillNegated'
  | 'active'
  | 'blocker'
  | 'counter'
  /** A player may activate one more [Counter] skill, then none (becomes 'counter', events.ts). */
  | 'counterOnce'
  | 'awakenAnyLife'
  /** A permission for a while, not a restriction: "can attack Battle Cards in Active Mode" (7-1). */
  | 'attackActive';

/** The battle in progress (7-1): the attack card and the guard card. */
export interface BattleData {
  attacker: number;
  attackerPlayer: PlayerIndex;
  /** The guard card: the attacked card, or a card that took its place ([Blocker], 10-4-1). */
  guard: number;
  /** The card first attacked ("negate [Blocker]" switches back to it, 10-4-2). */
  original: number;
  /** 7-1-4: the attack has been negated. */
  negated: boolean;
  /** [Blocker] was activated in this battle (one guard change per attack). */
  blocked: boolean;
  /** The step of the battle in progress. */
  step: 'attack' | 'offense' | 'defense' | 'damage' | 'end';
  /** Cards placed into the Combo Area in this battle, per player, for "when you combo" and 7-4-1-8-1. */
  combos: [number[], number[]];
  /** 10-9-1: [Revenge] skills activated in this battle, by master: the attack card is KO-ed at its end. */
  revenge?: { p: PlayerIndex; card: string }[];
  /** What effects said to do "after the battle" (7-4-1-8): KO a card, switch one to Active Mode. */
  after?: AfterBattle[];
}

/** A delayed action of an effect of `p` (the card `card`'s), carried out at the end of the battle. */
export type AfterBattle = {
  p: PlayerIndex;
  card: string;
  what: 'ko' | 'stand';
  /** The card object it acts on (a card that has moved since is another object, 3-1-4). */
  id: number;
};

/** A card declared to be played (6-3-1-2-1-1), while the counter timing after it runs. */
export interface Declared {
  p: PlayerIndex;
  id: number;
  card: string;
  /** A [Counter: Play] effect: it is played in Rest Mode. */
  rest: boolean;
  /** A [Counter: Play] effect negated the play. */
  negated: boolean;
  /** A [Counter: Play] effect: the card played has its skills negated for the turn (8-3). */
  skillsNegated?: boolean;
}

/** A [Counter] activated in a counter timing, waiting to resolve (4-7-3-5). */
export interface CounterEntry {
  p: PlayerIndex;
  /** The card whose [Counter] it is (in its owner's hand until it resolves, 10-10-2). */
  id: number;
  card: string;
  skill: number;
  negated: boolean;
}

export type Phase = 'setup' | 'charge' | 'main' | 'mainEnd' | 'end';

export interface DbsData {
  turn: number;
  active: PlayerIndex;
  first: PlayerIndex;
  phase: Phase;
  players: [PlayerData, PlayerData];
  battle: BattleData | null;
  power: PowerMod[];
  grants: GrantMod[];
  bans: BanMod[];
  /** [Once per Turn] skills used this turn (10-11), as `usedKey` makes them. */
  used: string[];
  /** [Over Realm] and [Dark Over Realm] activations this turn, per player (10-15-5). */
  overRealms: [number, number];
  /** [Dual Attack] re-activations used this turn, as object ids (10-8-1). */
  dualAttacks: number[];
  /** "At the end of the turn" skills already triggered this turn (6-4-1-1, 6-4-1-3). */
  endTriggered: string[];
  /** A counter timing is in progress: no new one occurs (4-7-2-5). */
  inCounter: boolean;
  /** The card declared to be played, during the counter timing that follows (6-3-1-2-1-2). */
  declared: Declared | null;
  /** The [Counter] skills activated in this counter timing, first to last, and the one resolving. */
  counters: CounterEntry[];
  counterAt: number;
  /** Replacement effects applied in the chains of replacements in progress (8-9-2-3). */
  replacing: string[];
  /** Situation triggers whose situation holds and has made them pending (8-6-6-1), "<id>:<skill>". */
  situations: string[];
  /** Positions met at free choices in this window, to spot infinite loops (11-1). */
  loop: LoopData;
  /**
   * Turns taken after the current one by the player named, in order ("after your current turn ends,
   * take another turn"); absent when none is waiting, so games without such an effect keep their state.
   */
  extraTurns?: PlayerIndex[];
  /**
   * Effects left for the end of this turn ("at the end of that turn, ...", 6-4-1-1); absent when
   * none waits, so games without such an effect keep their state.
   */
  delayed?: Delayed[];
}

/**
 * A delayed effect of `p`: the `part`-th "at the end of that turn" of skill `skill` of card `card`
 * (the side up then: `flipped`), made by the card object `source`.
 */
export type Delayed = {
  p: PlayerIndex;
  card: string;
  flipped: boolean;
  skill: number;
  source: number;
  part: number;
};

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

/**
 * How a [Once per Turn] skill is kept in `used` (10-11-2: each skill on its own): the card object and
 * the skill's index, marked `b` on a leader's back side, whose skills are others than its front's.
 */
export function usedKey(id: number, skill: number, flipped: boolean): string {
  return `${id}:${flipped ? 'b' : ''}${skill}`;
}

/** "Negate this skill" (negateThisSkill): that one skill of the card (`usedKey`) is negated for a while. */
export function oneSkillNegated(d: DbsData, id: number, key: string): boolean {
  return d.bans.some((b) => b.target === id && b.what === 'skillNegated' && b.skill === key);
}

export function newCard(id: number, def: string, owner: PlayerIndex): DbsCard {
  return { id, def, owner, rest: false, flipped: false, under: [] };
}

/** The areas a card object can be in. */
export type AreaName =
  'leader' | 'deck' | 'hand' | 'life' | 'drop' | 'warp' | 'battle' | 'combo' | 'energy' | 'removed';

export const LIST_AREAS = [
  'deck',
  'hand',
  'life',
  'drop',
  'warp',
  'battle',
  'combo',
  'energy',
  'removed',
] as const;
export type ListArea = (typeof LIST_AREAS)[number];

/** Where a card object is: its area and the player whose area it is. */
export interface Located {
  card: DbsCard;
  player: PlayerIndex;
  area: AreaName;
}

/** Finds a card object in any area of either player (cards beneath others are not searched). */
export function locate(d: DbsData, id: number): Located | undefined {
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    if (pl.leader.id === id) return { card: pl.leader, player: p, area: 'leader' };
    for (const area of LIST_AREAS) {
      const c = pl[area].find((x) => x.id === id);
      if (c) return { card: c, player: p, area };
    }
  }
  return undefined;
}

/** A card in a Leader, Battle or Combo Area: where skills and continuous effects apply (2-12-2). */
export function inPlay(d: DbsData, id: number): Located | undefined {
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    if (pl.leader.id === id) return { card: pl.leader, player: p, area: 'leader' };
    for (const area of ['battle', 'combo'] as const) {
      const c = pl[area].find((x) => x.id === id);
      if (c) return { card: c, player: p, area };
    }
  }
  return undefined;
}

/** The cards that can attack or be attacked: the leader and the Battle Area. */
export function fieldCards(pl: PlayerData): DbsCard[] {
  return [pl.leader, ...pl.battle];
}

/** The master of a card in an area is the player the area belongs to (4-3-2). */
export function masterOf(d: DbsData, id: number): PlayerIndex | -1 {
  return locate(d, id)?.player ?? -1;
}

export function cloneCard(c: DbsCard): DbsCard {
  const out: DbsCard = {
    id: c.id,
    def: c.def,
    owner: c.owner,
    rest: c.rest,
    flipped: c.flipped,
    under: c.under.length === 0 ? [] : c.under.map(cloneCard),
  };
  if (c.overRealm !== undefined) out.overRealm = c.overRealm;
  if (c.evolved !== undefined) out.evolved = c.evolved;
  if (c.token !== undefined) out.token = c.token;
  return out;
}

/**
 * The areas whose card objects a copy shares with its original (issue 15): the cards out of play.
 * The applier copies a card of these areas before writing it (events.ts `ownedAnywhere`), and the
 * determinizer and the leak test give a copy its own hidden cards first (DBS_ZONES.ownHidden). The
 * leader and the cards in play, written in place (rest, stand, flip, cards stacked beneath), are copied.
 */
export const SHARED_AREAS: ReadonlySet<AreaName> = new Set([
  'deck',
  'hand',
  'life',
  'drop',
  'warp',
  'removed',
]);

function clonePlayer(p: PlayerData): PlayerData {
  return {
    name: p.name,
    leader: cloneCard(p.leader),
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    life: p.life.slice(),
    drop: p.drop.slice(),
    warp: p.warp.slice(),
    battle: p.battle.map(cloneCard),
    combo: p.combo.map(cloneCard),
    energy: p.energy.map(cloneCard),
    removed: p.removed.slice(),
  };
}

function cloneBattle(b: BattleData): BattleData {
  const out: BattleData = { ...b, combos: [b.combos[0].slice(), b.combos[1].slice()] };
  if (b.revenge) out.revenge = b.revenge.map((r) => ({ ...r }));
  if (b.after) out.after = b.after.map((a) => ({ ...a }));
  return out;
}

/**
 * A deep copy of the game data. Every field is named, and the `Required` check below fails to
 * compile when a field is added to `DbsData` without being copied here.
 */
export function cloneDbsData(d: DbsData): DbsData {
  const out: DbsData = {
    turn: d.turn,
    active: d.active,
    first: d.first,
    phase: d.phase,
    battle: d.battle ? cloneBattle(d.battle) : null,
    power: d.power.map((m) => ({ ...m })),
    grants: d.grants.map((m) => ({ ...m, spec: { ...m.spec } })),
    bans: d.bans.map((m) => ({ ...m })),
    used: d.used.slice(),
    overRealms: [d.overRealms[0], d.overRealms[1]],
    dualAttacks: d.dualAttacks.slice(),
    endTriggered: d.endTriggered.slice(),
    inCounter: d.inCounter,
    declared: d.declared ? { ...d.declared } : null,
    counters: d.counters.map((c) => ({ ...c })),
    counterAt: d.counterAt,
    replacing: d.replacing.slice(),
    situations: d.situations.slice(),
    loop: cloneLoopData(d.loop),
    // Last, as `init` builds it: a copy serializes exactly like the original.
    players: [clonePlayer(d.players[0]), clonePlayer(d.players[1])],
  };
  // After the players, where the first extra turn adds it; absent when none waits. Added rather
  // than deleted: deleting a key that is not the last one turns the copy into a slow dictionary
  // object for every later read (issue 15).
  if (d.extraTurns) out.extraTurns = d.extraTurns.slice();
  if (d.delayed) out.delayed = d.delayed.map((x) => ({ ...x }));
  return out;
}

/** Has an effect barred player `p` from [Blocker] (a player ban, target -1 - p; 10-4-1)? */
export function blockersBarred(d: DbsData, p: PlayerIndex): boolean {
  return d.bans.some((x) => x.target === -1 - p && x.what === 'blocker');
}

// The state of a Vanguard game (plain JSON, so a paused game can be copied and saved) and the
// characteristics read from it: power, critical and drive with the effects that last until the end
// of a turn or battle (3.7), the field's circles and columns (4.6).
import type { PlayerIndex } from '@arbiter/engine';
import type { VgAutoAbility } from './abilities/ability.ts';
import { contGain } from './abilities/continuous.ts';
import { printedDrive, type VgCatalog } from './cards.ts';

/** A card object: a new id whenever it changes zone, other than circle to circle (4.1.4). */
export interface VgCard {
  id: number;
  def: string;
  owner: PlayerIndex;
  /** 3.17: rest (turned sideways) or stand. */
  rested: boolean;
  /**
   * Face down: the first vanguard before stand up (5.4.3), a counter-blasted damage card (4.8.2.1), a
   * locked card (10.22.2) or a deleted unit (10.26.2).
   */
  faceDown: boolean;
  /** 10.26.1: a deleted unit (face down on its circle, still a unit); absent otherwise. */
  deleted?: true;
  /**
   * 10.35.1.1: a rear-guard in the dominated state, its master the dominating player until the end of
   * the turn (10.35.5: it stays on its owner's circle); absent otherwise.
   */
  dominatedBy?: PlayerIndex;
}

/**
 * 4.6.1: the circles a player's units stand on: the vanguard circle (center front), the five
 * rear-guard circles; the guardian circle (center far front) holds any number of cards (4.6.8.2).
 */
export const CIRCLES = ['VC', 'FL', 'BL', 'BC', 'FR', 'BR'] as const;
export type Circle = (typeof CIRCLES)[number];
export const REAR_CIRCLES: readonly Circle[] = ['FL', 'BL', 'BC', 'FR', 'BR'];
/** 4.6.3: the front row. */
export const FRONT_ROW: readonly Circle[] = ['FL', 'VC', 'FR'];
/** 4.6.2: the circle behind each front circle, in the same column. */
export const BEHIND: Readonly<Record<string, Circle>> = { FL: 'BL', VC: 'BC', FR: 'BR' };
/** 4.6.2: the two rear-guard columns whose circles may exchange cards (6.6.1.2.3). */
export const REAR_COLUMNS = { left: ['FL', 'BL'], right: ['FR', 'BR'] } as const;
/** 4.6.2.1: the opponent's column that is the same column as circle `c`'s (left faces right). */
export function facingColumn(c: Circle): readonly Circle[] {
  if (c === 'FL' || c === 'BL') return REAR_COLUMNS.right;
  if (c === 'FR' || c === 'BR') return REAR_COLUMNS.left;
  return ['VC', 'BC'];
}

// The circles' names are narrate.ts's (the web table reads them without the card catalog).
export { CIRCLE_NAMES } from './narrate.ts';

/** The zones of section 4 that hold cards apart from the circles. */
export const PILES = [
  'deck',
  'hand',
  'drop',
  'soul',
  'damage',
  'bind',
  'trigger',
  'gzone',
  'removed',
  'gc',
  'heart',
] as const;
export type Pile = (typeof PILES)[number];
/**
 * Where a card is or goes: a pile, a circle of the field, or the Legion Mate's place on the vanguard
 * circle (`mate`, 10.25.1: to the left of the vanguard; the same circle, so no new zone).
 */
export type Place = Pile | Circle | 'mate';

export interface VgPlayer {
  name: string;
  /** 4.2: top first. */
  deck: VgCard[];
  hand: VgCard[];
  drop: VgCard[];
  /** 4.7: stacked under the vanguard. */
  soul: VgCard[];
  damage: VgCard[];
  bind: VgCard[];
  /** 4.10: cards of a drive or damage check until their trigger resolves. */
  trigger: VgCard[];
  /** 4.11: the G deck, face down (none of the data's cards is a G unit; scenarios use test cards). */
  gzone: VgCard[];
  removed: VgCard[];
  /** 4.6.5: the guardian circle (3.11). */
  gc: VgCard[];
  /**
   * 10.27, 10.28.3.2: the cards in the heart state under a stridden G unit. They stay on the
   * vanguard circle (10.27.1: becoming a heart is no change of zone, so they keep their objects); they
   * are kept apart here because a heart card is not a unit (10.27.3).
   */
  heart: VgCard[];
  field: Record<Circle, VgCard | null>;
  /**
   * 10.25.1, 3.9.1.1: the Legion Mate, the second vanguard on the vanguard circle, beside the Legion
   * Leader (`field.VC`, the unit whose Seek Mate put it there, 10.25.2); absent while the vanguard is
   * in no legion state (so games without legion keep their state as it was).
   */
  mate?: VgCard;
}

/** An effect on a unit until the end of the turn or of the battle (2.8.1.1, 7.8.1.2, 6.8.1.4). */
export interface VgMod {
  id: number;
  power: number;
  critical: number;
  /** Only when an effect gives shield (a guardian's, 3.11.1.2). */
  shield?: number;
  /** Only when an effect changes the drive (2.16: "loses Twin Drive!!"). */
  drive?: number;
  /** Only when an effect says the unit cannot be hit (the sentinels', 11.9). */
  noHit?: boolean;
  /** Only when an effect takes the unit's Restraint away (11.5: "loses Restraint"). */
  noRestraint?: boolean;
  until: 'turn' | 'battle';
}

/**
 * 10.31.2: what the end of a time leap's turn does with the unit it called (the delayed entry's `id`):
 * to the bottom of the deck, and if it went, the bound card (`bound`) called back to `circle`.
 */
export interface TimeLeapReturn {
  bound: number;
  circle: Circle;
}

/** 7.4.1: the battle under way. */
export interface VgBattle {
  attacker: Circle;
  attackerId: number;
  /** The opponent's circle attacked and the unit on it (7.4.1.6). */
  target: Circle;
  targetId: number;
  /** 7.4.1.10: the boosting unit, if any. */
  booster: Circle | null;
  boosterId: number | null;
  /** 7.7.1.7: whether the attack hit, once the damage step has compared the powers. */
  hit: boolean | null;
  /**
   * 10.35.5: the player on whose field the attacking unit stands when it is not the turn player's (a
   * unit in the dominated state, 10.35.1); absent for the turn player's own units.
   */
  side?: PlayerIndex;
}

export type Phase = 'setup' | 'stand' | 'draw' | 'ride' | 'main' | 'battle' | 'end';

export interface VgData {
  players: [VgPlayer, VgPlayer];
  turn: number;
  first: PlayerIndex;
  active: PlayerIndex;
  phase: Phase;
  /** The step of the phase (draw, G assist, ride, stride, start, attack, guard, drive, damage, close). */
  step: string;
  battle: VgBattle | null;
  mods: VgMod[];
  /** 3.9.2: damage dealt to each vanguard that has yet to undergo the damage process (9.6). */
  vanguardDamage: [number, number];
  /** Battles begun this turn (7.4.1.1), for "the third battle of that turn or more". */
  battles: number;
  /** Abilities used this turn that may be used once per turn (`<object>:<ability>`). */
  used: string[];
  /**
   * 11.19.1: cards each player has called to (RC) or (GC) this turn (10.7), for unite; absent
   * while neither has called one.
   */
  calledThisTurn?: [number, number];
  /**
   * 8.2.1.2: units an effect returns to their master's deck (or, `retire`, to the drop zone) when
   * this turn's end phase begins ("at the beginning of the end phase of that turn") or, `close`, as
   * this battle's close step begins (7.8); absent while there is none.
   */
  delayed?: { p: PlayerIndex; id: number; retire?: true; close?: true; leap?: TimeLeapReturn }[];
  /**
   * Units that do not stand in their master's next stand phase ("cannot [Stand] during your
   * opponent's next stand phase", 6.3.1.2); absent while there is none.
   */
  noStand?: { p: PlayerIndex; id: number }[];
  /**
   * 10.34.1: an attack an effect ordered ("this unit attacks your opponent's vanguard"), made at the
   * next start step once the effects in play are done (10.34.1.3: after the battle under way); absent
   * while there is none.
   */
  forcedAttack?: { attackerId: number; target: Circle };
  /** 10.29.1: units whose abilities have lost their costs until end of turn (object ids); absent while none. */
  costless?: number[];
  /**
   * 12.4: the extra turns to come: `stack`, the players whose added turns wait, the next one last
   * (12.4.2: the turn added last is taken first); `resume`, the player of the next turn in the usual
   * order once they are over. Absent while there is none.
   */
  extraTurns?: { stack: PlayerIndex[]; resume: PlayerIndex };
  /** 11.29.1: charging units until end of turn (object ids); absent while none. */
  charging?: number[];
  /** 11.37.2: units successful until end of turn (object ids); absent while none. */
  successful?: number[];
  /** 12.2.1: units whose abilities cannot be used until end of turn (object ids); absent while none. */
  forbidden?: number[];
  /** 10.21: [AUTO] abilities units were given until end of turn (by object id); absent while none. */
  granted?: { p: PlayerIndex; id: number; ability: VgAutoAbility }[];
  /**
   * 10.25.14, 11.10.2: the Legion Leaders of the game (object id, master, the turn the unit legioned),
   * for "has never been in a legion state" and "during the turn that this unit legioned"; absent while
   * no unit has legioned.
   */
  legioned?: { p: PlayerIndex; id: number; turn: number }[];
  /**
   * Abilities played that "cannot be used for the rest of that game" (11.10.2 Seek Mate), as
   * `<object>:<ability>`; absent while none has been.
   */
  usedInGame?: string[];
}

export function emptyPlayer(name: string): VgPlayer {
  return {
    name,
    deck: [],
    hand: [],
    drop: [],
    soul: [],
    damage: [],
    bind: [],
    trigger: [],
    gzone: [],
    removed: [],
    gc: [],
    heart: [],
    field: { VC: null, FL: null, BL: null, BC: null, FR: null, BR: null },
  };
}

export const opponent = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

export function isCircle(place: string): place is Circle {
  return (CIRCLES as readonly string[]).includes(place);
}

/** Whether `place` names a rear-guard circle (the vanguard and guardian circles are not). */
export function isRearCircle(place: string): place is Circle {
  return (REAR_CIRCLES as readonly string[]).includes(place);
}

/** The circle a unit stands on, by object id. */
export function circleOf(pl: VgPlayer, id: number): Circle | null {
  for (const c of CIRCLES) if (pl.field[c]?.id === id) return c;
  return null;
}

/**
 * Where a unit of `pl` is, the Legion Mate included: its circle, or `mate` for the Legion Mate
 * (10.25.3: a vanguard on the vanguard circle, but moved out of its own place, 10.25.2).
 */
export function unitPlaceOf(pl: VgPlayer, id: number): Circle | 'mate' | null {
  return circleOf(pl, id) ?? (pl.mate?.id === id ? 'mate' : null);
}

/** The circle a unit of `pl` stands on: the Legion Mate's is the vanguard circle (10.25.3). */
export function unitCircleOf(pl: VgPlayer, id: number): Circle | null {
  const at = unitPlaceOf(pl, id);
  return at === 'mate' ? 'VC' : at;
}

/**
 * 10.22.2, 4.6.7: a locked card is a face-down card on a rear-guard circle (a face-down card on the
 * vanguard circle is the first vanguard before stand up, 5.4.3). It is no unit (3.8.1).
 */
export function isLocked(c: Circle, u: VgCard | null): boolean {
  return u !== null && u.faceDown && u.deleted !== true && c !== 'VC';
}

/**
 * Whether a card on a circle is no unit with its characteristics: a locked card (10.22.3) or the first
 * vanguard before stand up (5.4.3). A deleted unit is face down yet a unit (10.26.3).
 */
export const hiddenOnCircle = (u: VgCard): boolean => u.faceDown && u.deleted !== true;

/** 3.8.1: the units a player has on the field (vanguard and rear-guards, locked cards excluded), then the guardians. */
export function unitsOf(pl: VgPlayer): VgCard[] {
  const out: VgCard[] = [];
  for (const c of CIRCLES) {
    const u = pl.field[c];
    // 10.35.1.1.1: a rear-guard in the dominated state is no longer its original master's.
    if (u && !isLocked(c, u) && u.dominatedBy === undefined) out.push(u);
    // 10.25.3: the Legion Mate is a vanguard too, listed after its Legion Leader.
    if (c === 'VC' && pl.mate) out.push(pl.mate);
  }
  return out.concat(pl.gc);
}

/**
 * 10.35.2.1: the rear-guards whose master is player `p`, with their circles: its own but those the
 * opponent dominates (10.35.1.1.1), and the opponent's it dominates, on the opponent's circles
 * (10.35.5). Locked cards are no units (3.8.1).
 */
export function rearGuardsOf(d: VgData, p: PlayerIndex): [Circle, VgCard][] {
  const out: [Circle, VgCard][] = [];
  for (const c of REAR_CIRCLES) {
    const own = d.players[p].field[c];
    if (own && !isLocked(c, own) && own.dominatedBy === undefined) out.push([c, own]);
    const theirs = d.players[opponent(p)].field[c];
    if (theirs && !isLocked(c, theirs) && theirs.dominatedBy === p) out.push([c, theirs]);
  }
  return out;
}

/** The units of `pl` on these circles (3.8.1: locked cards excluded; 10.25.3: a Legion Mate is on VC). */
export function unitsOnCircles(pl: VgPlayer, circles: readonly Circle[]): VgCard[] {
  return unitsOf(pl).filter((u) => {
    const c = unitCircleOf(pl, u.id);
    return c !== null && circles.includes(c);
  });
}

export interface Stats {
  cat: VgCatalog;
}

const sumMods = (d: VgData, id: number, key: 'power' | 'critical' | 'shield' | 'drive'): number => {
  let n = 0;
  for (const m of d.mods) if (m.id === id) n += m[key] ?? 0;
  return n;
};

/**
 * 10.28.3.3: the card name a stridden G unit on the vanguard circle gains from its heart (no legion:
 * the one heart card), or undefined for any other circle or unit.
 */
export function gainedName(cat: VgCatalog, d: VgData, p: PlayerIndex, c: Circle | null): string | undefined {
  const pl = d.players[p];
  const heart = pl.heart[0];
  return c === 'VC' && heart ? cat.get(heart.def).name : undefined;
}

/** 2.6 with its effects: a guardian's shield (3.11.1.2: none counts 0). */
export function shieldOf(cat: VgCatalog, d: VgData, g: VgCard): number {
  return (cat.get(g.def).shield ?? 0) + sumMods(d, g.id, 'shield');
}

/** 2.5 with its effects; in a battle the boost (7.4.1.11) and the guardians' shields (3.11.1.3). */
export function powerOf(cat: VgCatalog, d: VgData, p: PlayerIndex, unit: VgCard): number {
  // 8.7: printed power, then the effects: continuous abilities (8.1.1.3) and those with a duration.
  // 10.26.3: a deleted unit's original power is 0; effects on it still count (10.26.8).
  const printed = unit.deleted ? 0 : cat.get(unit.def).power;
  let power = printed + sumMods(d, unit.id, 'power') + contGain(cat, d, p, unit, 'power');
  // 10.28.3.3: a stridden G unit has the power written on its heart added (no legion: one heart card).
  const heart = d.players[p].heart[0];
  if (heart && d.players[p].field.VC?.id === unit.id) power += cat.get(heart.def).power;
  const b = d.battle;
  if (b) {
    const pl = d.players[p];
    // 7.4.1.11, 10.25.6: an attacking vanguard in a legion state has its Legion Mate's power added;
    // attacked, only the Legion Leader's power counts (10.25.8).
    const mate = pl.mate;
    if (
      p === d.active &&
      b.attackerId === unit.id &&
      b.attacker === 'VC' &&
      mate &&
      pl.field.VC?.id === unit.id
    )
      power += powerOf(cat, { ...d, battle: null }, p, mate);
    if (p === d.active && b.attackerId === unit.id && b.boosterId !== null && b.booster) {
      const booster = pl.field[b.booster];
      // 7.4.1.10.1.1: they stay boosting and boosted only while both are on their circles.
      if (booster?.id === b.boosterId && pl.field[b.attacker]?.id === b.attackerId)
        power += powerOf(cat, { ...d, battle: null }, p, booster);
    }
    if (p !== d.active && b.targetId === unit.id) for (const g of pl.gc) power += shieldOf(cat, d, g);
  }
  return power;
}

/** 2.7 with its effects. */
export function criticalOf(cat: VgCatalog, d: VgData, unit: VgCard): number {
  const p = unit.owner;
  return cat.get(unit.def).critical + sumMods(d, unit.id, 'critical') + contGain(cat, d, p, unit, 'critical');
}

/** 2.16, 11.2: a vanguard's drive, with the effects that change it (never below 0). */
export function driveOf(cat: VgCatalog, d: VgData, unit: VgCard): number {
  return Math.max(0, printedDrive(cat.get(unit.def)) + sumMods(d, unit.id, 'drive'));
}

/**
 * The grade of a player's vanguard (8.5.2.1.1), or -1 with no vanguard; in a legion state the Legion
 * Leader's (8.5.2.1.1.1, 10.25.9: `field.VC`, never the Legion Mate's).
 */
export function vanguardGrade(cat: VgCatalog, pl: VgPlayer): number {
  const v = pl.field.VC;
  return v ? cat.get(v.def).grade : -1;
}

/** 8.5.2.1.1.1: why a normal ride of `def` is not allowed now, or null (the vanguard's grade or one higher). */
export function rideRefusal(cat: VgCatalog, pl: VgPlayer, def: string): string | null {
  const vg = vanguardGrade(cat, pl);
  const g = cat.get(def).grade;
  if (g === vg || g === vg + 1) return null;
  return `A normal ride needs the same grade as your vanguard or one higher (${vg} or ${vg + 1}), not grade ${g} (8.5.2.1.1.1).`;
}

/**
 * 8.5.2.1.1.2: why a normal call of `def` (to a rear-guard circle, or as a guardian) is not allowed
 * now, or null (a grade at most the vanguard's).
 */
export function callRefusal(cat: VgCatalog, pl: VgPlayer, def: string): string | null {
  const vg = vanguardGrade(cat, pl);
  const g = cat.get(def).grade;
  if (g <= vg) return null;
  return `A normal call needs a grade less than or equal to your vanguard's (${vg}), not grade ${g} (8.5.2.1.1.2).`;
}

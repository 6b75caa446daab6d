// Characteristics read on demand (8-8): a card's side, power, keyword skills, names and costs with
// every continuous effect in force applied, and the filters and conditions skills are written with.
// Nothing is cached in the state, so nothing can go stale; the [Permanent] effects in force are kept
// beside the data (the kernel's derived.ts) until the next event changes it.
import { asItWas, InForceReading, lastKnown } from '@arbiter/cardgame';
import { checkDerived, derivedOf, type PlayerIndex } from '@arbiter/engine';
import { sideOf, skillsOf, type DbsCardDef, type DbsCatalog, type EnergyCost } from './cards.ts';
import { locate, other, type DbsCard, type DbsData, type LastInfo, type PlayerData } from './state.ts';
import type {
  CardFilter,
  Color,
  Condition,
  Continuous,
  KeywordName,
  KeywordSpec,
  Skill,
  SkillCommon,
  Target,
} from './vocab.ts';

/**
 * A card in play with one of its [Permanent] skills, and whether the skill is in force as decided at
 * the outermost reading (with colour-giving effects applied, and with printed colours: `readingGivers`),
 * kept until the data changes.
 */
interface Source {
  card: DbsCard;
  master: PlayerIndex;
  skill: Skill & { kind: 'permanent' };
  index: number;
  inForce?: boolean;
  inForcePrinted?: boolean;
}

/**
 * The skills whose being in force is being decided now (8-8-1): a condition that reads a
 * characteristic the skill itself changes, directly or through another skill's condition, reads it
 * without that skill (the card-game layer's `InForceReading`; BT3-026 reads a leader's power).
 */
const deciding = new InForceReading<{ card: number; skill: Skill }>(
  (a, b) => a.card === b.card && a.skill === b.skill,
);

/** Is this card's skill in force now (10-23 Bond, 10-29 Sparking, a condition, negation 8-3)? */
export function skillActive(
  cat: DbsCatalog,
  d: DbsData,
  card: DbsCard,
  master: PlayerIndex,
  skill: Skill,
): boolean {
  return deciding.inForce({ card: card.id, skill }, () => skillMet(cat, d, card, master, skill));
}

function skillMet(cat: DbsCatalog, d: DbsData, card: DbsCard, master: PlayerIndex, skill: Skill): boolean {
  if (skillsNegated(d, card.id)) return false;
  const common = commonOf(skill);
  if (!common) return true;
  const pl = d.players[master];
  const bond = common.bond;
  if (bond) {
    // 10-23-1, 10-23-2-1: X or more (of the specified) Battle Cards in your Battle Area.
    const n = pl.battle.filter(
      (c) =>
        cat.get(c.def).type === 'battle' && (!bond.filter || matches(cat, d, c, master, bond.filter, card)),
    ).length;
    if (n < bond.n) return false;
  }
  // 10-29-1: [Sparking X]: X or more cards in the owner's Drop Area.
  if (common.sparking !== undefined && pl.drop.length < common.sparking) return false;
  if (common.if && !holds(cat, d, master, common.if, card)) return false;
  return true;
}

/**
 * Is a [Permanent] skill of a card in play in force now? Decided at the outermost reading, it is kept
 * until the data changes; inside another decision it is decided afresh (`InForceReading`).
 */
function inForce(cat: DbsCatalog, d: DbsData, src: Source): boolean {
  if (deciding.nested) return skillActive(cat, d, src.card, src.master, src.skill);
  const kept = readingGivers ? src.inForcePrinted : src.inForce;
  if (kept !== undefined)
    return checkDerived('permanent in force', kept, () =>
      skillActive(cat, d, src.card, src.master, src.skill),
    );
  const v = skillActive(cat, d, src.card, src.master, src.skill);
  if (readingGivers) src.inForcePrinted = v;
  else src.inForce = v;
  return v;
}

/** The parts every written skill may have ([Once per Turn], [Bond], [Sparking], a condition). */
export function commonOf(skill: Skill): SkillCommon | null {
  switch (skill.kind) {
    case 'auto':
    case 'permanent':
    case 'activate':
    case 'counter':
      return skill;
    default:
      return null;
  }
}

/**
 * 8-3: "this card's attack and skill cannot be negated": a printed [Permanent] of the side that is
 * up, read wherever the card is (a card declared to be played is not in play yet, 6-3-1-2-1-2).
 */
export function cannotBeNegated(cat: DbsCatalog, card: DbsCard): boolean {
  return skillsOf(cat.get(card.def), card.flipped).some(
    (s) => s.kind === 'permanent' && s.effect.some((e) => e.c === 'unnegatable'),
  );
}

/**
 * Has an effect kept player `p` from playing this Battle Card for a while ("you can't play
 * {name}", "you can only play green or yellow Battle Cards")? A ban without a filter covers every
 * Battle Card. Read when the card would be played, from the hand or by an effect (3-6-3).
 */
export function playBanned(cat: DbsCatalog, d: DbsData, p: PlayerIndex, card: DbsCard): boolean {
  const pl = d.players[p];
  // A [Permanent] of the player's own cards in play ("you can't play Battle Cards" while ...).
  if ([pl.leader, ...pl.battle].some((c) => hasRule(cat, d, c, 'noBattlePlay'))) return true;
  // "You can only have up to 1 {name} in play in your Battle Area": a card of that name already there.
  const sameName = (c: DbsCard): boolean => matches(cat, d, card, p, { name: cat.get(c.def).name });
  if (pl.battle.some((c) => c.id !== card.id && hasRule(cat, d, c, 'onlyOneInPlay') && sameName(c)))
    return true;
  return d.bans.some(
    (b) =>
      b.target === -1 - p && b.what === 'playBattle' && (!b.filter || matches(cat, d, card, p, b.filter)),
  );
}

/**
 * During a battle whose attacker has `counterCostBan` in force: the player it bars (the attacker's
 * master's opponent) and the lowest energy cost barred; null when no such skill is in force.
 */
export function counterCostBarred(cat: DbsCatalog, d: DbsData): { p: PlayerIndex; min: number } | null {
  const atk = d.battle ? locate(d, d.battle.attacker) : null;
  if (!atk) return null;
  const master = masterOf(d, atk.card);
  let min = Infinity;
  for (const e of continuousOn(cat, d, atk.card, master, 'counterCostBan')) min = Math.min(min, e.min);
  return min === Infinity ? null : { p: other(master), min };
}

export function skillsNegated(d: DbsData, id: number): boolean {
  for (const b of d.bans) if (b.target === id && b.what === 'skillsNegated') return true;
  return false;
}

/**
 * The [Permanent] skills of the cards in play found for one data object, all of them and by the kind
 * of continuous effect they hold, in the same order. Whether each is in force is decided only when a
 * reading needs that kind (`inForce`), so deciding one never asks for the others (BT3-026's cost
 * condition reads power, whose skills it is not among).
 */
interface SourcesRecord {
  cat: DbsCatalog | null;
  all: readonly Source[] | undefined;
  byKind: Map<Continuous['c'], readonly Source[]>;
}

const makeSourcesRecord = (): SourcesRecord => ({ cat: null, all: undefined, byKind: new Map() });

/**
 * The [Permanent] skills in force with an effect of `kind`: skills of leaders and Battle Area cards
 * (2-12-2). Every characteristic read asks for them (power, keywords, rules, costs: 8-8), many times
 * per decision, and they change only with the data, so they are found once per data (dropped at
 * every event), each decision in force with them.
 */
function sourcesOf(cat: DbsCatalog, d: DbsData, kind: Continuous['c']): Source[] {
  const out: Source[] = [];
  for (const src of candidatesOf(cat, d, kind)) if (inForce(cat, d, src)) out.push(src);
  return out;
}

function candidatesOf(cat: DbsCatalog, d: DbsData, kind: Continuous['c']): readonly Source[] {
  const r = derivedOf(d, makeSourcesRecord);
  if (r.cat !== cat || r.all === undefined) {
    r.cat = cat;
    r.all = findPermanentSkills(cat, d);
    r.byKind.clear();
  }
  let list = r.byKind.get(kind);
  if (list === undefined) {
    list = r.all.filter((src) => src.skill.effect.some((e) => e.c === kind));
    r.byKind.set(kind, list);
  }
  return list;
}

function findPermanentSkills(cat: DbsCatalog, d: DbsData): Source[] {
  const out: Source[] = [];
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    for (const card of [pl.leader, ...pl.battle]) {
      const skills = skillsOf(cat.get(card.def), card.flipped);
      for (let i = 0; i < skills.length; i++) {
        const s = skills[i]!;
        if (s.kind === 'permanent') out.push({ card, master: p, skill: s, index: i });
      }
      // 11-3-2: the skills of cards beneath are negated, unless they say they stay (11-3-2-2);
      // such a skill is the stack's, one card with the card on top.
      for (const u of card.under) {
        skillsOf(cat.get(u.def), false).forEach((s, i) => {
          if (s.kind === 'permanent' && s.whileUnder) out.push({ card, master: p, skill: s, index: i });
        });
      }
    }
  }
  return out;
}

/** Does a continuous effect's target include this card? (Default: the skill's own card.) */
function affects(
  cat: DbsCatalog,
  d: DbsData,
  src: Source,
  t: Target | undefined,
  card: DbsCard,
  cardMaster: PlayerIndex,
): boolean {
  if (!t || t.side === 'self') return card.id === src.card.id;
  if (t.side === 'own' && cardMaster !== src.master) return false;
  if (t.side === 'opp' && cardMaster === src.master) return false;
  const zone = t.zone ?? 'battle';
  const pl = d.players[cardMaster];
  const inZone =
    zone === 'field'
      ? card.id === pl.leader.id || pl.battle.includes(card)
      : zone === 'leader'
        ? card.id === pl.leader.id
        : zone === 'battle'
          ? pl.battle.includes(card)
          : false;
  return inZone && (!t.filter || matches(cat, d, card, src.master, t.filter, src.card));
}

/** Every continuous effect of a kind that applies to `card`. */
function continuousOn<K extends Continuous['c']>(
  cat: DbsCatalog,
  d: DbsData,
  card: DbsCard,
  master: PlayerIndex,
  kind: K,
): Extract<Continuous, { c: K }>[] {
  const out: Extract<Continuous, { c: K }>[] = [];
  // The candidates, each decided as it comes: no list is made at this hot path's every read.
  for (const src of candidatesOf(cat, d, kind)) {
    if (!inForce(cat, d, src)) continue;
    for (const e of src.skill.effect) {
      if (e.c !== kind) continue;
      const t = 'target' in e ? e.target : undefined;
      if (affects(cat, d, src, t, card, master)) out.push(e as Extract<Continuous, { c: K }>);
    }
  }
  return out;
}

/**
 * 2-4-1: a card's colours with the effects that give colours ("each ＜Son Goku＞ in all of your
 * areas gains red, blue and green"): they reach the master's cards in every area.
 */
export function colorsOf(cat: DbsCatalog, d: DbsData, card: DbsCard): Color[] {
  return colorReader(cat, d)(card);
}

/** Catalogs with a colour-giving effect on some card (most have none: colours are then printed). */
const givesColors = new WeakMap<DbsCatalog, boolean>();

function catalogGivesColors(cat: DbsCatalog): boolean {
  let v = givesColors.get(cat);
  if (v === undefined) {
    v = cat
      .all()
      .some((def) =>
        [false, true].some((back) =>
          skillsOf(def, back).some((s) => s.kind === 'permanent' && s.effect.some((e) => e.c === 'colors')),
        ),
      );
    givesColors.set(cat, v);
  }
  return v;
}

/**
 * While the colour-giving effects in force are found and their filters read, colour filters read
 * printed colours: a [Permanent] skill whose condition or filter asks for a colour would otherwise
 * ask for itself, without end.
 */
let readingGivers = false;

function withPrintedColors<T>(f: () => T): T {
  const was = readingGivers;
  readingGivers = true;
  try {
    return f();
  } finally {
    readingGivers = was;
  }
}

/**
 * `colorsOf` for many cards at once (the energy of a payment): the colour-giving effects in force
 * are found once.
 */
export function colorReader(cat: DbsCatalog, d: DbsData): (card: DbsCard) => Color[] {
  // Inline readers rather than a named `printed` closure: under tsx a named closure also costs its
  // `name` property at every call, and colours are read at most matches (issue 15).
  if (readingGivers || !catalogGivesColors(cat)) return (card) => cat.get(card.def).colors;
  const givers = withPrintedColors(() =>
    sourcesOf(cat, d, 'colors').flatMap((src) =>
      src.skill.effect.flatMap((e) => (e.c === 'colors' ? [{ src, e }] : [])),
    ),
  );
  if (givers.length === 0) return (card) => cat.get(card.def).colors;
  return (card) => {
    const own = cat.get(card.def).colors;
    let out: Color[] | undefined;
    for (const { src, e } of givers) {
      if (masterOf(d, card) !== src.master) continue;
      if (!withPrintedColors(() => matches(cat, d, card, src.master, e.filter, src.card))) continue;
      out ??= own.slice();
      for (const c of e.add) if (!out.includes(c)) out.push(c);
    }
    return out ?? own;
  };
}

/** Is `card` the master's leader or in its Battle Area? */
function masterOf(d: DbsData, card: DbsCard): PlayerIndex {
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    if (pl.leader.id === card.id || pl.battle.includes(card) || pl.combo.includes(card)) return p;
  }
  return card.owner;
}

/** 2-8, 8-8: power with permanent effects and timed changes; it may be negative (2-8-3). */
export function powerOf(cat: DbsCatalog, d: DbsData, card: DbsCard): number {
  let v = sideOf(cat.get(card.def), card.flipped).power;
  const master = masterOf(d, card);
  for (const e of continuousOn(cat, d, card, master, 'power'))
    v += e.perUnder ? e.amount * card.under.length : e.amount;
  for (const m of d.power) if (m.target === card.id && !m.comboPower) v += m.amount;
  return v;
}

/**
 * 9-5-2-1: whose effect brought a card's power down: the latest timed decrease, else a [Permanent]
 * decrease in force (its master); undefined when nothing lowered it.
 */
export function powerLoweredBy(cat: DbsCatalog, d: DbsData, card: DbsCard): PlayerIndex | undefined {
  for (let i = d.power.length - 1; i >= 0; i--) {
    const m = d.power[i]!;
    if (m.target === card.id && m.amount < 0 && m.by !== undefined && !m.comboPower) return m.by;
  }
  const master = masterOf(d, card);
  for (const src of sourcesOf(cat, d, 'power')) {
    for (const e of src.skill.effect) {
      if (e.c === 'power' && e.amount < 0 && affects(cat, d, src, e.target, card, master)) return src.master;
    }
  }
  return undefined;
}

/** A replacement effect (8-9) in force that could replace an event about a card. */
export interface Replacement {
  /** The card whose [Permanent] skill it is, its master, the skill and the effect's index in it. */
  source: DbsCard;
  master: PlayerIndex;
  skill: number;
  part: number;
  effect: Extract<Continuous, { c: 'replace' }>;
}

/**
 * The replacement effects in force that could replace an event (8-9-1): the KO of a card, or damage
 * to a player's life, an action (8-9-2-2).
 */
export function replacementsFor(
  cat: DbsCatalog,
  d: DbsData,
  event: { ko: DbsCard } | { damage: PlayerIndex },
): Replacement[] {
  const out: Replacement[] = [];
  const ko = 'ko' in event ? event.ko : null;
  const master = ko ? masterOf(d, ko) : 0;
  for (const src of sourcesOf(cat, d, 'replace')) {
    src.skill.effect.forEach((e, part) => {
      if (e.c !== 'replace') return;
      const applies = ko
        ? e.event === 'ko' && affects(cat, d, src, e.target, ko, master)
        : e.event === 'damage' && 'damage' in event && (e.side === 'opp') === (event.damage !== src.master);
      if (applies) out.push({ source: src.card, master: src.master, skill: src.index, part, effect: e });
    });
  }
  return out;
}

/** A card's information as it is now in the Battle Area, kept for when it has left (8-6-5-1-2). */
export function lastInfo(cat: DbsCatalog, d: DbsData, card: DbsCard): LastInfo {
  return lastKnown<DbsCard, LastInfo>(card, {
    power: (c) => powerOf(cat, d, c),
    rest: (c) => c.rest,
    keywords: (c) => [...new Set(keywordsOf(cat, d, c).map((s) => s.k))],
  });
}

/** The keyword skills a card has now: printed (its side up, not negated), granted, or given. */
export function keywordsOf(cat: DbsCatalog, d: DbsData, card: DbsCard): KeywordSpec[] {
  const out: KeywordSpec[] = [];
  if (!skillsNegated(d, card.id)) {
    for (const s of skillsOf(cat.get(card.def), card.flipped)) if (s.kind === 'keyword') out.push(s.spec);
  }
  for (const g of d.grants) if (g.target === card.id) out.push(g.spec);
  for (const e of continuousOn(cat, d, card, masterOf(d, card), 'keyword')) out.push(e.spec);
  return out;
}

export function hasKeyword(cat: DbsCatalog, d: DbsData, card: DbsCard, k: KeywordName): boolean {
  return keywordsOf(cat, d, card).some((s) => s.k === k);
}

/** The highest value of a numbered keyword ([Double/Triple Strike], [Dual Attack]), or 0. */
export function keywordValue(cat: DbsCatalog, d: DbsData, card: DbsCard, k: 'strike' | 'dualAttack'): number {
  let v = 0;
  for (const s of keywordsOf(cat, d, card)) if (s.k === k && s.n > v) v = s.n;
  return v;
}

/** Does a [Permanent] of this card (or an effect on it) say this? */
export function hasRule(
  cat: DbsCatalog,
  d: DbsData,
  card: DbsCard,
  rule:
    | 'attackActive'
    | 'noCounter'
    | 'noBlocker'
    | 'cannotAttack'
    | 'cannotAttackBattle'
    | 'noBattleKo'
    | 'noSkillKo'
    | 'staysInBattle'
    | 'noLeaderAttack'
    | 'noBattlePlay'
    | 'onlyOneInPlay'
    | 'guardOthers'
    | 'unattackable'
    | 'awakenAnyLife'
    | 'noOpponentCombo'
    | 'comboRested',
): boolean {
  return continuousOn(cat, d, card, masterOf(d, card), rule).length > 0;
}

/**
 * May `attacker` attack the Battle Card `target` as far as [Permanent] effects go (7-1): not when it
 * "cannot attack Battle Cards" (those matching a filter, or any), not a card that "cannot be attacked
 * by a Leader Card", and not a card a Rest Mode guardian of its master keeps from attacks.
 */
export function mayAttackBattleCard(
  cat: DbsCatalog,
  d: DbsData,
  attacker: DbsCard,
  target: DbsCard,
): boolean {
  const master = masterOf(d, attacker);
  for (const e of continuousOn(cat, d, attacker, master, 'cannotAttackBattle'))
    if (!e.filter || matches(cat, d, target, master, e.filter, attacker)) return false;
  const isLeader = d.players[master].leader.id === attacker.id;
  if (isLeader && hasRule(cat, d, target, 'noLeaderAttack')) return false;
  if (hasRule(cat, d, target, 'unattackable')) return false;
  const defender = masterOf(d, target);
  return !d.players[defender].battle.some((c) => c.id !== target.id && hasRule(cat, d, c, 'guardOthers'));
}

/**
 * Is player `p`'s hand out of reach of a skill of `source` ("your hand is not affected by your
 * Leader Card ＜Broly＞'s skill")? Only the skills of `p`'s own leader are meant.
 */
export function handUnaffected(cat: DbsCatalog, d: DbsData, p: PlayerIndex, source: DbsCard): boolean {
  if (d.players[p].leader.id !== source.id) return false;
  return sourcesOf(cat, d, 'handUnaffected').some(
    (src) =>
      src.master === p &&
      src.skill.effect.some(
        (e) => e.c === 'handUnaffected' && matches(cat, d, source, p, e.leader, src.card),
      ),
  );
}

/** The character names, special traits and card names a card has, in every area (2-5-5, 2-6-6). */
export function namesOf(
  cat: DbsCatalog,
  def: DbsCardDef,
  flipped = false,
): { names: string[]; characters: string[]; traits: string[] } {
  const side = sideOf(def, flipped);
  const names = [side.name];
  const characters = side.characters.slice();
  // 10-18-4: a "(Name) Token" has the name (Name).
  const tokenOf = def.token ? /^(.+) Token$/.exec(side.name)?.[1] : undefined;
  if (tokenOf) {
    names.push(tokenOf);
    if (!characters.includes(tokenOf)) characters.push(tokenOf);
  }
  const traits = side.traits.slice();
  for (const s of side.skills) {
    if (s.kind !== 'permanent') continue;
    for (const e of s.effect) {
      if (e.c !== 'alsoNamed') continue;
      if (e.name) names.push(e.name);
      if (e.character) characters.push(e.character);
      if (e.trait) traits.push(e.trait);
    }
  }
  void cat;
  return { names, characters, traits };
}

/** The card's own [Permanent] cost effects in force for player `p` (read in the hand, 2-12-2). */
function ownCostEffects(cat: DbsCatalog, d: DbsData, p: PlayerIndex, card: DbsCard): Continuous[] {
  const out: Continuous[] = [];
  for (const s of cat.get(card.def).skills) {
    // 10-23, 10-29, a condition: a cost skill with [Bond] or [Sparking] changes the cost only when met.
    if (s.kind !== 'permanent' || !skillActive(cat, d, card, p, s)) continue;
    for (const e of s.effect) if (e.c === 'cost' || e.c === 'free') out.push(e);
  }
  return out;
}

/**
 * 2-11-3: the total energy cost effects read: the printed one, or for a card in the Battle Area
 * changed by its own "in your hand or Battle Area" cost effects.
 */
function costNow(cat: DbsCatalog, d: DbsData, card: DbsCard): number {
  const printed = cat.get(card.def).cost?.total ?? 0;
  const at = locate(d, card.id);
  if (!at || at.area !== 'battle' || skillsNegated(d, card.id)) return printed;
  let total = printed;
  for (const e of ownCostEffects(cat, d, at.player, card)) if (e.c === 'cost' && e.inPlay) total += e.amount;
  return Math.max(0, total);
}

/**
 * The energy cost of playing a card from the hand now: its printed cost changed by its own
 * [Permanent] cost changes, with the specified part dropped by [Warrior of Universe 7] (10-21).
 */
export function playCost(cat: DbsCatalog, d: DbsData, p: PlayerIndex, card: DbsCard): EnergyCost {
  const def = cat.get(card.def);
  const base = def.cost ?? { total: 0, colors: {} };
  let total = base.total;
  for (const e of ownCostEffects(cat, d, p, card)) {
    if (e.c === 'free') return { total: 0, colors: {} };
    if (e.c === 'cost') total += e.amount;
  }
  total += handCostChange(cat, d, p, card);
  let colors = { ...base.colors };
  if (namesOf(cat, def).traits.includes('Universe 7') && warriorOfU7(cat, d, p)) colors = {};
  const specified = Object.values(colors).reduce((a, b) => a + (b ?? 0), 0);
  // 2-11-1-1 (second): a specified cost above the total is paid in full.
  return { total: Math.max(0, total, specified), colors };
}

/** The change other cards' [Permanent] effects make to the cost of `p`'s card in the hand. */
function handCostChange(cat: DbsCatalog, d: DbsData, p: PlayerIndex, card: DbsCard): number {
  if (!d.players[p].hand.some((c) => c.id === card.id)) return 0;
  let change = 0;
  for (const src of sourcesOf(cat, d, 'handCost')) {
    if (src.master !== p) continue;
    for (const e of src.skill.effect)
      if (e.c === 'handCost' && matches(cat, d, card, p, e.filter, src.card)) change += e.amount;
  }
  return change;
}

function warriorOfU7(cat: DbsCatalog, d: DbsData, p: PlayerIndex): boolean {
  const pl = d.players[p];
  return [pl.leader, ...pl.battle].some((c) => hasKeyword(cat, d, c, 'warriorU7'));
}

function inRange(v: number, r: { min?: number; max?: number }): boolean {
  return (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);
}

/**
 * Does `card` match a filter, as seen by the skill of `self` whose master is `master`? Cards in
 * play are read with their continuous effects; elsewhere, their printed information; a card that
 * has left the Battle Area, with what it was there when `was` is given (8-6-5-1-2).
 */
export function matches(
  cat: DbsCatalog,
  d: DbsData,
  card: DbsCard,
  master: PlayerIndex,
  f: CardFilter,
  self?: DbsCard,
  was?: LastInfo,
): boolean {
  const def = cat.get(card.def);
  if (f.other && self && card.id === self.id) return false;
  if (f.type && def.type !== f.type) return false;
  if (f.colors || f.multicolor !== undefined) {
    const colors = colorsOf(cat, d, card);
    if (f.colors && !f.colors.some((c) => colors.includes(c))) return false;
    if (f.multicolor !== undefined && f.multicolor !== colors.length > 1) return false;
  }
  if (f.character || f.trait || f.name || f.nameHas || f.characterHas) {
    const n = namesOf(cat, def, card.flipped);
    if (f.character && !f.character.some((x) => n.characters.includes(x))) return false;
    if (f.trait && !f.trait.some((x) => n.traits.includes(x))) return false;
    if (f.name && !n.names.includes(f.name)) return false;
    const has = (names: readonly string[], word: string): boolean => names.some((x) => x.includes(word));
    if (f.nameHas && !has(n.names, f.nameHas)) return false;
    if (f.characterHas && !has(n.characters, f.characterHas)) return false;
  }
  if (f.era && !f.era.some((x) => sideOf(def, card.flipped).eras.includes(x))) return false;
  // With `was`, it has left the Battle Area: its last-known information there.
  const inZone = was ? undefined : card;
  if (f.power && !inRange(asItWas(inZone, was, 'power', (c) => powerOf(cat, d, c)) ?? 0, f.power))
    return false;
  if (f.cost && !inRange(costNow(cat, d, card), f.cost)) return false;
  if (f.costAtLeastEnergy) {
    const energy = d.players[f.costAtLeastEnergy === 'own' ? master : other(master)].energy.length;
    if (costNow(cat, d, card) < energy) return false;
  }
  if (f.mode && (f.mode === 'rest') !== asItWas(inZone, was, 'rest', (c) => c.rest)) return false;
  // 2-12-4, 8-3-4: a card without skills, or whose skills are all negated.
  const skillless = sideOf(def, card.flipped).skills.length === 0 || skillsNegated(d, card.id);
  if (f.skillless !== undefined && f.skillless !== skillless) return false;
  if (f.keyword && !(was ? was.keywords.includes(f.keyword) : hasKeyword(cat, d, card, f.keyword)))
    return false;
  if (f.evolved !== undefined && f.evolved !== (card.evolved === true)) return false;
  if (f.token !== undefined && f.token !== (def.token === true)) return false;
  if (f.skill && !sideOf(def, card.flipped).skills.some((s) => s.kind === f.skill)) return false;
  if (f.not && matches(cat, d, card, master, f.not, self, was)) return false;
  if (f.any && !f.any.some((x) => matches(cat, d, card, master, x, self, was))) return false;
  return true;
}

/**
 * The cards of a zone for a target (leader and Battle Area for `field`; for `under`, the cards
 * beneath `self` when it is this player's).
 */
export function zoneCards(pl: PlayerData, zone: NonNullable<Target['zone']>, self?: DbsCard): DbsCard[] {
  switch (zone) {
    case 'field':
      return [pl.leader, ...pl.battle];
    case 'leader':
      return [pl.leader];
    case 'under':
      return self && (pl.leader === self || pl.battle.includes(self) || pl.combo.includes(self))
        ? self.under
        : [];
    default:
      return pl[zone];
  }
}

/** Counts the cards a target would match, for amounts and conditions. */
export function countMatching(
  cat: DbsCatalog,
  d: DbsData,
  master: PlayerIndex,
  t: Target,
  self?: DbsCard,
): number {
  const sides: PlayerIndex[] = t.side === 'opp' ? [other(master)] : t.side === 'both' ? [0, 1] : [master];
  let n = 0;
  for (const p of sides) {
    for (const c of zoneCards(d.players[p], t.zone ?? 'battle', self)) {
      if (!t.filter || matches(cat, d, c, master, t.filter, self)) n++;
    }
  }
  return n;
}

/**
 * The player a condition's `side` names, from `master`'s seat. Module-level rather than a closure of
 * `holds`, which runs at every condition read: under tsx a named closure also costs its `name`
 * property at every call (issue 15).
 */
function conditionSide(d: DbsData, master: PlayerIndex, s: 'own' | 'opp' | undefined): PlayerData {
  return d.players[s === 'opp' ? other(master) : master];
}

/**
 * Does a condition hold for the skill of `self` whose master is `master`? `subject`: the card that
 * made the skill trigger, when it resolves; `chosen` the cards its effect took last; `paid` the cards
 * its cost placed.
 */
export function holds(
  cat: DbsCatalog,
  d: DbsData,
  master: PlayerIndex,
  c: Condition,
  self?: DbsCard,
  subject?: DbsCard,
  chosen: readonly DbsCard[] = [],
  paid: readonly DbsCard[] = [],
): boolean {
  if ('life' in c) return inRange(conditionSide(d, master, c.side).life.length, c.life);
  if ('moreLife' in c) {
    const opp = c.moreLife === 'own' ? 'opp' : 'own';
    return conditionSide(d, master, c.moreLife).life.length > conditionSide(d, master, opp).life.length;
  }
  if ('count' in c) return inRange(countMatching(cat, d, master, c.count, self), c);
  if ('hand' in c) return inRange(conditionSide(d, master, c.side).hand.length, c.hand);
  if ('drop' in c) {
    const pl = d.players[master];
    const n = c.filter
      ? pl.drop.filter((x) => matches(cat, d, x, master, c.filter!, self)).length
      : pl.drop.length;
    return inRange(n, c.drop);
  }
  if ('energy' in c) return inRange(conditionSide(d, master, c.side).energy.length, c.energy);
  if ('rested' in c) {
    const pl = conditionSide(d, master, c.side);
    return inRange([pl.leader, ...pl.battle, ...pl.energy].filter((x) => x.rest).length, c.rested);
  }
  if ('leader' in c) return matches(cat, d, conditionSide(d, master, c.side).leader, master, c.leader, self);
  if ('turn' in c) return (d.active === master) === (c.turn === 'own');
  if ('battle' in c) {
    const b = d.battle;
    if (!b || !self) return false;
    const role = c.battle === 'attacking' ? b.attacker === self.id : b.guard === self.id;
    // "If this card attacks a Battle Card": the card attacked is in a Battle Area.
    const other = locate(d, c.battle === 'attacking' ? b.guard : b.attacker);
    const against = c.against === undefined || (c.against === 'leader') === (other?.area === 'leader');
    return role && against;
  }
  if ('under' in c) return inRange(self?.under.length ?? 0, c.under);
  if ('subject' in c) return subject !== undefined && matches(cat, d, subject, master, c.subject, self);
  if ('self' in c) return self !== undefined && matches(cat, d, self, master, c.self, self);
  if ('chosen' in c) return chosen.some((x) => matches(cat, d, x, master, c.chosen, self));
  if ('paid' in c) return paid.some((x) => matches(cat, d, x, master, c.paid, self));
  if ('not' in c) return !holds(cat, d, master, c.not, self, subject, chosen, paid);
  if ('all' in c) return c.all.every((x) => holds(cat, d, master, x, self, subject, chosen, paid));
  return c.any.some((x) => holds(cat, d, master, x, self, subject, chosen, paid));
}

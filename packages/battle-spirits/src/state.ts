import { cloneLoopData, coveredCount, type LoopData } from '@arbiter/cardgame';
import { cloneJson, optionalCopier, recordCopier, type Json, type PlayerIndex } from '@arbiter/engine';
import {
  grandNexusFamily,
  levelFor,
  type CardRegistry,
  type Color,
  type SymbolMark,
  type SagaCard,
  type StepName,
} from './cards.ts';
import type { Continuous, KeywordSpec, TempContinuous } from './vocab.ts';

/** A group of cores: regular ones and, at most, the player's soul core (4-11). */
export interface Cores {
  n: number;
  soul: boolean;
}

/**
 * A card object. It gets a new id whenever it changes area (3-1-4), so nothing tracks a card
 * through a private area and effects applied to the old object are left behind.
 */
export interface CardObj {
  id: number;
  def: string;
  owner: PlayerIndex;
  exhausted: boolean;
  cores: Cores;
  /**
   * What last changed this card's cores or BP: its owner's action or cost payment (a destruction
   * that follows is self-destruction, 9-3-2, 9-4-2-3) or an effect (destroyed by that effect,
   * 9-3-2-1, 9-4-2-1), with the player who controlled the effect.
   */
  changedBy: 'none' | 'owner' | 'effect';
  changer: PlayerIndex | -1;
  /** The card whose effect made that change, when an effect did. */
  changerCard?: string;
  /** An effect treats it as having these symbols for a while (instead of its printed ones). */
  symbolsAs?: { symbols: Color[][]; until: 'turn' | 'battle' };
  /**
   * Eternal's Brave (manual "BRAVE", E751 on): the Brave card combined with this spirit. The two are one
   * combined spirit on the field, so the Brave is held here and not in the field's list.
   */
  brave?: CardObj;
  /**
   * Eternal: a Brave whose combined spirit `spirit` just left the field for `to` (E805), waiting in
   * `SagaData.waitingBraves` until its owner keeps it on the field with its Lv1 cores (E809) or
   * lets it follow (E813).
   */
  leftBy?: { spirit: number; to: Zone };
  /** Eternal: the side an Imagine Brave held here is combined on (E828); absent for other Braves. */
  braveSide?: 'right' | 'left';
}

/** The places a card can be. */
export type Zone = 'deck' | 'hand' | 'trash' | 'field' | 'burst' | 'resolving';

export interface PlayerData {
  name: string;
  life: Cores;
  reserve: Cores;
  /** The core section of the trash (3-4-1). */
  trash: Cores;
  /** Cores taken from the void minus cores returned to it. */
  voidUsed: number;
  soulInVoid: boolean;
  /** deck[0] is the top card. */
  deck: CardObj[];
  hand: CardObj[];
  trashCards: CardObj[];
  field: CardObj[];
  burst: CardObj | null;
  /** Magic cards waiting to resolve: not counted in any area (10-8-7). */
  resolving: CardObj[];
  burstSetTurn: number;
  /** Cards this player drew by effects this turn. */
  effectDraws: number;
  /** This turn: their spirits destroyed, their attacks declared, the life they lost. */
  destroyedThisTurn: number;
  attacksThisTurn: number;
  lifeLostThisTurn: number;
  /** Life cores (the soul core counting) as the current turn began (BSS04-052 compares with it). */
  lifeAtTurnStart: number;
  /** Magic cards this player used this turn (10-8-1). */
  magicThisTurn: number;
  /** The cards of the spirits this player summoned this turn. */
  summonedThisTurn: string[];
}

/**
 * A continuous change of a spirit's level or BP for a while (8-8-1-3): `level` treats it as that
 * level (category 1), `set` fixes its BP (category 3), `plus` adds to it (category 4).
 */
export interface BpMod {
  target: number;
  amount: number;
  until: 'turn' | 'battle';
  kind?: 'plus' | 'set' | 'level';
  /** It applies only while this card is on this player's field ("as long as you control this spirit"). */
  whileOn?: { id: number; p: PlayerIndex };
  /**
   * When it began, on the object-id clock: the next object id at that moment. A constant effect
   * began when its card entered the field (its id), so the two can be put in order (8-8-1-3-1).
   */
  at?: number;
}

export interface GrantMod {
  target: number;
  spec: KeywordSpec;
  until: 'turn' | 'battle';
}

export interface BanMod {
  target: number;
  /** `refreshStep` (until `refresh`): skipped by its controller's next refresh step, which ends it. */
  action: 'attack' | 'block' | 'activate' | 'refreshStep';
  until: 'turn' | 'battle' | 'refresh';
}

/**
 * A rule given to one card for a while by a directive (`apply`), from player `by`. With target -1, a
 * rule for players (`rule` directive): `x` is then a whole continuous directive, from card `card`;
 * `key` marks one that ends once used.
 */
export interface TempMod {
  target: number;
  x: TempContinuous | Continuous;
  until: 'turn' | 'battle';
  by: PlayerIndex;
  card?: string;
  key?: number;
}

/**
 * 8-2-2-2: a delayed triggered effect an effect set up ("during this turn, when ...", "at the end of
 * this turn ..."): the `delayed` directive at `path` in ability `ability` of `card`, with the cards
 * the effect had chosen by then. `key` tells records apart (the object-id clock when it was made).
 */
export interface DelayedRecord {
  key: number;
  p: PlayerIndex;
  card: string;
  ability: number;
  path: number[];
  source: number;
  chosen: number[];
  until: 'turn' | 'battle';
  /** It happens once, then ends. */
  once?: boolean;
}

export interface BattleData {
  attacker: number;
  /** The attacker's card, for effects of a spirit that left the field during its battle. */
  attackerCard: string;
  blocker: number;
  attackerPlayer: PlayerIndex;
  /** The attacker had Luster when it attacked (11-6-1); the magic its owner used since. */
  luster: boolean;
  magic: number[];
  /** The attacker had Curse when it was blocked (11-3-1). */
  curse: boolean;
  /** Link (keywords.json): the spirit linked to the attacker for this battle, or -1. */
  link: number;
  /** The attack step ends when this battle ends (`endAttackStep`). */
  endsStep?: boolean;
  /** An effect ended the battle at once (`endBattle`, E729): it goes straight to its end. */
  endsNow?: boolean;
}

export interface SagaData {
  turn: number;
  active: PlayerIndex;
  first: PlayerIndex;
  step: StepName | 'setup';
  players: [PlayerData, PlayerData];
  battle: BattleData | null;
  mods: BpMod[];
  grants: GrantMod[];
  bans: BanMod[];
  temps: TempMod[];
  delayed: DelayedRecord[];
  /** Objects whose summoning or use cost was paid with the soul core. */
  soulPaid: number[];
  /** Spirits whose Raid was used this turn, once per use (11-12-1). */
  raids: number[];
  /** "Once per turn" abilities used this turn, as "<object id>:<ability index>". */
  used: string[];
  /** Positions met at free choices, to spot loops players can end (12-1-1-2, 12-1-1-3). */
  loop: LoopData;
  /** The format when it is not Saga (absent for Saga, so Saga states and their hashes are as before). */
  format?: 'eternal';
  /**
   * Eternal: Braves whose combined spirit left the field (`leftBy`, E805), between that leaving and the
   * rule processing where their owner chooses (E1260: after the effect that made it leave resolves).
   * They are held here, not in a field's list: until kept with its Lv1 cores it is not a spirit (E809:
   * only then "it remains on the Field in Spirit state"), and not kept it left with its spirit (E813),
   * so no count, target, BP check or trigger sees it meanwhile. Absent when none waits.
   */
  waitingBraves?: CardObj[];
}

export type CoreLoc = 'life' | 'reserve' | 'trash' | 'void' | `c${number}`;

/** The card object a place of cores is (`c12`: object 12), or undefined for the reserve, life, trash and void. */
export function placeCard(loc: CoreLoc): number | undefined {
  return loc.startsWith('c') ? Number(loc.slice(1)) : undefined;
}

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

export function newCores(n = 0, soul = false): Cores {
  return { n, soul };
}

export function findOnField(d: SagaData, id: number): CardObj | undefined {
  for (const p of d.players) for (const c of p.field) if (c.id === id) return c;
  return undefined;
}

export function controllerOf(d: SagaData, id: number): PlayerIndex | -1 {
  for (let i = 0; i < 2; i++) for (const c of d.players[i]!.field) if (c.id === id) return i as PlayerIndex;
  return -1;
}

export function findInHand(p: PlayerData, id: number): CardObj | undefined {
  return p.hand.find((c) => c.id === id);
}

/** Whether object `id` is still a card somewhere in the game (one that changed areas has a new id, 3-1-4). */
export function objectExists(d: SagaData, id: number): boolean {
  return d.players.some(
    (p) =>
      p.burst?.id === id ||
      [p.field, p.hand, p.trashCards, p.resolving, p.deck].some((list) => list.some((c) => c.id === id)),
  );
}

/** A card object with no cores, refreshed, untouched: a card just placed, or one judged off the field. */
export function bareCard(id: number, def: string, owner: PlayerIndex): CardObj {
  return { id, def, owner, exhausted: false, cores: { n: 0, soul: false }, changedBy: 'none', changer: -1 };
}

export function coreCount(c: Cores): number {
  return c.n + (c.soul ? 1 : 0);
}

/** The core group at a location of player `p`, or undefined for the void or a missing card. */
export function coresAt(d: SagaData, p: PlayerIndex, loc: CoreLoc): Cores | undefined {
  const pl = d.players[p];
  if (loc === 'life') return pl.life;
  if (loc === 'reserve') return pl.reserve;
  if (loc === 'trash') return pl.trash;
  const card = placeCard(loc);
  return card === undefined ? undefined : findOnField(d, card)?.cores;
}

export function levelOf(reg: CardRegistry, c: CardObj): number {
  return levelFor(reg.get(c.def), coreCount(c.cores));
}

/** Symbols on a player's field (2-8): each entry is the colours one symbol may count as. */
export function fieldSymbols(reg: CardRegistry, p: PlayerData): SymbolMark[][] {
  const out: SymbolMark[][] = [];
  for (const c of p.field) for (const s of symbolsOn(reg, c)) out.push(s);
  return out;
}

/** A card's symbols: its printed ones, unless an effect treats it as having others. */
export function symbolsOn(reg: CardRegistry, c: CardObj): SymbolMark[][] {
  const own = c.symbolsAs ? c.symbolsAs.symbols : reg.get(c.def).symbols;
  // Eternal's Brave: the combined spirit has the Brave's symbols added (manual, "Changes from Braving").
  return c.brave ? [...own, ...reg.get(c.brave.def).symbols] : own;
}

/**
 * A card's cost as effects read it: its printed cost, with a combined Brave's cost added (Eternal's manual,
 * "Changes from Braving", E771). Only a combined spirit on the field holds a Brave, so elsewhere it is printed.
 */
export function costOf(reg: CardRegistry, c: CardObj): number {
  return reg.get(c.def).cost + (c.brave ? reg.get(c.brave.def).cost : 0);
}

/**
 * 2-7-3 and 2-8-2-2: the cost after reduction. Each field symbol may reduce one reduction symbol
 * of a matching colour; two-colour symbols count as whichever colour helps most. Reduction is not
 * optional, so this is the largest reduction: a maximum bipartite matching of symbols to slots.
 */
export function reducedCost(
  reg: CardRegistry,
  p: PlayerData,
  card: SagaCard,
  symbols: SymbolMark[][] = fieldSymbols(reg, p),
): number {
  if (card.cost === 0 || card.reduction.length === 0 || symbols.length === 0) return card.cost;
  return Math.max(0, card.cost - coveredCount(symbols, card.reduction));
}

/**
 * Cores a player can spend right now: reserve and every card on their field (10-6-6), but those on an
 * Eternal Grandwalker (or Grandstone) nexus, which pay no cost (E948).
 */
export function spendableCores(reg: CardRegistry, d: SagaData, p: PlayerData): number {
  let n = coreCount(p.reserve);
  for (const c of p.field) if (!grandNexusIn(reg, d, c)) n += coreCount(c.cores);
  return n;
}

/** The `used` key of something used once a turn for cards of a name (Eternal's 《True Oracle》, E1008). */
export const usedByNameKey = (name: string): string => `name:${name}`;

/**
 * E924, E1016: is field card `c` an Eternal Grandwalker or Grandstone nexus (Saga has none: the format
 * decides)? They follow the same rules (E1028).
 */
export function grandNexusIn(reg: CardRegistry, d: SagaData, c: Pick<CardObj, 'def'>): boolean {
  return d.format === 'eternal' && grandNexusFamily(reg.get(c.def)) !== undefined;
}

/**
 * E972, E974: the BP of Grandwalker nexus `c` while it is in the 【Grandforce】 state (a nexus and a spirit
 * at once, with BP, able to attack and block), given by its `grandforce` effect for a while; otherwise
 * undefined.
 */
export function grandforceBp(reg: CardRegistry, d: SagaData, c: CardObj): number | undefined {
  if (d.format !== 'eternal' || d.temps.length === 0) return undefined;
  for (const t of d.temps)
    if (t.target === c.id && 'grandforce' in t.x && grandNexusIn(reg, d, c)) return t.x.grandforce;
  return undefined;
}

/** Is field card `c` a spirit now: a spirit card, or a Grandwalker nexus in the 【Grandforce】 state (E974)? */
export function isSpiritNow(reg: CardRegistry, d: SagaData, c: CardObj): boolean {
  return reg.get(c.def).type === 'spirit' || grandforceBp(reg, d, c) !== undefined;
}

export function stepLabel(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// Each copy below is typed so that a field added to these records cannot be left out of the clone
// (a forgotten optional one once lost the symbols an effect gives a card): annotated literals list
// every required field, `optionalCopier` every optional one, `recordCopier` every nested one.
const cloneCores = (c: Cores): Cores => ({ n: c.n, soul: c.soul });
const copyJson = <T>(v: T): T => cloneJson(v as unknown as Json) as unknown as T;
const copyList = <T>(xs: T[]): T[] => xs.slice();
const copyFlat = <T extends object>(v: T): T => ({ ...v });

const copyCardOptions = optionalCopier<CardObj>({
  changerCard: (s) => s,
  symbolsAs: recordCopier({ symbols: (xs) => xs.map(copyList) }),
  brave: (b) => cloneCard(b),
  leftBy: copyFlat,
  braveSide: (s) => s,
});

// Field by field: cards are most of the state, and a literal copies them several times faster than a spread.
function cloneCard(c: CardObj): CardObj {
  const o: CardObj = {
    id: c.id,
    def: c.def,
    owner: c.owner,
    exhausted: c.exhausted,
    cores: cloneCores(c.cores),
    changedBy: c.changedBy,
    changer: c.changer,
  };
  copyCardOptions(c, o);
  return o;
}
const cloneCards = (cs: CardObj[]): CardObj[] => cs.map(cloneCard);

function clonePlayer(p: PlayerData): PlayerData {
  return {
    name: p.name,
    life: cloneCores(p.life),
    reserve: cloneCores(p.reserve),
    trash: cloneCores(p.trash),
    voidUsed: p.voidUsed,
    soulInVoid: p.soulInVoid,
    // Off the field a card object is never written (every move makes a new one: events.ts), so
    // copies share them: most of a state is its decks (issue 15).
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    trashCards: p.trashCards.slice(),
    field: cloneCards(p.field),
    burst: p.burst ? cloneCard(p.burst) : null,
    resolving: p.resolving.slice(),
    burstSetTurn: p.burstSetTurn,
    effectDraws: p.effectDraws,
    destroyedThisTurn: p.destroyedThisTurn,
    attacksThisTurn: p.attacksThisTurn,
    lifeLostThisTurn: p.lifeLostThisTurn,
    lifeAtTurnStart: p.lifeAtTurnStart,
    magicThisTurn: p.magicThisTurn,
    summonedThisTurn: p.summonedThisTurn.slice(),
  };
}

// Few and small: a spread keeps whatever key order their many makers gave them.
const cloneBattle = recordCopier<BattleData>({ magic: copyList });
const cloneMod = recordCopier<BpMod>({ whileOn: copyFlat });
const cloneGrant = recordCopier<GrantMod>({ spec: copyJson });
const cloneTemp = recordCopier<TempMod>({ x: copyJson });
const cloneDelayed = recordCopier<DelayedRecord>({ path: copyList, chosen: copyList });

/** The Saga data's clone: known shapes copy several times faster than a generic walk. */
export function cloneSagaData(d: SagaData): SagaData {
  return {
    turn: d.turn,
    active: d.active,
    first: d.first,
    step: d.step,
    players: [clonePlayer(d.players[0]), clonePlayer(d.players[1])],
    battle: d.battle ? cloneBattle(d.battle) : null,
    mods: d.mods.map(cloneMod),
    grants: d.grants.map(cloneGrant),
    bans: d.bans.map(copyFlat),
    temps: d.temps.map(cloneTemp),
    delayed: d.delayed.map(cloneDelayed),
    soulPaid: d.soulPaid.slice(),
    raids: d.raids.slice(),
    used: d.used.slice(),
    loop: cloneLoopData(d.loop),
    // Optional, so the typing above cannot catch its absence: Eternal games played on as Saga.
    ...(d.format ? { format: d.format } : {}),
    ...(d.waitingBraves ? { waitingBraves: cloneCards(d.waitingBraves) } : {}),
  };
}

// The written form (serialized and hashed, GameModule.writeData): a card off the field with no cores,
// refreshed and untouched (`bareCard`: almost every card in a deck, hand or trash) is written as its
// id, definition and owner only. Most of a state was these defaults (issue 15; ruleset
// battle-spirits-saga/1.6.0/4).
type WrittenCard = Pick<CardObj, 'id' | 'def' | 'owner'> | CardObj;

function isBare(c: CardObj): boolean {
  return (
    !c.exhausted &&
    c.cores.n === 0 &&
    !c.cores.soul &&
    c.changedBy === 'none' &&
    c.changer === -1 &&
    c.changerCard === undefined &&
    c.symbolsAs === undefined &&
    c.brave === undefined &&
    c.leftBy === undefined &&
    c.braveSide === undefined
  );
}

const writeCard = (c: CardObj): WrittenCard => (isBare(c) ? { id: c.id, def: c.def, owner: c.owner } : c);
const readCard = (c: WrittenCard): CardObj => ('exhausted' in c ? c : bareCard(c.id, c.def, c.owner));

type OffField = 'deck' | 'hand' | 'trashCards' | 'burst' | 'resolving';
/** A player's data with the cards off the field in another form (`PlayerWith<CardObj>` is `PlayerData`). */
interface PlayerWith<C> extends Omit<PlayerData, OffField> {
  deck: C[];
  hand: C[];
  trashCards: C[];
  burst: C | null;
  resolving: C[];
}
type WrittenPlayer = PlayerWith<WrittenCard>;

function mapOffField<A, B>(p: PlayerWith<A>, f: (c: A) => B): PlayerWith<B> {
  // The spread keeps the key order; the card lists keep their places in it.
  return {
    ...p,
    deck: p.deck.map(f),
    hand: p.hand.map(f),
    trashCards: p.trashCards.map(f),
    burst: p.burst && f(p.burst),
    resolving: p.resolving.map(f),
  };
}

/** The Saga data as it is written (GameModule.writeData). Field cards are written whole. */
export function writeSagaData(d: SagaData): Json {
  return {
    ...d,
    players: [mapOffField(d.players[0], writeCard), mapOffField(d.players[1], writeCard)],
  } as unknown as Json;
}

/** Undoes `writeSagaData` (data written whole reads as it is). */
export function readSagaData(written: Json): SagaData {
  const d = written as unknown as Omit<SagaData, 'players'> & { players: [WrittenPlayer, WrittenPlayer] };
  return { ...d, players: [mapOffField(d.players[0], readCard), mapOffField(d.players[1], readCard)] };
}

// Assertions of a scenario: each returns readable "what: expected X, got Y" lines, empty when all hold.

import {
  commonExpectation,
  expandCardEntries as expandEntries,
  expandCardRefs as expandRefs,
  splitOrdinal,
  type CommonExpectReader,
} from '@arbiter/cardgame';
import type { Game, GameState, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from '../cards.ts';
import { bpOf, levelNow } from '../continuous.ts';
import type { SagaSetup } from '../module.ts';
import { isSpiritNow, type CardObj, type PlayerData, type SagaData } from '../state.ts';
import { sagaView } from '../view.ts';
import { cardMatches, cardName, sagaRefs } from './refs.ts';
import {
  compact,
  type Expectation,
  type FieldExpect,
  type PlayerExpect,
  type Seat,
  type ViewExpect,
  type ViewPlayerExpect,
} from './schema.ts';

type SagaGame = Game<SagaData, SagaSetup>;

export const seatIndex = (s: Seat): PlayerIndex => (s === 'p1' ? 0 : 1);

export { expandEntries, expandRefs };

/** Where a player's soul core is: reserve, life, trash, void, or the name of the field card holding it. */
function soulPlace(reg: CardRegistry, pl: PlayerData): { text: string; card?: CardObj } {
  if (pl.reserve.soul) return { text: 'reserve' };
  if (pl.life.soul) return { text: 'life' };
  if (pl.trash.soul) return { text: 'trash' };
  if (pl.soulInVoid) return { text: 'void' };
  const c = pl.field.find((f) => f.cores.soul);
  return c ? { text: cardName(reg, c.def), card: c } : { text: 'nowhere' };
}

function names(reg: CardRegistry, list: readonly CardObj[]): string {
  return `[${list.map((c) => cardName(reg, c.def)).join(', ')}]`;
}

/** Multiset comparison: each expected reference takes one distinct matching card. */
function sameCards(
  reg: CardRegistry,
  actual: readonly CardObj[],
  expected: readonly string[],
  ordered: boolean,
): boolean {
  return sameRefs(
    reg,
    actual.map((c) => c.def),
    expected,
    ordered,
  );
}

function checkCards(
  reg: CardRegistry,
  what: string,
  actual: readonly CardObj[],
  expected: number | string[],
  ordered: boolean,
  out: string[],
): void {
  if (typeof expected === 'number') {
    if (actual.length !== expected)
      out.push(`${what}: expected ${expected} card(s), got ${actual.length} ${names(reg, actual)}`);
    return;
  }
  if (!sameCards(reg, actual, expected, ordered)) {
    out.push(
      `${what}: expected [${expandRefs(expected).join(', ')}]${ordered ? ' (in this order)' : ''}, got ${names(reg, actual)}`,
    );
  }
}

function checkField(
  reg: CardRegistry,
  d: SagaData,
  seat: Seat,
  pl: PlayerData,
  expIn: number | FieldExpect[],
  out: string[],
): void {
  const what = `${seat}.field`;
  const exp = typeof expIn === 'number' ? expIn : expandEntries(expIn);
  if (typeof exp === 'number') {
    if (pl.field.length !== exp)
      out.push(`${what}: expected ${exp} card(s), got ${pl.field.length} ${names(reg, pl.field)}`);
    return;
  }
  if (pl.field.length !== exp.length) {
    out.push(
      `${what}: expected ${exp.length} card(s) [${exp.map((e) => e.card).join(', ')}], got ${pl.field.length} ${names(reg, pl.field)}`,
    );
    return;
  }
  exp.forEach((e, i) => {
    const c = pl.field[i]!;
    const at = `${what}[${i}]`;
    if (!cardMatches(reg, c.def, e.card)) {
      out.push(`${at}: expected ${e.card}, got ${cardName(reg, c.def)}`);
      return;
    }
    const label = `${at} (${cardName(reg, c.def)})`;
    // The level it is treated as (8-8-1-3-2), as the rules read it, not only its cores' level.
    const level = levelNow(reg, d, c);
    const check = (key: string, want: unknown, got: unknown) => {
      if (want !== undefined && want !== got)
        out.push(`${label}.${key}: expected ${String(want)}, got ${String(got)}`);
    };
    check('cores', e.cores, c.cores.n);
    check('soul', e.soul, c.cores.soul);
    check('level', e.level, level);
    if (e.bp !== undefined)
      check('bp', e.bp, isSpiritNow(reg, d, c) ? bpOf(reg, d, c) : 'none (not a spirit)');
    check('exhausted', e.exhausted, c.exhausted);
    check('orientation', e.orientation, c.exhausted ? 'exhausted' : 'refreshed');
  });
}

function checkPlayer(reg: CardRegistry, d: SagaData, seat: Seat, e: PlayerExpect, out: string[]): void {
  const pl = d.players[seatIndex(seat)];
  const num = (key: string, want: number | undefined, got: number) => {
    if (want !== undefined && want !== got) out.push(`${seat}.${key}: expected ${want}, got ${got}`);
  };
  num('life', e.life, pl.life.n);
  num('reserve', e.reserve, pl.reserve.n);
  num('trashCores', e.trashCores, pl.trash.n);
  num('voidUsed', e.voidUsed, pl.voidUsed);
  if (e.soul !== undefined) {
    const s = soulPlace(reg, pl);
    const want = e.soul.trim();
    const ok = s.card
      ? (() => {
          const { base, nth } = splitOrdinal(want);
          const hits = pl.field.filter((c) => cardMatches(reg, c.def, base));
          return hits[nth - 1] === s.card;
        })()
      : s.text === want.toLowerCase();
    if (!ok) out.push(`${seat}.soul: expected the soul core on/in ${want}, got ${s.text}`);
  }
  if (e.hand !== undefined) checkCards(reg, `${seat}.hand`, pl.hand, e.hand, false, out);
  if (e.deck !== undefined) checkCards(reg, `${seat}.deck`, pl.deck, e.deck, true, out);
  if (e.trash !== undefined) checkCards(reg, `${seat}.trash`, pl.trashCards, e.trash, false, out);
  if (e.burst !== undefined) {
    const want = e.burst.trim();
    const got = pl.burst ? cardName(reg, pl.burst.def) : 'none';
    const ok =
      want.toLowerCase() === 'none'
        ? pl.burst === null
        : pl.burst !== null && cardMatches(reg, pl.burst.def, want);
    if (!ok) out.push(`${seat}.burst: expected ${want}, got ${got}`);
  }
  if (e.field !== undefined) checkField(reg, d, seat, pl, e.field, out);
}

/** The card ids of a list in a view (`[{id, card}]`), or null when the view hides the list. */
function viewCards(v: unknown): string[] | null {
  if (!Array.isArray(v)) return null;
  return v.map((x) => String((x as JsonObject).card));
}

function sameRefs(
  reg: CardRegistry,
  got: readonly string[],
  want: readonly string[],
  ordered: boolean,
): boolean {
  const refs = expandRefs(want);
  if (refs.length !== got.length) return false;
  if (ordered) return refs.every((r, i) => cardMatches(reg, got[i]!, r));
  const left = got.slice();
  for (const r of refs) {
    const i = left.findIndex((c) => cardMatches(reg, c, r));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** `seenBy`: what `viewer`'s view of the game (view.ts) shows of `seat`'s areas. */
function checkViewPlayer(
  reg: CardRegistry,
  pv: JsonObject,
  what: string,
  e: ViewPlayerExpect,
  out: string[],
): void {
  const shown = (ids: string[] | null) =>
    ids ? `[${ids.map((c) => cardName(reg, c)).join(', ')}]` : 'hidden';
  const num = (key: string, want: number | undefined, got: unknown) => {
    if (want !== undefined && want !== got) out.push(`${what}.${key}: expected ${want}, got ${String(got)}`);
  };
  num('life', e.life, pv.life);
  num('reserve', e.reserve, pv.reserve);
  num('trashCores', e.trashCores, pv.trashCores);
  num('handCount', e.handCount, pv.handCount);
  num('deckCount', e.deckCount, pv.deckCount);
  if (e.hand !== undefined) {
    const got = viewCards(pv.hand);
    const ok = e.hand === 'hidden' ? got === null : got !== null && sameRefs(reg, got, e.hand, false);
    if (!ok)
      out.push(
        `${what}.hand: expected ${e.hand === 'hidden' ? 'hidden' : `[${e.hand.join(', ')}]`}, got ${shown(got)}`,
      );
  }
  if (e.deck !== undefined && 'deck' in pv)
    out.push(`${what}.deck: expected hidden, got ${compact(pv.deck)}`);
  const list = (key: 'trash' | 'field', want: number | string[] | undefined) => {
    if (want === undefined) return;
    const got = viewCards(pv[key]) ?? [];
    const ok = typeof want === 'number' ? got.length === want : sameRefs(reg, got, want, key === 'field');
    if (!ok)
      out.push(
        `${what}.${key}: expected ${typeof want === 'number' ? `${want} card(s)` : `[${want.join(', ')}]`}, got ${shown(got)}`,
      );
  };
  list('trash', e.trash);
  list('field', e.field);
  if (e.burst !== undefined) {
    const b = pv.burst as JsonObject | null;
    const got = b === null ? 'none' : b.faceDown === true ? 'faceDown' : cardName(reg, String(b.card));
    const want = e.burst.trim();
    const ok =
      want.toLowerCase() === 'none'
        ? got === 'none'
        : want === 'faceDown'
          ? got === 'faceDown'
          : b !== null && typeof b.card === 'string' && cardMatches(reg, b.card, want);
    if (!ok) out.push(`${what}.burst: expected ${want}, got ${got}`);
  }
}

function checkViews(
  reg: CardRegistry,
  state: GameState<SagaData>,
  e: ViewExpect,
  viewer: Seat,
  out: string[],
): void {
  const view = sagaView(reg, state.data, seatIndex(viewer), state.result !== null);
  const players = view.players as JsonObject[];
  for (const seat of ['p1', 'p2'] as const) {
    const pe = e[seat];
    if (pe) checkViewPlayer(reg, players[seatIndex(seat)]!, `seenBy.${viewer}.${seat}`, pe, out);
  }
}

/** Checks an expectation against the game now. Events are looked for in the whole log so far. */
export function checkExpectation(reg: CardRegistry, game: SagaGame, e: Expectation): string[] {
  const out: string[] = [];
  const state = game.state;
  const d = state.data;
  // Where the game is, how it ended, the pending decision and its options: every game's (the
  // card-game layer's), Saga's clock counting steps (6-1).
  const read: CommonExpectReader<SagaData, SagaSetup> = {
    cardName: (def) => cardName(reg, def),
    dialect: sagaRefs(reg, d),
    clock: (g) => ({ turn: g.state.data.turn, active: g.state.data.active, step: g.state.data.step }),
  };
  const common = (keys: readonly (keyof Expectation)[]) => {
    for (const k of keys) if (e[k] !== undefined) out.push(...(commonExpectation(game, k, e[k], read) ?? []));
  };
  common(['turn', 'step', 'active', 'winner', 'over', 'reason', 'decision', 'can', 'cannot']);
  if (e.p1) checkPlayer(reg, d, 'p1', e.p1, out);
  if (e.p2) checkPlayer(reg, d, 'p2', e.p2, out);
  for (const viewer of ['p1', 'p2'] as const) {
    const v = e.seenBy?.[viewer];
    if (v) checkViews(reg, state, v, viewer, out);
  }
  common(['events', 'noEvents']);
  return out;
}

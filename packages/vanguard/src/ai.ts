// Vanguard knowledge for the game-agnostic AIs of @arbiter/ai: a board evaluation from public facts
// (damage is what loses, 9.2.2; the hand guards; the field attacks), and a determinizer that redraws
// what a player cannot see through the zones of zones.ts.
import { sideEvaluator, type Determinizer, type Evaluator } from '@arbiter/ai';
import { zonesDeterminizer } from '@arbiter/cardgame';
import type { GameState, PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { CIRCLES, isLocked, powerOf, type VgData } from './state.ts';
import { VG_ZONES } from './zones.ts';

/** Weights of the evaluation, in points. */
export const VG_EVAL_WEIGHTS = {
  /** Per card in the damage zone; the sixth loses (9.2.2), so each is worth more than the last. */
  damage: 30,
  hand: 8,
  /** Per rear-guard, and per 5,000 power on the field. */
  rearGuard: 6,
  power: 3,
  vanguardGrade: 12,
  /** Per card under eight left in the deck: an empty deck loses (9.2.3). */
  shortDeck: 20,
};

function side(cat: VgCatalog, d: VgData, p: PlayerIndex): number {
  const w = VG_EVAL_WEIGHTS;
  const pl = d.players[p];
  const n = pl.damage.length;
  let v = -w.damage * (n + (n * n) / 6) + w.hand * pl.hand.length;
  for (const c of CIRCLES) {
    const u = pl.field[c];
    // 3.8.1: a locked card is no unit.
    if (!u || isLocked(c, u)) continue;
    if (c === 'VC') v += w.vanguardGrade * cat.get(u.def).grade;
    else v += w.rearGuard;
    v += (w.power * Math.max(0, powerOf(cat, d, p, u))) / 5000;
  }
  if (pl.deck.length < 8) v -= w.shortDeck * (8 - pl.deck.length);
  return v;
}

export function vgEvaluator(cat: VgCatalog): Evaluator<VgData> {
  return sideEvaluator(
    40,
    (state: GameState<VgData>) => state.data,
    (d, player) => side(cat, d, player),
  );
}

/** Redraws the cards hidden from the player (the opponent's hand, both decks) from the deck lists. */
export function vgDeterminizer(decks: readonly [readonly string[], readonly string[]]): Determinizer<VgData> {
  return zonesDeterminizer(VG_ZONES, decks);
}

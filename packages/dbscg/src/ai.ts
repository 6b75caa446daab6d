// DBSCG knowledge for the game-agnostic AIs of @arbiter/ai: a board evaluation from public facts,
// and a determinizer that redraws what a player cannot see (through the zones of zones.ts).
import { sideEvaluator, type Determinizer, type Evaluator } from '@arbiter/ai';
import { zonesDeterminizer } from '@arbiter/cardgame';
import type { GameState } from '@arbiter/engine';
import type { DbsCatalog } from './cards.ts';
import { keywordValue, powerOf } from './continuous.ts';
import type { DbsData, PlayerData } from './state.ts';
import { DBS_ZONES } from './zones.ts';

/** Weights of the evaluation, in points; a life card is worth the most (1-2-1-1). */
export const DBS_EVAL_WEIGHTS = {
  life: 40,
  /** The cards a player holds: the hand and the energy it can become. */
  hand: 6,
  energy: 8,
  activeEnergy: 2,
  battleCard: 10,
  /** Per 5,000 power in the Battle Area. */
  power: 3,
  strike: 4,
  flipped: 10,
  /** Per card under five left in the deck: an empty deck loses (1-2-1-1-2). */
  shortDeck: 30,
};

function side(cat: DbsCatalog, d: DbsData, pl: PlayerData): number {
  const w = DBS_EVAL_WEIGHTS;
  let v = w.life * pl.life.length + w.hand * pl.hand.length + w.energy * pl.energy.length;
  v += w.activeEnergy * pl.energy.filter((c) => !c.rest).length;
  for (const c of pl.battle) {
    v += w.battleCard + (w.power * Math.max(0, powerOf(cat, d, c))) / 5000;
    v += w.strike * Math.max(0, keywordValue(cat, d, c, 'strike') - 1);
  }
  if (pl.leader.flipped) v += w.flipped;
  if (pl.deck.length < 5) v -= w.shortDeck * (5 - pl.deck.length);
  return v;
}

export function dbsEvaluator(cat: DbsCatalog): Evaluator<DbsData> {
  return sideEvaluator(
    40,
    (state: GameState<DbsData>) => state.data,
    (d, player) => side(cat, d, d.players[player]),
  );
}

/**
 * Redraws the cards hidden from the player (the opponent's hand, both decks, both life areas) from
 * the deck lists less the cards it can see; deck lists are taken as known to both players.
 */
export function dbsDeterminizer(
  decks: readonly [readonly string[], readonly string[]],
): Determinizer<DbsData> {
  return zonesDeterminizer(DBS_ZONES, decks);
}

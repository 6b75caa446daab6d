// What a viewer may see of a DBSCG game (3-1-2, 3-1-3): open areas card by card, secret ones as
// counts (the hand to its owner only; life and deck to nobody).
import type { JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import { sideOf, type DbsCatalog } from './cards.ts';
import { keywordsOf, powerOf } from './continuous.ts';
import type { DbsCard, DbsData, PlayerData } from './state.ts';
import { keywordName } from './text-common.ts';

function openCard(cat: DbsCatalog, d: DbsData, c: DbsCard, inPlay: boolean): JsonObject {
  const def = cat.get(c.def);
  const out: JsonObject = { id: c.id, card: c.def, name: sideOf(def, c.flipped).name, rest: c.rest };
  if (c.flipped) out.flipped = true;
  if (inPlay) {
    out.power = powerOf(cat, d, c);
    const kws = [...new Set(keywordsOf(cat, d, c).map(keywordName))];
    if (kws.length > 0) out.keywords = kws;
    if (c.under.length > 0) out.under = c.under.map((u) => ({ id: u.id, card: u.def }));
  }
  return out;
}

function playerView(cat: DbsCatalog, d: DbsData, p: PlayerIndex, pl: PlayerData, viewer: Viewer): JsonObject {
  const own = viewer === p;
  const list = (cards: DbsCard[], inPlay = false): JsonObject[] =>
    cards.map((c) => openCard(cat, d, c, inPlay));
  return {
    name: pl.name,
    leader: openCard(cat, d, pl.leader, true),
    deckCount: pl.deck.length,
    lifeCount: pl.life.length,
    handCount: pl.hand.length,
    // 3-3-2, 3-3-3: the hand is secret to the opponent.
    hand: own ? pl.hand.map((c) => ({ id: c.id, card: c.def })) : null,
    battle: list(pl.battle, true),
    combo: list(pl.combo, true),
    energy: list(pl.energy),
    drop: pl.drop.map((c) => ({ id: c.id, card: c.def })),
    warp: pl.warp.map((c) => ({ id: c.id, card: c.def })),
    removed: pl.removed.map((c) => ({ id: c.id, card: c.def })),
  };
}

export function dbsView(cat: DbsCatalog, d: DbsData, viewer: Viewer): JsonObject {
  const out: JsonObject = {
    turn: d.turn,
    active: d.active,
    first: d.first,
    phase: d.phase,
    battle: d.battle
      ? { ...d.battle, combos: [d.battle.combos[0].slice(), d.battle.combos[1].slice()] }
      : null,
    players: [playerView(cat, d, 0, d.players[0], viewer), playerView(cat, d, 1, d.players[1], viewer)],
  };
  if (d.declared) out.declared = { p: d.declared.p, id: d.declared.id, card: d.declared.card };
  if (d.counters.length > 0)
    out.counters = d.counters.map((c) => ({ p: c.p, card: c.card, negated: c.negated }));
  return out;
}

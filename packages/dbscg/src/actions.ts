// Actions the rules and the verbs share: drawing (4-9), KO (10-1), timed effects' end, and the
// interruptive loss judgement (9-2).
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import type { DbsCatalog } from './cards.ts';
import { hasKeyword, hasRule, lastInfo } from './continuous.ts';
import { emit, moveCard } from './events.ts';
import { locate, other, timedEnds, type DbsCard, type DbsData, type Timed, type Until } from './state.ts';
import type { Duration } from './vocab.ts';

type C = Ctx<DbsData>;

/**
 * 4-9-2, 4-9-3: draw `n` cards one at a time, unseen by the opponent. 9-2 is interruptive: a deck
 * emptied by drawing loses at once, even in the middle of an effect.
 */
export function drawCards(ctx: C, p: PlayerIndex, n: number): void {
  for (let i = 0; i < n; i++) {
    const top = ctx.data.players[p].deck[0];
    if (!top) break;
    moveCard(ctx, p, top.id, 'deck', 'hand');
    if (judgeLoss(ctx)) return;
  }
}

/**
 * 9-2 (1-2-1-1, 1-2-3): a player with no life cards or no deck loses; both at once is a draw.
 * Judged only once the game has begun (life cards are placed at the end of 5-2-1).
 */
export function judgeLoss(ctx: C): boolean {
  const d = ctx.data;
  if (d.phase === 'setup' || ctx.state.result) return ctx.state.result !== null;
  const out = [0, 1].map((p) => {
    const pl = d.players[p as PlayerIndex];
    return pl.life.length === 0 || pl.deck.length === 0;
  });
  if (out[0] && out[1]) {
    ctx.end({ winner: null, reason: 'Both players met a loss condition at once (1-2-3)' });
    return true;
  }
  for (const p of [0, 1] as const) {
    if (!out[p]) continue;
    const pl = d.players[p];
    const why =
      pl.life.length === 0 ? 'has no life cards left (1-2-1-1)' : 'has no cards left in the deck (1-2-1-1-2)';
    ctx.end({ winner: other(p), reason: `${pl.name} ${why}` });
    return true;
  }
  return false;
}

/**
 * Switches a card to Active Mode (4-8-1-1): not when it is in Active Mode already (1-3-2-1), nor
 * when an effect says it cannot be (1-3-3: the prohibition wins over the direction).
 */
export function standCard(ctx: C, card: DbsCard, by?: 'skill' | 'awaken'): void {
  if (!card.rest) return;
  if (ctx.data.bans.some((b) => b.target === card.id && b.what === 'active')) return;
  emit(ctx, { t: 'stand', id: card.id, ...(by ? { by } : {}) });
}

/** How a duration is kept in the state: its end moment, and the turn after which it ends. */
export function untilOf(d: DbsData, master: PlayerIndex, u: Duration): Timed {
  // 6-2-1: "until the beginning of your next turn": the master's next turn, whenever it comes.
  if (u === 'ownTurnStart') return { until: 'turnStart', endsFor: master };
  if (u !== 'opponentTurnEnd' && u !== 'opponentCharge') return { until: u };
  // The opponent's next turn: the next turn if it is the master's now, else the one after; its end,
  // or the end of its Charge Phase (6-2).
  return {
    until: u === 'opponentCharge' ? 'charge' : 'turn',
    endsAfter: d.active === master ? d.turn + 1 : d.turn + 2,
  };
}

/**
 * KO (10-1): each card goes from the Battle Area to its owner's Drop Area. [Indestructible]
 * (10-12) saves a card from the opponent's skills and from battle results.
 */
export function koCards(
  ctx: C,
  cat: DbsCatalog,
  ids: readonly number[],
  how: { by: PlayerIndex; effect: boolean },
): number[] {
  // The cards KO-ed together are read as they all were before any of them moved (8-6-5-1-2).
  const going = ids.flatMap((id) => {
    const at = locate(ctx.data, id);
    if (!at || at.area !== 'battle') return [];
    const shielded = hasKeyword(cat, ctx.data, at.card, 'indestructible');
    if (shielded && (!how.effect || how.by !== at.player)) return [];
    // "This card cannot be KO-ed in battle": the battle's result (7-4-1-4-2) leaves it where it is.
    if (!how.effect && hasRule(cat, ctx.data, at.card, 'noBattleKo')) return [];
    // "... cannot be KO-ed by your opponent's skills": its own master's skills still can.
    if (how.effect && how.by !== at.player && hasRule(cat, ctx.data, at.card, 'noSkillKo')) return [];
    // "... does not leave the Battle Area due to skills": no effect's KO, its own master's either.
    if (how.effect && hasRule(cat, ctx.data, at.card, 'staysInBattle')) return [];
    return [{ id, p: at.player, was: lastInfo(cat, ctx.data, at.card) }];
  });
  ctx.beginBatch();
  for (const g of going) moveCard(ctx, g.p, g.id, 'battle', 'drop', { why: 'ko', by: how.by, was: g.was });
  ctx.endBatch();
  return going.map((g) => g.id);
}

/**
 * Moves every card of a player's Combo Area to its owner's Drop Area (7-1-4-1, 7-4-1-6, 9-3-2);
 * returns their new object ids there (3-1-5).
 */
export function clearCombo(ctx: C, p: PlayerIndex): number[] {
  const cards = ctx.data.players[p].combo.slice();
  return cards.map((c) => moveCard(ctx, p, c.id, 'combo', 'drop', { why: 'combo', toP: c.owner }));
}

/**
 * Ends the effects that last until this moment (6-3-1-3-1-2, 6-4-1-2, 7-4-1-9); `turnStart`: those
 * of player `p`'s "until the beginning of your next turn" (6-2-1).
 */
export function expire(ctx: C, until: Until, p?: PlayerIndex): void {
  const d = ctx.data;
  if (
    anyEnds(d.power, until, d.turn, p) ||
    anyEnds(d.grants, until, d.turn, p) ||
    anyEnds(d.bans, until, d.turn, p)
  )
    emit(ctx, p === undefined ? { t: 'expire', until } : { t: 'expire', until, p });
}

/**
 * Does one of these timed changes end at `until`? A loop rather than `some` with a named closure
 * made per call: `expire` runs at every step's end, and under tsx a named closure also costs its
 * `name` property (issue 15).
 */
function anyEnds(list: readonly Timed[], until: Until, turn: number, p?: PlayerIndex): boolean {
  for (const m of list) if (timedEnds(m, until, turn, p)) return true;
  return false;
}

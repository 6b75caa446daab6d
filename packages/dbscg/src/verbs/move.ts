// Moving chosen cards to another area: the hand, the Drop Area, the Warp (11-4), the top or bottom
// of the deck, the Energy Area, the Life Area, or out of the game (10-19). A leader never moves
// (3-5-3). Cards beneath others are cards of their own when named (11-3-2-1): they can be sent to
// an open area; a stack's top card can move alone (11-3-6).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { hasKeyword, hasRule } from '../continuous.ts';
import { emit, findAnywhere, moveCard } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { filterText, targetText } from '../text-common.ts';
import { locate, type AreaName, type DbsCard } from '../state.ts';
import { judgeLoss } from '../actions.ts';
import type { Target } from '../vocab.ts';
import { K } from '../procs.ts';

export type MoveTo =
  'hand' | 'drop' | 'warp' | 'deckTop' | 'deckBottom' | 'energy' | 'life' | 'removed' | 'combo';

export interface MoveDir {
  do: 'move';
  target: Target;
  to: MoveTo;
  /** Placed in Rest Mode (energy). */
  rest?: boolean;
  /** 11-3-6: only the card on top moves; the card beneath stays in its place. */
  topOnly?: boolean;
}

const WHERE: Record<MoveTo, string> = {
  hand: "back into its owner's hand",
  drop: "into its owner's Drop Area",
  warp: "into its owner's Warp",
  deckTop: "onto its owner's deck, face down on top",
  deckBottom: "under its owner's deck",
  energy: 'into the Energy Area',
  life: 'into the Life Area',
  removed: 'out of the game',
  combo: 'into your Combo Area',
};

const SECRET = new Set<AreaName>(['deck', 'life', 'hand']);

/** A card beneath another (11-3-2-1) goes on its own, to an open area of its owner. */
function moveUnder(run: Run, c: DbsCard, to: MoveTo): void {
  const d = run.d;
  if (to !== 'drop' && to !== 'warp' && to !== 'removed') return;
  for (const p of [0, 1] as const) {
    for (const top of [d.players[p].leader, ...d.players[p].battle, ...d.players[p].combo]) {
      if (!top.under.includes(c)) continue;
      const newId = run.ctx.newObjectId();
      emit(run.ctx, { t: 'unstack', p: c.owner, from: top.id, id: c.id, newId, card: c.def, to });
      return;
    }
  }
}

export const move = defineVerb<MoveDir, Run, TextCtx>({
  verb: 'move',
  schema: z.strictObject({
    do: z.literal('move'),
    target: targetSchema,
    to: z.enum(['hand', 'drop', 'warp', 'deckTop', 'deckBottom', 'energy', 'life', 'removed', 'combo']),
    rest: z.boolean().optional(),
    topOnly: z.boolean().optional(),
  }),
  text: (d) => {
    // Cards that are not in play are added to the hand, not returned to it.
    const add = d.to === 'hand' && !inPlayTarget(d.target);
    const t = d.target;
    // From your own hand to the Drop Area is a discard (our word for it: never the printed phrase).
    if (t.side === 'own' && t.zone === 'hand' && d.to === 'drop' && !t.all && !t.chooser) {
      const n = t.count ?? 1;
      return `Discard ${t.upTo ? 'up to ' : ''}${n} ${filterText(t.filter, n === 1 ? 'card' : 'cards')}.`;
    }
    const verb = d.to === 'warp' ? 'Send' : d.to === 'removed' ? 'Take' : 'Put';
    const mode = d.rest ? ' in Rest Mode' : '';
    const only = d.topOnly ? ' (just the uppermost card)' : '';
    // "Those cards" (the chosen ones, however many) are plural too.
    const plural =
      d.target.all === true ||
      (d.target.count ?? 1) > 1 ||
      d.target.countBy !== undefined ||
      d.target.side === 'looked' ||
      (d.target.side === 'chosen' && d.target.count === undefined);
    const where = add
      ? 'into your hand'
      : plural
        ? WHERE[d.to].replace(/its owner's (\w+( Area)?)/, "their owners' $1s")
        : WHERE[d.to];
    return `${verb} ${targetText(d.target)}${only} ${where}${mode}.`;
  },
  perform(run, d) {
    const { ctx, cat } = run;
    /** The cards placed in each owner's deck, in placement order (3-1-6). */
    const toDeck: [string[], string[]] = [[], []];
    ctx.beginBatch();
    for (const c of run.cards) {
      const at = locate(run.d, c.id);
      if (!at) {
        if (findAnywhere(run.d, c.id)) moveUnder(run, c, d.to);
        continue;
      }
      if (at.area === 'leader') continue;
      // 10-12: [Indestructible] keeps a card in the Battle Area against the opponent's skills.
      if (at.area === 'battle' && at.player !== run.L.master && hasKeyword(cat, run.d, c, 'indestructible'))
        continue;
      // "Does not leave the Battle Area due to skills": whoever's skill it is.
      if (at.area === 'battle' && hasRule(cat, run.d, c, 'staysInBattle')) continue;
      const area: AreaName = d.to === 'deckTop' || d.to === 'deckBottom' ? 'deck' : d.to;
      // 11-2-1: a card chosen by its information that moves from one secret area to another is
      // revealed (a search of the deck for a card that goes to the hand, say).
      if (SECRET.has(at.area) && SECRET.has(area) && run.L.chosen.includes(c.id) && reveals(d.target))
        emit(ctx, { t: 'reveal', p: at.player, id: c.id, card: c.def });
      // 11-3-6: the card beneath takes the top card's place, its position and its power changes.
      if (d.topOnly && (at.area === 'battle' || at.area === 'combo') && c.under.length > 0) {
        const next = c.under[0]!;
        emit(ctx, { t: 'uncover', p: at.player, area: at.area, id: c.id });
        emit(ctx, { t: 'carry', from: c.id, to: next.id });
      }
      // 3-1-7: to its owner's area.
      const rest = d.rest === true || (d.to === 'energy' && hasKeyword(cat, run.d, c, 'energyExhaust'));
      if (area === 'deck' && !c.token) toDeck[c.owner].push(c.def);
      moveCard(ctx, at.player, c.id, at.area, area, {
        toP: c.owner,
        why: 'effect',
        by: run.L.master,
        ...(d.to === 'deckTop'
          ? { at: 'top' as const }
          : d.to === 'deckBottom'
            ? { at: 'bottom' as const }
            : {}),
        ...(rest ? { rest: true } : {}),
      });
    }
    ctx.endBatch();
    if (judgeLoss(ctx)) return false;
    return orderDeckCards(run, d.to === 'deckTop' ? 'top' : 'bottom', toDeck);
  },
});

/**
 * 3-1-6: each owner orders the cards placed together in their deck, the turn player first (1-3-4);
 * copies of one card need no order. True when a decision was started.
 */
function orderDeckCards(run: Run, at: 'top' | 'bottom', toDeck: [string[], string[]]): boolean {
  const tp = run.d.active;
  let pushed = false;
  // Pushed last first: the turn player's runs first.
  for (const p of [tp === 0 ? 1 : 0, tp] as const) {
    const cards = toDeck[p];
    if (new Set(cards).size < 2) continue;
    K.push(run.ctx, 'deckOrder', { p, at, cards });
    pushed = true;
  }
  return pushed;
}

/** Does a target name cards in play (the Leader, Battle or Combo Area)? */
function inPlayTarget(t: Target): boolean {
  if (t.side === 'chosen' || t.side === 'looked') return false;
  if (t.side !== 'own' && t.side !== 'opp' && t.side !== 'both') return true;
  const z = t.zone;
  return z === undefined || z === 'battle' || z === 'field' || z === 'leader' || z === 'combo';
}

/** Was the card chosen for what it is (a filter on a secret area), so that it must be shown (11-2-1)? */
function reveals(t: Target): boolean {
  return t.filter !== undefined && t.side !== 'self' && t.side !== 'subject';
}

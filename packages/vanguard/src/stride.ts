// Stride (10.28) in the stride step (6.5.1.2), and the G units' return to the G zone as the end phase
// begins (6.8.1.1.1, 10.28.4). Every G unit has the stride skill (11.11); the data's G units are
// none (SOURCE.md) and the skills the pool's G units would print are not defined, so each strides
// with the skill's default timing and cost (11.11.1.3.1): in the stride step, by discarding one or
// more hand cards whose grades add up to 3 or more.
import type { PlayerIndex, TypedProcedure } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { cardOption } from './ask.ts';
import { askSelect } from '@arbiter/cardgame';
import { moveCard, type VgCtx } from './events.ts';
import type { VgProcs } from './procs.ts';
import { CIRCLES, opponent, vanguardGrade, type VgCard, type VgData } from './state.ts';

/** 11.11.1.3.1: the grades the default stride cost discards add up to this or more. */
export const STRIDE_COST_GRADES = 3;

const gradeSum = (cat: VgCatalog, cards: readonly VgCard[]): number =>
  cards.reduce((n, c) => n + cat.get(c.def).grade, 0);

/**
 * 6.5.1.2.2, 8.5.2.1.1.3, 10.28.2.2: may player `p` be asked to stride now? Both vanguards are
 * grade 3 or greater and the G zone holds a face-down card. These facts are public, so the question
 * is asked whatever the hand holds and tells the opponent nothing (the options are the owner's).
 */
function strideAsked(cat: VgCatalog, d: VgData, p: PlayerIndex): boolean {
  const pl = d.players[p];
  if (vanguardGrade(cat, pl) < 3 || vanguardGrade(cat, d.players[opponent(p)]) < 3) return false;
  return pl.gzone.some((c) => c.faceDown);
}

export function strideProcedure(cat: VgCatalog): TypedProcedure<VgData, VgProcs['stride']> {
  return (ctx, frame) => {
    const d = ctx.data;
    const p = d.active;
    const pl = d.players[p];
    const L = frame.locals;
    if (frame.step === 0) {
      if (!strideAsked(cat, d, p)) {
        ctx.pop();
        return;
      }
      frame.step = 1;
      // 8.5.2.4: only a G unit whose cost can be paid in full (the hand's grades reach 3).
      const payable = gradeSum(cat, pl.hand) >= STRIDE_COST_GRADES;
      const seen = new Set<string>();
      const options = pl.gzone
        .filter((c) => c.faceDown && cat.get(c.def).type === 'g_unit' && payable)
        .filter((c) => !seen.has(c.def) && (seen.add(c.def), true))
        .map((c) => ({ ...cardOption(cat, c, `Stride ${cat.get(c.def).name}`), at: 'VC' }));
      askSelect(
        ctx,
        p,
        'stride',
        'Stride a G unit from your G zone onto your vanguard, or choose none (6.5.1.2.2).',
        options,
        { min: 0, secret: true },
      );
      return;
    }
    if (frame.step === 1) {
      const [o] = ctx.takeChosen();
      if (o?.obj === undefined) {
        ctx.pop();
        return;
      }
      L.g = o.obj;
      frame.step = 2;
      askCost(ctx, cat, p, L.paid);
      return;
    }
    // The cost's cards are chosen one at a time; any order reaches 3 (the hand's grades do), and
    // once they do the player may add more or pay (11.11.1.3.1: "one or more cards").
    const [c] = ctx.takeChosen();
    if (c && c.yes !== true && c.obj !== undefined) {
      L.paid.push(c.obj);
      if (pl.hand.some((h) => !L.paid.includes(h.id))) {
        askCost(ctx, cat, p, L.paid);
        return;
      }
    }
    ctx.pop();
    stride(ctx, p, L.g, L.paid);
  };
}

/** One card of the stride cost: the hand's cards not yet chosen, and "pay" once the grades reach 3. */
function askCost(ctx: VgCtx, cat: VgCatalog, p: PlayerIndex, paid: readonly number[]): void {
  const hand = ctx.data.players[p].hand;
  const chosen = hand.filter((h) => paid.includes(h.id));
  const sum = gradeSum(cat, chosen);
  const options = hand
    .filter((h) => !paid.includes(h.id))
    .map((h) => cardOption(cat, h, `Discard ${cat.get(h.def).name}`));
  if (sum >= STRIDE_COST_GRADES)
    // Choosing no further card answers "pay now?" with yes (11.11.1.3.1).
    options.push({ id: 'pay', label: `Pay: discard the ${chosen.length} chosen`, yes: true });
  askSelect(
    ctx,
    p,
    'strideCost',
    `Stride cost: choose cards of your hand to discard, their grades adding up to ${STRIDE_COST_GRADES} or more (11.11.1.3.1); chosen so far: grade ${sum}.`,
    options,
    { secret: true },
  );
}

/**
 * 8.5.2.4, 10.28.3: the G unit goes onto the vanguard circle in the stridden unit's orientation
 * (10.28.3.1.1), the vanguard becomes its heart (10.28.3.2, 10.27.2: face up, standing), and the
 * cost is paid, all at once.
 */
function stride(ctx: VgCtx, p: PlayerIndex, g: number, paid: readonly number[]): void {
  const pl = ctx.data.players[p];
  const v = pl.field.VC;
  if (!v) return;
  ctx.beginBatch();
  moveCard(ctx, p, 'VC', 'heart', { id: v.id, keepId: true, rested: false });
  // 10.27.4, 10.28.3.2: a vanguard in a legion state becomes two heart cards, still in legion (10.27.2).
  if (pl.mate) moveCard(ctx, p, 'mate', 'heart', { id: pl.mate.id, keepId: true, rested: false });
  moveCard(ctx, p, 'gzone', 'VC', { id: g, rested: v.rested });
  for (const id of paid) moveCard(ctx, p, 'hand', 'drop', { id });
  ctx.endBatch();
}

/**
 * 6.8.1.1.1: the turn player's G units on the vanguard and rear-guard circles go to the G zone face
 * up; 10.28.4: first the heart cards lose the heart state, in the G unit's orientation, back as the
 * vanguard (10.27.6: not "placed on").
 */
export function returnGUnits(ctx: VgCtx, cat: VgCatalog, p: PlayerIndex): void {
  const pl = ctx.data.players[p];
  ctx.beginBatch();
  for (const c of CIRCLES) {
    const u = pl.field[c];
    if (!u || cat.get(u.def).type !== 'g_unit') continue;
    const rested = u.rested; // read before the move makes the card a new object in the G zone
    moveCard(ctx, p, c, 'gzone', { id: u.id });
    // 10.27.4: heart cards in a legion state are the vanguard in legion again (the Legion Leader became
    // a heart first), which is no "to legion".
    if (c === 'VC')
      pl.heart
        .slice()
        .forEach((h, i) =>
          moveCard(ctx, p, 'heart', i === 0 ? 'VC' : 'mate', { id: h.id, keepId: true, rested }),
        );
  }
  ctx.endBatch();
}

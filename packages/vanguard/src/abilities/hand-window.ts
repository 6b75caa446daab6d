// The hand's hidden-card window (docs/architecture.md, "Hidden cards"; engine/src/hidden.ts): an
// [AUTO](Hand) ability (8.1.1.2.1: active in the hand, e.g. TD02-003) may act at a moment that any
// hand card could answer. Asking only when the hand held such a card would tell the opponent what
// the hand holds, so at every such moment, judged on public facts (the event, whose main phase it
// is, a hand that is not empty), the hand's owner is asked the same question under the same label
// whatever the hand holds; the options that use a card are the owner's to see (4.3.2).
import {
  HIDDEN_WINDOW_ABILITY,
  askHiddenWindow,
  openHiddenWindow,
  type DecisionOption,
  type PendingTrigger,
  type PlayerIndex,
  type TypedProcedure,
} from '@arbiter/engine';
import type { VgCatalog } from '../cards.ts';
import type { VgCtx } from '../events.ts';
import { K, type VgProcs } from '../procs.ts';
import type { VgData } from '../state.ts';
import { holds } from './conditions.ts';
import { canPay } from './costs.ts';
import { abilityLocals, breaksMet, usedKey } from './resolve.ts';
import { timingWords } from './text.ts';
import type { Timing } from './vocab.ts';

/** The window's source: no card object (a hand card's id would tell the cards apart), one per player. */
const handSource = (p: PlayerIndex): number => -1 - p;

/** Is this pending trigger a hand's window? */
export const isHandWindow = (t: PendingTrigger): boolean => t.ability === HIDDEN_WINDOW_ABILITY;

/** Opens player `p`'s hand window for `moment` (a trigger kind), when the hand holds any card. */
export function openHandWindow(ctx: VgCtx, p: PlayerIndex, moment: Timing['on']): void {
  if (ctx.data.players[p].hand.length === 0) return;
  openHiddenWindow(ctx, {
    controller: p,
    source: handSource(p),
    window: 'hand',
    label: 'Your hand: a card there may act now',
    moment,
  });
}

/** The kernel's resolveTrigger for a hand's window: the `handWindow` procedure asks its owner. */
export function pushHandWindow(ctx: VgCtx, t: PendingTrigger): void {
  K.push(ctx, 'handWindow', { p: t.controller, moments: (t.data.moments as string[]).slice() });
}

/** The hand cards' [AUTO](Hand) abilities that may act at these moments now (8.6.2, 8.1.1.2.3). */
function usable(cat: VgCatalog, ctx: VgCtx, p: PlayerIndex, moments: readonly string[]): DecisionOption[] {
  const d = ctx.data;
  const out: DecisionOption[] = [];
  for (const h of d.players[p].hand) {
    (cat.get(h.def).abilities ?? []).forEach((ab, i) => {
      if (ab.kind !== 'auto' || !ab.zones.includes('hand') || !moments.includes(ab.when.on)) return;
      if (!breaksMet(cat, d, p, ab, h.id)) return;
      if (ab.oncePerTurn && d.used.includes(usedKey(h.id, i))) return;
      if (!holds(cat, d, p, h.id, ab.if)) return;
      const L = abilityLocals(p, h.id, h.def, i, false);
      if (!canPay({ ctx, cat, L }, L, ab.cost)) return;
      out.push({
        id: `use:${h.id}:${i}`,
        label: `Use ${cat.get(h.def).name} (${timingWords(ab.when)})`,
        card: h.def,
        obj: h.id,
        ability: i,
      });
    });
  }
  return out;
}

export function handWindowProcedure(cat: VgCatalog): TypedProcedure<VgData, VgProcs['handWindow']> {
  return (ctx, frame) => {
    const { p, moments } = frame.locals;
    if (frame.step === 0) {
      frame.step = 1;
      askHiddenWindow(ctx, {
        player: p,
        kind: 'handWindow',
        prompt: 'A card in your hand may act at this moment (8.1.1.2.1). Use one, or keep your hand hidden.',
        act: usable(cat, ctx, p, moments),
        keep: { id: 'keep', label: 'Keep your hand hidden' },
      });
      return;
    }
    const [o] = ctx.takeChosen();
    ctx.pop();
    if (o?.ability === undefined) return; // "Keep your hand hidden"
    const card = ctx.data.players[p].hand.find((c) => c.id === o.obj);
    if (card) K.push(ctx, 'ability', abilityLocals(p, card.id, card.def, o.ability, false));
  };
}

// Hidden-card windows (docs/architecture.md, "Hidden cards"): a hidden card's owner is asked at every
// moment the hidden card could act, independent of its identity. A set burst (Saga 3-8-2, 10-9),
// a Mirage (Eternal), a face-down card in Vanguard or a card in a DBSCG hidden area may act when
// some kind of event happens; the game opens a window for it at every event of a kind that any card
// of that sort could answer, judged on public facts only, and asks the owner the same question
// whether or not the actual card can act (when it cannot, the only answer is to leave it hidden).
// So neither the fact, the moment, the kind nor the ordering of the question tells anyone else what
// the card is: a careful player at a table does the same, pausing at every such moment.

import type { Ctx } from './engine.ts';
import type { Decision, DecisionOption, PlayerIndex } from './types.ts';

/**
 * `PendingTrigger.ability` of every hidden-card window. One window per hidden card and batch of
 * simultaneous events: the moments of one batch are merged into it (as Saga 8-6-3 activates a
 * trigger once for a batch).
 */
export const HIDDEN_WINDOW_ABILITY = -1000;

export interface HiddenWindow {
  /** The hidden card's owner, who is asked. */
  controller: PlayerIndex;
  /** The hidden card's object id. */
  source: number;
  /** The game's name for this sort of window (e.g. "burst"): the pending trigger's `data.kind`. */
  window: string;
  /**
   * The label shown when the window is ordered among simultaneous effects (Saga 8-5-2-4): the same
   * for every card of its sort ("A face-down burst"), never the card's name.
   */
  label: string;
  /** The kind of event that opened it; the card's own conditions are compared with it later. */
  moment: string;
}

/**
 * Opens a window for a hidden card at an event that some card of its sort could answer: queues it
 * as a pending trigger of the current batch (so it takes its place among simultaneous effects as a
 * real activation would), or adds the moment to the window already open for this card and batch.
 * Call it from the game's trigger collection whenever the card is there, without reading its identity.
 */
export function openHiddenWindow<D extends object>(ctx: Ctx<D>, w: HiddenWindow): void {
  const st = ctx.state;
  for (const t of st.triggers) {
    if (t.batch !== st.batch || t.source !== w.source || t.ability !== HIDDEN_WINDOW_ABILITY) continue;
    const moments = t.data.moments as string[];
    if (!moments.includes(w.moment)) moments.push(w.moment);
    return;
  }
  ctx.queueTrigger({
    controller: w.controller,
    source: w.source,
    ability: HIDDEN_WINDOW_ABILITY,
    label: w.label,
    data: { kind: w.window, moments: [w.moment] },
  });
}

export interface HiddenWindowQuestion {
  player: PlayerIndex;
  /** The decision kind: one per sort of window, whatever the card. */
  kind: string;
  /** For the owner only (the waiting view of the others never carries it). */
  prompt: string;
  /** What the card can do now; empty when it cannot act at this moment. */
  act: DecisionOption[];
  /** Leaving the card hidden: always offered. */
  keep: DecisionOption;
}

/**
 * Asks the owner at a hidden card's window: the actions the card allows now, and keeping it hidden.
 * The decision has the same kind and shape (one of its options) whether the card can act or not.
 */
export function askHiddenWindow<D extends object>(ctx: Ctx<D>, q: HiddenWindowQuestion): void {
  ctx.ask({
    player: q.player,
    kind: q.kind,
    type: 'select',
    prompt: q.prompt,
    // Keeping the card hidden is how the owner declines (`pass`): clients auto-pass with it.
    options: [...q.act, { ...q.keep, pass: true }],
    min: 1,
    max: 1,
    data: { hiddenWindow: q.keep.id },
  });
}

/** The option that keeps the card hidden, when `d` is a hidden-card window; else null. */
export function hiddenWindowKeep(d: Decision): string | null {
  const keep = d.data?.hiddenWindow;
  return typeof keep === 'string' ? keep : null;
}

import type { Ctx, Procedure } from './engine.ts';
import type { PendingTrigger, PlayerIndex } from './types.ts';

export interface CheckpointHooks<D extends object> {
  /** One round of rule processing, all simultaneous management together. True if anything happened. */
  ruleProcessing(ctx: Ctx<D>): boolean;
  /** Pushes the procedure that resolves a triggered effect. */
  resolveTrigger(ctx: Ctx<D>, trigger: PendingTrigger): void;
  /** The player who orders simultaneous triggers (Saga 8-5-2-4: the turn player). */
  orderChooser(ctx: Ctx<D>): PlayerIndex;
  /**
   * The game's ordering policy: which pending triggers may resolve next, and who picks among them.
   * Without it, the newest batch is next and `orderChooser` picks (Saga 8-5-2-4). DBSCG 4-5-3-2 and
   * 4-5-3-3 take every pending [Auto] of the turn player first, then the non-turn player's.
   */
  nextTriggers?(
    ctx: Ctx<D>,
    pending: readonly PendingTrigger[],
  ): { player: PlayerIndex; candidates: PendingTrigger[] };
}

/** The default policy: the newest batch, ordered by `orderChooser`. */
function newestBatch<D extends object>(
  hooks: CheckpointHooks<D>,
  ctx: Ctx<D>,
  pending: readonly PendingTrigger[],
): { player: PlayerIndex; candidates: PendingTrigger[] } {
  let newest = -1;
  for (const t of pending) if (t.batch > newest) newest = t.batch;
  return { player: hooks.orderChooser(ctx), candidates: pending.filter((t) => t.batch === newest) };
}

/**
 * The checkpoint procedure: rule processing repeated until nothing is left, then the pending
 * triggered effects, newest batch first; inside a batch the chooser picks which resolves first.
 * After each resolution, rule processing runs again.
 */
export function checkpointProcedure<D extends object>(hooks: CheckpointHooks<D>): Procedure<D> {
  return (ctx, frame) => {
    const st = ctx.state;
    if (frame.step === 0) {
      if (hooks.ruleProcessing(ctx)) return;
      frame.step = 1;
    }
    if (frame.step === 1) {
      if (st.triggers.length === 0) {
        ctx.pop();
        return;
      }
      const next = hooks.nextTriggers
        ? hooks.nextTriggers(ctx, st.triggers)
        : newestBatch(hooks, ctx, st.triggers);
      const candidates = next.candidates;
      if (candidates.length === 1) {
        take(ctx, candidates[0]!, hooks);
        frame.step = 0;
        return;
      }
      frame.step = 2;
      ctx.ask({
        player: next.player,
        kind: 'orderTriggers',
        type: 'select',
        prompt: 'Several effects activated at the same time. Choose the one to resolve first.',
        // Each option says which pending trigger it is (`nth`): read back by that, never by its id.
        options: candidates.map((t) => {
          const nth = st.triggers.indexOf(t);
          return { id: String(nth), label: t.label, nth };
        }),
        min: 1,
        max: 1,
      });
      return;
    }
    const idx = ctx.takeChosen()[0]?.nth ?? 0;
    take(ctx, st.triggers[idx]!, hooks);
    frame.step = 0;
  };
}

function take<D extends object>(ctx: Ctx<D>, t: PendingTrigger, hooks: CheckpointHooks<D>): void {
  const list = ctx.state.triggers;
  list.splice(list.indexOf(t), 1);
  hooks.resolveTrigger(ctx, t);
}

/**
 * An ordering policy for games whose turn player resolves all of their pending triggers first,
 * choosing one at a time, and only then the other player (DBSCG 4-5-3-2 and 4-5-3-3, Vanguard
 * 8.4.1.2 and 8.4.1.3).
 */
export function turnPlayerFirst(
  turnPlayer: PlayerIndex,
  pending: readonly PendingTrigger[],
): { player: PlayerIndex; candidates: PendingTrigger[] } {
  const mine = pending.filter((t) => t.controller === turnPlayer);
  if (mine.length > 0) return { player: turnPlayer, candidates: mine };
  const player: PlayerIndex = turnPlayer === 0 ? 1 : 0;
  return { player, candidates: pending.filter((t) => t.controller === player) };
}

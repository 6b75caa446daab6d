import { describe, expect, it } from 'vitest';
import {
  askHiddenWindow,
  checkpointProcedure,
  Game,
  HIDDEN_WINDOW_ABILITY,
  hiddenWindowKeep,
  openHiddenWindow,
  type GameModule,
  type JsonObject,
  type PlayerIndex,
  type Viewer,
} from '../src/index.ts';

/**
 * A hidden-card game: players take 1 to 3 tokens in turn; each has a face-down trap that springs
 * on the opponent's odd or even take, as the trap says. Every take by the opponent opens the
 * trap's window (both parities could match), whatever the trap is.
 */
interface TrapData {
  pile: number;
  turn: PlayerIndex;
  traps: [string | null, string | null];
}

const trapGame: GameModule<TrapData, { pile: number; traps: [string, string] }> = {
  id: 'trap',
  ruleset: 'trap/1',
  triggerOncePerBatch: true,
  init(ctx, setup) {
    ctx.push('play');
    return { pile: setup.pile, turn: 0, traps: [...setup.traps] };
  },
  procedures: {
    play(ctx, f) {
      const d = ctx.data;
      if (f.step === 0) {
        f.step = 1;
        const max = Math.min(3, d.pile);
        ctx.ask({ player: d.turn, kind: 'take', type: 'number', prompt: 'Take?', options: [], min: 1, max });
        return;
      }
      const a = ctx.takeAnswer();
      ctx.emit({ t: 'take', p: d.turn, n: a && 'number' in a ? a.number : 1 });
      f.step = 0;
      ctx.push('checkpoint');
    },
    trap(ctx, f) {
      const p = f.locals.p as PlayerIndex;
      const trap = ctx.data.traps[p];
      if (trap === null) {
        ctx.pop();
        return;
      }
      const can = (f.locals.moments as string[]).includes(trap);
      if (f.step === 0) {
        f.step = 1;
        askHiddenWindow(ctx, {
          player: p,
          kind: 'trap',
          prompt: can ? `Spring your ${trap} trap?` : `Your ${trap} trap cannot spring now.`,
          act: can ? [{ id: 'spring', label: 'Spring it' }] : [],
          keep: { id: 'keep', label: 'Keep it hidden' },
        });
        return;
      }
      const a = ctx.takeAnswer();
      if (can && a && 'choose' in a && a.choose[0] === 'spring') ctx.emit({ t: 'spring', p, trap });
      ctx.pop();
    },
    checkpoint: checkpointProcedure<TrapData>({
      ruleProcessing(ctx) {
        if (ctx.data.pile > 0) return false;
        ctx.end({ winner: ctx.data.turn === 0 ? 1 : 0, reason: 'took the last token' });
        return true;
      },
      resolveTrigger(ctx, t) {
        ctx.push('trap', { p: t.controller, moments: t.data.moments! });
      },
      orderChooser: (ctx) => ctx.data.turn,
    }),
  },
  applyEvent(ctx, e: JsonObject) {
    const d = ctx.data;
    if (e.t === 'take') {
      d.pile -= e.n as number;
      d.turn = d.turn === 0 ? 1 : 0;
    }
    if (e.t === 'spring') d.traps[e.p as PlayerIndex] = null;
  },
  collectTriggers(ctx, e) {
    if (e.t !== 'take') return;
    const owner: PlayerIndex = e.p === 0 ? 1 : 0;
    if (ctx.data.traps[owner] === null) return;
    const w = { controller: owner, source: 100 + owner, window: 'trap', label: 'A face-down trap' };
    openHiddenWindow(ctx, { ...w, moment: (e.n as number) % 2 ? 'odd' : 'even' });
    // A second moment in the same batch joins the window already open (one per card and batch).
    if (e.n === 3) openHiddenWindow(ctx, { ...w, moment: 'big' });
  },
  view(state, viewer) {
    const d = state.data;
    return { pile: d.pile, turn: d.turn, traps: d.traps.map((t, p) => (p === viewer ? t : t && 'hidden')) };
  },
};

describe('hidden-card windows', () => {
  it('ask the owner at every moment, so the others see the same whatever the hidden card is', () => {
    const takes = [1, 2, 3, 2, 1, 2, 1];
    const play = (trap: string) => {
      const g = Game.create(trapGame, { pile: 12, traps: ['odd', trap] }, 3);
      const seen: string[] = [];
      const windows: number[] = [];
      let i = 0;
      while (!g.over && i < takes.length) {
        const d = g.decision!;
        if (d.kind === 'trap') {
          if (d.player === 1) windows.push(d.options.length);
          expect(hiddenWindowKeep(d)).toBe('keep');
          g.respond(d.id, { choose: ['keep'] });
        } else g.respond(d.id, { number: Math.min(takes[i++]!, d.max) });
        for (const v of [0, 'spectator'] as Viewer[]) seen.push(JSON.stringify(g.view(v)));
      }
      return { seen, windows };
    };
    const odd = play('odd');
    const even = play('even');
    expect(odd.seen).toEqual(even.seen);
    // Player 2's window opened after each of player 1's takes but the last (1, 3 and 1: odd).
    expect(odd.windows).toEqual([2, 2, 2]);
    expect(even.windows).toEqual([1, 1, 1]);
  });

  it('queue one window per hidden card and batch, with the moments of the batch', () => {
    const g = Game.create(trapGame, { pile: 12, traps: ['odd', 'even'] }, 3);
    g.respond(g.decision!.id, { number: 2 });
    const d = g.decision!;
    expect(d.kind).toBe('trap');
    expect(d.options.map((o) => o.id)).toEqual(['spring', 'keep']);
    expect(g.view(0).decision).toEqual({ id: d.id, player: 1, kind: 'trap', waiting: true });
    expect(g.view('spectator').decision).toEqual(g.view(0).decision);
    g.respond(d.id, { choose: ['spring'] });
    expect(g.state.log.at(-1)!.event).toEqual({ t: 'spring', p: 1, trap: 'even' });
    // Player 1 takes 3: one window for player 2's trap, holding both moments of the batch.
    const big = Game.create(trapGame, { pile: 12, traps: ['odd', 'big'] }, 3);
    big.respond(big.decision!.id, { number: 3 });
    expect(big.decision!.options.map((o) => o.id)).toEqual(['spring', 'keep']);
    expect(big.state.frames.at(-1)!.locals.moments).toEqual(['odd', 'big']);
    expect(big.state.triggers.filter((t) => t.ability === HIDDEN_WINDOW_ABILITY)).toEqual([]);
  });
});

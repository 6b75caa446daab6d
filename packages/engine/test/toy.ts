import { checkpointProcedure, type GameModule, type JsonObject, type PlayerIndex } from '../src/index.ts';

/**
 * A tiny game that exercises the kernel without any card game: a pile of tokens, players take
 * 1 to 3 in turn, the one who takes the last token wins. Each player also gets a secret number
 * (logged as a secret), and taking exactly 2 triggers a bonus effect resolved at a checkpoint.
 */
export interface ToyData {
  pile: number;
  turn: PlayerIndex;
  secret: [number, number];
  bonus: [number, number];
}

export const toy: GameModule<ToyData, { pile: number }> = {
  id: 'toy',
  ruleset: 'toy/1',
  triggerOncePerBatch: true,
  init(ctx, setup) {
    ctx.push('play');
    return { pile: setup.pile, turn: 0, secret: [0, 0], bonus: [0, 0] };
  },
  procedures: {
    play(ctx, f) {
      const d = ctx.data;
      if (f.step === 0) {
        for (const p of [0, 1] as PlayerIndex[]) {
          ctx.emit({ t: 'secret', p }, { to: [p], data: { value: 1 + ctx.random(100) } });
        }
        f.step = 1;
      }
      if (f.step === 1) {
        const max = Math.min(3, d.pile);
        f.step = 2;
        ctx.ask({
          player: d.turn,
          kind: 'take',
          type: 'number',
          prompt: 'Take how many?',
          options: [],
          min: 1,
          max,
        });
        return;
      }
      const a = ctx.takeAnswer();
      const n = a && 'number' in a ? a.number : 1;
      ctx.emit({ t: 'take', p: d.turn, n });
      f.step = 1;
      ctx.push('checkpoint');
    },
    bonus(ctx, f) {
      ctx.emit({ t: 'bonus', p: f.locals.p as number });
      ctx.pop();
    },
    checkpoint: checkpointProcedure<ToyData>({
      ruleProcessing(ctx) {
        const d = ctx.data;
        if (d.pile === 0) {
          ctx.end({ winner: d.turn === 0 ? 1 : 0, reason: 'took the last token' });
          return true;
        }
        return false;
      },
      resolveTrigger(ctx, t) {
        ctx.push('bonus', { p: t.controller });
      },
      orderChooser: (ctx) => ctx.data.turn,
    }),
  },
  applyEvent(ctx, e: JsonObject) {
    const d = ctx.data;
    if (e.t === 'secret') d.secret[e.p as number] = e.value as number;
    if (e.t === 'take') {
      d.pile -= e.n as number;
      d.turn = d.turn === 0 ? 1 : 0;
    }
    if (e.t === 'bonus') d.bonus[e.p as number]!++;
  },
  collectTriggers(ctx, e) {
    if (e.t === 'take' && e.n === 2) {
      // Two triggers from one event: both players' bonuses, ordered by the chooser.
      ctx.queueTrigger({ controller: 0, source: 1, ability: 0, label: 'bonus for player 1', data: {} });
      ctx.queueTrigger({ controller: 1, source: 2, ability: 0, label: 'bonus for player 2', data: {} });
      ctx.queueTrigger({ controller: 1, source: 2, ability: 0, label: 'duplicate', data: {} });
    }
  },
  view(state, viewer) {
    const d = state.data;
    return {
      pile: d.pile,
      turn: d.turn,
      bonus: [...d.bonus],
      secret: viewer === 'spectator' ? null : d.secret[viewer],
    };
  },
};

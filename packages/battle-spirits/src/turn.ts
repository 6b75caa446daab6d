// The game's set-up (5-2) and its turns (6-1 to 6-8): the procedures `game`, `setup`, `coreStep` and `turn`.
import type { PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { coreStepSubstitutes } from './continuous.ts';
import { drawCard } from './effects.ts';
import { emit, moveCores } from './events.ts';
import { attackStepRemoved, drawStepExtra } from './player-rules.ts';
import { extraRefreshStep, refreshStep } from './refresh-step.ts';
import { other } from './state.ts';
import { answeredYes, ask, chosenOption } from './asking.ts';
import { mulliganPrompt, resolveMulligan } from './formats.ts';
import { lossReason } from './eternal-words.ts';
import { K, type SagaProcDefs } from './procs.ts';

type Procedures = Pick<SagaProcDefs, 'game' | 'setup' | 'coreStep' | 'turn'>;

/** Set-up and the turn with its steps. */
export function turnProcedures(reg: CardRegistry): Procedures {
  const name = (def: string) => reg.get(def).name;
  return {
    game(ctx, f) {
      if (f.step === 0) {
        f.step = 1;
        if (!f.locals.started) K.push(ctx, 'setup', {});
        return;
      }
      K.push(ctx, 'turn', {});
    },

    setup(ctx, f) {
      const d = ctx.data;
      if (f.step === 0) {
        for (const p of [0, 1] as PlayerIndex[]) {
          emit(ctx, { t: 'shuffle', p }); // 5-2-2
          moveCores(ctx, p, 'void', 'life', 5, false, 'rule'); // 5-2-3
          moveCores(ctx, p, 'void', 'reserve', 3, true, 'rule'); // 5-2-4
        }
        for (const p of [0, 1] as PlayerIndex[]) for (let i = 0; i < 4; i++) drawCard(ctx, p); // 5-2-5
        // 5-2-6: a random method picks who decides; that player chooses to go first or second.
        const winner = ctx.random(2) as PlayerIndex;
        f.locals.toss = winner;
        f.step = 1;
        ask(ctx, {
          player: winner,
          kind: 'chooseFirst',
          type: 'select',
          prompt: 'You won the toss. Do you want to be player one (take the first turn)?',
          options: [
            { id: 'first', label: 'Go first', yes: true },
            { id: 'second', label: 'Go second', yes: false },
          ],
          min: 1,
          max: 1,
        });
        return;
      }
      if (f.step === 1) {
        const toss = f.locals.toss ?? 0;
        const first = answeredYes(ctx) ? toss : other(toss);
        emit(ctx, { t: 'first', p: first });
        f.step = 2;
      }
      // 5-2-7: starting with player one, each decides on a mulligan.
      if (f.step === 2 || f.step === 4) {
        const p = f.step === 2 ? d.first : other(d.first);
        f.step++;
        // The question in the format's words (Saga 5-2-7, Eternal E281).
        const { prompt, redraw } = mulliganPrompt(d);
        ask(ctx, {
          player: p,
          kind: 'mulligan',
          type: 'select',
          prompt,
          options: [
            { id: 'keep', label: 'Keep', yes: false },
            { id: 'mulligan', label: redraw, yes: true },
          ],
          min: 1,
          max: 1,
        });
        return;
      }
      if (f.step === 3 || f.step === 5) {
        const p = f.step === 3 ? d.first : other(d.first);
        resolveMulligan(ctx, p, answeredYes(ctx));
        f.step++;
        if (f.step === 4) return;
        emit(ctx, { t: 'turn', turn: 1, p: d.first }); // 5-2-8
        ctx.pop();
      }
    },

    /** 6-3-2: the core step's core, or what a substitution gives instead (8-9). */
    coreStep(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      const subs = coreStepSubstitutes(reg, d, p);
      let gain = 1;
      if (f.step === 1) {
        const source = chosenOption(ctx)?.obj;
        const pick = subs.find((s) => s.source === source);
        gain = (pick ?? subs[0])?.gain ?? 1;
      } else if (subs.length === 1) {
        gain = subs[0]!.gain;
      } else if (subs.length > 1) {
        // 8-9-2-2: the player performing the action picks one; 8-9-3: only one applies.
        f.step = 1;
        ask(ctx, {
          player: p,
          kind: 'substitute',
          type: 'select',
          prompt: 'Core step: which substitution applies?',
          options: subs.map((s) => ({
            id: String(s.source),
            label: `${name(s.card)}: gain ${s.gain}`,
            card: s.card,
            obj: s.source,
          })),
          min: 1,
          max: 1,
        });
        return;
      }
      ctx.pop();
      moveCores(ctx, p, 'void', 'reserve', gain, false, 'rule');
    },

    turn(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      switch (f.step) {
        case 0:
          emit(ctx, { t: 'step', step: 'start', p }); // 6-2-1
          // 6-2-2, 9-2-4: a player who must start a turn with no deck loses.
          if (d.players[p].deck.length === 0) {
            ctx.end({ winner: other(p), reason: lossReason(d, p, 'deck') });
            return;
          }
          f.step = 1;
          K.push(ctx, 'checkpoint', {});
          return;
        case 1:
          f.step = 2;
          if (d.turn === 1) return; // 6-3-3
          emit(ctx, { t: 'step', step: 'core', p });
          K.push(ctx, 'checkpoint', {});
          K.push(ctx, 'coreStep', {});
          return;
        case 2:
          f.step = 3;
          emit(ctx, { t: 'step', step: 'draw', p });
          drawCard(ctx, p); // 6-4-2
          {
            // Extra draws of constant effects come with the step's draw; the discards follow them all.
            const extra = drawStepExtra(reg, d, p);
            for (let k = 0; k < extra.draws; k++) drawCard(ctx, p);
            K.push(ctx, 'checkpoint', {});
            const n = Math.min(extra.discards, d.players[p].hand.length);
            if (n > 0) K.push(ctx, 'discardHand', { p, n });
          }
          return;
        case 3:
          f.step = 4;
          refreshStep(ctx, p); // 6-5
          return;
        case 4:
          f.step = 5;
          emit(ctx, { t: 'step', step: 'main', p });
          K.push(ctx, 'main', {});
          return;
        case 5:
          f.step = 6;
          if (d.turn === 1 || attackStepRemoved(reg, d)) return; // 6-7-2; an effect took it away
          emit(ctx, { t: 'step', step: 'attack', p });
          K.push(ctx, 'attackStep', {});
          return;
        case 6: {
          // A constant effect may add a refresh step after the attack step; the end step follows it
          // (no second attack step: rulings on BSS01-061).
          const extra =
            d.turn === 1 || f.locals.extraRefresh === true ? undefined : extraRefreshStep(reg, d, p);
          if (extra) {
            f.locals.extraRefresh = true;
            if (extra.once) emit(ctx, { t: 'used', id: extra.id, ability: extra.ability, card: extra.card });
            refreshStep(ctx, p);
            return;
          }
          f.step = 7;
          emit(ctx, { t: 'step', step: 'end', p }); // 6-8-1-1
          K.push(ctx, 'checkpoint', {});
          return;
        }
        case 7:
          f.step = 8;
          emit(ctx, { t: 'expire', until: 'turn' }); // 6-8-1-2
          K.push(ctx, 'checkpoint', {});
          return;
        default:
          emit(ctx, { t: 'turn', turn: d.turn + 1, p: other(p) }); // 6-8-1-3
          ctx.pop();
      }
    },
  };
}

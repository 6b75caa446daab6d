// The main step (6-6) and the actions a player chooses there or at a flash timing: core moves, activated effects, Awaken.
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { startEffect } from './effects.ts';
import { emit, moveCard, moveCores } from './events.ts';
import { coreSources, spendCores, takenCores } from './payment.ts';
import { awakenPrompt, awakenSource } from './formats.ts';
import { coresAt as coresAtPlace, findOnField, type CoreLoc, type SagaData } from './state.ts';
import { answerTookBack, ask, chosenOption, freeChoice } from './asking.ts';
import type { OptionBuilders } from './main-options.ts';
import { K, type SagaProcDefs } from './procs.ts';
import { exhaustedByCoreMove } from './restrictions.ts';
import { braveCombine, braveSeparate } from './brave.ts';
import { braveLeave } from './brave-leave.ts';

type Procedures = Pick<
  SagaProcDefs,
  'main' | 'moveCores' | 'activate' | 'awaken' | 'braveCombine' | 'braveSeparate' | 'braveLeave'
>;

/** The main step and its actions (`main`, `moveCores`, `activate`, `awaken`). */
export function mainStepProcedures(reg: CardRegistry, opts: OptionBuilders): Procedures {
  /** Cards whose cores were moved by no effect, exhausted by a constant saying so (Eternal BS01-100). */
  const exhaustMoved = (ctx: Ctx<SagaData>, from: CoreLoc, to: CoreLoc): void => {
    for (const { id, by } of exhaustedByCoreMove(reg, ctx.data, [from, to]))
      emit(ctx, { t: 'exhaust', id, by });
  };
  const { mainOptions, moveOptions } = opts;
  return {
    main(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      if (f.step === 0) {
        f.step = 1;
        delete f.locals.tookBack; // an action taken back: its choice again, nothing changed
        K.push(ctx, 'checkpoint', {}); // 6-6-1-2-4: management first
        return;
      }
      if (f.step === 1) {
        const options = mainOptions(d, p);
        if (options.length === 1) {
          ctx.pop(); // nothing but "end" can be done
          return;
        }
        if (freeChoice(ctx, 'mainAction', p)) return;
        f.step = 2;
        ask(ctx, {
          player: p,
          kind: 'mainAction',
          type: 'select',
          prompt: 'Main step: choose an action.',
          options,
          min: 1,
          max: 1,
          secret: true,
        });
        return;
      }
      const o = chosenOption(ctx);
      f.step = 0;
      const id = o?.obj ?? -1;
      switch (o?.act) {
        case undefined:
          ctx.pop(); // 6-6-1-2-5: "end"
          return;
        case 'summon':
        case 'place':
          K.push(ctx, 'deploy', { id, p, swift: false, back: true });
          return;
        case 'magic':
          K.push(ctx, 'useMagic', { id, p, timing: 'main' });
          return;
        case 'burst': {
          const pl = d.players[p];
          // 3-8-3: setting a second burst discards the first.
          if (pl.burst) moveCard(ctx, p, pl.burst.id, 'burst', 'trash');
          const newId = moveCard(ctx, p, id, 'hand', 'burst');
          emit(ctx, { t: 'setBurst', p }, p, { newId });
          return;
        }
        case 'move':
          K.push(ctx, 'moveCores', { p });
          return;
        case 'act':
          K.push(ctx, 'activate', { p, id, ability: o?.ability ?? -1 });
          return;
        case 'brave':
          K.push(ctx, 'braveCombine', { p, id });
          return;
        case 'swap':
          K.push(ctx, 'braveCombine', { p, id, swap: true });
          return;
        case 'separate':
          K.push(ctx, 'braveSeparate', { p, id });
          return;
      }
    },

    /** 6-6-1-2-3: one move of cores, or a soul core swap; taken back until the count is given. */
    moveCores(ctx, f) {
      const d = ctx.data;
      const p = f.locals.p;
      if (f.step === 0) {
        f.step = 1;
        // Moving nothing is no action: the way out is taking the action back.
        ask(ctx, {
          player: p,
          kind: 'moveCores',
          type: 'select',
          prompt: 'Which cores do you move?',
          options: moveOptions(d, p),
          min: 1,
          max: 1,
          back: true,
        });
        return;
      }
      if (answerTookBack(ctx)) return;
      if (f.step === 1) {
        const o = chosenOption(ctx);
        const from = o?.from;
        const to = o?.to;
        if (!from || !to) throw new Error('A core move names the places its cores go between.');
        if (o?.cores === 'soul') {
          moveCores(ctx, p, from, to, 0, true, 'owner');
          exhaustMoved(ctx, from, to);
        } else if (o?.cores === 'swap') {
          ctx.beginBatch();
          moveCores(ctx, p, from, to, 0, true, 'owner');
          moveCores(ctx, p, to, from, 1, false, 'owner');
          ctx.endBatch();
          exhaustMoved(ctx, from, to);
        } else {
          const avail = coresAt(d, p, from);
          if (avail > 1) {
            f.locals.from = from;
            f.locals.to = to;
            f.step = 2;
            ask(ctx, {
              player: p,
              kind: 'moveCount',
              type: 'number',
              prompt: 'How many cores?',
              options: [],
              min: 1,
              max: avail,
              back: true,
            });
            return;
          }
          moveCores(ctx, p, from, to, 1, false, 'owner');
          exhaustMoved(ctx, from, to);
        }
        ctx.pop();
        return;
      }
      const a = ctx.takeAnswer();
      const n = a && 'number' in a ? a.number : 1;
      moveCores(ctx, p, f.locals.from!, f.locals.to!, n, false, 'owner');
      exhaustMoved(ctx, f.locals.from!, f.locals.to!);
      ctx.pop();
    },

    /** Activated effects of field cards (8-1-3): costs and directives run in the effect procedure. */
    activate(ctx, f) {
      const { p, id, ability } = f.locals;
      const c = findOnField(ctx.data, id);
      ctx.pop();
      if (c) startEffect(ctx, c.def, ability, p, c.id);
    },

    braveSeparate(ctx, f) {
      braveSeparate(reg, ctx, f);
    },
    braveCombine(ctx, f) {
      braveCombine(reg, ctx, f);
    },
    braveLeave(ctx, f) {
      braveLeave(reg, ctx, f);
    },

    /** 11-1-1: Awaken moves cores from the player's other field cards onto the spirit. */
    awaken(ctx, f) {
      const d = ctx.data;
      const { p, id } = f.locals;
      if (f.step === 0) {
        const src = coreSources(reg, d, p, id);
        // The cards the cores may come from, by the object each option names (not the reserve).
        const sources = src.options.filter((o) => {
          const from = o.obj === undefined ? undefined : findOnField(d, o.obj);
          return from !== undefined && awakenSource(reg, d, from);
        });
        const avail = sources.reduce((s, o) => s + (o.max ?? 0), 0);
        if (!findOnField(d, id) || avail === 0) {
          ctx.pop();
          return;
        }
        f.step = 1;
        ask(ctx, {
          player: p,
          kind: 'awaken',
          type: 'distribute',
          prompt: awakenPrompt(d),
          options: sources,
          min: 1,
          max: avail,
          data: src.data,
          back: true, // nothing has happened yet: back to the flash timing
        });
        return;
      }
      if (answerTookBack(ctx)) return;
      // Cores left through the player's own effect: a card emptied this way self-destructs (11-1-1).
      spendCores(ctx, p, takenCores(ctx), `c${id}`, 'owner');
      ctx.pop();
    },
  };
}

function coresAt(d: SagaData, p: PlayerIndex, loc: CoreLoc): number {
  return coresAtPlace(d, p, loc)?.n ?? 0;
}

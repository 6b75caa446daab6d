// The `effect` procedure: resolves a skill's directives in written order (1-3-7), choosing each
// directive's target as it comes (8-5-3), with the generic cursor of @arbiter/cardgame so that the
// effect can pause at any decision.
import { advanceCursor, currentDirective, enterBlock } from '@arbiter/cardgame';
import type { TypedProcedure } from '@arbiter/engine';
import type { DecisionOption } from '@arbiter/engine';
import { ask, askYesNo, cardOption, chosenIds } from './ask.ts';
import type { DbsCatalog } from './cards.ts';
import type { EffectLocals } from './procs.ts';
import { candidates, skillOf, type Candidate, type Run } from './run.ts';
import type { DbsData } from './state.ts';
import { VERBS, type Directive } from './verbs/index.ts';
import { effectText } from './verbs/list.ts';
import type { Skill, Target } from './vocab.ts';

/** The directives of a skill (none for keyword skills without an effect of their own). */
export function effectOf(skill: Skill | undefined): Directive[] {
  if (!skill || !('effect' in skill)) return [];
  return skill.kind === 'permanent' ? [] : skill.effect;
}

const blocks = (d: Directive, mode: number): readonly Directive[] | null => VERBS.blocks(d, mode);

/** Areas whose cards are face down to the chooser: their options name no card (3-2-2, 3-9-2). */
const FACE_DOWN = new Set(['deck', 'life']);

/**
 * 8-5-3-5: choosing in a secret area with a condition on the cards, a player may choose fewer.
 * Only the hand counts here: deck and life choices have no condition a player could check.
 */
function mayChooseFewer(t: Target): boolean {
  return t.zone === 'hand' && t.filter !== undefined;
}

function targetOptions(cat: DbsCatalog, list: Candidate[], t: Target): DecisionOption[] {
  if (FACE_DOWN.has(t.zone ?? '')) {
    return list.map((x, i) => ({ id: String(x.card.id), label: `Face-down card ${i + 1}`, obj: x.card.id }));
  }
  return list.map((x) => cardOption(cat, x.card));
}

export function effectProcedure(cat: DbsCatalog): TypedProcedure<DbsData, EffectLocals> {
  return (ctx, f) => {
    const L = f.locals;
    const skill = skillOf(cat, L);
    const effect = effectOf(skill);
    const run: Run = { ctx, cat, d: ctx.data, L, cards: [] };
    const name = cat.get(L.card).name;

    if (L.wait === 1) {
      // A target was chosen for the directive the cursor is on.
      L.wait = 0;
      const ids = chosenIds(ctx).map(Number);
      const dir = currentDirective(effect, L.cursor, blocks);
      if (dir) {
        const cands = candidates(run, (dir as { target: Target }).target);
        run.cards = ids.flatMap((id) => cands.filter((c) => c.card.id === id).map((c) => c.card));
        L.chosen = run.cards.map((c) => c.id);
        const pushed = VERBS.perform(run, dir);
        advanceCursor(effect, L.cursor, blocks);
        if (pushed) return;
      }
    } else if (L.wait === 2) {
      // A block's choice: "you may" answered yes or no, or the option of a "choose".
      L.wait = 0;
      const picked = chosenIds(ctx)[0];
      const dir = currentDirective(effect, L.cursor, blocks);
      if (dir?.do === 'may' && picked === 'yes' && dir.then.length > 0) enterBlock(L.cursor);
      else if (dir?.do === 'choose' && picked !== undefined) {
        L.cursor.mode = Number(picked);
        if ((dir.options[L.cursor.mode] ?? []).length > 0) enterBlock(L.cursor);
        else advanceCursor(effect, L.cursor, blocks);
      } else advanceCursor(effect, L.cursor, blocks);
    }

    for (;;) {
      if (ctx.state.result) return;
      const dir = currentDirective(effect, L.cursor, blocks);
      if (!dir) {
        ctx.pop();
        return;
      }
      if (dir.do === 'may') {
        L.wait = 2;
        askYesNo(
          ctx,
          L.master,
          'useOptional',
          `${name}: ${effectText([dir], { cat })}`,
          'Do it',
          'Do not',
          L.card,
        );
        return;
      }
      if (dir.do === 'choose') {
        L.wait = 2;
        ask(ctx, {
          player: L.master,
          kind: 'chooseOption',
          prompt: `${name}: choose one.`,
          options: dir.options.map((o, k) => ({ id: String(k), label: effectText(o, { cat }) })),
          min: 1,
          max: 1,
        });
        return;
      }
      if (VERBS.get(dir.do).blocks) {
        const enter = VERBS.perform(run, dir);
        if (enter && (VERBS.blocks(dir, L.cursor.mode) ?? []).length > 0) enterBlock(L.cursor);
        else advanceCursor(effect, L.cursor, blocks);
        continue;
      }
      if ('target' in dir) {
        const t = dir.target;
        const list = candidates(run, t);
        const want =
          t.all || t.side === 'self' || t.side === 'subject' || t.side === 'attacker' || t.side === 'guard'
            ? list.length
            : t.side === 'chosen' && t.count === undefined
              ? list.length
              : (t.count ?? 1);
        const need = Math.min(want, list.length);
        const fewer = t.upTo === true || mayChooseFewer(t);
        // 8-5-3-4: nothing to choose, nothing happens; 8-5-3-1: when all must be chosen, no decision.
        if (list.length === 0 || need === 0) {
          if (t.side !== 'chosen') L.chosen = [];
          advanceCursor(effect, L.cursor, blocks);
          continue;
        }
        if (!fewer && need === list.length) {
          run.cards = list.map((x) => x.card);
          if (t.side !== 'chosen') L.chosen = run.cards.map((c) => c.id);
          const pushed = VERBS.perform(run, dir);
          advanceCursor(effect, L.cursor, blocks);
          if (pushed) return;
          continue;
        }
        L.wait = 1;
        ask(ctx, {
          player: L.master,
          kind: 'target',
          prompt: `${name}: choose ${fewer ? 'up to ' : ''}${need}. ${effectText([dir], { cat })}`,
          options: targetOptions(cat, list, t),
          min: fewer ? 0 : need,
          max: need,
          secret: t.zone === 'hand' || FACE_DOWN.has(t.zone ?? ''),
        });
        return;
      }
      run.cards = [];
      const pushed = VERBS.perform(run, dir);
      advanceCursor(effect, L.cursor, blocks);
      if (pushed) return;
    }
  };
}

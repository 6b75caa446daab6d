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
import { locate, type DbsData } from './state.ts';
import { VERBS, type Directive } from './verbs/index.ts';
import { effectText } from './verbs/list.ts';
import { effectOf } from './keywords.ts';
import { decodePicks, encodePick } from './verbs/blocks.ts';
import type { Target } from './vocab.ts';

export { effectOf };

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

/** Is this card in a secret area (3-1-3)? */
function hidden(d: DbsData, id: number): boolean {
  const a = locate(d, id)?.area;
  return a === 'deck' || a === 'life' || a === 'hand';
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

    /** 10-27: the next option of a "choose X", among those not chosen yet. */
    function askOption(dir: Extract<Directive, { do: 'choose' }>): void {
      const taken = decodePicks(L.cursor.mode, dir.options.length);
      const n = Math.min(dir.n, dir.options.length);
      L.wait = 2;
      ask(ctx, {
        player: L.master,
        kind: 'chooseOption',
        prompt:
          n === 1
            ? `${name}: choose one.`
            : `${name}: choose option ${taken.length + 1} of ${n} (in resolving order).`,
        options: dir.options.flatMap((o, k) =>
          taken.includes(k) ? [] : [{ id: String(k), label: effectText(o, { cat }) }],
        ),
        min: 1,
        max: 1,
      });
    }

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
        // 10-27-3: the options are chosen one after another, in the order they will resolve.
        L.cursor.mode = encodePick(L.cursor.mode, Number(picked), dir.options.length);
        if (decodePicks(L.cursor.mode, dir.options.length).length < Math.min(dir.n, dir.options.length)) {
          askOption(dir);
          return;
        }
        if ((VERBS.blocks(dir, L.cursor.mode) ?? []).length > 0) enterBlock(L.cursor);
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
        L.cursor.mode = 0;
        askOption(dir);
        return;
      }
      if (VERBS.get(dir.do).blocks) {
        const enter = VERBS.perform(run, dir);
        if (enter && (VERBS.blocks(dir, L.cursor.mode) ?? []).length > 0) enterBlock(L.cursor);
        else advanceCursor(effect, L.cursor, blocks);
        continue;
      }
      if ('target' in dir && dir.target) {
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
          // Cards of a secret area (a hand, or cards looked at, 11-6-1) are named to the chooser only.
          secret:
            t.zone === 'hand' || FACE_DOWN.has(t.zone ?? '') || list.some((x) => hidden(ctx.data, x.card.id)),
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

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
import { locate, type DbsCard, type DbsData } from './state.ts';
import { VERBS, type Directive } from './verbs/index.ts';
import { effectText } from './verbs/list.ts';
import { effectOf } from './keywords.ts';
import { decodePicks, encodePick } from './verbs/blocks.ts';
import type { Target } from './vocab.ts';

export { effectOf };

const blocks = (d: Directive, mode: number): readonly Directive[] | null => VERBS.blocks(d, mode);

/**
 * Is this candidate face down to the effect's master? Life cards are face down to everyone (3-9-2),
 * and the hand to everyone but its owner (3-3-3). A choice from a deck is made looking through its
 * faces (8-5-3-7), so deck cards are chosen by what they are.
 */
function faceDown(t: Target, c: Candidate, master: number): boolean {
  return t.zone === 'life' || (t.zone === 'hand' && c.player !== master);
}

/** Is this card in a secret area (3-1-3)? Cards looked at there (11-6-1) are named to the chooser only. */
function inSecretArea(d: DbsData, id: number): boolean {
  const a = locate(d, id)?.area;
  return a === 'deck' || a === 'life' || a === 'hand';
}

/**
 * The cards a target offers: the matching cards the master can see, and every face-down card of the
 * zone, the condition unchecked (8-5-3-5: a face-down card cannot be known to meet it). The count of
 * matching face-down cards would tell the master what they hide.
 */
function offered(run: Run, t: Target): { seen: Candidate[]; hidden: Candidate[] } {
  const master = run.L.master;
  const seen = candidates(run, t).filter((c) => !faceDown(t, c, master));
  if (t.zone !== 'deck' && t.zone !== 'life' && t.zone !== 'hand') return { seen, hidden: [] };
  const { filter: _unchecked, ...unfiltered } = t;
  const hidden = candidates(run, unfiltered).filter((c) => faceDown(t, c, master));
  return { seen, hidden };
}

/**
 * 8-5-3-5: choosing in a secret area with a condition on the cards, a player may choose fewer than
 * asked (the hand, whose cards its owner sees but the opponent cannot check, or face-down cards).
 */
function mayChooseFewer(t: Target): boolean {
  return (t.zone === 'hand' || t.zone === 'deck' || t.zone === 'life') && t.filter !== undefined;
}

/** The options of a target choice: visible cards by object, face-down ones by position only. */
function targetOptions(cat: DbsCatalog, seen: Candidate[], hidden: Candidate[], t: Target): DecisionOption[] {
  const where =
    t.zone === 'hand' ? " in your opponent's hand" : t.zone === 'life' ? ' of the life' : ' of the deck';
  return [
    ...seen.map((x) => cardOption(cat, x.card)),
    ...hidden.map((_, i) => ({ id: `fd${i}`, label: `Face-down card ${i + 1}${where}` })),
  ];
}

/**
 * The cards an answer took: the visible ones by id; for face-down positions, as many cards drawn at
 * random among the face-down ones (the master could not tell them apart), of which only those that
 * meet the condition are acted on (8-5-3-5).
 */
function pickedCards(run: Run, t: Target, ids: readonly string[]): DbsCard[] {
  const { seen, hidden } = offered(run, t);
  const out = ids.flatMap((id) => seen.filter((c) => String(c.card.id) === id).map((c) => c.card));
  const k = ids.filter((id) => id.startsWith('fd')).length;
  if (k === 0) return out;
  const pool = hidden.map((c) => c.card);
  run.ctx.shuffle(pool);
  const wanted = candidates(run, t).map((c) => c.card.id);
  return [...out, ...pool.slice(0, k).filter((c) => wanted.includes(c.id))];
}

/** Records the cards a directive took, and when: later moves of theirs are followed (8-10-1). */
function choose(L: EffectLocals, cards: readonly DbsCard[], at: number): void {
  L.chosen = cards.map((c) => c.id);
  L.chosenAt = at;
}

export function effectProcedure(cat: DbsCatalog): TypedProcedure<DbsData, EffectLocals> {
  return (ctx, f) => {
    const L = f.locals;
    const skill = skillOf(cat, L);
    const effect = effectOf(skill, L.part);
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
      const ids = chosenIds(ctx);
      const dir = currentDirective(effect, L.cursor, blocks);
      if (dir) {
        run.cards = pickedCards(run, (dir as { target: Target }).target, ids);
        choose(L, run.cards, ctx.state.log.length);
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
        const { seen, hidden } = offered(run, t);
        const total = seen.length + hidden.length;
        const want =
          t.all || t.side === 'self' || t.side === 'subject' || t.side === 'attacker' || t.side === 'guard'
            ? total
            : t.side === 'chosen' && t.count === undefined
              ? total
              : (t.count ?? 1);
        const need = Math.min(want, total);
        const fewer = t.upTo === true || mayChooseFewer(t);
        // 8-5-3-4: nothing to choose, nothing happens; 8-5-3-1, 8-5-3-3: when every card there must
        // be chosen, no decision (and only the ones meeting the condition are acted on).
        if (total === 0 || need === 0) {
          if (t.side !== 'chosen') choose(L, [], ctx.state.log.length);
          advanceCursor(effect, L.cursor, blocks);
          continue;
        }
        if (!fewer && need === total) {
          run.cards = candidates(run, t).map((x) => x.card);
          if (t.side !== 'chosen') choose(L, run.cards, ctx.state.log.length);
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
          options: targetOptions(cat, seen, hidden, t),
          min: fewer ? 0 : need,
          max: need,
          // Cards of a secret area (a hand, or cards looked at, 11-6-1) are named to the chooser only.
          secret:
            t.zone === 'hand' ||
            t.zone === 'deck' ||
            t.zone === 'life' ||
            seen.some((x) => inSecretArea(ctx.data, x.card.id)),
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

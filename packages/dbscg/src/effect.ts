// The `effect` procedure: resolves a skill's directives in written order (1-3-7), choosing each
// directive's target as it comes (8-5-3), with the generic cursor of @arbiter/cardgame so that the
// effect can pause at any decision.
import { advanceCursor, currentDirective, enterBlock } from '@arbiter/cardgame';
import type { TypedProcedure } from '@arbiter/engine';
import type { DecisionOption, PlayerIndex } from '@arbiter/engine';
import { ask, askYesNo, cardOption } from './ask.ts';
import type { DbsCatalog } from './cards.ts';
import { canPay } from './costs.ts';
import { powerOf } from './continuous.ts';
import { K, type EffectLocals } from './procs.ts';
import { amountOf, candidates, skillOf, type Candidate, type Run } from './run.ts';
import { locate, other, type DbsCard, type DbsData } from './state.ts';
import { VERBS, type Directive } from './verbs/index.ts';
import { effectText } from './verbs/list.ts';
import { effectOf } from './keywords.ts';
import { decodePicks, encodePick } from './verbs/blocks.ts';
import type { Target } from './vocab.ts';

export { effectOf };

const blocks = (d: Directive, mode: number): readonly Directive[] | null => VERBS.blocks(d, mode);

/**
 * Is this candidate face down to the player choosing? Life cards are face down to everyone (3-9-2),
 * and the hand to everyone but its owner (3-3-3). A choice from a deck is made looking through its
 * faces (8-5-3-7), so deck cards are chosen by what they are.
 */
function faceDown(t: Target, c: Candidate, chooser: number): boolean {
  return t.zone === 'life' || (t.zone === 'hand' && c.player !== chooser);
}

/** Who chooses a target's cards: the effect's master, or its opponent when the card says so. */
function chooserOf(t: Target, master: PlayerIndex): PlayerIndex {
  return t.chooser === 'opp' ? other(master) : master;
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
  const chooser = chooserOf(t, run.L.master);
  const seen = candidates(run, t).filter((c) => !faceDown(t, c, chooser));
  if (t.zone !== 'deck' && t.zone !== 'life' && t.zone !== 'hand') return { seen, hidden: [] };
  const { filter: _unchecked, ...unfiltered } = t;
  const hidden = candidates(run, unfiltered).filter((c) => faceDown(t, c, chooser));
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
    ...hidden.map((_, i) => ({ id: `fd${i}`, label: `Face-down card ${i + 1}${where}`, nth: i })),
  ];
}

/**
 * The cards an answer took: the visible ones by id; for face-down positions, as many cards drawn at
 * random among the face-down ones (the master could not tell them apart), of which only those that
 * meet the condition are acted on (8-5-3-5).
 */
function pickedCards(run: Run, t: Target, chosen: readonly DecisionOption[]): DbsCard[] {
  const { seen, hidden } = offered(run, t);
  // A visible card's option names its object; a face-down one names none, only its position.
  const out = chosen.flatMap((o) => seen.filter((c) => c.card.id === o.obj).map((c) => c.card));
  const k = chosen.filter((o) => o.obj === undefined).length;
  if (k === 0) return out;
  const pool = hidden.map((c) => c.card);
  run.ctx.shuffle(pool);
  const wanted = candidates(run, t).map((c) => c.card.id);
  return [...out, ...pool.slice(0, k).filter((c) => wanted.includes(c.id))];
}

/**
 * Records the cards a directive took, and when: later moves of theirs are followed (8-10-1). A
 * `gather` adds them to the cards chosen so far.
 */
function choose(L: EffectLocals, cards: readonly DbsCard[], at: number, dir?: Directive): void {
  const ids = cards.map((c) => c.id);
  L.chosen = dir?.do === 'gather' ? [...L.chosen, ...ids] : ids;
  L.chosenAt = at;
}

export function effectProcedure(cat: DbsCatalog): TypedProcedure<DbsData, EffectLocals> {
  return (ctx, f) => {
    const L = f.locals;
    const skill = skillOf(cat, L);
    const effect = effectOf(skill, L.part);
    const run: Run = { ctx, cat, d: ctx.data, L, cards: [] };
    const name = cat.get(L.card).name;

    /** Who may pay the cost of an "unless" (the opponent) or an "if you do so" (the master). */
    const payerOf = (dir: { do: 'unless' | 'ifPaid' }): PlayerIndex =>
      dir.do === 'unless' ? other(L.master) : L.master;

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
          taken.includes(k) ? [] : [{ id: String(k), label: effectText(o, { cat }), nth: k }],
        ),
        min: 1,
        max: 1,
      });
    }

    if (L.wait === 1) {
      // A target was chosen for the directive the cursor is on.
      L.wait = 0;
      const picked = ctx.takeChosen();
      const dir = currentDirective(effect, L.cursor, blocks);
      if (dir) {
        run.cards = pickedCards(run, (dir as { target: Target }).target, picked);
        choose(L, run.cards, ctx.state.log.length, dir);
        const pushed = VERBS.perform(run, dir);
        advanceCursor(effect, L.cursor, blocks);
        if (pushed) return;
      }
    } else if (L.wait === 2) {
      // A block's choice: "you may" answered yes or no, or the option of a "choose".
      L.wait = 0;
      // The option's facts: yes or no (`yes`), or which of the options (`nth`).
      const picked = ctx.takeChosen()[0];
      const yes = picked?.yes === true;
      const dir = currentDirective(effect, L.cursor, blocks);
      if (dir?.do === 'may' && yes && dir.then.length > 0) enterBlock(L.cursor);
      else if (dir?.do === 'choose' && picked?.nth !== undefined) {
        // 10-27-3: the options are chosen one after another, in the order they will resolve.
        L.cursor.mode = encodePick(L.cursor.mode, picked.nth, dir.options.length);
        if (decodePicks(L.cursor.mode, dir.options.length).length < Math.min(dir.n, dir.options.length)) {
          askOption(dir);
          return;
        }
        if ((VERBS.blocks(dir, L.cursor.mode) ?? []).length > 0) enterBlock(L.cursor);
        else advanceCursor(effect, L.cursor, blocks);
      } else if ((dir?.do === 'unless' || dir?.do === 'ifPaid') && yes) {
        // The payer pays in the written order (8-4-2-1): "unless" skips the block, "if you do so"
        // enters it once paid.
        if (dir.do === 'ifPaid' && dir.then.length > 0) enterBlock(L.cursor);
        else advanceCursor(effect, L.cursor, blocks);
        K.push(ctx, 'costs', {
          p: payerOf(dir),
          source: L.source,
          costs: dir.cost,
          i: 0,
          extra: null,
          prompt: dir.do === 'unless' ? `${name}: pay to prevent the rest.` : `${name}: pay for the rest.`,
        });
        return;
      } else if (dir?.do === 'unless' && dir.then.length > 0) enterBlock(L.cursor);
      else advanceCursor(effect, L.cursor, blocks);
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
      if (dir.do === 'unless' || dir.do === 'ifPaid') {
        // Asked only when the payer can pay in full (8-4-2-2); otherwise "unless" carries out its
        // block and "if you do so" passes over it.
        const payer = payerOf(dir);
        if (!canPay(cat, ctx.data, payer, L.source, dir.cost)) {
          if (dir.do === 'unless' && dir.then.length > 0) enterBlock(L.cursor);
          else advanceCursor(effect, L.cursor, blocks);
          continue;
        }
        L.wait = 2;
        askYesNo(
          ctx,
          payer,
          'useOptional',
          `${name}: ${effectText([dir], { cat })}`,
          'Pay it',
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
          t.all ||
          t.totalPower ||
          t.totalCost ||
          t.side === 'self' ||
          t.side === 'subject' ||
          t.side === 'attacker' ||
          t.side === 'guard' ||
          t.side === 'looked'
            ? total
            : t.side === 'chosen' && t.count === undefined
              ? total
              : t.keep !== undefined
                ? Math.max(0, total - t.keep)
                : t.countBy
                  ? amountOf(run, { count: t.countBy })
                  : (t.count ?? 1);
        const need = Math.min(want, total);
        // A total power or cost limit lets any number of cards be chosen within it.
        const limit = t.totalPower ?? t.totalCost;
        const fewer = t.upTo === true || mayChooseFewer(t) || limit !== undefined;
        // 8-5-3-4: nothing to choose, nothing happens; 8-5-3-1, 8-5-3-3: when every card there must
        // be chosen, no decision (and only the ones meeting the condition are acted on).
        if (total === 0 || need === 0) {
          if (t.side !== 'chosen') choose(L, [], ctx.state.log.length, dir);
          advanceCursor(effect, L.cursor, blocks);
          continue;
        }
        if (!fewer && need === total) {
          run.cards = candidates(run, t).map((x) => x.card);
          if (t.side !== 'chosen') choose(L, run.cards, ctx.state.log.length, dir);
          const pushed = VERBS.perform(run, dir);
          advanceCursor(effect, L.cursor, blocks);
          if (pushed) return;
          continue;
        }
        L.wait = 1;
        ask(ctx, {
          player: chooserOf(t, L.master),
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
          ...(t.totalPower ? { data: { maxTotal: t.totalPower.max, of: 'power' } } : {}),
          ...(t.totalCost ? { data: { maxTotal: t.totalCost.max, of: 'cost' } } : {}),
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

/**
 * The module's check of a target answer with a total limit ("any number of cards whose total power
 * is N or less"): the power (2-8, as it is now) or energy cost (2-11-3) of the cards chosen, added up.
 */
export function checkTotal(
  cat: DbsCatalog,
  d: DbsData,
  ids: readonly number[],
  limit: { maxTotal: number; of: 'power' | 'cost' },
): string | null {
  let total = 0;
  for (const id of ids) {
    const at = locate(d, id);
    if (!at) continue;
    total += limit.of === 'power' ? powerOf(cat, d, at.card) : (cat.get(at.card.def).cost?.total ?? 0);
  }
  const what = limit.of === 'power' ? 'power' : 'energy cost';
  return total <= limit.maxTotal
    ? null
    : `The cards chosen have ${total} ${what} in all: choose cards of ${limit.maxTotal} or less.`;
}

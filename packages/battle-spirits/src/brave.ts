// Eternal's Brave (the manual's "BRAVE" section, E751 on): combining a Brave on the field with a spirit and
// separating it again, actions of the main step. The combined pair is one spirit (state.ts `brave`);
// its BP (characteristics.ts) and symbols (state.ts symbolsOn) have the Brave's added.
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import { lv1Cores, type CardRegistry } from './cards.ts';
import { emit, moveCores } from './events.ts';
import { ask, chosenOption, answerTookBack, type SagaOption } from './asking.ts';
import { coreCount, findOnField, type CardObj, type SagaData } from './state.ts';

/**
 * The spirits of player `p` Brave `brave` may combine with (manual, "Combine and Separation"): spirits,
 * not Braves themselves, with no Brave combined already, whose cost meets its combine condition.
 */
export function braveTargets(reg: CardRegistry, d: SagaData, p: PlayerIndex, brave: CardObj): CardObj[] {
  const cond = reg.get(brave.def).brave;
  if (!cond) return [];
  // The condition reads the spirit's printed cost (a combined spirit's cost would include a Brave's,
  // but a combined spirit takes no second Brave).
  return d.players[p].field.filter((c) => {
    const card = reg.get(c.def);
    return (
      c.id !== brave.id && !c.brave && card.type === 'spirit' && !card.brave && card.cost >= cond.minCost
    );
  });
}

/** The Brave actions of the main step: combine a Brave in spirit state, separate a combined spirit. */
export function braveOptions(reg: CardRegistry, d: SagaData, p: PlayerIndex): SagaOption[] {
  if (d.format !== 'eternal') return [];
  const out: SagaOption[] = [];
  const pl = d.players[p];
  for (const c of pl.field) {
    const card = reg.get(c.def);
    if (card.brave && braveTargets(reg, d, p, c).length > 0)
      out.push({ id: `brave:${c.id}`, label: `Combine ${card.name}`, card: c.def, obj: c.id, act: 'brave' });
    // Separating puts the Lv1 cores on the Brave; taken from the reserve here (the manual also allows
    // cards on the field: not offered yet).
    if (c.brave && coreCount(pl.reserve) >= lv1Cores(reg.get(c.brave.def)))
      out.push({
        id: `separate:${c.id}`,
        label: `Separate ${reg.get(c.brave.def).name} from ${card.name}`,
        card: c.def,
        obj: c.id,
        act: 'separate',
      });
  }
  return out;
}

/** The `braveCombine` procedure: which spirit the Brave combines with, then the combination (free: no cost). */
export function braveCombine(
  reg: CardRegistry,
  ctx: Ctx<SagaData>,
  f: { step: number; locals: { p: PlayerIndex; id: number } },
): void {
  const d = ctx.data;
  const { p, id } = f.locals;
  const brave = findOnField(d, id);
  if (f.step === 0) {
    const targets = brave ? braveTargets(reg, d, p, brave) : [];
    if (!brave || targets.length === 0) {
      ctx.pop();
      return;
    }
    f.step = 1;
    ask(ctx, {
      player: p,
      kind: 'braveTarget',
      type: 'select',
      prompt: `Combine ${reg.get(brave.def).name} with which spirit?`,
      options: targets.map((t) => ({
        id: String(t.id),
        label: `${reg.get(t.def).name} (#${t.id})`,
        card: t.def,
        obj: t.id,
      })),
      min: 1,
      max: 1,
      back: true,
    });
    return;
  }
  if (answerTookBack(ctx)) return;
  const target = chosenOption(ctx)?.obj;
  ctx.pop();
  if (!brave || target === undefined) return;
  emit(ctx, { t: 'brave', p, id: brave.id, spirit: target, card: brave.def });
}

/** Separating (manual, "Combine and Separation"): the Brave back in spirit state with its Lv1 cores. */
export function braveSeparate(reg: CardRegistry, ctx: Ctx<SagaData>, p: PlayerIndex, spiritId: number): void {
  const spirit = findOnField(ctx.data, spiritId);
  const brave = spirit?.brave;
  if (!brave) return;
  emit(ctx, { t: 'separate', p, id: brave.id, spirit: spiritId, card: brave.def });
  const n = lv1Cores(reg.get(brave.def));
  if (n > 0) moveCores(ctx, p, 'reserve', `c${brave.id}`, n, false, 'owner');
}

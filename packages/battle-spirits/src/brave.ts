// Eternal's Brave (the manual's "BRAVE" section, E751 on): combining a Brave on the field with a spirit and
// separating it again, actions of the main step. The combined pair is one spirit (state.ts `brave`);
// its BP (characteristics.ts) and symbols (state.ts symbolsOn) have the Brave's added.
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import { grandNexusFamily, isImagineBrave, lv1Cores, type CardRegistry } from './cards.ts';
import { freeSides, heldBrave, holdersOf, sideMinCost, type BraveSide } from './imagine-brave.ts';
import { emit, moveCard, type SagaEvent } from './events.ts';
import { coreSources, spendCores, takenCores } from './payment.ts';
import { constantsWith } from './continuous.ts';
import { targetMatches } from './target-match.ts';
import { ask, chosenOption, answerTookBack, type SagaOption } from './asking.ts';
import { K } from './procs.ts';
import { findOnField, grandNexusIn, other, type CardObj, type SagaData } from './state.ts';

/**
 * Whether spirit `c` meets Brave card `braveDef`'s combine condition (its printed cost, E788) on one of
 * `sides` (an Imagine Brave's right or left, E828) and no "cannot combine" effect bars it, for combining
 * and swapping alike (E803).
 */
function meetsCondition(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  braveDef: string,
  c: CardObj,
  sides: readonly BraveSide[] = ['right'],
): boolean {
  const cond = reg.get(braveDef).brave;
  const card = reg.get(c.def);
  if (cond === undefined || card.brave) return false;
  // E849: a Saga Brave's second condition is a Grandwalker nexus (E857), whatever its cost.
  const grandwalker =
    cond.grandwalker === true && grandNexusIn(reg, d, c) && grandNexusFamily(card) === 'Grandwalker';
  if (!grandwalker && (card.type !== 'spirit' || !sides.some((side) => card.cost >= sideMinCost(cond, side))))
    return false;
  return !constantsWith(reg, d, 'cannotCombine').some(
    ({ x, src, controller }) => 'cannotCombine' in x && targetMatches(reg, d, c, p, x.to, controller, src.id),
  );
}

/**
 * The spirits of player `p` Brave `brave` may combine with (manual, "Combine and Separation"): spirits,
 * not Braves themselves, with no Brave combined already (E791), whose cost meets its combine condition.
 * The condition reads the spirit's printed cost (a combined spirit's cost would include a Brave's, but a
 * combined spirit takes no second Brave).
 */
export function braveTargets(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  brave: Pick<CardObj, 'id' | 'def'>,
): CardObj[] {
  const sides = freeSides(reg, d, brave);
  if (sides.length === 0) return [];
  return d.players[p].field.filter(
    (c) => c.id !== brave.id && !c.brave && meetsCondition(reg, d, p, brave.def, c, sides),
  );
}

/**
 * Swapping (manual, "Swapping Braves", E798): the spirits combined spirit `from`'s Brave may move to: one
 * with no Brave meeting its condition, or a combined spirit whose Brave `from` could take in exchange.
 */
export function swapTargets(reg: CardRegistry, d: SagaData, p: PlayerIndex, from: CardObj): CardObj[] {
  const moving = from.brave;
  // Imagine Braves, held on a side, are not swapped (the manual describes no such swap).
  const imagine = (b: CardObj): boolean => isImagineBrave(reg.get(b.def));
  if (!moving || imagine(moving)) return [];
  return d.players[p].field.filter(
    (c) =>
      c.id !== from.id &&
      meetsCondition(reg, d, p, moving.def, c) &&
      (!c.brave || (!imagine(c.brave) && meetsCondition(reg, d, p, c.brave.def, from))),
  );
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
    // E835: an Imagine Brave combined on one side may combine on the other, a second action.
    const held = c.brave;
    if (held && holdersOf(d, held.id)[0] === c && braveTargets(reg, d, p, held).length > 0) {
      const name = reg.get(held.def).name;
      out.push({
        id: `brave:${held.id}`,
        label: `Combine ${name}`,
        card: held.def,
        obj: held.id,
        act: 'brave',
      });
    }
    if (c.brave && swapTargets(reg, d, p, c).length > 0)
      out.push({
        id: `swap:${c.id}`,
        label: `Swap ${reg.get(c.brave.def).name} from ${card.name}`,
        card: c.def,
        obj: c.id,
        act: 'swap',
      });
    // Separating is always possible: with too few cores to place, the Brave goes to the trash (E794).
    if (c.brave)
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

/**
 * The `braveCombine` procedure: which spirit the Brave `id` on the field combines with (or, with `swap`,
 * which spirit combined spirit `id`'s Brave moves to), then the combination (free: no cost, E790).
 */
export function braveCombine(
  reg: CardRegistry,
  ctx: Ctx<SagaData>,
  f: { step: number; locals: { p: PlayerIndex; id: number; swap?: boolean } },
): void {
  const d = ctx.data;
  const { p, id, swap } = f.locals;
  const source = findOnField(d, id);
  const brave = swap === true ? source?.brave : (source ?? heldBrave(d, id));
  if (f.step === 0) {
    const targets =
      !source && swap === true
        ? []
        : swap === true
          ? swapTargets(reg, d, p, source!)
          : brave
            ? braveTargets(reg, d, p, brave)
            : [];
    if (!brave || targets.length === 0) {
      ctx.pop();
      return;
    }
    f.step = 1;
    ask(ctx, {
      player: p,
      kind: 'braveTarget',
      type: 'select',
      prompt: `${swap === true ? 'Move' : 'Combine'} ${reg.get(brave.def).name} ${swap === true ? 'to' : 'with'} which spirit?`,
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
  if (swap === true) emit(ctx, { t: 'swapBrave', p, from: id, spirit: target, card: brave.def });
  else emit(ctx, combineEvent(reg, d, p, brave, target));
}

/**
 * The `brave` event for Brave `brave` combining with spirit `target`: an Imagine Brave on the first free
 * side whose condition the spirit meets, right before left (E828).
 */
export function combineEvent(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  brave: Pick<CardObj, 'id' | 'def'>,
  target: number,
): SagaEvent {
  const ev: SagaEvent = { t: 'brave', p, id: brave.id, spirit: target, card: brave.def };
  const cond = reg.get(brave.def).brave;
  const spirit = findOnField(d, target);
  // E859: a Saga Brave combining with a Grandwalker nexus first returns all its cores to the reserve.
  if (spirit && grandNexusIn(reg, d, spirit)) return { ...ev, coresTo: 'reserve' };
  if (!isImagineBrave(reg.get(brave.def)) || !cond || !spirit) return ev;
  const cost = reg.get(spirit.def).cost;
  const side = freeSides(reg, d, brave).find((s) => cost >= sideMinCost(cond, s));
  return side ? { ...ev, side } : ev;
}

/** The Lv1 cores a Brave needs, and where its player `p` could take them from (E788, E811). */
export interface BraveCores {
  need: number;
  avail: number;
  src: ReturnType<typeof coreSources>;
}

/**
 * Brave `brave`'s Lv1 cores and the places they may come from: the reserve or cards on player `p`'s
 * field, as when summoning (E788, E811), but the Brave itself.
 */
export function braveLv1Cores(reg: CardRegistry, d: SagaData, p: PlayerIndex, brave: CardObj): BraveCores {
  const src = coreSources(reg, d, p, brave.id);
  const avail = src.options.reduce((s, o) => s + (o.max ?? 0), 0);
  return { need: lv1Cores(reg.get(brave.def)), avail, src };
}

/** Asks player `p` to put at least the Lv1 cores on Brave `brave` (`back`: the action may be taken back). */
export function askBraveCores(
  ctx: Ctx<SagaData>,
  reg: CardRegistry,
  p: PlayerIndex,
  brave: CardObj,
  cores: BraveCores,
  back: boolean,
): void {
  ask(ctx, {
    player: p,
    kind: 'placeCores',
    type: 'distribute',
    prompt: `Put cores on ${reg.get(brave.def).name}: at least ${cores.need}.`,
    options: cores.src.options,
    min: cores.need,
    max: cores.avail,
    data: { card: brave.def, ...cores.src.data },
    back,
  });
}

/**
 * The `braveSeparate` procedure (manual, "Combine and Separation", E788): the Brave goes back to spirit
 * state and gets at least its Lv1 cores, from the reserve or cards on the field as when summoning (the
 * combined spirit's own included: it holds the Brave's cores). A Brave for which too few cores can be
 * found cannot keep Lv1 and goes to the trash (E794), moved, not destroyed or depleted, so no trigger of
 * those fires. Its Lv1 cores being 0, it stays with none.
 */
export function braveSeparate(
  reg: CardRegistry,
  ctx: Ctx<SagaData>,
  f: { step: number; locals: { p: PlayerIndex; id: number; auto?: boolean } },
): void {
  const { p, id } = f.locals;
  const brave = findOnField(ctx.data, id)?.brave;
  if (!brave) {
    ctx.pop();
    return;
  }
  // E836, E837: an Imagine Brave combined on both sides stays combined with the other spirit: no cores.
  if (holdersOf(ctx.data, brave.id).length > 1) {
    ctx.pop();
    emit(ctx, { t: 'separate', p, id: brave.id, spirit: id, card: brave.def });
    return;
  }
  const cores = braveLv1Cores(reg, ctx.data, p, brave);
  const { need, avail } = cores;
  if (f.step === 0 && need > 0 && avail >= need) {
    f.step = 1;
    askBraveCores(ctx, reg, p, brave, cores, f.locals.auto !== true);
    return;
  }
  if (f.step === 1 && answerTookBack(ctx)) return;
  const placed = f.step === 1 ? takenCores(ctx) : [];
  ctx.pop();
  emit(ctx, { t: 'separate', p, id: brave.id, spirit: id, card: brave.def });
  if (need > avail) moveCard(ctx, p, brave.id, 'field', 'trash');
  else spendCores(ctx, p, placed, `c${brave.id}`, 'owner');
}

/**
 * E793: a combined spirit whose Brave's combine condition it no longer meets (a "cannot combine" effect
 * now applying to it, E803) separates at once, at rule processing: the `braveSeparate` procedure, which
 * cannot be taken back, gives the Brave its Lv1 cores or sends it to the trash (E794). One at a time;
 * true when one was started.
 */
export function separateUnfit(reg: CardRegistry, ctx: Ctx<SagaData>): boolean {
  const d = ctx.data;
  // Runs at every Eternal checkpoint with nothing depleted: no list made, the turn player's side first.
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? d.active : other(d.active);
    for (const c of d.players[p].field) {
      if (c.brave && !meetsCondition(reg, d, p, c.brave.def, c, [c.braveSide ?? 'right'])) {
        K.push(ctx, 'braveSeparate', { p, id: c.id, auto: true });
        return true;
      }
    }
  }
  return false;
}

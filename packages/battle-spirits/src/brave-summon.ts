// Eternal's Brave summoned (the manual's "Summoning and Direct Combine", E778 to E784): a Brave card may be
// summoned in spirit state, as a spirit card is, or directly combined with a spirit of its owner that meets
// its combine condition. The `deploy` procedure (deploy.ts) asks which, just before the cores are placed.
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import { lv1Cores, type CardRegistry, type SagaCard } from './cards.ts';
import { braveTargets, combineEvent } from './brave.ts';
import { emit } from './events.ts';
import { ask, chosenOption, type SagaOption } from './asking.ts';
import { findOnField, type SagaData } from './state.ts';
import type { DeployLocals } from './procs.ts';

type C = Ctx<SagaData>;
type Frame = TypedFrame<DeployLocals>;

/** The deploy step that reads the answer to `askDirectCombine`. */
export const DIRECT_COMBINE_STEP = 9;

/**
 * E780: a Brave card being summoned in Eternal, with a spirit on its owner's field meeting its combine
 * condition (`after`: the game as it will be once the chosen payment is made), is asked whether it goes on
 * the field in spirit state or directly combined, and with which spirit. True when asked (the frame's step
 * is then `DIRECT_COMBINE_STEP`); asked once per summoning.
 */
export function askDirectCombine(
  reg: CardRegistry,
  ctx: C,
  f: Frame,
  after: SagaData,
  back: boolean,
): boolean {
  const { p, def } = f.locals;
  if (after.format !== 'eternal' || def === undefined || f.locals.combine !== undefined) return false;
  const brave = reg.get(def);
  if (!brave.brave) return false;
  const targets = braveTargets(reg, after, p, { id: f.locals.id, def });
  if (targets.length === 0) {
    f.locals.combine = -1;
    return false;
  }
  const options: SagaOption[] = targets.map((t) => ({
    id: String(t.id),
    label: `Combine with ${reg.get(t.def).name} (#${t.id})`,
    card: t.def,
    obj: t.id,
  }));
  // Declining the direct combine summons it in spirit state (E782).
  options.push({ id: 'spirit', label: 'Summon in spirit state', pass: true });
  f.step = DIRECT_COMBINE_STEP;
  ask(ctx, {
    player: p,
    kind: 'braveSummon',
    type: 'select',
    prompt: `Summon ${brave.name} in spirit state, or directly combined with which spirit?`,
    options,
    min: 1,
    max: 1,
    back,
  });
  return true;
}

/**
 * The fewest cores card `c` (object `id` in player `p`'s hand) needs placed when summoned: its Lv1 cores,
 * or none for an Eternal Brave that could be summoned directly combined (E780), whose cores go to the spirit.
 */
export function summonCoresNeeded(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  id: number,
  c: SagaCard,
): number {
  if (d.format === 'eternal' && c.brave && braveTargets(reg, d, p, { id, def: c.id }).length > 0) return 0;
  return lv1Cores(c);
}

/** The answer to `askDirectCombine`: the spirit chosen, or -1 for spirit state. */
export function readDirectCombine(ctx: C, f: Frame): void {
  f.locals.combine = chosenOption(ctx)?.obj ?? -1;
}

/**
 * The cores the summoning must place on the card: a Brave directly combined needs none, its Lv1 being
 * kept by the spirit it joins (E782 asks for Lv1 cores only in spirit state); any placed go to that spirit
 * (E774).
 */
export function coresToPlace(f: Frame, need: number): number {
  return (f.locals.combine ?? -1) >= 0 ? 0 : need;
}

/**
 * E780, E783: the Brave just summoned (object `id`, its "when summoned" effects already triggered by the
 * `summoned` event) combines with the spirit chosen, its cores moving onto it (E774). A spirit that left
 * the field meanwhile leaves the Brave in spirit state.
 */
export function combineSummoned(reg: CardRegistry, ctx: C, p: PlayerIndex, f: Frame, id: number): void {
  const target = f.locals.combine ?? -1;
  if (target < 0 || f.locals.def === undefined) return;
  if (findOnField(ctx.data, target) === undefined || findOnField(ctx.data, id) === undefined) return;
  emit(ctx, combineEvent(reg, ctx.data, p, { id, def: f.locals.def }, target));
}

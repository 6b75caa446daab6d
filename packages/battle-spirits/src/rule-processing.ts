// Gameplay management (9): the winner (9-2), cards without LV1's cores (9-3) and spirits at zero BP
// or less (9-4), performed together whenever a checkpoint occurs (4-7-2).
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import { levelFor, type CardRegistry } from './cards.ts';
import { bpOf, isProtected, levelCostDelta } from './continuous.ts';
import { destroyAll, doomedEntry, type Doomed } from './destroy.ts';
import { drawReason, lossReason } from './eternal-words.ts';
import { separateUnfit } from './brave.ts';
import { braveLeftWaiting } from './brave-leave.ts';
import { coreCount, other, type CardObj, type SagaData } from './state.ts';

type C = Ctx<SagaData>;

/** The effect being resolved when rule processing runs inside it: a card it emptied was destroyed by it. */
export interface ResolvingEffect {
  card: string;
  source: number;
  controller: PlayerIndex;
}

/**
 * 9-2, 9-3, 9-4: one round of rule processing, all simultaneous (9-1-2-3); true if anything happened.
 * It runs at every checkpoint of the turn and inside an effect after its cost and after each
 * directive (4-7-2; docs/architecture.md, "Checkpoints inside an effect"). When it destroys cards
 * and a substitution could apply, the destroy procedure is pushed and must run first.
 */
export function ruleProcessing(reg: CardRegistry, ctx: C, effect?: ResolvingEffect): boolean {
  const d = ctx.data;
  const out0 = coreCount(d.players[0].life) === 0;
  const out1 = coreCount(d.players[1].life) === 0;
  if (out0 || out1) {
    // 1-2-3: both at once is a draw.
    if (out0 && out1) ctx.end({ winner: null, reason: drawReason(d) });
    else {
      const loser = out0 ? 0 : 1;
      ctx.end({ winner: other(loser), reason: lossReason(d, loser, 'life') });
    }
    return true;
  }
  // E805, E809: a Brave whose spirit left waits for its owner's choice, before depletion looks at its cores;
  // E1260: that choice comes after the effect that made the spirit leave resolves, not inside it.
  if (d.format === 'eternal' && !effect && braveLeftWaiting(ctx)) return true;
  const doomed: CardObj[] = [];
  let bpDoomed: Set<number> | null = null; // made only when a card is doomed (hot path)
  // Made only when a level cost raised by an effect dooms a card (this runs at every checkpoint).
  let raised: Map<number, PlayerIndex | -1> | null = null;
  // Without constant effects on the field or changes on a card, its BP is the printed one.
  let constants = false;
  for (const pl of d.players) for (const c of pl.field) if (reg.hasConstantOn(c)) constants = true;
  // Eternal has no 0-BP rule (E1552, E1556): a spirit at 0 BP stays unless an effect destroys it.
  const eternal = d.format === 'eternal';
  for (const pl of d.players) {
    for (const c of pl.field) {
      const def = reg.get(c.def);
      const delta = constants ? levelCostDelta(reg, d, c) : null;
      const lv = levelFor(def, coreCount(c.cores) - (delta?.delta ?? 0));
      const noLevel = lv === 0; // 9-3-2
      // 9-3-2-2: enough cores but for a level cost an effect raised: destroyed by that effect.
      if (noLevel && delta && delta.delta > 0 && levelFor(def, coreCount(c.cores)) > 0) {
        (raised ??= new Map()).set(c.id, delta.by);
      }
      let noBp = false;
      if (def.type === 'spirit' && !noLevel && !eternal) {
        let plain = !constants;
        for (let i = 0; plain && i < d.mods.length; i++) if (d.mods[i]!.target === c.id) plain = false;
        const bp = plain ? (def.levels.find((l) => l.level === lv)?.bp ?? 0) : bpOf(reg, d, c);
        noBp = bp <= 0; // 9-4-2
      }
      if (noLevel || noBp) doomed.push(c);
      if (noBp) (bpDoomed ??= new Set<number>()).add(c.id);
    }
  }
  // E793: with nothing depleted, a combined spirit no longer meeting its Brave's condition separates.
  if (doomed.length === 0) return eternal && separateUnfit(reg, ctx);
  // E635, E641, E1782: in Eternal a card without its lowest level's cores is depleted at once, whoever
  // emptied it. Depletion is no destruction: no protection, substitution or destruction trigger applies.
  if (eternal) {
    destroyAll(
      ctx,
      reg,
      doomed.map((c) => doom(c, { self: true })),
    );
    return true;
  }
  const raisedBy: ReadonlyMap<number, PlayerIndex | -1> = raised ?? NONE_RAISED;
  // A card protected from the effect its destruction would count as stays (and is not tried again).
  const kept = doomed.filter((c) => {
    const by = raisedBy.get(c.id) ?? (c.changedBy === 'effect' ? c.changer : -1);
    const card = raisedBy.has(c.id) ? undefined : c.changerCard;
    return !raisedBy.has(c.id) && c.changedBy !== 'effect'
      ? false
      : isProtected(reg, d, c, 'destroy', by, card ? { id: -1, def: card } : undefined);
  });
  if (kept.length > 0) {
    for (const c of kept) doomed.splice(doomed.indexOf(c), 1);
    if (doomed.length === 0) return false;
  }
  // 9-3-2, 9-4-2-3: the owner's own doing is self-destruction; 9-3-2-1, 9-4-2-1: an effect's
  // doing counts as destruction by that effect (the one resolving now, when it is that one).
  destroyAll(
    ctx,
    reg,
    doomed.map((c): Doomed =>
      raisedBy.has(c.id)
        ? doom(c, { cause: 'effect', by: raisedBy.get(c.id)! })
        : c.changedBy === 'owner'
          ? doom(c, { by: c.owner, self: true })
          : c.changedBy === 'effect'
            ? byEffect(c, effect, !bpDoomed?.has(c.id))
            : doom(c, {}),
    ),
  );
  return true;
}

const NONE_RAISED: ReadonlyMap<number, PlayerIndex | -1> = new Map();

// Module-level rather than closures of `ruleProcessing`, which runs at every checkpoint: under tsx
// each named closure also costs a `name` property.
function doom(c: CardObj, x: Partial<Doomed>): Doomed {
  return doomedEntry(c.id, x);
}

/** Destroyed by the effect that last changed it; `lack`: for lack of cores rather than of BP. */
function byEffect(c: CardObj, effect: ResolvingEffect | undefined, lack: boolean): Doomed {
  const src = c.changerCard ?? '';
  const now = effect !== undefined && src === effect.card && c.changer === effect.controller;
  return doom(c, { cause: 'effect', by: c.changer, src, ...(now ? { srcId: effect.source } : {}), lack });
}

// Selections handed to another player for a while: "the next time your opponent would select a
// spirit or nexus while using a magic card, you select it instead" (rules `{ selectFor }`).

import type { Ctx, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { constantsNow } from './continuous.ts';
import { emit } from './events.ts';
import type { SagaData } from './state.ts';
import type { Target } from './vocab.ts';
import type { EffectLocals } from './run.ts';

/** What an effect in resolution knows about itself (its locals). */
type Resolving = Pick<EffectLocals, 'card' | 'ability' | 'controller' | 'dpath' | 'handTo'>;

/**
 * Who makes a selection `sel` would make for target `t` of an effect: another player when a rule
 * `{ selectFor: opponentMagic }` of theirs takes the selections of spirits and nexuses (8-5-4: on
 * the field) that `sel` makes while using a magic card (10-8-1; not a delayed effect it set up).
 * A rule with `once` ends at the first such selection, and every later selection of that same magic
 * goes to the same player (ruling on BSS02-130: both selections of a two-spirit magic).
 * Called for forced selections too (a single candidate), so those use the rule up as well.
 */
export function selectionMaker(
  ctx: Ctx<SagaData>,
  reg: CardRegistry,
  L: Resolving,
  t: Target,
  sel: PlayerIndex,
): PlayerIndex {
  if (!reg.uses('selectFor')) return sel;
  if (sel !== L.controller || (t.zone ?? 'field') !== 'field' || L.dpath.length > 0) return sel;
  if (reg.get(L.card).abilities[L.ability]?.kind !== 'magic') return sel;
  if (L.handTo !== undefined) return L.handTo;
  let to = -1;
  for (const { x, controller, key } of constantsNow(reg, ctx.data, 'selectFor')) {
    if (!('selectFor' in x) || controller === sel) continue;
    to = controller;
    // Every such rule is used by the same selection ("the next time" for each).
    if (key !== undefined && key >= 0) emit(ctx, { t: 'ruleDone', key });
  }
  if (to < 0) return sel;
  L.handTo = to as PlayerIndex;
  return to as PlayerIndex;
}

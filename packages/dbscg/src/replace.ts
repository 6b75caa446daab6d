// Replacement effects (8-9) as DBSCG applies them, for the KO of a card (ko.ts) and for damage to a
// player's life (damage.ts): the effects that could replace the event, offered when their cost can be
// paid (8-9-3); the choice among them is the card-game layer's (replacementStep). One that applies
// is logged, joins the chain's applied list (8-9-2-3), and its cost then its "instead" are carried out.
import type { Ctx } from '@arbiter/engine';
import { startCursor, type ReplacementOption } from '@arbiter/cardgame';
import type { DbsCatalog } from './cards.ts';
import { replacementsFor, type Replacement } from './continuous.ts';
import { canPay } from './costs.ts';
import { emit } from './events.ts';
import { K } from './procs.ts';
import type { DbsCard, DbsData } from './state.ts';
import { effectText } from './verbs/list.ts';

export const replacementKey = (r: Replacement): string => `${r.source.id}:${r.skill}:${r.part}`;

/** The replacements that could apply to the event now, and their options for a decision. */
export function replacementOffers(
  cat: DbsCatalog,
  d: DbsData,
  event: Parameters<typeof replacementsFor>[2],
): { list: Replacement[]; options: ReplacementOption[] } {
  const list = replacementsFor(cat, d, event).filter(
    (r) => !r.effect.cost || canPay(cat, d, r.master, r.source.id, r.effect.cost),
  );
  const options = list.map((r) => ({
    key: replacementKey(r),
    optional: r.effect.optional === true,
    label: `${cat.get(r.source.def).name}: instead, ${effectText(r.effect.instead, { cat }) || 'nothing'}`,
    card: r.source.def,
    obj: r.source.id,
  }));
  return { list, options };
}

/**
 * Starts replacement `r` instead of the event (8-9-1), `subject` the card it concerns (or none):
 * its cost is paid, then its effect carried out. Returns the chain's applied list before it, for
 * the caller to restore once the replacement is done.
 */
export function startReplacement(
  ctx: Ctx<DbsData>,
  cat: DbsCatalog,
  r: Replacement,
  subject: DbsCard | null,
  damage?: number,
): string[] {
  const d = ctx.data;
  const key = replacementKey(r);
  const prev = d.replacing.slice();
  emit(ctx, { t: 'replace', key, subject: subject?.id ?? -1, card: r.source.def });
  emit(ctx, { t: 'replacing', keys: [...d.replacing, key] });
  // Pushed last first: the cost is paid, then the effect is carried out.
  K.push(ctx, 'effect', {
    card: r.source.def,
    flipped: r.source.flipped,
    skill: r.skill,
    part: r.part,
    master: r.master,
    source: r.source.id,
    subject: subject?.id ?? -1,
    cursor: startCursor(),
    chosen: [],
    ...(damage !== undefined ? { damage } : {}),
    wait: 0,
  });
  if (r.effect.cost && r.effect.cost.length > 0)
    K.push(ctx, 'costs', {
      p: r.master,
      source: r.source.id,
      costs: r.effect.cost,
      i: 0,
      extra: null,
      prompt: `Pay for ${cat.get(r.source.def).name}.`,
    });
  return prev;
}

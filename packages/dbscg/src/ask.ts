// Small helpers for asking decisions and reading their answers.
import type { Ctx, Decision, DecisionOption, PlayerIndex } from '@arbiter/engine';
import { sideOf, type DbsCatalog } from './cards.ts';
import type { DbsCard, DbsData } from './state.ts';

type C = Ctx<DbsData>;

export function ask(
  ctx: C,
  d: Omit<Decision, 'id' | 'optional' | 'type'> & { type?: Decision['type'] },
): void {
  ctx.ask({ ...d, type: d.type ?? 'select' });
}

/** The ids chosen in the answer to this frame's decision ([] for none). */
export function chosenIds(ctx: C): string[] {
  const a = ctx.takeAnswer();
  return a && 'choose' in a ? a.choose : [];
}

export function askYesNo(
  ctx: C,
  player: PlayerIndex,
  kind: string,
  prompt: string,
  yes: string,
  no: string,
  card?: string,
): void {
  const opt = (id: string, label: string): DecisionOption => (card ? { id, label, card } : { id, label });
  ask(ctx, { player, kind, prompt, options: [opt('yes', yes), opt('no', no)], min: 1, max: 1 });
}

/** True when the answer to a yes/no decision was yes. */
export function saidYes(ctx: C): boolean {
  return chosenIds(ctx)[0] === 'yes';
}

/** An option naming a card object: its id is the object id, and `obj` says so for clients. */
export function cardOption(cat: DbsCatalog, c: DbsCard, label?: string): DecisionOption {
  return { id: String(c.id), label: label ?? sideOf(cat.get(c.def), c.flipped).name, card: c.def, obj: c.id };
}

// The decisions of the Vanguard procedures: one shape (choose options) for every choice.
import type { Answer, Decision, DecisionOption, PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import type { VgCtx } from './events.ts';
import type { VgCard } from './state.ts';

/** The option ids of a `select` answer. */
export const chosen = (a: Answer | null): string[] => (a && 'choose' in a ? a.choose : []);

/** The fact of a chosen option that answers a yes-or-no question with yes (`yes: true`). */
export const SAID_YES = 'yes';
/** The fact of a chosen option that declines: a question's no (`yes: false`) or a pass (`pass`). */
export const DECLINED = 'declined';

/**
 * What a chosen option of an ability says, read from its data, never its id (issue 14): the place
 * it puts a card (`at`, a circle), else the card object it names (`obj`), else whether it answers
 * yes (`yes`), else that it declines (`pass`). Every option an ability asks carries one of them.
 */
export function optionFact(o: DecisionOption): string {
  if (o.at !== undefined) return o.at;
  if (o.obj !== undefined) return String(o.obj);
  if (o.yes === true) return SAID_YES;
  if (o.yes === false || o.pass === true) return DECLINED;
  throw new Error(`option "${o.label}" carries no fact its procedure could read`);
}

/** Whether the chosen options (`optionFact`s) answer a yes-or-no question with yes. */
export const saidYes = (picked: readonly string[] | null): boolean => picked?.[0] === SAID_YES;

/**
 * The options of a yes-or-no question: yes (its id, label and what it is about), and no, which
 * declines (`pass`). The ids are for scripts to name; the procedures read `yes`.
 */
export function yesNoOptions(
  yes: { id: string; label: string } & Partial<DecisionOption>,
  no: string,
): DecisionOption[] {
  return [
    { ...yes, yes: true },
    { id: 'no', label: no, yes: false, pass: true },
  ];
}

/** The options of a decision that an answer's ids choose (a validator's view of `takeChosen`). */
export const optionsChosen = (d: Decision, ids: readonly string[]): DecisionOption[] =>
  ids.flatMap((id) => d.options.filter((o) => o.id === id));

/** An option naming a card object (clients make the card clickable; scenarios name the card). */
export function cardOption(cat: VgCatalog, c: VgCard, label?: string, id = String(c.id)): DecisionOption {
  return { id, label: label ?? cat.get(c.def).name, card: c.def, obj: c.id };
}

/** Asks `player` to choose between `min` and `max` options (one by default). */
export function askSelect(
  ctx: VgCtx,
  player: PlayerIndex,
  kind: string,
  prompt: string,
  options: DecisionOption[],
  o: { min?: number; max?: number; secret?: boolean } = {},
): void {
  ctx.ask({
    player,
    kind,
    type: 'select',
    prompt,
    options,
    min: o.min ?? 1,
    max: o.max ?? 1,
    ...(o.secret ? { secret: true } : {}),
  });
}

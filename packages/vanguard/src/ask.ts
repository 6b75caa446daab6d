// The decisions of the Vanguard procedures: one shape (choose options) for every choice.
import { yesNoOptions } from '@arbiter/cardgame';
import type { DecisionOption } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import type { VgCard } from './state.ts';

/** The fact of a chosen option that answers a yes-or-no question with yes (`yes: true`). */
const SAID_YES = 'yes';
/** The fact of a chosen option that declines: a question's no (`yes: false`) or a pass (`pass`). */
const DECLINED = 'declined';

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
 * The options of a yes-or-no question (the card-game layer's, saying which is yes), the no also
 * declining (`pass`, as every Vanguard option that declines says). The yes keeps the id scripts name
 * it by ("pay", "draw"); the procedures read `yes`, never the id.
 */
export function yesOrNo(
  yes: { id: string; label: string } & Pick<DecisionOption, 'card' | 'obj'>,
  no: string,
): DecisionOption[] {
  const { id, label, ...about } = yes;
  const [y, n] = yesNoOptions(label, no, about);
  return [
    { ...y, id },
    { ...n, pass: true },
  ];
}

/** An option naming a card object (clients make the card clickable; scenarios name the card). */
export function cardOption(cat: VgCatalog, c: VgCard, label?: string, id = String(c.id)): DecisionOption {
  return { id, label: label ?? cat.get(c.def).name, card: c.def, obj: c.id };
}

/**
 * One option per card among `cards`, the first copy of each: copies found in a search are alike, so
 * which object is taken is no choice (10.10).
 */
export function distinctCardOptions(cat: VgCatalog, cards: readonly VgCard[]): DecisionOption[] {
  const seen = new Set<string>();
  return cards.filter((c) => !seen.has(c.def) && (seen.add(c.def), true)).map((c) => cardOption(cat, c));
}

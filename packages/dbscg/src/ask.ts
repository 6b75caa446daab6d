// Small helpers for asking decisions and reading their answers.
import type { Ctx, Decision, DecisionOption, PlayerIndex } from '@arbiter/engine';
import { yesNoOptions } from '@arbiter/cardgame';
import { sideOf, type DbsCatalog } from './cards.ts';
import type { DbsCard, DbsData } from './state.ts';

type C = Ctx<DbsData>;

export function ask(
  ctx: C,
  d: Omit<Decision, 'id' | 'optional' | 'type'> & { type?: Decision['type'] },
): void {
  ctx.ask({ ...d, type: d.type ?? 'select' });
}

// Procedures read the chosen options' facts, never their ids (issue 14): the objects they name, which
// listed alternative they are (`nth`), yes or no; the card-game layer reads them for both games.
export { answeredYes, chosenNth, chosenObjects, orderedNths } from '@arbiter/cardgame';

export function askYesNo(
  ctx: C,
  player: PlayerIndex,
  kind: string,
  prompt: string,
  yes: string,
  no: string,
  card?: string,
): void {
  const [y, n] = yesNoOptions(yes, no);
  const options = card
    ? [
        { ...y, card },
        { ...n, card },
      ]
    : [y, n];
  ask(ctx, { player, kind, prompt, options, min: 1, max: 1 });
}

/** An option naming a card object: its id is the object id, and `obj` says so for clients. */
export function cardOption(cat: DbsCatalog, c: DbsCard, label?: string): DecisionOption {
  return { id: String(c.id), label: label ?? sideOf(cat.get(c.def), c.flipped).name, card: c.def, obj: c.id };
}

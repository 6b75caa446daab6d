// The decisions of the Vanguard procedures: one shape (choose options) for every choice.
import type { Answer, Decision, DecisionOption, PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import type { VgCtx } from './events.ts';
import type { VgCard } from './state.ts';

/** The option ids of a `select` answer. */
export const chosen = (a: Answer | null): string[] => (a && 'choose' in a ? a.choose : []);

/**
 * What a chosen option of an ability says, read from its data, never its id: the place it puts a
 * card (`at`, a circle), else the card object it names (`obj`); an option with neither is a plain
 * word ("pay", "no", "draw") and gives its id.
 */
export const optionFact = (o: DecisionOption): string => o.at ?? (o.obj !== undefined ? String(o.obj) : o.id);

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

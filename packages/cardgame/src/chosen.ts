// Issue 14: procedures read the facts of the options a player chose (the object, yes or no), never
// the options' ids, which stay opaque to the games as to their clients. Both games read them here.
import {
  optionsNamed,
  type Ctx,
  type Decision,
  type DecisionOption,
  type PlayerIndex,
} from '@arbiter/engine';

/** The objects the options chosen in answer to this frame's last question name, in answer order. */
export function chosenObjects<D extends object>(ctx: Ctx<D>): number[] {
  return ctx.takeChosen().flatMap((o) => (o.obj === undefined ? [] : [o.obj]));
}

/** For a game's answer check: the objects the options of `d` that `ids` choose name, in answer order. */
export function objectsChosen(d: Decision, ids: readonly string[]): number[] {
  return optionsNamed(d, ids).flatMap((o) => (o.obj === undefined ? [] : [o.obj]));
}

/** The objects an `order` answer to this frame's last question put in order, first first. */
export function orderedObjects<D extends object>(ctx: Ctx<D>): number[] {
  return ctx.takeOrdered().flatMap((o) => (o.obj === undefined ? [] : [o.obj]));
}

/** Which listed alternative (`nth`) the option chosen in answer to this frame's last question is. */
export function chosenNth<D extends object>(ctx: Ctx<D>): number | undefined {
  return ctx.takeChosen()[0]?.nth;
}

/** The alternatives (`nth`) an `order` answer to this frame's last question put in order, first first. */
export function orderedNths<D extends object>(ctx: Ctx<D>): number[] {
  return ctx.takeOrdered().flatMap((o) => (o.nth === undefined ? [] : [o.nth]));
}

/** Did the player answer yes to this frame's last yes-or-no question, by the chosen option's fact? */
export function answeredYes<D extends object>(ctx: Ctx<D>): boolean {
  return ctx.takeChosen()[0]?.yes === true;
}

/**
 * The two options of a yes-or-no question, each saying which it is (`yes`); `about` adds the
 * facts of the card asked about (its definition, its object) to the yes.
 */
export function yesNoOptions(
  yes: string,
  no: string,
  about: Pick<DecisionOption, 'card' | 'obj'> = {},
): [DecisionOption, DecisionOption] {
  return [
    { id: 'yes', label: yes, ...about, yes: true },
    { id: 'no', label: no, yes: false },
  ];
}

/**
 * Asks `player` to choose between `min` and `max` of `options` (one by default): the `select`
 * decision every game's procedures ask, yes-or-no questions (`yesNoOptions`) among them.
 */
export function askSelect<D extends object>(
  ctx: Ctx<D>,
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

// Replacement effects, the game-agnostic part: "when X would happen, Y happens instead" (DBSCG 8-9,
// Saga's substitutions). A game finds the replacement effects that could replace an event about to
// happen; this decides what comes next: the event itself, the one replacement that must apply, or a
// decision of the player the event concerns. Each replacement applies at most once to an event and
// to the events its own "instead" causes (DBSCG 8-9-2-3), which is what ends a chain of
// replacements that would replace each other for ever; the game keeps the keys applied in the chain.
import type { DecisionOption } from '@arbiter/engine';

/** One replacement effect that could replace the event. */
export interface ReplacementOption {
  /** Names the replacement effect (its card, skill and part): unique among the options. */
  key: string;
  /** "You may ... instead" (DBSCG 8-9-3): it can be declined. */
  optional: boolean;
  /** What the player sees: the card and what happens instead. */
  label: string;
  /** The card whose effect it is, for clients. */
  card?: string;
  obj?: number;
}

/** The option id that lets the event happen when every replacement left may be declined. */
export const LET_IT_HAPPEN = 'none';

export type ReplacementStep =
  /** No replacement is left: the event happens. */
  | { next: 'event' }
  /** Exactly one is left and it is not optional: it applies, with no decision. */
  | { next: 'apply'; option: ReplacementOption }
  /** The player the event concerns chooses which applies (DBSCG 8-9-2), or none if all may be declined. */
  | { next: 'ask'; options: DecisionOption[] };

/** What comes next for an event that the `options` could replace, `applied` having applied already. */
export function replacementStep(
  options: readonly ReplacementOption[],
  applied: readonly string[],
): ReplacementStep {
  const live = options.filter((o) => !applied.includes(o.key));
  if (live.length === 0) return { next: 'event' };
  if (live.length === 1 && !live[0]!.optional) return { next: 'apply', option: live[0]! };
  // Each option says which of `options` it is (`nth`): the answer is read back by it, not its id.
  const out: DecisionOption[] = live.map((o) => {
    const opt: DecisionOption = { id: o.key, label: o.label, nth: options.indexOf(o) };
    if (o.card !== undefined) opt.card = o.card;
    if (o.obj !== undefined) opt.obj = o.obj;
    return opt;
  });
  if (live.every((o) => o.optional)) out.push({ id: LET_IT_HAPPEN, label: 'Let it happen' });
  return { next: 'ask', options: out };
}

/**
 * The replacement the option chosen names (its `nth` among the same `options` that replacementStep
 * was given), or null when the event is let happen (an option naming none).
 */
export function chosenReplacement(
  options: readonly ReplacementOption[],
  chosen: DecisionOption | undefined,
): ReplacementOption | null {
  return chosen?.nth === undefined ? null : (options[chosen.nth] ?? null);
}

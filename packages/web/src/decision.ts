// Reading decisions, whatever the game: sensible starting answers and the answer a draft stands for.
import type { Answer, Decision, DecisionOption } from './types.ts';

/**
 * Options that end something or decline: shown apart, as the obvious way to move on. Read from the
 * option's facts (the game marks them `pass`, or a yes-or-no question's no), never from its id.
 */
export function isPassLike(o: DecisionOption): boolean {
  return o.pass === true || o.yes === false;
}

/** The option of `d` by which its player passes (`pass`), if it offers one. */
export function passOption(d: Decision): DecisionOption | undefined {
  return d.options?.find((o) => o.pass === true);
}

/**
 * An option's facts as the panel's button attributes (`data-pass`, `data-yes`, `data-nth`,
 * `data-act`, `data-ability`, `data-def`): what tests and tools pick an option by, never by its id.
 * A fact the option does not carry gives no attribute.
 */
export function optionFacts(o: DecisionOption): Record<string, string> {
  const facts: Record<string, string> = {};
  if (o.pass === true) facts['data-pass'] = '';
  if (o.yes !== undefined) facts['data-yes'] = o.yes ? 'yes' : 'no';
  if (o.nth !== undefined) facts['data-nth'] = String(o.nth);
  if (o.act !== undefined) facts['data-act'] = o.act;
  if (o.ability !== undefined) facts['data-ability'] = String(o.ability);
  if (o.card !== undefined) facts['data-def'] = o.card;
  return facts;
}

export interface Draft {
  decisionId: number;
  chosen: string[];
  counts: Record<string, number>;
  order: string[];
  num: number;
  /** A board object with several options: those are offered first. */
  focus: number | null;
  /** A place with several options (cards that could go there): those are offered first. */
  place: string | null;
}

/** Whether a board object or place is armed (direct-pick.ts), waiting for the rest of the choice. */
export const isArmed = (draft: Draft): boolean => draft.focus !== null || draft.place !== null;

/** The draft with nothing armed: the card or place clicked is put back, the rest kept. */
export function disarmed(draft: Draft): Draft {
  return { ...draft, focus: null, place: null };
}

/** A fresh draft; `defaultCounts`: the game's starting distribution (none: nothing assigned). */
export function initDraft(
  d: Decision | null,
  defaultCounts?: (d: Decision) => Record<string, number>,
): Draft {
  const opts = d?.options ?? [];
  return {
    decisionId: d?.id ?? -1,
    chosen: [],
    counts: d?.type === 'distribute' ? (defaultCounts?.(d) ?? {}) : {},
    order: opts.map((o) => o.id),
    num: d?.min ?? 0,
    focus: null,
    place: null,
  };
}

export function total(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

type Counts = Readonly<Record<string, number>>;
type CountsOrProblem = { counts: Record<string, number> } | { problem: string };

/**
 * The counts with one more (`step` 1: a core dragged to the payment) or one less (-1: dragged back
 * off it, or its token pressed there) for option `id`, or why not (beyond the option's own most or
 * the decision's, or none of it taken): nothing changes then.
 */
function stepped(d: Decision, counts: Counts, id: string, step: 1 | -1): CountsOrProblem {
  const o = d.options?.find((x) => x.id === id);
  if (!o || d.type !== 'distribute') return { problem: "That is not one of this decision's choices." };
  const n = counts[id] ?? 0;
  if (step < 0) {
    if (n <= 0) return { problem: `${o.label}: none taken to give back.` };
  } else {
    const cap = o.max ?? d.max ?? 0;
    if (n >= cap) return { problem: `${o.label}: at most ${cap}.` };
    const max = d.max ?? 0;
    if (total(counts) >= max) return { problem: `At most ${max} in all.` };
  }
  return { counts: { ...counts, [id]: n + step } };
}

/** One more for option `id` (a core dragged to the payment), or why not. */
export const withOneMore = (d: Decision, counts: Counts, id: string): CountsOrProblem =>
  stepped(d, counts, id, 1);

/** One less for option `id` (a core dragged back off the payment), or why not. */
export const withOneLess = (d: Decision, counts: Counts, id: string): CountsOrProblem =>
  stepped(d, counts, id, -1);

/** The answer the draft stands for, or why it cannot be sent yet. */
export function draftAnswer(d: Decision, draft: Draft): { answer: Answer } | { problem: string } {
  const min = d.min ?? 0;
  const max = d.max ?? 0;
  switch (d.type) {
    case 'select':
      if (draft.chosen.length < min) return { problem: `Choose at least ${min}.` };
      if (draft.chosen.length > max) return { problem: `Choose at most ${max}.` };
      return { answer: { choose: draft.chosen } };
    case 'distribute': {
      const t = total(draft.counts);
      if (t < min) return { problem: `${min - t} more to go (${t} of ${min}).` };
      if (t > max) return { problem: `${t - max} too many (at most ${max}).` };
      const counts = Object.fromEntries(Object.entries(draft.counts).filter(([, n]) => n > 0));
      return { answer: { counts } };
    }
    case 'order':
      return { answer: { order: draft.order } };
    case 'number':
      if (!Number.isInteger(draft.num) || draft.num < min || draft.num > max)
        return { problem: `A whole number from ${min} to ${max}.` };
      return { answer: { number: draft.num } };
    default:
      return { problem: 'Unknown decision type.' };
  }
}

/**
 * The actions that repeat, when a number decision declares how many times a loop is carried out
 * (the card-game layer's loop declarations give them as `data.actions`, in words).
 */
export function repeating(d: Decision): string[] {
  const a = d.data?.actions;
  return Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : [];
}

/** `order` with the entry at `from` moved to `to`. */
export function moved(order: readonly string[], from: number, to: number): string[] {
  const out = order.slice();
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x!);
  return out;
}

// Answering a one-choice decision by clicking the board, as on a physical mat: a card, then the place
// it goes to (a hand card, then a circle), or the place first, then the card. Every game's board may
// use it. The click is mapped to the option whose facts name that object (`obj`) and that place
// (`at`), never to anything read from an option's id, which stays opaque (docs/protocol.md). A card
// aimed at another card (DBSCG's attacks name the card attacked: `target`) is answered the same way:
// the card acting, then the card it aims at.
import type { DecisionOption } from './types.ts';

/** What has been clicked so far: an object, a place, or both (null: nothing). */
export interface Armed {
  obj: number | null;
  place: string | null;
}

export const NOTHING_ARMED: Armed = { obj: null, place: null };

/** What a click does: send this option, arm (or disarm) an object or a place, or nothing. */
export type Click = { send: string } | { arm: Armed } | null;

const matchesObj = (o: DecisionOption, obj: number | null) => obj === null || o.obj === obj;
const matchesPlace = (o: DecisionOption, place: string | null) => place === null || o.at === place;

/** The options that fit what is armed: about the armed object and to the armed place. */
export function fitting(options: readonly DecisionOption[], armed: Armed): DecisionOption[] {
  return options.filter((o) => matchesObj(o, armed.obj) && matchesPlace(o, armed.place));
}

/** The options of the armed object aimed at object `obj` (none while no object is armed). */
function aimedAt(options: readonly DecisionOption[], armed: Armed, obj: number): DecisionOption[] {
  if (armed.obj === null) return [];
  return fitting(options, armed).filter((o) => o.target === obj);
}

/**
 * Objects that can be clicked now, with the ids of the options about each (those to the armed
 * place), and with an object armed, the objects its options aim at, with the options aimed at each.
 */
export function objectTargets(options: readonly DecisionOption[], armed: Armed): Map<number, string[]> {
  const m = new Map<number, string[]>();
  const add = (obj: number, id: string) => m.set(obj, [...(m.get(obj) ?? []), id]);
  for (const o of options) {
    if (o.obj !== undefined && matchesPlace(o, armed.place)) add(o.obj, o.id);
    const aimsFromArmed = armed.obj !== null && o.obj === armed.obj && matchesPlace(o, armed.place);
    if (o.target !== undefined && aimsFromArmed) add(o.target, o.id);
  }
  return m;
}

/**
 * The objects the armed object's options aim at (`target`: the cards an armed DBSCG attacker may
 * attack, 7-1), to the armed place if one is; none while no object is armed.
 */
export function aimTargets(options: readonly DecisionOption[], armed: Armed): Set<number> {
  const out = new Set<number>();
  if (armed.obj === null) return out;
  for (const o of fitting(options, armed)) if (o.target !== undefined) out.add(o.target);
  return out;
}

/** Places that can be clicked now, with the options to each (those about the armed object). */
export function placeTargets(
  options: readonly DecisionOption[],
  armed: Armed,
): Map<string, DecisionOption[]> {
  const m = new Map<string, DecisionOption[]>();
  for (const o of options) {
    if (o.at === undefined || !matchesObj(o, armed.obj)) continue;
    m.set(o.at, [...(m.get(o.at) ?? []), o]);
  }
  return m;
}

/**
 * A click on board object `obj`: with an object armed, the one option of it aimed at `obj` is sent;
 * otherwise the one option about `obj` (to the armed place, if one is) is sent; with several, the
 * object is armed (clicking it again disarms it) so that a place, the object aimed at or the
 * decision panel tells them apart.
 */
export function clickObject(options: readonly DecisionOption[], armed: Armed, obj: number): Click {
  if (armed.obj === obj) return { arm: { ...armed, obj: null } };
  const aimed = aimedAt(options, armed, obj);
  if (aimed.length === 1) return { send: aimed[0]!.id };
  const about = fitting(options, { obj, place: armed.place });
  if (about.length === 0) return null;
  if (about.length === 1) return { send: about[0]!.id };
  return { arm: { obj, place: armed.place } };
}

/**
 * A click on place `place` (a circle): the one option to it (about the armed object, if one is) is
 * sent; with several (cards that could all go there), the place is armed (clicking it again disarms
 * it) and the cards that can go there are what is left to click.
 */
export function clickPlace(options: readonly DecisionOption[], armed: Armed, place: string): Click {
  if (armed.place === place) return { arm: { ...armed, place: null } };
  const to = fitting(options, { obj: armed.obj, place });
  if (to.length === 0) return null;
  if (to.length === 1) return { send: to[0]!.id };
  return { arm: { obj: armed.obj, place } };
}

// Triggers answering several cards of one batch (8-6-3), and "the first time each turn".
import type { Ctx, JsonObject, LogEntry, PlayerIndex } from '@arbiter/engine';
import { bareCard, type CardObj, type SagaData } from './state.ts';

/**
 * 8-6-3 with `allSubjects`: the trigger already waiting for this batch activates once, and it takes
 * this card as one more subject. True when it joined one (nothing else to queue).
 */
export function joinBatchSubject(
  ctx: Ctx<SagaData>,
  source: number,
  ability: number,
  subject: number,
): boolean {
  const st = ctx.state;
  const t = st.triggers.find((p) => p.batch === st.batch && p.source === source && p.ability === ability);
  if (!t) return false;
  const before = Array.isArray(t.data.subjects) ? (t.data.subjects as number[]) : [t.data.subject as number];
  if (!before.includes(subject)) t.data = { ...t.data, subjects: [...before, subject] };
  return true;
}

/** The subjects a waiting trigger carries: all of its batch's, or its single one. */
export function subjectsOf(data: JsonObject): number[] {
  return Array.isArray(data.subjects) ? (data.subjects as number[]) : [];
}

/**
 * `firstEachTurn`: no card of `p`'s matching `matches` (read in its last state on the field) was
 * destroyed this turn before this batch (`batchIds`: the new ids of the cards destroyed in it).
 * Destructions paid as costs count too (ruling on BSS02-028). `matches` also gets whose doing each
 * earlier destruction was (its player, -1 for a rule's), for "the first time ... destroyed by your
 * opponent" (BSS05-109).
 */
export function firstThisTurn(
  log: readonly LogEntry[],
  p: PlayerIndex,
  batchIds: readonly number[],
  matches: (dead: CardObj, owner: PlayerIndex, bp: number, by: PlayerIndex | -1) => boolean,
): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event;
    if (e.t === 'turn') return true;
    if (e.t !== 'destroy' || e.self === true || e.p !== p) continue;
    if (batchIds.includes(e.newId as number)) continue;
    const cores = e.cores as number;
    const soul = e.soul === true;
    const dead: CardObj = {
      ...bareCard(e.id as number, e.card as string, p),
      cores: { n: cores - (soul ? 1 : 0), soul },
    };
    const by = e.cause === 'rule' || typeof e.by !== 'number' ? -1 : (e.by as PlayerIndex | -1);
    if (matches(dead, p, e.bp as number, by)) return false;
  }
  return true;
}

/** For a `than` bound read from the subject: its value for each subject of the batch. */
export function subjectValues(
  d: SagaData,
  subjects: readonly number[],
  read: (subject: number, last: JsonObject | null) => number,
): number[] {
  const out: number[] = [];
  for (const id of subjects) {
    let def: string | undefined;
    for (const pl of d.players)
      for (const list of [pl.field, pl.trashCards, pl.hand]) def ??= list.find((x) => x.id === id)?.def;
    if (def !== undefined) out.push(read(id, { card: def }));
  }
  return out;
}

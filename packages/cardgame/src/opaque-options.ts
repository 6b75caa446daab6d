// Issue 14: a game's procedures read the facts of the options a player chose (the object, the
// action, yes or no, which alternative), never the options' ids. A check any game's tests run: the
// same game is played twice with the same answers, once as it is and once with the ids of the
// options made opaque ("o3") before each answer, answered by the same positions. Both games must
// log the same events: a procedure that parsed an id, or compared it with a word, would go another
// way or refuse the answer.
import type { Game, Answer, Decision, PlayerIndex } from '@arbiter/engine';

/** The options renamed, in all and by decision kind. */
export interface Renamed {
  n: number;
  kinds: Map<string, number>;
}

export const newRenamed = (): Renamed => ({ n: 0, kinds: new Map() });

/** Which options to rename: the decision kinds (all when omitted), and ids to keep as they are. */
export interface OpaqueRule {
  kinds?: ReadonlySet<string>;
  keep?: ReadonlySet<string>;
}

/** Renames the ids of `d`'s options in place (its decision in the opaque game), counting them. */
export function makeOpaque(d: Decision, rule: OpaqueRule, renamed: Renamed): void {
  if (rule.kinds && !rule.kinds.has(d.kind)) return;
  d.options.forEach((o, i) => {
    if (rule.keep?.has(o.id)) return;
    o.id = `o${i}`;
    renamed.n++;
    renamed.kinds.set(d.kind, (renamed.kinds.get(d.kind) ?? 0) + 1);
  });
}

/** Answer `a` to decision `from`, given again by option position to `to` (the renamed one). */
export function samePositions(a: Answer, from: Decision, to: Decision): Answer {
  const moved = (id: string): string => to.options[from.options.findIndex((o) => o.id === id)]!.id;
  if ('choose' in a) return { choose: a.choose.map(moved) };
  if ('order' in a) return { order: a.order.map(moved) };
  if ('counts' in a)
    return { counts: Object.fromEntries(Object.entries(a.counts).map(([id, n]) => [moved(id), n])) };
  return a;
}

/** A game's plain and opaque copies, answered together. */
export interface TwinGames<D extends object, S> {
  plain: Game<D, S>;
  opaque: Game<D, S>;
  rule: OpaqueRule;
  renamed: Renamed;
  /** Names the game in failures (a seed, a scenario file). */
  label: string;
  /** Checks each plain decision before it is answered (e.g. that its options carry their facts). */
  check?: (d: Decision) => void;
}

/** The twins of a new game: `create` makes each copy (same module, setup and seed). */
export function twinGames<D extends object, S>(
  create: () => Game<D, S>,
  rule: OpaqueRule,
  renamed: Renamed,
  label: string,
): TwinGames<D, S> {
  return { plain: create(), opaque: create(), rule, renamed, label };
}

/** Gives answer `a` (or a concession) to the pending decision of both twins; throws when one refuses. */
export function answerTwins<D extends object, S>(
  t: TwinGames<D, S>,
  a: Answer | 'concede',
  player?: PlayerIndex,
): void {
  if (a === 'concede') {
    if (player === undefined) throw new Error(`${t.label}: a concession names its player`);
    t.plain.concede(player);
    t.opaque.concede(player);
    return;
  }
  const d = t.plain.decision;
  const o = t.opaque.decision;
  if (!d || !o) throw new Error(`${t.label}: no decision to answer`);
  t.check?.(d);
  makeOpaque(o, t.rule, t.renamed);
  const r1 = t.plain.respond(d.id, a, player);
  if (!r1.ok) throw new Error(`${t.label}: answer refused (${d.kind}): ${r1.error.message}`);
  const r2 = t.opaque.respond(o.id, samePositions(a, d, o), player);
  if (!r2.ok) throw new Error(`${t.label}: opaque answer refused (${o.kind}): ${r2.error.message}`);
}

/** Plays both twins with the plain game's random answers (seeded `rng`) to the end, or `limit` answers. */
export function playTwinsRandomly<D extends object, S>(
  t: TwinGames<D, S>,
  rng: number[],
  limit = 20_000,
): void {
  for (let i = 0; !t.plain.over && i < limit; i++) answerTwins(t, t.plain.randomAnswer(rng));
}

/** Replays the answers a finished game `g` was given, on both twins. */
export function replayOnTwins<D extends object, S>(t: TwinGames<D, S>, g: Game<D, S>): void {
  for (const a of g.answers) answerTwins(t, a.answer, a.player);
}

/** Why the twins differ (their logs, or whether they are over), or null when they went the same way. */
export function twinsDiffer<D extends object, S>(t: TwinGames<D, S>): string | null {
  if (t.plain.over !== t.opaque.over) return `${t.label}: one game is over, the other is not`;
  const a = t.plain.state.log;
  const b = t.opaque.state.log;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = JSON.stringify(a[i]);
    const y = JSON.stringify(b[i]);
    if (x !== y) return `${t.label}: log entry ${i} differs: ${x} != ${y}`;
  }
  return null;
}

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

/** What a game's opaque-id check needs besides the game: the rule, the tally and its label. */
export interface OpaqueCheck {
  rule: OpaqueRule;
  renamed: Renamed;
  /** Names the game in failures (a seed, a scenario file). */
  label: string;
  /** Checks each plain decision before it is answered (e.g. that its options carry their facts). */
  check?: (d: Decision) => void;
}

/** A game's plain and opaque copies (same module, setup and seed), answered together. */
interface Twins<D extends object, S> {
  plain: Game<D, S>;
  opaque: Game<D, S>;
  c: OpaqueCheck;
}

/** Gives answer `a` (or a concession) to the pending decision of both twins; throws when one refuses. */
function answerTwins<D extends object, S>(t: Twins<D, S>, a: Answer | 'concede', player?: PlayerIndex): void {
  const label = t.c.label;
  if (a === 'concede') {
    if (player === undefined) throw new Error(`${label}: a concession names its player`);
    t.plain.concede(player);
    t.opaque.concede(player);
    return;
  }
  const d = t.plain.decision;
  const o = t.opaque.decision;
  if (!d || !o) throw new Error(`${label}: no decision to answer`);
  // A procedure that read an id has already gone another way: say so rather than answer blindly.
  if (d.kind !== o.kind || d.options.length !== o.options.length)
    throw new Error(`${label}: the games ask different decisions (${d.kind}, ${o.kind})`);
  t.c.check?.(d);
  makeOpaque(o, t.c.rule, t.c.renamed);
  const r1 = t.plain.respond(d.id, a, player);
  if (!r1.ok) throw new Error(`${label}: answer refused (${d.kind}): ${r1.error.message}`);
  const r2 = t.opaque.respond(o.id, samePositions(a, d, o), player);
  if (!r2.ok) throw new Error(`${label}: opaque answer refused (${o.kind}): ${r2.error.message}`);
}

/** Why the twins differ (their logs, or whether they are over), or null when they went the same way. */
function twinsDiffer<D extends object, S>(t: Twins<D, S>): string | null {
  if (t.plain.over !== t.opaque.over) return `${t.c.label}: one game is over, the other is not`;
  const a = t.plain.state.log;
  const b = t.opaque.state.log;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = JSON.stringify(a[i]);
    const y = JSON.stringify(b[i]);
    if (x !== y) return `${t.c.label}: log entry ${i} differs: ${x} != ${y}`;
  }
  return null;
}

/**
 * Plays twins of a new game (`create`) with the plain game's random answers (seeded `rng`) to its end
 * or `limit` answers: why they differ, or null.
 */
export function opaqueRandomGame<D extends object, S>(
  create: () => Game<D, S>,
  rng: number[],
  c: OpaqueCheck,
  limit = 20_000,
): string | null {
  const t: Twins<D, S> = { plain: create(), opaque: create(), c };
  for (let i = 0; !t.plain.over && i < limit; i++) answerTwins(t, t.plain.randomAnswer(rng));
  return twinsDiffer(t);
}

/**
 * Plays finished game `g`'s answers again on twins of it (`create`: same module, setup and seed): why
 * they differ, or that the plain twin did not end as `g` did (its hash), or null.
 */
export function opaqueReplay<D extends object, S>(
  g: Game<D, S>,
  create: () => Game<D, S>,
  c: OpaqueCheck,
): string | null {
  const t: Twins<D, S> = { plain: create(), opaque: create(), c };
  for (const a of g.answers) answerTwins(t, a.answer, a.player);
  if (t.plain.hash() !== g.hash()) return `${c.label}: the replayed game does not end as the original did`;
  return twinsDiffer(t);
}

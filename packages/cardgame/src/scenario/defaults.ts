// The answer a scenario runner gives, by itself, to a decision the script does not mention: the same
// policy for every game, read from the options' facts (docs/architecture.md, "Decisions"), never from
// their ids or labels.
import type { Answer, Decision, DecisionOption } from '@arbiter/engine';

/**
 * The option by which the player of `d` declines and lets the game go on: the one that passes
 * (`pass`), else a yes-or-no question's no (`yes: false`); null when `d` offers neither.
 */
export function decliningOption(d: Decision): DecisionOption | null {
  return d.options.find((o) => o.pass === true) ?? d.options.find((o) => o.yes === false) ?? null;
}

/** `decliningOption` as an answer to `d`, or null when `d` offers no way to decline. */
export function declineAnswer(d: Decision): Answer | null {
  const o = decliningOption(d);
  return o && d.type === 'select' ? { choose: [o.id] } : null;
}

/** What `defaultAnswer` needs of a game: its pending decision's legal answers. */
export interface AnswersLister {
  legalAnswers(limit?: number): Answer[];
}

/**
 * The answer of a non-strict script (docs/scenarios.md, "Strict mode") to a decision it does not
 * mention: `declineAnswer`, else the game's first legal answer. Never read from the options' ids.
 */
export function defaultAnswer(game: AnswersLister, d: Decision): Answer {
  const declined = declineAnswer(d);
  if (declined) return declined;
  const a = game.legalAnswers(1)[0];
  if (!a) throw new Error(`no legal answer to p${d.player + 1} ${d.kind}`);
  return a;
}

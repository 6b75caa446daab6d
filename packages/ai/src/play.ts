import { respond, type GameState, type PlayerIndex } from '@arbiter/engine';
import type { Agent, AnyModule } from './types.ts';

export interface PlayedGame {
  /** Answers given by each seat. */
  decisions: [number, number];
}

/**
 * Plays `state` to its end, each seat's decisions answered by its agent. The agents get the state
 * read-only; only this loop changes it. Throws when an agent answers illegally or the game runs past
 * `maxDecisions`.
 */
export function playOut<D extends object>(
  module: AnyModule<D>,
  state: GameState<D>,
  agents: [Agent<D>, Agent<D>],
  maxDecisions = 20_000,
): PlayedGame {
  const decisions: [number, number] = [0, 0];
  while (!state.result) {
    const d = state.pending;
    if (!d) throw new Error('The game stopped without a decision or a result.');
    const p: PlayerIndex = d.player;
    const a = agents[p].choose(module, state);
    const r = respond(module, state, d.id, a);
    if (!r.ok) throw new Error(`${agents[p].name} (seat ${p + 1}) answered illegally: ${r.error.message}`);
    if (++decisions[p] + decisions[1 - p]! > maxDecisions) {
      throw new Error(`The game did not end within ${maxDecisions} decisions.`);
    }
  }
  return { decisions };
}

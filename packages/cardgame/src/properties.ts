// Checks the property tests of every game make at each decision of thousands of random games:
// what a viewer sees does not depend on the cards hidden from it, and a copy or a saved and
// restored state equals the original. Each returns a message on failure, null otherwise.
import type { Determinizer } from '@arbiter/ai';
import {
  cloneState,
  seedRng,
  randomLegalAnswer,
  respond,
  restoreState,
  serializeState,
  viewDecision,
  type GameModule,
  type GameState,
  type PlayerIndex,
  type Viewer,
} from '@arbiter/engine';
import { swapHidden, type ZoneModel } from './zones.ts';

/**
 * Non-interference: the viewer's view of the game and of the pending decision is the same when
 * every card hidden from it gets another definition.
 */
export function viewLeak<D extends object>(
  module: GameModule<D, unknown>,
  model: ZoneModel<D>,
  state: GameState<D>,
  viewer: Viewer,
  replacements: readonly [readonly string[], readonly string[]],
): string | null {
  const swapped = swapHidden(model, state, viewer, replacements, module.cloneData);
  const a = JSON.stringify([module.view(state, viewer), viewDecision(state.pending, viewer)]);
  const b = JSON.stringify([module.view(swapped, viewer), viewDecision(swapped.pending, viewer)]);
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `the view of ${String(viewer)} depends on hidden cards near: …${a.slice(Math.max(0, i - 80), i + 40)}…`;
}

/**
 * A copy and a serialize/restore round trip (in the game's written form, `GameModule.writeData`)
 * equal the original exactly, field for field and in the same key order.
 */
export function copyDiffers<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
): string | null {
  const want = JSON.stringify(state);
  if (JSON.stringify(cloneState(state, module.cloneData)) !== want)
    return 'the copy differs from the original';
  const written = serializeState(state, module);
  const restored = restoreState<D>(written, module);
  if (JSON.stringify(restored) !== want) return 'a restored state differs from the original';
  if (serializeState(restored, module) !== written) return 'a restored state is written differently';
  return null;
}

/** Plays `state` on with random answers, at most `n` of them. */
function playOn<D extends object>(
  module: GameModule<D, unknown>,
  state: GameState<D>,
  rng: number[],
  n: number,
): void {
  for (let i = 0; i < n && !state.result && state.pending; i++) {
    const r = respond(module, state, state.pending.id, randomLegalAnswer(module, state, rng));
    if (!r.ok) throw new Error(`a random answer was refused on a copy: ${r.error.message}`);
  }
}

/**
 * For a game whose copies share card objects with their original (issue 15): a copy played on at
 * random, a world of `player`'s determinizer played on, and the leak test's swapped copies for both
 * seats leave `state` as it was. Returns a message on failure, null otherwise.
 */
export function copiesLeaveOriginal<D extends object>(
  module: GameModule<D, unknown>,
  model: ZoneModel<D>,
  determinizer: Determinizer<D>,
  state: GameState<D>,
  player: PlayerIndex,
  replacements: readonly [readonly string[], readonly string[]],
  rng: number[],
): string | null {
  const before = JSON.stringify(state);
  playOn(module, cloneState(state, module.cloneData), rng, 40);
  if (JSON.stringify(state) !== before) return 'a copy played on changed the original';
  playOn(module, determinizer.determinize(module, state, player, rng), rng, 40);
  if (JSON.stringify(state) !== before) return 'a determinized world played on changed the original';
  for (const viewer of [0, 1] as const) swapHidden(model, state, viewer, replacements, module.cloneData);
  if (JSON.stringify(state) !== before) return 'a copy with its hidden cards swapped changed the original';
  return null;
}

/**
 * Plays `state` to its end with random answers (seeded by `seed`), checking `copiesLeaveOriginal`
 * every `every` answers, with the hidden cards swapped for the other deck's first eight cards.
 */
export function copiesLeaveRandomGame<D extends object>(
  module: GameModule<D, unknown>,
  model: ZoneModel<D>,
  determinizer: Determinizer<D>,
  state: GameState<D>,
  decks: readonly [readonly string[], readonly string[]],
  seed: number,
  every: number,
): string | null {
  const rng = seedRng(seed ^ 0x5eed);
  const side = seedRng(seed ^ 0x77);
  const replacements = [decks[1].slice(0, 8), decks[0].slice(0, 8)] as const;
  for (let answers = 0; !state.result && state.pending; answers++) {
    if (answers % every === 0) {
      const failed = copiesLeaveOriginal(
        module,
        model,
        determinizer,
        state,
        state.pending.player,
        replacements,
        side,
      );
      if (failed) return `answer ${answers}: ${failed}`;
    }
    const r = respond(module, state, state.pending.id, randomLegalAnswer(module, state, rng));
    if (!r.ok) throw new Error(`a random answer was refused: ${r.error.message}`);
  }
  return null;
}

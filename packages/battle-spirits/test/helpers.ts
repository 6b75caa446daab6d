import { expect } from 'vitest';
import {
  cloneState,
  Game,
  type GameModule,
  type GameState,
  type PlayerIndex,
  type Viewer,
} from '@arbiter/engine';
import {
  CardRegistry,
  createSagaModule,
  EFFECT_CARDS,
  EFFECT_DECKS,
  VANILLA_CARDS,
  VANILLA_DECKS,
  type SagaData,
  type SagaModule,
  type SagaSetup,
} from '../src/index.ts';

export const registry = new CardRegistry([...VANILLA_CARDS, ...EFFECT_CARDS]);
export const saga: SagaModule = createSagaModule(registry);

export const RED = VANILLA_DECKS['vanilla-red']!.cards;
export const BLUE = VANILLA_DECKS['vanilla-blue']!.cards;
export const EFFECT_RED = EFFECT_DECKS['effects-red']!.cards;
export const EFFECT_BLUE = EFFECT_DECKS['effects-blue']!.cards;

/** The decks of property-test game `seed`: vanilla, effects, or one of each. */
export function decksFor(seed: number): [string[], string[]] {
  switch (seed % 3) {
    case 0:
      return [RED, BLUE];
    case 1:
      return [EFFECT_RED, EFFECT_BLUE];
    default:
      return [EFFECT_RED, BLUE];
  }
}

export function newGame(
  seed: number,
  setup: Partial<SagaSetup> = {},
  recordHashes = true,
): Game<SagaData, SagaSetup> {
  return Game.create(saga, { decks: [RED, BLUE], ...setup }, seed, { recordHashes });
}

/** Every card a player owns, wherever it is (tokens come from effects and do not count, 4-12). */
export function cardsOf(d: SagaData, p: PlayerIndex, reg: CardRegistry = registry): string[] {
  const out: string[] = [];
  for (const pl of d.players) {
    for (const list of [pl.deck, pl.hand, pl.trashCards, pl.field, pl.resolving]) {
      for (const c of list) if (c.owner === p && !reg.get(c.def).token) out.push(c.def);
    }
    if (pl.burst && pl.burst.owner === p) out.push(pl.burst.def);
  }
  return out.sort();
}

/** Cores a player has in play: life, reserve, trash and field (soul core apart). */
export function coresInPlay(d: SagaData, p: PlayerIndex): { regular: number; soulPlaces: number } {
  const pl = d.players[p];
  let regular = pl.life.n + pl.reserve.n + pl.trash.n;
  let soulPlaces = (pl.life.soul ? 1 : 0) + (pl.reserve.soul ? 1 : 0) + (pl.trash.soul ? 1 : 0);
  soulPlaces += pl.soulInVoid ? 1 : 0;
  for (const c of pl.field) {
    regular += c.cores.n;
    soulPlaces += c.cores.soul ? 1 : 0;
  }
  return { regular, soulPlaces };
}

/**
 * Non-interference: the viewer's view must not change when the cards hidden from them
 * (the other hand, both decks, the other burst) are swapped for something else.
 */
export function viewLeaks(
  game: Game<SagaData, SagaSetup>,
  viewer: Viewer,
  module: GameModule<SagaData, SagaSetup> = saga,
): string | null {
  const masked: GameState<SagaData> = cloneState(game.state);
  for (const p of [0, 1] as PlayerIndex[]) {
    const pl = masked.data.players[p];
    for (const c of pl.deck) c.def = 'HIDDEN';
    if (viewer !== p) {
      for (const c of pl.hand) c.def = 'HIDDEN';
      // 3-8-5: once the game is over, bursts are shown face up.
      if (pl.burst && !game.over) pl.burst.def = 'HIDDEN';
    }
  }
  const a = JSON.stringify(module.view(game.state, viewer));
  let b: string;
  try {
    b = JSON.stringify(module.view(masked, viewer));
  } catch (e) {
    return `view read a hidden card: ${(e as Error).message}`;
  }
  return a === b ? null : 'the view depends on hidden cards';
}

/**
 * The invariants of every position of a random game: no card appears or vanishes, and cores are
 * conserved (everything in play came from the void, one soul core each, 4-11-3).
 */
export function expectConservation(
  data: SagaData,
  want: readonly string[][],
  seed: number,
  reg: CardRegistry = registry,
): void {
  for (const p of [0, 1] as PlayerIndex[]) {
    expect(cardsOf(data, p, reg), `seed ${seed} cards of player ${p + 1}`).toEqual(want[p]);
    const c = coresInPlay(data, p);
    expect(c.regular, `seed ${seed} cores of player ${p + 1}`).toBe(data.players[p].voidUsed);
    expect(c.soulPlaces, `seed ${seed} soul cores of player ${p + 1}`).toBe(1);
  }
}

// Saga information states in the random-play property test (packages/engine/test/games.ts): at every
// decision of random starter-deck games whose object ids start at 1,000,000,000 and whose every deck
// copy has a definition and name of its own, each viewer's information state (the module's infoState,
// what a bot plays on: @arbiter/cardgame's zoneInfoState over SAGA_ZONES) is walked whole, every
// field, for a card it cannot see (@arbiter/cardgame's infoStateLeak: an id, a definition or a name),
// so a new field naming objects that SAGA_REFS misses fails here instead of leaking silently. The
// decider's information state must stay playable through sagaDeterminizer.
import { distinctCopies, infoStateLeak, numberedFrom, type InfoLeakGame } from '@arbiter/cardgame';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  CardRegistry,
  createSagaModule,
  loadSagaPool,
  sagaDeterminizer,
  SAGA_ZONES,
  starterDecks,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';

/** The first object id of these games: far from any other number of a state. */
const DISTINCT_IDS = 1_000_000_000;

const pool = await loadSagaPool();

// Each copy of a card in the starter decks as a definition of its own: `SD01-001X2`, "Name {2}".
const copied = distinctCopies(
  Object.values(starterDecks()).map((d) => d.cards),
  (id) => pool.get(id),
);
const decks = copied.decks;
const reg = new CardRegistry([...pool.all(), ...copied.copies]);
const module = numberedFrom(createSagaModule(reg), DISTINCT_IDS);

const INFO: InfoLeakGame<SagaData, SagaSetup> = {
  module,
  zones: SAGA_ZONES,
  firstId: DISTINCT_IDS,
  name: (def) => reg.get(def).name,
  lists: (game) => game.setup.decks,
  determinize: (game, info, viewer, rng) =>
    sagaDeterminizer([game.setup.decks[0], game.setup.decks[1]]).determinize(module, info, viewer, rng),
};

/**
 * The starter decks with a definition per copy and object ids from DISTINCT_IDS: the information
 * states of every viewer after every answer. ARBITER_PROPERTY_SAGA_INFO_GAMES sets the number.
 */
export const SAGA_INFO_STATES: PropertyGame<SagaData, SagaSetup> = {
  name: 'Battle Spirits Saga, information states',
  module,
  games: Number(process.env.ARBITER_PROPERTY_SAGA_INFO_GAMES ?? 20),
  chunk: 5,
  setup: (seed) => ({
    decks: [decks[seed % decks.length]!.slice(), decks[(seed * 3 + 1) % decks.length]!.slice()],
  }),
  salt: 0x1b873593,
  invariants: () => {},
  leak: (game, viewer, logFrom) => infoStateLeak(INFO, game, viewer, logFrom),
  leakEvery: 1,
  cloneEvery: 0,
};

// Vanguard information states in the random-play property test (packages/engine/test/games.ts): at
// every decision of random trial-deck games whose object ids start at 1,000,000,000 and whose every
// deck copy has a definition and name of its own, each viewer's information state (the module's
// infoState, what a bot plays on) is walked whole for a card it cannot see (@arbiter/cardgame's
// infoStateLeak), and the decider's must stay playable through vgDeterminizer.
import { distinctCopies, infoStateLeak, numberedFrom, type InfoLeakGame } from '@arbiter/cardgame';
import type { PropertyGame } from '../../engine/test/random-play.ts';
import {
  createVgModule,
  loadVgPool,
  vgDeckCards,
  vgDeterminizer,
  VG_ZONES,
  type VgData,
  type VgSetup,
} from '../src/index.ts';

const DISTINCT_IDS = 1_000_000_000;

// Each copy of a card in the trial decks as a definition of its own: `TD01-005X1`, "Blaster Blade {1}".
const pool = loadVgPool();
const copied = distinctCopies(
  pool.decks.map((d) => vgDeckCards(d)),
  (id) => pool.catalog.get(id),
);
const decks = copied.decks;
const cat = pool.catalog.with(copied.copies);
const module = numberedFrom(createVgModule(cat), DISTINCT_IDS);

const INFO: InfoLeakGame<VgData, VgSetup> = {
  module,
  zones: VG_ZONES,
  firstId: DISTINCT_IDS,
  name: (def) => cat.get(def).name,
  lists: (game) => game.setup.players.map((p) => p.deck),
  determinize: (game, info, viewer, rng) =>
    vgDeterminizer([game.setup.players[0].deck, game.setup.players[1].deck]).determinize(
      module,
      info,
      viewer,
      rng,
    ),
};

/**
 * The trial decks with a definition per copy and object ids from DISTINCT_IDS: the information
 * states of every viewer after every answer. ARBITER_PROPERTY_VANGUARD_INFO_GAMES sets the number.
 */
export const VANGUARD_INFO_STATES: PropertyGame<VgData, VgSetup> = {
  name: 'Cardfight!! Vanguard, information states',
  module,
  games: Number(process.env.ARBITER_PROPERTY_VANGUARD_INFO_GAMES ?? 16),
  chunk: 8,
  setup: (seed) => ({
    players: [
      { name: 'p1', deck: decks[seed % decks.length]!.slice() },
      { name: 'p2', deck: decks[(seed * 3 + 1) % decks.length]!.slice() },
    ],
  }),
  salt: 0x2545f491,
  invariants: () => {},
  leak: (game, viewer, logFrom) => infoStateLeak(INFO, game, viewer, logFrom),
  leakEvery: 1,
  cloneEvery: 0,
};

// Every game module the project has, for the game-independent property tests
// (games.property.test.ts): the one place to add a game so that those tests play it too.
import {
  ETERNAL_BUILT_IN_DECKS,
  SAGA_STARTER_DECKS,
  SAGA_TEST_CARDS,
} from '../../battle-spirits/test/property-games.ts';
import { SAGA_INFO_STATES } from '../../battle-spirits/test/info-games.ts';
import { DBSCG_INFO_STATES } from '../../dbscg/test/info-games.ts';
import { DBSCG_POOL_DECKS } from '../../dbscg/test/pool-property-games.ts';
import { DBSCG_TEST_CARDS } from '../../dbscg/test/property-games.ts';
import { VANGUARD_INFO_STATES } from '../../vanguard/test/info-games.ts';
import { VANGUARD_TRIAL_DECKS } from '../../vanguard/test/property-games.ts';
import { propertyCase, type PropertyCase } from './random-play.ts';

export const PROPERTY_GAMES: readonly PropertyCase[] = [
  propertyCase(SAGA_TEST_CARDS),
  propertyCase(SAGA_STARTER_DECKS),
  propertyCase(SAGA_INFO_STATES),
  propertyCase(ETERNAL_BUILT_IN_DECKS),
  propertyCase(DBSCG_TEST_CARDS),
  propertyCase(DBSCG_INFO_STATES),
  propertyCase(DBSCG_POOL_DECKS),
  propertyCase(VANGUARD_TRIAL_DECKS),
  propertyCase(VANGUARD_INFO_STATES),
];

// Where the Saga card pool lives.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

/** The repository this package sits in (packages/battle-spirits/src/pool/ → four levels up). */
const ROOT = here('../../../..');
/** The committed facts files (`<SET>.json`) and the effect definitions (`effects/<SET>.ts`). */
export const SAGA_POOL_DIR = here('../../cards/saga');
/** The shared card data, beside the repository: only the generator and its tests read it. */
export const SAGA_DATA_DIR = join(ROOT, '..', 'shared', 'data', 'battle-spirits-saga');
/** The scenarios that exercise card definitions. */
export const SAGA_SCENARIO_DIR = join(ROOT, 'scenarios');
/** The Eternal format's facts files and effect definitions (cards/eternal), and its shared data. */
export const ETERNAL_POOL_DIR = here('../../cards/eternal');
export const ETERNAL_DATA_DIR = join(ROOT, '..', 'shared', 'data', 'battle-spirits-eternal');

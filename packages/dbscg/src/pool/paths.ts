// Where the DBSCG card pool lives.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

const ROOT = here('../../../..');
/** The committed facts files (`<SET>.json`) and the skill definitions (`effects/<SET>.ts`). */
export const DBS_POOL_DIR = here('../../cards');
/** The shared card data, beside the repository: only the generator and its tests read it. */
export const DBS_DATA_DIR = join(ROOT, '..', 'shared', 'data', 'dbscg');

// Where the DBSCG card pool lives.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

const ROOT = here('../../../..');
/** The committed facts files (`<SET>.json`) and the skill definitions (`effects/<SET>.ts`). */
export const DBS_POOL_DIR = here('../../cards');
/** The built-in deck lists, generated from the shared data's lists (card numbers and counts). */
export const DBS_DECKS_FILE = here('../../decks/built-in.json');
/**
 * The project's own built-in decks, one per colour (issue 16), made from implemented cards only and
 * written by hand (the generator leaves them alone): card numbers and counts, the leader first.
 */
export const DBS_COLOUR_DECKS_FILE = here('../../decks/colour-decks.json');
/** The shared card data, beside the repository: only the generator and its tests read it. */
export const DBS_DATA_DIR = join(ROOT, '..', 'shared', 'data', 'dbscg');

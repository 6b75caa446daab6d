// Where the Vanguard card pool lives: the shared data beside the repository, and the facts and deck
// lists generated from it into this package.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

export const VG_DATA_DIR = here('../../../../../shared/data/vanguard');
export const VG_POOL_DIR = here('../../cards');
export const VG_DECKS_FILE = here('../../decks/built-in.json');

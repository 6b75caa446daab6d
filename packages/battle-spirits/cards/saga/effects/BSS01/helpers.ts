// BSS01: small builders that several parts of the set's definitions share.
import type { Target } from '../../../../src/vocab.ts';

/** One of the opponent's spirits, chosen. */
export const oneFoe = (extra: Partial<Target> = {}): Target => ({ side: 'opponent', count: 1, ...extra });

// BSS05: small builders that several parts of the set's definitions share.
import type { Ability, Directive, Target } from '../../../../src/vocab.ts';
import { oneFoe } from '../shared/helpers.ts';

export const astral = (during?: 'opponentTurn' | 'yourTurn', levels?: number[]): Ability => ({
  kind: 'keyword',
  keyword: 'astral',
  ...(during ? { during } : {}),
  ...(levels ? { levels } : {}),
});

/** One core off an opposing spirit into its owner's reserve. */
export const coreOff = (t: Omit<Target, 'side'> = {}, n = 1): Directive => ({
  do: 'removeCores',
  n,
  target: oneFoe(t),
  to: 'reserve',
});

// "Place the top N cards of your deck in (area)": no choice, one card at a time (3-2-3).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { judgeLoss } from '../actions.ts';
import { moveCard } from '../events.ts';
import { amountOf, type Run, type TextCtx } from '../run.ts';
import { hasKeyword } from '../continuous.ts';
import { amountSchema } from '../schema-common.ts';
import { amountText } from '../text-common.ts';
import type { Amount } from '../vocab.ts';

export interface DeckTopDir {
  do: 'deckTop';
  n: Amount;
  to: 'drop' | 'energy' | 'life' | 'warp';
  rest?: boolean;
  /** Whose deck (default the master's). */
  side?: 'own' | 'opp';
  /** The cards placed become the effect's chosen cards ("if that card is red"). */
  keep?: boolean;
}

const TO: Record<DeckTopDir['to'], string> = {
  drop: 'into the Drop Area',
  energy: 'into the Energy Area',
  life: 'into the Life Area',
  warp: 'into the Warp',
};

export const deckTop = defineVerb<DeckTopDir, Run, TextCtx>({
  verb: 'deckTop',
  schema: z.strictObject({
    do: z.literal('deckTop'),
    n: amountSchema,
    to: z.enum(['drop', 'energy', 'life', 'warp']),
    rest: z.boolean().optional(),
    side: z.enum(['own', 'opp']).optional(),
    keep: z.boolean().optional(),
  }),
  text: (d) => {
    const n = amountText(d.n);
    const whose = d.side === 'opp' ? "the opponent's" : 'your';
    return `Move ${n === '1' ? 'the first card' : `the first ${n} cards`} of ${whose} deck ${TO[d.to]}${d.rest ? ' in Rest Mode' : ''}.`;
  },
  perform(run, d) {
    const p = d.side === 'opp' ? (run.L.master === 0 ? 1 : 0) : run.L.master;
    const n = amountOf(run, d.n);
    const placed: number[] = [];
    for (let i = 0; i < n; i++) {
      const top = run.d.players[p].deck[0];
      if (!top) break;
      // 10-34-1: a card with [Energy-Exhaust] is placed in the Energy Area in Rest Mode.
      const rest = d.rest === true || (d.to === 'energy' && hasKeyword(run.cat, run.d, top, 'energyExhaust'));
      const id = moveCard(run.ctx, p, top.id, 'deck', d.to, {
        why: 'effect',
        by: run.L.master,
        ...(rest ? { rest: true } : {}),
      });
      placed.push(id);
      if (judgeLoss(run.ctx)) break;
    }
    if (d.keep) {
      // Their new objects (3-1-4), taken now: nothing to follow.
      run.L.chosen = placed;
      run.L.chosenAt = run.ctx.state.log.length;
    }
    return false;
  },
});

// Counter charge (10.30: damage cards turned face up) and soul charge (10.18: the deck's top cards
// into the soul) as parts of an effect.
import { z } from 'zod';
import { defineVerb, askSelect } from '@arbiter/cardgame';
import { moveCard } from '../../events.ts';
import { saidYes, yesOrNo } from '../../ask.ts';
import { pickCards, type VgRun, type VgTextCtx } from '../run.ts';

export interface CounterChargeDir {
  do: 'counterCharge';
  /** How many face-down damage cards turn face up, or all of them. */
  n: number | 'all';
  /** "Choose up to N" (8.5.4.1.1): the master may turn fewer, or none. */
  upTo?: boolean;
}

export const counterCharge = defineVerb<CounterChargeDir, VgRun, VgTextCtx>({
  verb: 'counterCharge',
  schema: z.strictObject({
    do: z.literal('counterCharge'),
    n: z.union([z.number().int().min(1), z.literal('all')]),
    upTo: z.boolean().optional(),
  }),
  text: (d) =>
    d.n === 'all'
      ? 'Every face-down card in your damage zone turns face up.'
      : `Turn ${d.upTo ? 'at most ' : ''}${d.n} face-down card${d.n === 1 ? '' : 's'} in your damage zone face up.`,
  perform(run, d) {
    const L = run.L;
    const down = run.ctx.data.players[L.p].damage.filter((c) => c.faceDown);
    if (d.n === 'all') {
      for (const c of down) run.ctx.emit({ t: 'flip', p: L.p, id: c.id, faceDown: false });
      return false;
    }
    const ids = pickCards(
      run,
      down,
      d.n,
      'counterCharge',
      `Choose ${d.upTo ? 'at most ' : ''}${d.n} face-down card${d.n === 1 ? '' : 's'} of your damage zone to turn face up (10.30).`,
      false,
      d.upTo === true,
    );
    if (!ids) return true;
    for (const id of ids) run.ctx.emit({ t: 'flip', p: L.p, id, faceDown: false });
    return false;
  },
});

export interface SoulChargeDir {
  do: 'soulCharge';
  n: number;
  /** "You may [Soul-Charge N]": the master chooses whether to. */
  may?: boolean;
}

export const soulCharge = defineVerb<SoulChargeDir, VgRun, VgTextCtx>({
  verb: 'soulCharge',
  schema: z.strictObject({
    do: z.literal('soulCharge'),
    n: z.number().int().min(1),
    may: z.boolean().optional(),
  }),
  text: (d) => (d.may ? `You may Soul Charge ${d.n}.` : `Soul Charge ${d.n}.`),
  perform(run, d) {
    const L = run.L;
    if (d.may) {
      if (!L.picked) {
        askSelect(
          run.ctx,
          L.p,
          'maySoulCharge',
          `Soul Charge ${d.n} (10.18)?`,
          yesOrNo({ id: 'yes', label: `Soul Charge ${d.n}` }, 'Do not'),
        );
        return true;
      }
      const yes = saidYes(L.picked);
      L.picked = null;
      if (!yes) return false;
    }
    for (let i = 0; i < d.n; i++) moveCard(run.ctx, L.p, 'deck', 'soul');
    return false;
  },
});

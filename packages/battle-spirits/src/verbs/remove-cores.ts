// The Saga directive `removeCores`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf, unprotected } from '../effects.ts';
import { type CoreArea, type CoreMove, moveSomeCores } from '../core-moves.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema, count, targetSchema } from '../schema-common.ts';
import { coreCount, findOnField } from '../state.ts';
import { coresText, wording } from '../text-words.ts';
import { severalFrom } from '../text.ts';
import type { Amount, Target } from '../vocab.ts';
import { K } from '../procs.ts';
import { moveCores } from '../events.ts';

/**
 * Takes cores off the chosen cards ("all", "allButOne" or an amount each) to `to`. A card left
 * without LV1's cores is then destroyed by this effect (9-3-2-1).
 */
export type RemoveCoresDir = {
  do: 'removeCores';
  /**
   * `allBut`: all the cores but this many ("all but three"); `soulCore`: the soul core alone, from a card
   * that holds it (4-11-3: effects on cores reach it).
   */
  n: Amount | 'all' | 'allButOne' | { allBut: number } | 'soulCore';
  target: Target;
  /**
   * `self`: onto the card with this ability; `subject`: onto the card that made it trigger ("onto
   * the blocked spirit", BSS05-104).
   */
  to: 'reserve' | 'trash' | 'void' | 'self' | 'subject';
  /** "Up to N cores": the effect's controller says how many, from none to N (8-5-3-2 read for cores). */
  upTo?: boolean;
};

export const removeCores = defineVerb<RemoveCoresDir, Run, TextCtx>({
  verb: 'removeCores',
  schema: z.strictObject({
    do: z.literal('removeCores'),
    n: z.union([
      amountSchema,
      z.literal('all'),
      z.literal('allButOne'),
      z.literal('soulCore'),
      z.strictObject({ allBut: count }),
    ]),
    target: targetSchema,
    to: z.enum(['reserve', 'trash', 'void', 'self', 'subject']),
    upTo: z.boolean().optional(),
  }),
  text: (d) => {
    const how =
      d.n === 'all'
        ? 'all the cores'
        : d.n === 'soulCore'
          ? 'the soul core'
          : d.n === 'allButOne'
            ? 'all the cores but one'
            : typeof d.n === 'object' && 'allBut' in d.n
              ? `all the cores but ${d.n.allBut}`
              : `${d.upTo ? 'up to ' : ''}${coresText(d.n)}`;
    const where =
      d.to === 'void'
        ? 'the void'
        : d.to === 'self'
          ? `this ${wording.self}`
          : d.to === 'subject'
            ? 'that spirit'
            : `their owner's ${d.to}`;
    return `Move ${how} from ${severalFrom(d.target)} to ${where}.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me, targets } = run;
    const onto = dir.to === 'subject' ? L.subject : L.source;
    const reached = unprotected(reg, d, targets, 'removeCores', me, {
      id: L.source,
      def: L.card,
    })
      // Onto this card (or the subject): never from itself, and only between one player's cards.
      .filter(
        ({ c, owner }) => (dir.to !== 'self' && dir.to !== 'subject') || (c.id !== onto && owner === me),
      );
    if ((dir.to === 'self' || dir.to === 'subject') && !findOnField(d, onto)) return false;
    const amount = dir.n;
    if (amount === 'soulCore') {
      // The soul core alone: no choice to make; a card without one loses nothing. Never into the void (4-11-3).
      for (const { c, owner } of reached) {
        if (!c.cores.soul || dir.to === 'void') continue;
        const to: CoreArea = dir.to === 'self' || dir.to === 'subject' ? `c${onto}` : dir.to;
        moveCores(ctx, owner, `c${c.id}`, to, 0, true, 'effect', me, L.card);
      }
      return false;
    }
    const moves: CoreMove[] = reached.map(({ c, owner }) => {
      const have = coreCount(c.cores);
      const n =
        amount === 'all'
          ? have
          : amount === 'allButOne'
            ? Math.max(0, have - 1)
            : typeof amount === 'object' && 'allBut' in amount
              ? Math.max(0, have - amount.allBut)
              : amountOf(reg, d, L, amount);
      const to: CoreArea = dir.to === 'self' || dir.to === 'subject' ? `c${onto}` : dir.to;
      return { p: owner, from: `c${c.id}`, to, n, by: me, owner: false, src: L.card, regular: false };
    });
    // "Up to N": the controller says how many leave each card first (core-spread.ts).
    if (dir.upTo === true) {
      if (moves.length === 0) return false;
      K.push(ctx, 'removeSome', { p: me, moves, k: 0, card: L.card });
      return true;
    }
    return moveSomeCores(ctx, moves);
  },
});

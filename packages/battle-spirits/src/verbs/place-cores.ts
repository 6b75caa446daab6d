// The Saga directive `placeCores`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { amountOf } from '../effects.ts';
import { type CoreMove, moveSomeCores } from '../core-moves.ts';
import { moveCores } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema, targetSchema } from '../schema-common.ts';
import { amountText, coresText } from '../text-words.ts';
import { pickText, severalFrom } from '../text.ts';
import type { Amount, Target } from '../vocab.ts';
import { K } from '../procs.ts';
import { morePlacedOn } from '../restrictions.ts';

/**
 * Cores from the void, the reserve or the trash onto the chosen cards; `any`: from the reserve or
 * trash, as many onto each as the player says ("any number of cores"). From your reserve or trash
 * the soul core may be one of them (8-5-6) unless `regularOnly`; with `soul` it is one of them when
 * it is there ("all of the destroyed spirit's cores").
 */
export type PlaceCoresDir = {
  do: 'placeCores';
  n: Amount | 'any';
  from: 'void' | 'reserve' | 'trash';
  target: Target;
  soul?: boolean;
  regularOnly?: boolean;
  /** With `n: any`: at most this many onto each chosen card ("up to 3 cores"). */
  most?: number;
};

export const placeCores = defineVerb<PlaceCoresDir, Run, TextCtx>({
  verb: 'placeCores',
  schema: z.strictObject({
    do: z.literal('placeCores'),
    n: z.union([amountSchema, z.literal('any')]),
    from: z.enum(['void', 'reserve', 'trash']),
    target: targetSchema,
    soul: z.boolean().optional(),
    regularOnly: z.boolean().optional(),
    most: z.number().int().positive().optional(),
  }),
  text: (d) => {
    // "Cores that are not your soul core, as many as ...": the kind of core first, then how many.
    const counted = typeof d.n === 'object';
    const cores =
      d.n === 'any'
        ? d.most !== undefined
          ? `up to ${d.most} cores`
          : 'any number of cores'
        : d.regularOnly && counted
          ? `cores that are not your soul core, as many as ${amountText(d.n)},`
          : coresText(d.n);
    const regular = d.regularOnly && !counted ? ' that are not your soul core' : '';
    return `Put ${cores}${d.soul ? ' (the soul core among them, if it is there)' : ''}${regular} onto ${d.n === 'any' ? pickText(d.target) : severalFrom(d.target)} out of ${d.from === 'void' ? 'the void' : `your ${d.from}`}.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me, targets } = run;
    if (dir.n === 'any') {
      // The player says how many go onto each of their own chosen cards (core-spread.ts).
      if (dir.from === 'void') return false;
      const ids = targets.filter((t) => t.owner === me).map((t) => t.c.id);
      if (ids.length === 0) return false;
      K.push(ctx, 'placeSome', {
        p: me,
        from: dir.from,
        ids,
        k: 0,
        card: L.card,
        ...(dir.most !== undefined ? { most: dir.most } : {}),
      });
      return true;
    }
    // From your own reserve or trash the soul core may be among them (8-5-6, ruling on ST03-013).
    const moves: CoreMove[] = [];
    for (const { c, owner } of targets) {
      const base = amountOf(reg, d, L, dir.n);
      // A card that takes more cores when an effect puts some on it (BS01-057) takes them here too.
      const n = base > 0 ? base + morePlacedOn(reg, d, c) : base;
      if (dir.from === 'void') {
        moveCores(ctx, owner, 'void', `c${c.id}`, n, false, 'effect', me);
      } else if (owner === me && (dir.regularOnly || dir.soul)) {
        // 1-3-2: only as many as there are. With `soul` the soul core goes along when there (4-11-3).
        const have = d.players[me][dir.from].n;
        const soul = dir.soul === true && d.players[me][dir.from].soul && n > 0;
        moveCores(
          ctx,
          me,
          dir.from,
          `c${c.id}`,
          Math.min(soul ? n - 1 : n, have),
          soul,
          'effect',
          me,
          L.card,
        );
      } else if (owner === me) {
        moves.push({
          p: me,
          from: dir.from,
          to: `c${c.id}`,
          n,
          by: me,
          owner: false,
          src: L.card,
          regular: false,
        });
      }
    }
    return moves.length > 0 && moveSomeCores(ctx, moves);
  },
});

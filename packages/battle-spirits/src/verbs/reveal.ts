// The Saga directive `reveal`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import type { JsonObject } from '@arbiter/engine';
import { z } from 'zod';
import { fixBounds } from '../continuous.ts';
import { amountOf } from '../effects.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema, targetSchema } from '../schema-common.ts';
import { amountText, cap, cardsOf, plural, SELECTION_KEYS } from '../text-words.ts';
import type { Amount, Target } from '../vocab.ts';

/**
 * 12-2, 12-3: reveal (or, with `view`, look at privately) the top N of your deck, put up to
 * `pick.count` matching cards into your hand (or `pickTo`), the rest to `rest`.
 */
export type RevealDir = {
  do: 'reveal';
  n: Amount;
  view?: boolean;
  /** Which of them to take (`all`: every match, no choice; `upTo`: "you may"). */
  pick?: Target;
  /**
   * Where the picked cards go (default the hand); to the deck in the order their owner chooses;
   * `field`: summoned or placed without paying their cost (10-6, 10-7).
   */
  pickTo?: 'hand' | 'top' | 'bottom' | 'trash' | 'field';
  rest: 'bottom' | 'top' | 'trash';
};

export const reveal = defineVerb<RevealDir, Run, TextCtx>({
  verb: 'reveal',
  schema: z.strictObject({
    do: z.literal('reveal'),
    n: amountSchema,
    view: z.boolean().optional(),
    pick: targetSchema.optional(),
    pickTo: z.enum(['hand', 'top', 'bottom', 'trash', 'field']).optional(),
    rest: z.enum(['bottom', 'top', 'trash']),
  }),
  text: (d) => {
    const what = d.view ? 'Look at' : 'Reveal';
    if (d.n === 1) return revealOneText(d);
    // Cards from the deck: "spirit cards", not spirits on the field.
    const picked = d.pick ? cardsOf({ ...d.pick, what: d.pick.what ?? 'card' }) : '';
    const pickTo = d.pickTo ?? 'hand';
    const pick = !d.pick
      ? ''
      : pickTo === 'hand'
        ? ` Add ${picked} from among them to your hand.`
        : pickTo === 'trash'
          ? ` Discard ${picked} from among them.`
          : pickTo === 'field'
            ? ` ${d.pick.what === 'nexus' ? 'Place' : 'Summon'} ${picked} from among them without paying ${d.pick.all || (d.pick.count ?? 1) > 1 ? 'their' : 'its'} cost.`
            : ` Put ${picked} from among them on the ${pickTo} of your deck${d.pick.all || (d.pick.count ?? 1) > 1 ? ' in any order' : ''}.`;
    const rest =
      d.rest === 'trash'
        ? 'Put the rest into your trash.'
        : `Put the rest on the ${d.rest} of your deck in any order.`;
    const top = typeof d.n === 'number' ? plural(d.n, 'card') : `cards, as many as ${amountText(d.n)},`;
    return `${what} the top ${top} of your deck.${pick} ${rest}`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me } = run;
    ctx.push('reveal', {
      p: me,
      card: L.card,
      source: L.source,
      // `than` bounds of the pick are worked out now, as for a directive's target.
      dir: (dir.pick?.than ? { ...dir, pick: fixBounds(reg, d, L, dir.pick) } : dir) as unknown as JsonObject,
      n: amountOf(reg, d, L, dir.n),
    });
    return true;
  },
});

/** The top card alone: "Add it to your hand if it is a spirit card. Otherwise, put it into your trash." */
function revealOneText(d: RevealDir): string {
  const head = `${d.view ? 'Look at' : 'Reveal'} the top card of your deck.`;
  const rest = {
    trash: 'put it into your trash',
    top: 'put it back on the top of your deck',
    bottom: 'put it on the bottom of your deck',
  }[d.rest];
  if (!d.pick) return `${head} ${cap(rest)}.`;
  const to = d.pickTo ?? 'hand';
  const verb = {
    hand: 'add it to your hand',
    trash: 'discard it',
    field: `${d.pick.what === 'nexus' ? 'place' : 'summon'} it without paying its cost`,
    top: 'put it on the top of your deck',
    bottom: 'put it on the bottom of your deck',
  }[to];
  const filtered =
    Object.keys(d.pick).some((k) => !SELECTION_KEYS.has(k)) || (d.pick.what ?? 'card') !== 'card';
  const one = { ...d.pick, what: d.pick.what ?? 'card', all: undefined, upTo: undefined, count: 1 };
  const which = filtered ? ` if it is ${cardsOf(one, false)}` : '';
  const may = d.pick.upTo ? 'you may ' : '';
  return `${head} ${cap(`${may}${verb}${which}`)}. Otherwise, ${rest}.`;
}

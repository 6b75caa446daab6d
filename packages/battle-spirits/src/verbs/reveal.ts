// The Saga directive `reveal`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { fixBounds } from '../continuous.ts';
import { amountOf } from '../effects.ts';
import type { Run, TextCtx } from '../run.ts';
import { amountSchema, targetSchema } from '../schema-common.ts';
import { amountText, cap, cardsOf, plural, SELECTION_KEYS } from '../text-words.ts';
import type { Amount, Target } from '../vocab.ts';
import { K } from '../procs.ts';

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
    const one = !!d.pick && !d.pick.all && (d.pick.count ?? 1) === 1 && d.pick.countBy === undefined;
    const pick = !d.pick
      ? ''
      : pickTo === 'hand'
        ? ` Of those, ${picked} go${one ? 'es' : ''} to your hand.`
        : pickTo === 'trash'
          ? ` Of those, discard ${picked}.`
          : pickTo === 'field'
            ? ` Of those, ${d.pick.what === 'nexus' ? 'place' : 'summon'} ${picked} without paying for ${one ? 'it' : 'them'}.`
            : ` Of those, put ${picked} ${pickTo === 'top' ? 'on top of' : 'under'} your deck${one ? '' : ', ordered as you like'}.`;
    const rest =
      d.rest === 'trash'
        ? 'The others go to your trash.'
        : `The others go ${d.rest === 'top' ? 'on top of' : 'under'} your deck, ordered as you like.`;
    const top = typeof d.n === 'number' ? plural(d.n, 'card') : `as many cards as ${amountText(d.n)}`;
    return `${what} ${top} from the top of your deck.${pick} ${rest}`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, me } = run;
    K.push(ctx, 'reveal', {
      p: me,
      card: L.card,
      source: L.source,
      // `than` bounds of the pick are worked out now, as for a directive's target.
      dir: dir.pick?.than ? { ...dir, pick: fixBounds(reg, d, L, dir.pick) } : dir,
      n: amountOf(reg, d, L, dir.n),
    });
    return true;
  },
});

/** The top card alone: "Add it to your hand if it is a spirit card. Otherwise, put it into your trash." */
function revealOneText(d: RevealDir): string {
  const head = `${d.view ? 'Look at' : 'Reveal'} your deck's top card.`;
  const rest = {
    trash: 'it goes to your trash',
    top: 'it stays on top of your deck',
    bottom: 'it goes under your deck',
  }[d.rest];
  if (!d.pick) return `${head} ${cap(rest)}.`;
  const to = d.pickTo ?? 'hand';
  const verb = {
    hand: 'put it into your hand',
    trash: 'discard it',
    field: `${d.pick.what === 'nexus' ? 'place' : 'summon'} it without paying for it`,
    top: 'leave it on top of your deck',
    bottom: 'put it under your deck',
  }[to];
  const filtered =
    Object.keys(d.pick).some((k) => !SELECTION_KEYS.has(k)) || (d.pick.what ?? 'card') !== 'card';
  const one = { ...d.pick, what: d.pick.what ?? 'card', all: undefined, upTo: undefined, count: 1 };
  const which = filtered ? `If that card is ${cardsOf(one, false)}, ` : '';
  const may = d.pick.upTo ? 'you may ' : '';
  return `${head} ${cap(`${which}${may}${verb}`)}; if not, ${rest}.`;
}

// "Place (cards) beneath this card" (11-3-1): cards go beneath a card in the Leader, Battle or
// Combo Area, below those already there (11-3-3). Beneath it they are one card with it and their
// skills are negated (11-3-2). A card from a secret area becomes a new, public object there.
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { hasKeyword, hasRule, matches } from '../continuous.ts';
import { emit, seenBy } from '../events.ts';
import { selfCard, type Run, type TextCtx } from '../run.ts';
import { count, filterSchema, targetSchema } from '../schema-common.ts';
import { filterText, targetText } from '../text-common.ts';
import { inPlay, locate, type AreaName, type DbsCard, type DbsData } from '../state.ts';
import type { CardFilter, Target } from '../vocab.ts';
import type { Ctx, PlayerIndex } from '@arbiter/engine';

export interface UnderDir {
  do: 'under';
  /** The cards placed beneath; or `deckTop`: the top N cards of your deck. */
  target?: Target;
  deckTop?: number;
  /**
   * Beneath this card (default), your leader, or the card the effect chose last (`chosen`, e.g. by
   * a `gather` picking one card of the Battle Area to put cards beneath).
   */
  onto?: 'self' | 'leader' | 'chosen';
  /** Beneath your card in the Battle Area matching this ("under your {Majin Buu's Sealed Ball}"). */
  ontoCard?: CardFilter;
}

/** The first of the master's cards in the Battle Area matching `f` (an Extra Card put there by [Field] too). */
function ontoOf(run: Run, f: CardFilter): DbsCard | undefined {
  const self = selfCard(run);
  return run.d.players[run.L.master].battle.find((c) => matches(run.cat, run.d, c, run.L.master, f, self));
}

/** The first card the effect chose last that is still in its master's Battle Area or Leader Area (11-3-1). */
function chosenInPlay(run: Run): DbsCard | undefined {
  for (const id of run.L.chosen) {
    const at = locate(run.d, id);
    if (at && (at.area === 'battle' || at.area === 'leader')) return at.card;
  }
  return undefined;
}

export const under = defineVerb<UnderDir, Run, TextCtx>({
  verb: 'under',
  schema: z
    .strictObject({
      do: z.literal('under'),
      target: targetSchema.optional(),
      deckTop: count.optional(),
      onto: z.enum(['self', 'leader', 'chosen']).optional(),
      ontoCard: filterSchema.optional(),
    })
    .refine((d) => (d.target === undefined) !== (d.deckTop === undefined), {
      message: 'give either target or deckTop',
    })
    .refine((d) => d.onto === undefined || d.ontoCard === undefined, {
      message: 'give either onto or ontoCard',
    }),
  text: (d) => {
    const what = d.target
      ? targetText(d.target)
      : d.deckTop === 1
        ? 'the first card of your deck'
        : `the first ${d.deckTop} cards of your deck`;
    const onto = d.ontoCard
      ? `your ${filterText(d.ontoCard, 'card')}`
      : d.onto === 'leader'
        ? 'your Leader Card'
        : d.onto === 'chosen'
          ? 'the card picked'
          : 'this card';
    return `Tuck ${what} under ${onto}.`;
  },
  perform(run, d) {
    const { ctx, L } = run;
    const onto = d.ontoCard
      ? ontoOf(run, d.ontoCard)
      : d.onto === 'leader'
        ? run.d.players[L.master].leader
        : d.onto === 'chosen'
          ? chosenInPlay(run)
          : selfCard(run);
    if (!onto || !inPlay(run.d, onto.id)) return false;
    const cards: DbsCard[] = d.target ? run.cards : run.d.players[L.master].deck.slice(0, d.deckTop ?? 0);
    for (const c of cards) {
      const at = locate(run.d, c.id);
      if (!at || at.area === 'leader' || c.id === onto.id) continue;
      // 10-12-1: the opponent's skills cannot take an [Indestructible] card out of the Battle Area.
      if (at.area === 'battle' && at.player !== L.master && hasKeyword(run.cat, run.d, c, 'indestructible'))
        continue;
      if (at.area === 'battle' && hasRule(run.cat, run.d, c, 'staysInBattle')) continue;
      tuckUnder(ctx, onto, c, at.player, at.area);
    }
    return false;
  },
});

/** 11-3-1: card `c`, of `p`'s area `from`, goes beneath `onto` (for this verb and for costs, 8-4). */
export function tuckUnder(
  ctx: Ctx<DbsData>,
  onto: DbsCard,
  c: DbsCard,
  p: PlayerIndex,
  from: AreaName,
): void {
  const seen = seenBy(from, p);
  const base = { t: 'stack' as const, p, onto: onto.id, from, card: c.def };
  if (seen === 'all') {
    emit(ctx, { ...base, id: c.id });
    return;
  }
  // From a secret area: a new object, the old id told only to who saw it.
  const to: PlayerIndex[] = seen;
  emit(ctx, { ...base, id: -1, newId: ctx.newObjectId() }, { to, data: { id: c.id } });
}

// The G assist step (6.4.1.2): a turn player whose vanguard is below grade 3, with two or more cards
// in the G zone and no card in hand one grade above the vanguard, may reveal the hand, look at the
// deck's top five cards for one of that grade, and pay for it with two hand cards and two G zone
// cards removed from the game.
import { answeredYes, askSelect } from '@arbiter/cardgame';
import type { PlayerIndex, TypedProcedure } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { cardOption } from './ask.ts';
import { moveCard, type VgCtx } from './events.ts';
import type { VgProcs } from './procs.ts';
import { vanguardGrade, type VgCard, type VgData } from './state.ts';

/** 6.4.1.2.5: how many of the deck's top cards the G assist looks at. */
const LOOK = 5;
/** 6.4.1.2.5: how many cards of the hand and of the G zone pay for the card found. */
const REMOVE = 2;

/**
 * 6.4.1.2.2.1, 6.4.1.2.2.2: the public conditions (the vanguard's grade, the G zone's size). The
 * hidden one (6.4.1.2.2.3, the hand) only decides whether the G assist is offered, so asking tells
 * the opponent nothing until the hand is revealed (6.4.1.2.4).
 */
function gAssistAsked(cat: VgCatalog, d: VgData, p: PlayerIndex): boolean {
  const pl = d.players[p];
  const vg = vanguardGrade(cat, pl);
  return vg >= 0 && vg < 3 && pl.gzone.length >= 2;
}

export function gAssistProcedure(cat: VgCatalog): TypedProcedure<VgData, VgProcs['gAssist']> {
  return (ctx, frame) => {
    const d = ctx.data;
    const p = d.active;
    const pl = d.players[p];
    const next = vanguardGrade(cat, pl) + 1;
    const L = frame.locals;
    switch (frame.step) {
      case 0: {
        if (!gAssistAsked(cat, d, p)) {
          ctx.pop();
          return;
        }
        frame.step = 1;
        const options = [];
        // 6.4.1.2.2.3: no card in hand one grade above the vanguard.
        if (!pl.hand.some((c) => cat.get(c.def).grade === next))
          options.push({
            id: 'assist',
            label: 'G assist: reveal your hand and look at the top five cards',
            yes: true,
          });
        options.push({ id: 'no', label: 'Do not G assist', yes: false, pass: true });
        askSelect(ctx, p, 'gAssist', 'G assist step (6.4.1.2.1.2).', options, { secret: true });
        return;
      }
      case 1: {
        // 6.4.1.2.1.2: the player chooses whether to G assist (the option's `yes`).
        if (!answeredYes(ctx)) {
          ctx.pop();
          return;
        }
        // 6.4.1.2.4: the hand is revealed to confirm the conditions.
        for (const c of pl.hand) ctx.emit({ t: 'reveal', p, card: c.def });
        frame.step = 2;
        const options = pl.deck
          .slice(0, LOOK)
          .filter((c) => cat.get(c.def).grade === next)
          .map((c) => cardOption(cat, c));
        askSelect(
          ctx,
          p,
          'gAssistPick',
          `G assist: choose up to one grade ${next} card of the top ${LOOK} of your deck (6.4.1.2.5).`,
          options,
          { min: 0, secret: true },
        );
        return;
      }
      case 2: {
        const [o] = ctx.takeChosen();
        if (o?.obj === undefined) {
          ctx.emit({ t: 'shuffle', p }); // 6.4.1.2.5: shuffled even when none is taken
          ctx.pop();
          return;
        }
        const card = pl.deck.find((c) => c.id === o.obj);
        if (card) ctx.emit({ t: 'reveal', p, card: card.def });
        moveCard(ctx, p, 'deck', 'hand', { id: o.obj });
        frame.step = 3;
        if (askRemove(ctx, cat, p, pl.hand, 'gAssistHand', 'your hand')) return;
        L.hand = pl.hand.map((c) => c.id);
        removeFromG(ctx, cat, frame, L.hand);
        return;
      }
      case 3:
        L.hand = ctx.takeChosen().map((c) => c.obj!);
        removeFromG(ctx, cat, frame, L.hand);
        return;
      default:
        finish(
          ctx,
          p,
          L.hand,
          ctx.takeChosen().map((c) => c.obj!),
        );
    }
  };
}

/** The G zone's two cards: asked (step 4), or all of them at once when it holds two or fewer. */
function removeFromG(ctx: VgCtx, cat: VgCatalog, frame: { step: number }, hand: readonly number[]): void {
  const p = ctx.data.active;
  const gzone = ctx.data.players[p].gzone;
  frame.step = 4;
  if (askRemove(ctx, cat, p, gzone, 'gAssistG', 'your G zone')) return;
  finish(
    ctx,
    p,
    hand,
    gzone.map((c) => c.id),
  );
}

/** Asks for two cards of a zone to remove (true), or none when it holds two or fewer (6.4.1.2.5.2). */
function askRemove(
  ctx: VgCtx,
  cat: VgCatalog,
  p: PlayerIndex,
  cards: readonly VgCard[],
  kind: string,
  where: string,
): boolean {
  if (cards.length <= REMOVE) return false;
  askSelect(
    ctx,
    p,
    kind,
    `G assist: choose ${REMOVE} cards of ${where} to remove from the game (6.4.1.2.5).`,
    cards.map((c) => cardOption(cat, c)),
    { min: REMOVE, max: REMOVE, secret: true },
  );
  return true;
}

/** 6.4.1.2.5, 6.4.1.2.5.1: the chosen cards are revealed and removed from the game; the deck is shuffled. */
function finish(ctx: VgCtx, p: PlayerIndex, hand: readonly number[], g: readonly number[]): void {
  ctx.beginBatch();
  for (const id of hand) moveCard(ctx, p, 'hand', 'removed', { id });
  for (const id of g) moveCard(ctx, p, 'gzone', 'removed', { id });
  ctx.endBatch();
  ctx.emit({ t: 'shuffle', p });
  ctx.pop();
}

// Skill costs (8-4): whether they can be paid in full (8-4-2-2), and paying them in written order
// (8-4-2-1), each choice a decision of the payer. Energy is paid by switching active energy to
// Rest Mode (8-4-2-3, 8-4-2-4).
import { coversAll } from '@arbiter/cardgame';
import type { Ctx, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { ask, cardOption, chosenObjects } from './ask.ts';
import type { DbsCatalog, EnergyCost } from './cards.ts';
import { colorReader, matches } from './continuous.ts';
import { emit, moveCard } from './events.ts';
import { activeEnergy, canPayEnergy, coversColors, paysCost } from './payment.ts';
import { K, type DbsProcs } from './procs.ts';
import { locate, type DbsCard, type DbsData } from './state.ts';
import type { Color, Cost } from './vocab.ts';
import { judgeLoss } from './actions.ts';
import { tuckUnder } from './verbs/under.ts';

type C = Ctx<DbsData>;

/** The energy part of a list of costs, added up (with an extra cost, e.g. an Extra Card's own). */
export function energyOf(costs: readonly Cost[], extra?: EnergyCost): EnergyCost {
  const out: EnergyCost = { total: extra?.total ?? 0, colors: { ...(extra?.colors ?? {}) } };
  for (const c of costs) {
    if (c.pay !== 'energy') continue;
    out.total += c.n;
    for (const [k, n] of Object.entries(c.colors ?? {})) {
      const key = k as keyof EnergyCost['colors'];
      out.colors[key] = (out.colors[key] ?? 0) + (n ?? 0);
    }
  }
  return out;
}

type ColorCost = Extract<Cost, { pay: 'colors' }>;

/**
 * The cards that may pay a colour cost: from the hand (not the card paying for itself), or the
 * player's Battle Cards (10-33-1, 10-35-1).
 */
function colorPool(cat: DbsCatalog, d: DbsData, p: PlayerIndex, source: number, c: ColorCost): DbsCard[] {
  const pl = d.players[p];
  return c.from === 'hand'
    ? pl.hand.filter((x) => x.id !== source)
    : pl.battle.filter((x) => cat.get(x.def).type === 'battle');
}

/** Original colours (10-33-1, 10-35-1): printed, whatever effects say. */
const originalColors = (cat: DbsCatalog, c: DbsCard): Color[] => cat.get(c.def).colors;

/** Can these cards give one card to each colour of `colors`? */
function coverAll(cat: DbsCatalog, cards: readonly DbsCard[], colors: readonly Color[]): boolean {
  return coversAll(
    cards.map((c) => originalColors(cat, c)),
    colors,
  );
}

type PickCost = Extract<
  Cost,
  { pay: 'discard' | 'dropBattle' | 'koBattle' | 'warpDrop' | 'under' | 'restOwn' | 'dropUnder' }
>;

/** The cards that may pay a cost of chosen cards (not the paying card itself, but in the Drop Area). */
function cardPool(cat: DbsCatalog, d: DbsData, p: PlayerIndex, source: number, c: PickCost): DbsCard[] {
  const pl = d.players[p];
  // 11-3-2-1: the cards beneath the paying card, cards of their own when a cost names them.
  if (c.pay === 'dropUnder') return locate(d, source)?.card.under.slice() ?? [];
  const from =
    c.pay === 'discard' || (c.pay === 'under' && c.from === 'hand')
      ? pl.hand
      : c.pay === 'warpDrop'
        ? pl.drop
        : c.pay === 'restOwn'
          ? pl.battle.filter((x) => !x.rest)
          : pl.battle;
  const selfToo = c.pay === 'warpDrop' || (c.pay === 'dropBattle' && c.orSelf === true);
  return from.filter((x) => (x.id !== source || selfToo) && (!c.filter || matches(cat, d, x, p, c.filter)));
}

/** What the payer does with the cards of a cost, for its prompt. */
function pickVerb(c: PickCost): string {
  switch (c.pay) {
    case 'warpDrop':
      return 'send to the Warp';
    case 'under':
      return 'place under this card';
    case 'restOwn':
      return 'switch to Rest Mode';
    case 'koBattle':
      return 'KO';
    case 'dropUnder':
      return 'move from beneath this card into the Drop Area';
    default:
      return 'place in the Drop Area';
  }
}

/** 8-4-2-2: can every cost be paid (the energy ones together, with `extra` energy)? */
export function canPay(
  cat: DbsCatalog,
  d: DbsData,
  p: PlayerIndex,
  source: number,
  costs: readonly Cost[],
  extra?: EnergyCost,
): boolean {
  const pl = d.players[p];
  const at = locate(d, source);
  // A card paying for itself from the hand is not among the cards it could discard.
  const hand = pl.hand.filter((c) => c.id !== source);
  for (const c of costs) {
    switch (c.pay) {
      case 'energy':
        break;
      case 'discard':
        if (hand.filter((x) => !c.filter || matches(cat, d, x, p, c.filter)).length < c.n) return false;
        break;
      case 'rest':
        if (!at || at.card.rest) return false;
        break;
      case 'dropSelf':
      case 'moveSelf':
        if (!at) return false;
        break;
      case 'removeDrop':
        // "All of your cards": as many as there are, none included.
        break;
      case 'burst':
      case 'deckTop':
        if (pl.deck.length < c.n) return false;
        break;
      case 'dropBattle':
      case 'koBattle':
        if (cardPool(cat, d, p, source, c).length < c.n) return false;
        break;
      case 'warpDrop':
        if (pl.drop.filter((x) => !c.filter || matches(cat, d, x, p, c.filter)).length < c.n) return false;
        break;
      case 'colors':
        if (!coverAll(cat, colorPool(cat, d, p, source, c), c.colors)) return false;
        break;
      case 'life':
        if (pl.life.length < c.n) return false;
        break;
      case 'under':
      case 'restOwn':
      case 'dropUnder':
        if (!at || cardPool(cat, d, p, source, c).length < c.n) return false;
        break;
    }
  }
  const energy = energyOf(costs, extra);
  return energy.total === 0 || canPayEnergy(cat, d, p, energy);
}

/** Pays energy: asks which active energy to switch to Rest Mode unless only one choice exists. */
export function payEnergyProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['payEnergy']> {
  return (ctx, f) => {
    const { p, total } = f.locals;
    const cost: EnergyCost = { total, colors: f.locals.colors as EnergyCost['colors'] };
    const active = activeEnergy(ctx.data, p);
    if (f.step === 0) {
      if (total <= 0) {
        ctx.pop();
        return;
      }
      // No question when every payment rests the same colours of energy (all of it must go, or it
      // is all alike, or only one mix of colours pays).
      const only = onlyPayment(colorReader(cat, ctx.data), active, cost);
      if (only) {
        restEnergy(
          ctx,
          only.map((c) => c.id),
        );
        ctx.pop();
        return;
      }
      f.step = 1;
      ask(ctx, {
        player: p,
        kind: 'payEnergy',
        prompt: f.locals.prompt,
        options: active.map((c) => cardOption(cat, c)),
        min: total,
        max: total,
        data: { total, colors: f.locals.colors as Record<string, number> },
      });
      return;
    }
    const ids = chosenObjects(ctx);
    restEnergy(ctx, ids);
    ctx.pop();
    void cost;
  };
}

/** The key of a card's colours, for telling energy cards apart only by what they pay. */
const colorKey = (colors: (c: DbsCard) => Color[], c: DbsCard): string => colors(c).join('/');

/**
 * A payment when every payment rests the same mix of colours (the first in area order), or null
 * when the payer has a real choice. Small cases are enumerated; large ones ask.
 */
function onlyPayment(
  colors: (c: DbsCard) => Color[],
  active: readonly DbsCard[],
  cost: EnergyCost,
): DbsCard[] | null {
  if (active.length === cost.total) return active.slice();
  const kinds = new Set(active.map((c) => colorKey(colors, c)));
  if (kinds.size === 1) return active.slice(0, cost.total);
  let mixes = 0;
  let first: DbsCard[] | null = null;
  const seen = new Set<string>();
  let budget = 500;
  const pick = (from: number, chosen: DbsCard[]): boolean => {
    if (--budget < 0) return false;
    if (chosen.length === cost.total) {
      if (!coversColors(chosen.map(colors), cost.colors)) return true;
      const mix = chosen
        .map((c) => colorKey(colors, c))
        .sort()
        .join(',');
      if (!seen.has(mix)) {
        seen.add(mix);
        mixes++;
        first ??= chosen.slice();
      }
      return mixes < 2;
    }
    for (let i = from; i < active.length; i++) {
      chosen.push(active[i]!);
      const go = pick(i + 1, chosen);
      chosen.pop();
      if (!go) return false;
    }
    return true;
  };
  const done = pick(0, []);
  return done && mixes === 1 ? first : null;
}

function restEnergy(ctx: C, ids: readonly number[]): void {
  for (const id of ids) emit(ctx, { t: 'rest', id });
}

/** The module's check of a `payEnergy` answer (2-11-1-1). */
export function checkEnergyAnswer(
  cat: DbsCatalog,
  d: DbsData,
  p: PlayerIndex,
  ids: readonly number[],
  data: { total: number; colors: Record<string, number> },
): string | null {
  const cards = ids.map((id) => d.players[p].energy.find((c) => c.id === id));
  if (cards.some((c) => !c)) return 'Choose energy cards of your own Energy Area.';
  return paysCost(cat, d, cards as NonNullable<(typeof cards)[number]>[], {
    total: data.total,
    colors: data.colors,
  });
}

/**
 * Pays a list of costs in the order written (8-4-2-1). The energy parts are paid together, where the
 * first one is written, with `extra` (an Extra Card's own energy cost, 8-5-2-2-1), which comes first
 * when the skill has no energy cost of its own. Whether the costs can be paid was checked before
 * (8-4-2-2): each cost here has an answer.
 */
export function costsProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['costs']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const costs = L.costs as Cost[];
    const pl = d.players[L.p];

    /** The card for the next colour of a colour cost: only cards that leave the rest payable. */
    function askColor(c: ColorCost): void {
      const picked = L.picked ?? [];
      const j = picked.length;
      const pool = colorPool(cat, d, L.p, L.source, c).filter((x) => !picked.includes(x.id));
      const unit = c.colors[j]!;
      const list = pool.filter(
        (x) =>
          originalColors(cat, x).includes(unit) &&
          coverAll(
            cat,
            pool.filter((y) => y !== x),
            c.colors.slice(j + 1),
          ),
      );
      f.step = 3;
      ask(ctx, {
        player: L.p,
        kind: 'payCost',
        prompt: `${L.prompt} Choose a ${unit} card ${c.from === 'hand' ? 'of your hand to place in the Drop Area' : 'of your Battle Area'} (${j + 1} of ${c.colors.length}).`,
        options: list.map((x) => cardOption(cat, x)),
        min: 1,
        max: 1,
        secret: c.from === 'hand',
      });
    }

    if (f.step === 3) {
      const c = costs[L.i - 1] as ColorCost;
      L.picked = [...(L.picked ?? []), ...chosenObjects(ctx)];
      if (L.picked.length < c.colors.length) {
        askColor(c);
        return;
      }
      if (c.from === 'hand')
        for (const id of L.picked) moveCard(ctx, L.p, id, 'hand', 'drop', { why: 'cost', by: L.p });
      L.picked = [];
      f.step = 0;
    }
    if (f.step === 0 && L.i === 0 && !L.picked) {
      // 10-30-3: [Burst] is paid first, before the rest of the cost.
      L.picked = [];
      for (const c of costs) {
        if (c.pay !== 'burst') continue;
        for (let k = 0; k < c.n; k++) {
          const top = pl.deck[0];
          if (top) moveCard(ctx, L.p, top.id, 'deck', 'drop', { why: 'cost', by: L.p });
        }
        if (judgeLoss(ctx)) return;
      }
    }
    if (f.step === 1) {
      // The cards chosen for the cost at `i - 1`.
      const ids = chosenObjects(ctx);
      const c = costs[L.i - 1]!;
      const from = c.pay === 'discard' ? 'hand' : c.pay === 'dropBattle' ? 'battle' : 'drop';
      const to =
        c.pay === 'warpDrop'
          ? 'warp'
          : c.pay === 'dropBattle' && c.to === 'removed'
            ? 'removed'
            : c.pay === 'dropBattle' && c.to === 'deckBottom'
              ? 'deck'
              : 'drop';
      const place = c.pay === 'dropBattle' && c.to === 'deckBottom' ? ('bottom' as const) : undefined;
      const onto = locate(d, L.source);
      if (c.pay === 'koBattle') {
        // 10-1: a KO, with its replacements (8-9) and triggers; the payment goes on once it is done.
        f.step = 0;
        if (ids.length > 0) {
          K.push(ctx, 'ko', { ids, by: L.p, effect: true, i: 0, prev: null });
          return;
        }
      }
      for (const id of c.pay === 'koBattle' ? [] : ids) {
        const at = locate(d, id);
        if (c.pay === 'restOwn') emit(ctx, { t: 'rest', id });
        else if (c.pay === 'dropUnder') {
          const u = onto?.card.under.find((x) => x.id === id);
          if (onto && u)
            emit(ctx, {
              t: 'unstack',
              p: u.owner,
              from: onto.card.id,
              id,
              newId: ctx.newObjectId(),
              card: u.def,
              to: 'drop',
            });
        }
        // 11-3-1: beneath the paying card, below the cards already there.
        else if (c.pay === 'under') {
          if (at && onto) tuckUnder(ctx, onto.card, at.card, L.p, at.area);
        } else moveCard(ctx, L.p, id, from, to, { why: 'cost', by: L.p, ...(place ? { at: place } : {}) });
      }
    }
    f.step = 0;
    const energy = energyOf(costs, L.extra ?? undefined);
    const payEnergy = (): boolean => {
      if (L.energyPaid || energy.total <= 0) return false;
      L.energyPaid = true;
      K.push(ctx, 'payEnergy', { p: L.p, total: energy.total, colors: energy.colors, prompt: L.prompt });
      return true;
    };
    if (L.i === 0 && !costs.some((c) => c.pay === 'energy') && payEnergy()) return;
    while (L.i < costs.length) {
      const c = costs[L.i++]!;
      switch (c.pay) {
        case 'energy':
          if (payEnergy()) return;
          break;
        case 'rest':
          if (locate(d, L.source)) emit(ctx, { t: 'rest', id: L.source });
          break;
        case 'dropSelf': {
          const at = locate(d, L.source);
          if (at && at.area !== 'leader')
            moveCard(ctx, at.player, at.card.id, at.area, 'drop', { why: 'cost', by: L.p });
          break;
        }
        case 'moveSelf': {
          // 3-5-3: a Leader Card never moves.
          const at = locate(d, L.source);
          if (at && at.area !== 'leader') {
            const to = c.to === 'removed' ? 'removed' : 'deck';
            const where = c.to === 'deckBottom' ? ('bottom' as const) : undefined;
            moveCard(ctx, at.player, at.card.id, at.area, to, { why: 'cost', by: L.p, at: where });
          }
          break;
        }
        case 'removeDrop':
          // 10-19-1, 10-19-3: out of the game, face up.
          for (const c of pl.drop.slice())
            moveCard(ctx, L.p, c.id, 'drop', 'removed', { why: 'cost', by: L.p });
          break;
        case 'burst':
          break; // paid first (10-30-3)
        case 'deckTop':
          // The new objects in the Drop Area (3-1-4) are kept for the effect, which reads them.
          for (let k = 0; k < c.n; k++) {
            const top = pl.deck[0];
            if (top)
              L.paid = [
                ...(L.paid ?? []),
                moveCard(ctx, L.p, top.id, 'deck', 'drop', { why: 'cost', by: L.p }),
              ];
          }
          if (judgeLoss(ctx)) return;
          break;
        case 'life':
          // 3-9-2: life cards are face down and alike to their owner: the top ones go. Paying the
          // last one loses the game (1-2-1-1, judged at once, 9-2).
          for (let k = 0; k < c.n; k++) {
            const top = pl.life[0];
            if (!top) continue;
            const id = moveCard(ctx, L.p, top.id, 'life', c.to, { why: 'cost', by: L.p });
            // Kept for the effect ("if the card you placed was blue"): in the Drop Area it is open.
            if (c.to === 'drop') L.paid = [...(L.paid ?? []), id];
          }
          if (judgeLoss(ctx)) return;
          break;
        case 'colors':
          L.picked = [];
          askColor(c);
          return;
        case 'discard':
        case 'dropBattle':
        case 'koBattle':
        case 'warpDrop':
        case 'under':
        case 'restOwn':
        case 'dropUnder': {
          const list = cardPool(cat, d, L.p, L.source, c);
          f.step = 1;
          ask(ctx, {
            player: L.p,
            kind: 'payCost',
            prompt: `${L.prompt} Choose ${c.n} card${c.n === 1 ? '' : 's'} to ${pickVerb(c)}.`,
            options: list.map((x) => cardOption(cat, x)),
            min: Math.min(c.n, list.length),
            max: Math.min(c.n, list.length),
            secret: c.pay === 'discard' || (c.pay === 'under' && c.from === 'hand'),
          });
          return;
        }
      }
    }
    handPaidBelow(ctx, L.paid);
    ctx.pop();
  };
}

/** Hands the cards a cost placed to the skill paying it (the frame below), for its effect to read. */
function handPaidBelow(ctx: Ctx<DbsData>, paid: number[] | undefined): void {
  if (!paid || paid.length === 0) return;
  const below = ctx.state.frames[ctx.state.frames.length - 2];
  if (!below) return;
  const at = K.frame(below, 'activate') ?? K.frame(below, 'auto');
  if (at) at.locals.paid = paid;
}

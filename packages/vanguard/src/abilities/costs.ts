// Costs (8.5.2.3, 8.6.4): checked, chosen and paid together; a cost that cannot be paid in full is
// not paid at all. Counter blast (10.16), soul blast (10.17), soul charge (10.18), counter charge
// (10.30), discard (10.3), resting (10.12) or retiring (10.4) this unit, and revealing this card
// from the hand (10.9) to put it on top of the deck, or putting this rear-guard into the soul (4.7).
import type { PlayerIndex } from '@arbiter/engine';
import { cardOption } from '../ask.ts';
import { askSelect } from '@arbiter/cardgame';
import { moveCard } from '../events.ts';
import { REAR_CIRCLES, circleOf, isLocked, unitCircleOf, type Circle, type VgCard } from '../state.ts';
import { matches, selfPlace, type AbilityLocals, type VgRun } from './run.ts';
import type { Cost } from './vocab.ts';

// Which card may pay each kind of cost: one predicate per kind, read by `costPools` (the cards to choose
// from) and by `canPay`, which only counts them (it runs for every ability offered: issue 15).
/** 10.16.1.1: with a requirement, only the face-up damage cards that meet it can be turned over. */
function paysCounterBlast(run: VgRun, cost: Cost | undefined, c: VgCard): boolean {
  return !c.faceDown && (!cost?.counterBlastFilter || matches(run.cat, c, null, cost.counterBlastFilter));
}
/** 10.17.1.1: with a requirement, only the soul cards that meet it can be put into the drop zone. */
function paysSoulBlast(run: VgRun, cost: Cost | undefined, c: VgCard): boolean {
  return !cost?.soulBlastFilter || matches(run.cat, c, null, cost.soulBlastFilter);
}
/** A card paying for its own ability from the hand is not also discarded. */
function paysDiscard(run: VgRun, L: AbilityLocals, cost: Cost | undefined, c: VgCard): boolean {
  return c.id !== L.src && (!cost?.discardFilter || matches(run.cat, c, null, cost.discardFilter));
}
/** 10.4: the master's face-up rear-guards that match, this unit included (it is one of them). */
function paysRetire(run: VgRun, cost: Cost | undefined, u: VgCard | null, rc: Circle): u is VgCard {
  return u !== null && !u.faceDown && matches(run.cat, u, rc, cost?.retireFilter);
}
function paysHandToSoul(run: VgRun, L: AbilityLocals, cost: Cost | undefined, c: VgCard): boolean {
  return c.id !== L.src && (!cost?.handToSoulFilter || matches(run.cat, c, null, cost.handToSoulFilter));
}

/** The cards a cost may take, by kind (choices among them are the master's). */
export function costPools(
  run: VgRun,
  L: AbilityLocals,
  cost?: Cost,
): {
  counterBlast: VgCard[];
  soulBlast: VgCard[];
  discard: VgCard[];
  retireRearGuards: VgCard[];
  handToSoul: VgCard[];
  dropToDeckTop: VgCard[];
} {
  const pl = run.ctx.data.players[L.p];
  const retireRearGuards: VgCard[] = [];
  for (const rc of REAR_CIRCLES) {
    const u = pl.field[rc];
    if (paysRetire(run, cost, u, rc)) retireRearGuards.push(u);
  }
  return {
    counterBlast: pl.damage.filter((c) => paysCounterBlast(run, cost, c)),
    soulBlast: pl.soul.filter((c) => paysSoulBlast(run, cost, c)),
    discard: pl.hand.filter((c) => paysDiscard(run, L, cost, c)),
    retireRearGuards,
    handToSoul: pl.hand.filter((c) => paysHandToSoul(run, L, cost, c)),
    dropToDeckTop: pl.drop,
  };
}

/** Are there at least `n` cards of the kind to pay with? Counted, stopping at `n`. */
function enoughFor(run: VgRun, L: AbilityLocals, cost: Cost, kind: PoolKind, n: number): boolean {
  if (n <= 0) return true;
  const pl = run.ctx.data.players[L.p];
  let found = 0;
  if (kind === 'retireRearGuards') {
    for (const rc of REAR_CIRCLES) if (paysRetire(run, cost, pl.field[rc], rc) && ++found >= n) return true;
    return false;
  }
  if (kind === 'dropToDeckTop') return pl.drop.length >= n;
  const list = kind === 'counterBlast' ? pl.damage : kind === 'soulBlast' ? pl.soul : pl.hand;
  for (const c of list) {
    const pays =
      kind === 'counterBlast'
        ? paysCounterBlast(run, cost, c)
        : kind === 'soulBlast'
          ? paysSoulBlast(run, cost, c)
          : kind === 'discard'
            ? paysDiscard(run, L, cost, c)
            : paysHandToSoul(run, L, cost, c);
    if (pays && ++found >= n) return true;
  }
  return false;
}

type PoolKind = keyof ReturnType<typeof costPools>;

/** One soul card of each name (distinct cards), or null when the soul lacks one (10.17). */
function soulNamed(run: VgRun, p: AbilityLocals['p'], names: readonly string[]): VgCard[] | null {
  const out: VgCard[] = [];
  for (const name of names) {
    const c = run.ctx.data.players[p].soul.find((s) => !out.includes(s) && run.cat.get(s.def).name === name);
    if (!c) return null;
    out.push(c);
  }
  return out;
}

/** One rear-guard of each name (distinct units), or null when one is missing. */
function rearGuardsNamed(run: VgRun, p: AbilityLocals['p'], names: readonly string[]): Circle[] | null {
  const out: Circle[] = [];
  const pl = run.ctx.data.players[p];
  for (const name of names) {
    const c = REAR_CIRCLES.find(
      (rc) =>
        !out.includes(rc) &&
        pl.field[rc] !== null &&
        !isLocked(rc, pl.field[rc]) &&
        run.cat.get(pl.field[rc]!.def).name === name,
    );
    if (!c) return null;
    out.push(c);
  }
  return out;
}

/** 8.6.4, 8.5.2.3: can the whole cost be paid now? */
export function canPay(run: VgRun, L: AbilityLocals, cost: Cost | undefined): boolean {
  if (!cost) return true;
  // 11.40.1: once its master has paid a Homare cost this turn, no Homare cost can be paid.
  if (cost.homare && run.ctx.data.used.includes(homareKey(L.p))) return false;
  const pl = run.ctx.data.players[L.p];
  if (!enoughFor(run, L, cost, 'counterBlast', cost.counterBlast ?? 0)) return false;
  if (!enoughFor(run, L, cost, 'soulBlast', cost.soulBlast ?? 0)) return false;
  if (!enoughFor(run, L, cost, 'discard', cost.discard ?? 0)) return false;
  if (!enoughFor(run, L, cost, 'retireRearGuards', cost.retireRearGuards ?? 0)) return false;
  if (!enoughFor(run, L, cost, 'handToSoul', cost.handToSoul ?? 0)) return false;
  if (!enoughFor(run, L, cost, 'dropToDeckTop', cost.dropToDeckTop ?? 0)) return false;
  if ((cost.soulCharge ?? 0) + (cost.mill ?? 0) > pl.deck.length) return false;
  if ((cost.counterCharge ?? 0) > pl.damage.filter((c) => c.faceDown).length) return false;
  const self = selfPlace(run.ctx.data, L);
  if (cost.restSelf && (!self || self.circle === 'GC' || self.card.rested)) return false;
  if (cost.retireSelf && (!self || self.circle === 'GC' || self.circle === 'VC')) return false;
  if (cost.soulSelf && (!self || self.circle === 'GC' || self.circle === 'VC')) return false;
  if (cost.revealToDeckTop && !pl.hand.some((c) => c.id === L.src)) return false;
  if (cost.soulNames && soulNamed(run, L.p, cost.soulNames) === null) return false;
  if (cost.rcNamesToSoul && rearGuardsNamed(run, L.p, cost.rcNamesToSoul) === null) return false;
  return true;
}

const CHOICES = [
  ['counterBlast', 'counter blast: choose face-up damage cards to turn face down (10.16)'],
  ['soulBlast', 'soul blast: choose cards of your soul to put into the drop zone (10.17)'],
  ['discard', 'choose cards of your hand to discard (10.3)'],
  ['retireRearGuards', 'choose rear-guards of yours to retire (10.4)'],
  ['handToSoul', 'choose cards of your hand to put into your soul (4.7)'],
  ['dropToDeckTop', 'choose cards of your drop zone to put on top of your deck (11.10.2)'],
] as const;

/**
 * Makes the cost's choices one decision at a time (true while one is asked), then pays it all at
 * once. Choices are kept in `L.paid`; a pool with exactly as many cards as asked needs no choice.
 */
export function payCost(run: VgRun, cost: Cost | undefined): boolean {
  const L = run.L;
  if (!cost) return false;
  const p = costPools(run, L, cost);
  for (const [kind, words] of CHOICES) {
    const n = cost[kind] ?? 0;
    if (n === 0 || L.paid[kind]) continue;
    if (L.picked) {
      L.paid[kind] = L.picked;
      L.picked = null;
      continue;
    }
    const pool = p[kind];
    if (pool.length === n) {
      L.paid[kind] = pool.map((c) => String(c.id));
      continue;
    }
    askSelect(
      run.ctx,
      L.p,
      'payCost',
      `Pay the cost: ${words}. Choose ${n}.`,
      pool.map((c) => cardOption(run.cat, c)),
      {
        min: n,
        max: n,
      },
    );
    return true;
  }
  // 8.6.4: every part at once.
  const { ctx } = run;
  const pl = ctx.data.players[L.p];
  ctx.beginBatch();
  for (const id of L.paid.counterBlast ?? []) ctx.emit({ t: 'flip', p: L.p, id: Number(id), faceDown: true });
  for (const id of L.paid.soulBlast ?? []) moveCard(ctx, L.p, 'soul', 'drop', { id: Number(id) });
  for (const c of cost.soulNames ? (soulNamed(run, L.p, cost.soulNames) ?? []) : [])
    moveCard(ctx, L.p, 'soul', 'drop', { id: c.id });
  for (const c of cost.rcNamesToSoul ? (rearGuardsNamed(run, L.p, cost.rcNamesToSoul) ?? []) : [])
    moveCard(ctx, L.p, c, 'soul', { id: pl.field[c]!.id });
  for (const id of L.paid.discard ?? []) moveCard(ctx, L.p, 'hand', 'drop', { id: Number(id) });
  for (const id of L.paid.handToSoul ?? []) moveCard(ctx, L.p, 'hand', 'soul', { id: Number(id) });
  // 11.10.2: "in any order": the order chosen (Seek Mate's search shuffles the deck right after).
  for (const id of L.paid.dropToDeckTop ?? [])
    moveCard(ctx, L.p, 'drop', 'deck', { id: Number(id), top: true });
  for (const id of L.paid.retireRearGuards ?? []) {
    const rc = circleOf(pl, Number(id));
    if (rc) moveCard(ctx, L.p, rc, 'drop', { id: Number(id) });
  }
  for (let i = 0; i < (cost.soulCharge ?? 0); i++) moveCard(ctx, L.p, 'deck', 'soul');
  for (let i = 0; i < (cost.mill ?? 0); i++) moveCard(ctx, L.p, 'deck', 'drop');
  const down = pl.damage.filter((c) => c.faceDown).slice(0, cost.counterCharge ?? 0);
  for (const c of down) ctx.emit({ t: 'flip', p: L.p, id: c.id, faceDown: false });
  // 10.25.3: a Legion Mate rests on the vanguard circle (with its Legion Leader, 10.25.10).
  const self = unitCircleOf(pl, L.src);
  if (cost.restSelf && self) ctx.emit({ t: 'orient', p: L.p, circle: self, rested: true });
  if (cost.retireSelf && self) moveCard(ctx, L.p, self, 'drop', { id: L.src });
  if (cost.soulSelf && self) moveCard(ctx, L.p, self, 'soul', { id: L.src });
  if (cost.revealToDeckTop) {
    const card = pl.hand.find((c) => c.id === L.src);
    if (card) {
      ctx.emit({ t: 'reveal', p: L.p, card: card.def });
      moveCard(ctx, L.p, 'hand', 'deck', { id: card.id, top: true });
    }
  }
  if (cost.homare) ctx.emit({ t: 'used', key: homareKey(L.p) });
  ctx.endBatch();
  L.paid = {};
  return false;
}

/** 11.40.1: the turn's record (`used`, emptied as the turn ends) that player `p` paid a Homare cost. */
const homareKey = (p: PlayerIndex): string => `homare:${p}`;

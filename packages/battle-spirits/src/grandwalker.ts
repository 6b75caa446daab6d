// Eternal's Grandwalker nexuses (the manual's "GRANDWALKER NEXUS", E924 to E970), and Grandstone nexuses
// that follow their rules (E1016 to E1028): what effects may do to one, and 《Oracle》, the keyword by which
// cores come onto a Grandwalker nexus from the void. Their cores pay no cost
// and are moved by no main-step action (E948: payment.ts, main-options.ts, deploy.ts, state.ts
// spendableCores), and go to the void as the nexus leaves the field (E950: events.ts).
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import { answeredYes } from './asking.ts';
import { grandNexusFamily, type CardRegistry } from './cards.ts';
import { constantsNow, targetAs, targetMatches } from './continuous.ts';
import { askYesNo, deckTopToDiscard, discardFromDeck } from './effects.ts';
import { emit, moveCores, type SagaEvent } from './events.ts';
import type { SagaProcs } from './procs.ts';
import { findOnField, grandNexusIn, usedByNameKey, type CardObj, type SagaData } from './state.ts';
import type { Target } from './vocab.ts';

type C = Ctx<SagaData>;

/** How many cards 《Oracle》 discards from its owner's deck as the nexus is deployed (E965). */
const ORACLE_DECK_CARDS = 3;

/** Does a target name this family ("one of your Grandwalker nexuses")? */
function namesFamily(t: Target, family: string): boolean {
  return (
    t.spiritType === family ||
    (t.spiritTypes ?? []).includes(family) ||
    (t.anyOf ?? []).some((x) => namesFamily(x, family))
  );
}

/**
 * E942, E947, E1022: may the effect of card `source` whose target is `t` reach field card `c`? A
 * Grandwalker (or Grandstone) nexus only answers its own effects and those whose target names its
 * family: "destroy a nexus" cannot choose it (the manual's example).
 */
export function effectReaches(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  t: Target,
  source: number,
): boolean {
  if (c.id === source || !grandNexusIn(reg, d, c)) return true;
  const family = grandNexusFamily(reg.get(c.def));
  return family !== undefined && namesFamily(t, family);
}

/** E970: the Oracle condition reads spirits only (a Brave summoned is no spirit summoned, E784). */
function meetsOracle(reg: CardRegistry, d: SagaData, c: CardObj, owner: PlayerIndex, cond: Target): boolean {
  if (reg.get(c.def).brave !== undefined) return false;
  const zone = findOnField(d, c.id) ? 'field' : 'trash';
  return targetMatches(reg, d, c, owner, targetAs(cond, 'any', zone, 'spirit'), owner, -1);
}

/**
 * A card's 《Oracle》 or 《True Oracle》 (E996): its condition, and whether it is the true one. True Oracle
 * is an Oracle too (E1014).
 */
function oracleOf(reg: CardRegistry, def: string): { cond: Target; trueOracle: boolean } | undefined {
  for (const a of reg.get(def).abilities)
    if (a.kind === 'keyword' && (a.keyword === 'oracle' || a.keyword === 'trueOracle'))
      return { cond: a.cond ?? { side: 'any' }, trueOracle: a.keyword === 'trueOracle' };
  return undefined;
}

/**
 * E1014: is player `p` kept from using 《Oracle》 by a constant `noOracle` (《True Oracle》 being an Oracle
 * too, it is kept off with it)?
 */
function oracleBarred(reg: CardRegistry, d: SagaData, p: PlayerIndex): boolean {
  if (!reg.uses('noOracle')) return false;
  return constantsNow(reg, d, 'noOracle').some(
    ({ x, controller }) =>
      'noOracle' in x && (x.noOracle === 'any' || (x.noOracle === 'own') === (p === controller)),
  );
}

/**
 * The 《Oracle》 triggers a `summoned` or `placed` event sets off (E961, E965, E1004, E1008): the
 * player's Grandwalker nexuses with Oracle when a spirit meeting their condition is summoned, and a
 * Grandwalker nexus with Oracle deployed while its player has no other card of its name on the field
 * (with True Oracle, whatever the field holds, unless one of its name used it this turn).
 */
export function oracleTriggers(
  reg: CardRegistry,
  d: SagaData,
  ev: Extract<SagaEvent, { t: 'summoned' | 'placed' }>,
  c: CardObj,
): { nexus: CardObj; mode: 'summon' | 'deploy' }[] {
  if (d.format !== 'eternal' || oracleBarred(reg, d, ev.p)) return [];
  const field = d.players[ev.p].field;
  const out: { nexus: CardObj; mode: 'summon' | 'deploy' }[] = [];
  if (ev.t === 'placed') {
    const oracle = grandNexusIn(reg, d, c) ? oracleOf(reg, c.def) : undefined;
    const name = reg.get(c.def).name;
    const free = oracle?.trueOracle
      ? !d.used.includes(usedByNameKey(name))
      : !field.some((o) => o.id !== c.id && reg.get(o.def).name === name);
    if (oracle && free) out.push({ nexus: c, mode: 'deploy' });
    return out;
  }
  for (const o of field) {
    const oracle = grandNexusIn(reg, d, o) ? oracleOf(reg, o.def) : undefined;
    if (oracle && meetsOracle(reg, d, c, ev.p, oracle.cond)) out.push({ nexus: o, mode: 'summon' });
  }
  return out;
}

/**
 * Resolves 《Oracle》 (the `keyword` procedure): its player may (E969) put one core from the void onto
 * the nexus (E961) or, as it is deployed, discard the top three cards of their deck and put one core
 * from the void onto it for each that meets the condition (E965). Placing cores from the void onto a
 * Grandwalker nexus is no "cores from the void" effect on a spirit or the reserve (E951).
 */
export function resolveOracle(reg: CardRegistry, ctx: C, frame: TypedFrame<SagaProcs['keyword']>): void {
  const d = ctx.data;
  const L = frame.locals;
  const p = L.controller;
  const nexus = findOnField(d, L.source);
  const oracle = oracleOf(reg, L.card);
  const deploying = L.oracle === 'deploy';
  if (!nexus || !oracle || (deploying && d.players[p].deck.length === 0)) {
    ctx.pop();
    return;
  }
  const name = reg.get(L.card).name;
  if (frame.step === 0) {
    frame.step = 1;
    const prompt = deploying
      ? `Oracle: discard the top ${ORACLE_DECK_CARDS} cards of your deck, one core from the void onto ${name} for each that meets its condition?`
      : `Oracle: put one core from the void onto ${name}?`;
    askYesNo(ctx, p, 'useOptional', prompt, { card: L.card, obj: nexus.id }, 'Oracle', 'Do not');
    return;
  }
  const yes = answeredYes(ctx);
  ctx.pop();
  if (!yes) return;
  let n = 1;
  if (deploying) {
    // E1008: once used, no Grandwalker nexus of this name uses True Oracle's deploy effect again this turn.
    if (oracle.trueOracle) emit(ctx, { t: 'used', id: nexus.id, ability: -1, card: L.card, name });
    const gone = discardFromDeck(ctx, p, p, deckTopToDiscard(reg, d, p, p, ORACLE_DECK_CARDS));
    n = d.players[p].trashCards.filter(
      (t) => gone.includes(t.id) && meetsOracle(reg, d, t, p, oracle.cond),
    ).length;
  }
  moveCores(ctx, p, 'void', `c${nexus.id}`, n, false, 'effect', p, L.card);
}

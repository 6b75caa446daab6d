import type { Answer, Ctx, Frame, JsonObject, PlayerIndex } from '@arbiter/engine';
import { openHiddenWindow } from '@arbiter/engine';
import { advanceCursor, currentDirective as cursorDirective, enterBlock, enterOnce } from '@arbiter/cardgame';
import type { EffectLocals, Picked } from './run.ts';
import { VERBS } from './verbs/index.ts';
import { lv1Cores, type CardMeta, type CardRegistry } from './cards.ts';
import {
  abilityActive,
  scopeOf,
  extraCostsOf,
  isProtected,
  isBanned,
  costNow,
  hasKeyword,
  summonForbidden,
  amountIn,
  conditionHolds,
  constantsNow,
  fixBounds,
  bpOf,
  keyword,
  keywordsOf,
  levelNow,
  periodActive,
  substitutionsFor,
  targetMatches,
} from './continuous.ts';
import { abilityText, costText, directiveText } from './text.ts';
import { ruleProcessing } from './rule-processing.ts';
import {
  blocksOnAttack,
  choosesOwnGale,
  gainedAbilities,
  gainedAbilityAt,
  sharesTypeBounds,
} from './granted.ts';
import { emit, moveCard, moveCores, type SagaEvent } from './events.ts';
import { coreSourceOptions, coreSources, spendCores } from './payment.ts';
import { deckDiscardLimit } from './player-rules.ts';
import { firstThisTurn, joinBatchSubject } from './batch-subjects.ts';
import { selectionMaker } from './selections.ts';
import { applyBloodcurse, bloodcurseOffered } from './bloodcurse.ts';
import { coresIntoLife } from './life-cores.ts';
import {
  bareCard,
  controllerOf,
  coreCount,
  findOnField,
  other,
  spendableCores,
  type CardObj,
  type SagaData,
} from './state.ts';
import type {
  Ability,
  Amount,
  BurstMoment,
  Cost,
  Directive,
  Target,
  TokenSpec,
  TriggerEvent,
  TriggerQualifiers,
} from './vocab.ts';

type C = Ctx<SagaData>;

/** The directives nested in a block, a delayed effect's included (for paths into an ability). */
function inner(d: Directive | undefined): Directive[] {
  if (!d) return [];
  if (d.do === 'delayed') return d.effect;
  if (d.do === 'gainAbility') return 'effect' in d.ability ? d.ability.effect : [];
  return nested(d) ?? [];
}

/** The directive at `path` of an ability's effect, entering blocks and delayed effects. */
export function directiveAt(effect: Directive[], path: readonly number[]): Directive | undefined {
  let list = effect;
  let dir: Directive | undefined;
  for (let k = 0; k < path.length; k++) {
    if (k > 0) list = inner(dir);
    dir = list[path[k]!];
  }
  return dir;
}

/** The `delayed` directive a record was made from. */
export function delayedDirective(reg: CardRegistry, card: string, ability: number, path: readonly number[]) {
  const dir = directiveAt(abilityEffect(effectAbility(reg, card, ability)), path);
  if (!dir || dir.do !== 'delayed') throw new Error(`${card}: no delayed effect at ${path.join('.')}.`);
  return dir;
}

export function abilityEffect(a: Ability, apply = -1): Directive[] {
  if (apply >= 0 && a.kind === 'constant') {
    const x = a.apply[apply];
    return x && 'substitute' in x ? x.instead : [];
  }
  return 'effect' in a ? a.effect : [];
}

/** The costs of a substitution (the continuous directive `apply` of a constant ability). */
function substitutionCosts(a: Ability, apply: number): Cost[] {
  const x = a.kind === 'constant' ? a.apply[apply] : undefined;
  return (x && ('substitute' in x || 'destroyedTo' in x) ? x.cost : undefined) ?? [];
}

export function abilityCosts(a: Ability): Cost[] {
  return 'cost' in a && a.cost ? a.cost : [];
}

/** An effect's own costs (8-4-2-1), then those other effects add to it (8-4-2-2). */
export function effectCosts(reg: CardRegistry, d: SagaData, a: Ability, source: number): Cost[] {
  if (a.kind !== 'activated' && a.kind !== 'trigger') return abilityCosts(a);
  const c = findOnField(d, source);
  const extra = c ? extraCostsOf(reg, d, c) : [];
  return extra.length === 0 ? abilityCosts(a) : [...abilityCosts(a), ...extra];
}

export function effectAbility(reg: CardRegistry, card: string, ability: number): Ability {
  const a = reg.get(card).abilities[ability];
  if (!a) throw new Error(`Card ${card} has no ability ${ability}.`);
  return a;
}

export function startEffect(
  ctx: C,
  card: string,
  ability: number,
  controller: PlayerIndex,
  source: number,
  optional = false,
  substitution: { apply: number; subject: number; subjects?: number[] } = { apply: -1, subject: -1 },
  last: JsonObject | null = null,
  delayed: { path: number[]; chosen: number[]; key: number } | null = null,
  tally = false,
): void {
  const locals: EffectLocals = {
    card,
    ability,
    controller,
    source,
    i: 0,
    ci: 0,
    optional,
    path: [],
    ci2: 0,
    apply: substitution.apply,
    subject: substitution.subject,
    last,
    x: -1,
    costs: null,
    chosen: delayed ? delayed.chosen.slice() : [],
    dpath: delayed ? delayed.path.slice() : [],
    dkey: delayed ? delayed.key : -1,
    reps: [],
    tally,
    mode: 0,
    sub: '',
    log0: ctx.state.log.length,
    killed: [],
    settle: [],
    subjects: substitution.subjects ?? [],
    discarded: [],
    dmark: -1,
  };
  ctx.push('effect', locals);
}

/** 11-5-1: does one of `c`'s Armor instances (each one counts, with its colours) name one of `colors`? */
function armoredAgainst(reg: CardRegistry, d: SagaData, c: CardObj, colors: readonly string[]): boolean {
  return keywordsOf(reg, d, c).some(
    (k) => k.keyword === 'armor' && (k.colors ?? []).some((col) => colors.includes(col)),
  );
}

/** The cards a target may pick from (8-5-3, 8-5-4), Armor applied (11-5-1). */
export function candidates(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  controller: PlayerIndex,
  source: number,
  sourceCard: string,
  subject = -1,
  chosen: readonly number[] = [],
): { c: CardObj; owner: PlayerIndex }[] {
  if (t.side === 'chosen') {
    // Those still where the target looks for them (a card that moved is a new card, 1-3-2).
    const out: { c: CardObj; owner: PlayerIndex }[] = [];
    for (const id of chosen) {
      const x = findAnywhere(d, id);
      if (x && targetMatches(reg, d, x.c, x.owner, { ...t, side: 'any' }, controller, source)) out.push(x);
    }
    return out;
  }
  if (t.side === 'subject') {
    // On the field, or (a destroyed card, by its new id) in the trash or hand the target names.
    if ((t.zone ?? 'field') !== 'field') {
      const x = findAnywhere(d, subject);
      return x && targetMatches(reg, d, x.c, x.owner, { ...t, side: 'any' }, controller, source) ? [x] : [];
    }
    const c = findOnField(d, subject);
    const owner = controllerOf(d, subject);
    return c && owner !== -1 ? [{ c, owner }] : [];
  }
  if (t.side === 'self') {
    const c = findOnField(d, source);
    const owner = controllerOf(d, source);
    return c && owner !== -1 ? [{ c, owner }] : [];
  }
  const sides: PlayerIndex[] =
    t.side === 'own'
      ? [controller]
      : t.side === 'opponent'
        ? [other(controller)]
        : [d.active, other(d.active)];
  const out: { c: CardObj; owner: PlayerIndex }[] = [];
  const zone = t.zone ?? 'field';
  const srcColors = reg.get(sourceCard).colors;
  const top = t.most ? extremeAmong(reg, d, t, sides, controller, source, 'most') : 0;
  const low = t.least ? extremeAmong(reg, d, t, sides, controller, source, 'least') : 0;
  for (const s of sides) {
    const pl = d.players[s];
    const list = zone === 'field' ? pl.field : zone === 'trash' ? pl.trashCards : pl.hand;
    for (const c of list) {
      if (!targetMatches(reg, d, c, s, { ...t, side: 'any' }, controller, source)) continue;
      if (t.most && mostValue(reg, d, c, t.most) < top) continue;
      if (t.least && mostValue(reg, d, c, t.least) > low) continue;
      if (zone === 'field' && !t.all && s !== controller) {
        // 11-5-1: Armor keeps a spirit from being selected by the opponent's effects of those colours.
        if (armoredAgainst(reg, d, c, srcColors)) continue;
      }
      if (
        zone === 'field' &&
        !t.all &&
        isProtected(reg, d, c, 'select', controller, { id: source, def: sourceCard })
      )
        continue;
      out.push({ c, owner: s });
    }
  }
  return out;
}

/** The value `most` compares: a card's cost, or its BP. */
function mostValue(reg: CardRegistry, d: SagaData, c: CardObj, what: 'cost' | 'bp'): number {
  return what === 'bp' ? bpOf(reg, d, c) : reg.get(c.def).cost;
}

/**
 * "The spirit that costs the most" (`most`) or "the least" (`least`): the highest or lowest value
 * among every card matching the target, those that could not be selected (Armor, protection)
 * included, so they are not passed over for the next.
 */
function extremeAmong(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  sides: PlayerIndex[],
  controller: PlayerIndex,
  source: number,
  by: 'most' | 'least',
): number {
  const what = (by === 'most' ? t.most : t.least) ?? 'cost';
  let out = by === 'most' ? -Infinity : Infinity;
  for (const s of sides) {
    const pl = d.players[s];
    const zone = t.zone ?? 'field';
    const list = zone === 'field' ? pl.field : zone === 'trash' ? pl.trashCards : pl.hand;
    for (const c of list) {
      if (!targetMatches(reg, d, c, s, { ...t, side: 'any' }, controller, source)) continue;
      const v = mostValue(reg, d, c, what);
      out = by === 'most' ? Math.max(out, v) : Math.min(out, v);
    }
  }
  return out;
}

/** 8-4-2-3: can every part of these costs be paid right now? */
export function canPayCosts(
  reg: CardRegistry,
  d: SagaData,
  costs: Cost[],
  controller: PlayerIndex,
  source: number,
  xMin = 0,
): boolean {
  const pl = d.players[controller];
  let cores = 0;
  let discard = 0;
  for (const c of costs) {
    if (c.pay === 'soulCoreOfSelf' && !findOnField(d, source)?.cores.soul) return false;
    if (c.pay === 'soulCore' && soulCorePayFrom(d, controller, c.to === 'void') === null) return false;
    if (c.pay === 'exhaustSelf') {
      const s = findOnField(d, source);
      if (!s || s.exhausted) return false;
    }
    if (c.pay === 'destroySelf' && !findOnField(d, source)) return false;
    if (c.pay === 'coresFromSelf' && coreCount(findOnField(d, source)?.cores ?? { n: 0, soul: false }) < c.n)
      return false;
    if (c.pay === 'exhaust' && exhaustCostOptions(reg, d, c.target, controller, source).length === 0)
      return false;
    if (c.pay === 'cores') cores += c.n === 'X' ? xMin : c.n;
    if (c.pay === 'discard') {
      discard += c.n;
      if (c.filter && discardCostOptions(reg, d, c.filter, controller, source).length < c.n) return false;
    }
    if (c.pay === 'destroy' && destroyCostOptions(reg, d, c.target, controller, source).length === 0)
      return false;
  }
  return spendableCores(pl) >= cores && pl.hand.length >= discard;
}

/** The "effect" procedure: pays the effect's costs, then performs its directives in written order (1-3-7). */
export function effectProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const L = frame.locals as EffectLocals;
    const base = effectAbility(reg, L.card, L.ability);
    // A delayed effect resolves as a triggered effect of its own, with no cost (8-2-2-2); an ability
    // gained for a while (`gainAbility`) as the ability it is.
    const gainedDir = L.dpath.length === 0 ? undefined : directiveAt(abilityEffect(base), L.dpath);
    const ability: Ability =
      L.dpath.length === 0
        ? base
        : gainedDir?.do === 'gainAbility'
          ? gainedDir.ability
          : {
              kind: 'trigger',
              on: 'turnEnd',
              effect: delayedDirective(reg, L.card, L.ability, L.dpath).effect,
            };
    const d = ctx.data;
    if (frame.step === 0 && L.dkey >= 0) {
      // "Once": gone as it happens, so a second trigger waiting does nothing.
      if (!d.delayed.some((r) => r.key === L.dkey)) {
        ctx.pop();
        return;
      }
      emit(ctx, { t: 'delayedDone', key: L.dkey });
    }
    // Worked out once, as the effect activates: later changes do not alter what is being paid.
    if (L.costs === null)
      L.costs = (L.apply >= 0
        ? L.sub === 'pay'
          ? substitutionCosts(ability, L.apply)
          : []
        : effectCosts(reg, d, ability, L.source)) as unknown as JsonObject[];
    const costs = L.costs as unknown as Cost[];
    if (frame.step === 0) {
      // Once per turn: a second activation waiting since the same batch does nothing.
      if (L.apply < 0 && onceUsed(d, ability, L)) {
        ctx.pop();
        return;
      }
      // 8-4-2-4: an effect whose cost cannot be paid does not activate.
      if (
        costs.length > 0 &&
        !canPayCosts(reg, d, costs, L.controller, L.source, variableOf(ability)?.min ?? 0)
      ) {
        ctx.pop();
        return;
      }
      frame.step = 6;
      if (L.optional) {
        // 8-1-8: a "may" effect is the player's choice.
        frame.step = 1;
        askYesNo(
          ctx,
          L.controller,
          'useOptional',
          `Use the effect of ${reg.get(L.card).name}?`,
          L.card,
          'Use it',
          'Do not use it',
        );
        return;
      }
    }
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      if (a && 'choose' in a && a.choose[0] === 'no') {
        ctx.pop();
        return;
      }
      frame.step = 6;
    }
    if (frame.step === 6) {
      if ((L.apply < 0 || L.sub === 'pay') && 'oncePerTurn' in ability && ability.oncePerTurn) {
        emit(ctx, { t: 'used', id: L.source, ability: L.ability, card: L.card });
      }
      // 4-6-2: the controller chooses X before the cost is paid.
      frame.step = 2;
      const v = variableOf(ability);
      if (v && L.x < 0) {
        frame.step = 7;
        const min = v.min ?? 0;
        let max = Math.max(min, amountOf(reg, d, L, v.max));
        // A value whose cost could not be paid is not offered (8-4-2-3).
        const fixed = costs.reduce((n, c) => n + (c.pay === 'cores' && c.n !== 'X' ? c.n : 0), 0);
        const perX = costs.filter((c) => c.pay === 'cores' && c.n === 'X').length;
        if (perX > 0) {
          const spare = spendableCores(d.players[L.controller]) - fixed;
          max = Math.max(min, Math.min(max, Math.floor(spare / perX)));
        }
        ctx.ask({
          player: L.controller,
          kind: 'chooseX',
          type: 'number',
          prompt: `${reg.get(L.card).name}: choose X (${min} to ${max}).`,
          options: [],
          min,
          max,
        });
        return;
      }
    }
    if (frame.step === 7) {
      const a = ctx.takeAnswer();
      L.x = a && 'number' in a ? a.number : 0;
      frame.step = 2;
    }
    // 8-4-2-1: costs in written order.
    while (frame.step === 2 || frame.step === 3) {
      if (frame.step === 3) {
        const pushed = payAnswered(ctx, reg, costs[L.ci]!, L);
        L.ci++;
        frame.step = 2;
        if (pushed) return;
      }
      if (L.ci >= costs.length) {
        frame.step = 4;
        break;
      }
      if (payCost(ctx, reg, costs[L.ci]!, L)) {
        frame.step = 3;
        return;
      }
      L.ci++;
    }
    const effect = L.sub === 'pay' ? [] : abilityEffect(ability, L.apply);
    if (frame.step === 5) {
      // A target was chosen for directive i.
      const a = ctx.takeAnswer();
      const ids = a && 'choose' in a ? a.choose.map(Number) : [];
      const dir = currentDirective(effect, L)!;
      const chosen = ids
        .map((id) => findAnywhere(d, id))
        .filter((x): x is { c: CardObj; owner: PlayerIndex } => x !== undefined);
      // 8-5-3-5: cards selected from a private area are revealed to show they qualify.
      if (dir && 'target' in dir && dir.target.zone === 'hand' && hasCondition(dir.target)) {
        for (const { c, owner } of chosen) emit(ctx, { t: 'reveal', p: owner, id: c.id, card: c.def });
      }
      if ('target' in dir && dir.target.side !== 'chosen')
        L.chosen = [...(keepsChosen(dir) ? L.chosen : []), ...chosen.map((x) => x.c.id)];
      const pushed = perform(ctx, reg, dir, L, chosen);
      advance(effect, L);
      frame.step = 4;
      if (pushed) return;
    }
    if (frame.step === 8) {
      // The option chosen for a oneOf: its directives follow.
      const a = ctx.takeAnswer();
      L.mode = a && 'choose' in a ? Number(a.choose[0]) : 0;
      enterOnce(L);
      frame.step = 4;
    }
    while (frame.step === 4) {
      // 4-7-2: a checkpoint after the cost and after each directive, before the effect goes on. A
      // substitution's replacement (8-9-1) is one event in place of a destruction: management follows it.
      if (L.apply < 0 && manageInside(ctx, reg, frame, L)) return;
      if (readsKilled(ability)) L.killed = killedSince(ctx, L);
      if (L.dmark >= 0) countDiscards(ctx, L);
      const dir = currentDirective(effect, L);
      if (!dir) {
        ctx.pop();
        if (
          ability.kind === 'trigger' &&
          ability.on === 'summoned' &&
          L.apply < 0 &&
          L.dpath.length === 0 &&
          reg.get(L.card).type === 'spirit'
        ) {
          emit(ctx, { t: 'resolved', p: L.controller, id: L.source, card: L.card, on: 'summoned' });
        }
        return;
      }
      const run = { ctx, reg, d, L, me: L.controller, targets: [] };
      const rounds = VERBS.rounds(run, dir);
      if (rounds !== null) {
        if (rounds > 0 && (nested(dir) ?? []).length > 0) enterBlock(L, rounds);
        else advance(effect, L);
        continue;
      }
      if (dir.do === 'oneOf') {
        frame.step = 8;
        ctx.ask({
          player: L.controller,
          kind: 'chooseOption',
          type: 'select',
          prompt: `${reg.get(L.card).name}: choose one.`,
          options: dir.options.map((o, k) => ({ id: String(k), label: o.map(directiveText).join(' ') })),
          min: 1,
          max: 1,
        });
        return;
      }
      if (nested(dir) !== null) {
        // A block (if, Chain 11-15-3): its verb says whether it is entered.
        if (VERBS.perform(run, dir) && (nested(dir) ?? []).length > 0) enterOnce(L);
        else advance(effect, L);
        continue;
      }
      if ('target' in dir) {
        const t0 = sharesTypeBounds(reg, d, fixBounds(reg, d, L, dir.target), L.chosen, (id) => {
          const x = findAnywhere(d, id);
          return x && { ...x, onField: findOnField(d, id) !== undefined };
        });
        // "Any number ... with a combined total of N or less": each must fit alone; any number may go.
        const tv = t0.total;
        const t: Target = tv ? { ...t0, upTo: true } : t0;
        let list =
          t.side === 'subject' && L.subjects.length > 1
            ? L.subjects.flatMap((s) => candidates(reg, d, t, L.controller, L.source, L.card, s, L.chosen))
            : candidates(reg, d, t, L.controller, L.source, L.card, L.subject, L.chosen);
        // "Shares a spirit type with it": the chosen cards themselves are not among them.
        if (dir.target.sharesTypeWith) list = list.filter(({ c }) => !L.chosen.includes(c.id));
        const valueOf = (c: CardObj): number => (tv?.what === 'bp' ? bpOf(reg, d, c) : reg.get(c.def).cost);
        if (tv) list = list.filter(({ c }) => valueOf(c) <= tv.max);
        const count =
          t.side === 'self' || t.all || tv
            ? list.length
            : t.countBy !== undefined
              ? amountOf(reg, d, L, t.countBy)
              : (t.count ?? 1);
        const need = Math.min(count, list.length);
        // 8-5-3-5: from a private area, cards that must have some information may be ignored.
        const privateZone = t.zone === 'hand' && hasCondition(t);
        // 8-5-3-4: no target, nothing happens; 8-5-3-1: too few, all of them.
        if (list.length === 0 || count === 0) {
          if (t.side !== 'chosen' && !keepsChosen(dir)) L.chosen = []; // nothing selected this time
          advance(effect, L);
          continue;
        }
        if (
          t.all ||
          t.side === 'self' ||
          // Several subjects of one batch (`allSubjects`): a `count` among them is chosen.
          (t.side === 'subject' && (L.subjects.length <= 1 || t.count === undefined)) ||
          // The chosen cards all, or with a `count` a pick among them ("add one of them").
          (t.side === 'chosen' && (t.count === undefined || (!t.upTo && need === list.length))) ||
          (!t.upTo && !privateZone && need === list.length)
        ) {
          // A forced selection is still one made (a rule handing selections over is used by it).
          if (!t.all && t.side !== 'self' && t.side !== 'subject' && t.side !== 'chosen')
            selectionMaker(ctx, reg, L, t, t.chooser === 'opponent' ? other(L.controller) : L.controller);
          if (t.side !== 'chosen')
            L.chosen = [...(keepsChosen(dir) ? L.chosen : []), ...list.map((x) => x.c.id)];
          const pushed = perform(ctx, reg, dir, L, list);
          advance(effect, L);
          if (pushed) return;
          continue;
        }
        frame.step = 5;
        // "Your opponent selects ...": the choice is theirs, the effect still yours.
        const selector = selectionMaker(
          ctx,
          reg,
          L,
          t,
          t.chooser === 'opponent' ? other(L.controller) : L.controller,
        );
        ctx.ask({
          player: selector,
          kind: 'target',
          type: 'select',
          prompt: `${reg.get(L.card).name}: choose ${t.upTo || privateZone ? 'up to ' : ''}${count}.`,
          options: list.map(({ c }) => ({
            id: String(c.id),
            label:
              (t.zone ?? 'field') === 'field'
                ? `${reg.get(c.def).name} (#${c.id}, ${bpOf(reg, d, c)} BP)`
                : `${reg.get(c.def).name} (#${c.id})`,
            card: c.def,
          })),
          // 8-5-3-5: from a private area the player may ignore matching cards.
          min: t.upTo || privateZone ? 0 : need,
          max: need,
          secret: t.zone === 'hand',
          // The combined total is checked when the answer comes (module `validate`).
          ...(tv
            ? {
                data: {
                  total: tv.max,
                  what: tv.what,
                  values: Object.fromEntries(list.map(({ c }) => [String(c.id), valueOf(c)])),
                },
              }
            : {}),
        });
        return;
      }
      const pushed = perform(ctx, reg, dir, L, []);
      advance(effect, L);
      if (pushed) return;
    }
  };
}

/** A `select` with `add` adds to the cards chosen so far ("... then select one of yours: destroy both"). */
function keepsChosen(dir: Directive): boolean {
  return dir.do === 'select' && dir.add === true;
}

function onceUsed(d: SagaData, a: Ability, L: EffectLocals): boolean {
  return 'oncePerTurn' in a && a.oncePerTurn === true && d.used.includes(`${L.source}:${L.ability}`);
}

function variableOf(a: Ability): { min?: number; max: Amount } | undefined {
  return 'x' in a ? a.x : undefined;
}

/** Does a target ask for information on the cards (so that matching hand cards may be ignored, 8-5-3-5)? */
function hasCondition(t: Target): boolean {
  const plain = new Set(['side', 'zone', 'count', 'upTo', 'all', 'countBy', 'chooser', 'what', 'other']);
  if (t.what !== 'card') return true; // a card type is information
  return Object.keys(t).some((k) => !plain.has(k));
}

/** The directives nested in a block verb (the option chosen of a oneOf), one level deep; null for others. */
function nested(d: Directive | undefined, mode = 0): Directive[] | null {
  return d ? (VERBS.blocks(d, mode) as Directive[] | null) : null;
}

const blocksOf = (d: Directive, mode: number): Directive[] | null => nested(d, mode);
const repeats = (d: Directive): boolean => VERBS.repeats(d);

/** The directive the effect is on (its locals are its cursor: `i`, `path`, `reps`, `mode`). */
function currentDirective(effect: Directive[], L: EffectLocals): Directive | undefined {
  return cursorDirective(effect, L, blocksOf);
}

/** On to the next directive, leaving the blocks that are done and starting repeats again. */
function advance(effect: Directive[], L: EffectLocals): void {
  advanceCursor(effect, L, blocksOf, repeats);
}

function findAnywhere(d: SagaData, id: number): { c: CardObj; owner: PlayerIndex } | undefined {
  for (let p = 0; p < 2; p++) {
    const pl = d.players[p as PlayerIndex];
    for (const list of [pl.field, pl.trashCards, pl.hand]) {
      const c = list.find((x) => x.id === id);
      if (c) return { c, owner: p as PlayerIndex };
    }
  }
  return undefined;
}

/** Pays one cost; true when it asked a decision (answered in `payAnswered`). */
function payCost(ctx: C, reg: CardRegistry, cost: Cost, L: EffectLocals): boolean {
  const d = ctx.data;
  const p = L.controller;
  switch (cost.pay) {
    case 'soulCoreOfSelf':
      moveCores(ctx, p, `c${L.source}`, 'trash', 0, true, 'owner');
      return false;
    case 'soulCore': {
      const from = soulCorePayFrom(d, p, cost.to === 'void');
      if (from !== null) moveCores(ctx, p, from, cost.to ?? 'trash', 0, true, 'owner');
      return false;
    }
    case 'exhaustSelf':
      emit(ctx, { t: 'exhaust', id: L.source });
      return false;
    case 'cores': {
      const n = cost.n === 'X' ? Math.max(0, L.x) : cost.n;
      if (n === 0) return false;
      const src = coreSources(reg, d, p);
      ctx.ask({
        player: p,
        kind: 'payCost',
        type: 'distribute',
        prompt: `Pay ${n} core(s) for ${reg.get(L.card).name}.`,
        options: src.options,
        min: n,
        max: n,
        data: src.data,
      });
      return true;
    }
    case 'destroySelf':
      // The card gives itself up: destroyed by its controller's effect, so "when destroyed" applies.
      return destroyAll(ctx, reg, [
        {
          id: L.source,
          cause: 'effect',
          by: p,
          self: false,
          sourceType: reg.get(L.card).type,
          src: L.card,
          srcId: L.source,
          lack: false,
          quiet: false,
        },
      ]);
    case 'coresFromSelf':
      return moveSomeCores(ctx, [
        { p, from: `c${L.source}`, to: 'trash', n: cost.n, by: p, owner: true, src: '', regular: false },
      ]);
    case 'exhaust': {
      const options = exhaustCostOptions(reg, d, cost.target, p, L.source);
      if (options.length === 1) {
        emit(ctx, { t: 'exhaust', id: options[0]!.id });
        return false;
      }
      askOneCard(ctx, reg, p, 'exhaustCost', `Exhaust one card to pay for ${reg.get(L.card).name}.`, options);
      return true;
    }
    case 'destroy':
      askOneCard(
        ctx,
        reg,
        p,
        'destroyCost',
        `Destroy one of your cards to pay for ${reg.get(L.card).name}.`,
        destroyCostOptions(reg, d, cost.target, p, L.source),
      );
      return true;
    case 'discard':
      ctx.ask({
        player: p,
        kind: 'discardCost',
        type: 'select',
        prompt: `Discard ${cost.n} card(s) for ${reg.get(L.card).name}.`,
        options: discardCostOptions(reg, d, cost.filter, p, L.source).map((h) => ({
          id: String(h.id),
          label: reg.get(h.def).name,
          card: h.def,
        })),
        min: cost.n,
        max: cost.n,
        secret: true,
      });
      return true;
  }
}

/** Where player `p`'s soul core can be paid from (8-5-5: not the trash it would go to, nor the void). */
function soulCorePayFrom(d: SagaData, p: PlayerIndex, fromTrash = false): CoreArea | null {
  const pl = d.players[p];
  if (pl.reserve.soul) return 'reserve';
  const c = pl.field.find((x) => x.cores.soul);
  if (c) return `c${c.id}`;
  // 8-5-5: a soul core in the trash can go on to the void (ruling on BSS01-001).
  if (fromTrash && pl.trash.soul) return 'trash';
  return pl.life.soul ? 'life' : null;
}

/** Asks player `p` to pick one of `cards` (a cost that takes one of their cards). */
function askOneCard(
  ctx: C,
  reg: CardRegistry,
  p: PlayerIndex,
  kind: string,
  prompt: string,
  cards: CardObj[],
): void {
  ctx.ask({
    player: p,
    kind,
    type: 'select',
    prompt,
    options: cards.map((c) => ({
      id: String(c.id),
      label: `${reg.get(c.def).name} (#${c.id})`,
      card: c.def,
    })),
    min: 1,
    max: 1,
  });
}

/** Your refreshed cards an "exhaust one of your ..." cost may take. */
function exhaustCostOptions(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  p: PlayerIndex,
  source: number,
): CardObj[] {
  return d.players[p].field.filter(
    (c) => !c.exhausted && targetMatches(reg, d, c, p, { ...t, side: 'any' }, p, source),
  );
}

/** Your hand cards a filtered discard cost may take. */
function discardCostOptions(
  reg: CardRegistry,
  d: SagaData,
  t: Target | undefined,
  p: PlayerIndex,
  source: number,
): CardObj[] {
  const hand = d.players[p].hand;
  return t
    ? hand.filter((c) => targetMatches(reg, d, c, p, { ...t, side: 'any', zone: 'hand' }, p, source))
    : hand;
}

/** Your field cards a "destroy one of your ..." cost may take. */
function destroyCostOptions(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  p: PlayerIndex,
  source: number,
): CardObj[] {
  return d.players[p].field.filter((c) => targetMatches(reg, d, c, p, { ...t, side: 'any' }, p, source));
}

/** Applies the answer to a cost's question; true when it pushed a procedure (the effect waits). */
function payAnswered(ctx: C, reg: CardRegistry, cost: Cost, L: EffectLocals): boolean {
  const a = ctx.takeAnswer();
  if (cost.pay === 'destroy' && a && 'choose' in a) {
    const id = Number(a.choose[0]);
    return destroyAll(ctx, reg, [
      {
        id,
        cause: 'effect',
        by: L.controller,
        self: false,
        sourceType: reg.get(L.card).type,
        src: L.card,
        srcId: L.source,
        lack: false,
        quiet: false,
      },
    ]);
  }
  if (cost.pay === 'exhaust' && a && 'choose' in a) emit(ctx, { t: 'exhaust', id: Number(a.choose[0]) });
  if (cost.pay === 'cores' && a && 'counts' in a) spendCores(ctx, L.controller, a.counts, 'trash', 'owner');
  if (cost.pay === 'discard' && a && 'choose' in a) {
    for (const id of a.choose) moveCard(ctx, L.controller, Number(id), 'hand', 'trash');
  }
  return false;
}

/** Performs one directive through its verb (verbs/): true when it started a procedure (the effect waits). */
function perform(ctx: C, reg: CardRegistry, dir: Directive, L: EffectLocals, targets: Picked[]): boolean {
  return VERBS.perform({ ctx, reg, d: ctx.data, L, me: L.controller, targets }, dir);
}

export type CoreArea = 'reserve' | 'life' | 'trash' | 'void' | `c${number}`;

export function coresAt(d: SagaData, p: PlayerIndex, at: CoreArea): { n: number; soul: boolean } {
  if (at.startsWith('c')) return findOnField(d, Number(at.slice(1)))?.cores ?? { n: 0, soul: false };
  if (at === 'void') return { n: 0, soul: false };
  return d.players[p][at as 'reserve' | 'life' | 'trash'];
}

export interface CoreMove extends JsonObject {
  p: PlayerIndex;
  from: CoreArea;
  to: CoreArea;
  n: number;
  by: PlayerIndex;
  /** A cost paid by the cards' owner: a card emptied this way destroys itself (9-3-2). */
  owner: boolean;
  /** The card whose effect moves them ('' for none). */
  src: string;
  /** The soul core never moves with them (an effect naming cores that are not a soul core). */
  regular: boolean;
}

/**
 * Moves cores by an effect, in order: `want` of player `p`'s from each place, as many as there
 * are (1-3-2). The soul core may be one of them, but never into life or the void (4-11-3). When
 * either kind could go, the cores' controller chooses (8-5-6): then the "coreChoice" procedure
 * does the moves, asking where needed, and this returns true.
 */
/** Cores a player moves from one of their cards as a cost, choosing whether the soul core goes (8-5-6). */
export function moveCoresAsCost(ctx: C, p: PlayerIndex, from: CoreArea, to: CoreArea, n: number): boolean {
  return moveSomeCores(ctx, [{ p, from, to, n, by: p, owner: true, src: '', regular: false }]);
}

export function moveSomeCores(ctx: C, moves: CoreMove[]): boolean {
  if (moves.some((m) => needsChoice(ctx.data, m))) {
    ctx.push('coreChoice', { moves, k: 0 });
    return true;
  }
  for (const m of moves) moveNow(ctx, m, false);
  return false;
}

function needsChoice(d: SagaData, m: CoreMove): boolean {
  const have = coresAt(d, m.p, m.from);
  // 1-3-2-2: cores that would stay where they are do not move.
  return (
    have.soul &&
    !m.regular &&
    m.from !== m.to &&
    m.to !== 'void' &&
    m.to !== 'life' &&
    m.n > 0 &&
    m.n <= have.n
  );
}

/** The move with no choice left: the soul core goes only if asked for or if it must (as many as possible). */
function moveNow(ctx: C, m: CoreMove, soulChosen: boolean): void {
  const have = coresAt(ctx.data, m.p, m.from);
  const soulMay = have.soul && !m.regular && m.to !== 'void' && m.to !== 'life';
  const soul = soulMay && (soulChosen || m.n > have.n);
  const n = Math.min(soul ? m.n - 1 : m.n, have.n);
  moveCores(
    ctx,
    m.p,
    m.from,
    m.to,
    n,
    soul && m.n > 0,
    m.owner ? 'owner' : 'effect',
    m.by,
    m.src || undefined,
  );
}

/**
 * In a procedure walking its `moves` (locals `moves` and `k`): at step 1, hands the answer to the
 * question about move `k` to `use`, then goes on to the next move.
 */
export function takeMoveAnswer(ctx: C, frame: Frame, use: (m: CoreMove, a: Answer | null) => void): void {
  if (frame.step !== 1) return;
  const L = frame.locals;
  use((L.moves as CoreMove[])[L.k as number]!, ctx.takeAnswer());
  L.k = (L.k as number) + 1;
  frame.step = 0;
}

/** 8-5-6: the controller of the cores picks whether the soul core is among those that move. */
export function coreChoiceProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const L = frame.locals;
    const moves = L.moves as CoreMove[];
    takeMoveAnswer(ctx, frame, (m, a) =>
      moveNow(ctx, m, a !== null && 'choose' in a && a.choose[0] === 'soul'),
    );
    while ((L.k as number) < moves.length) {
      const m = moves[L.k as number]!;
      if (!needsChoice(ctx.data, m)) {
        moveNow(ctx, m, false);
        L.k = (L.k as number) + 1;
        continue;
      }
      frame.step = 1;
      const where = m.from.startsWith('c')
        ? reg.get(findOnField(ctx.data, Number(m.from.slice(1)))!.def).name
        : `your ${m.from}`;
      ctx.ask({
        player: m.p,
        kind: 'coreChoice',
        type: 'select',
        prompt: `${m.n === 1 ? 'A core leaves' : `${m.n} cores leave`} ${where}: is the soul core one of them?`,
        options: [
          { id: 'cores', label: m.n === 1 ? 'A regular core' : 'Regular cores only' },
          { id: 'soul', label: m.n === 1 ? 'The soul core' : 'The soul core and regular cores' },
        ],
        min: 1,
        max: 1,
      });
      return;
    }
    ctx.pop();
  };
}

/** The targets on the field not protected from this kind of effect of player `by`. */
export function unprotected(
  reg: CardRegistry,
  d: SagaData,
  targets: { c: CardObj; owner: PlayerIndex }[],
  kind: 'removeCores' | 'return',
  by: PlayerIndex,
  effectCard?: { id: number; def: string },
): { c: CardObj; owner: PlayerIndex }[] {
  return targets.filter(({ c }) => !findOnField(d, c.id) || !isProtected(reg, d, c, kind, by, effectCard));
}

/** A yes-or-no decision about using something (8-1-8 "may"). */
export function askYesNo(
  ctx: C,
  player: PlayerIndex,
  kind: string,
  prompt: string,
  card: string,
  yes: string,
  no: string,
): void {
  ctx.ask({
    player,
    kind,
    type: 'select',
    prompt,
    options: [
      { id: 'yes', label: yes, card },
      { id: 'no', label: no },
    ],
    min: 1,
    max: 1,
  });
}

/**
 * 10-2-1: player `owner` discards these cards of their deck (in this order) by an effect of player
 * `by`. Every way an effect puts deck cards into the trash comes here (a discard directive, Crush, the
 * rest of a reveal), so "when discarded from your deck" effects see each (the `milled` event).
 * Returns the cards' ids in the trash.
 */
export function discardFromDeck(
  ctx: C,
  owner: PlayerIndex,
  by: PlayerIndex,
  ids: readonly number[],
): number[] {
  const gone = ids.map((id) => moveCard(ctx, owner, id, 'deck', 'trash'));
  if (gone.length > 0) emit(ctx, { t: 'milled', p: owner, ids: gone, by });
  return gone;
}

/** The top `n` cards of player `p`'s deck that an effect of player `by` may discard (a cap may apply). */
export function deckTopToDiscard(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  by: PlayerIndex,
  n: number,
): number[] {
  return d.players[p].deck.slice(0, deckDiscardLimit(reg, d, p, by, n)).map((c) => c.id);
}

/** Works out an amount when the effect resolves (see `amountIn`). */
export function amountOf(reg: CardRegistry, d: SagaData, L: EffectLocals, a: Amount): number {
  return amountIn(reg, d, L, a);
}

/** 4-5-2: the top card goes to the hand unseen by the opponent. */
export function drawCard(ctx: C, p: PlayerIndex, by?: PlayerIndex): void {
  const top = ctx.data.players[p].deck[0];
  if (!top) return; // 1-3-2
  const id = ctx.newObjectId();
  emit(ctx, by === undefined ? { t: 'draw', p } : { t: 'draw', p, by }, p, { id, card: top.def });
}

/**
 * 10-1-3: destruction. A.T. Field (11-13-1) keeps a spirit with a soul core from destruction
 * effects of the opponent's spirits. Substitution effects (8-9) hook in here.
 */
export function destroyCard(
  ctx: C,
  reg: CardRegistry,
  c: CardObj,
  cause: 'battle' | 'effect' | 'rule',
  by: PlayerIndex | -1,
  self = false,
  sourceType?: string,
  from?: Doomed,
  toHand = false,
  handBy?: PlayerIndex,
): void {
  const d = ctx.data;
  const p = controllerOf(d, c.id);
  if (p === -1) return;
  if (cause === 'effect' && sourceType === 'spirit' && by === other(p) && c.cores.soul) {
    if (keyword(reg, d, c, 'atField')) return;
  }
  if (
    cause === 'effect' &&
    isProtected(reg, d, c, 'destroy', by, from?.src ? { id: from.srcId, def: from.src } : undefined)
  )
    return;
  const ev: SagaEvent = {
    t: 'destroy',
    p,
    id: c.id,
    newId: ctx.newObjectId(),
    card: c.def,
    level: levelNow(reg, d, c),
    cores: coreCount(c.cores),
    soul: c.cores.soul,
    bp: reg.get(c.def).type === 'spirit' ? bpOf(reg, d, c) : 0,
    self,
    cause,
    by,
  };
  if (from?.src) ev.src = from.src;
  if (from && from.srcId >= 0) ev.srcId = from.srcId;
  if (from?.lack) ev.lack = true;
  if (from?.quiet) ev.quiet = true;
  if (toHand) ev.toHand = true;
  if (toHand && handBy !== undefined) ev.handBy = handBy;
  emit(ctx, ev);
}

export interface Doomed extends JsonObject {
  id: number;
  cause: 'battle' | 'effect' | 'rule';
  by: PlayerIndex | -1;
  self: boolean;
  sourceType: string;
  /** The destroying card (the effect's, or the spirit that won the battle) and its id. */
  src: string;
  srcId: number;
  /** 9-3-2-1: its cores were taken down to zero by an effect. */
  lack: boolean;
  /** Its "When Destroyed" effects do not trigger (the destroying effect says so). */
  quiet: boolean;
}

/**
 * Destroys cards together (one batch). When a substitution effect (8-9) could replace one of the
 * destructions, pushes the "destroy" procedure to ask, and returns true: the caller must yield.
 */
export function destroyAll(ctx: C, reg: CardRegistry, list: Doomed[]): boolean {
  const d = ctx.data;
  const live = list.filter((x) => findOnField(d, x.id) !== undefined);
  // 9-3-2: self-destruction cannot be substituted.
  const subs = live.some(
    (x) =>
      !x.self &&
      (substitutionOptions(reg, d, findOnField(d, x.id)!, x.cause, x.by, []).length > 0 ||
        bloodcurseOffered(reg, d, findOnField(d, x.id)!, x.cause, x.by, x.src)),
  );
  if (subs) {
    ctx.push('destroy', { list: live, k: 0, saved: [] });
    return true;
  }
  ctx.beginBatch();
  for (const x of live) {
    destroyCard(ctx, reg, findOnField(d, x.id)!, x.cause, x.by, x.self, x.sourceType || undefined, x);
  }
  ctx.endBatch();
  return false;
}

/** 10-1-3-2: for each card about to be destroyed, its controller may apply one substitution (8-9-2, 8-9-3). */
export function destroyProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const d = ctx.data;
    const L = frame.locals;
    const list = L.list as Doomed[];
    const saved = L.saved as JsonObject[];
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      const pick = a && 'choose' in a ? a.choose[0] : 'none';
      if (pick && pick !== 'none')
        saved.push({ ...(JSON.parse(pick) as JsonObject), id: list[L.k as number]!.id });
      L.k = (L.k as number) + 1;
      frame.step = 0;
    }
    while (frame.step === 0 && (L.k as number) < list.length) {
      const x = list[L.k as number]!;
      const c = findOnField(d, x.id);
      const options = c && !x.self ? substitutionOptions(reg, d, c, x.cause, x.by, saved) : [];
      const blood = c !== undefined && !x.self && bloodcurseOffered(reg, d, c, x.cause, x.by, x.src);
      if (options.length === 0 && !blood) {
        L.k = (L.k as number) + 1;
        continue;
      }
      frame.step = 1;
      ctx.ask({
        player: controllerOf(d, x.id) as PlayerIndex,
        kind: 'substitute',
        type: 'select',
        prompt: `${reg.get(c!.def).name} is about to be destroyed. Apply a substitution effect?`,
        options: [
          ...options.map((o) => ({
            id: JSON.stringify({
              source: o.source,
              ability: o.ability,
              apply: o.apply,
              card: o.card,
              controller: o.controller,
              kind: o.kind,
              paid: o.cost.length > 0 || onceAbility(reg, o.card, o.ability),
            }),
            label: substitutionLabel(reg, o),
            card: o.card,
          })),
          ...(blood ? [bloodcurseOption(reg, d, c!)] : []),
          { id: 'none', label: 'Let it be destroyed' },
        ],
        min: 1,
        max: 1,
      });
      return;
    }
    // 8-4: the costs of the substitutions chosen are paid first (frames run before this resumes).
    if (frame.step === 0) {
      frame.step = 3;
      if (payChosenSubstitutions(ctx, saved)) return;
    }
    ctx.pop();
    // Sent to the hand instead of the trash: still destroyed.
    const toHand = saved.filter((sv) => sv.kind === 'trash').map((sv) => sv.id as number);
    // Bloodcurse's cores move first; a spirit it leaves unfit goes on to the trash with the rest.
    const bled = saved
      .filter((sv) => sv.kind === 'bloodcurse' && !applyBloodcurse(ctx, reg, sv.id as number))
      .map((sv) => sv.id as number);
    const savedIds = saved
      .filter((sv) => sv.kind !== 'trash' && !bled.includes(sv.id as number))
      .map((sv) => sv.id as number);
    ctx.beginBatch();
    for (const x of list) {
      const c = findOnField(d, x.id);
      if (c && !savedIds.includes(x.id))
        destroyCard(
          ctx,
          reg,
          c,
          x.cause,
          x.by,
          x.self,
          x.sourceType || undefined,
          x,
          toHand.includes(x.id),
          saved.find((sv) => sv.kind === 'trash' && sv.id === x.id)?.controller as PlayerIndex | undefined,
        );
    }
    ctx.endBatch();
    // 8-9-1: the replacement happens instead; pushed last-first so they run in order.
    for (const sv of saved.slice().reverse()) {
      if (sv.kind === 'trash' || sv.kind === 'bloodcurse') continue;
      startSubstitution(ctx, sv);
    }
  };
}

/**
 * 4-7-2, 9-1-2-2: gameplay management inside an effect, once its cost is paid and after each of its
 * directives (docs/architecture.md, "Checkpoints inside an effect"): repeated until nothing happens.
 * True when the effect must wait (a substitution choice pushed, or the game ended).
 */
function manageInside(ctx: C, reg: CardRegistry, frame: Frame, L: EffectLocals): boolean {
  const effect = { card: L.card, source: L.source, controller: L.controller };
  const frames = ctx.state.frames;
  while (ruleProcessing(reg, ctx, effect)) {
    if (ctx.state.result !== null || frames[frames.length - 1] !== frame) return true;
  }
  return false;
}

const killedReaders = new WeakMap<Ability, boolean>();
/** Does the ability count the spirits it destroyed (`destroyedByThis`)? Cached: checked per directive. */
function readsKilled(a: Ability): boolean {
  let r = killedReaders.get(a);
  if (r === undefined) {
    r = JSON.stringify(a).includes('"destroyedByThis"');
    killedReaders.set(a, r);
  }
  return r;
}

/** Adds the cards the latest discard from a hand took to `L.discarded` (their players). */
function countDiscards(ctx: C, L: EffectLocals): void {
  const log = ctx.state.log;
  for (let i = L.dmark; i < log.length; i++) {
    const ev = log[i]!.event as unknown as SagaEvent;
    if (ev.t === 'move' && ev.from === 'hand' && ev.to === 'trash') L.discarded.push(ev.p);
  }
  L.dmark = -1;
}

/** The controllers of the spirits this effect's card destroyed since the effect began. */
function killedSince(ctx: C, L: EffectLocals): number[] {
  const out: number[] = [];
  const log = ctx.state.log;
  for (let i = L.log0; i < log.length; i++) {
    const ev = log[i]!.event as unknown as SagaEvent;
    if (ev.t === 'destroy' && ev.cause === 'effect' && ev.srcId === L.source && ev.by === L.controller)
      out.push(ev.p);
  }
  return out;
}

/** Substitutions for `c` (8-9) whose costs can be paid, less the once-per-turn ones chosen already. */
function substitutionOptions(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  cause: 'battle' | 'effect' | 'rule',
  by: PlayerIndex | -1,
  saved: readonly JsonObject[],
): ReturnType<typeof substitutionsFor> {
  return substitutionsFor(reg, d, c, cause, by).filter(
    (o) =>
      (o.cost.length === 0 || canPayCosts(reg, d, o.cost, o.controller, o.source)) &&
      !(
        onceAbility(reg, o.card, o.ability) &&
        saved.some((sv) => sv.source === o.source && sv.ability === o.ability)
      ),
  );
}

/** The Bloodcurse choice offered with the substitutions of `c`. */
function bloodcurseOption(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
): { id: string; label: string; card: string } {
  const opp = d.players[other(controllerOf(d, c.id) as PlayerIndex)].name;
  return {
    id: JSON.stringify({ kind: 'bloodcurse', source: c.id, card: c.def }),
    label: `Bloodcurse: instead, one core of ${opp}'s life and one of ${reg.get(c.def).name} to the trash`,
    card: c.def,
  };
}

function onceAbility(reg: CardRegistry, card: string, ability: number): boolean {
  const a = reg.get(card).abilities[ability];
  return a !== undefined && 'oncePerTurn' in a && a.oncePerTurn === true;
}

function substitutionLabel(reg: CardRegistry, o: ReturnType<typeof substitutionsFor>[number]): string {
  const name = reg.get(o.card).name;
  const pay = o.cost.length > 0 ? ` (paying: ${o.cost.map(costText).join(', ')})` : '';
  if (o.kind === 'trash') return `${name}: to the hand instead of the trash${pay}`;
  const steps = abilityEffect(reg.get(o.card).abilities[o.ability]!, o.apply).map((y) => directiveText(y));
  return `${name}: instead, ${steps.join(' ')}${pay}`;
}

/** Pushes a frame paying each chosen substitution's costs (and marking it used); true if any. */
/** Starts the effect of a substitution chosen for a card being destroyed (8-9-1), that card its subject. */
function startSubstitution(ctx: C, sv: JsonObject): void {
  startEffect(
    ctx,
    sv.card as string,
    sv.ability as number,
    sv.controller as PlayerIndex,
    sv.source as number,
    false,
    {
      apply: sv.apply as number,
      subject: sv.id as number,
    },
  );
}

function payChosenSubstitutions(ctx: C, saved: readonly JsonObject[]): boolean {
  let pushed = false;
  for (const sv of saved.slice().reverse()) {
    if (sv.paid !== true) continue;
    startSubstitution(ctx, sv);
    (ctx.state.frames[ctx.state.frames.length - 1]!.locals as EffectLocals).sub = 'pay';
    pushed = true;
  }
  return pushed;
}

// ---- trigger collection (8-6) ----

function queueAbilities(
  ctx: C,
  reg: CardRegistry,
  c: CardObj,
  controller: PlayerIndex,
  ons: TriggerEvent[],
  onField: boolean,
  extra: (a: Extract<Ability, { kind: 'trigger' }>) => boolean,
  level = -1,
  subject = -1,
  last: JsonObject | null = null,
): void {
  const d = ctx.data;
  if (onField && d.temps.length > 0 && reg.uses('gainAbility'))
    queueGained(ctx, reg, c, controller, ons, extra, subject);
  const meta = reg.meta(c.def);
  if (!meta.hasTrigger || !answersAny(meta, ons)) return;
  const card = meta.card;
  card.abilities.forEach((a, i) => {
    if (a.kind !== 'trigger' || !ons.includes(a.on) || !extra(a)) return;
    if (a.oncePerTurn && d.used.includes(`${c.id}:${i}`)) return;
    // A condition on the trigger may read the card that set it off (its subject).
    if (onField && !abilityActive(reg, d, c, controller, a, subject)) return;
    // 8-1-7: "cannot activate" and "cannot trigger" are one and the same.
    if (onField && isBanned(reg, d, c, 'activate')) return;
    if (!onField && a.levels !== undefined && !a.levels.includes(level)) return;
    // Off the field too, a printed period holds ("During Your Turn", a spirit destroyed with others).
    if (!onField && a.during && !periodActive(d, controller, a.during, c.id)) return;
    // Off the field (a "when destroyed" effect), a condition on the card reads its last state.
    if (
      !onField &&
      a.if &&
      !conditionHolds(reg, d, { ...scopeOf(controller, c.id), subject, last, self: c }, a.if)
    )
      return;
    if (a.allSubjects && joinBatchSubject(ctx, c.id, i, subject)) return;
    ctx.queueTrigger({
      controller,
      source: c.id,
      ability: i,
      label: `${card.name}: ${a.on}`,
      // The subject: the card that made it trigger, which the effect may call "it" (side: subject).
      data: { kind: 'ability', card: c.def, optional: a.optional === true, subject, last },
    });
  });
}

/** Has the card a triggered ability on one of these events? (Most field cards have none for most events.) */
function answersAny(meta: CardMeta, ons: readonly TriggerEvent[]): boolean {
  for (let i = 0; i < ons.length; i++) if (meta.triggerOns.has(ons[i]!)) return true;
  return false;
}

function queueKeyword(
  ctx: C,
  c: { id: number; def: string },
  controller: PlayerIndex,
  kw: string,
  label: string,
  data: JsonObject = {},
): void {
  ctx.queueTrigger({
    controller,
    source: c.id,
    ability: -1 - KEYWORD_ORDER.indexOf(kw),
    label,
    data: { kind: 'keyword', keyword: kw, card: c.def, ...data },
  });
}

const KEYWORD_ORDER = ['crush', 'raid', 'gale', 'blessed', 'luster', 'curse', 'immortal', 'link', 'agile'];

/**
 * 10-9-1, 10-9-3: an event a burst condition can match opens the window of the player's set burst,
 * whatever the card is (3-8-2: it is face down; docs/architecture.md, "Hidden cards"): the owner
 * is asked there every time, and the card's own condition is compared with `on` when it resolves.
 */
function queueBurst(ctx: C, p: PlayerIndex, on: BurstMoment): void {
  const b = ctx.data.players[p].burst;
  if (!b) return;
  openHiddenWindow(ctx, {
    controller: p,
    source: b.id,
    window: 'burst',
    label: 'A face-down burst',
    moment: on,
  });
}

/**
 * The trash ids of the cards destroyed so far in the current batch, `newId` included. A batch of
 * destructions is emitted within one procedure step, so this never has to outlive a decision.
 */
interface BatchRecord {
  batch: number;
  ids: number[];
  /** The field id of each card destroyed in the batch, with its last state there (8-10-1). */
  gone: Map<number, { obj: CardObj; owner: PlayerIndex; level: number; last: JsonObject }>;
}
const batchDestroyed = new WeakMap<object, BatchRecord>();
function batchRecord(ctx: C): BatchRecord {
  const st = ctx.state;
  let rec = batchDestroyed.get(st);
  if (!rec || rec.batch !== st.batch) {
    rec = { batch: st.batch, ids: [], gone: new Map() };
    batchDestroyed.set(st, rec);
  }
  return rec;
}

/** A trigger's `filter` (default: your own spirits) against the card that made it trigger. */
function filterMatches(
  reg: CardRegistry,
  d: SagaData,
  f: Target | undefined,
  c: CardObj,
  owner: PlayerIndex,
  controller: PlayerIndex,
  bp?: number,
  source = -1,
): boolean {
  const t = f ?? { side: 'own' as const };
  // "This spirit": the card with the ability, with any further filters.
  if (t.side === 'self' && c.id !== source) return false;
  if (t.side === 'own' && owner !== controller) return false;
  if (t.side === 'opponent' && owner === controller) return false;
  return targetMatches(reg, d, c, owner, { ...t, side: 'any' }, controller, -1, bp);
}

// Module level on purpose: closures made per event are costly in the hot path.
const ANY = (): boolean => true;
/** Abilities other than those that trigger only for a summoning from the hand. */
const notFromHandOnly = (a: Ability): boolean => !(a.kind === 'trigger' && a.fromHand === true);

/** `ascendWith`: the summon's Ascend took the cores of a card matching it, judged as printed. */
function ascendFits(
  reg: CardRegistry,
  d: SagaData,
  a: Ability,
  asc: string | undefined,
  p: PlayerIndex,
): boolean {
  if (a.kind !== 'trigger' || a.ascendWith === undefined) return true;
  if (asc === undefined) return false;
  return targetMatches(
    reg,
    d,
    bareCard(-1, asc, p),
    p,
    { ...a.ascendWith, side: 'any', zone: 'hand' },
    p,
    -1,
  );
}

/** What a trigger watches for, on a card's ability or in a delayed effect. */
type Watch = Pick<Extract<Ability, { kind: 'trigger' }>, 'on' | 'filter' | 'step' | 'yours'> &
  TriggerQualifiers;

/** Was it done by the player the qualifier names ("you": `p`)? `by` -1 or absent: by no one's effect. */
function byMatches(
  want: 'you' | 'opponent' | undefined,
  by: PlayerIndex | -1 | undefined,
  p: PlayerIndex,
): boolean {
  if (want === undefined) return true;
  if (by === undefined || by === -1) return false;
  return want === 'you' ? by === p : by !== p;
}

/** A filter against a card, `side: chosen` meaning one of `chosen` (a delayed effect's). */
function watchFilter(
  reg: CardRegistry,
  d: SagaData,
  f: Target | undefined,
  dflt: Target,
  c: CardObj,
  owner: PlayerIndex,
  p: PlayerIndex,
  holder: number,
  chosen: readonly number[],
  bp?: number,
): boolean {
  const t = f ?? dflt;
  if (t.side === 'chosen') {
    return chosen.includes(c.id) && targetMatches(reg, d, c, owner, { ...t, side: 'any' }, p, -1, bp);
  }
  return filterMatches(reg, d, t, c, owner, p, bp, holder);
}

/** The qualifiers of a destruction trigger (who, how, by what) against a `destroy` event. */
function destroyQualifies(
  reg: CardRegistry,
  d: SagaData,
  w: TriggerQualifiers & { filter?: Target },
  ev: Extract<SagaEvent, { t: 'destroy' }>,
  p: PlayerIndex,
  holder: number,
  ctx?: C,
): boolean {
  if (!byMatches(w.by, ev.cause === 'rule' ? -1 : ev.by, p)) return false;
  if (w.cause === 'battle' && ev.cause !== 'battle') return false;
  if (w.cause === 'effect' && ev.cause !== 'effect') return false;
  if (w.cause === 'noCores' && !(ev.cause === 'effect' && ev.lack === true)) return false;
  // "The first time each turn": no earlier batch this turn destroyed a card the filter takes.
  if (
    w.firstEachTurn &&
    ctx &&
    !firstThisTurn(ctx.state.log, ev.p, batchRecord(ctx).ids, (c, o, bp) =>
      filterMatches(reg, d, w.filter, c, o, p, bp, holder),
    )
  )
    return false;
  if (w.source) {
    if (!ev.src || ev.by === -1) return false;
    const srcObj = findOnField(d, ev.srcId ?? -1) ?? bareCard(ev.srcId ?? -2, ev.src, ev.by);
    if (w.source.side === 'self')
      return ev.srcId === holder && targetMatches(reg, d, srcObj, ev.by, w.source, p, holder);
    if (!filterMatches(reg, d, { what: 'spiritOrMagic', ...w.source }, srcObj, ev.by, p, undefined, holder))
      return false;
  }
  return true;
}

/** The owner of a card just destroyed (its new id in a trash), else the player it was taken from. */
function ownerOfGone(d: SagaData, newId: number, p: PlayerIndex): PlayerIndex {
  for (const q of [0, 1] as PlayerIndex[]) if (d.players[q].trashCards.some((c) => c.id === newId)) return q;
  return p;
}

/** A card that set a trigger off, with its last state if it left the field. */
type Subject = { id: number; last: JsonObject | null };

/** The field cards among `ids` that match a watch's filter (default `dflt`), as subjects. */
function fieldSubjects(
  reg: CardRegistry,
  d: SagaData,
  ids: readonly number[],
  f: Target | undefined,
  dflt: Target,
  p: PlayerIndex,
  holder: number,
  chosen: readonly number[],
): Subject[] {
  const out: Subject[] = [];
  for (const id of ids) {
    const c = findOnField(d, id);
    const owner = controllerOf(d, id);
    if (c && owner !== -1 && watchFilter(reg, d, f, dflt, c, owner, p, holder, chosen))
      out.push({ id, last: null });
  }
  return out;
}

/** The triggers of the events added for card-pool needs: one list of subjects per event kind. */
const WATCHED: Partial<Record<SagaEvent['t'], TriggerEvent[]>> = {
  exhaust: ['exhausted'],
  refresh: ['refreshed'],
  refreshAll: ['refreshed'],
  move: ['returned', 'coresToReserve', 'addedToHand'],
  destroy: ['coresToReserve', 'addedToHand'],
  drew: ['draws', 'addedToHand'],
  block: ['spiritBlocks'],
  battleEnd: ['battleEnds'],
  cores: ['coresToReserve', 'coresPlaced', 'lifeGained'],
  crushed: ['crushDiscards'],
};

/**
 * Does event `ev` set off watch `w` of player `p` (on card `holder`)? Returns the cards that make it
 * trigger (its subjects; one entry of -1 when there is no card), with their last state if they left.
 */
function watchSubjects(
  reg: CardRegistry,
  d: SagaData,
  ev: SagaEvent,
  w: Watch,
  p: PlayerIndex,
  holder: number,
  chosen: readonly number[],
): Subject[] {
  const none: Subject[] = [];
  const own: Target = { side: 'own' };
  switch (w.on) {
    case 'exhausted':
    case 'refreshed': {
      if (w.on === 'exhausted' ? ev.t !== 'exhaust' : ev.t !== 'refresh' && ev.t !== 'refreshAll')
        return none;
      const by = ev.t === 'exhaust' || ev.t === 'refresh' ? ev.by : undefined;
      if (!byMatches(w.by, by, p)) return none;
      const ids =
        ev.t === 'refreshAll' ? (ev.ids ?? []) : ev.t === 'exhaust' || ev.t === 'refresh' ? [ev.id] : [];
      return fieldSubjects(reg, d, ids, w.filter, own, p, holder, chosen);
    }
    case 'battleEnds': {
      const b = d.battle;
      if (ev.t !== 'battleEnd' || !b) return none;
      return fieldSubjects(reg, d, [b.attacker, b.blocker], w.filter, own, p, holder, chosen);
    }
    case 'spiritBlocks': {
      if (ev.t !== 'block') return none;
      return fieldSubjects(reg, d, [ev.id], w.filter, own, p, holder, chosen);
    }
    case 'returned': {
      if (ev.t !== 'move' || ev.from !== 'field' || (ev.to !== 'hand' && ev.to !== 'deck') || !ev.card)
        return none;
      if (w.returnedTo && w.returnedTo !== ev.to) return none;
      const gone = bareCard(ev.id, ev.card, ev.p);
      return watchFilter(reg, d, w.filter, own, gone, ev.p, p, holder, chosen)
        ? [{ id: ev.newId, last: { card: ev.card } }]
        : none;
    }
    case 'draws': {
      if (ev.t !== 'drew') return none;
      if ((w.who === 'opponent') !== (ev.p !== p)) return none;
      if (!byMatches(w.by, ev.by, p)) return none;
      // Outside the drawing player's own draw step.
      if (w.outsideDrawStep && d.step === 'draw' && d.active === ev.p) return none;
      return [{ id: -1, last: null }];
    }
    case 'addedToHand': {
      const added = handAdded(ev);
      if (!added || (w.who === 'opponent') !== (added.p !== p) || !byMatches(w.by, added.by, p)) return none;
      return [{ id: -1, last: null }];
    }
    case 'coresToReserve':
    case 'lifeGained': {
      // A card leaving the field puts its cores into its owner's reserve (10-1-3-4, 3-5-5).
      if (w.on === 'coresToReserve' && (ev.t === 'destroy' || ev.t === 'move')) {
        const n = ev.t === 'destroy' ? ev.cores : ev.from === 'field' ? (ev.cores ?? 0) : 0;
        const owner = ev.t === 'destroy' ? ownerOfGone(d, ev.newId, ev.p) : ev.p;
        if (n <= 0 || (w.who === 'opponent') !== (owner !== p)) return none;
        return [{ id: -1, last: null }];
      }
      const to = w.on === 'coresToReserve' ? 'reserve' : 'life';
      if (ev.t !== 'cores' || ev.to !== to || ev.from === to || (ev.n <= 0 && !ev.soul)) return none;
      if ((w.who === 'opponent') !== (ev.p !== p)) return none;
      return [{ id: -1, last: null }];
    }
    case 'crushDiscards': {
      if (ev.t !== 'crushed') return none;
      if (w.cards && !ev.ids.some((id) => eventCardMatches(reg, d, id, w.cards!, p))) return none;
      const subj = fieldSubjects(reg, d, [ev.id], w.filter, own, p, holder, chosen);
      // The discarded cards travel with the subject, for `eventCards` amounts.
      return subj.map((x) => ({ ...x, last: { cards: ev.ids } }));
    }
    case 'coresPlaced': {
      if (ev.t !== 'cores' || !ev.to.startsWith('c') || ev.from === ev.to || (ev.n <= 0 && !ev.soul))
        return none;
      return fieldSubjects(reg, d, [Number(ev.to.slice(1))], w.filter, { side: 'self' }, p, holder, chosen);
    }
    default:
      return none;
  }
}

/** Whose hand an event added a card to by an effect, and whose effect it was (none: no such event). */
function handAdded(ev: SagaEvent): { p: PlayerIndex; by: PlayerIndex } | null {
  switch (ev.t) {
    // 4-5-1: a draw moves a card to the hand; `drew` is only sent for draws by effects.
    case 'drew':
      return { p: ev.p, by: ev.by };
    case 'move':
      return ev.to === 'hand' && ev.from !== 'hand' && ev.by !== undefined ? { p: ev.p, by: ev.by } : null;
    case 'destroy':
      return ev.toHand && ev.handBy !== undefined ? { p: ev.p, by: ev.handBy } : null;
    default:
      return null;
  }
}

/** Does a card an event moved (found wherever it is now) match a filter? */
function eventCardMatches(reg: CardRegistry, d: SagaData, id: number, t: Target, p: PlayerIndex): boolean {
  const x = findAnywhere(d, id);
  return x !== undefined && targetMatches(reg, d, x.c, x.owner, { ...t, side: 'any' }, p, -1);
}

/** Delayed effects (8-2-2-2) the event sets off: the watches above plus the usual ones they need. */
function delayedSubjects(
  reg: CardRegistry,
  d: SagaData,
  ev: SagaEvent,
  w: Watch,
  p: PlayerIndex,
  chosen: readonly number[],
  gones?: BatchRecord['gone'],
): Subject[] {
  const none: Subject[] = [];
  switch (w.on) {
    case 'turnEnd':
      return ev.t === 'step' && ev.step === 'end' ? [{ id: -1, last: null }] : none;
    case 'battleEnd':
      return ev.t === 'battleEnd' ? [{ id: -1, last: null }] : none;
    case 'spiritAttacks':
    case 'attacksOrBlocks': {
      const ok = ev.t === 'attack' || (w.on === 'attacksOrBlocks' && ev.t === 'block');
      if (!ok) return none;
      return fieldSubjects(reg, d, [ev.id], w.filter, { side: 'own' }, p, -1, chosen);
    }
    case 'spiritDestroyed':
    case 'spiritDestroysInBattle': {
      if (ev.t !== 'destroy' || ev.self) return none;
      const dead: CardObj = {
        ...bareCard(ev.id, ev.card, ev.p),
        cores: { n: ev.cores - (ev.soul ? 1 : 0), soul: ev.soul === true },
      };
      const last: JsonObject = { card: ev.card, level: ev.level, cores: ev.cores, bp: ev.bp };
      if (w.on === 'spiritDestroyed') {
        if (!watchFilter(reg, d, w.filter, { side: 'own' }, dead, ev.p, p, -1, chosen, ev.bp)) return none;
        return destroyQualifies(reg, d, w, ev, p, -1) ? [{ id: ev.newId, last }] : none;
      }
      // "When one of your spirits destroys one in battle": the winner matches the filter. In a tie
      // it may be gone already, destroyed at the same time, and is read in its last state (8-10-1).
      if (ev.cause !== 'battle' || ev.srcId === undefined || ev.p === p) return none;
      const onField = findOnField(d, ev.srcId);
      const gone = onField ? undefined : gones?.get(ev.srcId);
      const winner = onField ?? gone?.obj;
      const wp = onField ? controllerOf(d, onField.id) : (gone?.owner ?? -1);
      if (!winner || wp !== p) return none;
      return watchFilter(reg, d, w.filter, { side: 'own' }, winner, p, p, -1, chosen)
        ? [{ id: winner.id, last }]
        : none;
    }
    default:
      return watchSubjects(reg, d, ev, w, p, -1, chosen);
  }
}

function queueDelayed(ctx: C, reg: CardRegistry, ev: SagaEvent): void {
  const d = ctx.data;
  const gone = ev.t === 'destroy' ? batchRecord(ctx).gone : undefined;
  for (const rec of d.delayed) {
    const w = delayedDirective(reg, rec.card, rec.ability, rec.path);
    const subjects = delayedSubjects(reg, d, ev, w, rec.p, rec.chosen, gone);
    for (const s of subjects) {
      ctx.queueTrigger({
        controller: rec.p,
        source: rec.source,
        // Apart from the card's own abilities, for the once-per-batch rule (8-6-3).
        ability: 100000 + rec.key,
        label: `${reg.get(rec.card).name}: delayed effect`,
        data: {
          kind: 'delayed',
          card: rec.card,
          ability: rec.ability,
          path: rec.path,
          chosen: rec.chosen,
          key: rec.once ? rec.key : -1,
          subject: s.id,
          last: s.last,
        },
      });
    }
  }
}

/** Field cards whose triggers answer the newer events (`WATCHED`). */
function queueWatchers(ctx: C, reg: CardRegistry, ev: SagaEvent, ons: TriggerEvent[]): void {
  const d = ctx.data;
  for (const on of ons) {
    if (!reg.triggers(on)) continue;
    // Most moves are not into a hand: skip the field scan for them.
    if (on === 'addedToHand' && !handAdded(ev)) continue;
    for (const p of [d.active, other(d.active)]) {
      for (const o of d.players[p].field) {
        const card = reg.meta(o.def);
        if (!card.triggerOns.has(on)) continue;
        for (const a of card.card.abilities) {
          if (a.kind !== 'trigger' || a.on !== on) continue;
          for (const s of watchSubjects(reg, d, ev, a, p, o.id, [])) {
            queueAbilities(ctx, reg, o, p, [on], true, (b) => b === a, -1, s.id, s.last);
          }
        }
      }
    }
  }
}

/** Are the "When Destroyed" effects of this card (in its last state) switched off by a constant? */
function whenDestroyedBarred(reg: CardRegistry, d: SagaData, c: CardObj, owner: PlayerIndex): boolean {
  if (!reg.uses('noWhenDestroyed')) return false;
  return constantsNow(reg, d, 'noWhenDestroyed').some(
    ({ x, src, controller }) =>
      'noWhenDestroyed' in x &&
      targetMatches(reg, d, c, owner, { ...x.noWhenDestroyed, zone: 'hand' }, controller, src.id),
  );
}

/** Finds the triggered abilities an event satisfies (8-6) and queues them. */
export function collectTriggers(reg: CardRegistry) {
  return (ctx: C, raw: JsonObject): void => {
    const d = ctx.data;
    const ev = raw as unknown as SagaEvent;
    const watched = WATCHED[ev.t];
    if (watched) queueWatchers(ctx, reg, ev, watched);
    if (d.delayed.length > 0) queueDelayed(ctx, reg, ev);
    switch (ev.t) {
      case 'summoned':
      case 'placed': {
        const c = findOnField(d, ev.id);
        if (!c) return;
        // Summoned by an effect that says its "When Summoned" effects do not trigger.
        if (ev.t !== 'summoned' || !ev.quiet) {
          // "If you summon it from your hand": not from the trash or deck, nor a token.
          const handOnly = ev.t === 'summoned' && (ev.from !== undefined || reg.get(c.def).token === true);
          const base = handOnly ? notFromHandOnly : ANY;
          const asc = ev.t === 'summoned' ? ev.ascend : undefined;
          queueAbilities(
            ctx,
            reg,
            c,
            ev.p,
            ['summoned'],
            true,
            (a) => base(a) && ascendFits(reg, d, a, asc, ev.p),
          );
        }
        // "When one of your (or your opponent's) spirits is summoned" on the other field cards; a
        // filter for nexuses (`what: nexus`) answers a nexus being placed.
        if (reg.triggers('spiritSummoned'))
          for (const p of [d.active, other(d.active)]) {
            for (const o of d.players[p].field) {
              if (o.id === c.id) continue;
              queueAbilities(
                ctx,
                reg,
                o,
                p,
                ['spiritSummoned'],
                true,
                (a) => filterMatches(reg, d, a.filter, c, ev.p, p, undefined, o.id),
                -1,
                c.id,
              );
            }
          }
        return;
      }
      case 'attack': {
        const c = findOnField(d, ev.id);
        if (!c) return;
        queueAbilities(ctx, reg, c, ev.p, ['attacks', 'attacksOrBlocks'], true, ANY);
        // Its "When This Spirit Blocks" effects triggering on the attack too (not "while blocking" ones).
        if (blocksOnAttack(reg, d, c, ev.p)) queueAbilities(ctx, reg, c, ev.p, ['blocks'], true, ANY);
        // "When one of your spirits attacks": the attacker's controller's field cards, itself included;
        // the other field's too, for a filter naming the opponent's spirits (default: one of yours).
        if (reg.triggers('spiritAttacks'))
          for (const p of [ev.p, other(ev.p)]) {
            for (const o of d.players[p].field) {
              queueAbilities(
                ctx,
                reg,
                o,
                p,
                ['spiritAttacks'],
                true,
                (a) => filterMatches(reg, d, a.filter, c, ev.p, p, undefined, o.id),
                -1,
                c.id,
              );
            }
          }
        const crush = keyword(reg, d, c, 'crush');
        if (crush) {
          queueKeyword(ctx, c, ev.p, 'crush', 'Crush', { n: levelNow(reg, d, c) + (crush.value ?? 0) }); // 11-11-1
        }
        const raid = keyword(reg, d, c, 'raid');
        if (raid) queueKeyword(ctx, c, ev.p, 'raid', 'Raid', { max: raid.value ?? 1 }); // 11-12-1
        // Link: the attacker's controller's other spirits with Link whose condition the attacker meets.
        for (const o of d.players[ev.p].field) {
          if (o.id === c.id || o.exhausted) continue;
          const link = keyword(reg, d, o, 'link');
          if (!link) continue;
          if (link.cond && !targetMatches(reg, d, c, ev.p, { ...link.cond, side: 'any' }, ev.p, o.id))
            continue;
          queueKeyword(ctx, o, ev.p, 'link', `Link: ${reg.get(o.def).name}`, { attacker: c.id });
        }
        return;
      }
      case 'block': {
        const c = findOnField(d, ev.id);
        if (c) queueAbilities(ctx, reg, c, ev.p, ['blocks', 'attacksOrBlocks'], true, ANY);
        const b = d.battle;
        const att = b ? findOnField(d, b.attacker) : undefined;
        if (att && b) {
          queueAbilities(ctx, reg, att, b.attackerPlayer, ['blocked'], true, ANY);
          // "When a spirit is blocked" (default: one of yours): the cards of both fields.
          const ap = b.attackerPlayer;
          if (reg.triggers('spiritBlocked'))
            for (const p of [ap, other(ap)]) {
              for (const o of d.players[p].field) {
                queueAbilities(
                  ctx,
                  reg,
                  o,
                  p,
                  ['spiritBlocked'],
                  true,
                  (a) => filterMatches(reg, d, a.filter, att, ap, p, undefined, o.id),
                  -1,
                  att.id,
                );
              }
            }
          const gale = keyword(reg, d, att, 'gale');
          if (gale) queueKeyword(ctx, att, b.attackerPlayer, 'gale', 'Gale', { n: gale.value ?? 1 }); // 11-10-1
        }
        return;
      }
      case 'destroy': {
        // 8-6-3: the cards destroyed in one batch are destroyed at the same time.
        const rec = batchRecord(ctx);
        rec.ids.push(ev.newId);
        const together = rec.ids;
        const dead = bareCard(ev.newId, ev.card, ev.p);
        // 8-10-1: its effects, and effects about it, read its last state on the field.
        const last: JsonObject = { card: ev.card, level: ev.level, cores: ev.cores, bp: ev.bp };
        // Its last state on the field, under its field id (so "this spirit" filters still find it).
        const lastObj: CardObj = {
          ...dead,
          id: ev.id,
          cores: { n: ev.cores - (ev.soul ? 1 : 0), soul: ev.soul === true },
        };
        rec.gone.set(ev.id, { obj: lastObj, owner: ev.p, level: ev.level, last });
        // 9-3-2, 10-1-1-1: self-destruction triggers nothing (but Immortal, below).
        if (!ev.self) {
          const byOpp = ev.by === other(ev.p);
          const ons: TriggerEvent[] = byOpp ? ['destroyed', 'destroyedByOpponent'] : ['destroyed'];
          // "Their When Destroyed effects are not triggered": no effect of the destroyed card's
          // controller on the field answers it, its own, other cards' and nexuses' watching, or a burst;
          // cards in the trash still do (ruling on BSS02-115: Immortal).
          const barred = ev.quiet === true || whenDestroyedBarred(reg, d, lastObj, ev.p);
          if (!barred)
            queueAbilities(
              ctx,
              reg,
              { ...dead, cores: lastObj.cores },
              ev.p,
              ons,
              false,
              ANY,
              ev.level,
              -1,
              last,
            );
          // "When one of your spirits is destroyed" on the other cards of the field (a filter for
          // nexuses answers a nexus being destroyed).
          const isSpirit = reg.get(ev.card).type === 'spirit';
          const watched = reg.triggers('spiritDestroyed');
          if (watched)
            for (const p of [0, 1] as PlayerIndex[]) {
              if (barred && p === ev.p) continue;
              for (const c of d.players[p].field) {
                queueAbilities(
                  ctx,
                  reg,
                  c,
                  p,
                  ['spiritDestroyed'],
                  true,
                  // A destroyed card is judged in its last state on the field (8-10-1).
                  (a) =>
                    filterMatches(reg, d, a.filter, lastObj, ev.p, p, ev.bp, c.id) &&
                    destroyQualifies(reg, d, a, ev, p, c.id, ctx),
                  -1,
                  dead.id,
                  last,
                );
              }
            }
          // 10-1-3-3: cards destroyed at the same time, this one included, see it too, in their last
          // state; under their field ids, so each still activates once for the batch (8-6-3).
          if (watched)
            for (const [oldId, g] of rec.gone) {
              if (!reg.meta(g.obj.def).hasTrigger || (barred && g.owner === ev.p)) continue;
              queueAbilities(
                ctx,
                reg,
                { ...g.obj, id: oldId },
                g.owner,
                ['spiritDestroyed'],
                false,
                (a) =>
                  filterMatches(reg, d, a.filter, lastObj, ev.p, g.owner, ev.bp, oldId) &&
                  destroyQualifies(reg, d, a, ev, g.owner, oldId, ctx),
                g.level,
                dead.id,
                last,
              );
            }
          if (!isSpirit) return;
          if (byOpp && !barred) queueBurst(ctx, ev.p, 'opponentDestroysYourSpirit');
          // 7-1-5-2: destroyed in battle by the spirit it fought: that spirit "destroys" it.
          const b = d.battle;
          const winnerId =
            ev.cause === 'battle' &&
            b &&
            (reg.triggers('destroysInBattle') || reg.triggers('spiritDestroysInBattle'))
              ? ev.id === b.blocker
                ? b.attacker
                : ev.id === b.attacker
                  ? b.blocker
                  : -1
              : -1;
          // In a tie the winner may be gone already, destroyed at the same time: it still destroyed
          // this one, read in its last state on the field (8-10-1; rulings on BSS02-001 and 010).
          const onField = winnerId === -1 ? undefined : findOnField(d, winnerId);
          const gone = onField || winnerId === -1 ? undefined : rec.gone.get(winnerId);
          const winner = onField ?? gone?.obj;
          const wp = onField ? controllerOf(d, onField.id) : (gone?.owner ?? -1);
          if (winner && wp !== -1) {
            queueAbilities(
              ctx,
              reg,
              winner,
              wp,
              ['destroysInBattle'],
              onField !== undefined,
              ANY,
              gone?.level ?? -1,
              dead.id,
              last,
            );
            for (const o of d.players[wp].field) {
              queueAbilities(
                ctx,
                reg,
                o,
                wp,
                ['spiritDestroysInBattle'],
                true,
                (a) => filterMatches(reg, d, a.filter, winner, wp, wp, undefined, o.id),
                -1,
                dead.id,
                last,
              );
            }
          }
        }
        if (reg.get(ev.card).type !== 'spirit') return;
        // 11-4-1: Immortal spirits in the trash answer another of their controller's spirits' destruction,
        // also one destroyed for lack of cores (Immortal ruling), but not when they were destroyed at the
        // same time (Immortal ruling).
        for (const t of d.players[ev.p].trashCards) {
          if (together.includes(t.id)) continue;
          const meta = reg.meta(t.def);
          if (!meta.keywords.has('immortal')) continue;
          const card = meta.card;
          const imm = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'immortal');
          if (!imm || imm.kind !== 'keyword') continue;
          // Its printed period holds in the trash too ("During Your Attack Step: Immortal").
          if (!periodActive(d, ev.p, imm.during, t.id)) continue;
          if (imm.cond && !targetMatches(reg, d, dead, ev.p, { ...imm.cond, side: 'any' }, ev.p, -1, 0))
            continue;
          queueKeyword(ctx, t, ev.p, 'immortal', `Immortal: ${card.name}`);
        }
        return;
      }
      case 'battleEnd': {
        const b = d.battle;
        if (!b) return;
        for (const id of [b.attacker, b.blocker]) {
          const c = findOnField(d, id);
          const p = controllerOf(d, id);
          if (c && p !== -1) queueAbilities(ctx, reg, c, p, ['battleEnd'], true, ANY);
          // Agile: a card in its controller's hand that costs more than the battling spirit.
          if (c && p !== -1) {
            const cost = reg.get(c.def).cost;
            for (const h of d.players[p].hand) {
              const card = reg.get(h.def);
              const agile = card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'agile');
              // The label names no card: others must not learn what the hand holds.
              if (agile && cost < card.cost)
                queueKeyword(ctx, h, p, 'agile', 'A card in hand', { spirit: c.id });
            }
          }
        }
        // Both keywords triggered earlier in the battle; the attacker may have left the field since.
        const att = findOnField(d, b.attacker) ?? { id: b.attacker, def: b.attackerCard };
        // 11-3-1: Curse destroys the blocker at the end of the battle.
        if (b.curse && b.blocker !== -1 && findOnField(d, b.blocker)) {
          queueKeyword(ctx, att, b.attackerPlayer, 'curse', 'Curse', { target: b.blocker });
        }
        // 11-6-1: Luster brings back the magic its owner used during the battle.
        // A Luster it gained after attacking (from its own "when attacks" effect) counts as well.
        const luster = b.luster || ('cores' in att && hasKeyword(reg, d, att, 'luster'));
        if (luster && b.magic.length > 0) queueKeyword(ctx, att, b.attackerPlayer, 'luster', 'Luster');
        return;
      }
      case 'step': {
        const ons: TriggerEvent[] = ev.step === 'end' ? ['stepStart', 'turnEnd'] : ['stepStart'];
        for (const p of [d.active, other(d.active)]) {
          for (const c of d.players[p].field) {
            queueAbilities(ctx, reg, c, p, ons, true, (a) => {
              if (a.yours !== undefined && a.yours !== (p === d.active)) return false;
              return a.on === 'turnEnd' || a.step === ev.step;
            });
          }
        }
        return;
      }
      case 'link': {
        // "When this spirit links": the linked spirit; the attacker is the subject.
        const c = findOnField(d, ev.id);
        const p = controllerOf(d, ev.id);
        if (c && p !== -1) queueAbilities(ctx, reg, c, p, ['links'], true, ANY, -1, ev.to);
        return;
      }
      case 'resolved': {
        // "When your opponent resolves a spirit's When Summoned effect".
        const foe = other(ev.p);
        // The spirit whose effect resolved is the subject.
        if (reg.triggers('opponentWhenSummoned'))
          for (const c of d.players[foe].field)
            queueAbilities(ctx, reg, c, foe, ['opponentWhenSummoned'], true, ANY, -1, ev.id);
        queueBurst(ctx, foe, 'opponentWhenSummoned');
        return;
      }
      case 'magicUsed': {
        const card = ev.card;
        // "When a magic card is used" (default: one of yours); the subject is the magic card.
        const magic = bareCard(ev.id, card, ev.p);
        if (reg.triggers('magicUsed'))
          for (const p of [d.active, other(d.active)]) {
            for (const o of d.players[p].field) {
              queueAbilities(
                ctx,
                reg,
                o,
                p,
                ['magicUsed'],
                true,
                (a) =>
                  !(a.fromHand && ev.burst) &&
                  filterMatches(
                    reg,
                    d,
                    { what: 'magic', ...(a.filter ?? { side: 'own' }) },
                    magic,
                    ev.p,
                    p,
                    undefined,
                    o.id,
                  ),
                -1,
                ev.id,
              );
            }
          }
        return;
      }
      case 'milled':
        // "When this card is discarded from your deck": it triggers from the trash (its subject).
        for (const id of ev.ids) {
          const c = d.players[ev.p].trashCards.find((x) => x.id === id);
          if (c)
            queueAbilities(
              ctx,
              reg,
              c,
              ev.p,
              ['discarded'],
              false,
              (a) => byMatches(a.by, ev.by, ev.p),
              -1,
              id,
            );
        }
        return;
      case 'cores': {
        // Any core leaving the life is life lost, the soul core too (3-7-1), as `lifeLostThisTurn` counts.
        if (ev.from !== 'life' || (ev.n <= 0 && !ev.soul)) return;
        // "When you lose life" for the one who lost it; "when you reduce your opponent's life" for the other.
        // `by`: whose doing it was, an effect's controller or the attacking player (damage, 7-1-5-3).
        const bt = d.battle;
        const causer = ev.by === 'effect' ? (ev.who ?? -1) : ev.by === 'rule' && bt ? bt.attackerPlayer : -1;
        for (const c of d.players[ev.p].field)
          queueAbilities(ctx, reg, c, ev.p, ['lifeLost'], true, (a) => byMatches(a.by, causer, ev.p));
        queueBurst(ctx, ev.p, 'lifeLost');
        const foe = other(ev.p);
        const b = d.battle;
        // With a `filter`, only damage dealt by an attacking spirit of yours that matches it (the subject).
        const dealer =
          b && ev.by === 'rule' && b.attackerPlayer === foe ? findOnField(d, b.attacker) : undefined;
        if (reg.triggers('opponentLifeReduced'))
          for (const c of d.players[foe].field)
            queueAbilities(
              ctx,
              reg,
              c,
              foe,
              ['opponentLifeReduced'],
              true,
              (a) =>
                a.filter === undefined ||
                (dealer !== undefined && filterMatches(reg, d, a.filter, dealer, foe, foe, undefined, c.id)),
              -1,
              dealer ? dealer.id : -1,
            );
        if (b && ev.by === 'rule' && b.attackerPlayer === foe) {
          const att = findOnField(d, b.attacker);
          // 11-7-1: Blessed, after damage reduced the opponent's life.
          if (att && keyword(reg, d, att, 'blessed')) queueKeyword(ctx, att, foe, 'blessed', 'Blessed');
        }
        return;
      }
      default:
        return;
    }
  };
}

/**
 * 11-8-1: can a card with Ascend be summoned now? One of the player's spirits with a core must meet
 * the condition; per the Ascend rulings this holds for a summon without paying the cost too.
 */
function ascendPayable(reg: CardRegistry, d: SagaData, p: PlayerIndex, def: string): boolean {
  const asc = reg.get(def).abilities.find((a) => a.kind === 'keyword' && a.keyword === 'ascend');
  if (!asc || asc.kind !== 'keyword') return true;
  return d.players[p].field.some(
    (c) =>
      coreCount(c.cores) > 0 &&
      reg.get(c.def).type === 'spirit' &&
      (!asc.cond || targetMatches(reg, d, c, p, { ...asc.cond, side: 'any' }, p, -1)),
  );
}

/** Resolves a keyword's triggered effect ("keyword" procedure). */
export function keywordProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const d = ctx.data;
    const L = frame.locals;
    const p = L.controller as PlayerIndex;
    const kw = L.keyword as string;
    const source = L.source as number;
    switch (kw) {
      case 'crush': {
        // 11-11-1: the top N of the opponent's deck to the trash: a discard by p's effect (10-2-1).
        const foe = other(p);
        const ids = discardFromDeck(ctx, foe, p, deckTopToDiscard(reg, d, foe, p, L.n as number));
        // For "when your Crush discards ..." (the cards are public in the trash now).
        if (ids.length > 0) emit(ctx, { t: 'crushed', p, id: source, card: L.card as string, ids });
        ctx.pop();
        return;
      }
      case 'blessed':
        coresIntoLife(ctx, reg, p, 'void', 1, false, 'effect', p); // 11-7-1, not optional
        ctx.pop();
        return;
      case 'curse':
        ctx.pop();
        destroyAll(ctx, reg, [
          {
            id: L.target as number,
            cause: 'effect',
            by: p,
            self: false,
            sourceType: 'spirit',
            src: L.card as string,
            srcId: L.source as number,
            lack: false,
            quiet: false,
          },
        ]);
        return;
      case 'luster': {
        // 11-6-2: only the ones still in the trash come back.
        const b = d.battle;
        ctx.beginBatch();
        for (const id of b ? b.magic : []) {
          if (d.players[p].trashCards.some((c) => c.id === id))
            moveCard(ctx, p, id, 'trash', 'hand', { by: p });
        }
        ctx.endBatch();
        ctx.pop();
        return;
      }
      case 'gale': {
        // 11-10-1: the blocking player exhausts N refreshed spirits of their own; per the Gale ruling,
        // those with Armor against the Gale spirit's colours cannot be selected (11-5-1).
        const foe = other(p);
        // A player rule may give the choice to the Gale spirit's controller for a while.
        const picker = choosesOwnGale(reg, d, p) ? p : foe;
        const galeColors = reg.get(L.card as string).colors;
        const ready = d.players[foe].field.filter(
          (c) => !c.exhausted && reg.get(c.def).type === 'spirit' && !armoredAgainst(reg, d, c, galeColors),
        );
        const n = Math.min(L.n as number, ready.length);
        if (frame.step === 0) {
          if (n === 0) {
            ctx.pop();
            return;
          }
          if (n === ready.length) {
            // Gale is its controller's effect (for "when your effect exhausts ...").
            for (const c of ready) emit(ctx, { t: 'exhaust', id: c.id, by: p });
            ctx.pop();
            return;
          }
          frame.step = 1;
          ctx.ask({
            player: picker,
            kind: 'gale',
            type: 'select',
            prompt: `Gale: exhaust ${n} of ${picker === foe ? 'your' : "your opponent's"} refreshed spirits.`,
            options: ready.map((c) => ({ id: String(c.id), label: reg.get(c.def).name, card: c.def })),
            min: n,
            max: n,
          });
          return;
        }
        const a = ctx.takeAnswer();
        for (const id of a && 'choose' in a ? a.choose : [])
          emit(ctx, { t: 'exhaust', id: Number(id), by: p });
        ctx.pop();
        return;
      }
      case 'raid': {
        // 11-12-1: may exhaust one of your nexuses to refresh the attacker, N times a turn at most.
        const att = findOnField(d, source);
        const used = d.raids.filter((r) => r === source).length;
        const nexuses = d.players[p].field.filter((c) => !c.exhausted && reg.get(c.def).type === 'nexus');
        if (frame.step === 0) {
          if (!att || !att.exhausted || used >= (L.max as number) || nexuses.length === 0) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          ctx.ask({
            player: p,
            kind: 'raid',
            type: 'select',
            prompt: 'Raid: exhaust one of your nexuses to refresh the attacking spirit?',
            options: [
              ...nexuses.map((c) => ({
                id: String(c.id),
                label: `Exhaust ${reg.get(c.def).name}`,
                card: c.def,
              })),
              { id: 'no', label: 'Do not' },
            ],
            min: 1,
            max: 1,
          });
          return;
        }
        const a = ctx.takeAnswer();
        const pick = a && 'choose' in a ? a.choose[0] : 'no';
        if (pick && pick !== 'no' && att) {
          emit(ctx, { t: 'exhaust', id: Number(pick) });
          emit(ctx, { t: 'refresh', id: source, by: p });
          emit(ctx, { t: 'raid', id: source });
        }
        ctx.pop();
        return;
      }
      case 'link': {
        // Link: may exhaust this spirit to link it to the attacker; one link a battle.
        const b = d.battle;
        const me = findOnField(d, source);
        const att = findOnField(d, L.attacker as number);
        if (frame.step === 0) {
          if (!b || b.link !== -1 || !me || me.exhausted || !att || b.attacker !== att.id) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Link: exhaust ${reg.get(me.def).name} to link it to ${reg.get(att.def).name}?`,
            me.def,
            'Link',
            'Do not',
          );
          return;
        }
        const a = ctx.takeAnswer();
        if (a && 'choose' in a && a.choose[0] === 'yes' && me && att && b && b.link === -1) {
          emit(ctx, { t: 'exhaust', id: me.id });
          emit(ctx, { t: 'link', id: me.id, to: att.id });
        }
        ctx.pop();
        return;
      }
      case 'agile': {
        // Agile: may return the spirit to the hand, and if so may summon this card, paying its cost.
        const h = d.players[p].hand.find((c) => c.id === source);
        const spirit = findOnField(d, L.spirit as number);
        if (frame.step === 0) {
          if (!h || !spirit || controllerOf(d, spirit.id) !== p) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Agile (${reg.get(h.def).name}): return ${reg.get(spirit.def).name} to your hand?`,
            h.def,
            'Return it',
            'Do not',
          );
          return;
        }
        if (frame.step === 1) {
          const a = ctx.takeAnswer();
          if (!a || !('choose' in a) || a.choose[0] !== 'yes' || !h || !spirit) {
            ctx.pop();
            return;
          }
          // 8-5-2-1: an effect of a card in the hand reveals the card.
          emit(ctx, { t: 'reveal', p, id: h.id, card: h.def });
          moveCard(ctx, p, spirit.id, 'field', 'hand', { by: p });
          const card = reg.get(h.def);
          // Only when the summon can be paid: its cost, then LV1's cores (10-6-6, 10-6-7).
          if (spendableCores(d.players[p]) < costNow(reg, d, p, card) + lv1Cores(card)) {
            ctx.pop();
            return;
          }
          frame.step = 2;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Summon ${reg.get(h.def).name}, paying its cost?`,
            h.def,
            'Summon it',
            'Do not',
          );
          return;
        }
        const a = ctx.takeAnswer();
        ctx.pop();
        if (a && 'choose' in a && a.choose[0] === 'yes' && h) ctx.push('deploy', { id: h.id, p });
        return;
      }
      case 'immortal': {
        // 11-4-1: may summon it from the trash: a summon (10-6), so its cost is paid, reduced as any
        // summon's (issue 19's official ruling; keywords.json's "for free" is not the card's reading).
        // Offered only when the cost, LV1's cores and any Ascend can be paid (8-4-2-3, 11-8-1).
        if (frame.step === 0) {
          const card = reg.get(L.card as string);
          const need =
            costNow(reg, d, p, card, undefined, false) + (card.type === 'spirit' ? lv1Cores(card) : 0);
          if (
            !d.players[p].trashCards.some((c) => c.id === source) ||
            !ascendPayable(reg, d, p, L.card as string) ||
            spendableCores(d.players[p]) < need
          ) {
            ctx.pop();
            return;
          }
          frame.step = 1;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Immortal: summon ${reg.get(L.card as string).name} from your trash?`,
            L.card as string,
            'Summon it',
            'Do not',
          );
          return;
        }
        const a = ctx.takeAnswer();
        ctx.pop();
        if (a && 'choose' in a && a.choose[0] === 'yes') {
          ctx.push('deploy', { id: source, p, from: 'trash', free: false, reserveOnly: false });
        }
        return;
      }
      default:
        ctx.pop();
    }
  };
}

/**
 * 4-12-1: summons `n` tokens, one after the other. Like a summoned spirit, each takes LV1's cores
 * from its controller's reserve or field (official rulings on BSS02-082, 083 and 132): a spirit
 * emptied this way is destroyed, and a token whose cores cannot be found is not summoned. Returns
 * true when the "tokenSummon" procedure was pushed.
 */
export function summonTokens(
  ctx: C,
  p: PlayerIndex,
  def: string,
  cores: number,
  n: number,
  exhausted = false,
): boolean {
  if (n <= 0) return false;
  ctx.push('tokenSummon', { p, def, cores, left: n, exhausted, made: [] });
  return true;
}

export function tokenSummonProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const L = frame.locals;
    const p = L.p as PlayerIndex;
    const def = L.def as string;
    const cores = L.cores as number;
    const make = (counts: Record<string, number>): void => {
      const newId = ctx.newObjectId();
      emit(ctx, { t: 'token', p, newId, card: def, exhausted: L.exhausted === true });
      spendCores(ctx, p, counts, `c${newId}`, 'effect');
      L.left = (L.left as number) - 1;
      (L.made as number[]).push(newId);
    };
    // The tokens one effect summons are summoned at the same time: one batch (8-6-3; ruling on
    // BSS02-114).
    const done = (): void => {
      ctx.beginBatch();
      for (const id of L.made as number[]) emit(ctx, { t: 'summoned', p, id, card: def });
      ctx.endBatch();
      ctx.pop();
    };
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      make(a && 'counts' in a ? a.counts : {});
      frame.step = 0;
    }
    // 4-12-4: a restriction on summoning what the token is applies to the token.
    if (summonForbidden(reg, ctx.data, p, def)) {
      done();
      return;
    }
    while ((L.left as number) > 0 && cores === 0) make({});
    // The tokens this effect already made keep their cores (ruling on BSS02-082: with one core in
    // all, only one token arrives).
    const made = L.made as number[];
    const options = coreSourceOptions(reg, ctx.data, p).filter(
      (o) => !made.some((id) => o.id === `c${id}` || o.id === `c${id}*`),
    );
    const have = options.reduce((n, o) => n + (o.max ?? 0), 0);
    if ((L.left as number) <= 0 || have < cores) {
      done();
      return;
    }
    frame.step = 1;
    ctx.ask({
      player: p,
      kind: 'tokenCores',
      type: 'distribute',
      prompt: `Place ${cores} core(s) on the ${reg.get(def).name} from your reserve or your spirits.`,
      options,
      min: cores,
      max: cores,
    });
  };
}

/** Feast: one small or medium token grows into the next size (the player picks which when several). */
export function feastProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const d = ctx.data;
    const p = frame.locals.p as PlayerIndex;
    const tokens = frame.locals.tokens as unknown as [TokenSpec, TokenSpec, TokenSpec];
    const growable = d.players[p].field.filter((c) => c.def === tokens[0].id || c.def === tokens[1].id);
    let pick = growable[0];
    if (frame.step === 0 && growable.length > 1) {
      frame.step = 1;
      ctx.ask({
        player: p,
        kind: 'feast',
        type: 'select',
        prompt: 'Feast: choose the token that grows.',
        options: growable.map((c) => ({
          id: String(c.id),
          label: `${reg.get(c.def).name} (#${c.id})`,
          card: c.def,
        })),
        min: 1,
        max: 1,
      });
      return;
    }
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      const id = a && 'choose' in a ? Number(a.choose[0]) : -1;
      pick = growable.find((c) => c.id === id) ?? pick;
    }
    ctx.pop();
    if (!pick) return;
    const next = pick.def === tokens[0].id ? tokens[1] : tokens[2];
    // Its cores go to the reserve as it leaves; leaving the field, it is removed from the game (4-12-3).
    moveCard(ctx, p, pick.id, 'field', 'trash');
    summonTokens(ctx, p, next.id, next.levels[0]?.cores ?? 0, 1);
  };
}

/** 3-1-5: the owner orders the cards going to their deck together (first = first put there). */
export function toDeckOrderProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const d = ctx.data;
    const L = frame.locals;
    const p = L.p as PlayerIndex;
    const from = L.from as 'field' | 'hand' | 'trash';
    const zone =
      from === 'field' ? d.players[p].field : from === 'hand' ? d.players[p].hand : d.players[p].trashCards;
    const ids = (L.ids as number[]).filter((id) => zone.some((c) => c.id === id));
    // Copies of one card need no order.
    const defs = new Set(ids.map((id) => zone.find((c) => c.id === id)!.def));
    if (frame.step === 0 && defs.size > 1) {
      frame.step = 1;
      ctx.ask({
        player: p,
        kind: 'orderCards',
        type: 'order',
        prompt: `Order the cards going to the ${L.bottom ? 'bottom' : 'top'} of your deck, first put there first.`,
        options: ids.map((id) => {
          const c = zone.find((x) => x.id === id)!;
          return { id: String(id), label: reg.get(c.def).name, card: c.def };
        }),
        min: ids.length,
        max: ids.length,
      });
      return;
    }
    const a = frame.step === 1 ? ctx.takeAnswer() : null;
    const order = a && 'order' in a ? a.order.map(Number) : ids;
    for (const id of order) moveCard(ctx, p, id, from, 'deck', { bottom: L.bottom === true });
    ctx.pop();
  };
}

/** 10-2: a player discards N cards of their choice from their hand. */
export function discardHandProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const d = ctx.data;
    const p = frame.locals.p as PlayerIndex;
    const hand = d.players[p].hand;
    const n = Math.min(frame.locals.n as number, hand.length);
    const upTo = frame.locals.upTo === true;
    if (frame.step === 0) {
      if (n === 0 || (n === hand.length && !upTo)) {
        // Nothing to choose: the whole hand goes.
        for (const h of hand.slice()) moveCard(ctx, p, h.id, 'hand', 'trash');
        ctx.pop();
        return;
      }
      frame.step = 1;
      ctx.ask({
        player: p,
        kind: 'discard',
        type: 'select',
        prompt: upTo ? `Discard up to ${n} card(s) from your hand.` : `Discard ${n} card(s) from your hand.`,
        options: hand.map((h) => ({ id: String(h.id), label: reg.get(h.def).name, card: h.def })),
        min: upTo ? 0 : n,
        max: n,
        secret: true,
      });
      return;
    }
    const a = ctx.takeAnswer();
    for (const id of a && 'choose' in a ? a.choose : []) moveCard(ctx, p, Number(id), 'hand', 'trash');
    ctx.pop();
  };
}

/** 12-2, 12-3: the top N of the deck revealed or looked at; some to the hand, the rest away. */
export function revealProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const d = ctx.data;
    const L = frame.locals;
    const p = L.p as PlayerIndex;
    const dir = L.dir as unknown as Extract<Directive, { do: 'reveal' }>;
    const deck = d.players[p].deck;
    const to = dir.pickTo ?? 'hand';
    const name = (id: number): string => reg.get(deck.find((x) => x.id === id)!.def).name;
    const orderAsk = (ids: number[], where: string): void => {
      ctx.ask({
        player: p,
        kind: 'orderCards',
        type: 'order',
        prompt: `Order the cards that go to the ${where} of your deck, first to last.`,
        options: ids.map((id) => ({
          id: String(id),
          label: name(id),
          card: deck.find((x) => x.id === id)!.def,
        })),
        min: ids.length,
        max: ids.length,
        secret: dir.view === true,
      });
    };
    if (frame.step === 0) {
      const seen = deck.slice(0, L.n as number);
      L.ids = seen.map((c) => c.id);
      L.picked = [];
      if (seen.length === 0) {
        ctx.pop();
        return;
      }
      const cards = seen.map((c) => c.def);
      const ids = seen.map((c) => c.id);
      // 12-3-1: looking is for the effect's controller only; 12-2: revealing is for everyone.
      if (dir.view) emit(ctx, { t: 'look', p, ids, reveal: false }, p, { cards });
      else emit(ctx, { t: 'look', p, ids, cards, reveal: true });
      const pick = dir.pick;
      const matches = pick
        ? seen.filter((c) => targetMatches(reg, d, c, p, { ...pick, side: 'any', zone: 'hand' }, p, -1, 0))
        : [];
      frame.step = 1;
      if (pick?.all) {
        L.picked = matches.map((c) => c.id);
      } else {
        const n = Math.min(pick?.count ?? 1, matches.length);
        if (matches.length > 0 && n > 0) {
          const where = {
            hand: 'add to your hand',
            top: 'put on top',
            bottom: 'put at the bottom',
            trash: 'discard',
            field: 'put onto the field',
          }[to];
          ctx.ask({
            player: p,
            kind: 'pick',
            type: 'select',
            prompt: `${reg.get(L.card as string).name}: choose ${pick?.upTo ? 'up to ' : ''}${n} to ${where}.`,
            options: matches.map((c) => ({ id: String(c.id), label: reg.get(c.def).name, card: c.def })),
            min: pick?.upTo ? 0 : n,
            max: n,
            secret: dir.view === true,
          });
          return;
        }
      }
    }
    if (frame.step === 1) {
      if (!dir.pick?.all) {
        const a = ctx.takeAnswer();
        L.picked = a && 'choose' in a ? a.choose.map(Number) : [];
      }
      const picked = L.picked as number[];
      if (to === 'hand' || to === 'trash') {
        ctx.beginBatch();
        for (const id of picked) {
          const c = deck.find((x) => x.id === id);
          // 12-2-1: a card that meets a condition and moves between private areas is revealed.
          if (c && to === 'hand' && dir.pick && hasCondition(dir.pick))
            emit(ctx, { t: 'reveal', p, id, card: c.def });
          moveCard(ctx, p, id, 'deck', to, to === 'hand' ? { by: p } : {});
        }
        ctx.endBatch();
      }
      L.rest = (L.ids as number[]).filter((id) => !picked.includes(id));
      frame.step = 2;
      // Summoned or placed free from the deck (10-6, 10-7), before the rest go away; pushed last-first.
      if (to === 'field' && picked.length > 0) {
        for (const id of picked.slice().reverse())
          ctx.push('deploy', { id, p, from: 'deck', free: true, reserveOnly: false });
        return;
      }
      // The picked cards going back to the deck are put in the order their owner chooses (3-1-5).
      if ((to === 'top' || to === 'bottom') && picked.length > 1) {
        orderAsk(picked, to);
        return;
      }
    }
    if (frame.step === 2) {
      const a =
        (to === 'top' || to === 'bottom') && (L.picked as number[]).length > 1 ? ctx.takeAnswer() : null;
      L.pickedOrder = a && 'order' in a ? a.order.map(Number) : (L.picked as number[]);
      frame.step = 3;
      const rest = L.rest as number[];
      if (rest.length > 1 && dir.rest !== 'trash') {
        orderAsk(rest, dir.rest);
        return;
      }
    }
    const rest = L.rest as number[];
    const a = rest.length > 1 && dir.rest !== 'trash' ? ctx.takeAnswer() : null;
    const order = a && 'order' in a ? a.order.map(Number) : rest;
    const put = (ids: number[], where: 'top' | 'bottom' | 'trash'): void => {
      // Into the trash from the deck: discarded (10-2-1).
      if (where === 'trash') discardFromDeck(ctx, p, p, ids);
      else if (where === 'bottom')
        for (const id of ids) moveCard(ctx, p, id, 'deck', 'deck', { bottom: true });
      else for (const id of ids.slice().reverse()) moveCard(ctx, p, id, 'deck', 'deck');
    };
    if (to === 'top' || to === 'bottom') put(L.pickedOrder as number[], to);
    put(order, dir.rest);
    ctx.pop();
  };
}

/** Cores a card would hold after an Awaken (used by option builders). */
export function coresOn(c: CardObj): number {
  return coreCount(c.cores);
}

/** The triggered abilities `c` gained for a while that answer this event, queued like its own. */
function queueGained(
  ctx: C,
  reg: CardRegistry,
  c: CardObj,
  controller: PlayerIndex,
  ons: TriggerEvent[],
  extra: (a: Extract<Ability, { kind: 'trigger' }>) => boolean,
  subject: number,
): void {
  const d = ctx.data;
  for (const g of gainedAbilities(d, c)) {
    const a = gainedAbilityAt(reg, g.card, g.ability, g.path);
    if (a.kind !== 'trigger' || !ons.includes(a.on) || !extra(a)) continue;
    if (!abilityActive(reg, d, c, controller, a, subject) || isBanned(reg, d, c, 'activate')) continue;
    ctx.queueTrigger({
      controller,
      source: c.id,
      // Apart from the card's own abilities, for the once-per-batch rule (8-6-3).
      ability: 200000 + g.index,
      label: `${reg.get(c.def).name}: ${a.on}`,
      data: {
        kind: 'delayed',
        card: g.card,
        ability: g.ability,
        path: g.path,
        chosen: [],
        key: -1,
        subject,
        last: null,
        optional: a.optional === true,
      },
    });
  }
}

/** The "When Summoned" effects of `c` that can be activated now: active at its level (ruling on BSS02-065). */
function summonedAbilities(reg: CardRegistry, d: SagaData, c: CardObj, owner: PlayerIndex): number[] {
  const out: number[] = [];
  if (isBanned(reg, d, c, 'activate')) return out;
  reg.get(c.def).abilities.forEach((a, i) => {
    if (a.kind === 'trigger' && a.on === 'summoned' && abilityActive(reg, d, c, owner, a)) out.push(i);
  });
  return out;
}

/** `whenSummonedAgain`: one "When Summoned" effect of the chosen spirit is activated again. */
export function activateSummonedAgain(
  ctx: C,
  reg: CardRegistry,
  L: EffectLocals,
  targets: { c: CardObj; owner: PlayerIndex }[],
  asSelf: boolean,
): boolean {
  const t = targets[0];
  if (!t) return false;
  const options = summonedAbilities(reg, ctx.data, t.c, t.owner);
  if (options.length === 0) return false;
  ctx.push('summonedAgain', {
    p: L.controller,
    def: t.c.def,
    // "With this spirit": the effect is this card's, so "this spirit" in it is this card.
    source: asSelf ? L.source : t.c.id,
    options,
  });
  return true;
}

/** Picks which "When Summoned" effect is activated again (when there are several), then starts it. */
export function summonedAgainProcedure(reg: CardRegistry) {
  return (ctx: C, frame: Frame): void => {
    const L = frame.locals;
    const p = L.p as PlayerIndex;
    const def = L.def as string;
    const options = L.options as number[];
    let pick = options[0]!;
    if (frame.step === 0 && options.length > 1) {
      frame.step = 1;
      ctx.ask({
        player: p,
        kind: 'whenSummoned',
        type: 'select',
        prompt: `${reg.get(def).name}: choose the "When Summoned" effect to activate.`,
        options: options.map((i) => ({
          id: String(i),
          label: abilityText(reg.get(def).abilities[i]!, 'spirit'),
          card: def,
        })),
        min: 1,
        max: 1,
      });
      return;
    }
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      if (a && 'choose' in a && a.choose[0] !== undefined) pick = Number(a.choose[0]);
    }
    ctx.pop();
    const a = reg.get(def).abilities[pick]!;
    startEffect(ctx, def, pick, p, L.source as number, a.kind === 'trigger' && a.optional === true);
  };
}

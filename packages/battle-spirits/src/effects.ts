// The effect interpreter's Saga half (section 8): the "effect" procedure that pays an effect's costs
// and walks its directives with the shared cursor (@arbiter/cardgame), the targets a directive may
// choose (8-5-3), and the effect's context. Each directive's behaviour is its verb's (verbs/).
import {
  advanceCursor,
  askSelect,
  currentDirective as cursorDirective,
  enterBlock,
  enterOnce,
  yesNoOptions,
} from '@arbiter/cardgame';
import type { Ctx, JsonObject, PlayerIndex, TypedFrame } from '@arbiter/engine';
import { chosenObjects, chosenOption, type SagaOption } from './asking.ts';
import type { CardRegistry } from './cards.ts';
import {
  amountIn,
  bpOf,
  extraCostsOf,
  fixBounds,
  isProtected,
  keywordsOf,
  targetMatches,
  targetAs,
} from './continuous.ts';
import { canPayCosts, payAnswered, payCost } from './effect-costs.ts';
import { emit, moveCard, type SagaEvent } from './events.ts';
import { sharesTypeBounds } from './granted.ts';
import { deckDiscardLimit } from './player-rules.ts';
import { ruleProcessing } from './rule-processing.ts';
import type { EffectLocals, Picked } from './run.ts';
import { selectionMaker } from './selections.ts';
import {
  type CardObj,
  controllerOf,
  costOf,
  findOnField,
  objectExists,
  other,
  type SagaData,
  spendableCores,
} from './state.ts';
import { directiveText } from './text.ts';
import { effectReaches } from './grandwalker.ts';
import { VERBS } from './verbs/index.ts';
import type { Ability, Amount, Cost, Directive, Target } from './vocab.ts';
import { K, type SagaProcs } from './procs.ts';

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
  K.push(ctx, 'effect', locals);
}

/** 11-5-1: does one of `c`'s Armor instances (each one counts, with its colours) name one of `colors`? */
export function armoredAgainst(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  colors: readonly string[],
): boolean {
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
      if (x && targetMatches(reg, d, x.c, x.owner, targetAs(t, 'any'), controller, source)) out.push(x);
    }
    return out;
  }
  if (t.side === 'subject') {
    // On the field, or (a destroyed card, by its new id) in the trash or hand the target names.
    if ((t.zone ?? 'field') !== 'field') {
      const x = findAnywhere(d, subject);
      return x && targetMatches(reg, d, x.c, x.owner, targetAs(t, 'any'), controller, source) ? [x] : [];
    }
    const c = findOnField(d, subject);
    const owner = controllerOf(d, subject);
    return c && owner !== -1 ? [{ c, owner }] : [];
  }
  if (t.side === 'self') {
    // "This card" in the trash: a destroyed card's own effect finds it there by its new id (8-10).
    if (t.zone === 'trash') {
      const c = d.players[controller].trashCards.find((x) => x.id === source);
      return c ? [{ c, owner: controller }] : [];
    }
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
      if (!targetMatches(reg, d, c, s, targetAs(t, 'any'), controller, source)) continue;
      if (zone === 'field' && !effectReaches(reg, d, c, t, source)) continue;
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
  return what === 'bp' ? bpOf(reg, d, c) : costOf(reg, c);
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
      if (!targetMatches(reg, d, c, s, targetAs(t, 'any'), controller, source)) continue;
      const v = mostValue(reg, d, c, what);
      out = by === 'most' ? Math.max(out, v) : Math.min(out, v);
    }
  }
  return out;
}

/** The "effect" procedure: pays the effect's costs, then performs its directives in written order (1-3-7). */
export function effectProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['effect']>): void => {
    const L = frame.locals;
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
      L.costs =
        L.apply >= 0
          ? L.sub === 'pay'
            ? substitutionCosts(ability, L.apply)
            : []
          : effectCosts(reg, d, ability, L.source);
    const costs = L.costs;
    if (frame.step === 0) {
      // Once per turn: a second activation waiting since the same batch does nothing.
      if (L.apply < 0 && onceUsed(d, ability, L)) {
        ctx.pop();
        return;
      }
      // 8-4-2-4: an effect whose cost cannot be paid does not activate.
      if (
        costs.length > 0 &&
        !canPayCosts(reg, d, costs, L.controller, L.source, L.card, variableOf(ability)?.min ?? 0)
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
          { card: L.card, obj: L.source },
          'Use it',
          'Do not use it',
        );
        return;
      }
    }
    if (frame.step === 1) {
      if (chosenOption(ctx)?.yes === false) {
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
          const spare = spendableCores(reg, d, d.players[L.controller]) - fixed;
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
      const ids = chosenObjects(ctx);
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
      L.mode = chosenOption(ctx)?.mode ?? 0;
      enterOnce(L);
      frame.step = 4;
    }
    while (frame.step === 4) {
      // 4-7-2: a checkpoint after the cost and after each directive, before the effect goes on. A
      // substitution's replacement (8-9-1) is one event in place of a destruction: management follows it.
      if (L.apply < 0 && manageInside(ctx, reg, frame, L)) return;
      const killedKind = readsKilled(ability);
      if (killedKind !== null) L.killed = killedSince(ctx, reg, L, killedKind);
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
          options: dir.options.map((o, k): SagaOption => ({
            id: String(k),
            label: o.map(directiveText).join(' '),
            mode: k,
          })),
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
        const valueOf = (c: CardObj): number => (tv?.what === 'bp' ? bpOf(reg, d, c) : costOf(reg, c));
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
            obj: c.id,
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
export function hasCondition(t: Target): boolean {
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

export function findAnywhere(d: SagaData, id: number): { c: CardObj; owner: PlayerIndex } | undefined {
  for (let p = 0; p < 2; p++) {
    const pl = d.players[p as PlayerIndex];
    for (const list of [pl.field, pl.trashCards, pl.hand]) {
      const c = list.find((x) => x.id === id);
      if (c) return { c, owner: p as PlayerIndex };
    }
  }
  return undefined;
}

/** Performs one directive through its verb (verbs/): true when it started a procedure (the effect waits). */
function perform(ctx: C, reg: CardRegistry, dir: Directive, L: EffectLocals, targets: Picked[]): boolean {
  return VERBS.perform({ ctx, reg, d: ctx.data, L, me: L.controller, targets }, dir);
}

/** The targets on the field not protected from this kind of effect of player `by`. */
export function unprotected(
  reg: CardRegistry,
  d: SagaData,
  targets: { c: CardObj; owner: PlayerIndex }[],
  kind: 'removeCores' | 'return' | 'exhaust',
  by: PlayerIndex,
  effectCard?: { id: number; def: string },
): { c: CardObj; owner: PlayerIndex }[] {
  return targets.filter(({ c }) => !findOnField(d, c.id) || !isProtected(reg, d, c, kind, by, effectCard));
}

/**
 * A yes-or-no decision about using something (8-1-8 "may"); "yes" names the card and its object
 * (`obj`) while that object is still in the game (a destroyed card is a new object, 3-1-4). Each
 * option says which answer it is (`yes`), for the procedure to read.
 */
export function askYesNo(
  ctx: C,
  player: PlayerIndex,
  kind: string,
  prompt: string,
  about: { card: string; obj: number },
  yes: string,
  no: string,
): void {
  const { card, obj } = about;
  askSelect(
    ctx,
    player,
    kind,
    prompt,
    yesNoOptions(yes, no, { card, ...(objectExists(ctx.data, obj) ? { obj } : {}) }),
  );
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
 * 4-7-2, 9-1-2-2: gameplay management inside an effect, once its cost is paid and after each of its
 * directives (docs/architecture.md, "Checkpoints inside an effect"): repeated until nothing happens.
 * True when the effect must wait (a substitution choice pushed, or the game ended).
 */
function manageInside(ctx: C, reg: CardRegistry, frame: TypedFrame<EffectLocals>, L: EffectLocals): boolean {
  const effect = { card: L.card, source: L.source, controller: L.controller };
  const frames = ctx.state.frames;
  while (ruleProcessing(reg, ctx, effect)) {
    // The effect's own frame no longer on top: something rule processing started runs first.
    const top: object | undefined = frames[frames.length - 1];
    if (ctx.state.result !== null || top !== frame) return true;
  }
  return false;
}

const killedReaders = new WeakMap<Ability, KilledKind | null>();
/**
 * What the ability counts among the cards it destroyed (`destroyedByThis`), or null if it counts none:
 * `nexus` when its amount says so (BS01-114), `card` otherwise (every card destroyed, as before).
 * Cached: checked per directive.
 */
function readsKilled(a: Ability): KilledKind | null {
  let r = killedReaders.get(a);
  if (r === undefined) {
    const json = JSON.stringify(a);
    const at = json.indexOf('"destroyedByThis"');
    if (at < 0) r = null;
    else {
      // The amount object holding the first `destroyedByThis`: up to its closing brace.
      const amount = json.slice(at, json.indexOf('}', at));
      r = amount.includes('"what":"nexus"') ? 'nexus' : 'card';
    }
    killedReaders.set(a, r);
  }
  return r;
}
type KilledKind = 'card' | 'nexus';

/**
 * Adds the cards the latest discard from a hand took to `L.discarded` (their players); with
 * `chooseDiscarded`, those cards (in the trash) become the chosen ones.
 */
function countDiscards(ctx: C, L: EffectLocals): void {
  const log = ctx.state.log;
  const gone: number[] = [];
  for (let i = L.dmark; i < log.length; i++) {
    const ev = log[i]!.event as unknown as SagaEvent;
    if (ev.t === 'move' && ev.from === 'hand' && ev.to === 'trash') {
      L.discarded.push(ev.p);
      gone.push(ev.newId);
    }
  }
  if (L.dchoose) {
    L.chosen = gone;
    delete L.dchoose;
  }
  L.dmark = -1;
}

/** The controllers of the cards (or nexuses) this effect's card destroyed since the effect began. */
function killedSince(ctx: C, reg: CardRegistry, L: EffectLocals, kind: KilledKind): number[] {
  const out: number[] = [];
  const log = ctx.state.log;
  for (let i = L.log0; i < log.length; i++) {
    const ev = log[i]!.event as unknown as SagaEvent;
    if (ev.t !== 'destroy' || ev.cause !== 'effect' || ev.srcId !== L.source || ev.by !== L.controller)
      continue;
    if (kind === 'card' || reg.get(ev.card).type === 'nexus') out.push(ev.p);
  }
  return out;
}

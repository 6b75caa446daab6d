import type { Ctx, Frame, JsonObject, PlayerIndex } from '@arbiter/engine';
import type { Ability, CardRegistry, Directive, Target, TriggerEvent } from './cards.ts';
import { emit, moveCores, type SagaEvent } from './events.ts';
import { bpOf, controllerOf, findOnField, levelOf, other, type CardObj, type SagaData } from './state.ts';

/** Locals of the "effect" procedure: which ability of which card, for whom. */
interface EffectLocals extends JsonObject {
  card: string;
  ability: number;
  controller: PlayerIndex;
  source: number;
  i: number;
  optional: boolean;
}

export function effectAbility(reg: CardRegistry, card: string, ability: number): Ability {
  const a = reg.get(card).abilities[ability];
  if (!a) throw new Error(`Card ${card} has no ability ${ability}.`);
  return a;
}

export function startEffect(
  ctx: Ctx<SagaData>,
  card: string,
  ability: number,
  controller: PlayerIndex,
  source: number,
  optional = false,
): void {
  const locals: EffectLocals = { card, ability, controller, source, i: 0, optional };
  ctx.push('effect', locals);
}

function candidates(
  reg: CardRegistry,
  d: SagaData,
  t: Target,
  controller: PlayerIndex,
  source: number,
): CardObj[] {
  if (t.side === 'self') {
    const c = findOnField(d, source);
    return c ? [c] : [];
  }
  const sides: PlayerIndex[] =
    t.side === 'own'
      ? [controller]
      : t.side === 'opponent'
        ? [other(controller)]
        : [d.active, other(d.active)];
  const out: CardObj[] = [];
  for (const s of sides) {
    for (const c of d.players[s].field) {
      // 8-5-4: "spirit" means a spirit on the field.
      if (reg.get(c.def).type !== 'spirit') continue;
      if (t.maxBp !== undefined && bpOf(reg, d, c) > t.maxBp) continue;
      out.push(c);
    }
  }
  return out;
}

/** The "effect" procedure: performs the directives in written order (1-3-7). */
export function effectProcedure(reg: CardRegistry) {
  return (ctx: Ctx<SagaData>, frame: Frame): void => {
    const L = frame.locals as EffectLocals;
    const ability = effectAbility(reg, L.card, L.ability);
    const d = ctx.data;
    if (frame.step === 0) {
      if (L.optional) {
        // 8-1-8: a "may" effect is the player's choice.
        frame.step = 1;
        ctx.ask({
          player: L.controller,
          kind: 'useOptional',
          type: 'select',
          prompt: `Use the effect of ${reg.get(L.card).name}?`,
          options: [
            { id: 'yes', label: 'Use it', card: L.card },
            { id: 'no', label: 'Do not use it' },
          ],
          min: 1,
          max: 1,
        });
        return;
      }
      frame.step = 2;
    }
    if (frame.step === 1) {
      const a = ctx.takeAnswer();
      if (a && 'choose' in a && a.choose[0] === 'no') {
        ctx.pop();
        return;
      }
      frame.step = 2;
    }
    const effect = ability.effect;
    while (L.i < effect.length) {
      const dir = effect[L.i]!;
      if (frame.step === 2) {
        if (needsTarget(dir)) {
          const t = dir.target;
          const list = candidates(reg, d, t, L.controller, L.source);
          const count = t.side === 'self' ? 1 : (t.count ?? 1);
          const need = Math.min(count, list.length);
          // 8-5-3-4: no target, no effect; 8-5-3-1: too few, all of them.
          if (list.length === 0) {
            L.i++;
            continue;
          }
          if (!t.upTo && need === list.length) {
            perform(ctx, reg, dir, L, list);
            L.i++;
            continue;
          }
          frame.step = 3;
          ctx.ask({
            player: L.controller,
            kind: 'target',
            type: 'select',
            prompt: `${reg.get(L.card).name}: choose ${t.upTo ? 'up to ' : ''}${count} spirit(s).`,
            options: list.map((c) => ({
              id: String(c.id),
              label: `${reg.get(c.def).name} (#${c.id}, ${bpOf(reg, d, c)} BP)`,
              card: c.def,
            })),
            min: t.upTo ? 0 : need,
            max: need,
          });
          return;
        }
        perform(ctx, reg, dir, L, []);
        L.i++;
        continue;
      }
      // step 3: targets were chosen.
      const a = ctx.takeAnswer();
      const ids = a && 'choose' in a ? a.choose.map(Number) : [];
      const chosen = ids.map((id) => findOnField(d, id)).filter((c): c is CardObj => c !== undefined);
      perform(ctx, reg, dir, L, chosen);
      L.i++;
      frame.step = 2;
    }
    ctx.pop();
  };
}

function needsTarget(d: Directive): d is Extract<Directive, { target: Target }> {
  return 'target' in d;
}

function perform(
  ctx: Ctx<SagaData>,
  reg: CardRegistry,
  dir: Directive,
  L: EffectLocals,
  targets: CardObj[],
): void {
  const d = ctx.data;
  switch (dir.do) {
    case 'draw':
      // 4-5-3: draw one card N times.
      for (let k = 0; k < dir.n; k++) drawCard(ctx, L.controller);
      return;
    case 'gainCore':
      moveCores(ctx, L.controller, 'void', dir.to, dir.n, false, 'effect', L.controller);
      return;
    case 'bp':
      for (const c of targets)
        emit(ctx, { t: 'bp', id: c.id, amount: dir.amount, until: dir.until, by: L.controller });
      return;
    case 'destroy':
      ctx.beginBatch();
      for (const c of targets) destroyCard(ctx, reg, c, 'effect', L.controller);
      ctx.endBatch();
      return;
    case 'exhaust':
      for (const c of targets) if (!c.exhausted) emit(ctx, { t: 'exhaust', id: c.id });
      return;
    case 'refresh':
      for (const c of targets) if (c.exhausted) emit(ctx, { t: 'refresh', id: c.id });
      void d;
      return;
  }
}

/** 4-5-2: the top card goes to the hand unseen by the opponent. */
export function drawCard(ctx: Ctx<SagaData>, p: PlayerIndex): void {
  const top = ctx.data.players[p].deck[0];
  if (!top) return; // 1-3-2
  const id = ctx.newObjectId();
  emit(ctx, { t: 'draw', p }, p, { id, card: top.def });
}

/** 10-1-3: destruction (substitution effects hook in here with the effects issue). */
export function destroyCard(
  ctx: Ctx<SagaData>,
  reg: CardRegistry,
  c: CardObj,
  cause: 'battle' | 'effect' | 'rule',
  by: PlayerIndex | -1,
  self = false,
): void {
  const p = controllerOf(ctx.data, c.id);
  if (p === -1) return;
  const ev: SagaEvent = {
    t: 'destroy',
    p,
    id: c.id,
    newId: ctx.newObjectId(),
    card: c.def,
    level: levelOf(reg, c),
    self,
    cause,
    by,
  };
  emit(ctx, ev);
}

function activeAt(a: Ability, level: number): boolean {
  return a.kind !== 'trigger' || a.levels === undefined || a.levels.includes(level);
}

function queueFor(
  ctx: Ctx<SagaData>,
  reg: CardRegistry,
  def: string,
  source: number,
  controller: PlayerIndex,
  level: number,
  on: TriggerEvent,
  extra: (a: Extract<Ability, { kind: 'trigger' }>) => boolean = () => true,
): void {
  const card = reg.get(def);
  card.abilities.forEach((a, i) => {
    if (a.kind !== 'trigger' || a.on !== on || !activeAt(a, level) || !extra(a)) return;
    ctx.queueTrigger({
      controller,
      source,
      ability: i,
      label: `${card.name}: ${on}`,
      data: { card: def, optional: a.optional === true },
    });
  });
}

/** Finds the triggered abilities an event satisfies (8-6) and queues them. */
export function collectTriggers(reg: CardRegistry) {
  return (ctx: Ctx<SagaData>, raw: JsonObject): void => {
    const d = ctx.data;
    const ev = raw as unknown as SagaEvent;
    switch (ev.t) {
      case 'summoned':
      case 'attack':
      case 'block': {
        const c = findOnField(d, ev.id);
        if (!c) return;
        const on: TriggerEvent = ev.t === 'summoned' ? 'summoned' : ev.t === 'attack' ? 'attacks' : 'blocks';
        queueFor(ctx, reg, c.def, c.id, ev.p, levelOf(reg, c), on);
        return;
      }
      case 'destroy':
        // 9-3-2, 10-1-1-1: self-destruction triggers nothing.
        if (ev.self) return;
        queueFor(ctx, reg, ev.card, ev.newId, ev.p, ev.level, 'destroyed');
        return;
      case 'battleEnd': {
        const b = d.battle;
        if (!b) return;
        for (const id of [b.attacker, b.blocker]) {
          const c = findOnField(d, id);
          const p = controllerOf(d, id);
          if (c && p !== -1) queueFor(ctx, reg, c.def, c.id, p, levelOf(reg, c), 'battleEnd');
        }
        return;
      }
      case 'step':
        // "At the start of the step" effects (6-2-1 and the like).
        for (const p of [d.active, other(d.active)]) {
          for (const c of d.players[p].field) {
            queueFor(
              ctx,
              reg,
              c.def,
              c.id,
              p,
              levelOf(reg, c),
              'stepStart',
              (a) => a.step === ev.step && (a.yours === undefined || a.yours === (p === d.active)),
            );
          }
        }
        return;
      default:
        return;
    }
  };
}

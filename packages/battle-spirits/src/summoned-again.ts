// "When Summoned" effects activated again, and the triggered abilities cards gained for a while
// (8-6-1, 2-10-2).
import type { Ctx, PlayerIndex, TypedFrame } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { abilityActive, isBanned } from './continuous.ts';
import { startEffect } from './effects.ts';
import { gainedAbilities, gainedAbilityAt } from './granted.ts';
import type { EffectLocals } from './run.ts';
import { type CardObj, coreCount, type SagaData } from './state.ts';
import { abilityText } from './text.ts';
import type { Ability, TriggerEvent } from './vocab.ts';
import { K, type SagaProcs } from './procs.ts';
import { chosenOption } from './asking.ts';

type C = Ctx<SagaData>;

/** Cores a card would hold after an Awaken (used by option builders). */
export function coresOn(c: CardObj): number {
  return coreCount(c.cores);
}

/** The triggered abilities `c` gained for a while that answer this event, queued like its own. */
export function queueGained(
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
  K.push(ctx, 'summonedAgain', {
    p: L.controller,
    def: t.c.def,
    // "With this spirit": the effect is this card's, so "this spirit" in it is this card.
    source: asSelf ? L.source : t.c.id,
    // The spirit whose effect is activated again: the options name it (issue 14).
    spirit: t.c.id,
    options,
  });
  return true;
}

/** Picks which "When Summoned" effect is activated again (when there are several), then starts it. */
export function summonedAgainProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['summonedAgain']>): void => {
    const L = frame.locals;
    const p = L.p;
    const def = L.def;
    const options = L.options;
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
          obj: L.spirit,
          ability: i,
        })),
        min: 1,
        max: 1,
      });
      return;
    }
    if (frame.step === 1) {
      pick = chosenOption(ctx)?.ability ?? pick;
    }
    ctx.pop();
    const a = reg.get(def).abilities[pick]!;
    startEffect(ctx, def, pick, p, L.source, a.kind === 'trigger' && a.optional === true);
  };
}

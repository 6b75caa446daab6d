// Destruction (10-1-3) and the substitution effects that may replace it (8-9).
import { lastKnown, type LastKnownReaders } from '@arbiter/cardgame';
import type { Ctx, JsonObject, PlayerIndex, TypedFrame } from '@arbiter/engine';
import { chosenOption, type SagaOption } from './asking.ts';
import { applyBloodcurse, bloodcurseOffered } from './bloodcurse.ts';
import type { CardRegistry } from './cards.ts';
import { bpOf, isProtected, keyword, levelNow, substitutionsFor } from './continuous.ts';
import { abilityEffect, startEffect } from './effects.ts';
import { canPayCosts } from './effect-costs.ts';
import { emit, type SagaEvent } from './events.ts';
import { type CardObj, controllerOf, coreCount, findOnField, other, type SagaData } from './state.ts';
import { costText, directiveText } from './text.ts';
import { K, type SagaProcs } from './procs.ts';
import { destroyedCoresToTrash } from './restrictions.ts';

type C = Ctx<SagaData>;

/** What a destruction keeps of the card's last state on the field (8-10-1), in its event. */
interface LastOnField {
  card: string;
  level: number;
  cores: number;
  soul: boolean;
  bp: number;
}

/** A field card as `LAST_ON_FIELD` reads it: the card with the registry and data to read it in. */
interface OnField {
  reg: CardRegistry;
  d: SagaData;
  c: CardObj;
}

/**
 * How each field of `LastOnField` is read, made once: readers made at every destruction cost tsx's
 * `name` on each new closure (a fifth of `destroyCard`'s time in heuristic games, which destroy
 * in every rule processing, 9-2).
 */
const LAST_ON_FIELD: LastKnownReaders<OnField, LastOnField> = {
  card: (x) => x.c.def,
  level: (x) => levelNow(x.reg, x.d, x.c),
  cores: (x) => coreCount(x.c.cores),
  soul: (x) => x.c.cores.soul,
  bp: (x) => (x.reg.get(x.c.def).type === 'spirit' ? bpOf(x.reg, x.d, x.c) : 0),
};

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
    // 8-10-1: its last state on the field, for the effects that read it once it has left.
    ...lastKnown({ reg, d, c }, LAST_ON_FIELD),
    self,
    cause,
    by,
  };
  if (from?.src) ev.src = from.src;
  if (from && from.srcId >= 0) ev.srcId = from.srcId;
  if (from?.lack) ev.lack = true;
  // E635, E1782: Eternal's rule processing only ever depletes (it has no 0-BP rule).
  if (cause === 'rule' && d.format === 'eternal') ev.depleted = true;
  if (from?.quiet) ev.quiet = true;
  if (toHand) ev.toHand = true;
  if (toHand && handBy !== undefined) ev.handBy = handBy;
  // A destruction only: a self-destroyed or depleted card is not destroyed (E635, ruling on BSS02-027).
  if (!self && !ev.depleted && destroyedCoresToTrash(reg, d, c)) ev.coresToTrash = true;
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
    K.push(ctx, 'destroy', { list: live, k: 0, saved: [] });
    return true;
  }
  ctx.beginBatch();
  for (const x of live) {
    destroyCard(ctx, reg, findOnField(d, x.id)!, x.cause, x.by, x.self, x.sourceType || undefined, x);
  }
  ctx.endBatch();
  return false;
}

/**
 * One entry of a destroy list (10-1-3): card `id`, destroyed by the rules unless `x` says
 * otherwise. Every destroy list is built here (effects, battles, rule processing), with the keys
 * always in this order: the list is kept in the destroy procedure's locals, which are hashed.
 */
export function doomedEntry(id: number, x: Partial<Doomed>): Doomed {
  return {
    id,
    cause: 'rule',
    by: -1,
    self: false,
    sourceType: '',
    src: '',
    srcId: -1,
    lack: false,
    quiet: false,
    ...x,
  };
}

/**
 * Destroys the cards `ids` together (10-1-3) by an effect of card `card` (object `srcId`; -1 for
 * none, a summoning's extra cost), controlled by `by`; see `destroyAll`. `sourceType` is the
 * destroying card's type unless given; `quiet`: their "When Destroyed" effects do not trigger.
 */
export function destroyByEffect(
  ctx: C,
  reg: CardRegistry,
  ids: readonly number[],
  by: PlayerIndex,
  card: string,
  srcId: number,
  how: { quiet?: boolean; sourceType?: string } = {},
): boolean {
  const sourceType = how.sourceType ?? reg.get(card).type;
  const quiet = how.quiet === true;
  const list = ids.map((id) => doomedEntry(id, { cause: 'effect', by, sourceType, src: card, srcId, quiet }));
  return destroyAll(ctx, reg, list);
}

/**
 * 7-1-5-2: card `loser` is destroyed as the result of battle by the spirit `winner` (its source),
 * whose controller is `by`.
 */
export function destroyedInBattle(loser: CardObj, winner: CardObj, by: PlayerIndex): Doomed {
  return doomedEntry(loser.id, { cause: 'battle', by, src: winner.def, srcId: winner.id });
}

/** 10-1-3-2: for each card about to be destroyed, its controller may apply one substitution (8-9-2, 8-9-3). */
export function destroyProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['destroy']>): void => {
    const d = ctx.data;
    const L = frame.locals;
    const list = L.list;
    const saved = L.saved;
    if (frame.step === 1) {
      const x = list[L.k]!;
      const sub = chosenSubstitution(reg, d, x, saved, chosenOption(ctx));
      if (sub) saved.push({ ...sub, id: x.id });
      L.k = L.k + 1;
      frame.step = 0;
    }
    while (frame.step === 0 && L.k < list.length) {
      const x = list[L.k]!;
      const c = findOnField(d, x.id);
      const options = c && !x.self ? substitutionOptions(reg, d, c, x.cause, x.by, saved) : [];
      const blood = c !== undefined && !x.self && bloodcurseOffered(reg, d, c, x.cause, x.by, x.src);
      if (options.length === 0 && !blood) {
        L.k = L.k + 1;
        continue;
      }
      frame.step = 1;
      ctx.ask({
        player: controllerOf(d, x.id) as PlayerIndex,
        kind: 'substitute',
        type: 'select',
        prompt: `${reg.get(c!.def).name} is about to be destroyed. Apply a substitution effect?`,
        options: [
          ...options.map((o): SagaOption => ({
            id: JSON.stringify(substitutionChosen(reg, o)),
            label: substitutionLabel(reg, o),
            card: o.card,
            obj: o.source,
            ability: o.ability,
            apply: o.apply,
            instead: o.kind,
          })),
          ...(blood ? [bloodcurseOption(reg, d, c!)] : []),
          { id: 'none', label: 'Let it be destroyed', pass: true },
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
      (o.cost.length === 0 || canPayCosts(reg, d, o.cost, o.controller, o.source, o.card)) &&
      !(
        onceAbility(reg, o.card, o.ability) &&
        saved.some((sv) => sv.source === o.source && sv.ability === o.ability)
      ),
  );
}

type Substitution = ReturnType<typeof substitutionsFor>[number];

/** What the destroy procedure keeps of a substitution chosen (8-9-1), to apply it and pay its costs (8-4). */
function substitutionChosen(reg: CardRegistry, o: Substitution): JsonObject {
  return {
    source: o.source,
    ability: o.ability,
    apply: o.apply,
    card: o.card,
    controller: o.controller,
    kind: o.kind,
    paid: o.cost.length > 0 || onceAbility(reg, o.card, o.ability),
  };
}

/**
 * The substitution the controller of `x` chose (8-9-2-2), read from the chosen option's facts (the
 * source object, its ability and constant effect, what it does instead: issue 14), or null for none.
 */
function chosenSubstitution(
  reg: CardRegistry,
  d: SagaData,
  x: Doomed,
  saved: readonly JsonObject[],
  o: SagaOption | null,
): JsonObject | null {
  if (!o?.instead) return null;
  const c = findOnField(d, x.id);
  if (!c) throw new Error(`#${x.id}, offered a substitution, is not on the field.`);
  if (o.instead === 'bloodcurse') return { kind: 'bloodcurse', source: c.id, card: c.def };
  // The same offer as when it was asked: nothing has happened since.
  const sub = substitutionOptions(reg, d, c, x.cause, x.by, saved).find(
    (s) => s.source === o.obj && s.ability === o.ability && s.apply === o.apply && s.kind === o.instead,
  );
  if (!sub) throw new Error(`The substitution chosen for #${x.id} is no longer offered.`);
  return substitutionChosen(reg, sub);
}

/** The Bloodcurse choice offered with the substitutions of `c`. */
function bloodcurseOption(reg: CardRegistry, d: SagaData, c: CardObj): SagaOption {
  const opp = d.players[other(controllerOf(d, c.id) as PlayerIndex)].name;
  return {
    id: JSON.stringify({ kind: 'bloodcurse', source: c.id, card: c.def }),
    label: `Bloodcurse: instead, one core of ${opp}'s life and one of ${reg.get(c.def).name} to the trash`,
    card: c.def,
    obj: c.id,
    instead: 'bloodcurse',
  };
}

function onceAbility(reg: CardRegistry, card: string, ability: number): boolean {
  const a = reg.get(card).abilities[ability];
  return a !== undefined && 'oncePerTurn' in a && a.oncePerTurn === true;
}

function substitutionLabel(reg: CardRegistry, o: Substitution): string {
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
    const effect = K.frame(ctx.state.frames[ctx.state.frames.length - 1]!, 'effect');
    if (effect) effect.locals.sub = 'pay';
    pushed = true;
  }
  return pushed;
}

// Eternal's "When a Brave Spirit Leaves the Field" (E805 to E818): the Brave of a combined spirit that left
// waits (events.ts `withBrave`, `SagaData.waitingBraves`, `CardObj.leftBy`), not a spirit and not in the
// field's list, until its owner, at the next rule processing (E1260: after the effect that made the spirit
// leave resolves), keeps it on the field in spirit state with its Lv1 cores (E809) or lets it
// follow the spirit (E813).
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import { yesNoOptions } from '@arbiter/cardgame';
import type { CardRegistry } from './cards.ts';
import { askBraveCores, braveLv1Cores } from './brave.ts';
import { emit } from './events.ts';
import { spendCores, takenCores } from './payment.ts';
import { answeredYes, ask } from './asking.ts';
import { K } from './procs.ts';
import { other, type CardObj, type SagaData } from './state.ts';

type C = Ctx<SagaData>;

/**
 * At rule processing: the first Brave waiting after its spirit left (turn player's first) gets the
 * `braveLeave` procedure; true when one was started. Before depletion is looked at: a waiting Brave holds
 * no cores and is not depleted (it never was a spirit left without its cores).
 */
export function braveLeftWaiting(ctx: C): boolean {
  const d = ctx.data;
  // Asked at every Eternal checkpoint: nothing to do (and no list made) unless a Brave waits.
  const braves = d.waitingBraves;
  if (braves === undefined || braves.length === 0) return false;
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? d.active : other(d.active);
    const waiting = braves.find((c) => c.owner === p);
    if (waiting) {
      K.push(ctx, 'braveLeave', { p, id: waiting.id });
      return true;
    }
  }
  return false;
}

/** E813: not kept, the Brave goes where its spirit went. */
function follow(ctx: C, p: PlayerIndex, brave: CardObj): void {
  emit(ctx, { t: 'braveFollows', p, id: brave.id, card: brave.def, to: brave.leftBy?.to ?? 'trash' });
}

/**
 * E809, E811: it stays in spirit state, and (E818) takes over the attack or block of its spirit: the
 * battle procedure's attacker too, which it reads from its frame.
 */
function stay(ctx: C, p: PlayerIndex, brave: CardObj, spirit: number): void {
  emit(ctx, { t: 'braveStays', p, id: brave.id, spirit, card: brave.def });
  for (const frame of ctx.state.frames) {
    const battle = K.frame(frame, 'battle');
    if (battle && battle.locals.attacker === spirit) battle.locals.attacker = brave.id;
  }
}

/**
 * The `braveLeave` procedure: keep Brave `id` on the field? (asked when its Lv1 cores can be found in the
 * reserve or on the owner's field cards, E811), then its cores, at least its Lv1's; a Brave whose Lv1
 * costs no core stays without any. Otherwise it follows its spirit.
 */
export function braveLeave(
  reg: CardRegistry,
  ctx: C,
  f: { step: number; locals: { p: PlayerIndex; id: number } },
): void {
  const { p, id } = f.locals;
  const brave = ctx.data.waitingBraves?.find((c) => c.id === id);
  const left = brave?.leftBy;
  if (!brave || !left) {
    ctx.pop();
    return;
  }
  const card = reg.get(brave.def);
  const cores = braveLv1Cores(reg, ctx.data, p, brave);
  const { need, avail } = cores;
  if (f.step === 0) {
    if (avail < need) {
      ctx.pop();
      follow(ctx, p, brave);
      return;
    }
    f.step = 1;
    ask(ctx, {
      player: p,
      kind: 'braveKeep',
      type: 'select',
      prompt: `Its spirit has left the field: keep ${card.name} on the field in spirit state?`,
      options: yesNoOptions(`Keep ${card.name}`, `${card.name} follows its spirit`, {
        card: brave.def,
        obj: brave.id,
      }),
      min: 1,
      max: 1,
    });
    return;
  }
  if (f.step === 1) {
    if (!answeredYes(ctx)) {
      ctx.pop();
      follow(ctx, p, brave);
      return;
    }
    if (need === 0) {
      ctx.pop();
      stay(ctx, p, brave, left.spirit);
      return;
    }
    f.step = 2;
    askBraveCores(ctx, reg, p, brave, cores, false);
    return;
  }
  const placed = takenCores(ctx);
  ctx.pop();
  // Back on the field first (`braveStays`), so the cores have a field card to go onto.
  stay(ctx, p, brave, left.spirit);
  spendCores(ctx, p, placed, `c${id}`, 'owner');
}

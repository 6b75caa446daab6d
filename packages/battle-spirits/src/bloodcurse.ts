import type { Ctx, PlayerIndex } from '@arbiter/engine';
import { lv1Cores, type CardRegistry } from './cards.ts';
import { bpOf, constantsNow, hasKeyword, targetMatches } from './continuous.ts';
import { moveCores } from './events.ts';
import { controllerOf, coreCount, findOnField, other, type CardObj, type SagaData } from './state.ts';

/*
 * Bloodcurse, read from the four rulings on BSS01-026 (the keyword text in the data is another
 * card's ability): when the spirit would be destroyed by its controller's opponent in battle or by
 * the effect of one of the opponent's spirits (a destroying effect, its cores or its BP brought to
 * zero by it; not a magic's or a nexus's effect), its controller may
 * instead put one core of the opponent's life into that player's trash and one core of the spirit
 * into their own trash. It is a substitution (8-9, 10-1-3-2): the spirit stays unless that left it
 * without LV1's cores or at zero BP, in which case it goes to the trash after all (the rulings on
 * one core and on zero BP), destroyed once, not saved a second time. The life core goes to the
 * trash, not the void: nothing sends it to the reserve (ruling on a LV2 Meduke).
 */

/**
 * Can Bloodcurse stand in for this destruction of `c`? `src`: the card whose effect destroys it (for a
 * destruction by an effect): only a spirit's effect qualifies.
 */
export function bloodcurseOffered(
  reg: CardRegistry,
  d: SagaData,
  c: CardObj,
  cause: 'battle' | 'effect' | 'rule',
  by: PlayerIndex | -1,
  src: string,
): boolean {
  if (!reg.uses('bloodcurse') || cause === 'rule') return false;
  if (cause === 'effect' && (src === '' || !reg.has(src) || reg.get(src).type !== 'spirit')) return false;
  const owner = controllerOf(d, c.id);
  if (owner === -1 || by === -1 || by === owner) return false;
  // Both cores must be there to be put in the trash.
  if (coreCount(c.cores) === 0 || coreCount(d.players[other(owner)].life) === 0) return false;
  return hasKeyword(reg, d, c, 'bloodcurse');
}

/** Applies Bloodcurse for `id`; true if the spirit is still fit to stay on the field. */
export function applyBloodcurse(ctx: Ctx<SagaData>, reg: CardRegistry, id: number): boolean {
  const d = ctx.data;
  const c = findOnField(d, id);
  const owner = controllerOf(d, id);
  if (!c || owner === -1) return false;
  const opp = other(owner);
  const life = d.players[opp].life;
  // A plain core first: the soul core is the one a player would keep.
  moveCores(ctx, opp, 'life', 'trash', life.n > 0 ? 1 : 0, life.n === 0 && life.soul, 'effect', owner, c.def);
  moveCores(
    ctx,
    owner,
    `c${id}`,
    'trash',
    c.cores.n > 0 ? 1 : 0,
    c.cores.n === 0 && c.cores.soul,
    'effect',
    owner,
    c.def,
  );
  const now = findOnField(d, id);
  if (!now) return false;
  const def = reg.get(now.def);
  return coreCount(now.cores) >= lv1Cores(def) && (def.type !== 'spirit' || bpOf(reg, d, now) > 0);
}

/**
 * Constant `{ lifeTo: void, to }`: the life cores a matching spirit takes in battle (7-1-5-3-1) go
 * to the void instead of the reserve (BSS01-026's own ability).
 */
export function lifeDamageToVoid(reg: CardRegistry, d: SagaData, attacker: CardObj): boolean {
  if (!reg.uses('lifeTo')) return false;
  const owner = controllerOf(d, attacker.id);
  if (owner === -1) return false;
  return constantsNow(reg, d, 'lifeTo').some(
    ({ x, src, controller }) =>
      'lifeTo' in x && targetMatches(reg, d, attacker, owner, x.to, controller, src.id),
  );
}

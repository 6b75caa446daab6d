// Section 9: rule actions, performed at every check timing (3.5.2, 9.1.2), all that apply together
// (9.1.3): losing the game (9.2), illegal guardians (9.4), having no vanguard (9.5), and the damage
// process (9.6) once no other rule action is left (9.6.1).
import type { PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { moveCard, type VgCtx } from './events.ts';
import { retireGuardian } from './g-guardian.ts';
import { K } from './procs.ts';
import { opponent, type VgCard } from './state.ts';

/** 9.2.2 to 9.2.4: why player `p` fulfils a losing condition now, or null. */
export function losingCondition(ctx: VgCtx, p: PlayerIndex): string | null {
  const pl = ctx.data.players[p];
  if (pl.damage.length >= 6) return 'six or more cards in the damage zone (9.2.2)';
  if (pl.deck.length === 0) return 'no cards in the deck (9.2.3)';
  if (!pl.field.VC && pl.soul.length === 0) return 'no vanguard and no cards in the soul (9.2.4, 9.5.1.1)';
  return null;
}

/** The zones a G unit may reach from a circle (retired, bound, ridden over, returned to the hand). */
const OFF_FIELD = ['drop', 'soul', 'bind', 'hand', 'damage'] as const;
const PLAYERS = [0, 1] as const;
const NO_CARDS: readonly VgCard[] = [];

/** The G units' definition ids of each catalog (built again if the catalog grew). */
const G_UNITS = new WeakMap<VgCatalog, { size: number; ids: Set<string> }>();

function gUnitIds(cat: VgCatalog): Set<string> {
  let kept = G_UNITS.get(cat);
  if (kept === undefined || kept.size !== cat.size) {
    const ids = new Set<string>();
    for (const def of cat.all()) if (def.type === 'g_unit') ids.add(def.id);
    kept = { size: cat.size, ids };
    G_UNITS.set(cat, kept);
  }
  return kept.ids;
}

/**
 * 4.6.9: a G unit that moved from a circle to another zone is put back, once that move (or chain of
 * moves) is done, face up into its owner's G zone. A G unit leaves the G zone only for a circle, so
 * one found in these zones came from a circle. True when one was put back. This runs at every check
 * timing (9.1.2): a set of ids and no copy of the zones unless one is found, and nothing to look at
 * when no card of the catalog is a G unit (issue 15: the copies and lookups were a tenth of a random
 * game).
 */
function gUnitsHome(ctx: VgCtx, cat: VgCatalog): boolean {
  const gUnits = gUnitIds(cat);
  // The data's cards hold no G unit (state.ts, `gzone`): only scenarios' test cards do.
  if (gUnits.size === 0) return false;
  let moved = false;
  for (const p of PLAYERS)
    for (const zone of OFF_FIELD) {
      const list = ctx.data.players[p][zone];
      let found: number[] | null = null;
      for (let i = 0; i < list.length; i++) if (gUnits.has(list[i]!.def)) (found ??= []).push(list[i]!.id);
      if (found === null) continue;
      for (const id of found) moveCard(ctx, p, zone, 'gzone', { id });
      moved = true;
    }
  return moved;
}

/** One round of rule actions; true when any was performed (the check timing runs again). */
export function ruleActions(ctx: VgCtx, cat: VgCatalog): boolean {
  const d = ctx.data;
  // 9.2.1: losing; 1.2.3: both at once is a draw.
  const lose = [losingCondition(ctx, 0), losingCondition(ctx, 1)] as const;
  if (lose[0] || lose[1]) {
    if (lose[0] && lose[1])
      ctx.end({ winner: null, reason: `Both players lose: ${lose[0]}; ${lose[1]} (1.2.3)` });
    else {
      const loser: PlayerIndex = lose[0] ? 0 : 1;
      ctx.end({ winner: opponent(loser), reason: `${d.players[loser].name} loses: ${lose[loser]}` });
    }
    return true;
  }
  let acted = gUnitsHome(ctx, cat);
  // 9.4.1: units on the guardian circle outside the battle phase go to the drop zone.
  if (d.phase !== 'battle') {
    for (const p of PLAYERS)
      for (const g of d.players[p].gc.length > 0 ? d.players[p].gc.slice() : NO_CARDS) {
        retireGuardian(ctx, cat, p, g); // 11.14.3: a G guardian to the G zone face up
        acted = true;
      }
  }
  if (acted) return true;
  // 9.5.1: no vanguard (with cards in the soul, else 9.2.4 above): ride one from the soul.
  for (const p of PLAYERS) {
    if (!d.players[p].field.VC) {
      K.push(ctx, 'soulRide', { p });
      return true;
    }
  }
  // 9.6.1, 9.6.1.1: the damage process, the turn player's vanguard first.
  for (const p of [d.active, opponent(d.active)]) {
    if (d.vanguardDamage[p] >= 1) {
      K.push(ctx, 'damage', { p, card: -1 });
      return true;
    }
  }
  return false;
}

// G guardian (11.14): in the opponent's guard step a face-down G unit with G guardian may be called
// from the G zone to the guardian circle face up by paying its cost (7.5.1.2.3, 11.14.2), and when
// it would move from there to another zone it goes to the G zone face up instead (11.14.3).
import type { DecisionOption, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { moveCard, type VgCtx } from './events.ts';
import type { VgProcs } from './procs.ts';
import { opponent, vanguardGrade, type VgCard, type VgData } from './state.ts';
import { canPay, payCost } from './abilities/costs.ts';
import { abilityLocals } from './abilities/resolve.ts';
import { costWords } from './abilities/text.ts';
import { optionFact } from './ask.ts';

/** 7.5.1.2.3: a G guardian may be called while the G zone holds this many face-up G guardians or fewer. */
export const G_GUARDIAN_FACE_UP_LIMIT = 3;

const hasGGuardian = (cat: VgCatalog, c: VgCard): boolean => cat.get(c.def).gGuardian !== undefined;

/**
 * 7.5.1.2.3: the public conditions for player `p` (the non-turn player) to call a G guardian: both
 * vanguards grade 3 or greater, at most three face-up G guardians in the G zone, and a face-down
 * card there. Which face-down card has G guardian is the owner's to know (4.11.2), so the guard step
 * asks on these facts alone (7.5.1.2.1.1).
 */
export function gGuardianAsked(cat: VgCatalog, d: VgData, p: PlayerIndex): boolean {
  const pl = d.players[p];
  if (vanguardGrade(cat, pl) < 3 || vanguardGrade(cat, d.players[opponent(p)]) < 3) return false;
  const faceUp = pl.gzone.filter((c) => !c.faceDown && hasGGuardian(cat, c)).length;
  return faceUp <= G_GUARDIAN_FACE_UP_LIMIT && pl.gzone.some((c) => c.faceDown);
}

/** 7.5.1.2.3, 8.5.2.4: the guard step's options to call a face-down G guardian whose cost can be paid. */
export function gGuardianOptions(ctx: VgCtx, cat: VgCatalog, p: PlayerIndex): DecisionOption[] {
  if (!gGuardianAsked(cat, ctx.data, p)) return [];
  const seen = new Set<string>();
  const out: DecisionOption[] = [];
  for (const c of ctx.data.players[p].gzone) {
    const cost = cat.get(c.def).gGuardian;
    if (!c.faceDown || cost === undefined || seen.has(c.def)) continue;
    const L = abilityLocals(p, c.id, c.def, -1, true);
    if (!canPay({ ctx, cat, L }, L, cost)) continue;
    seen.add(c.def); // copies in the G zone are alike: one option per card
    const name = cat.get(c.def).name;
    out.push({
      id: `gguard:${c.id}`,
      label: `Call ${name} from the G zone ${costWords(cost)}`,
      card: c.def,
      obj: c.id,
      at: 'GC',
    });
  }
  return out;
}

/** Is this card object a face-down card of `p`'s G zone (a G guardian option's object)? */
export const inGZone = (d: VgData, p: PlayerIndex, id: number): boolean =>
  d.players[p].gzone.some((c) => c.id === id && c.faceDown);

/**
 * 11.14.2: the cost's choices and payment (8.6.4, as an ability's), then the superior call to (GC)
 * face up, resting as every guardian does (4.6.5.1).
 */
export function gGuardianProcedure(cat: VgCatalog): TypedProcedure<VgData, VgProcs['gGuardian']> {
  return (ctx, frame) => {
    const L = frame.locals;
    const cost = cat.get(L.def).gGuardian;
    if (frame.step === 1) L.picked = ctx.takeChosen().map(optionFact);
    frame.step = 1;
    if (cost && payCost({ ctx, cat, L }, cost)) return;
    ctx.pop();
    moveCard(ctx, L.p, 'gzone', 'gc', { id: L.src, rested: true });
  };
}

/**
 * 7.7.1.9, 9.4.1: a guardian leaves (GC) for the drop zone; 11.14.3: a G guardian goes to the G zone
 * face up instead.
 */
export function retireGuardian(ctx: VgCtx, cat: VgCatalog, p: PlayerIndex, g: VgCard): void {
  moveCard(ctx, p, 'gc', hasGGuardian(cat, g) ? 'gzone' : 'drop', { id: g.id });
}

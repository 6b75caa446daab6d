// The Vanguard procedures' locals, one type per procedure kind (the kernel's procedureKit).
import { procedureKit } from '@arbiter/engine';
import type { TriggerIcon } from './cards.ts';
import type { AbilityLocals } from './abilities/run.ts';
import type { VgData } from './state.ts';

export interface VgProcs {
  /** 5.4: preparation, then stand up (6.1) and the first turn. */
  game: Record<string, never>;
  /** 5.4.3.4: one player's mulligan. */
  mulligan: { p: 0 | 1 };
  /** 6.2: one turn, its phases in order. */
  turn: Record<string, never>;
  /** 6.5.1.1.2: the normal ride. */
  ride: Record<string, never>;
  /** 6.4.1.2: the G assist; `hand` the hand cards chosen to remove. */
  gAssist: { hand: number[] };
  /** 6.5.1.2.2, 10.28: a stride; `g` the chosen G unit, `paid` the hand cards chosen for its cost. */
  stride: { g: number; paid: number[] };
  /** 6.6.1.2: the main phase's play timings. */
  main: Record<string, never>;
  /** 7: the battle phase, one battle per round. */
  battle: Record<string, never>;
  /** 7.5: the guard step's play timings. */
  guard: Record<string, never>;
  /** 7.5.1.2.3, 11.14.2: calling a G guardian, its cost paid as an ability's (`src` the G unit). */
  gGuardian: AbilityLocals;
  /** 7.6: the drive checks of the drive unit; `done` checks so far, `drive` to make. */
  drive: { done: number; drive: number; card: number };
  /** 9.6: one point of a vanguard's damage process; `card` the checked card's object. */
  damage: { p: 0 | 1; card: number };
  /** 2.8.1.1: a trigger's actions for player `p`. */
  trigger: { p: 0 | 1; icon: TriggerIcon };
  /** 9.5.1: a player with no vanguard rides a card from the soul. */
  soulRide: { p: 0 | 1 };
  /** 8.5.2, 8.6: an ability played and resolved. */
  ability: AbilityLocals;
  /** A hand's hidden-card window (hand-window.ts): `moments`, the trigger kinds it answers. */
  handWindow: { p: 0 | 1; moments: string[] };
  /** 3.5: a check timing (rule actions, then automatic abilities). */
  checkpoint: Record<string, never>;
}

export const K = procedureKit<VgData, VgProcs>();

// The Vanguard verbs on the card-game layer's registry: each file gives a verb's schema, its
// generated text and its behaviour.
import { VerbRegistry } from '@arbiter/cardgame';
import { z } from 'zod';
import type { VgRun, VgTextCtx } from '../run.ts';
import { cannotBeHit, type CannotBeHitDir } from './cannot-be-hit.ts';
import { holdRest, type HoldRestDir } from './hold-rest.ts';
import { revealTopCall, type RevealTopCallDir } from './reveal-top-call.ts';
import { callFrom, type CallFromDir } from './call-from.ts';
import { opponentDiscards, type OpponentDiscardsDir } from './opponent-discard.ts';
import { mill, selfTo, type MillDir, type SelfToDir } from './self-to.ts';
import { callSelf, toDeckAtEnd, type CallSelfDir, type ToDeckAtEndDir } from './call-self.ts';
import { counterCharge, soulCharge, type CounterChargeDir, type SoulChargeDir } from './charge.ts';
import { draw, type DrawDir } from './draw.ts';
import { gain, type GainDir } from './gain.ts';
import { lookTop, type LookTopDir } from './look-top.ts';
import { grant, type GrantDir } from './grant.ts';
import { bind, bindFromHand, type BindDir, type BindFromHandDir } from './bind.ts';
import { moveToVanguard, type MoveToVanguardDir } from './move-to-vanguard.ts';
import { deleteVanguard, type DeleteDir } from './delete.ts';
import { timeLeap, type TimeLeapDir } from './time-leap.ts';
import { loseCost, type LoseCostDir } from './lose-cost.ts';
import { forbidAbilities, type ForbidAbilitiesDir } from './forbid-abilities.ts';
import { extraTurn, type ExtraTurnDir } from './extra-turn.ts';
import { hollow, type HollowDir } from './hollow.ts';
import { declareGrade, type DeclareGradeDir } from './declare-grade.ts';
import { attack, type AttackDir } from './attack.ts';
import { lock, putLocked, unlock, type LockDir, type PutLockedDir, type UnlockDir } from './lock.ts';
import { rescue, type RescueDir } from './rescue.ts';
import { retire, type RetireDir } from './retire.ts';
import { handToDeck, returnToHand, type HandToDeckDir, type ReturnToHandDir } from './return.ts';
import { rideSelf, type RideSelfDir } from './ride-self.ts';
import { search, type SearchDir } from './search.ts';
import { stand, type StandDir } from './stand.ts';
import { loseRestraint, type LoseRestraintDir } from './lose-restraint.ts';
import { callChecked, type CallCheckedDir } from './call-checked.ts';
import { lookTopCall, type LookTopCallDir } from './look-top-call.ts';
import { legion, type LegionDir } from './legion.ts';
import { dominate, type DominateDir } from './dominate.ts';
import { ifVerb, type IfDir } from './if.ts';
import { forEach, type ForEachDir } from './for-each.ts';
import { becomeSuccessful, type BecomeSuccessfulDir } from './success.ts';
import { becomeCharging, type BecomeChargingDir } from './become-charging.ts';
import { counterBlast, type CounterBlastDir } from './counter-blast.ts';

export type VgDirective =
  | GainDir
  | RetireDir
  | StandDir
  | DrawDir
  | CounterChargeDir
  | SoulChargeDir
  | SearchDir
  | ReturnToHandDir
  | HandToDeckDir
  | CallSelfDir
  | ToDeckAtEndDir
  | GrantDir
  | RideSelfDir
  | LookTopDir
  | CannotBeHitDir
  | OpponentDiscardsDir
  | SelfToDir
  | MillDir
  | HoldRestDir
  | RevealTopCallDir
  | CallFromDir
  | LoseRestraintDir
  | CallCheckedDir
  | LookTopCallDir
  | RescueDir
  | BindDir
  | LockDir
  | UnlockDir
  | PutLockedDir
  | DeleteDir
  | TimeLeapDir
  | LoseCostDir
  | DeclareGradeDir
  | BindFromHandDir
  | MoveToVanguardDir
  | AttackDir
  | LegionDir
  | DominateDir
  | ForbidAbilitiesDir
  | ExtraTurnDir
  | HollowDir
  | IfDir
  | ForEachDir
  | BecomeSuccessfulDir
  | BecomeChargingDir
  | CounterBlastDir;

export const VG_VERBS = new VerbRegistry<VgDirective, VgRun, VgTextCtx>([
  gain,
  retire,
  stand,
  draw,
  counterCharge,
  soulCharge,
  search,
  returnToHand,
  handToDeck,
  callSelf,
  toDeckAtEnd,
  grant,
  rideSelf,
  lookTop,
  cannotBeHit,
  opponentDiscards,
  selfTo,
  mill,
  holdRest,
  revealTopCall,
  callFrom,
  loseRestraint,
  callChecked,
  lookTopCall,
  rescue,
  bind,
  lock,
  unlock,
  putLocked,
  deleteVanguard,
  timeLeap,
  loseCost,
  declareGrade,
  bindFromHand,
  attack,
  moveToVanguard,
  legion,
  dominate,
  forbidAbilities,
  extraTurn,
  hollow,
  ifVerb,
  forEach,
  becomeSuccessful,
  becomeCharging,
  counterBlast,
] as never);

export const directiveSchema: z.ZodType<VgDirective> = z.union([
  gain.schema,
  retire.schema,
  stand.schema,
  draw.schema,
  counterCharge.schema,
  soulCharge.schema,
  search.schema,
  returnToHand.schema,
  handToDeck.schema,
  callSelf.schema,
  toDeckAtEnd.schema,
  grant.schema,
  rideSelf.schema,
  lookTop.schema,
  cannotBeHit.schema,
  opponentDiscards.schema,
  selfTo.schema,
  mill.schema,
  holdRest.schema,
  revealTopCall.schema,
  callFrom.schema,
  loseRestraint.schema,
  callChecked.schema,
  lookTopCall.schema,
  rescue.schema,
  bind.schema,
  lock.schema,
  unlock.schema,
  putLocked.schema,
  deleteVanguard.schema,
  timeLeap.schema,
  loseCost.schema,
  declareGrade.schema,
  bindFromHand.schema,
  attack.schema,
  moveToVanguard.schema,
  legion.schema,
  dominate.schema,
  forbidAbilities.schema,
  extraTurn.schema,
  hollow.schema,
  ifVerb.schema,
  forEach.schema,
  becomeSuccessful.schema,
  becomeCharging.schema,
  counterBlast.schema,
]) as z.ZodType<VgDirective>;

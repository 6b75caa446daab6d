// The Saga directive registry: every verb, one file each (a few related ones share a file). Adding a
// verb is one file and one line in each list below. The order of the list is the order the schema
// lists the verbs in.
import type { z } from 'zod';
import { VerbRegistry, type VerbSpec } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { apply, type ApplyDir } from './apply.ts';
import { attackSpirit, type AttackSpiritDir } from './attack-spirit.ts';
import {
  ifVerb,
  type IfDir,
  oneOf,
  type OneOfDir,
  chain,
  type ChainDir,
  repeat,
  type RepeatDir,
} from './blocks.ts';
import { bp, type BpDir } from './bp.ts';
import { cannot, type CannotDir } from './cannot.ts';
import { crush, type CrushDir } from './crush.ts';
import { delayed, type DelayedDir } from './delayed.ts';
import { deployThis, type DeployThisDir } from './deploy-this.ts';
import { destroy, type DestroyDir } from './destroy.ts';
import { discard, type DiscardDir } from './discard.ts';
import { draw, type DrawDir } from './draw.ts';
import { endAttackStep, type EndAttackStepDir } from './end-attack-step.ts';
import { endBattle, type EndBattleDir } from './end-battle.ts';
import { exhaust, type ExhaustDir } from './exhaust.ts';
import { feast, type FeastDir } from './feast.ts';
import { gainAbility, type GainAbilityDir } from './gain-ability.ts';
import { gainCore, type GainCoreDir } from './gain-core.ts';
import { grant, type GrantDir } from './grant.ts';
import { negateBlockBan, type NegateBlockBanDir } from './negate-block-ban.ts';
import { placeCores, type PlaceCoresDir } from './place-cores.ts';
import { refresh, type RefreshDir } from './refresh.ts';
import { removeCores, type RemoveCoresDir } from './remove-cores.ts';
import { reveal, type RevealDir } from './reveal.ts';
import { revealRandom, type RevealRandomDir } from './reveal-random.ts';
import { rule, type RuleDir } from './rule.ts';
import { select, type SelectDir } from './select.ts';
import { sendCores, type SendCoresDir } from './send-cores.ts';
import { setBp, type SetBpDir } from './set-bp.ts';
import { spreadCores, type SpreadCoresDir } from './spread-cores.ts';
import { setLevel, type SetLevelDir } from './set-level.ts';
import { setSymbols, type SetSymbolsDir } from './set-symbols.ts';
import { skipRefresh, type SkipRefreshDir } from './skip-refresh.ts';
import { summon, type SummonDir } from './summon.ts';
import { toDeck, type ToDeckDir } from './to-deck.ts';
import { voidCores, type VoidCoresDir } from './void-cores.ts';
import { returnThisToHand, type ReturnThisToHandDir } from './return-this-to-hand.ts';
import { toHand, type ToHandDir } from './to-hand.ts';
import { token, type TokenDir } from './token.ts';
import { whenSummonedAgain, type WhenSummonedAgainDir } from './when-summoned-again.ts';
import { win, type WinDir, lose, type LoseDir } from './win-lose.ts';

export type Directive =
  | DrawDir
  | DiscardDir
  | GainCoreDir
  | SendCoresDir
  | BpDir
  | RemoveCoresDir
  | SpreadCoresDir
  | VoidCoresDir
  | ReturnThisToHandDir
  | SetBpDir
  | SetLevelDir
  | DestroyDir
  | ExhaustDir
  | EndAttackStepDir
  | EndBattleDir
  | RefreshDir
  | ToHandDir
  | ToDeckDir
  | GrantDir
  | CannotDir
  | AttackSpiritDir
  | NegateBlockBanDir
  | CrushDir
  | SetSymbolsDir
  | WinDir
  | LoseDir
  | TokenDir
  | FeastDir
  | RevealDir
  | PlaceCoresDir
  | IfDir
  | SummonDir
  | DeployThisDir
  | SkipRefreshDir
  | OneOfDir
  | RevealRandomDir
  | SelectDir
  | WhenSummonedAgainDir
  | GainAbilityDir
  | ApplyDir
  | ChainDir
  | RuleDir
  | RepeatDir
  | DelayedDir;

// A function: the list is read on first use, so that any verb's file may be loaded first.
const all = (): VerbSpec<Directive, Run, TextCtx>[] => [
  draw,
  discard,
  gainCore,
  sendCores,
  bp,
  removeCores,
  spreadCores,
  voidCores,
  returnThisToHand,
  setBp,
  setLevel,
  destroy,
  exhaust,
  endAttackStep,
  endBattle,
  refresh,
  toHand,
  toDeck,
  grant,
  cannot,
  attackSpirit,
  negateBlockBan,
  crush,
  setSymbols,
  win,
  lose,
  token,
  feast,
  reveal,
  placeCores,
  ifVerb,
  summon,
  deployThis,
  skipRefresh,
  oneOf,
  revealRandom,
  select,
  whenSummonedAgain,
  gainAbility,
  apply,
  chain,
  rule,
  repeat,
  delayed,
];

export const VERBS = new VerbRegistry<Directive, Run, TextCtx>(all);

/** Every verb's schema, for the directive schema (vocab-schema.ts, read lazily). */
export function directiveSchemas(): z.ZodType[] {
  return VERBS.all().map((v) => v.schema as z.ZodType);
}

// The DBSCG directive registry: every verb, one file each. Adding a verb is one file and one line
// in each list below.
import type { z } from 'zod';
import { VerbRegistry, type VerbSpec } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { afterBattle, type AfterBattleDir } from './after-battle.ts';
import { atTurnEnd, type AtTurnEndDir } from './at-turn-end.ts';
import { ban, type BanDir } from './ban.ts';
import { barBlockers, type BarBlockersDir } from './bar-blockers.ts';
import { choose, ifVerb, may, type ChooseDir, type IfDir, type MayDir } from './blocks.ts';
import { comboPower, type ComboPowerDir } from './combo-power.ts';
import { control, type ControlDir } from './control.ts';
import { damage, type DamageDir } from './damage.ts';
import { deckTop, type DeckTopDir } from './deck-top.ts';
import { draw, type DrawDir } from './draw.ts';
import { drawTo, type DrawToDir } from './draw-to.ts';
import { evolve, type EvolveDir } from './evolve.ts';
import { extraTurn, type ExtraTurnDir } from './extra-turn.ts';
import { gain, type GainDir } from './gain.ts';
import { gather, type GatherDir } from './gather.ts';
import { guard, type GuardDir } from './guard.ts';
import { ifPaid, type IfPaidDir } from './if-paid.ts';
import { ko, type KoDir } from './ko.ts';
import { limitCounters, type LimitCountersDir } from './limit-counters.ts';
import { look, type LookDir } from './look.ts';
import { move, type MoveDir } from './move.ts';
import { negate, type NegateDir } from './negate.ts';
import { negateThisSkill, type NegateThisSkillDir } from './negate-this-skill.ts';
import { play, type PlayDir } from './play.ts';
import { rest, stand, type RestDir, type StandDir } from './position.ts';
import { restrictPlay, type RestrictPlayDir } from './restrict-play.ts';
import { power, type PowerDir } from './power.ts';
import { search, type SearchDir } from './search.ts';
import { shuffle, type ShuffleDir } from './shuffle.ts';
import { token, type TokenDir } from './token.ts';
import { under, type UnderDir } from './under.ts';
import { unless, type UnlessDir } from './unless.ts';
import { lose, win, type LoseDir, type WinDir } from './win.ts';

export type Directive =
  | AfterBattleDir
  | AtTurnEndDir
  | BanDir
  | BarBlockersDir
  | ChooseDir
  | ComboPowerDir
  | ControlDir
  | DamageDir
  | DeckTopDir
  | DrawDir
  | DrawToDir
  | EvolveDir
  | ExtraTurnDir
  | GainDir
  | GatherDir
  | GuardDir
  | IfDir
  | IfPaidDir
  | KoDir
  | LimitCountersDir
  | LookDir
  | LoseDir
  | MayDir
  | MoveDir
  | NegateDir
  | NegateThisSkillDir
  | PlayDir
  | PowerDir
  | RestDir
  | RestrictPlayDir
  | SearchDir
  | ShuffleDir
  | StandDir
  | TokenDir
  | UnderDir
  | UnlessDir
  | WinDir;

const ALL: VerbSpec<Directive, Run, TextCtx>[] = [
  afterBattle,
  atTurnEnd,
  ban,
  barBlockers,
  choose,
  comboPower,
  control,
  damage,
  deckTop,
  draw,
  drawTo,
  evolve,
  extraTurn,
  gain,
  gather,
  guard,
  ifVerb,
  ifPaid,
  ko,
  limitCounters,
  look,
  lose,
  may,
  move,
  negate,
  negateThisSkill,
  play,
  power,
  rest,
  restrictPlay,
  search,
  shuffle,
  stand,
  token,
  under,
  unless,
  win,
];

export const VERBS = new VerbRegistry<Directive, Run, TextCtx>(ALL);

export const DIRECTIVE_SCHEMAS: z.ZodType[] = ALL.map((v) => v.schema as z.ZodType);

// The DBSCG directive registry: every verb, one file each. Adding a verb is one file and one line
// in each list below.
import type { z } from 'zod';
import { VerbRegistry, type VerbSpec } from '@arbiter/cardgame';
import type { Run, TextCtx } from '../run.ts';
import { ban, type BanDir } from './ban.ts';
import { choose, ifVerb, may, type ChooseDir, type IfDir, type MayDir } from './blocks.ts';
import { control, type ControlDir } from './control.ts';
import { deckTop, type DeckTopDir } from './deck-top.ts';
import { draw, type DrawDir } from './draw.ts';
import { evolve, type EvolveDir } from './evolve.ts';
import { gain, type GainDir } from './gain.ts';
import { guard, type GuardDir } from './guard.ts';
import { ko, type KoDir } from './ko.ts';
import { look, type LookDir } from './look.ts';
import { move, type MoveDir } from './move.ts';
import { negate, type NegateDir } from './negate.ts';
import { play, type PlayDir } from './play.ts';
import { rest, stand, type RestDir, type StandDir } from './position.ts';
import { power, type PowerDir } from './power.ts';
import { search, type SearchDir } from './search.ts';
import { token, type TokenDir } from './token.ts';
import { under, type UnderDir } from './under.ts';

export type Directive =
  | BanDir
  | ChooseDir
  | ControlDir
  | DeckTopDir
  | DrawDir
  | EvolveDir
  | GainDir
  | GuardDir
  | IfDir
  | KoDir
  | LookDir
  | MayDir
  | MoveDir
  | NegateDir
  | PlayDir
  | PowerDir
  | RestDir
  | SearchDir
  | StandDir
  | TokenDir
  | UnderDir;

const ALL: VerbSpec<Directive, Run, TextCtx>[] = [
  ban,
  choose,
  control,
  deckTop,
  draw,
  evolve,
  gain,
  guard,
  ifVerb,
  ko,
  look,
  may,
  move,
  negate,
  play,
  power,
  rest,
  search,
  stand,
  token,
  under,
];

export const VERBS = new VerbRegistry<Directive, Run, TextCtx>(ALL);

export const DIRECTIVE_SCHEMAS: z.ZodType[] = ALL.map((v) => v.schema as z.ZodType);

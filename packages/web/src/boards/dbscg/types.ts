// A Dragon Ball Super Card Game as the server shows it (docs/protocol.md): its cards
// (`GET /v1/cards?game=dbscg`, dbsCardInfo) and a viewer's view (packages/dbscg/src/view.ts).
import type { Seat } from '../../types.ts';

/** 2-4-1-1: the five colours. */
export type DbsColor = 'red' | 'blue' | 'green' | 'yellow' | 'black';

export interface DbsCardInfo {
  id: string;
  name: string;
  type: 'leader' | 'battle' | 'extra';
  colors: DbsColor[];
  power: number;
  /** Battle and extra cards: the energy cost, its coloured part, and both in words ("3 (1 red)"). */
  cost?: { total: number; colors: Partial<Record<DbsColor, number>>; text: string };
  combo?: { cost: number; power: number };
  characters: string[];
  traits: string[];
  keywords: string[];
  /** Each keyword's reminder, generated from the rule manual's definition (keyword name → words). */
  reminders?: Record<string, string>;
  /** Generated from Arbiter's skill definitions (packages/dbscg/src/text.ts). */
  text: string[];
  /** A leader's back side. */
  back?: { name: string; power: number };
}

export interface DbsRef {
  id: number;
  card: string;
}

/** A card in an open area: its name as the side up names it, its mode, and in play its power. */
export interface DbsOpenCard extends DbsRef {
  name: string;
  /** Rest Mode (4-8-1); Active Mode otherwise. */
  rest: boolean;
  /** A leader on its back side (10-2, [Awaken]). */
  flipped?: boolean;
  /** In the Leader, Battle and Combo Areas: power now, keywords now, cards placed beneath it. */
  power?: number;
  keywords?: string[];
  under?: DbsRef[];
}

export interface DbsPlayerView {
  name: string;
  leader: DbsOpenCard;
  deckCount: number;
  lifeCount: number;
  handCount: number;
  /** The owner's hand; null for everyone else (3-3-2). */
  hand: DbsRef[] | null;
  battle: DbsOpenCard[];
  combo: DbsOpenCard[];
  energy: DbsOpenCard[];
  drop: DbsRef[];
  warp: DbsRef[];
  removed: DbsRef[];
}

export type DbsBattleStep = 'attack' | 'offense' | 'defense' | 'damage' | 'end';

export interface DbsBattleView {
  attacker: number;
  attackerPlayer: Seat;
  /** The card attacked, or the one that took its place ([Blocker]). */
  guard: number;
  original: number;
  negated: boolean;
  blocked: boolean;
  step: DbsBattleStep;
  /** Cards placed into the Combo Area in this battle, per player. */
  combos: [number[], number[]];
}

export interface DbsGameView {
  turn: number;
  active: Seat;
  first: Seat;
  phase: 'setup' | 'charge' | 'main' | 'mainEnd' | 'end';
  battle: DbsBattleView | null;
  players: [DbsPlayerView, DbsPlayerView];
  /** A card declared to be played, while the counter timing after it runs. */
  declared?: { p: Seat; id: number; card: string };
  /** [Counter] skills activated in this counter timing. */
  counters?: { p: Seat; card: string; negated: boolean }[];
}

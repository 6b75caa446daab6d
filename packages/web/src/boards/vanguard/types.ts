// A Cardfight!! Vanguard game as the server shows it (docs/protocol.md): its cards
// (`GET /v1/cards?game=vanguard`, vgCardInfo in packages/vanguard/src/host.ts) and a viewer's view
// (packages/vanguard/src/view.ts).
import type { Seat } from '../../types.ts';

/** 2.8: the trigger icons. */
export type VgTriggerIcon = 'critical' | 'draw' | 'stand' | 'heal';

export interface VgCardInfo {
  id: string;
  name: string;
  type: 'normal_unit' | 'trigger_unit' | 'g_unit';
  grade: number;
  power: number;
  /** 2.6.3: some cards have no shield. */
  shield: number | null;
  critical: number;
  trigger: VgTriggerIcon | null;
  /** 2.10: twin_drive, triple_drive, intercept, boost. */
  skills: string[];
  /** Each skill's reminder (skill → words), generated from section 11 (abilities/text.ts skillReminder). */
  reminders?: Record<string, string>;
  sentinel: boolean;
  clan: string;
  race: string;
  nation: string | null;
  /** Generated from Arbiter's ability definitions (packages/vanguard/src/abilities/text.ts). */
  text: string;
}

/** A card in a zone: face down in the damage zone (4.8.2.1) or in its owner's G zone (4.11.2). */
export interface VgRef {
  id: number;
  card: string;
  faceDown?: boolean;
}

/** A unit on a circle: its power and critical now; the opponent's face-down first vanguard has no card (5.4.3). */
export interface VgUnit {
  id: number;
  card?: string;
  faceDown?: boolean;
  /** 10.26: a deleted unit, face down yet public (10.26.6), its power 0 (10.26.3). */
  deleted?: boolean;
  rested: boolean;
  power?: number;
  critical?: number;
}

/** 4.6.1: the vanguard circle and the five rear-guard circles. */
export type VgCircle = 'VC' | 'FL' | 'BL' | 'BC' | 'FR' | 'BR';

export interface VgPlayerView {
  name: string;
  /** 4.2: the deck's size only. */
  deck: number;
  /** The owner's hand; its size for everyone else (4.3). */
  hand: VgRef[] | number;
  field: Record<VgCircle, VgUnit | null>;
  /** 10.25.1: the Legion Mate beside the vanguard (the Legion Leader) while they are in legion. */
  mate?: VgUnit;
  /** 4.6.5: the guardian circle, each guardian with its printed shield. */
  gc: (VgRef & { shield: number })[];
  soul: VgRef[];
  drop: VgRef[];
  damage: VgRef[];
  bind: VgRef[];
  trigger: VgRef[];
  /** The owner's whole G zone; only its face-up cards for everyone else (4.11.2). */
  gzone: VgRef[];
  gzoneFaceDown: number;
  /** 4.9.2.1: the face-down bound cards (their owner's `bind` lists them; everyone sees the count). */
  bindFaceDown?: number;
  removed: VgRef[];
  /** 10.27: the heart card under a stridden G unit on the vanguard circle (absent in older views). */
  heart?: VgRef[];
}

/** 7.4.1: the battle under way. */
export interface VgBattleView {
  attacker: VgCircle;
  attackerId: number;
  target: VgCircle;
  targetId: number;
  booster: VgCircle | null;
  boosterId: number | null;
  hit: boolean | null;
}

export interface VgGameView {
  turn: number;
  first: Seat;
  active: Seat;
  phase: 'setup' | 'stand' | 'draw' | 'ride' | 'main' | 'battle' | 'end';
  step: string;
  battle: VgBattleView | null;
  vanguardDamage: [number, number];
  players: [VgPlayerView, VgPlayerView];
}

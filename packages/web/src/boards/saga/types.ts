// A Battle Spirits Saga game as the server shows it: its cards (`GET /v1/cards`) and its view.
import type { Seat } from '../../types.ts';

export type Color = 'red' | 'purple' | 'white' | 'yellow' | 'green' | 'blue';

export interface CardInfo {
  id: string;
  name: string;
  additionalName?: string;
  type: 'spirit' | 'nexus' | 'magic';
  colors: Color[];
  cost: number;
  reduction: Color[];
  symbols: Color[][];
  spiritTypes: string[];
  levels: { level: number; cores: number; bp?: number }[];
  token?: boolean;
  /** Its keyword abilities by name ("Crush", "Armor"...). */
  keywords?: string[];
  /** Each keyword's reminder from the rules (section 11), by its name; Saga's format only. */
  reminders?: Record<string, string>;
  text: string[];
}

export interface CardRef {
  id: number;
  card: string;
}

export interface FieldCard extends CardRef {
  name: string;
  type: 'spirit' | 'nexus' | 'magic';
  exhausted: boolean;
  cores: number;
  soul: boolean;
  level: number;
  bp?: number;
  keywords?: string[];
  token?: boolean;
  /** Eternal: the Brave combined with this spirit (manual "BRAVE", E751): one spirit on the field. */
  brave?: { id: number; card: string; name: string };
}

export interface PlayerView {
  name: string;
  life: number;
  lifeSoul: boolean;
  reserve: number;
  reserveSoul: boolean;
  trashCores: number;
  trashSoul: boolean;
  soulInVoid: boolean;
  deckCount: number;
  handCount: number;
  hand: CardRef[] | null;
  trash: CardRef[];
  field: FieldCard[];
  burst: CardRef | { faceDown: true } | null;
  resolving: CardRef[];
}

export interface GameView {
  turn: number;
  active: Seat;
  first: Seat;
  step: string;
  battle: { attacker: number; blocker: number; attackerPlayer: Seat } | null;
  players: [PlayerView, PlayerView];
}

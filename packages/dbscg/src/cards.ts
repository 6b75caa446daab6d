// DBSCG card definitions: the card data of section 2 (a leader with its two sides, battle and extra
// cards, colours, character names, special traits, eras, power, combo power and cost, energy cost
// with its colour requirement) and the skills written in the effect vocabulary.
import { Catalog } from '@arbiter/cardgame';
import type { Color, Skill } from './vocab.ts';

export type DbsCardType = 'leader' | 'battle' | 'extra';

/** 2-11-1: the total cost and the specified (coloured) part of it. */
export interface EnergyCost {
  total: number;
  colors: Partial<Record<Color, number>>;
}

/** The facts of one side of a card (a leader's back side has its own, 2-3-2-1-2). */
export interface CardSide {
  name: string;
  power: number;
  characters: string[];
  traits: string[];
  eras: string[];
  skills: Skill[];
}

export interface DbsCardDef {
  /** The card number (2-15), also the definition id. */
  id: string;
  name: string;
  type: DbsCardType;
  colors: Color[];
  /** 2-8: leaders and battle cards; 0 for extra cards. */
  power: number;
  /** 2-11: battle and extra cards; null for leaders. */
  cost: EnergyCost | null;
  /** 2-9, 2-10: only battle cards that can combo have both. */
  combo: { cost: number; power: number } | null;
  characters: string[];
  traits: string[];
  eras: string[];
  skills: Skill[];
  /** A leader's back side (10-2). */
  back?: CardSide;
  /** 10-18: made by an effect, never in a deck. */
  token?: boolean;
  /** 2-14, 2-16: printed, no effect on play. */
  rarity?: string;
}

/**
 * The side of a card that is up: a flipped leader shows its back (2-3-2-1-2, 2-3-2-1-3). The front
 * is the definition itself, read as a side (no copy: every characteristic read asks for a side, issue
 * 15), so a side is only ever read, never written or copied whole.
 */
export function sideOf(def: DbsCardDef, flipped: boolean): CardSide {
  if (flipped && def.back) return def.back;
  return def;
}

function checkDef(def: DbsCardDef): string | null {
  if (!/^[A-Z0-9]+-[A-Z0-9]+$/.test(def.id)) return `bad card number "${def.id}"`;
  // 10-18-2: a token has only the information its effect gives, which may name no colour or cost.
  if (def.colors.length === 0 && !def.token) return 'no colour';
  if (def.type === 'leader' && def.cost) return 'a leader has no energy cost (2-11-2)';
  if (def.type !== 'leader' && def.back) return 'only leaders have two sides';
  if (def.type !== 'leader' && !def.cost && !def.token)
    return 'battle and extra cards have an energy cost (2-11-2)';
  if (def.cost) {
    const specified = Object.values(def.cost.colors).reduce((a, b) => a + (b ?? 0), 0);
    if (specified < 0 || def.cost.total < 0) return 'negative energy cost';
  }
  if (def.combo && def.type !== 'battle') return 'only battle cards have combo power and cost (2-9-2)';
  if (def.token && def.type !== 'battle') return 'a token is a Battle Card (10-18-1)';
  if (def.type === 'extra') {
    // 2-5-4, 2-6-5, 2-7-3, 2-8-2: only Leader and Battle Cards have these.
    if (def.characters.length > 0) return 'only leader and battle cards have character names (2-5-4)';
    if (def.traits.length > 0) return 'only leader and battle cards have special traits (2-6-5)';
    if (def.eras.length > 0) return 'only leader and battle cards have eras (2-7-3)';
    if (def.power !== 0) return 'only leader and battle cards have power (2-8-2)';
  }
  return null;
}

/** The card definitions a game knows: test cards, the real pool, or both. */
export class DbsCatalog extends Catalog<DbsCardDef> {
  constructor(cards: Iterable<DbsCardDef> = []) {
    super(cards, checkDef);
  }

  /** A catalog with this one's cards plus `extra` (which win on the same id). */
  with(extra: Iterable<DbsCardDef>): DbsCatalog {
    const byId = new Map(this.all().map((c) => [c.id, c]));
    for (const c of extra) byId.set(c.id, c);
    return new DbsCatalog(byId.values());
  }
}

/** The skills of a card as it is now: the side that is up, none when it lies beneath another. */
export function skillsOf(def: DbsCardDef, flipped: boolean): Skill[] {
  return flipped && def.back ? def.back.skills : def.skills;
}

/** Colour letters used in deck lists and costs: R, U (blue), G, Y, B (black). */
export const COLOR_LETTER: Record<Color, string> = {
  red: 'R',
  blue: 'U',
  green: 'G',
  yellow: 'Y',
  black: 'B',
};

export function costText(cost: EnergyCost): string {
  const parts = Object.entries(cost.colors)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([c, n]) => `${n} ${c}`);
  return parts.length === 0 ? `${cost.total}` : `${cost.total} (${parts.join(', ')})`;
}

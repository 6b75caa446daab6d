// The project's own skill definitions for real cards: per set, card id → skills (a leader's back
// side too). They are written in the effect vocabulary; the text a player reads is generated.
import type { Skill } from '../vocab.ts';

export interface CardSkills {
  skills: Skill[];
  /** A leader's back side (10-2). */
  back?: Skill[];
  /** How the printed text had to be read into the vocabulary, when it was not plain. */
  note?: string;
  /**
   * How many printed skills (front and back) these definitions implement, when it is not one
   * definition each (a printed skill written as two, say); the note says why.
   */
  printed?: number;
}

export type SetSkills = Record<string, CardSkills>;

/**
 * The catalog id of a token by its name (10-18-4: a "(Name) Token" is named Name): the definition
 * made from the facts of the cards whose skills describe it (TokenFacts).
 */
export function tokenId(name: string): string {
  return `TOKEN-${name.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
}

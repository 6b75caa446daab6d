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

// Which DBSCG cards are implemented (see @arbiter/cardgame's card coverage): every printed skill
// defined (the definitions of a card match its printed skills in number, or say how many printed
// skills they implement), a DBSCG scenario naming the card, and for each of its keyword skills a
// scenario naming it that cites that keyword's rule (naming a card does not show its [Blocker] at work).
import { join } from 'node:path';
import { cardPoolCoverage, type CitedAbility, type PoolCoverage } from '@arbiter/cardgame';
import { keywordName } from '../text-common.ts';
import type { KeywordName, Skill } from '../vocab.ts';
import type { DbsPool } from './load.ts';
import { DBS_POOL_DIR } from './paths.ts';

export const DBS_SCENARIO_DIR = join(DBS_POOL_DIR, '..', '..', '..', 'scenarios');

/**
 * The manual's section of each keyword skill a scenario must cite (10-4 [Blocker], 10-7 [Strike],
 * ...). Keywords that only limit deck construction ([Ultimate] 10-14, [Super Combo] 10-17,
 * [Dragon Ball] 10-31) are shown by the deck checks, not by a game, so they ask for nothing here.
 */
export const KEYWORD_RULES: Readonly<Record<KeywordName, string | undefined>> = {
  blocker: '10-4',
  critical: '10-6',
  strike: '10-7',
  dualAttack: '10-8',
  revenge: '10-9',
  indestructible: '10-12',
  barrier: '10-16',
  victoryStrike: '10-20',
  warriorU7: '10-21',
  deflect: '10-22',
  wormhole: '10-26',
  energyExhaust: '10-34',
  ultimate: undefined,
  superCombo: undefined,
  dragonBall: undefined,
};

/** The keyword skills of a card (both sides) that a scenario citing their rule must exercise. */
export function keywordAbilities(skills: readonly Skill[]): CitedAbility[] {
  const out: CitedAbility[] = [];
  for (const s of skills) {
    if (s.kind !== 'keyword') continue;
    const rule = KEYWORD_RULES[s.spec.k];
    const label = keywordName(s.spec);
    if (rule !== undefined && !out.some((a) => a.label === label)) out.push({ label, rules: [rule] });
  }
  return out;
}

export function dbsCardCoverage(
  pool: DbsPool,
  scenarioPaths: readonly string[] = [DBS_SCENARIO_DIR],
): PoolCoverage {
  const cards = pool.facts.map((f) => {
    const def = pool.catalog.get(f.id);
    return {
      id: f.id,
      name: f.name,
      set: f.id.split('-')[0]!,
      printed: f.skills + (f.back?.skills ?? 0),
      defined: def.skills.length + (def.back?.skills.length ?? 0),
      complete: pool.defined.has(f.id),
      abilities: keywordAbilities([...def.skills, ...(def.back?.skills ?? [])]),
    };
  });
  return cardPoolCoverage(cards, scenarioPaths, 'dbscg');
}

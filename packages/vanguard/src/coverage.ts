// Vanguard rule coverage: the rule ids of the G-era comprehensive rules and where the exemptions live.
//
// The rules number with dots (7.5.1.2.2). Their text was extracted from a two-column PDF, so rules
// of neighbouring columns are interleaved and a number can sit after its own text: ids are read from
// the start of every line (an id of two or more numbers, then a dot or a space) in any order, and the
// list is sorted by number. A few lines begin with a tag of the text's extraction (`<|...|>`), read
// past. A test title cites a rule by its dotted number.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CoverageInputError, type RulebookSpec } from '@arbiter/cardgame';

const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

export const VG_ROOT = here('../../..');
export const VG_RULEBOOK_NAME = 'cardfight-vanguard-comprehensive-rules.txt';

const RULE_START = /^\s*(\d{1,2}(?:\.\d{1,2})+)(?:\.|\s+\.|(?=\s))/;
// A cited rule in free text: two or more dotted numbers, not part of a longer number or version.
const RULE_REF = /(?<![\w.])\d{1,2}(?:\.\d{1,2})+(?![\w]|\.\d)/g;

/** Orders dotted rule ids number by number: 2.9 < 2.10 < 2.10.1 < 3.1. */
export function compareVgRuleIds(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** Every numbered rule of the Vanguard comprehensive rules, sorted by number. */
export function parseVgRuleIds(text: string, file = '(comprehensive rules)'): string[] {
  const ids = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    // The shared text marks a few lines with an extraction tag before the rule number.
    const line = raw.replace(/^<\|[^|]*\|>/, '');
    const id = RULE_START.exec(line)?.[1];
    if (id !== undefined) ids.add(id);
  }
  if (ids.size === 0) throw new CoverageInputError(`${file}: no numbered rules found`);
  return [...ids].sort(compareVgRuleIds);
}

/** The dotted rule ids a test title cites, in order, without repeats. */
export function vgRuleIdsIn(text: string): string[] {
  return [...new Set(text.match(RULE_REF) ?? [])];
}

export const VG_RULEBOOK: RulebookSpec = {
  rulebookName: VG_RULEBOOK_NAME,
  idsFile: here('../rules/vanguard-ids.json'),
  exemptFile: here('../rules/vanguard-exempt.yaml'),
  parse: parseVgRuleIds,
  scenarioGame: 'vanguard',
  testPackages: (pkg) => pkg === 'vanguard',
  idsIn: vgRuleIdsIn,
};

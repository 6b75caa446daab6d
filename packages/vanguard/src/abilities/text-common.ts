// Phrases the generated ability text shares: units described by a filter, targets, durations.
import type { Target, UnitFilter } from './vocab.ts';

/** "grade 2 or greater <Royal Paladin>" before a noun. */
export function filterWords(f: UnitFilter | undefined, noun: string): string {
  if (!f) return noun;
  const parts: string[] = [];
  if (f.frontRow) parts.push('front row');
  if (f.gradeMin !== undefined && f.gradeMax !== undefined)
    parts.push(f.gradeMin === f.gradeMax ? `grade ${f.gradeMin}` : `grade ${f.gradeMin} to ${f.gradeMax}`);
  else if (f.gradeMin !== undefined) parts.push(`grade ${f.gradeMin} or greater`);
  else if (f.gradeMax !== undefined) parts.push(`grade ${f.gradeMax} or less`);
  if (f.clan) parts.push(`<${f.clan}>`);
  if (f.race) parts.push(`<${f.race}>`);
  let out = [...parts, noun].join(' ');
  if (f.name) out += ` named "${f.name}"`;
  if (f.anyName) out += ` named ${f.anyName.map((n) => `"${n}"`).join(' or ')}`;
  if (f.nameIncludes) out += ` whose name contains "${f.nameIncludes}"`;
  return out;
}

/** The words for what a directive acts on ("choose another <Royal Paladin> unit of yours"). */
export function targetWords(t: Target): string {
  if (t === 'self') return 'this unit';
  if (t === 'boosted') return 'the boosted unit';
  if (t === 'vanguard') return 'your vanguard';
  if ('all' in t) {
    const a = t.all;
    const noun = a.what === 'unit' ? 'units' : 'rear-guards';
    return `${a.side === 'mine' ? 'all your' : "all your opponent's"} ${filterWords(a.filter, noun)}`;
  }
  const c = t.choose;
  const noun = c.what === 'unit' ? (c.n === 1 ? 'unit' : 'units') : c.n === 1 ? 'rear-guard' : 'rear-guards';
  const count = c.upTo ? `at most ${c.n}` : c.n === 1 ? (c.other ? 'another' : 'one') : `${c.n}`;
  const other = c.other && (c.upTo || c.n > 1) ? ' other' : '';
  const whose = c.side === 'mine' ? 'of yours' : 'of your opponent';
  return `choose ${count}${other} ${filterWords(c.filter, noun)} ${whose}`;
}

/** The pronoun that follows a chosen target ("it", "them"). */
export function targetPronoun(t: Target): string {
  if (typeof t === 'string') return '';
  if ('all' in t) return 'them';
  return t.choose.n === 1 ? 'it' : 'them';
}

export const untilWords = (u: 'battle' | 'turn'): string =>
  u === 'battle' ? 'for the rest of the battle' : 'for the rest of the turn';

/** "+5000 power and +1 critical" */
export function gainWords(g: { power?: number; critical?: number; shield?: number; drive?: number }): string {
  const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
  const parts: string[] = [];
  if (g.power) parts.push(`${sign(g.power)} power`);
  if (g.shield) parts.push(`${sign(g.shield)} shield`);
  if (g.critical) parts.push(`${sign(g.critical)} critical`);
  if (g.drive) parts.push(`${sign(g.drive)} drive`);
  return parts.join(' and ');
}

/** The words with their first letter a capital, to begin a sentence. */
export const capitalized = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** A sentence for a verb acting on a target: "Stand this unit." or "choose one ...; stand it." */
export function targetSentence(verb: string, t: Target, tail = ''): string {
  const end = tail ? ` ${tail}.` : '.';
  if (typeof t === 'string' || 'all' in t) return `${capitalized(verb)} ${targetWords(t)}${end}`;
  return `${targetWords(t)}; ${verb} ${targetPronoun(t)}${end}`;
}

/** "<target>'s abilities <tail>" for the target's units (10.29.1 losing costs, 12.2.1 cannot be used). */
export function abilitiesSentence(t: Target, tail: string): string {
  if (t === 'self') return `This unit's ${tail}`;
  const who = targetWords(t);
  if (typeof t === 'string') return `${capitalized(who)}'s ${tail}`;
  const their = targetPronoun(t) === 'it' ? 'its' : 'their';
  return `${capitalized(who)}; ${their} ${tail}`;
}

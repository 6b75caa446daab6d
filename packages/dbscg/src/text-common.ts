// Generated English for the vocabulary's shared pieces. Card text a player reads is built from
// these and from each verb's own text: never copied from the printed cards.
import type {
  Amount,
  CardFilter,
  Condition,
  Duration,
  FilterSkill,
  KeywordSpec,
  Target,
  TargetZone,
} from './vocab.ts';

const STRIKE: Record<number, string> = { 2: 'Double', 3: 'Triple', 4: 'Quadruple' };
const ATTACKS: Record<number, string> = { 2: 'Dual', 3: 'Triple' };

export function keywordName(k: KeywordSpec): string {
  switch (k.k) {
    case 'strike':
      return `[${STRIKE[k.n]} Strike]`;
    case 'dualAttack':
      return `[${ATTACKS[k.n]} Attack]`;
    case 'warriorU7':
      return '[Warrior of Universe 7]';
    case 'dragonBall':
      return '[Dragon Ball]';
    case 'superCombo':
      return '[Super Combo]';
    case 'victoryStrike':
      return '[Victory Strike]';
    case 'energyExhaust':
      return '[Energy-Exhaust]';
    default:
      return `[${k.k[0]!.toUpperCase()}${k.k.slice(1)}]`;
  }
}

/** The reminder text of a keyword skill (from the rule manual's definition, 10-x). */
export function keywordReminder(k: KeywordSpec): string {
  switch (k.k) {
    case 'blocker':
      return 'As another card of yours is attacked, resting this card may make it the one attacked instead.';
    case 'critical':
      return 'Life cards its attacks take go to the Drop Area, not the hand.';
    case 'strike':
      return `Its attacks deal ${k.n} damage, not 1.`;
    case 'dualAttack':
      return `Once its battle ends it returns to Active Mode (${k.n - 1} time${k.n > 2 ? 's' : ''} a turn).`;
    case 'revenge':
      return 'Whatever attacks it is KO-ed as that battle ends.';
    case 'indestructible':
      return "Neither battles nor the opponent's skills can KO it or take it out of the Battle Area.";
    case 'barrier':
      return "The opponent's skills may not pick it.";
    case 'deflect':
      return 'It ignores [Counter: Play] skills.';
    case 'ultimate':
      return 'A deck may hold only one card with [Ultimate].';
    case 'dragonBall':
      return 'A deck may hold any number of [Dragon Ball] cards, seven at most in all.';
    case 'superCombo':
      return 'A deck may hold four [Super Combo] cards in all.';
    case 'victoryStrike':
      return 'Damage its attack deals to life wins you the game.';
    case 'warriorU7':
      return 'In every area, your 《Universe 7》 cards have no specified cost.';
    case 'energyExhaust':
      return 'It enters the Energy Area in Rest Mode.';
    case 'wormhole':
      return '[Over Realm] and [Dark Over Realm] may be used twice a turn between them.';
  }
}

function list(xs: readonly string[], joiner = 'or'): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} ${joiner} ${xs[xs.length - 1]}`;
}

/** A sentence's first letter in lower case, inside another sentence; "KO" stays as it is. */
export function lowerFirst(s: string): string {
  return /^[A-Z][A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * The sentences of a block of directives as one clause ("draw 1 card, then add ..."), so that what
 * a condition or a choice governs reads as one (the block's first letter in lower case).
 */
export function clauseText(sentences: readonly string[]): string {
  return sentences
    .map((x, i) => (i === 0 ? lowerFirst(x) : `then ${lowerFirst(x)}`))
    .map((x, i, all) => (i < all.length - 1 ? x.replace(/\.$/, ',') : x))
    .join(' ');
}

/**
 * What a card must be, as a predicate ("is red", "is 《Frieza's Army》", "has power 10000 or less"),
 * for conditions on one card.
 */
function predicateText(f: CardFilter): string {
  const { power, cost, ...rest } = f;
  const parts: string[] = [];
  const { mode, ...others } = rest;
  if (mode) parts.push(`is in ${mode === 'rest' ? 'Rest' : 'Active'} Mode`);
  if (Object.keys(others).length > 0) {
    const what = filterText(others, 'a card').replace(/ a card$/, '');
    parts.push(`is ${what === 'a card' ? 'any card' : what}`);
  }
  if (power) parts.push(`has ${rangeText(power, 'power').replace(/^with /, '')}`);
  if (cost) parts.push(`has ${rangeText(cost, 'energy cost').replace(/^with /, '')}`);
  return parts.length === 0 ? 'is any card' : list(parts, 'and');
}

/** "red 《Alien》" style adjectives and nouns of a filter, with the plural noun given. */
export function filterText(f: CardFilter | undefined, noun: string): string {
  if (!f) return noun;
  const pre: string[] = [];
  if (f.mode) pre.push(f.mode === 'rest' ? 'Rest Mode' : 'Active Mode');
  if (f.colors) pre.push(list(f.colors));
  if (f.multicolor) pre.push('multicolor');
  if (f.skillless) pre.push('skill-less');
  let n = noun;
  if (f.type === 'extra') n = n.replace('Battle Card', 'Extra Card');
  if (f.type === 'leader') n = n.replace('Battle Card', 'Leader Card');
  // A Battle Card taken from an area that holds other kinds too ("Warp cards" -> "Warp Battle Cards").
  if (f.type === 'battle' && !n.includes('Battle Card'))
    n = n === 'energy' ? 'energy Battle Cards' : n.replace(/\bcard(s?)$/, 'Battle Card$1');
  if (f.character) n = list(f.character.map((c) => `＜${c}＞`));
  // A special trait and a character name together: "《Universe 7》 ＜Son Gohan: Adolescence＞".
  if (f.trait) n = `${list(f.trait.map((t) => `《${t}》`))}${f.character ? ` ${n}` : ''}`;
  if (f.name) n = `{${f.name}}`;
  if (f.nameHas) n = `${n} with "${f.nameHas}" in its card name`;
  if (f.characterHas) n = `${n} with "${f.characterHas}" in its character name`;
  // A name or trait narrowed by alternatives: "《Saiyan》 that is 《Universe 7》 or 《Universe 6》".
  if (f.any && (f.trait || f.character || f.name))
    n = `${n} that is ${list(f.any.map((x) => filterText(x, '').trim()))}`;
  else if (f.any) n = list(f.any.map((x) => filterText(x, noun)));
  const post: string[] = [];
  if (f.power) post.push(rangeText(f.power, 'power'));
  if (f.cost) post.push(rangeText(f.cost, 'energy cost'));
  if (f.costAtLeastEnergy)
    post.push(
      `whose energy cost is at least the number of ${f.costAtLeastEnergy === 'own' ? 'your' : "the opponent's"} energy`,
    );
  if (f.era) post.push(`of the ${list(f.era)}`);
  if (f.keyword)
    post.push(`with ${keywordName({ k: f.keyword, n: 2 } as KeywordSpec).replace(/Double |Dual /, '')}`);
  if (f.other) post.push('other than this card');
  if (f.evolved) post.push('that was evolved');
  if (f.token) post.push('token');
  if (f.skill) post.push(`with ${SKILL_NAME[f.skill]}`);
  if (f.not) post.push(`other than ${filterText(f.not, 'those cards')}`);
  return [...pre, n, ...post].join(' ');
}

const SKILL_NAME: Record<FilterSkill, string> = {
  evolve: '[Evolve]',
  field: '[Field]',
  awaken: '[Awaken]',
  union: '[Union]',
  overRealm: '[Over Realm]',
  swap: '[Swap]',
};

function rangeText(r: { min?: number; max?: number }, what: string): string {
  if (r.min !== undefined && r.max !== undefined) {
    return r.min === r.max ? `with ${what} ${r.min}` : `with ${what} from ${r.min} to ${r.max}`;
  }
  if (r.max !== undefined) return `with ${what} ${r.max} or less`;
  return `with ${what} ${r.min ?? 0} or more`;
}

const ZONE: Record<TargetZone, string> = {
  battle: 'Battle Cards',
  leader: 'Leader Card',
  field: 'cards in the Leader Area or Battle Area',
  hand: 'hand cards',
  drop: 'Drop Area cards',
  energy: 'energy',
  combo: 'Combo Area cards',
  life: 'life cards',
  deck: 'deck cards',
  under: 'cards under this card',
  warp: 'Warp cards',
};

/** Where a zone's cards are, for a target whose filter names them instead of the zone's noun. */
const WHERE: Record<TargetZone, (whose: string) => string> = {
  battle: () => '',
  leader: (w) => ` in ${w} Leader Area`,
  field: (w) => ` in ${w} Leader Area or Battle Area`,
  hand: (w) => ` in ${w} hand`,
  drop: (w) => ` in ${w} Drop Area`,
  energy: (w) => ` in ${w} Energy Area`,
  combo: (w) => ` in ${w} Combo Area`,
  life: (w) => ` in ${w} Life Area`,
  deck: (w) => ` in ${w} deck`,
  under: () => ' under this card',
  warp: (w) => ` in ${w} Warp`,
};

/**
 * A filter naming a character, special trait or card name replaces the zone's noun ("＜Gotenks＞",
 * not "Drop Area cards"): the zone is then said after it, so the text still tells where the cards
 * are (a Battle Card's area goes without saying).
 */
function zoneOf(t: Target, whose: string): string {
  const f = t.filter;
  // A filter that names its cards replaces the zone's noun: the zone is said after it.
  if (!f || (!f.character && !f.trait && !f.name && !f.any)) return '';
  return WHERE[t.zone ?? 'battle'](t.side === 'both' ? "either player's" : whose);
}

/** The cards a target names, as a noun phrase ("up to 1 of your opponent's Battle Cards ..."). */
export function targetText(t: Target): string {
  // 10-16-1: said after the cards, since [Barrier] would otherwise keep some of them out.
  return t.ignoreBarrier ? `${namedCards(t)} ([Barrier] or not)` : namedCards(t);
}

function namedCards(t: Target): string {
  switch (t.side) {
    case 'self':
      return 'this card';
    case 'subject':
      return 'that card';
    case 'chosen': {
      const those = t.filter ? filterText(t.filter, 'cards') : 'cards';
      if (t.count === undefined) return `those ${those}`;
      return `${t.upTo ? 'up to ' : ''}${t.count} ${t.filter ? filterText(t.filter, t.count === 1 ? 'card' : 'cards') : `of those ${those}`}${t.filter ? ' among them' : ''}`;
    }
    case 'looked':
      // With a filter, only the matching ones among them.
      return t.filter
        ? `each ${filterText(t.filter, 'card')} among the cards looked at`
        : 'the rest of the cards looked at';
    case 'attacker':
      return 'the attacking card';
    case 'guard':
      return 'the attacked card';
  }
  const whose = t.side === 'own' ? 'your' : t.side === 'opp' ? "the opponent's" : 'all';
  const noun = filterText(t.filter, ZONE[t.zone ?? 'battle']) + zoneOf(t, whose);
  const owned = t.side === 'both' ? noun : `${whose} ${noun}`;
  // "All" with "up to": the player picks any number of them (8-5-3-2).
  if (t.all && t.upTo) return `any number of ${owned}`;
  if (t.all) return t.side === 'both' ? `all ${noun}` : `all of ${owned}`;
  // 3-5-1: one Leader Card each.
  if (t.zone === 'leader' && t.side !== 'both' && !t.filter) return `${whose} Leader Card`;
  if (t.totalPower) return `as many of ${owned} as you like, together ${t.totalPower.max} power at most`;
  if (t.totalCost)
    return `as many of ${owned} as you like, together costing ${t.totalCost.max} energy at most`;
  const n: number | string = t.countBy ? `as many (${amountText({ count: t.countBy })})` : (t.count ?? 1);
  const upTo = t.upTo ? 'up to ' : '';
  if (t.keep !== undefined) {
    const where = t.zone === 'hand' ? `${whose === 'your' ? 'your' : 'their'} hand` : owned;
    const picker = t.chooser === 'opp' ? 'the opponent picks' : 'you pick';
    return `cards ${picker} from ${where} until only ${t.keep} remain`;
  }
  if (t.side === 'opp' && t.zone === 'hand') {
    const cards = filterText(t.filter, n === 1 ? 'card' : 'cards');
    // The opponent's hand is face down to the master (3-3-2): without a chooser, taken at random.
    return t.chooser === 'opp'
      ? `${upTo}${n} ${cards} the opponent picks from their hand`
      : `${upTo}${n} random ${cards} from the opponent's hand`;
  }
  if (t.chooser === 'opp') return `${upTo}${n} of ${owned}, which they pick`;
  return `${upTo}${n} of ${owned}`;
}

export function amountText(a: Amount): string {
  if (typeof a !== 'number' && 'perDamage' in a) return `${a.perDamage} for each damage`;
  return typeof a === 'number'
    ? String(a)
    : `the number of ${targetText({ ...a.count, all: true }).replace(/^all of /, '')}`;
}

export function durationText(u: Duration): string {
  switch (u) {
    case 'battle':
      return 'during this battle';
    case 'mainPhase':
      return 'until the Main Phase is over';
    case 'turn':
      return 'until end of turn';
    case 'opponentCharge':
      return "in the opponent's next Charge Phase";
    case 'opponentTurnEnd':
      return "until the opponent's next turn is over";
    case 'ownTurnStart':
      return 'until your next turn begins';
    case 'game':
      return 'for the rest of the game';
  }
}

function rangeOnly(r: { min?: number; max?: number }): string {
  if (r.min !== undefined && r.max !== undefined)
    return r.min === r.max ? `${r.min}` : `${r.min} to ${r.max}`;
  if (r.max !== undefined) return `${r.max} or less`;
  return `${r.min ?? 0} or more`;
}

/**
 * "You have 2 or more ...", "the opponent has no ...", "there are 3 or more ...": a count of cards
 * said from the side of the player they belong to, the number before the noun and the owner once.
 */
export function countText(t: Target, r: { min?: number; max?: number }): string {
  const none = r.max === 0 && (r.min ?? 0) <= 0;
  const amount = none ? 'no' : rangeOnly(r);
  if (t.side === 'own' || t.side === 'opp' || t.side === 'both') {
    const their = t.side === 'opp' ? 'their' : 'your';
    const noun = filterText(t.filter, ZONE[t.zone ?? 'battle']) + zoneOf(t, their);
    if (t.side === 'both') return `there are ${amount} ${noun}`;
    return `${t.side === 'opp' ? 'the opponent has' : 'you have'} ${amount} ${noun}`;
  }
  // The cards an effect took or looked at, or a card of its own: counted among them.
  const what = targetText({ ...t, all: true }).replace(/^all of /, '');
  return `there are ${amount} ${what}`;
}

export function conditionText(c: Condition): string {
  const whose = (s?: 'own' | 'opp'): string => (s === 'opp' ? "the opponent's" : 'your');
  if ('life' in c) return `${c.side === 'opp' ? 'the opponent is' : 'you are'} at ${rangeOnly(c.life)} life`;
  if ('moreLife' in c)
    return c.moreLife === 'own' ? "your life is above the opponent's" : "the opponent's life is above yours";
  if ('count' in c) return countText(c.count, c);
  if ('hand' in c) return `${whose(c.side)} hand holds ${rangeOnly(c.hand)} cards`;
  if ('drop' in c) return `you have ${rangeOnly(c.drop)} ${filterText(c.filter, 'cards')} in your Drop Area`;
  if ('energy' in c) return `${whose(c.side)} energy is ${rangeOnly(c.energy)}`;
  if ('rested' in c) return `${whose(c.side)} cards in Rest Mode number ${rangeOnly(c.rested)}`;
  if ('leader' in c) return `${whose(c.side)} leader ${predicateText(c.leader)}`;
  if ('turn' in c) return c.turn === 'own' ? 'it is your turn' : "it is the opponent's turn";
  if ('battle' in c) {
    const against =
      c.against === undefined ? '' : c.against === 'leader' ? ' a Leader Card' : ' a Battle Card';
    return c.battle === 'attacking' ? `this card is attacking${against}` : 'this card is being attacked';
  }
  if ('under' in c) return `${rangeOnly(c.under)} cards are under this card`;
  if ('subject' in c) return `that card ${predicateText(c.subject)}`;
  if ('self' in c) return `this card ${predicateText(c.self)}`;
  if ('chosen' in c) return `that card ${predicateText(c.chosen)}`;
  if ('paid' in c) return `one of the cards placed for the cost ${predicateText(c.paid)}`;
  if ('not' in c) return `not (${conditionText(c.not)})`;
  if ('all' in c) return list(c.all.map(conditionText), 'and');
  return list(c.any.map(conditionText), 'or');
}

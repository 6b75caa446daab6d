// The words card text is built from (text.ts): which cards, how many, under what condition. Our own
// wording throughout, generated from the effect vocabulary.
import type { Amount, Condition, KeywordName, Target, TriggerEvent } from './vocab.ts';

/**
 * What the words refer to while one ability is worded (set by `abilityText`): "this card" is a
 * spirit, a nexus or a card; the cards an earlier directive took are "chosen" or "discarded".
 */
export const wording: { self: 'spirit' | 'nexus' | 'card'; chosen: 'chosen' | 'discarded' } = {
  self: 'spirit',
  chosen: 'chosen',
};

export const KEYWORD_LABEL: Record<KeywordName, string> = {
  awaken: 'Awaken',
  confront: 'Confront',
  curse: 'Curse',
  immortal: 'Immortal',
  armor: 'Armor',
  luster: 'Luster',
  blessed: 'Blessed',
  ascend: 'Ascend',
  swift: 'Swift',
  gale: 'Gale',
  crush: 'Crush',
  raid: 'Raid',
  atField: 'A.T. Field',
  astral: 'Astral',
  chain: 'Chain',
  link: 'Link',
  feast: 'Feast',
  agile: 'Agile',
  bloodcurse: 'Bloodcurse',
  oracle: 'Oracle',
  trueOracle: 'True Oracle',
};

export function keywordLabel(k: KeywordName): string {
  return KEYWORD_LABEL[k];
}

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export const titled = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const TRIGGER_TEXT: Record<TriggerEvent, string> = {
  summoned: 'When Summoned',
  attacks: "On This Spirit's Attack",
  blocks: "On This Spirit's Block",
  attacksOrBlocks: "On This Spirit's Attack or Block",
  blocked: 'On This Spirit Being Blocked',
  destroyed: 'When Destroyed',
  destroyedByOpponent: 'When Destroyed by the Opponent',
  battleEnd: 'Once the Battle Is Over',
  stepStart: 'As the Step Begins',
  turnEnd: 'As the Turn Ends',
  lifeLost: 'On Losing Life',
  opponentLifeReduced: 'On Taking Life from the Opponent',
  spiritDestroyed: 'When Any Spirit Is Destroyed',
  spiritBlocked: 'When a Spirit You Control Gets Blocked',
  spiritSummoned: 'When Any Spirit Is Summoned',
  opponentDestroysYourSpirit: 'When the Opponent Destroys a Spirit You Control',
  destroysInBattle: 'When This Spirit Destroys the Opposing Spirit in a Battle',
  spiritDestroysInBattle: 'When a Spirit You Control Destroys the Opposing Spirit in a Battle',
  opponentWhenSummoned: 'After the Opponent Resolves the "When Summoned" Effect of a Spirit',
  magicUsed: 'When Any Magic Card Is Used',
  spiritAttacks: 'When a Spirit You Control Attacks',
  links: 'On This Spirit Linking',
  spiritLinked: 'When a Spirit You Control Gets Linked',
  spiritBlocks: 'When a Spirit You Control Blocks',
  battleEnds: 'When a Battle of a Spirit You Control Ends With It Still on the Field',
  exhausted: 'When a Spirit You Control Gets Exhausted',
  refreshed: 'When a Spirit You Control Gets Refreshed',
  returned: 'When a Spirit You Control Goes Back to the Hand or Deck',
  draws: 'When You Draw by an Effect',
  addedToHand: 'When an Effect Puts Cards into Your Hand',
  coresToReserve: 'When Your Reserve Receives Cores',
  coresPlaced: 'When This Spirit Receives Cores',
  lifeGained: 'When Your Life Goes Up',
  voidCoresPlaced: 'When an Effect Places Cores from the Void onto Your Spirit or into Your Reserve',
  discarded: 'When This Card Is Discarded off Your Deck',
  crushDiscards: 'When Your Crush Discards Cards',
  deckDiscarded: 'When an Effect Discards Cards off Your Deck',
  handDiscarded: 'When You Discard Cards from Your Hand',
  winsComparison: 'When a Spirit You Control Has More BP as Battling Spirits Compare BP',
};

/** The keys of a target that say how many and whose, not which cards match. */
export const SELECTION_KEYS = new Set(['side', 'what', 'zone', 'count', 'upTo', 'all', 'chooser']);

/** "1 opposing spirit with at most 3000 BP", "all spirits you control", "this spirit"... */
export function targetText(t: Target, withCount = true): string {
  if (t.anyOf) {
    // "1 LEAF KINDRED spirit you control or 1 nexus you control with a cost of at most 3".
    const { anyOf, ...rest } = t;
    const alts = anyOf.map((alt) => targetText({ ...rest, ...alt, side: t.side, count: 1 }, withCount));
    return `${t.upTo ? 'up to ' : ''}${alts.join(' or ')}`;
  }
  if (t.side === 'self' && t.zone === 'trash') return 'this card from your trash';
  if (t.side === 'self') {
    const me = t.what === 'nexus' || wording.self === 'nexus' ? 'this nexus' : `this ${wording.self}`;
    // "This spirit, if it has a soul core": a filter on the card itself is a condition, said.
    const filter = Object.keys(t).filter((k) => !SELECTION_KEYS.has(k));
    if (filter.length === 0) return me;
    const cond = conditionText({ self: { ...t, side: 'any', what: undefined } }).replace(
      /^this card /,
      'it ',
    );
    return `${me} (if ${cond})`;
  }
  if (t.side === 'subject') return 'that card';
  if (t.side === 'chosen' && t.count !== undefined && withCount) {
    const filter = targetText({ ...t, side: 'any', all: true, count: undefined }, false).replace(/^all /, '');
    return `${t.upTo ? 'up to ' : ''}${t.count === 1 ? 'one' : t.count} of the ${wording.chosen} cards (${filter})`;
  }
  if (t.side === 'chosen') {
    // Only those of the chosen cards that match: "the chosen cards that are spirit cards".
    // On the field a card type only repeats what was chosen; among discarded cards it sorts them.
    const plain = new Set(['side', 'zone', 'count', 'upTo', 'exhausted', 'all', 'what']);
    const filtered =
      Object.keys(t).some((k) => !plain.has(k)) ||
      (t.what !== undefined && t.what !== 'card' && (t.zone ?? 'field') !== 'field');
    const kind = filtered
      ? targetText({ ...t, side: 'any', all: true, exhausted: undefined }).replace(/^all /, '')
      : '';
    const which = [t.exhausted === undefined ? '' : t.exhausted ? 'exhausted' : 'refreshed', kind]
      .filter((x) => x !== '')
      .join(' ')
      .replace(/ in your (trash|hand)/, '');
    return which === '' ? `the ${wording.chosen} card(s)` : `the ${wording.chosen} card(s) that are ${which}`;
  }
  const noun =
    t.what === 'nexus'
      ? 'nexus'
      : t.what === 'spiritOrNexus'
        ? 'spirit or nexus'
        : t.what === 'spiritOrMagic'
          ? 'spirit or magic card'
          : t.what === 'card'
            ? 'card'
            : t.what === 'magic'
              ? 'magic card'
              : (t.zone ?? 'field') === 'field'
                ? 'spirit'
                : 'spirit card';
  let nouns =
    noun === 'nexus'
      ? 'nexuses'
      : noun === 'spirit or nexus'
        ? 'spirits or nexuses'
        : noun === 'spirit or magic card'
          ? 'spirits or magic cards'
          : `${noun}s`;
  const adjectives: string[] = [];
  if (t.exhausted === true) adjectives.push('exhausted');
  if (t.exhausted === false) adjectives.push('refreshed');
  if (t.color) adjectives.push(t.color);
  if (t.notColor) adjectives.push(`non-${t.notColor}`);
  if (t.spiritType) adjectives.push(t.spiritType);
  if (t.spiritTypes) adjectives.push(t.spiritTypes.join('/'));
  if (t.battle === 'attacking') adjectives.push('attacking');
  if (t.battle === 'blocking') adjectives.push('blocking');
  if (t.battle === 'either') adjectives.push('battling');
  if (t.battle === 'none') adjectives.push('non-battling');
  if (t.linked !== undefined) adjectives.push(t.linked ? 'linked' : 'unlinked');
  if (t.token === true) adjectives.push('token');
  if (t.token === false) adjectives.push('non-token');
  const quals: string[] = [];
  if (t.maxBp !== undefined) quals.push(`at most ${t.maxBp} BP`);
  if (t.minBp !== undefined) quals.push(`at least ${t.minBp} BP`);
  if (t.maxCost !== undefined && t.minCost !== undefined)
    quals.push(`a cost of ${rangeText(t.minCost, t.maxCost)}`);
  else {
    if (t.maxCost !== undefined) quals.push(`a cost of at most ${t.maxCost}`);
    if (t.minCost !== undefined) quals.push(`a cost of at least ${t.minCost}`);
  }
  if (t.minColors !== undefined && t.minColors === t.maxColors)
    quals.push(t.minColors === 1 ? 'only one color' : `exactly ${t.minColors} colors`);
  else {
    if (t.minColors !== undefined) quals.push(`at least ${t.minColors} colors`);
    if (t.maxColors !== undefined) quals.push(`at most ${t.maxColors} colors`);
  }
  if (t.symbolCount !== undefined) quals.push(plural(t.symbolCount, 'symbol'));
  if (t.soulCore === true) quals.push('a soul core');
  if (t.soulCore === false) quals.push('no soul core');
  if (t.minCores !== undefined && t.minCores === t.maxCores)
    quals.push(`exactly ${plural(t.minCores, 'core')}`);
  else {
    if (t.minCores !== undefined) quals.push(`at least ${plural(t.minCores, 'core')}`);
    if (t.maxCores !== undefined) quals.push(`at most ${plural(t.maxCores, 'core')}`);
  }
  if (t.keyword) quals.push(`【${KEYWORD_LABEL[t.keyword]}】`);
  if (t.keywords) quals.push(t.keywords.map((k) => `【${KEYWORD_LABEL[k]}】`).join(' or '));
  if (t.minLevel !== undefined && t.maxLevel !== undefined)
    quals.push(rangeText(t.minLevel, t.maxLevel, 'LV'));
  else {
    if (t.minLevel !== undefined) quals.push(`a level of at least ${t.minLevel}`);
    if (t.maxLevel !== undefined) quals.push(`a level of at most ${t.maxLevel}`);
  }
  if (t.name !== undefined) quals.push(`a name containing "${t.name}"`);
  if (t.notName !== undefined) quals.push(`a name other than "${t.notName}"`);
  for (const b of t.than ?? []) {
    const op = {
      lt: 'less than',
      le: 'equal to or less than',
      eq: 'equal to',
      ge: 'equal to or more than',
      gt: 'more than',
    }[b.op];
    quals.push(`${b.what === 'bp' ? 'BP' : 'a cost'} ${op} ${amountText(b.amount)}`);
  }
  if (t.costOfOwnSpirit) quals.push('a cost equal to that of a spirit you control');
  if (t.most) quals.push(`the highest ${t.most === 'bp' ? 'BP' : 'cost'} among them`);
  if (t.least) quals.push(`the lowest ${t.least === 'bp' ? 'BP' : 'cost'} among them`);
  if (t.costIn) quals.push(`a cost of ${t.costIn.join(' or ')}`);
  if (t.total) quals.push(`a total ${t.total.what === 'bp' ? 'BP' : 'cost'} of at most ${t.total.max}`);
  if (t.hasTrigger !== undefined)
    quals.push(
      `${/^[AEIOU]/.test(TRIGGER_TEXT[t.hasTrigger]) ? 'an' : 'a'} "${TRIGGER_TEXT[t.hasTrigger]}" effect`,
    );
  if (t.notHasTrigger !== undefined) quals.push(`no "${TRIGGER_TEXT[t.notHasTrigger]}" effect`);
  if (t.sharesTypeWith === 'chosen') quals.push('a spirit type in common with the chosen card(s)');
  if (t.noAbilities) quals.push('no effects');
  if (t.noAbilities === false) quals.push('effects');
  if (t.notSpiritType !== undefined) quals.push(`no ${t.notSpiritType} type`);
  if (t.notKeyword !== undefined) quals.push(`no 【${KEYWORD_LABEL[t.notKeyword]}】`);
  // Whose: "opposing" cards, or cards "you control" on the field; elsewhere the area says it.
  const field = (t.zone ?? 'field') === 'field';
  const owner = t.side === 'opponent' ? 'opposing ' : '';
  const where =
    t.zone === 'trash'
      ? t.side === 'opponent'
        ? " in your opponent's trash"
        : ' in your trash'
      : t.zone === 'hand'
        ? ' in your hand'
        : field && t.side === 'own'
          ? // A magic card on the field is being used, not controlled there.
            t.what === 'magic' || t.what === 'spiritOrMagic'
            ? ' of yours'
            : ' you control'
          : '';
  // "Red spirits or red magic cards": an adjective goes with each noun of a pair, not the first only.
  const adjOf = adjectives.length ? `${adjectives.join(' ')} ` : '';
  const adj = nouns.includes(' or ') ? '' : adjOf;
  if (adjOf && !adj)
    nouns = nouns
      .split(' or ')
      .map((x) => adjOf + x)
      .join(' or ');
  const qual = quals.length ? ` with ${quals.join(' and ')}` : '';
  const other = t.other ? 'other ' : '';
  if (t.all) return `all ${owner}${other}${adj}${nouns}${where}${qual}`;
  const n = t.count ?? 1;
  if (!withCount) {
    const one = `${owner}${other}${adj}${noun}${where}${qual}`;
    return `${/^[aeiou]/i.test(one) ? 'an ' : 'a '}${one}`;
  }
  // "As many white spirits you control as the number of nexuses": the cards first, then their number.
  if (t.countBy !== undefined)
    return `${t.upTo ? 'up to ' : ''}as many ${owner}${other}${adj}${nouns}${where}${qual} as ${amountText(t.countBy)}`;
  const head = t.total ? 'any number of' : `${t.upTo ? 'up to ' : ''}${n}`;
  return `${head} ${owner}${other}${adj}${n === 1 && !t.total ? noun : nouns}${where}${qual}`;
}

/** "7", "3 or 4", "4 to 10" (with a prefix: "LV2 or LV3"). */
export function rangeText(min: number, max: number, prefix = ''): string {
  if (min === max) return `${prefix}${min}`;
  return `${prefix}${min} ${max - min === 1 ? 'or' : 'to'} ${prefix}${max}`;
}

/** Cards outside the field, without saying where: "spirit cards with 【Link】", "a magic card". */
export function cardsOf(t: Target, withCount = true): string {
  return targetText({ ...t, side: 'any', zone: 'hand' }, withCount).replace(' in your hand', '');
}

/** "each opposing spirit", "each other spirit", "each of 2 nexuses you control". */
export function eachOf(t: Target): string {
  if (!t.all) return `each of ${targetText(t)}`;
  return targetText({ ...t, all: undefined, count: 1 }, false).replace(/^an? /, 'each ');
}

/** One card or several: "gains" or "gain", "it" or "them". */
export function verbFor(t: Target, one: string, many: string): string {
  const several = t.all || t.total !== undefined || t.countBy !== undefined || (t.count ?? 1) > 1;
  return several && t.side !== 'self' ? many : one;
}

export const untilText = (u: 'turn' | 'battle'): string =>
  u === 'turn' ? 'until the turn ends' : 'until the battle ends';

export function conditionText(c: Condition): string {
  if ('turn' in c) return c.turn === 'yours' ? 'it is your turn' : "it is the opponent's turn";
  if ('step' in c) return `it is the ${c.step} step`;
  if ('burstSet' in c) {
    const who = c.whose === 'opponent' ? 'the opponent has' : 'you have';
    return `${who} ${c.burstSet ? 'a' : 'no'} burst set`;
  }
  if ('sameCost' in c)
    return `${{ own: 'you control', opponent: 'your opponent controls' }[c.sameCost.side as 'own'] ?? 'there are'} ${targetText({ ...c.sameCost, side: 'any', all: true }).replace(/^all /, '')}, all of the same cost`;
  if ('soulCoreIn' in c)
    return `your soul core is ${c.soulCoreIn === 'field' ? 'on the field' : c.soulCoreIn === 'void' ? 'in the void' : `in your ${c.soulCoreIn}`}`;
  if ('not' in c) {
    const inner = c.not;
    if ('count' in inner && inner.atLeast !== undefined && inner.atMost === undefined && inner.atLeast <= 1)
      return conditionText({ count: inner.count, atMost: 0 });
    if ('self' in inner || 'subject' in inner)
      return conditionText(inner).replace(/^(this|that) card (is|has) /, (m, w: string, v: string) =>
        v === 'is' ? `${w} card is not ` : `${w} card does not have `,
      );
    if ('soulPaid' in inner) return conditionText(inner).replace(/ was used /, ' was not used ');
    if ('soulCoreIn' in inner || 'burstSet' in inner || 'step' in inner)
      return conditionText(inner).replace(/ (is|have) /, (m, v: string) =>
        v === 'is' ? ' is not ' : ' do not have ',
      );
    return `it is not so that ${conditionText(inner)}`;
  }
  if ('soulPaid' in c)
    return `the soul core was used to pay ${c.soulPaid === 'self' ? "this card's" : "that card's"} cost`;
  if ('compare' in c) {
    const op = { gt: 'is more than', ge: 'is at least', lt: 'is less than', le: 'is at most', eq: 'equals' }[
      c.op
    ];
    const plus = c.plus ? ` plus ${c.plus}` : '';
    return `${amountText(c.compare[0])} ${op} ${amountText(c.compare[1])}${plus}`;
  }
  if ('all' in c) return c.all.map(conditionText).join(' and ');
  if ('any' in c) return c.any.map(conditionText).join(' or ');
  // The selection made earlier in the effect: "if you did" / "if it is gone".
  const chosen =
    'count' in c
      ? c.count
      : 'amount' in c && typeof c.amount === 'object' && 'count' in c.amount
        ? c.amount.count
        : null;
  if (chosen && chosen.side === 'chosen') {
    const { atLeast, atMost } = c as { atLeast?: number; atMost?: number };
    const none = atMost !== undefined && atMost <= 0;
    const some = (atLeast ?? 0) >= 1 && atMost === undefined;
    const filter = targetText({ ...chosen, side: 'any', all: true }).replace(/^all /, '');
    // Still on the field at all: "if you did", "if it is gone".
    if (/^spirits?$/.test(filter)) {
      if (none) return `the ${wording.chosen} card is no longer there`;
      if (some) return `a ${wording.chosen} card is still there`;
    }
    // Which of them match: "if a discarded card is a spirit card in your trash".
    const field = (chosen.zone ?? 'field') === 'field';
    const one = targetText({ ...chosen, side: 'any', count: 1 }, false).replace(/^a card (?=in )/, '');
    const what = `${wording.chosen} card${field ? ' on the field' : ''} is ${one}`;
    if (none) return `no ${what}`;
    if (some) return `a ${what}`;
  }
  if ('amount' in c) {
    const what = amountText(c.amount);
    if (c.atLeast !== undefined && c.atMost !== undefined) return `${what} is ${c.atLeast} to ${c.atMost}`;
    if (c.atLeast !== undefined) return `${what} is ${c.atLeast} or more`;
    // Amounts are never below 0: "at most 0" is "0".
    return (c.atMost ?? 0) <= 0 ? `${what} is 0` : `${what} is ${c.atMost} or less`;
  }
  if ('count' in c) {
    const what = targetText({ ...c.count, side: 'any', all: true }).replace(/^all /, '');
    const side = c.count.side;
    const has = side === 'own' ? 'you have' : side === 'opponent' ? 'your opponent has' : 'there are';
    const { atLeast, atMost } = c;
    if (atLeast !== undefined && atMost !== undefined) return `${has} ${atLeast} to ${atMost} ${what}`;
    if (atLeast !== undefined) return `${has} ${atLeast <= 1 ? 'any' : `at least ${atLeast}`} ${what}`;
    return `${has} ${(atMost ?? 0) === 0 ? 'no' : `at most ${atMost ?? 0}`} ${what}`;
  }
  const t = 'self' in c ? c.self : c.subject;
  const who = 'self' in c ? 'this card' : 'that card';
  const what = targetText({ ...t, side: 'any', count: 1 }, false).replace(/^an? /, '');
  // Only its state ("exhausted", "with a soul core on it"): say it of the card itself.
  const state = t.what === undefined ? /^(.*?)\s*spirit(?: with (.*))?$/.exec(what) : null;
  if (state) {
    const parts = [state[1] ? `is ${state[1]}` : '', state[2] ? `has ${state[2]}` : ''].filter(Boolean);
    if (parts.length > 0) return `${who} ${parts.join(' and ')}`;
  }
  return `${who} is ${/^(spirit|nexus|card)/.test(what) ? 'a ' : ''}${what}`;
}

/** "2", "the number of your red spirits", "this card's level"... */
export function amountText(a: Amount): string {
  if (typeof a === 'number') return String(a);
  if (a === 'X') return 'X';
  if ('player' in a) {
    // Whose is said in every reading: "the number of your spirits destroyed this turn", not "your number".
    const mine = a.player === 'own';
    const your = mine ? 'your' : "your opponent's";
    const you = mine ? 'you' : 'your opponent';
    const what = {
      life: `${your} life`,
      hand: `the number of cards in ${your} hand`,
      trash: `the number of cards in ${your} trash`,
      reserve: `the number of cores in ${your} reserve`,
      deck: `the number of cards in ${your} deck`,
      effectDraws: `the number of cards ${you} drew by effects this turn`,
      destroyedThisTurn: `the number of ${your} spirits destroyed this turn`,
      attacksThisTurn: `the number of attacks ${you} declared this turn`,
      lifeLostThisTurn: `the life ${you} lost this turn`,
      lifeAtTurnStart: `${your} life at the start of this turn`,
      trashCores: `the number of cores in ${your} trash`,
      fieldCores: `the number of cores on ${your} field`,
      magicThisTurn: `the number of magic cards ${you} used this turn`,
    }[a.what];
    return a.shortOf === undefined ? what : `how far ${what} is below ${a.shortOf}`;
  }
  if ('count' in a && a.count.side === 'chosen') {
    // "The number of discarded spirit cards": the cards the effect took, sorted by the filter.
    const kind =
      (a.count.zone ?? 'field') === 'field'
        ? targetText({ ...a.count, side: 'any', all: true })
        : cardsOf({ ...a.count, all: true });
    return `the number of ${wording.chosen} ${kind.replace(/^all /, '')}`;
  }
  if ('count' in a) {
    // Both players' cards on the field: said, so that "nexuses" is not read as yours only.
    const both = a.count.side === 'any' && (a.count.zone ?? 'field') === 'field' ? ' on the field' : '';
    return `the number of ${targetText({ ...a.count, all: true }).replace(/^all /, '')}${both}`;
  }
  if ('eventCards' in a)
    return `the number of discarded ${cardsOf({ ...a.eventCards, what: a.eventCards.what ?? 'card', all: true }).replace(/^all /, '')}`;
  if ('highest' in a)
    return `the highest ${a.highest === 'bp' ? 'BP' : 'cost'} among ${targetText({ ...a.among, all: true }).replace(/^all /, '')}`;
  if ('symbolsOf' in a)
    return `the number of ${a.color ? `${a.color} ` : ''}symbols on ${a.symbolsOf === 'own' ? 'your' : "your opponent's"} field`;
  if ('discardedByThis' in a)
    return `the number of cards discarded from ${{ any: 'hands', own: 'your hand', opponent: "your opponent's hand" }[a.discardedByThis]} by this effect`;
  if ('destroyedByThis' in a)
    return `the number of ${{ any: '', own: 'your ', opponent: 'opposing ' }[a.destroyedByThis]}${a.what === 'nexus' ? 'nexuses' : 'spirits'} this effect has destroyed`;
  const whose =
    a.of === 'self' ? "this card's" : a.of === 'chosen' ? `the ${wording.chosen} card's` : "that card's";
  if ('keywordValue' in a) return `the number of ${whose} 【${KEYWORD_LABEL[a.keywordValue]}】`;
  return `${whose} ${a.what === 'bp' ? 'BP' : a.what}`;
}

/** "Per nexus you control", "per discarded spirit card", "per core on it". */
export function perText(a: Amount): string {
  if (typeof a === 'object' && 'count' in a && a.count.side !== 'chosen') {
    const one = targetText({ ...a.count, count: 1 }, false);
    const both = a.count.side === 'any' && (a.count.zone ?? 'field') === 'field' ? ' on the field' : '';
    return `per ${one.replace(/^an? /, '')}${both}`;
  }
  if (typeof a === 'object' && 'eventCards' in a)
    return `per discarded ${cardsOf({ ...a.eventCards, what: a.eventCards.what ?? 'card', count: 1 }, false).replace(/^an? /, '')}`;
  if (typeof a === 'object' && 'of' in a && 'what' in a && a.what === 'cores')
    return `per core on ${a.of === 'self' ? `this ${wording.self}` : a.of === 'chosen' ? `the ${wording.chosen} card` : 'it'}`;
  return `times ${amountText(a)}`;
}

export function cardsText(n: Amount): string {
  if (n === 'X') return 'X cards';
  return typeof n === 'number' ? plural(n, 'card') : `cards equal to ${amountText(n)}`;
}

export function coresText(n: Amount): string {
  if (n === 'X') return 'X cores';
  return typeof n === 'number' ? plural(n, 'core') : `cores equal to ${amountText(n)}`;
}

/** "no symbols", "two Red symbols", "Red, Purple/Blue symbols". */
export function symbolsText(symbols: readonly (readonly string[])[]): string {
  if (symbols.length === 0) return 'no symbols';
  const names = symbols.map((x) => x.map(titled).join('/'));
  const word = symbols.length === 1 ? 'symbol' : 'symbols';
  if (names.every((x) => x === names[0]))
    return `${['one', 'two', 'three', 'four'][names.length - 1] ?? names.length} ${names[0]} ${word}`;
  return `${names.join(', ')} ${word}`;
}

// Player-facing card text, generated from the effect vocabulary. Our own wording throughout:
// what the engine does and what the table shows come from the same definition.
import type { SagaCard } from './cards.ts';
import { VERBS } from './verbs/index.ts';
import type {
  Condition,
  Ability,
  Continuous,
  Cost,
  Directive,
  KeywordSpec,
  Period,
  Target,
  TempContinuous,
  TriggerQualifiers,
} from './vocab.ts';
import {
  amountText,
  cap,
  cardsOf,
  conditionText,
  eachOf,
  KEYWORD_LABEL,
  keywordLabel,
  perText,
  plural,
  targetText,
  titled,
  symbolsText,
  TRIGGER_TEXT,
  wording,
} from './text-words.ts';

export { amountText, keywordLabel, targetText };

/** 【Crush: +1】, 【Armor: Red/Purple】, 【Immortal: Costs 4 or more】... */
export function keywordText(k: KeywordSpec): string {
  const label = KEYWORD_LABEL[k.keyword];
  const parts: string[] = [];
  if (k.keyword === 'crush' && k.value) parts.push(`+${k.value}`);
  else if (k.value !== undefined && k.keyword !== 'crush') parts.push(String(k.value));
  if (k.colors?.length) parts.push(k.colors.map(titled).join('/'));
  if (k.cond) parts.push(cap(targetText({ ...k.cond, count: 1 }, false)));
  return parts.length ? `【${label}: ${parts.join(', ')}】` : `【${label}】`;
}

const PERIOD_TEXT: Record<Period, string> = {
  yourTurn: 'On Your Turn',
  opponentTurn: "On the Opponent's Turn",
  yourMainStep: 'In Your Main Step',
  opponentMainStep: "In the Opponent's Main Step",
  eitherMainStep: 'In Any Main Step',
  yourAttackStep: 'In Your Attack Step',
  opponentAttackStep: "In the Opponent's Attack Step",
  eitherAttackStep: 'In Any Attack Step',
  whileAttacking: 'As Long as It Is Attacking',
  whileBlocking: 'As Long as It Is Blocking',
  whileAttackingOrBlocking: 'As Long as It Is Attacking or Blocking',
  whileLinked: 'As Long as It Is Linked',
  opponentEndStep: "In the Opponent's End Step",
};

export function periodText(p: Period): string {
  return PERIOD_TEXT[p];
}

const BY_TEXT = { you: 'by Your Effect', opponent: 'by an Opposing Effect' } as const;

/** "in Battle", "by Your Opponent", "by a cost 7 or more spirit or magic card"... */
function destroyQualText(w: TriggerQualifiers): string {
  const parts: string[] = [];
  if (w.cause === 'battle') parts.push('in Battle');
  if (w.cause === 'effect') parts.push('by an Effect');
  if (w.cause === 'noCores') parts.push('by an Effect Leaving It No Cores');
  if (w.by === 'you') parts.push('by You');
  if (w.by === 'opponent') parts.push('by the Opponent');
  if (w.firstEachTurn) parts.push('for the First Time This Turn');
  if (w.source)
    parts.push(
      w.source.side === 'self'
        ? 'by This Spirit'
        : `by ${targetText({ what: 'spiritOrMagic', ...w.source, count: 1 }, false)}`,
    );
  return parts.length ? ` ${parts.join(' ')}` : '';
}

type Watch = Pick<Extract<Ability, { kind: 'trigger' }>, 'on' | 'filter' | 'step' | 'yours'> &
  TriggerQualifiers;

export function triggerText(a: Watch, type: SagaCard['type']): string {
  const one0 = (f: Target | undefined, dflt: Target): string =>
    f?.side === 'chosen' ? 'the chosen card' : targetText({ ...(f ?? dflt), count: 1 }, false);
  const byEffect = a.by ? ` ${BY_TEXT[a.by]}` : '';
  switch (a.on) {
    case 'exhausted':
    case 'refreshed':
      return `When ${one0(a.filter, { side: 'own' })} Gets ${a.on === 'exhausted' ? 'Exhausted' : 'Refreshed'}${byEffect}`;
    case 'returned':
      return `When ${one0(a.filter, { side: 'own' })} Goes Back to ${a.returnedTo === 'hand' ? 'the Hand' : a.returnedTo === 'deck' ? 'the Deck' : 'the Hand or Deck'}`;
    case 'spiritBlocks':
      return `When ${one0(a.filter, { side: 'own' })} Blocks`;
    case 'winsComparison':
      return a.filter?.side === 'self'
        ? 'When This Spirit Has More BP as Battling Spirits Compare BP'
        : `When ${one0(a.filter, { side: 'own' })} Has More BP as Battling Spirits Compare BP`;
    case 'battleEnds':
      return `When a Battle of ${one0(a.filter, { side: 'own' })} Ends With It Still on the Field`;
    case 'voidCoresPlaced':
      return `When ${a.by === 'you' ? 'Your' : a.by === 'opponent' ? 'an Opposing' : 'an'} Effect Places Cores from the Void onto ${a.who === 'opponent' ? "an Opposing Spirit or Your Opponent's Reserve" : 'Your Spirit or Reserve'}`;
    case 'draws':
      return `When ${a.who === 'opponent' ? 'Your Opponent Draws' : 'You Draw'}${byEffect || ' by an Effect'}${a.outsideDrawStep ? ' Outside Their Draw Step' : ''}`;
    case 'addedToHand':
      return `When ${a.by === 'you' ? 'Your' : a.by === 'opponent' ? 'an Opposing' : 'an'} Effect Puts Cards into ${a.who === 'opponent' ? "the Opponent's" : 'Your'} Hand`;
    case 'discarded':
      return `${TRIGGER_TEXT.discarded}${byEffect}`;
    case 'deckDiscarded': {
      const what = discardedCardsText(a.cards);
      return `When ${a.by === 'you' ? 'Your' : a.by === 'opponent' ? 'an Opposing' : 'an'} Effect Discards ${what} off ${a.who === 'opponent' ? "the Opponent's" : 'Your'} Deck`;
    }
    case 'handDiscarded': {
      const what = discardedCardsText(a.cards);
      return a.who === 'opponent'
        ? `When Your Opponent Discards ${what} from Their Hand`
        : `When You Discard ${what} from Your Hand`;
    }
    case 'coresToReserve':
      return `When ${a.who === 'opponent' ? "the Opponent's" : 'Your'} Reserve Receives Cores`;
    case 'lifeGained':
      return `When ${a.who === 'opponent' ? "the Opponent's" : 'Your'} Life Goes Up`;
    case 'lifeLost':
      if (a.filter) return `On Losing Life to the Attack of ${one0(a.filter, { side: 'opponent' })}`;
      if (a.by) return `On Losing Life ${a.by === 'opponent' ? 'to the Opponent' : 'to Yourself'}`;
      break;
    case 'crushDiscards': {
      const whose = !a.filter
        ? 'Your'
        : a.filter.side === 'self'
          ? "This Spirit's"
          : `${one0(a.filter, { side: 'own' })}'s`;
      const what = discardedCardsText(a.cards);
      return `When ${whose} Crush Discards ${what}`;
    }
    case 'coresPlaced': {
      const how = a.noEffect ? ' Other Than by an Effect' : '';
      return a.filter
        ? `When ${one0(a.filter, { side: 'self' })} Receives Cores${how}`
        : `${TRIGGER_TEXT.coresPlaced}${how}`;
    }
    case 'spiritDestroyed':
      return `When ${one0(a.filter, { side: 'own' })} Gets Destroyed${destroyQualText(a)}`;
    case 'spiritAttacks':
      if (a.filter?.side === 'chosen') return "On the Chosen Spirit's Attack";
      break;
    case 'attacksOrBlocks':
      if (a.filter?.side === 'chosen') return "On the Chosen Spirit's Attack or Block";
      break;
    default:
      break;
  }
  if (a.on === 'summoned' && type === 'nexus') return 'When Placed';
  if (a.on === 'summoned' && a.fromHand) return 'When Summoned out of Your Hand';
  if (a.on === 'summoned' && a.fromTrash) return 'When Summoned out of Your Trash';
  if (a.on === 'summoned' && a.ascendWith)
    return `When Summoned by 【Ascend】 Using ${targetText({ ...a.ascendWith, side: 'any', count: 1 }, false)}`;
  if (a.on === 'stepStart' && a.step) {
    const whose = a.yours === undefined ? 'Any' : a.yours ? 'Your' : "the Opponent's";
    return `As ${whose} ${titled(a.step)} Step Begins`;
  }
  if (a.on === 'turnEnd')
    return a.yours === false
      ? "As the Opponent's Turn Ends"
      : a.yours
        ? 'As Your Turn Ends'
        : 'As Any Turn Ends';
  if (a.on === 'spiritBlocked' || a.on === 'spiritSummoned') {
    const verb =
      a.on === 'spiritBlocked'
        ? 'Blocked'
        : a.filter?.what === 'nexus'
          ? 'Placed'
          : `Summoned${a.swift ? ' with 【Swift】' : ''}`;
    return `When ${targetText({ ...(a.filter ?? { side: 'own' }), count: 1 }, false)} Gets ${verb}`;
  }
  const one = (f: Target | undefined, dflt: Target): string =>
    targetText({ ...(f ?? dflt), count: 1 }, false);
  if (a.on === 'spiritAttacks' && a.filter) return `When ${one(a.filter, { side: 'own' })} Attacks`;
  if (a.on === 'opponentLifeReduced' && a.filter)
    return `When ${one(a.filter, { side: 'own' })} Takes Life from the Opponent`;
  if (a.on === 'spiritDestroysInBattle' && a.survives)
    return `When ${one(a.filter, { side: 'own' })} Destroys Only the Opposing Spirit in a Battle`;
  if (a.on === 'spiritDestroysInBattle' && a.filter)
    return `When ${one(a.filter, { side: 'own' })} Destroys the Opposing Spirit in a Battle`;
  if (a.on === 'magicUsed' && a.filter)
    return `When ${one(a.filter, { side: 'own', what: 'magic' })} Is Used${a.fromHand ? ' from the Hand' : ''}`;
  return TRIGGER_TEXT[a.on];
}

/**
 * The directives of a block in order, one text each (see `directiveText`). `nested`: inside a
 * condition's block, where a later condition is read once the steps before it are done ("now").
 */
export function directivePieces(list: readonly Directive[], nested = false): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const d = list[i]!;
    const next = list[i + 1];
    if (d.do === 'if') {
      out.push(ifText(d, nested && list.slice(0, i).some((x) => x.do !== 'if')));
      // "If A: ... If not A: ..." reads "Otherwise", not as two conditions that seem to clash.
      if (next?.do === 'if' && opposite(d.cond, next.cond)) {
        out.push(`Otherwise: ${blockText(next.then)}`);
        i++;
      }
    } else out.push(directiveText(d));
    // After a discard from the deck, the chosen cards are the discarded ones (effects.ts).
    if (d.do === 'discard' && d.from !== 'hand' && !d.keepChosen) wording.chosen = 'discarded';
    else if (d.do === 'select' || ('target' in d && !['chosen', 'self', 'subject'].includes(d.target.side)))
      wording.chosen = 'chosen';
  }
  return out;
}

const opposite = (a: Condition, b: Condition): boolean =>
  ('not' in a && JSON.stringify(a.not) === JSON.stringify(b)) ||
  ('not' in b && JSON.stringify(b.not) === JSON.stringify(a));

/** Brackets show where a block with several steps, or another condition, ends. */
function blockText(then: readonly Directive[]): string {
  const inner = directivePieces(then, true).join(' ');
  return then.length > 1 || then.some((x) => x.do === 'if') ? `(${inner})` : inner;
}

/** `now`: the condition is read after earlier steps of the same block. */
export function ifText(d: Extract<Directive, { do: 'if' }>, now: boolean): string {
  const cond = conditionText(d.cond);
  const read = now ? cond.replace(/ (is|are|has|have) /, (m, v: string) => ` ${v} now `) : cond;
  return `If ${read === cond && now ? `now ${cond}` : read}: ${blockText(d.then)}`;
}

/** A directive's text: its verb's (verbs/). */
export function directiveText(d: Directive): string {
  return VERBS.text(d);
}

/** Several cards each given (or giving) the same cores: "each of your opponent's spirits". */
export function severalFrom(t: Target): string {
  const several = t.all || t.total !== undefined || t.countBy !== undefined || (t.count ?? 1) > 1;
  return several &&
    t.side !== 'self' &&
    t.side !== 'chosen' &&
    t.countBy === undefined &&
    t.total === undefined
    ? `${eachOf(t)}${t.chooser === 'opponent' ? ' (your opponent selects)' : ''}`
    : pickText(t);
}

/** "Select one of ..." for choices, plain for "all" and "this spirit". */
export function pickText(t: Target): string {
  if (t.side === 'self' || t.all) return targetText(t);
  return `${targetText(t)}${t.chooser === 'opponent' ? ' (your opponent selects)' : ''}`;
}

export function costText(c: Cost): string {
  switch (c.pay) {
    case 'soulCore':
      return c.to === 'void' ? 'place your soul core into the void' : 'pay your soul core';
    case 'soulCoreOfSelf':
      return 'pay the soul core on this spirit';
    case 'cores':
      return `${c.n === 'X' ? 'pay X cores' : `pay ${plural(c.n, 'core')}`}${c.from === 'reserve' ? ' from your reserve' : ''}`;
    case 'exhaustSelf':
      return 'exhaust this card';
    case 'discard':
      return c.filter
        ? `discard ${cardsOf({ ...c.filter, count: c.n })} from your hand`
        : `discard ${plural(c.n, 'card')}`;
    case 'destroy':
      return `destroy ${targetText({ ...c.target, side: 'own', count: 1 }, false)}`;
    case 'destroySelf':
      return 'destroy this card';
    case 'exhaust':
      return `exhaust ${targetText({ ...c.target, side: 'own', count: 1 }, false)}`;
    case 'coresFromSelf':
      return `move ${plural(c.n, 'core')} from this card to ${c.to === 'void' ? 'the void' : 'your trash'}`;
  }
}

/** A rule given for a while: "cannot be blocked by ...", "can block while exhausted"... */
/** Discarded cards in a trigger's name: "a spirit card" (cards, not spirits on the field), or "Cards". */
function discardedCardsText(cards: Target | undefined): string {
  if (!cards) return 'Cards';
  const one = targetText(
    { ...cards, side: 'any', zone: undefined, what: cards.what ?? 'card', count: 1 },
    false,
  );
  return `${one}${cards.what && cards.what !== 'card' ? ' card' : ''}`;
}

export function tempText(x: TempContinuous): string {
  if ('gained' in x) return 'gains a triggered effect';
  if ('negated' in x) return 'one of its effects is negated';
  if ('grandforce' in x) return `【Grandforce】: is also a spirit with ${x.grandforce} BP`;
  const body = continuousText({ ...x, to: { side: 'self' } } as Continuous);
  return body.replace(/^This (spirit|card|nexus):? /, '').replace(/\.$/, '');
}

/** A rule for players for a while, in the words of a constant effect. */
export function ruleText(x: Continuous): string {
  return continuousText(x);
}

export function continuousText(x: Continuous): string {
  if ('coreStepGain' in x) return `In your core step, gain ${plural(x.coreStepGain, 'core')} instead of one.`;
  if ('drawCost' in x)
    return `Each player drawing outside their draw step pays ${plural(x.drawCost, 'core')} for each card drawn, and draws only the cards paid for.`;
  if ('galeChooser' in x) return 'You select the spirits your 【Gale】 effects exhaust.';
  if ('noDrawBy' in x) return 'Neither player can draw by the effects of magic cards.';
  if ('extraRefreshStep' in x) return 'After your attack step, you have a refresh step.';
  if ('noAttackStep' in x) return 'This turn has no attack step, or no more of it.';
  if ('attackExhausted' in x)
    return 'You may choose an exhausted spirit of your opponent as the target of an attack.';
  if ('destroyedCoresToTrash' in x)
    return `When ${targetText({ ...x.to, all: false, count: 1 }, false)} is destroyed, the cores on it go to its owner's trash instead of the reserve.`;
  if ('exhaustOnCoreMove' in x)
    return `When cores are put onto or taken off ${targetText({ ...x.exhaustOnCoreMove, all: false, count: 1 }, false)} other than by an effect, it becomes exhausted.`;
  if ('morePlaced' in x)
    return `When an effect puts cores onto ${targetText(x.to).replace(/^All /, '').replace(/^This/, 'this')}, it puts ${plural(x.morePlaced, 'more core')} from the same place.`;
  if ('lifeCoresToSelf' in x) {
    const whose = { any: "either player's", own: 'your', opponent: "your opponent's" }[x.lifeCoresToSelf];
    return `Cores an effect would put into ${whose} life go onto this ${wording.self} instead.`;
  }
  if ('drawStepExtra' in x)
    return x.keep === true
      ? `In your draw step, draw ${plural(x.drawStepExtra, 'more card')}.`
      : `In your draw step, draw ${plural(x.drawStepExtra, 'more card')}; after drawing, discard as many cards from your hand.`;
  if ('costIs' in x) return `This card costs ${x.costIs}.`;
  if ('reductionFulfilled' in x)
    return 'All reduction symbols of this card count as fulfilled when you summon it.';
  if ('deckDiscardCap' in x)
    return `When ${x.from === 'opponent' ? "your opponent's effects" : 'effects'} discard cards from your deck, at most ${plural(x.deckDiscardCap, 'card')} ${x.deckDiscardCap === 1 ? 'is' : 'are'} discarded at a time.`;
  if ('handDiscardBarred' in x)
    return `${x.from === 'opponent' ? "Your opponent's effects" : 'Effects'} cannot discard cards from your hand.`;
  if ('noWhenDestroyed' in x)
    return `The "When Destroyed" effects of ${targetText({ ...x.noWhenDestroyed, all: true }).replace(/^all /, '')} are not triggered.`;
  if ('paySymbolsOnly' in x)
    return `Summoning this card from your hand, only the symbols of ${targetText({ ...x.paySymbolsOnly, side: 'own', all: true }).replace(/^all /, '')} reduce its cost.`;
  if ('trashSymbols' in x)
    return `Summoning this card from your hand, the symbols of ${targetText({ ...x.trashSymbols, side: 'own', zone: 'trash', all: true }).replace(/^all /, '')} also reduce its cost.`;
  if ('cannotUse' in x) {
    const who =
      x.cannotUse.side === 'opponent' ? 'Your opponent' : x.cannotUse.side === 'own' ? 'You' : 'Players';
    const what = targetText({
      what: 'magic',
      ...x.cannotUse,
      side: 'any',
      zone: undefined,
      all: true,
    }).replace(/^all /, '');
    return `${who} may not use ${what} from the hand${x.exceptFieldColor ? " unless they share a color with a symbol on the user's field" : ''}.`;
  }
  if ('selectFor' in x)
    return 'When your opponent would select spirits or nexuses while using a magic card, you select them instead.';
  if ('noOracle' in x)
    return `${{ opponent: 'Your opponent', own: 'You', any: 'Players' }[x.noOracle]} cannot use 《Oracle》 (《True Oracle》 included).`;
  if ('noHandAtFlash' in x)
    return `${{ opponent: 'Your opponent', own: 'You', any: 'Players' }[x.noHandAtFlash]} may not use cards from the hand at flash timings.`;
  if ('waiveAscend' in x) {
    const card = targetText(
      { what: 'spirit', ...x.waiveAscend, side: 'any', zone: undefined, count: 1 },
      false,
    );
    return `When you summon ${card} from your hand, you may exhaust this card to summon it without paying its 【Ascend】 cost.`;
  }
  if ('useFree' in x) {
    const who =
      x.useFree.side === 'opponent' ? 'Your opponent' : x.useFree.side === 'own' ? 'You' : 'Players';
    const what = targetText({ what: 'magic', ...x.useFree, side: 'any', zone: undefined, all: true }).replace(
      /^all /,
      '',
    );
    return `${who} may use ${what} from the hand without paying their cost.`;
  }
  if ('summonLimit' in x) {
    const who = x.to.side === 'opponent' ? 'Your opponent' : x.to.side === 'own' ? 'You' : 'Each player';
    const one = targetText({ what: 'spirit', ...x.to, side: 'any', zone: undefined, count: 1 }, false);
    const many = targetText({ what: 'spirit', ...x.to, side: 'any', zone: undefined, all: true }).replace(
      /^all /,
      '',
    );
    return `${who} can summon at most ${x.summonLimit === 1 ? one.replace(/^an? /, 'one ') : `${x.summonLimit} ${many}`} each turn.`;
  }
  if ('cannotSummon' in x)
    return `${cap(targetText({ ...x.cannotSummon, zone: 'hand', all: true }).replace(/ in your hand$/, ''))} cannot be summoned or placed.`;
  if ('summonCost' in x)
    return `To summon this card, you must also ${x.summonCost.map(costText).join(' and ')}.`;
  const one = x.to.side === 'self';
  const who = cap(targetText({ ...x.to, all: !one }));
  const verb = (single: string, many: string): string => (one ? single : many);
  if ('bp' in x)
    return `${who}: ${x.bp >= 0 ? '+' : '-'}${Math.abs(x.bp)} BP${x.per === undefined ? '' : ` ${perText(x.per)}`}.`;
  if ('setBp' in x) return `${who}: BP is ${x.setBp}.`;
  if ('printedBp' in x)
    return `${who}: the printed BP ${x.atLevel === undefined ? 'at every level' : `at LV${x.atLevel}`} reads ${x.printedBp}.`;
  if ('level' in x)
    return x.level === 'highest'
      ? `${who} ${verb('counts', 'count')} as being at ${verb('its', 'their')} top level.`
      : `${who} ${verb('counts', 'count')} as LV${x.level}.`;
  if ('grant' in x) return `${who} ${verb('has', 'have')} ${keywordText(x.grant)}.`;
  if ('substitute' in x || 'destroyedTo' in x) {
    const by =
      x.only === 'opponentEffect'
        ? ' by an opposing effect'
        : x.only === 'effect'
          ? ' by an effect'
          : x.only === 'battle'
            ? ' in a battle'
            : '';
    const pay = x.cost ? ` ${x.cost.map(costText).join(' and ')} to` : '';
    if ('destroyedTo' in x)
      return `If ${targetText({ ...x.to, count: 1 }, false)} is about to be destroyed${by}, you may${pay} send it to its owner's hand, not the trash.`;
    return `If ${targetText({ ...x.to, count: 1 }, false)} is about to be destroyed${by}, you may${pay} do this in its place: ${x.instead.map(directiveText).join(' ')}`;
  }
  if ('protect' in x) {
    // "The effects of your opponent's red spirits or red magic cards".
    const src = x.source
      ? targetText({ what: 'spiritOrMagic', ...x.source, all: true }).replace(/^all /, '')
      : '';
    const theirs = x.from === 'opponent' && !src.startsWith('opposing') ? 'opposing ' : '';
    const by = x.source
      ? `effects of ${theirs}${src}`
      : x.from === 'opponent'
        ? 'opposing effects'
        : 'effects';
    const what = {
      destroy: `destruction by ${by}`,
      removeCores: `core removal by ${by}`,
      battle: 'destruction in battles',
      select: `selection by ${by}`,
      return: `being sent back to the hand or deck by ${by}`,
      exhaust: `being exhausted by ${by}`,
      effects: by,
    }[x.protect];
    if (x.protect === 'effects') return `${who}: unaffected by ${what}.`;
    return `${who}: immune to ${what}.`;
  }
  if ('cannotCombine' in x) return `${who}: no Brave can combine with ${verb('it', 'them')}.`;
  if ('noBlockByArmorColors' in x)
    return `${who}: unblockable by spirits of a colour ${verb('its', 'their')} 【Armor】 names.`;
  if ('noBlockBy' in x && x.noBlockBy.side === 'self') {
    // This card cannot block them; a BP bound on itself is the attacker's BP seen from the blocker.
    const weaker = x.noBlockBy.than?.some((b) => b.what === 'bp' && b.op === 'gt') === true;
    const them = who.replace(/^All /, '');
    return `This spirit cannot block ${them.charAt(0).toLowerCase()}${them.slice(1)}${weaker ? ' with less BP than this spirit' : ''}.`;
  }
  if ('noBlockBy' in x)
    return `${who}: unblockable by ${targetText({ ...x.noBlockBy, side: 'any', all: true }).replace(/^all /, '')}.`;
  if ('linkIgnoresCost' in x) return `${who} may link regardless of their Link cost condition.`;
  if ('blockExhausted' in x)
    return x.against
      ? `${who} may block ${targetText({ ...x.against, all: true }).replace(/^all /, '')} even when exhausted.`
      : `${who} may block even when exhausted.`;
  if ('doubleSymbols' in x) {
    const paying = x.for
      ? targetText({ ...x.for, side: 'any', zone: 'hand', all: true })
          .replace(/^all /, '')
          .replace(/ in your hand$/, '')
      : 'cards';
    const times = x.times === undefined || x.times === 2 ? 'two' : x.times === 3 ? 'three' : String(x.times);
    return `While you pay for ${paying}${x.fromHand ? ' from your hand' : ''}, each symbol of ${who.charAt(0).toLowerCase()}${who.slice(1)} counts as ${times}.`;
  }
  if ('gainSymbols' in x) {
    const every =
      x.per === undefined
        ? ''
        : ` for every ${x.every && x.every > 1 ? `${x.every} of ` : ''}${amountText(x.per)}`;
    return `${who} ${verb('has', 'have')} ${symbolsText(x.gainSymbols)} more${every}.`;
  }
  if ('symbols' in x)
    return `${who} ${verb('deals', 'deal')} ${plural(x.symbols, 'more symbol')} of damage when attacking.`;
  if ('levelCost' in x)
    return `Each level of ${who.charAt(0).toLowerCase()}${who.slice(1)} needs ${plural(Math.abs(x.levelCost), 'core')} ${x.levelCost >= 0 ? 'more' : 'fewer'}.`;
  if ('extraCost' in x && x.to.what === 'magic' && x.to.zone === 'hand') {
    const who = x.to.side === 'opponent' ? 'your opponent' : x.to.side === 'own' ? 'you' : 'each player';
    const what = targetText({ ...x.to, side: 'any', zone: undefined, count: 1 }, false);
    return `To use ${what} from the hand, ${who} must also ${x.extraCost.map(costText).join(' and ')}.`;
  }
  if ('extraCost' in x)
    return `To use the effects of ${who.charAt(0).toLowerCase()}${who.slice(1)}, also ${x.extraCost.map(costText).join(' and ')}.`;
  if ('noLifeDamage' in x && x.keep !== undefined)
    return `${who} cannot reduce ${x.noLifeDamage === 'own' ? 'your' : "either player's"} life below ${x.keep}.`;
  if ('noLifeDamage' in x)
    return `${who} cannot reduce ${x.noLifeDamage === 'own' ? 'your' : "either player's"} life.`;
  if ('lifeTo' in x)
    return `The life cores ${who.charAt(0).toLowerCase()}${who.slice(1)} ${verb('takes', 'take')} from the opponent go to the void instead of the reserve.`;
  if ('loseEffects' in x)
    return `${who}: stripped of ${verb('its', 'their')} ${x.loseEffects === 'lv1' ? 'LV1 effects' : 'effects'}; nothing can give them back.`;
  if ('mustAttack' in x)
    return x.mustAttack === 'ifAble'
      ? `${who} is forced to attack whenever able.`
      : `${who} must attack first in the attack step if possible.`;
  if ('costSet' in x) {
    // Cards in the hand only (see continuous.ts): "have a cost equal to your life".
    const card = targetText({ ...x.to, zone: 'hand', count: 1 }, false).replace(/^an? /, '');
    return `The cost of each ${card} is ${amountText(x.costSet)}.`;
  }
  if ('noBlockTriggers' in x)
    return `The "when it blocks" effects of ${who.charAt(0).toLowerCase()}${who.slice(1)} do not trigger.`;
  if ('ascendCostIs' in x)
    return `When an 【Ascend】 takes its cores from ${who.charAt(0).toLowerCase()}${who.slice(1)}, ${verb('it is', 'they are')} treated as costing ${x.ascendCostIs}.`;
  if ('costDelta' in x)
    return `${who} ${verb('costs', 'cost')} ${Math.abs(x.costDelta)} ${x.costDelta < 0 ? 'less' : 'more'}.`;
  if ('addReduction' in x)
    return `${who} ${verb('gains', 'gain')} ${x.addReduction.map((c) => `a ${c}`).join(' and ')} reduction symbol${x.addReduction.length > 1 ? 's' : ''}.`;
  if ('gainSpiritType' in x) return `${who} ${verb('gains', 'gain')} the ${x.gainSpiritType} spirit type.`;
  if ('blocksOnAttack' in x && x.whileBlocking)
    return `The "${TRIGGER_TEXT.blocks}" and "${PERIOD_TEXT.whileBlocking}" effects of ${who.charAt(0).toLowerCase()}${who.slice(1)} also work when ${verb('it attacks', 'they attack')}.`;
  if ('blocksOnAttack' in x)
    return `The "${TRIGGER_TEXT.blocks}" effects of ${who.charAt(0).toLowerCase()}${who.slice(1)} also trigger on ${verb('its', 'their')} attacks.`;
  if ('payingSymbols' in x) {
    const symbols = symbolsText(x.payingSymbols);
    const has = x.instead ? `${verb('is', 'are')} treated as having only` : verb('has', 'have');
    return `While you pay for ${payingText(x.for)}, ${who.charAt(0).toLowerCase()}${who.slice(1)} ${has} ${symbols}${x.instead ? '' : ' more'}.`;
  }
  if ('symbolColors' in x) {
    const paying = payingText(x.for);
    return `While you pay for ${paying}, ${who.charAt(0).toLowerCase()}${who.slice(1)} and ${verb('its', 'their')} symbols are also ${x.symbolColors.join(' and ')}.`;
  }
  if ('attackTax' in x)
    return `${who} cannot attack unless ${x.attackTax === 'core' ? 'their controller pays one core' : `a core is moved from ${verb('it', 'the attacker')} to its owner's reserve`}.`;
  return `${who} may not ${x.cannot === 'activate' ? 'activate effects' : x.cannot}.`;
}

/** 4-6-2: "(Choose X from 0 to 3.)" ahead of an effect with a variable. */
function xPrefix(a: Ability): string {
  if (!('x' in a) || !a.x) return '';
  return `(Choose X from ${a.x.min ?? 0} to ${amountText(a.x.max)}.) `;
}

function levelPrefix(a: Ability): string {
  return 'levels' in a && a.levels?.length ? `[LV${a.levels.join('/')}] ` : '';
}

/**
 * The text of each ability already worded, by card type. Abilities are definitions, never changed once
 * made, and their text depends on nothing else: decision and trigger labels ask for the same ones
 * again and again during play.
 */
const worded = new WeakMap<Ability, Partial<Record<SagaCard['type'], string>>>();

/** One ability as a line of card text. */
export function abilityText(a: Ability, type: SagaCard['type']): string {
  const known = worded.get(a)?.[type];
  if (known !== undefined) return known;
  const before = [wording.self, wording.chosen] as const;
  wording.self = type === 'nexus' ? 'nexus' : type === 'magic' ? 'card' : 'spirit';
  wording.chosen = 'chosen';
  try {
    const text = abilityTextOf(a, type);
    worded.set(a, { ...worded.get(a), [type]: text });
    return text;
  } finally {
    [wording.self, wording.chosen] = before;
  }
}

const TIMES = ['', 'once', 'twice', 'three times'];

/** A Brave's [While Braved] effects (Eternal E853, E857): "this spirit" is then the card it is combined with. */
const BRAVED_TEXT = { spirit: '[While Braved with a spirit] ', nexus: '[While Braved with a nexus] ' };

function abilityTextOf(a: Ability, type: SagaCard['type']): string {
  // A trigger's condition on the card that set it off is read with the trigger, not as a "while".
  const onSubject = a.kind === 'trigger' && a.if !== undefined && JSON.stringify(a.if).includes('"subject"');
  const cond = 'if' in a && a.if && !onSubject ? `[While ${conditionText(a.if)}] ` : '';
  const once = 'oncePerTurn' in a && a.oncePerTurn ? '(Once per turn) ' : '';
  const lv = levelPrefix(a) + cond + once + xPrefix(a);
  const during = 'during' in a && a.during ? `${PERIOD_TEXT[a.during]}: ` : '';
  const body = (effect: Directive[]): string => {
    // The same step written several times in a row reads once, "twice"; a condition is read each
    // time ("Do this three times: (If ...)"), not once for all of them.
    const texts = directivePieces(effect);
    const out: string[] = [];
    for (let i = 0; i < texts.length;) {
      const text = texts[i]!;
      let k = 1;
      while (texts[i + k] === text) k++;
      const times = TIMES[k] ?? `${k} times`;
      if (k === 1) out.push(text);
      else if (/^(If|Otherwise)/.test(text)) out.push(`Do this ${times}: (${text})`);
      else out.push(`${text.replace(/\.$/, '')}, ${times}.`);
      i += k;
    }
    return out.join(' ');
  };
  switch (a.kind) {
    case 'keyword':
      return `${lv}${during}${keywordText(a)}`;
    case 'trigger': {
      const costs = a.cost?.length
        ? `You may ${a.cost.map(costText).join(' and ')}, and if you do: `
        : a.optional
          ? 'You may: '
          : '';
      const when = onSubject && a.if ? `, if ${conditionText(a.if)}` : '';
      return `${lv}${during}${triggerText(a, type)}${when}: ${costs}${body(a.effect)}`;
    }
    case 'constant':
      return `${lv}${during}${a.inHand ? '(In your hand) ' : ''}${a.braved ? BRAVED_TEXT[a.braved] : ''}${a.apply.map(continuousText).join(' ')}`;
    case 'activated': {
      const timing = a.timing.map(titled).join('/');
      const costs = a.cost?.length ? `${cap(a.cost.map(costText).join(' and '))}: ` : '';
      return `${lv}${during}[${timing}] ${costs}${body(a.effect)}`;
    }
    case 'magic':
      return `${lv}[${a.timing.map(titled).join('/')}] ${body(a.effect)}`;
    case 'burst':
      return `【Burst: ${TRIGGER_TEXT[a.on]}】 ${body(a.effect)}${a.thenFlash || a.thenMain ? ` Afterwards, pay its cost to resolve its ${a.thenMain ? 'Main' : 'Flash'} effect as well, if you wish.` : ''}`;
  }
}

/** The whole text box of a card, one line per ability. */
export function cardText(card: SagaCard): string[] {
  return card.abilities.map((a) => abilityText(a, card.type));
}

/** "this card", "WILLE cards", "cards": what a payment-time effect waits for (10-6-5). */
function payingText(t: Target | undefined): string {
  if (t?.side === 'self') return 'this card';
  if (!t) return 'cards';
  return targetText({ ...t, side: 'any', zone: 'hand', all: true })
    .replace(/^all /, '')
    .replace(/ in your hand$/, '');
}

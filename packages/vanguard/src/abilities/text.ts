// The card text a player reads, generated from the project's ability definitions in Arbiter's own
// words (never a card's printed sentences): "[AUTO](VC/RC): On its attack: you may pay
// [Counter Blast 1]; if paid, this unit gains +3000 power for the rest of the battle."
import type { SkillIcon, VgCardDef, VgCatalog } from '../cards.ts';
import type { VgAbility } from './ability.ts';
import { conditionWords } from './conditions.ts';
import { keywordConditionWords } from './keyword-conditions.ts';
import { seekMateText } from './seek-mate.ts';
import { filterWords, gainWords } from './text-common.ts';
import { VG_VERBS, type VgDirective } from './verbs/index.ts';
import type { BEGINNINGS, Cost, Timing } from './vocab.ts';

export function costWords(c: Cost): string {
  const parts: string[] = [];
  if (c.restSelf) parts.push('rest this unit');
  if (c.retireSelf) parts.push('retire this unit');
  if (c.soulSelf) parts.push('put this unit into your soul');
  if (c.revealToDeckTop) parts.push('show this card, then put it on top of your deck');
  if (c.discard)
    parts.push(
      `discard ${c.discard} ${filterWords(c.discardFilter, c.discard === 1 ? 'card' : 'cards')} from hand`,
    );
  if (c.retireRearGuards)
    parts.push(
      `retire ${c.retireRearGuards} ${filterWords(c.retireFilter, c.retireRearGuards === 1 ? 'rear-guard' : 'rear-guards')} of yours`,
    );
  if (c.handToSoul)
    parts.push(
      `move ${c.handToSoul} ${filterWords(c.handToSoulFilter, c.handToSoul === 1 ? 'card' : 'cards')} from hand into your soul`,
    );
  if (c.soulBlast)
    parts.push(
      c.soulBlastFilter
        ? `Soul Blast ${c.soulBlast} (only ${filterWords(c.soulBlastFilter, 'cards')})`
        : `Soul Blast ${c.soulBlast}`,
    );
  if (c.soulNames)
    parts.push(`from your soul, drop one each of ${c.soulNames.map((n) => `"${n}"`).join(', ')}`);
  if (c.rcNamesToSoul)
    parts.push(
      `from your rear-guards, move one each of ${c.rcNamesToSoul.map((n) => `"${n}"`).join(', ')} into your soul`,
    );
  if (c.counterBlast)
    parts.push(
      c.counterBlastFilter
        ? `Counter Blast ${c.counterBlast} (only ${filterWords(c.counterBlastFilter, 'cards')})`
        : `Counter Blast ${c.counterBlast}`,
    );
  if (c.soulCharge) parts.push(`Soul Charge ${c.soulCharge}`);
  if (c.mill) parts.push(`move the top ${c.mill} cards of your deck to your drop zone`);
  if (c.counterCharge) parts.push(`Counter Charge ${c.counterCharge}`);
  if (c.dropToDeckTop)
    parts.push(`put ${c.dropToDeckTop} cards of your drop zone on top of your deck in the order you like`);
  // 11.40.1: "Homare" heads the cost it restricts.
  return c.homare ? `[Homare: ${parts.join(', ')}]` : `[${parts.join(', ')}]`;
}

const BEGINNING_WORDS: Readonly<Record<(typeof BEGINNINGS)[number], string>> = {
  stand: 'stand phase',
  draw: 'draw phase',
  'G assist': 'G assist step',
  ride: 'ride phase',
  stride: 'stride step',
  battle: 'battle phase',
  start: 'start step',
  drive: 'drive step',
  damage: 'damage step',
  close: 'close step',
  end: 'end phase',
};

/** The moment an [AUTO] ability waits for, as the label of its trigger (8.1.1.2). */
export function timingWords(t: Timing): string {
  switch (t.on) {
    case 'placed':
      return `Once placed on ${t.circles.map((c) => `(${c})`).join('/')}${t.byEffect ? ' by an effect' : ''}`;
    case 'attacks':
      return t.vanguard ? 'On its attack against a vanguard' : 'On its attack';
    case 'rush':
      return '[Rush] When an effect of one of your cards stands it';
    case 'bloom':
      return `[Bloom] When another ${filterWords(t.filter, 'unit')} of yours is placed on ${t.circles.map((c) => `(${c})`).join(' or ')}`;
    case 'boosts':
      return `${t.nitouKaigan ? '[Nitou Kaigan] ' : ''}On boosting a ${filterWords(t.filter, t.vanguard ? 'vanguard' : 'unit')}`;
    case 'hits':
      return `On a hit by its attack${t.target === 'vanguard' ? ' against a vanguard' : t.target === 'rearGuard' ? ' against an opposing rear-guard' : ''}`;
    case 'rearGuardHits':
      return `On a hit by one of your rear-guards${t.target === 'vanguard' ? ' against a vanguard' : t.target === 'rearGuard' ? ' against a rear-guard' : ''}`;
    case 'boostedHit':
      return `On a hit in a battle it boosted${t.filter ? ` a ${filterWords(t.filter, 'unit')}` : ''}`;
    case 'driveCheck':
      return `On its drive check showing a ${filterWords(t.filter, 'card')}`;
    case 'intercepts':
      return 'On intercepting';
    case 'moved':
      return 'On moving to another circle';
    case 'boostedBy':
      return `${t.nitouKaigan ? '[Nitou Kaigan] ' : ''}On being boosted by a ${filterWords(t.filter, 'unit')}`;
    case 'dropped':
      return `On going to the drop zone from (${t.from})`;
    case 'mainPhase':
      return 'As your main phase begins';
    case 'beginning':
      return `As your ${BEGINNING_WORDS[t.of]} begins`;
    case 'draw':
      return 'On drawing a card';
    case 'opponentRearGuardDropped':
      return `${t.duringMain ? 'In your main phase, on' : 'On'} an opposing rear-guard going to the drop zone`;
    case 'riddenBy':
      return `When ${t.filter ? `a ${filterWords(t.filter, 'unit')}` : 'another unit'} rides it`;
    case 'soulPut':
      return `${t.duringMain ? 'In your main phase, on' : 'On'} a card going into your soul`;
    case 'battleEnd':
      return 'As a battle it attacked in ends';
    case 'shadowstitch':
      return '[Shadowstitch] As a battle in which your unit attacked a vanguard without hitting ends';
    case 'legions':
      return 'When it legions';
    case 'success':
      return `[Success ${t.power}] While it is not successful, in your turn, once a rear-guard of yours has ${t.power} power or more`;
  }
}

/** The effect's directives as sentences; the first one lower-case when it follows a clause. */
export function effectWords(effect: readonly VgDirective[], cat: VgCatalog, afterClause: boolean): string {
  // Each directive is a sentence of its own, begun with a capital.
  const s = effect
    .map((d) => VG_VERBS.text(d, { cat }))
    .map((t) => t.charAt(0).toUpperCase() + t.slice(1))
    .join(' ');
  // A keyword of two capitalized words ("Soul Charge 1", 10.18) keeps its capitals after a clause.
  const keyword = /^[A-Z]\w* [A-Z]/.test(s);
  return afterClause && !keyword ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

const zoneWords = (z: readonly string[]): string =>
  z.length ? `(${z.map((x) => (x === 'hand' ? 'Hand' : x === 'drop' ? 'Drop zone' : x)).join('/')})` : '';

export function abilityText(ab: VgAbility, cat: VgCatalog): string {
  const lb = ab.limitBreak
    ? ` [Limit Break ${ab.limitBreak}] (works while your damage zone holds ${ab.limitBreak} or more cards)`
    : '';
  const gb = ab.generationBreak
    ? ` [Generation Break ${ab.generationBreak}] (works while you have ${ab.generationBreak} or more face-up G units on your (VC) and in your G zone)`
    : '';
  const head = `[${ab.kind.toUpperCase()}]${zoneWords(ab.zones)}${lb}${gb}${keywordConditionWords(ab)}`;
  const once =
    'oncePerTurn' in ab && ab.oncePerTurn
      ? ' (Once per turn.)'
      : 'oncePerGame' in ab && ab.oncePerGame
        ? ' (It cannot be played again this game.)'
        : '';
  const cond = ab.if ? conditionWords(ab.if) : '';
  if (ab.kind === 'cont') {
    const has: string[] = [];
    const g = gainWords(ab.gets);
    if (g) has.push(`this unit has ${g}`);
    if (ab.gets.cannotAttackRearGuard) has.push('it may not attack rear-guards');
    if (ab.gets.attackBackRow) has.push('it may also attack the opposing unit in the back row of its column');
    if (ab.gets.lord) has.push('Lord: it may not attack while you have another unit that is not of its clan');
    if (ab.gets.cannotBeBoosted) has.push('none of your units may boost it');
    if (ab.gets.nullifyTriggers)
      has.push('the trigger effects of the cards drive checks and damage checks reveal do not occur');
    if (ab.gets.opponentCannotIntercept) has.push('no unit of your opponent may intercept');
    if (ab.gets.opponentNoGrade0Guardians)
      has.push('your opponent may not normal call a grade 0 unit to (GC)');
    if (ab.gets.restraint) has.push('Restraint: it may not attack');
    if (ab.gets.resist) has.push("Resist: your opponent's effects may not choose it");
    if (ab.gets.sentinel) has.push('Sentinel: a deck may hold no more than four cards with Sentinel');
    const per = ab.gets.powerPerRearGuard;
    if (per)
      has.push(
        `this unit has ${gainWords({ power: per.amount })} for every ${filterWords(per.filter, 'rear-guard')} you have`,
      );
    const body = has.join('; ');
    return `${head}: ${cond ? `While ${cond}, ${body}` : body.charAt(0).toUpperCase() + body.slice(1)}.`;
  }
  if (ab.kind === 'act') {
    const cost = ab.cost ? ` ${costWords(ab.cost)}` : '';
    const body = cond
      ? `Only if ${cond}: ${effectWords(ab.effect, cat, true)}`
      : effectWords(ab.effect, cat, false);
    return `${head}${cost}: ${body}${once}`;
  }
  // [AUTO]: the moment, then a cost the master may pay for the effect (8.1.1.2.2, 8.6.4).
  const only = cond ? ` (only if ${cond})` : '';
  const body = ab.cost
    ? `you may pay ${costWords(ab.cost)}; if paid, ${effectWords(ab.effect, cat, true)}`
    : effectWords(ab.effect, cat, true);
  return `${head}: ${timingWords(ab.when)}${only}: ${body}${once}`;
}

/** Every ability of a card, one paragraph each. */
export function cardText(abilities: readonly VgAbility[] | undefined, cat: VgCatalog): string {
  return (abilities ?? []).map((a) => abilityText(a, cat)).join('\n');
}

/** 11.14.1, 11.14.2, 11.14.3: a G unit's G guardian with its cost, in the project's own words. */
export function gGuardianText(cost: Cost): string {
  return `[G Guardian]: in your opponent's guard step, while both vanguards are grade 3 or more and your G zone has 3 or fewer face-up cards with G Guardian, you may pay ${costWords(cost)} to call this card from face down in your G zone to (GC) face up. When it would leave (GC) for another zone, it goes to your G zone face up instead.`;
}

/** A card's whole text: its G guardian (11.14.1), its Seek Mate (11.10), then every ability. */
export function vgCardText(def: VgCardDef, cat: VgCatalog): string {
  const lines = def.gGuardian ? [gGuardianText(def.gGuardian)] : [];
  if (def.seekMate) lines.push(seekMateText(def.seekMate));
  if (def.abilities?.length) lines.push(cardText(def.abilities, cat));
  return lines.join('\n');
}

/** What each skill icon's ability does (2.10, section 11), in the project's own words. */
const SKILL_REMINDERS: Readonly<Record<SkillIcon, string>> = {
  twin_drive:
    'A drive ability: +1 drive, so its drive check reveals one more card (11.2.3). Only the largest drive ability counts (11.2.2).',
  triple_drive:
    'A drive ability: +2 drive, so its drive check reveals two more cards (11.2.4). Only the largest drive ability counts (11.2.2).',
  intercept:
    "In the opponent's guard step, from a front rear-guard circle and not itself attacked, it may move to your guardian circle to guard another unit of yours, even at rest (11.3).",
  boost:
    'When the unit in front of it in its column attacks, it may rest to add its power to that attack (11.4, 7.4.1.10).',
};

/** A skill's reminder: what a client shows beside the skill on a card. */
export function skillReminder(s: SkillIcon): string {
  return SKILL_REMINDERS[s];
}

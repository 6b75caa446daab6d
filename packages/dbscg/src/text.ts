// The card text players read, generated from the skill definitions (never copied from the cards):
// one line per skill, with its kind, timing, trigger, cost and effect.
import { costText as energyText, sideOf, type DbsCardDef } from './cards.ts';
import {
  conditionText,
  filterText,
  keywordName,
  keywordReminder,
  lowerFirst,
  targetText,
} from './text-common.ts';
import { effectText } from './verbs/list.ts';
import type { Continuous, Cost, Skill, Trigger } from './vocab.ts';
import type { DbsCatalog } from './cards.ts';

const PHASE_TEXT: Record<string, string> = {
  turnStart: 'the start of',
  chargeStart: 'the start of the Charge Phase of',
  mainStart: 'the start of the Main Phase of',
  mainEnd: 'the end of the Main Phase of',
  turnEnd: 'the end of',
  offenseStart: 'the start of the Offense Step of',
  defenseStart: 'the start of the Defense Step of',
  damageStart: 'the start of the Damage Step of',
  battleEnd: 'the end of each battle of',
};

const COMBO_FROM = { any: '', hand: ' from your hand', battle: ' from your Battle Area' } as const;

/** "a red 《Alien》", "an Extra Card". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

export function triggerText(t: Trigger): string {
  switch (t.on) {
    case 'played':
      if (t.union) return 'On entering play through [Union]';
      if (t.overRealm) return 'On entering play through [Over Realm]';
      if (t.bySkillOf) return `On entering play through the skill of a ＜${t.bySkillOf}＞`;
      if (t.bySkillNamed) return `On entering play through the skill of {${t.bySkillNamed}}`;
      return t.from === 'hand' ? 'On entering play from the hand' : 'On entering play';
    case 'attacks':
      return t.against === 'leader'
        ? 'On attacking a Leader Card'
        : t.against === 'battle'
          ? 'On attacking a Battle Card'
          : 'On attacking';
    case 'attacked':
      return 'On being attacked';
    case 'attackEnd':
      return 'At the close of a battle it attacked in';
    case 'combo':
      return `On being used for a combo${COMBO_FROM[t.from ?? 'any']}`;
    case 'cardCombo':
      return `Each time ${t.side === 'own' ? 'you combo' : 'the opponent combos'} with ${withArticle(filterText(t.filter, 'card'))}`;
    case 'comboEnd':
      return `At the close of a battle it comboed in${COMBO_FROM[t.from ?? 'any']}`;
    case 'kod':
      return 'On being KO-ed';
    case 'cardPlayed':
      return `Each time ${t.side === 'own' ? 'you play' : 'the opponent plays'} ${withArticle(filterText(t.filter, 'Battle Card'))}`;
    case 'cardAttacks':
      return `Each time ${t.side === 'own' ? 'a' : "an opponent's"} ${filterText(t.filter, 'Battle Card')}${t.side === 'own' ? ' of yours' : ''} attacks${t.against ? ` a ${t.against === 'leader' ? 'Leader Card' : 'Battle Card'}` : ''}`;
    case 'dealsDamage':
      return "On dealing damage to the opponent's life";
    case 'kos':
      return 'On KO-ing a card in battle';
    case 'phase': {
      const whose = t.whose === 'own' ? 'your turn' : t.whose === 'opp' ? "the opponent's turn" : 'each turn';
      return `At ${PHASE_TEXT[t.at] ?? t.at} ${whose}`;
    }
    case 'leaderPlaced':
      return 'On entering the Leader Area';
    case 'blocker':
      return `Each time ${t.side === 'own' ? 'you use' : 'the opponent uses'} [Blocker]`;
    case 'energyStood':
      return `Each time ${t.side === 'own' ? 'you set your' : 'the opponent sets their'} energy to Active Mode with a skill other than [Awaken]`;
    case 'lifeLost':
      return `Each time ${t.side === 'own' ? 'your' : "the opponent's"} life goes down`;
    case 'cardKod':
      return `Each time ${withArticle(filterText(t.filter, 'Battle Card'))} of ${t.side === 'own' ? 'yours' : "the opponent's"} is KO-ed`;
    case 'situation':
      return `As soon as ${conditionText(t.cond)}`;
    case 'evolved':
      return 'On being evolved into';
    case 'leftBattle':
      return 'On being KO-ed, or taken out of the Battle Area by a skill';
    case 'fusionCost':
      return 'On going from the hand to the Drop Area to pay for [Union-Fusion]';
    case 'dropped':
      return 'On going from the Battle Area to the Drop Area';
    case 'blocks':
      return 'On using its own [Blocker]';
  }
}

export function costsText(costs: readonly Cost[]): string {
  return costs
    .map((c) => {
      switch (c.pay) {
        case 'energy': {
          const colored = Object.entries(c.colors ?? {})
            .filter(([, n]) => (n ?? 0) > 0)
            .map(([k, n]) => `${n} ${k}`);
          return `rest ${c.n} energy${colored.length ? ` (${colored.join(', ')} among them)` : ''}`;
        }
        case 'discard':
          return `discard ${c.n} ${filterText(c.filter, c.n === 1 ? 'card' : 'cards')}`;
        case 'rest':
          return 'rest this card';
        case 'dropSelf':
          return 'send this card to the Drop Area';
        case 'burst':
          return `[Burst ${c.n}]`;
        case 'deckTop':
          return `send the top ${c.n === 1 ? 'card' : `${c.n} cards`} of your deck to the Drop Area`;
        case 'moveSelf':
          return c.to === 'removed' ? 'take this card out of the game' : 'put this card under your deck';
        case 'dropBattle': {
          const where =
            c.to === 'removed'
              ? 'out of the game'
              : c.to === 'deckBottom'
                ? "under its owner's deck"
                : 'to the Drop Area';
          return `${c.to === 'removed' ? 'take' : c.to === 'deckBottom' ? 'put' : 'send'} ${c.n} ${filterText(c.filter, c.n === 1 ? 'Battle Card' : 'Battle Cards')} of yours${c.orSelf ? ' (this card may be one)' : ''} ${where}`;
        }
        case 'koBattle':
          return `KO ${c.n} ${filterText(c.filter, c.n === 1 ? 'Battle Card' : 'Battle Cards')} of yours`;
        case 'removeDrop':
          return 'take every card of your Drop Area out of the game';
        case 'warpDrop':
          return `move ${c.n} ${filterText(c.filter, c.n === 1 ? 'card' : 'cards')} of your Drop Area into the Warp`;
        case 'colors':
          return c.from === 'hand'
            ? `discard ${c.colors.join(', ')} card${c.colors.length === 1 ? '' : 's'}`
            : `pick ${c.colors.join(', ')} Battle Card${c.colors.length === 1 ? '' : 's'} of yours`;
        case 'life':
          return `move ${c.n} life card${c.n === 1 ? '' : 's'} into your ${c.to === 'hand' ? 'hand' : 'Drop Area'}`;
        case 'under':
          return `tuck ${c.n} ${filterText(c.filter, c.n === 1 ? 'card' : 'cards')} of your ${c.from === 'hand' ? 'hand' : 'Battle Area'} beneath this card`;
        case 'dropUnder':
          return `move ${c.n} card${c.n === 1 ? '' : 's'} from beneath this card into the Drop Area`;
        case 'restOwn':
          return `set ${c.n} active ${filterText(c.filter, c.n === 1 ? 'Battle Card' : 'Battle Cards')} of yours to Rest Mode`;
      }
    })
    .join(', ');
}

function continuousText(e: Continuous, cat: DbsCatalog): string {
  void cat;
  switch (e.c) {
    case 'power':
      return `${e.amount >= 0 ? '+' : ''}${e.amount} power to ${e.target ? 'each matching card of yours' : 'this card'}${e.perUnder ? ' for each card beneath it' : ''}.`;
    case 'keyword':
      return `${keywordName(e.spec)} for ${e.target ? targetText(e.target) : 'this card'}.`;
    case 'attackActive':
      return 'It may attack Active Mode Battle Cards too.';
    case 'counterCostBan':
      return `While it attacks, the opponent may not use [Counter] skills of cards with energy cost ${e.min} or more.`;
    case 'noCounter':
      return 'No [Counter] can answer its attacks.';
    case 'noBlocker':
      return 'No [Blocker] can be used against its attacks.';
    case 'cannotAttack':
      return 'It never attacks.';
    case 'noOpponentCombo':
      return 'The opponent may not combo.';
    case 'comboRested':
      return 'It may combo from the Battle Area in Rest Mode too.';
    case 'cannotAttackBattle':
      return `Its attacks may not target ${e.filter ? filterText(e.filter, 'Battle Cards') : 'Battle Cards'}.`;
    case 'noLeaderAttack':
      return 'Leader Cards may not attack it.';
    case 'noBattlePlay':
      return 'You may not play Battle Cards.';
    case 'counterByLife':
      return 'Its [Counter] may be activated from your hand by moving a life card to your hand rather than paying its energy cost.';
    case 'onlyOneInPlay':
      return 'While it is in your Battle Area, you may not play another card of its name.';
    case 'unattackable':
      return `${e.target ? targetText(e.target).replace(/^./, (c) => c.toUpperCase()) : 'This card'} cannot be attacked by the opponent.`;
    case 'awakenAnyLife': {
      const leader = e.target?.filter
        ? `Your ${filterText(e.target.filter, 'card')} Leader Card`
        : 'Your Leader Card';
      const who = e.target?.zone === 'leader' ? leader : 'This card';
      return `${who} may use [Awaken] whatever your life.`;
    }
    case 'guardOthers':
      return 'The opponent may attack none of your other Battle Cards.';
    case 'noBattleKo':
      return 'Battles never KO it.';
    case 'staysInBattle':
      return 'No skill can take it out of the Battle Area.';
    case 'noSkillKo':
      return "The opponent's skills never KO it.";
    case 'colors':
      return `Wherever they are, your ${filterText(e.filter, 'cards')} are ${andList(e.add)} as well.`;
    case 'unnegatable':
      return 'Nothing negates its attack or its skills.';
    case 'handUnaffected':
      return `While your Leader Card is ${filterText(e.leader, 'a card')}, its skills leave your hand alone.`;
    case 'cost':
      return `${e.amount < 0 ? '-' : '+'}${Math.abs(e.amount)} to its energy cost in your hand${e.inPlay ? ' and Battle Area' : ''}.`;
    case 'handCost':
      return `${e.amount < 0 ? '-' : '+'}${Math.abs(e.amount)} to the energy cost of each ${filterText(e.filter, 'card')} in your hand.`;
    case 'free':
      return 'It may be played from the hand for no energy.';
    case 'alsoNamed':
      return `In every area it counts as ${[e.name && `{${e.name}}`, e.character && `＜${e.character}＞`, e.trait && `《${e.trait}》`].filter(Boolean).join(', ')} as well.`;
    case 'deckLimit':
      // 5-1-3: a deck holds 50 cards, so a limit of 50 is no limit at all.
      return e.n >= 50 ? 'A deck may hold it in any number.' : `A deck may hold ${e.n} copies of it.`;
    case 'replace': {
      const cost = e.cost?.length ? `${costsText(e.cost)} and ` : '';
      const instead = lower(effectText(e.instead, { cat })).replace(/\.$/, '');
      const event =
        e.event === 'damage'
          ? `${e.side === 'opp' ? "the opponent's" : 'your'} life is about to take damage`
          : `${e.target ? targetText(e.target) : 'this card'} is about to be KO-ed`;
      return `Whenever ${event}: ${e.optional ? 'you may ' : ''}${cost}${instead} in its place.`;
    }
  }
}

const lower = lowerFirst;

/** "red, blue and green". */
function andList(xs: readonly string[]): string {
  return xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]!}`;
}

/** The text of one skill. */
export function skillText(s: Skill, cat: DbsCatalog): string {
  const t = { cat };
  const pre: string[] = [];
  if ('once' in s && s.once) pre.push('[Once per turn]');
  if ('bond' in s && s.bond) pre.push(`[Bond ${s.bond.n}]`);
  if ('sparking' in s && s.sparking !== undefined) pre.push(`[Sparking ${s.sparking}]`);
  const cond = 'if' in s && s.if ? `If ${conditionText(s.if)}: ` : '';
  const head = (x: string): string => [x, ...pre].join(' ');
  switch (s.kind) {
    case 'auto': {
      const effect = effectText(s.effect, t);
      const cost = s.cost?.length ? costsText(s.cost) : '';
      const body = s.optional
        ? cost
          ? `you may ${cost} to ${lower(effect)}`
          : `you may ${lower(effect)}`
        : cost
          ? `${cost}: ${effect}`
          : effect;
      // A condition reads inside the sentence: "On attacking: if ..., draw 1 card."
      const what = cond ? `${lower(cond).replace(/: $/, ', ')}${lower(body)}` : body;
      return `${head('[Auto]')} ${triggerText(s.on)}: ${what}`;
    }
    case 'permanent':
      return `${head('[Permanent]')} ${cond}${s.effect.map((e) => continuousText(e, cat)).join(' ')}`;
    case 'activate': {
      const timing = s.timing.map((x) => (x === 'main' ? 'Main' : 'Battle')).join('/');
      const cost = s.cost?.length ? ` ${costsText(s.cost)}:` : '';
      const where = s.fromHand ? ' (from your hand)' : '';
      return `${head(`[Activate: ${timing}]`)}${where}${cost} ${cond}${effectText(s.effect, t)}`;
    }
    case 'counter': {
      const on = {
        play: 'Play',
        attack: 'Attack',
        battleCardAttack: 'Battle Card Attack',
        counter: 'Counter',
      }[s.on];
      const cost = s.cost?.length ? ` ${costsText(s.cost)}:` : '';
      return `${head(`[Counter: ${on}]`)}${cost} ${cond}${effectText(s.effect, t)}`;
    }
    case 'keyword':
      return `${keywordName(s.spec)} (${keywordReminder(s.spec)})`;
    case 'awaken':
      return `[Awaken] Once ${conditionText(s.cond)}: ${s.optional ? 'you may ' : ''}${lower(effectText(s.effect, t)).replace(/\.$/, '')} and turn this card to its back.`;
    case 'evolve': {
      const name = { evolve: '[Evolve]', ex: '[EX-Evolve]', xeno: '[Xeno-Evolve]' }[s.variant];
      const cost = s.cost.length > 0 ? ` ${costsText(s.cost)}` : ' for nothing';
      return `${name}${cost}: ${filterText(s.onto, 'a Battle Card')} (it enters play ${s.variant === 'xeno' ? 'once that card is in the Warp' : 'stacked over that card'}).`;
    }
    case 'field':
      return '[Field] (It enters your Battle Area in Active Mode.)';
    case 'wish':
      return `[Wish] Once ${conditionText(s.cond)}: ${s.cost?.length ? `${costsText(s.cost)}: ` : ''}${effectText(s.effect, t)}`;
    case 'union': {
      if (s.variant === 'absorb' && s.from === 'deck')
        return `[Union-Absorb] ${costsText(s.cost)}: at most 1 ${filterText(s.filter, 'Battle Card')} of your deck enters play stacked over this card, and your deck is shuffled.`;
      const from =
        s.variant === 'absorb'
          ? `${filterText(s.filter, 'Battle Card')} from your ${s.from === 'hand' ? 'hand' : 'Drop Area'}`
          : s.characters.map((c) => `＜${c}＞`).join(' and ');
      const name = { fusion: 'Fusion', potara: 'Potara', absorb: 'Absorb' }[s.variant];
      // 10-13-3: [Union-Fusion] takes its cards from the hand to the Drop Area; the others stack.
      const how =
        s.variant === 'fusion'
          ? `it comes from the hand into play as one each of ${from} of equal power go from your hand to the Drop Area`
          : `it enters play stacked over ${from}`;
      return `[Union-${name}] ${costsText(s.cost)} (${how}).`;
    }
    case 'swap':
      return `[Swap ${s.n}] ${costsText(s.cost)} (a ${filterText(s.filter, 'Battle Card')} of energy cost ${s.n} may come from your hand into play; this card goes back to the hand).`;
    case 'arrival':
      return `[Arrival ${s.colors.join('/')}] ${costsText(s.cost)}`;
    case 'aegis':
      return `[Aegis ${s.colors.join('/')}] (as many as 2 energy of yours go to Active Mode).`;
    case 'alliance':
      return `[Alliance ${s.colors.join('/')}] ${effectText(s.effect, t)}`;
    case 'overRealm':
      return `[${s.dark ? 'Dark ' : ''}Over Realm ${s.n}] ${s.cost.length > 0 ? `${costsText(s.cost)} ` : ''}(it comes from the hand into play as your whole Drop Area goes to the Warp).`;
  }
}

/** Every line of a card's text: its skills, then a leader's back side under a heading. */
export function cardText(def: DbsCardDef, cat: DbsCatalog): string[] {
  const lines = sideOf(def, false).skills.map((s) => skillText(s, cat));
  if (def.back) {
    lines.push(`Back: ${def.back.name} (${def.back.power} power)`);
    for (const s of def.back.skills) lines.push(skillText(s, cat));
  }
  return lines;
}

export { energyText };

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

/** "a red 《Alien》", "an Extra Card". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

export function triggerText(t: Trigger): string {
  switch (t.on) {
    case 'played':
      return t.from === 'hand' ? 'When you play this card from your hand' : 'When you play this card';
    case 'attacks':
      return t.against === 'leader'
        ? 'When this card attacks a Leader Card'
        : t.against === 'battle'
          ? 'When this card attacks a Battle Card'
          : 'When this card attacks';
    case 'attacked':
      return 'When this card is attacked';
    case 'combo':
      return 'When you combo with this card';
    case 'comboEnd':
      return 'At the end of a battle in which you combo with this card';
    case 'kod':
      return 'When this card is KO-ed';
    case 'cardPlayed':
      return `When ${t.side === 'own' ? 'you play' : 'your opponent plays'} ${withArticle(filterText(t.filter, 'Battle Card'))}`;
    case 'cardAttacks':
      return `When ${t.side === 'own' ? 'your' : "your opponent's"} ${filterText(t.filter, 'Battle Card')} attacks${t.against ? ` a ${t.against === 'leader' ? 'Leader Card' : 'Battle Card'}` : ''}`;
    case 'dealsDamage':
      return "When this card deals damage to your opponent's life";
    case 'kos':
      return 'When this card KOs a card in battle';
    case 'phase': {
      const whose =
        t.whose === 'own' ? 'your turn' : t.whose === 'opp' ? "your opponent's turn" : 'each turn';
      return `At ${PHASE_TEXT[t.at] ?? t.at} ${whose}`;
    }
    case 'leaderPlaced':
      return 'When this card is placed in the Leader Area';
    case 'blocker':
      return `When ${t.side === 'own' ? 'you activate' : 'your opponent activates'} [Blocker]`;
    case 'lifeLost':
      return `When ${t.side === 'own' ? 'your' : "your opponent's"} life decreases`;
    case 'cardKod':
      return `When ${withArticle(filterText(t.filter, 'Battle Card'))} of ${t.side === 'own' ? 'yours' : "your opponent's"} is KO-ed`;
    case 'situation':
      return `When ${conditionText(t.cond)}`;
    case 'evolved':
      return 'When a card evolves into this card';
    case 'dropped':
      return 'When this card is placed in the Drop Area from the Battle Area';
    case 'blocks':
      return "When you activate this card's [Blocker]";
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
          return `switch ${c.n} energy${colored.length ? ` (${colored.join(', ')})` : ''} to Rest Mode`;
        }
        case 'discard':
          return `place ${c.n} ${filterText(c.filter, c.n === 1 ? 'card' : 'cards')} from your hand in the Drop Area`;
        case 'rest':
          return 'switch this card to Rest Mode';
        case 'dropSelf':
          return 'place this card in the Drop Area';
        case 'burst':
          return `[Burst ${c.n}]`;
        case 'dropBattle':
          return `place ${c.n} of your ${filterText(c.filter, 'Battle Cards')} in the Drop Area`;
        case 'warpDrop':
          return `send ${c.n} ${filterText(c.filter, c.n === 1 ? 'card' : 'cards')} from your Drop Area to the Warp`;
        case 'colors':
          return `${c.from === 'hand' ? 'place' : 'choose'} ${c.colors.join(', ')} card${c.colors.length === 1 ? '' : 's'} ${c.from === 'hand' ? 'from your hand in the Drop Area' : 'of your Battle Cards'}`;
        case 'life':
          return `${c.to === 'hand' ? 'add' : 'place'} ${c.n} card${c.n === 1 ? '' : 's'} from your life ${c.to === 'hand' ? 'to your hand' : 'in your Drop Area'}`;
      }
    })
    .join(', ');
}

function continuousText(e: Continuous, cat: DbsCatalog): string {
  void cat;
  switch (e.c) {
    case 'power':
      return `${e.target ? 'Your matching cards get' : 'This card gets'} ${e.amount >= 0 ? '+' : ''}${e.amount} power.`;
    case 'keyword':
      return `${e.target ? 'Matching cards have' : 'This card has'} ${keywordName(e.spec)}.`;
    case 'attackActive':
      return 'This card can attack Battle Cards in Active Mode.';
    case 'noCounter':
      return "Your opponent cannot activate [Counter] against this card's attacks.";
    case 'noBlocker':
      return "Your opponent cannot activate [Blocker] during this card's attacks.";
    case 'cannotAttack':
      return 'This card cannot attack.';
    case 'cannotAttackBattle':
      return `This card cannot attack ${e.filter ? filterText(e.filter, 'Battle Cards') : 'Battle Cards'}.`;
    case 'noLeaderAttack':
      return 'This card cannot be attacked by a Leader Card.';
    case 'guardOthers':
      return 'Your opponent cannot attack your other Battle Cards.';
    case 'noBattleKo':
      return 'This card cannot be KO-ed in battle.';
    case 'noSkillKo':
      return "This card cannot be KO-ed by your opponent's skills.";
    case 'colors':
      return `Each ${filterText(e.filter, 'card')} in all of your areas gains ${andList(e.add)} ${e.add.length === 1 ? 'colour' : 'colours'}.`;
    case 'unnegatable':
      return "This card's attack and skills cannot be negated.";
    case 'handUnaffected':
      return `Your hand is not affected by the skills of your Leader Card when it is ${filterText(e.leader, 'a card')}.`;
    case 'cost':
      return `This card's energy cost is ${e.amount < 0 ? 'reduced' : 'increased'} by ${Math.abs(e.amount)} in your hand${e.inPlay ? ' or Battle Area' : ''}.`;
    case 'free':
      return 'You can play this card from your hand without paying its energy cost.';
    case 'alsoNamed':
      return `This card is also ${[e.name && `{${e.name}}`, e.character && `＜${e.character}＞`, e.trait && `《${e.trait}》`].filter(Boolean).join(', ')}, in every area.`;
    case 'deckLimit':
      // 5-1-3: a deck holds 50 cards, so a limit of 50 is no limit at all.
      return e.n >= 50
        ? 'You can include any number of copies of this card in your deck.'
        : `You can include ${e.n} copies of this card in your deck.`;
    case 'replace': {
      const cost = e.cost?.length ? `${costsText(e.cost)} and ` : '';
      const instead = lower(effectText(e.instead, { cat })).replace(/\.$/, '');
      const event =
        e.event === 'damage'
          ? `damage would be inflicted to ${e.side === 'opp' ? "your opponent's" : 'your'} life`
          : `${e.target ? targetText(e.target) : 'this card'} would be KO-ed`;
      return `If ${event}, ${e.optional ? 'you may ' : ''}${cost}${instead} instead.`;
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
          ? `you may ${cost}. If you do, ${lower(effect)}`
          : `you may ${lower(effect)}`
        : cost
          ? `${cost}: ${effect}`
          : lower(effect);
      return `${head('[Auto]')} ${triggerText(s.on)}, ${cond ? lower(cond) : ''}${body}`;
    }
    case 'permanent':
      return `${head('[Permanent]')} ${cond}${s.effect.map((e) => continuousText(e, cat)).join(' ')}`;
    case 'activate': {
      const timing = s.timing.map((x) => (x === 'main' ? 'Main' : 'Battle')).join('/');
      const cost = s.cost?.length ? ` ${costsText(s.cost)}:` : '';
      return `${head(`[Activate: ${timing}]`)}${cost} ${cond}${effectText(s.effect, t)}`;
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
      return `[Awaken] When ${conditionText(s.cond)}: ${s.optional ? 'you may ' : ''}${lower(effectText(s.effect, t)).replace(/\.$/, '')}, then flip this card over.`;
    case 'evolve': {
      const name = { evolve: '[Evolve]', ex: '[EX-Evolve]', xeno: '[Xeno-Evolve]' }[s.variant];
      return `${name} ${costsText(s.cost)}: ${filterText(s.onto, 'a Battle Card')} (play this card ${s.variant === 'xeno' ? 'after sending that card to the Warp' : 'on top of that card'}).`;
    }
    case 'field':
      return '[Field] (Place this card in your Battle Area in Active Mode.)';
    case 'wish':
      return `[Wish] When ${conditionText(s.cond)}: ${s.cost?.length ? `${costsText(s.cost)}: ` : ''}${effectText(s.effect, t)}`;
    case 'union': {
      const from =
        s.variant === 'absorb'
          ? `${filterText(s.filter, 'Battle Card')} from your ${s.from === 'hand' ? 'hand' : 'Drop Area'}`
          : s.characters.map((c) => `＜${c}＞`).join(' and ');
      const name = { fusion: 'Fusion', potara: 'Potara', absorb: 'Absorb' }[s.variant];
      return `[Union-${name}] ${costsText(s.cost)} (play this card on top of ${from}).`;
    }
    case 'swap':
      return `[Swap ${s.n}] ${costsText(s.cost)} (play up to 1 ${filterText(s.filter, 'Battle Card')} with energy cost ${s.n} from your hand, then return this card to your hand).`;
    case 'arrival':
      return `[Arrival ${s.colors.join('/')}] ${costsText(s.cost)}`;
    case 'aegis':
      return `[Aegis ${s.colors.join('/')}] (up to 2 of your energy switch to Active Mode).`;
    case 'alliance':
      return `[Alliance ${s.colors.join('/')}] ${effectText(s.effect, t)}`;
    case 'overRealm':
      return `[${s.dark ? 'Dark ' : ''}Over Realm ${s.n}] ${costsText(s.cost)} (play this card from your hand by sending every card of your Drop Area to the Warp).`;
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

// The card text a player reads, generated from the project's ability definitions (never copied
// from a card): "[AUTO](VC/RC): [Counter Blast 1] When this unit attacks, you may pay the cost. If
// you do, this unit gets +3000 power until end of that battle."
import type { VgCatalog } from '../cards.ts';
import type { VgAbility } from './ability.ts';
import { conditionWords } from './conditions.ts';
import { filterWords, gainWords } from './text-common.ts';
import { VG_VERBS, type VgDirective } from './verbs/index.ts';
import type { Cost, Timing } from './vocab.ts';

export function costWords(c: Cost): string {
  const parts: string[] = [];
  if (c.restSelf) parts.push('[Rest] this unit');
  if (c.retireSelf) parts.push('Retire this unit');
  if (c.revealToDeckTop) parts.push('Reveal this card to your opponent, and put it on top of your deck');
  if (c.discard)
    parts.push(
      c.discard === 1
        ? 'Choose a card from your hand, and discard it'
        : `Discard ${c.discard} cards from your hand`,
    );
  if (c.soulBlast) parts.push(`Soul Blast ${c.soulBlast}`);
  if (c.counterBlast) parts.push(`Counter Blast ${c.counterBlast}`);
  if (c.soulCharge) parts.push(`Soul Charge ${c.soulCharge}`);
  if (c.counterCharge) parts.push(`Counter Charge ${c.counterCharge}`);
  return `[${parts.join(' & ')}]`;
}

export function timingWords(t: Timing): string {
  switch (t.on) {
    case 'placed':
      return `When this unit is placed on ${t.circles.map((c) => `(${c})`).join(' or ')}`;
    case 'attacks':
      return t.vanguard ? 'When this unit attacks a vanguard' : 'When this unit attacks';
    case 'boosts':
      return `When this unit boosts ${t.vanguard ? `a ${filterWords(t.filter, 'vanguard')}` : `a ${filterWords(t.filter, 'unit')}`}`;
    case 'hits':
      return `When this unit's attack hits${t.target === 'vanguard' ? ' a vanguard' : t.target === 'rearGuard' ? " an opponent's rear-guard" : ''}`;
    case 'rearGuardHits':
      return `When your rear-guard's attack hits${t.target === 'vanguard' ? ' a vanguard' : t.target === 'rearGuard' ? ' a rear-guard' : ''}`;
    case 'boostedHit':
      return 'When an attack hits during the battle that this unit boosted';
    case 'driveCheck':
      return `When this unit's drive check reveals a ${filterWords(t.filter, 'card')}`;
    case 'intercepts':
      return 'When this unit intercepts';
    case 'mainPhase':
      return 'At the beginning of your main phase';
    case 'draw':
      return 'When you draw a card';
    case 'opponentRearGuardDropped':
      return `${t.duringMain ? 'During your main phase, when' : 'When'} an opponent's rear-guard is put into the drop zone`;
    case 'battleEnd':
      return 'At the end of the battle that this unit attacked';
  }
}

/** The effect's directives as sentences; the first one lower-case when it follows a clause. */
export function effectWords(effect: readonly VgDirective[], cat: VgCatalog, afterClause: boolean): string {
  const s = effect.map((d) => VG_VERBS.text(d, { cat })).join(' ');
  return afterClause ? s.charAt(0).toLowerCase() + s.slice(1) : s.charAt(0).toUpperCase() + s.slice(1);
}

const zoneWords = (z: readonly string[]): string =>
  z.length ? `(${z.map((x) => (x === 'hand' ? 'Hand' : x)).join('/')})` : '';

export function abilityText(ab: VgAbility, cat: VgCatalog): string {
  const lb = ab.limitBreak
    ? `[Limit Break ${ab.limitBreak}](This ability is active if you have ${ab.limitBreak} or more damage)`
    : '';
  const head = `[${ab.kind.toUpperCase()}]${zoneWords(ab.zones)}${lb}:`;
  const once = 'oncePerTurn' in ab && ab.oncePerTurn ? ' This ability can only be used once per turn.' : '';
  const cond = ab.if ? conditionWords(ab.if) : '';
  if (ab.kind === 'cont') {
    const gets: string[] = [];
    const g = gainWords(ab.gets);
    if (g) gets.push(`this unit gets ${g}`);
    if (ab.gets.cannotAttackRearGuard) gets.push('this unit cannot attack a rear-guard');
    const body = gets.join(', and ');
    return `${head} ${cond ? `If ${cond}, ${body}` : body.charAt(0).toUpperCase() + body.slice(1)}.`;
  }
  const cost = ab.cost ? `${costWords(ab.cost)} ` : '';
  if (ab.kind === 'act') {
    const body = cond
      ? `If ${cond}, ${effectWords(ab.effect, cat, true)}`
      : effectWords(ab.effect, cat, false);
    return `${head} ${cost}${body}${once}`;
  }
  let body = `${timingWords(ab.when)}, `;
  if (cond) body += `if ${cond}, `;
  body += ab.cost
    ? `you may pay the cost. If you do, ${effectWords(ab.effect, cat, true)}`
    : effectWords(ab.effect, cat, true);
  return `${head} ${cost}${body}${once}`;
}

/** Every ability of a card, one paragraph each. */
export function cardText(abilities: readonly VgAbility[] | undefined, cat: VgCatalog): string {
  return (abilities ?? []).map((a) => abilityText(a, cat)).join('\n');
}

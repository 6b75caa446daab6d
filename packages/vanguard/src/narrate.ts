// Vanguard's events in words, for the terminal (teller.ts) and the web table's log: no runtime
// import of the catalog or the rules, so that a browser bundles it alone.
import type { JsonObject, PlayerIndex } from '@arbiter/engine';
import type { Circle } from './state.ts';

/** What the sentences need of the cards: their names. */
export interface CardNames {
  has(id: string): boolean;
  get(id: string): { name: string };
}

export const CIRCLE_NAMES: Readonly<Record<Circle, string>> = {
  VC: 'vanguard circle',
  FL: 'front left rear-guard circle',
  BL: 'back left rear-guard circle',
  BC: 'back center rear-guard circle',
  FR: 'front right rear-guard circle',
  BR: 'back right rear-guard circle',
};

/** The phases of a turn (6.1). */
export const PHASE_NAMES: Readonly<Record<string, string>> = {
  stand: 'Stand phase',
  draw: 'Draw phase',
  ride: 'Ride phase',
  main: 'Main phase',
  battle: 'Battle phase',
  end: 'End phase',
};

const ZONE_NAMES: Record<string, string> = {
  deck: 'deck',
  hand: 'hand',
  drop: 'drop zone',
  soul: 'soul',
  damage: 'damage zone',
  bind: 'bind zone',
  trigger: 'trigger zone',
  gzone: 'G zone',
  removed: 'removal zone',
  gc: 'guardian circle',
  heart: 'heart',
  // 10.25.1: the Legion Mate's place, beside the Legion Leader on the vanguard circle.
  mate: 'vanguard circle (Legion Mate)',
};

const placeName = (z: string): string =>
  z in CIRCLE_NAMES ? CIRCLE_NAMES[z as Circle] : (ZONE_NAMES[z] ?? z);

/** One event in words, or null for events that say nothing of their own. */
export function describeVgEvent(
  cat: CardNames,
  names: readonly [string, string],
  ev: JsonObject,
): string | null {
  const who = typeof ev.p === 'number' ? names[ev.p as PlayerIndex] : '';
  const card = typeof ev.card === 'string' && cat.has(ev.card) ? cat.get(ev.card).name : null;
  switch (ev.t) {
    case 'move': {
      const what = card ?? (ev.faceDown ? 'a face-down card' : 'a card');
      const from = String(ev.from);
      const to = String(ev.to);
      if (from === 'deck' && to === 'hand') return `${who} draws ${card ?? 'a card'}.`;
      if (to === 'VC' && (from === 'hand' || from === 'soul')) return `${who} rides ${what}.`;
      if (from === 'hand' && to in CIRCLE_NAMES) return `${who} calls ${what} to the ${placeName(to)}.`;
      if (to === 'trigger') return `${who} checks ${what}.`;
      if (to === 'mate' && from === 'deck') return `${who} legions with ${what}, now the Legion Mate.`;
      return `${who} moves ${what} from the ${placeName(from)} to the ${placeName(to)}.`;
    }
    case 'shuffle':
      return `${who} shuffles the deck.`;
    case 'first':
      return `${who} goes first.`;
    case 'standUp':
      return `${who} stands up: ${card ?? 'the vanguard'} is face up.`;
    case 'attack':
      if (ev.side !== undefined)
        return `${who} attacks with the opponent's dominated unit on the ${placeName(String(ev.attacker))}, attacking the ${placeName(String(ev.target))}.`;
      return `${who}'s unit on the ${placeName(String(ev.attacker))} attacks the ${placeName(String(ev.target))}.`;
    case 'boost':
      return `${who} boosts with the unit on the ${placeName(String(ev.booster))}.`;
    case 'hit':
      return ev.hit ? 'The attack hits.' : 'The attack does not hit.';
    case 'vanguardDamage':
      return (ev.n as number) > 0 ? `${who}'s vanguard is dealt ${String(ev.n)} damage.` : null;
    case 'mod': {
      const parts = [];
      if (ev.power) parts.push(`+${String(ev.power)} power`);
      if (ev.critical) parts.push(`+${String(ev.critical)} critical`);
      if (ev.shield) parts.push(`+${String(ev.shield)} shield`);
      if (ev.noHit) parts.push('no hit');
      if (ev.noRestraint) parts.push('no Restraint');
      return `${who}'s unit #${String(ev.id)} gets ${parts.join(' and ')} until end of ${String(ev.until)}.`;
    }
    case 'orient':
      return ev.rested ? null : `${who} stands the unit on the ${placeName(String(ev.circle))}.`;
    case 'flip':
      return ev.faceDown
        ? `${who} turns a damage card face down (counter blast).`
        : `${who} turns a damage card face up.`;
    case 'reveal':
      return `${who} reveals ${card ?? 'a card'}.`;
    case 'lock':
      return `${who} ${ev.locked ? 'locks' : 'unlocks'} the card on the ${placeName(String(ev.circle))}.`;
    case 'declare':
      return `${who} declares grade ${String(ev.grade)}.`;
    case 'delete':
      return `${who} ${ev.deleted ? 'deletes' : 'turns face up'} the unit on the ${placeName(String(ev.circle))}.`;
    case 'exchange':
      return `${who} exchanges the rear-guards of the ${placeName(String(ev.a))} and ${placeName(String(ev.b))}.`;
    case 'dominate':
      return `${who}'s unit on the ${placeName(String(ev.circle))} is dominated: the opponent is its master until end of turn.`;
    case 'charging':
      return `${who}'s unit is charging until end of turn.`;
    case 'successful':
      return `${who}'s unit is successful until end of turn.`;
    case 'mateStays':
      return `${who}'s Legion Mate stays on the vanguard circle as the vanguard.`;
    default:
      return null;
  }
}

// DBSCG events in plain English, as one viewer may read them: the terminal's log, the web table's
// log and the replay viewer use these sentences. A card hidden from the viewer is "a card".
import type { JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import type { DbsEvent } from './events.ts';
import { keywordName } from './text-common.ts';

/** What a narration needs of the cards: their names (a DbsCatalog, or the web table's card book). */
export interface CardNames {
  has(id: string): boolean;
  get(id: string): { name: string };
}

export interface NarrateContext {
  cat: CardNames;
  names: readonly [string, string];
  viewer: Viewer;
  /** Object id → card, for the cards this viewer has seen (fed by `track`). */
  objects: Map<number, string>;
}

const AREA: Record<string, string> = {
  leader: 'Leader Area',
  deck: 'deck',
  hand: 'hand',
  life: 'life',
  drop: 'Drop Area',
  warp: 'Warp',
  battle: 'Battle Area',
  combo: 'Combo Area',
  energy: 'Energy Area',
  removed: 'removed from the game',
};

const PHASE: Record<string, string> = {
  charge: 'Charge Phase',
  main: 'Main Phase',
  mainEnd: 'Main Phase End Step',
  end: 'End Phase',
  offenseStart: 'Offense Step',
  defenseStart: 'Defense Step',
  damageStart: 'Damage Step',
};

/** The name of a phase or step of the turn (`phase` events), or undefined for an unnamed one. */
export function phaseLabel(phase: string): string | undefined {
  return PHASE[phase];
}

/** Remembers which card each object is, for later events that name only the object. */
export function track(objects: Map<number, string>, ev: JsonObject): void {
  const card = typeof ev.card === 'string' ? ev.card : undefined;
  if (!card) return;
  for (const k of ['id', 'newId', 'attacker'] as const) {
    const v = ev[k];
    if (typeof v === 'number') objects.set(v, card);
  }
  if (typeof ev.target === 'number' && typeof ev.targetCard === 'string')
    objects.set(ev.target, ev.targetCard);
}

function whose(x: NarrateContext, p: PlayerIndex): string {
  return x.viewer === p ? 'your' : `${x.names[p]}'s`;
}

function who(x: NarrateContext, p: PlayerIndex): string {
  return x.viewer === p ? 'You' : x.names[p];
}

/** Third person for a name, second for "You". */
function verb(subject: string, base: string, third: string): string {
  return subject === 'You' ? base : third;
}

function cardName(x: NarrateContext, def: unknown, id?: unknown): string {
  const d = typeof def === 'string' ? def : typeof id === 'number' ? x.objects.get(id) : undefined;
  if (!d) return 'a card';
  return x.cat.has(d) ? x.cat.get(d).name : d;
}

/** One sentence for an event, or null for events that say nothing to a reader. */
export function describeDbsEvent(x: NarrateContext, raw: JsonObject): string | null {
  track(x.objects, raw);
  const e = raw as unknown as DbsEvent | { t: 'gameEnd'; winner: PlayerIndex | null; reason: string };
  switch (e.t) {
    case 'turn':
      return `Turn ${e.turn}: ${e.p === x.viewer ? 'your turn' : `${x.names[e.p]}'s turn`}`;
    case 'first':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'go', 'goes')} first.`;
    case 'phase':
      return PHASE[e.phase] ? `${PHASE[e.phase]}.` : null;
    case 'move': {
      const s = who(x, e.p);
      const name = cardName(x, (e as { card?: unknown }).card, (e as { id?: unknown }).id);
      if (e.from === 'deck' && e.to === 'hand')
        return `${s} ${verb(s, 'draw', 'draws')} ${name === 'a card' ? 'a card' : name}.`;
      if (e.from === 'life' && e.why === 'damage')
        return `${s} ${verb(s, 'take', 'takes')} ${name === 'a card' ? 'a life card' : name} from life to the ${AREA[e.to]}.`;
      if (e.why === 'play')
        return `${s} ${verb(s, 'play', 'plays')} ${name}${e.rest ? ' in Rest Mode' : ''}.`;
      if (e.why === 'ko') return `${name} is KO-ed.`;
      if (e.why === 'combo')
        return e.to === 'combo' ? `${s} ${verb(s, 'combo', 'combos')} with ${name}.` : null;
      if (e.to === 'deck' && e.from === 'hand')
        return `${s} ${verb(s, 'put', 'puts')} a card back into the deck.`;
      if (e.to === 'life') return `${s} ${verb(s, 'place', 'places')} a card in life.`;
      return `${name}: ${whose(x, e.p)} ${AREA[e.from]} → ${AREA[e.to]}${e.rest ? ' (Rest Mode)' : ''}.`;
    }
    case 'shuffle':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'shuffle', 'shuffles')} ${e.area === 'life' ? 'the life cards' : 'the deck'}.`;
    case 'token':
      return `A ${cardName(x, e.card)} appears in ${whose(x, e.p)} Battle Area.`;
    case 'control':
      return `${who(x, e.to)} ${verb(who(x, e.to), 'gain', 'gains')} control of ${cardName(x, undefined, e.id)}.`;
    case 'look': {
      const s = who(x, e.p);
      const seen = (raw as { cards?: { card: string }[] }).cards;
      const what = seen ? `: ${seen.map((c) => cardName(x, c.card)).join(', ')}` : '';
      return `${s} ${verb(s, 'look', 'looks')} at ${e.n} card${e.n === 1 ? '' : 's'} of ${whose(x, e.owner)} ${e.area}${what}.`;
    }
    case 'stack':
      return `${cardName(x, e.card)} is placed beneath ${cardName(x, undefined, e.onto)}.`;
    case 'unstack':
      return `${cardName(x, e.card)}, beneath ${cardName(x, undefined, e.from)}, goes to the ${AREA[e.to ?? 'drop']}.`;
    case 'uncover':
      return `Only the top card of ${cardName(x, undefined, e.id)} moves; the card beneath stays.`;
    case 'revenge':
      return `${cardName(x, e.card)}'s [Revenge] will KO the attacking card at the end of the battle.`;
    case 'rest':
      return `${cardName(x, undefined, e.id)} switches to Rest Mode.`;
    case 'stand':
      return `${cardName(x, undefined, e.id)} switches to Active Mode.`;
    case 'flip':
      return `${cardName(x, undefined, e.id)} flips over.`;
    case 'attack':
      return `${cardName(x, undefined, e.attacker)} attacks ${cardName(x, undefined, e.target)}.`;
    case 'guard':
      return e.blocker
        ? `${cardName(x, undefined, e.guard)} blocks with [Blocker].`
        : `The attack now targets ${cardName(x, undefined, e.guard)}.`;
    case 'negateAttack':
      return 'The attack is negated.';
    case 'power':
      return `${cardName(x, undefined, e.target)} ${e.amount >= 0 ? '+' : ''}${e.amount} power${e.combo ? ' (combo)' : ''}.`;
    case 'grant':
      return `${cardName(x, undefined, e.target)} gains ${keywordName(e.spec)}.`;
    case 'reveal':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'reveal', 'reveals')} ${cardName(x, e.card)}.`;
    case 'declare':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'declare', 'declares')} playing ${cardName(x, e.card)}.`;
    case 'counter':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'activate', 'activates')} the [Counter] of ${cardName(x, e.card)}.`;
    case 'skill':
      return `${cardName(x, e.card)}: a skill activates.`;
    case 'damage':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'take', 'takes')} ${e.n} damage.`;
    case 'arrange':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'order', 'orders')} the ${e.n} cards placed at the ${e.at} of ${whose(x, e.p)} deck.`;
    case 'loop':
      return `${who(x, e.p)} ${verb(who(x, e.p), 'declare', 'declares')} carrying out the infinite loop ${e.n === 1 ? 'once' : `${e.n} times`}.`;
    case 'extraTurn':
      return `${who(x, e.p)} will take another turn after this one.`;
    case 'gameEnd':
      return e.winner === null
        ? `The game is a draw: ${e.reason}.`
        : `${x.names[e.winner]} wins: ${e.reason}.`;
    default:
      return null;
  }
}

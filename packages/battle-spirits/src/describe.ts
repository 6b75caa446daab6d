// Plain-English sentences for Saga log events and decisions, for the demo, terminal play and the
// web table. Everything here works from our own event definitions (events.ts); nothing is card text.

import { keywordLabel, ruleText, tempText } from './text.ts';
import type { Answer, Decision, JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import type { SagaEvent, Zone } from './events.ts';
import { stepLabel } from './state.ts';

/** The kernel's own last log entry. */
export interface GameEndEvent {
  t: 'gameEnd';
  winner: PlayerIndex | null;
  reason: string;
}

export type DescribableEvent = SagaEvent | GameEndEvent;

export interface DescribeContext {
  /** Player names by seat; "Player 1" and "Player 2" when absent. */
  names?: readonly [string, string];
  /**
   * Object id to card id, for events that name a field card only by its object id (exhaust,
   * attack, block, bp, cores on a card). `trackEvent` keeps it up to date.
   */
  objects?: ReadonlyMap<number, string>;
  /** The seat told about in the second person ("You draw", "your reserve"): the terminal's player. */
  you?: PlayerIndex;
}

const PUBLIC: ReadonlySet<Zone> = new Set(['trash', 'field', 'resolving']);

/**
 * The card id an event shows to `viewer`, or undefined when it is hidden from them. Draws and
 * moves between private areas show the card only to its player (3-1-3: hand and deck are private,
 * 3-8-2: a set burst is face down), even when the caller passes the unfiltered event.
 */
function visibleCard(ev: DescribableEvent, viewer: Viewer): string | undefined {
  if (ev.t === 'draw') return viewer === ev.p ? ev.card : undefined;
  if (ev.t === 'move')
    return PUBLIC.has(ev.from) || PUBLIC.has(ev.to) || viewer === ev.p ? ev.card : undefined;
  if (ev.t === 'setBurst') return viewer === ev.p ? ev.card : undefined;
  if ('card' in ev && typeof ev.card === 'string') return ev.card;
  return undefined;
}

/** Records which card each new object id is, as far as `viewer` may know it. */
export function trackEvent(
  objects: Map<number, string>,
  event: DescribableEvent,
  viewer: Viewer = 'spectator',
): void {
  const card = visibleCard(event, viewer);
  switch (event.t) {
    case 'draw':
      if (card && event.id !== undefined) objects.set(event.id, card);
      return;
    case 'move':
      objects.delete(event.id);
      if (card) objects.set(event.newId, card);
      return;
    case 'destroy':
      objects.delete(event.id);
      objects.set(event.newId, event.card);
      return;
    case 'summoned':
    case 'placed':
    case 'reveal':
      objects.set(event.id, event.card);
      return;
    case 'setBurst':
      if (card && event.newId !== undefined) objects.set(event.newId, card);
      return;
    default:
      return;
  }
}

/** Known objects of a game view (the `game` part of `game.view(viewer)`), e.g. a scenario's start. */
export function objectsFromView(view: JsonObject): Map<number, string> {
  const out = new Map<number, string>();
  const players = Array.isArray(view.players) ? view.players : [];
  for (const pl of players) {
    if (!pl || typeof pl !== 'object' || Array.isArray(pl)) continue;
    for (const key of ['field', 'hand', 'trash', 'resolving', 'burst']) {
      const v = pl[key];
      const list = Array.isArray(v) ? v : v ? [v] : [];
      for (const c of list) {
        if (
          c &&
          typeof c === 'object' &&
          !Array.isArray(c) &&
          typeof c.id === 'number' &&
          typeof c.card === 'string'
        ) {
          out.set(c.id, c.card);
        }
      }
    }
  }
  return out;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function coreGroup(n: number, soul: boolean): string {
  if (soul && n === 0) return 'the soul core';
  if (soul) return `${plural(n, 'core')} and the soul core`;
  return plural(n, 'core');
}

const ZONE_NAME: Record<Zone, string> = {
  deck: 'deck',
  hand: 'hand',
  trash: 'trash',
  field: 'field',
  burst: 'burst area',
  resolving: 'resolution area',
};

const UNTIL: Record<'turn' | 'battle', string> = {
  turn: 'the end of the turn',
  battle: 'the end of the battle',
};

/** One English sentence for a log event, as `viewer` may see it (default: a spectator). */
export function describeEvent(
  registry: CardRegistry,
  event: DescribableEvent | JsonObject,
  viewer: Viewer = 'spectator',
  context: DescribeContext = {},
): string {
  const ev = event as DescribableEvent;
  const names = context.names ?? ['Player 1', 'Player 2'];
  const you = (p: PlayerIndex): boolean => context.you === p;
  /** The player as a subject: "Ann", or "You" for the seat told about in the second person. */
  const who = (p: PlayerIndex): string => (you(p) ? 'You' : (names[p] ?? `Player ${p + 1}`));
  /** The player's, inside a sentence ("Ann's", "your"); `Start` at its start ("Your"). */
  const whose = (p: PlayerIndex): string => (you(p) ? 'your' : `${who(p)}'s`);
  const whoseStart = (p: PlayerIndex): string => (you(p) ? 'Your' : `${who(p)}'s`);
  /** "their" of a sentence about the player ("your" when it is about you). */
  const their = (p: PlayerIndex): string => (you(p) ? 'your' : 'their');
  /** The verb agreeing with the player: third person singular, or the second person. */
  const verb = (p: PlayerIndex, third: string, second: string): string => (you(p) ? second : third);
  const cardName = (def: string | undefined): string =>
    def === undefined ? 'a card' : registry.has(def) ? registry.get(def).name : def;
  const objName = (id: number): string => {
    const def = context.objects?.get(id);
    return def === undefined ? `card #${id}` : cardName(def);
  };
  /**
   * A core location of player `p`, or the card `obj` the event says it is; "their" when the sentence
   * is already about that player.
   */
  const coreLoc = (p: PlayerIndex, loc: string, obj: number | undefined, their: boolean): string => {
    if (obj !== undefined) return objName(obj);
    if (loc === 'void') return 'the void';
    if (loc === 'life' || loc === 'reserve' || loc === 'trash')
      return `${their ? (you(p) ? 'your' : 'their') : whose(p)} ${loc}`;
    return 'a card';
  };

  switch (ev.t) {
    case 'first':
      return `${who(ev.p)} ${verb(ev.p, 'goes', 'go')} first.`; // 5-2-6
    case 'turn':
      return `Turn ${ev.turn} begins: it is ${whose(ev.p)} turn.`;
    case 'step':
      return `${whoseStart(ev.p)} ${stepLabel(ev.step).toLowerCase()} step begins.`;
    case 'shuffle':
      return `${who(ev.p)} ${verb(ev.p, 'shuffles', 'shuffle')} ${their(ev.p)} deck.`;
    case 'mulligan':
      return ev.mulligan
        ? `${who(ev.p)} ${verb(ev.p, 'takes', 'take')} a mulligan: four new cards.` // 5-2-7
        : `${who(ev.p)} ${verb(ev.p, 'keeps', 'keep')} ${their(ev.p)} hand and ${verb(ev.p, 'draws', 'draw')} one more card.`;
    case 'draw': {
      const c = visibleCard(ev, viewer);
      return `${who(ev.p)} ${verb(ev.p, 'draws', 'draw')} ${c ? cardName(c) : 'a card'}.`;
    }
    case 'move': {
      const c = visibleCard(ev, viewer);
      const name = cardName(c);
      const p = who(ev.p);
      const puts = verb(ev.p, 'puts', 'put');
      const mine = their(ev.p);
      if (ev.from === 'hand' && ev.to === 'deck') {
        return `${p} ${puts} ${name} from ${mine} hand on the ${ev.bottom ? 'bottom' : 'top'} of ${mine} deck.`;
      }
      if (ev.from === 'hand' && ev.to === 'field') return `${p} ${puts} ${name} onto the field.`;
      if (ev.from === 'hand' && ev.to === 'burst')
        return `${p} ${puts} ${name} face down in ${mine} burst area.`;
      if (ev.from === 'hand' && ev.to === 'resolving') return `${p} ${verb(ev.p, 'uses', 'use')} ${name}.`;
      if (ev.from === 'resolving' && ev.to === 'trash')
        return `${name} has resolved and goes to ${whose(ev.p)} trash.`;
      const to =
        ev.to === 'deck'
          ? `the ${ev.bottom ? 'bottom' : 'top'} of ${mine} deck`
          : `${mine} ${ZONE_NAME[ev.to]}`;
      return `${whoseStart(ev.p)} ${name} moves from ${mine} ${ZONE_NAME[ev.from]} to ${to}.`;
    }
    case 'cores': {
      const p = who(ev.p);
      const what = coreGroup(ev.n, ev.soul);
      const mine = ev.by === 'owner' || ev.from === 'life';
      const from = coreLoc(ev.p, ev.from, ev.fromObj, mine);
      const to = coreLoc(ev.p, ev.to, ev.toObj, mine);
      if (ev.by === 'owner' && ev.to === 'trash')
        return `${p} ${verb(ev.p, 'pays', 'pay')} ${what} from ${from}.`; // 10-6-6
      if (ev.from === 'life') {
        const lost = ev.soul ? what : plural(ev.n, 'life core');
        return `${p} ${verb(ev.p, 'loses', 'lose')} ${lost}, moved to ${to}.`; // 7-1-5-3-1: life cores go to the reserve
      }
      if (ev.by === 'owner') return `${p} ${verb(ev.p, 'moves', 'move')} ${what} from ${from} to ${to}.`;
      const go = ev.n + (ev.soul ? 1 : 0) === 1 ? 'goes' : 'go';
      const cause = ev.by === 'effect' ? ' (by an effect)' : '';
      return `${what.charAt(0).toUpperCase()}${what.slice(1)} ${go} from ${from} to ${to}${cause}.`;
    }
    case 'exhaust':
      return `${objName(ev.id)} is exhausted.`;
    case 'refresh':
      return `${objName(ev.id)} is refreshed.`;
    case 'refreshAll':
      return `${who(ev.p)} ${verb(ev.p, 'refreshes', 'refresh')} ${their(ev.p)} cards.`; // 6-5-2
    case 'destroy': {
      const what = `${whoseStart(ev.p)} ${cardName(ev.card)}${ev.level > 0 ? ` (LV${ev.level})` : ''}`;
      // E635: Eternal's depletion is not a destruction.
      if (ev.depleted) return `${what} is depleted: it has too few cores to stay on the field.`;
      if (ev.cause === 'battle') return `${what} is destroyed in battle.`;
      if (ev.cause === 'effect') return `${what} is destroyed by an effect.`;
      // 9-3-2: too few cores for level 1; 9-4-2: 0 BP or less.
      if (ev.level === 0) return `${what} is destroyed: it has too few cores to stay on the field.`;
      return `${what} is destroyed: its BP is 0.`;
    }
    case 'summoned':
      return `${who(ev.p)} ${verb(ev.p, 'summons', 'summon')} ${cardName(ev.card)}.`;
    case 'placed':
      return `${who(ev.p)} ${verb(ev.p, 'places', 'place')} ${cardName(ev.card)}.`;
    case 'attack':
      return `${who(ev.p)} ${verb(ev.p, 'attacks', 'attack')} with ${objName(ev.id)}.`;
    case 'block':
      return `${who(ev.p)} ${verb(ev.p, 'blocks', 'block')} with ${objName(ev.id)}.`;
    case 'noBlock':
      return `${who(ev.p)} ${verb(ev.p, 'does', 'do')} not block.`;
    case 'battleResolved': {
      if (ev.damage !== undefined)
        return `The attack is not blocked: ${plural(ev.damage, 'life core')} lost.`;
      if (ev.outcome === 'attacker') return 'The attacking spirit wins the battle.';
      if (ev.outcome === 'blocker') return 'The blocking spirit wins the battle.';
      if (ev.outcome === 'tie') return 'Equal BP: both spirits are destroyed.';
      return 'The battle has no result: a spirit left the field.';
    }
    case 'battleEnd':
      return 'The battle ends.';
    case 'endAttackStep':
      return 'The attack step will end when this battle ends.';
    case 'endBattle':
      return 'The battle is ended at once.';
    case 'bp': {
      const sign = ev.amount >= 0 ? '+' : '';
      return `${objName(ev.id)} gets ${sign}${ev.amount} BP until ${UNTIL[ev.until]}.`;
    }
    case 'expire':
      return `Effects lasting until ${UNTIL[ev.until]} end.`;
    case 'grant':
      return `${objName(ev.id)} gains ${keywordLabel(ev.spec.keyword)} until ${UNTIL[ev.until]} ends.`;
    case 'ban':
      if (ev.action === 'refreshStep' || ev.until === 'refresh')
        return `${objName(ev.id)} will not refresh in its controller's next refresh step.`;
      return `${objName(ev.id)} cannot ${ev.action} until ${UNTIL[ev.until]} ends.`;
    case 'token':
      return `${who(ev.p)} ${verb(ev.p, 'summons', 'summon')} ${cardName(ev.card)}${ev.exhausted ? ', exhausted' : ''}.`;
    case 'look':
      return ev.reveal
        ? `${who(ev.p)} ${verb(ev.p, 'reveals', 'reveal')} ${(ev.cards ?? []).map((c) => cardName(c)).join(', ')} from the top of ${their(ev.p)} deck.`
        : ev.cards
          ? `${who(ev.p)} ${verb(ev.p, 'looks', 'look')} at ${ev.cards.map((c) => cardName(c)).join(', ')} from the top of ${their(ev.p)} deck.`
          : `${who(ev.p)} ${verb(ev.p, 'looks', 'look')} at the top ${ev.ids.length} card(s) of ${their(ev.p)} deck.`;
    case 'link':
      return `${objName(ev.id)} links to ${objName(ev.to)} for this battle.`;
    case 'raid':
      return `Raid: ${objName(ev.id)} is refreshed.`;
    case 'symbols':
      return `${objName(ev.id)} is treated as having ${plural(ev.symbols.length, 'symbol')} until ${UNTIL[ev.until]} ends.`;
    case 'crushed':
      return `Crush of ${objName(ev.id)} has discarded ${plural(ev.ids.length, 'card')}.`;
    case 'magicUsed':
      return `${who(ev.p)} ${verb(ev.p, 'uses', 'use')} ${cardName(ev.card)}.`;
    case 'drew':
      return `${who(ev.p)} ${verb(ev.p, 'has', 'have')} drawn ${plural(ev.n, 'card')} by an effect.`;
    case 'delayed':
      return `${cardName(ev.rec.card)} sets up an effect for ${ev.rec.until === 'turn' ? 'this turn' : 'this battle'}.`;
    case 'delayedDone':
      return 'A delayed effect has happened and ends.';
    case 'soulPaid':
      return `${objName(ev.id)}'s cost was paid with the soul core.`;
    case 'temp':
      return `${objName(ev.id)}: ${tempText(ev.x)} ${ev.until === 'turn' ? 'this turn' : 'this battle'}.`;
    case 'rule':
      return `${cardName(ev.card)}: ${ruleText(ev.x).replace(/\.$/, '')} (${ev.until === 'turn' ? 'this turn' : 'this battle'}${ev.key === undefined ? '' : ', once'}).`;
    case 'ruleDone':
      return 'A rule that applied once has been used and ends.';
    case 'milled':
      return `${plural(ev.ids.length, 'card')} of ${whose(ev.p)} deck ${ev.ids.length === 1 ? 'was' : 'were'} discarded by an effect.`;
    case 'loop':
      return `${who(ev.p)} ${verb(ev.p, 'declares', 'declare')} ${plural(ev.n, 'more repetition')} of the loop; it cannot be entered again.`;
    case 'used':
      return `${cardName(ev.card)} uses its once-per-turn effect.`;
    case 'resolved':
      return `The "When Summoned" effect of ${cardName(ev.card)} has resolved.`;
    case 'burst':
      return `${who(ev.p)} ${verb(ev.p, 'activates', 'activate')} the burst ${cardName(ev.card)}.`;
    case 'pass':
      return `${who(ev.p)} ${verb(ev.p, 'passes', 'pass')}.`;
    case 'reveal':
      return `${who(ev.p)} ${verb(ev.p, 'reveals', 'reveal')} ${cardName(ev.card)} from ${their(ev.p)} hand.`;
    case 'setBurst':
      return `${who(ev.p)} ${verb(ev.p, 'sets', 'set')} a burst.`; // 3-8-2: face down
    case 'brave':
      return `${who(ev.p)} ${verb(ev.p, 'combines', 'combine')} ${cardName(ev.card)} with ${objName(ev.spirit)}.`;
    case 'swapBrave':
      return `${who(ev.p)} ${verb(ev.p, 'moves', 'move')} ${cardName(ev.card)} from ${objName(ev.from)} to ${objName(ev.spirit)}.`;
    case 'separate':
      return `${who(ev.p)} ${verb(ev.p, 'separates', 'separate')} ${cardName(ev.card)} from ${objName(ev.spirit)}.`;
    case 'braveStays':
      return `${who(ev.p)} ${verb(ev.p, 'keeps', 'keep')} ${cardName(ev.card)} on the field in spirit state.`;
    case 'braveFollows':
      return `${cardName(ev.card)} follows its spirit to ${their(ev.p)} ${ZONE_NAME[ev.to]}.`;
    case 'gameEnd':
      if (ev.winner === null) return `The game ends in a draw: ${ev.reason}.`;
      return `${who(ev.winner)} ${verb(ev.winner, 'wins', 'win')}: ${ev.reason}.`;
    default: {
      const t = (event as JsonObject).t;
      return `Something happened (${typeof t === 'string' ? t : 'unknown event'}).`;
    }
  }
}

/** What a waiting player is doing, by decision kind, for those who cannot see the options. */
const WAITING: Record<string, string> = {
  chooseFirst: 'choose who goes first',
  mulligan: 'decide on a mulligan',
  mainAction: 'choose a main step action',
  moveCores: 'move cores',
  moveCount: 'choose how many cores to move',
  payCost: 'pay a cost',
  placeCores: 'put cores on a card',
  attackAction: 'attack or end the attack step',
  block: 'decide whether to block',
  lifeCore: 'choose whether the soul core leaves their life',
  flash: 'use a flash effect or pass',
  useOptional: 'decide whether to use an effect',
  target: 'choose targets',
  orderTriggers: 'choose which effect resolves first',
  // Asked at every event a burst condition can match, whatever the card (10-9-3).
  useBurst: 'decide whether to activate their set burst',
  loopCount: 'declare how many more times they repeat a loop (12-1-1)',
};

/**
 * One sentence for the pending decision. The deciding player gets its prompt; everyone else
 * learns only who is deciding and what about (the options may be secret).
 */
export function describeDecision(
  _registry: CardRegistry,
  decision: Decision | JsonObject | null,
  viewer: Viewer = 'spectator',
  context: DescribeContext = {},
): string {
  if (!decision) return 'No decision is pending.';
  const player = decision.player === 1 ? 1 : 0;
  const name = context.you === player ? 'You' : (context.names?.[player] ?? `Player ${player + 1}`);
  const kind = typeof decision.kind === 'string' ? decision.kind : '';
  if (viewer === player && typeof decision.prompt === 'string') return `${name}: ${decision.prompt}`;
  return `Waiting for ${name} to ${WAITING[kind] ?? 'decide'}.`;
}

/** The chosen options of an answer in words, for the player who gave it. */
export function describeAnswer(decision: Decision, answer: Answer): string {
  const label = (id: string): string => decision.options.find((o) => o.id === id)?.label ?? id;
  if ('choose' in answer) return answer.choose.length ? answer.choose.map(label).join('; ') : 'nothing';
  if ('order' in answer) return answer.order.map(label).join(', then ');
  if ('counts' in answer) {
    const parts = Object.entries(answer.counts)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => `${n} from ${label(id)}`);
    return parts.length ? parts.join(', ') : 'nothing';
  }
  if ('back' in answer) return 'back: the action is taken back';
  return String(answer.number);
}

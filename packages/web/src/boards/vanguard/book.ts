// Vanguard's cards at the table (GET /v1/cards?game=vanguard) and its words: the log through the
// terminal's sentences (packages/vanguard/src/narrate.ts), the phase and step, someone else's
// decision, and the card objects a view shows.
import type { JsonObject } from '@arbiter/engine';
import { CIRCLE_NAMES, describeVgEvent, PHASE_NAMES } from '../../../../vanguard/src/narrate.ts';
import type { Decision, LogEvent } from '../../types.ts';
import type { Viewer } from '../board.ts';
import { makeBook, waitingText, type CardBook } from '../book.ts';
import { logLinesOf, type LogLine } from '../log.ts';
import type { VgCardInfo, VgCircle, VgGameView, VgRef } from './types.ts';

export type VgBook = CardBook<VgCardInfo>;

export const makeVgBook = (cards: readonly VgCardInfo[]): VgBook => makeBook(cards);

/** The whole log in lines, each card object as this viewer knows it. */
export function vgLogLines(
  book: VgBook,
  log: readonly LogEvent[],
  names: readonly [string, string],
): LogLine[] {
  const objects = new Map<number, string>();
  const names2: [string, string] = [names[0], names[1]];
  const cat = { has: book.has, get: book.info };
  return logLinesOf(
    log,
    objects,
    (e) => {
      // A card's object, as far as this viewer has been told (the server's log hides the rest).
      if (typeof e.id === 'number' && typeof e.card === 'string') objects.set(e.id, e.card);
      return describeVgEvent(cat, names2, e as unknown as JsonObject);
    },
    (card) => book.get(card)?.name,
  );
}

/** The phase now, and in the battle phase its step (7.1: start, attack, guard, drive, damage, close). */
export function vgStep(g: VgGameView): string {
  const phase = g.phase === 'setup' ? 'Set-up' : (PHASE_NAMES[g.phase] ?? g.phase);
  return g.phase === 'battle' && g.step ? `${phase} · ${g.step} step` : phase;
}

/** What someone else's pending decision is about, by its kind. */
const WAITING: Record<string, string> = {
  firstVanguard: 'is choosing a first vanguard (5.4.3)',
  mulligan: 'is choosing cards to redraw (5.4.3.4)',
  ride: 'may ride a card (6.5.1)',
  main: 'is acting in the main phase',
  attack: 'is choosing an attack',
  boost: 'is deciding on a boost (7.4.1.10)',
  guard: 'is deciding how to guard (7.5.1.2)',
  soulRide: 'is riding from the soul (9.5.1)',
  triggerPower: 'is giving a trigger’s power to a unit',
  triggerCritical: 'is giving a trigger’s critical to a unit',
  triggerStand: 'is standing a rear-guard with a stand trigger',
  triggerHeal: 'is healing a damage',
  payCost: 'is paying a cost',
  gAssist: 'may G assist (6.4.1.2)',
  gAssistPick: 'is looking at the top of the deck for the G assist (6.4.1.2.5)',
  gAssistHand: 'is choosing hand cards to remove for the G assist (6.4.1.2.5)',
  gAssistG: 'is choosing G zone cards to remove for the G assist (6.4.1.2.5)',
  stride: 'may stride (6.5.1.2)',
  strideCost: 'is paying the stride cost (11.11)',
};

export const vgWaiting = (d: Decision, viewer: Viewer, names: readonly [string, string]): string =>
  waitingText(WAITING, d, viewer, names);

export const CIRCLE_ORDER: readonly VgCircle[] = ['VC', 'FL', 'BL', 'BC', 'FR', 'BR'];

/** Every card object a view shows whose card this viewer knows. */
export function vgObjects(g: VgGameView): Map<number, string> {
  const out = new Map<number, string>();
  const add = (c: { id: number; card?: string }) => {
    if (c.card) out.set(c.id, c.card);
  };
  for (const p of g.players) {
    for (const c of CIRCLE_ORDER) {
      const u = p.field[c];
      if (u) add(u);
    }
    // 10.25.1: the Legion Mate beside the vanguard.
    if (p.mate) add(p.mate);
    const lists: VgRef[][] = [
      p.gc,
      p.soul,
      p.drop,
      p.damage,
      p.bind,
      p.trigger,
      p.gzone,
      p.removed,
      p.heart ?? [],
    ];
    if (Array.isArray(p.hand)) lists.push(p.hand);
    for (const l of lists) for (const c of l) add(c);
  }
  return out;
}

/** A place an option names (`at`): a circle (4.6.1), the guardian circle (4.6.5), or its own name. */
export function vgPlaceName(at: string): string {
  if (at === 'GC') return 'the guardian circle';
  return at in CIRCLE_NAMES ? `the ${CIRCLE_NAMES[at as VgCircle]}` : at;
}

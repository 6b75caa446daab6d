// DBSCG's cards at the table (GET /v1/cards?game=dbscg) and its words: the log through the same
// sentences as the terminal (packages/dbscg/src/narrate.ts), the phase, and someone else's decision.
import type { JsonObject } from '@arbiter/engine';
import { describeDbsEvent } from '../../../../dbscg/src/narrate.ts';
import type { Decision, LogEvent } from '../../types.ts';
import type { Viewer } from '../board.ts';
import { makeBook, waitingText, type CardBook } from '../book.ts';
import { logLinesOf, type LogLine } from '../log.ts';
import type { DbsCardInfo, DbsGameView, DbsOpenCard, DbsRef } from './types.ts';

export type DbsBook = CardBook<DbsCardInfo>;

export const makeDbsBook = (cards: readonly DbsCardInfo[]): DbsBook => makeBook(cards);

/** The whole log in lines, tracking which object is which card as this viewer may know it. */
export function dbsLogLines(
  book: DbsBook,
  log: readonly LogEvent[],
  viewer: Viewer,
  names: readonly [string, string],
): LogLine[] {
  const cat = { has: book.has, get: book.info };
  const context = { cat, names, viewer, objects: new Map<number, string>() };
  // The log's events are the JSON the server sends.
  return logLinesOf(
    log,
    context.objects,
    (e) => describeDbsEvent(context, e as unknown as JsonObject),
    (card) => book.get(card)?.name,
  );
}

const PHASES: Record<DbsGameView['phase'], string> = {
  setup: 'Set-up',
  charge: 'Charge Phase',
  main: 'Main Phase',
  mainEnd: 'End of the Main Phase',
  end: 'End Phase',
};

const BATTLE_STEPS: Record<string, string> = {
  attack: 'Attack',
  offense: 'Offense Step',
  defense: 'Defense Step',
  damage: 'Damage Step',
  end: 'Battle end',
};

/** The phase now, and the battle's step during one (7-1). */
export function dbsStep(g: DbsGameView): string {
  const phase = PHASES[g.phase] ?? g.phase;
  return g.battle ? `${phase} · ${BATTLE_STEPS[g.battle.step] ?? g.battle.step}` : phase;
}

/** What someone else's pending decision is about, by its kind (never a hidden card). */
const WAITING: Record<string, string> = {
  redraw: 'is deciding whether to redraw the opening hand',
  charge: 'may charge a card as energy',
  mainAction: 'is choosing an action in the Main Phase',
  battleAction: 'is choosing an action in the battle',
  counter: 'may activate a [Counter]',
  payEnergy: 'is paying energy',
  payCost: 'is paying a cost',
  target: 'is choosing targets',
  chooseOption: 'is choosing an option',
  loopCount: 'is declaring how many times to carry out an infinite loop (11-1-2)',
  orderCards: 'is ordering the cards placed together in their deck (3-1-6)',
};

export const dbsWaiting = (d: Decision, viewer: Viewer, names: readonly [string, string]): string =>
  waitingText(WAITING, d, viewer, names);

/** Every card object a view shows (open areas, this viewer's hand, cards beneath cards). */
export function dbsObjects(g: DbsGameView): Map<number, string> {
  const out = new Map<number, string>();
  const add = (c: DbsRef) => out.set(c.id, c.card);
  const addOpen = (c: DbsOpenCard) => {
    add(c);
    for (const u of c.under ?? []) add(u);
  };
  for (const p of g.players) {
    addOpen(p.leader);
    for (const c of [...p.battle, ...p.combo, ...p.energy]) addOpen(c);
    for (const c of [...(p.hand ?? []), ...p.drop, ...p.warp, ...p.removed]) add(c);
  }
  return out;
}

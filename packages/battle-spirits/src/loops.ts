// 12-1: infinite loops that players can end, Saga's part; the machinery is @arbiter/cardgame's
// (loops.ts there). The engine itself ends a loop nobody can end (a draw, 12-1-1-1, see
// onEndlessLoop). A loop a player can end shows as a position that comes back: the same free choice
// (main step action, flash timing) in an identical game state (all the same cards in the same
// areas, 12-1-1-2). Then the players who took part declare how many times they repeat it; the
// state after is the same whatever they declare, so what remains is the rule's last part:
// re-entering the loop is no longer an option (12-1-1-2, 12-1-1-3), unless forced.
import {
  banLoopEntries,
  hashEnd,
  hashInt as int,
  hashStart,
  hashStr as str,
  loopBanned as banned,
  reachFreeChoice as reach,
  type LoopFound,
} from '@arbiter/cardgame';
import type { Answer, Decision, Frame, PlayerIndex } from '@arbiter/engine';
import type { CardObj, SagaData } from './state.ts';

const STEPS = ['setup', 'start', 'core', 'draw', 'refresh', 'main', 'attack', 'end'];

function cards(list: CardObj[]): void {
  int(list.length);
  for (const c of list) {
    str(c.def);
    int((c.exhausted ? 1 : 0) + (c.cores.soul ? 2 : 0) + c.cores.n * 4);
    // Eternal: the Brave combined with it (written only then, so positions without one are as before).
    if (c.brave) str(`+${c.brave.def}`);
  }
}

function coresOf(x: { n: number; soul: boolean }): void {
  int(x.n * 2 + (x.soul ? 1 : 0));
}

/** A field card by its place (player and index), which survives nothing but is stable in a position. */
function at(d: SagaData, id: number): number {
  for (let p = 0; p < 2; p++) {
    const field = d.players[p]!.field;
    for (let i = 0; i < field.length; i++) if (field[i]!.id === id) return p * 1000 + i;
  }
  return -1;
}

/**
 * The position: every card's identity (not its object id, which changes as cards move), place,
 * orientation and cores, every core count, the changes in force, whose choice it is, and where.
 */
export function fingerprint(d: SagaData, kind: string, player: PlayerIndex, frames: Frame[]): string {
  hashStart();
  int(d.turn);
  str(d.step);
  int(d.active);
  str(kind);
  int(player);
  // The procedures running: their number and the innermost one (the decision's kind says the rest).
  int(frames.length);
  str(frames[frames.length - 1]?.kind ?? '');
  for (const pl of d.players) {
    coresOf(pl.life);
    coresOf(pl.reserve);
    coresOf(pl.trash);
    int(pl.voidUsed * 2 + (pl.soulInVoid ? 1 : 0));
    // The deck by its size and object ids (a card that left the deck and came back is new to it):
    // cheap, and a loop through the deck still shows up as soon as the deck stops changing.
    let ids = 0;
    for (const c of pl.deck) ids = (ids + Math.imul(c.id, 0x9e3779b1)) | 0;
    int(pl.deck.length);
    int(ids);
    cards(pl.hand);
    cards(pl.trashCards);
    cards(pl.field);
    // A set burst by its object id, which lasts as long as it is set: the card is face down (3-8-2),
    // and whether a position repeats must not depend on what it is.
    int(pl.burst ? pl.burst.id : 0);
  }
  const b = d.battle;
  if (b) {
    int(at(d, b.attacker));
    int(at(d, b.blocker));
    int(b.link === -1 ? -1 : at(d, b.link));
  }
  for (const m of d.mods) {
    int(at(d, m.target));
    str(m.kind ?? 'plus');
    int(m.amount);
    str(m.until);
  }
  for (const g of d.grants) {
    int(at(d, g.target));
    str(JSON.stringify(g.spec));
    str(g.until);
  }
  for (const x of d.bans) {
    int(at(d, x.target));
    str(x.action);
    str(x.until);
  }
  for (const t of d.temps) {
    int(at(d, t.target));
    str(JSON.stringify(t.x));
    str(t.until);
  }
  for (const r of d.raids) int(at(d, r));
  for (const u of d.used) str(u);
  return hashEnd();
}

/**
 * At a free choice: the loop that brought the game back to this position, or null. 12-1-1-3: with
 * both players in the loop, each one's first choice in it is theirs to give up, banned at once.
 */
export function reachFreeChoice(
  d: SagaData,
  kind: string,
  player: PlayerIndex,
  frames: Frame[],
): LoopFound | null {
  // Turn, step and attacker in one number: no string built at every free choice.
  const window = (d.turn * 8 + STEPS.indexOf(d.step)) * 100_000 + (d.battle ? d.battle.attacker + 1 : 0);
  const found = reach(d.loop, window, fingerprint(d, kind, player, frames), player, d.active);
  if (found) banLoopEntries(d.loop, found.entries);
  return found;
}

/** A message when this answer would complete a path that re-enters a declared loop. */
export function loopBanned(d: SagaData, decision: Decision, answer: Answer): string | null {
  // Unless it is forced (12-1-1-2): a choice with a single option stays open.
  return banned(d.loop, decision, answer)
    ? 'That would repeat an infinite loop once more: re-entering it is no longer an option (12-1-1-2, 12-1-1-3).'
    : null;
}

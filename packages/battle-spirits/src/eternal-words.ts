// Eternal's own words where the manual's terms differ from Saga's: the reasons a game ends (part of the
// game's result, so of the hashed state: a change here is a bump of ETERNAL_RULESET), the main step's
// nexus action (the glossary's "Deploy") and the log's set-up line (the glossary has "redraw", not
// "mulligan", and keeping draws nothing, E281). Saga's words stay as they were, byte for byte.
import type { JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { describeEvent, type DescribableEvent, type DescribeContext } from './describe.ts';
import type { SagaData } from './state.ts';

// The format read directly (not through formats.ts, which imports events.ts: no import cycle).
const eternal = (d: SagaData): boolean => d.format === 'eternal';

/** Why a player lost: no life (Saga 9-2-3, Eternal E200), no deck at the start step (9-2-4, E201). */
export function lossReason(d: SagaData, loser: PlayerIndex, why: 'life' | 'deck'): string {
  const name = d.players[loser].name;
  if (eternal(d))
    return why === 'life'
      ? `${name}'s life is 0 (E200)`
      : `${name}'s deck has 0 cards at the start step of their turn (E201)`;
  return why === 'life' ? `${name} has no life left (9-2-3)` : `${name} has no cards in their deck (9-2-4)`;
}

/**
 * Both players' life at 0 at once: Saga's 1-2-3 makes it a draw; the manual's victory conditions
 * (E196 to E201) name no winner for it either, so Eternal ends it as a draw in its own words.
 */
export function drawReason(d: SagaData): string {
  return eternal(d)
    ? "Both players' life is 0 at the same time: neither wins (E200)"
    : 'Both players reached zero life (1-2-3)';
}

/** The main step's action for a nexus in the hand: Saga places it, Eternal deploys it (E417, E532). */
export function nexusActionWord(d: SagaData): string {
  return eternal(d) ? 'Deploy' : 'Place';
}

/**
 * The log's sentence for an Eternal event where Saga's (describe.ts) would use Saga's terms, or
 * undefined to use Saga's. The set-up's choice is a redraw (E281): the whole hand goes back into the
 * deck, which is shuffled, and four cards are drawn; keeping draws nothing.
 */
export function eternalEventLine(ev: DescribableEvent, ctx: DescribeContext): string | undefined {
  if (ev.t !== 'mulligan') return undefined;
  const you = ctx.you === ev.p;
  const who = you ? 'You' : (ctx.names?.[ev.p] ?? `Player ${ev.p + 1}`);
  if (ev.mulligan)
    return `${who} ${you ? 'redraw' : 'redraws'}: the whole hand goes back into the deck, which is shuffled, and four new cards are drawn.`;
  return `${who} ${you ? 'keep' : 'keeps'} ${you ? 'your' : 'their'} hand.`;
}

/**
 * A log line in the words of the game's format: Eternal's own where the manual's terms differ, else
 * Saga's (describe.ts). The terminal's teller and the web table's log both read events through it.
 */
export function describeEventIn(
  format: string,
  registry: CardRegistry,
  event: DescribableEvent | JsonObject,
  viewer: Viewer = 'spectator',
  context: DescribeContext = {},
): string {
  const own = format === 'eternal' ? eternalEventLine(event as DescribableEvent, context) : undefined;
  return own ?? describeEvent(registry, event, viewer, context);
}

// How a game brings its board to the web table. The shell (lobby, game, replay, decision panel) knows
// only the protocol; each game's folder (boards/<game>/) reads that game's view and cards and gives
// the shell a `Board`: its table, its card faces, its log in words and what its decisions need.
// boards/index.ts lists the kits, one per game the server may host.
import type { ComponentType } from 'react';
import type { Armed } from '../direct-pick.ts';
import type { Decision, DecisionOption, LogEvent, Seat } from '../types.ts';
import type { LogLine } from './log.ts';
import type { PassWindow } from '../table-settings.ts';
import type { Standing } from '../end-summary.ts';

export type { Standing };

export type Viewer = Seat | 'spectator';

/** What the pending decision lets this player do with the objects on the board. */
export interface Interaction {
  /** Board objects the pending decision lets this player pick, with the option ids about each. */
  targets: ReadonlyMap<number, string[]>;
  chosen: ReadonlySet<number>;
  /** The object of the option the player points at in the decision panel, marked on the board. */
  pointed: number | null;
  pick(id: number): void;
  /**
   * Places (a game's circles) the pending decision lets this player click, on `placeSeat`'s side,
   * with the options to each (direct-pick.ts: a card, then its place, or the place, then the card).
   */
  places: ReadonlyMap<string, readonly DecisionOption[]>;
  placeSeat: Seat | null;
  /** The object and place clicked so far, waiting for the rest of the choice. */
  armed: Armed;
  /** The objects the armed object's options aim at (an armed attacker's cards to attack), marked. */
  aimed: ReadonlySet<number>;
  pickPlace(place: string): void;
  /**
   * The options of a one-choice decision asked now, for a board that maps its own gestures to them
   * (Saga's core moves dragged card to card); `refuse` says why a gesture answers nothing.
   */
  choice: {
    options: readonly DecisionOption[];
    choose(optionId: string): void;
    refuse(problem: string): void;
    busy: boolean;
  } | null;
  /**
   * The distribution being drafted (a core payment or placement), for a board that lets the player
   * drag to it (DragToken.tsx): its options, the counts so far, and one more for an option.
   */
  distribution: {
    /** The decision's kind (a Saga payment, `payCost`, lets cores be dropped on the trash too). */
    kind: string;
    options: readonly DecisionOption[];
    counts: Readonly<Record<string, number>>;
    add(optionId: string): void;
    busy: boolean;
  } | null;
  /** Shows a card's face (its card id) beside the table; null clears it. */
  preview(card: string | null): void;
}

/** One player's side of the table (the shell draws both, the viewer's at the bottom: Table.tsx). */
export interface SideProps {
  /** The game's own view (`state.view.game`) as the server sends it to this viewer. */
  view: unknown;
  seat: Seat;
  /** The viewer's own side. */
  me: boolean;
  /** It is this player's turn. */
  active: boolean;
  ix: Interaction;
}

/** What the shell says of any game above its table. */
export interface ViewSummary {
  turn: number;
  active: Seat;
  names: [string, string];
  /** The phase or step now, in words ("Main step", "Offense Step"). */
  step: string;
}

/** The summary of a view that has, as both games' do, a turn, the active seat and players' names. */
export function summaryOf(
  g: { turn: number; active: Seat; players: readonly [{ name: string }, { name: string }] },
  step: string,
): ViewSummary {
  return { turn: g.turn, active: g.active, names: [g.players[0].name, g.players[1].name], step };
}

/** A standing as every game's board gives it: what the game is lost by, then deck and hand. */
export function standingOf(lostBy: Standing, deck: number, hand: number): Standing[] {
  return [lostBy, { what: 'Deck', n: deck }, { what: 'Hand', n: hand }];
}

/** A distribution the player is asked to confirm once more before it is sent, and why. */
export interface DistributionCheck {
  warning: string;
  confirm: string;
}

export interface Board {
  /** One player's side of the table. */
  Side: ComponentType<SideProps>;
  /**
   * What is drawn between both sides (the battle in progress), if anything; `acting` says who is
   * deciding now and what (shown with the battle: whose flash timing or block it is).
   */
  Between?: ComponentType<{ view: unknown; acting?: string | undefined }>;
  /** A class for the whole table (the game's styles). */
  tableClass?: string;
  /** A card's face with its generated text; `view` is the game now (or null outside a game). */
  CardPreview: ComponentType<{ card: string; view: unknown }>;
  summary(view: unknown): ViewSummary;
  /**
   * What a player has left, counted (what the game is lost by first: life or damage, then deck and
   * hand), for the end screen's summary; none: the end screen says only who won.
   */
  standing?(view: unknown, seat: Seat): Standing[];
  /** Every card object the view shows: object id → card id. */
  objects(view: unknown): ReadonlyMap<number, string>;
  cardName(card: string): string | undefined;
  /** The log in sentences with their turns and the cards they name, as this viewer may read it. */
  logLines(log: readonly LogEvent[], viewer: Viewer, names: readonly [string, string]): LogLine[];
  /** A decision being made by someone else (no options), in words. */
  waiting(decision: Decision, viewer: Viewer, names: readonly [string, string]): string;
  /**
   * Whose side the places an option names (`at`) are on: the deciding player's or the opponent's
   * (Vanguard's attacks name the attacked circle); none: this board has no places to click.
   */
  placeSide?(d: Decision): 'decider' | 'opponent' | null;
  /**
   * How to pick what an armed object's options aim at, in the game's words (`actor`: the armed card's
   * name; `targets`: the names of the cards it aims at); none: the shell's general words.
   */
  aimHint?(actor: string, targets: readonly string[]): string;
  /** A place an option names (`at`), in words ("the front left rear-guard circle"). */
  placeName?(place: string): string;
  /** The board object an option is about, if any. */
  objectOf(o: DecisionOption): number | null;
  /** A starting answer for a distribution (default: nothing assigned). */
  defaultCounts?(d: Decision): Record<string, number>;
  /** Its side draws tokens to drag to a distribution being drafted (Interaction.distribution). */
  dragsToDistribution?: boolean;
  /** A distribution to confirm twice (a payment that takes a card off the table...). */
  checkDistribution?(d: Decision, counts: Record<string, number>): DistributionCheck | null;
  /** Whether `d` is a window to act or pass in this game, and how to pass it (none: never auto-passed). */
  passWindow?(view: unknown, d: Decision): PassWindow | null;
  /** An extra class for an option's row (a game's special kinds of option). */
  optionClass?(o: DecisionOption): string;
  /** This game's deck builder (for the format the board was loaded in), when it has one. */
  DeckBuilder?: ComponentType<DeckBuilderProps>;
}

/** What the shell tells a deck builder: the saved deck to open, the game's title, the way back. */
export interface DeckBuilderProps {
  initial: string | null;
  title?: string;
  onLeave(): void;
}

export interface BoardKit {
  /** The `game` of the protocol (`GET /v1`, game info). */
  game: string;
  /** Whether its board brings a deck builder (known before its cards are loaded). */
  deckBuilder: boolean;
  /**
   * The board, from the game's cards (`GET /v1/cards?game=&format=`, read once) in that format (none:
   * the game's first; its deck builder checks and saves that format's decks).
   */
  load(cards: unknown[], format?: string): Board;
}

/** The option's board object as the protocol names it (`obj`), never read from its id. */
export function optionObject(o: DecisionOption): number | null {
  return typeof o.obj === 'number' ? o.obj : null;
}

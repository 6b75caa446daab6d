// How the Saga procedures ask their players, and take an action back (Decision.back).
import { forgetCurrentAnswers, loopActionLines } from '@arbiter/cardgame';
import { reachFreeChoice } from './loops.ts';
import { isBack, type Ctx, type Decision, type DecisionOption, type PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { coreSources } from './payment.ts';
import type { CardObj, CoreLoc, SagaData } from './state.ts';
import { K } from './procs.ts';

type C = Ctx<SagaData>;

export function ask(ctx: C, d: Omit<Decision, 'id' | 'optional'>): void {
  ctx.ask(d);
}

/**
 * Asks player `p` to pick one of `cards` (a cost that takes one of their cards, a token that grows,
 * the spirit an Ascend empties); `back`: the answer may take the action back (Decision.back).
 */
export function askOneCard(
  ctx: C,
  reg: CardRegistry,
  p: PlayerIndex,
  kind: string,
  prompt: string,
  cards: readonly CardObj[],
  back?: boolean,
): void {
  ctx.ask({
    player: p,
    kind,
    type: 'select',
    prompt,
    options: cards.map((c) => ({
      id: String(c.id),
      label: `${reg.get(c.def).name} (#${c.id})`,
      card: c.def,
      obj: c.id,
    })),
    min: 1,
    max: 1,
    ...(back !== undefined ? { back } : {}),
  });
}

/**
 * What a main step or flash timing option does (6-6-1-2, 7-1-2-1), or an attack step's attack or
 * block (6-7-1, 7-1-3): its procedure reads it here, and scripts name it as a verb ("summon X").
 */
export type SagaAction =
  | 'summon'
  | 'place'
  | 'magic'
  | 'burst'
  | 'move'
  | 'act'
  | 'swift'
  | 'awaken'
  | 'attack'
  | 'block'
  | 'brave'
  | 'swap'
  | 'separate';

/**
 * A Saga option with its facts as data (issue 14): besides the object it names (`obj`) and the
 * ability it plays (`ability`), the action it takes, or for a core move (6-6-1-2-3) the places the
 * cores go between and how (`cores`: some regular cores, the soul core, or the soul core swapped
 * with a regular core); for a core payment, the place the cores come from (`from`) and whether it
 * is the soul core there (`cores`). Procedures read the chosen option's facts, never its id.
 */
export interface SagaOption extends DecisionOption {
  act?: SagaAction;
  from?: CoreLoc;
  to?: CoreLoc;
  cores?: 'some' | 'soul' | 'swap';
  /** A "choose one" effect (oneOf): which of its alternatives this option is, first = 0. */
  mode?: number;
  /**
   * A substitution for a card about to be destroyed (8-9, 10-1-3-2): what it does instead (an
   * effect in place of the destruction, the card to the hand instead of the trash, or Bloodcurse
   * bloodcurse.ts), and which constant effect of its ability (`ability`) it is.
   */
  instead?: 'destroy' | 'trash' | 'bloodcurse';
  apply?: number;
}

/**
 * The option chosen in answer to this frame's last question, with the facts Saga's options carry
 * (options are built as SagaOption; the decision keeps them as DecisionOption), or null for none.
 */
export function chosenOption(ctx: C): SagaOption | null {
  const o: SagaOption | undefined = ctx.takeChosen()[0];
  return o ?? null;
}

// Yes or no (the option's `yes`) and the objects chosen: the card-game layer reads them for both games.
export { answeredYes, chosenObjects, orderedObjects } from '@arbiter/cardgame';

/** The most repetitions a player may declare (any number ends the same way). */
export const LOOP_DECLARE_MAX = 99;

/** At a free choice, spots a loop (see loops.ts) and asks its declarations; true when it did. */
export function freeChoice(ctx: C, kind: string, p: PlayerIndex): boolean {
  const loop = reachFreeChoice(ctx.data, kind, p, ctx.state.frames);
  if (!loop) return false;
  const actions = loopActionLines(loop, (q) => ctx.data.players[q].name);
  K.push(ctx, 'loopDeclare', { players: loop.players, actions });
  return true;
}

/**
 * `{ back: true }` (Decision.back): the player takes back the action this procedure performs. Nothing
 * of it has happened yet, so it ends here, and the procedure that started it (told by `tookBack`)
 * asks its choice again, in the same position: no loop (12-1), so that choice's answers are forgotten.
 */
export function takeBack(ctx: C): void {
  ctx.pop();
  const parent = ctx.state.frames[ctx.state.frames.length - 1];
  if (parent) parent.locals.tookBack = true;
  forgetCurrentAnswers(ctx.data.loop);
}

/**
 * The answer waiting takes the action back (Decision.back): consumed and done, see `takeBack`;
 * otherwise it stays for the procedure to read (`chosenOption`).
 */
export function answerTookBack(ctx: C): boolean {
  const a = ctx.state.answer;
  if (!a || !isBack(a)) return false;
  ctx.takeAnswer();
  takeBack(ctx);
  return true;
}

export function payDecision(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  cost: number,
  prompt: string,
): Omit<Decision, 'id' | 'optional'> {
  const src = coreSources(reg, d, p);
  return {
    player: p,
    kind: 'payCost',
    type: 'distribute',
    prompt,
    options: src.options,
    min: cost,
    max: cost,
    data: src.data,
  };
}

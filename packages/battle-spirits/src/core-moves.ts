// Cores moved by effects and as costs (4-11, 8-5-6): where they are, and the choice of whether
// the soul core is among them.
import type { Ctx, JsonObject, PlayerIndex, TypedFrame } from '@arbiter/engine';
import { chosenOption, type SagaOption } from './asking.ts';
import type { CardRegistry } from './cards.ts';
import { moveCores } from './events.ts';
import { coresAt as coresAtPlace, findOnField, placeCard, type SagaData } from './state.ts';
import { K, type SagaProcs } from './procs.ts';

type C = Ctx<SagaData>;

export type CoreArea = 'reserve' | 'life' | 'trash' | 'void' | `c${number}`;

/** The cores at a place (none in the void or on a card that left the field). */
export function coresAt(d: SagaData, p: PlayerIndex, at: CoreArea): { n: number; soul: boolean } {
  return coresAtPlace(d, p, at) ?? { n: 0, soul: false };
}

export interface CoreMove extends JsonObject {
  p: PlayerIndex;
  from: CoreArea;
  to: CoreArea;
  n: number;
  by: PlayerIndex;
  /** A cost paid by the cards' owner: a card emptied this way destroys itself (9-3-2). */
  owner: boolean;
  /** The card whose effect moves them ('' for none). */
  src: string;
  /** The soul core never moves with them (an effect naming cores that are not a soul core). */
  regular: boolean;
}

/**
 * Moves cores by an effect, in order: `want` of player `p`'s from each place, as many as there
 * are (1-3-2). The soul core may be one of them, but never into life or the void (4-11-3). When
 * either kind could go, the cores' controller chooses (8-5-6): then the "coreChoice" procedure
 * does the moves, asking where needed, and this returns true.
 */
/** Cores a player moves from one of their cards as a cost, choosing whether the soul core goes (8-5-6). */
export function moveCoresAsCost(ctx: C, p: PlayerIndex, from: CoreArea, to: CoreArea, n: number): boolean {
  return moveSomeCores(ctx, [{ p, from, to, n, by: p, owner: true, src: '', regular: false }]);
}

export function moveSomeCores(ctx: C, moves: CoreMove[]): boolean {
  if (moves.some((m) => needsChoice(ctx.data, m))) {
    K.push(ctx, 'coreChoice', { moves, k: 0 });
    return true;
  }
  for (const m of moves) moveNow(ctx, m, false);
  return false;
}

function needsChoice(d: SagaData, m: CoreMove): boolean {
  const have = coresAt(d, m.p, m.from);
  // 1-3-2-2: cores that would stay where they are do not move.
  return (
    have.soul &&
    !m.regular &&
    m.from !== m.to &&
    m.to !== 'void' &&
    m.to !== 'life' &&
    m.n > 0 &&
    m.n <= have.n
  );
}

/** The move with no choice left: the soul core goes only if asked for or if it must (as many as possible). */
function moveNow(ctx: C, m: CoreMove, soulChosen: boolean): void {
  const have = coresAt(ctx.data, m.p, m.from);
  const soulMay = have.soul && !m.regular && m.to !== 'void' && m.to !== 'life';
  const soul = soulMay && (soulChosen || m.n > have.n);
  const n = Math.min(soul ? m.n - 1 : m.n, have.n);
  moveCores(
    ctx,
    m.p,
    m.from,
    m.to,
    n,
    soul && m.n > 0,
    m.owner ? 'owner' : 'effect',
    m.by,
    m.src || undefined,
  );
}

/**
 * In a procedure walking its `moves` (locals `moves` and `k`): at step 1, has `use` read the answer
 * to the question about move `k`, then goes on to the next move.
 */
export function takeMoveAnswer(
  frame: TypedFrame<{ moves: CoreMove[]; k: number }>,
  use: (m: CoreMove) => void,
): void {
  if (frame.step !== 1) return;
  const L = frame.locals;
  use(L.moves[L.k]!);
  L.k = L.k + 1;
  frame.step = 0;
}

/** The two answers of 8-5-6's question, each saying which cores leave (`cores`). */
function soulOrNot(n: number): SagaOption[] {
  return [
    { id: 'cores', label: n === 1 ? 'A regular core' : 'Regular cores only', cores: 'some' },
    { id: 'soul', label: n === 1 ? 'The soul core' : 'The soul core and regular cores', cores: 'soul' },
  ];
}

/** 8-5-6: the controller of the cores picks whether the soul core is among those that move. */
export function coreChoiceProcedure(reg: CardRegistry) {
  return (ctx: C, frame: TypedFrame<SagaProcs['coreChoice']>): void => {
    const L = frame.locals;
    const moves = L.moves;
    // The option says whether the soul core goes (`cores`), whatever its id.
    takeMoveAnswer(frame, (m) => moveNow(ctx, m, chosenOption(ctx)?.cores === 'soul'));
    while (L.k < moves.length) {
      const m = moves[L.k]!;
      if (!needsChoice(ctx.data, m)) {
        moveNow(ctx, m, false);
        L.k = L.k + 1;
        continue;
      }
      frame.step = 1;
      const card = placeCard(m.from);
      const where = card !== undefined ? reg.get(findOnField(ctx.data, card)!.def).name : `your ${m.from}`;
      ctx.ask({
        player: m.p,
        kind: 'coreChoice',
        type: 'select',
        prompt: `${m.n === 1 ? 'A core leaves' : `${m.n} cores leave`} ${where}: is the soul core one of them?`,
        options: soulOrNot(m.n),
        min: 1,
        max: 1,
      });
      return;
    }
    ctx.pop();
  };
}

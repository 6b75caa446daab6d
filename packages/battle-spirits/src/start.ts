import type { Ctx, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry, StepName } from './cards.ts';
import { coreCount, newCores, type CardObj, type SagaData } from './state.ts';
import { K } from './procs.ts';

/** A field card of a starting state. */
export interface StartFieldCard {
  card: string;
  cores?: number;
  soul?: boolean;
  exhausted?: boolean;
}

/** One player's areas in a starting state; everything left out is empty. */
export interface StartPlayer {
  life?: number;
  reserve?: number;
  /** Where the soul core is: an area, or the index of a field card. Default: reserve. */
  soul?: 'reserve' | 'life' | 'trash' | 'void' | number;
  trashCores?: number;
  trash?: string[];
  hand?: string[];
  /** Top card first. */
  deck?: string[];
  field?: StartFieldCard[];
  burst?: string;
  /** The turn number on which this player last set a burst (6-6-1-2-2). */
  burstSetTurn?: number;
}

/** Any starting position, for scenarios: turn, step, whose turn, and each player's areas. */
export interface StartState {
  turn: number;
  active: PlayerIndex;
  first?: PlayerIndex;
  step: StepName;
  players: [StartPlayer, StartPlayer];
  /** The format when it is not Saga (Eternal scenarios). */
  format?: 'eternal';
}

const PHASE: Record<StepName, number> = {
  start: 0,
  core: 1,
  draw: 2,
  refresh: 3,
  main: 4,
  attack: 5,
  end: 6,
};

export function buildStart(
  reg: CardRegistry,
  ctx: Ctx<SagaData>,
  d: SagaData,
  setup: { start?: StartState },
  card: (ctx: Ctx<SagaData>, def: string, owner: PlayerIndex) => CardObj,
): void {
  const s = setup.start!;
  d.turn = s.turn;
  d.active = s.active;
  d.first = s.first ?? (s.turn % 2 === 1 ? s.active : ((1 - s.active) as PlayerIndex));
  s.players.forEach((sp, i) => {
    const p = i as PlayerIndex;
    const pl = d.players[p];
    const make = (id: string) => {
      reg.get(id);
      return card(ctx, id, p);
    };
    pl.life = newCores(sp.life ?? 5);
    pl.reserve = newCores(sp.reserve ?? 0);
    pl.trash = newCores(sp.trashCores ?? 0);
    pl.hand = (sp.hand ?? []).map(make);
    pl.deck = (sp.deck ?? []).map(make);
    pl.trashCards = (sp.trash ?? []).map(make);
    pl.burst = sp.burst ? make(sp.burst) : null;
    pl.burstSetTurn = sp.burstSetTurn ?? 0;
    pl.field = (sp.field ?? []).map((f) => {
      const c = make(f.card);
      c.cores = newCores(f.cores ?? 0, false);
      c.exhausted = f.exhausted ?? false;
      return c;
    });
    const soul = sp.soul ?? 'reserve';
    pl.soulInVoid = false;
    if (soul === 'reserve') pl.reserve.soul = true;
    else if (soul === 'life') pl.life.soul = true;
    else if (soul === 'trash') pl.trash.soul = true;
    else if (soul === 'void') pl.soulInVoid = true;
    else {
      const fc = pl.field[soul];
      if (!fc)
        throw new Error(`Player ${p + 1}: the soul core is on field card ${soul}, which does not exist.`);
      fc.cores.soul = true;
    }
    (sp.field ?? []).forEach((f, k) => {
      if (f.soul) pl.field[k]!.cores.soul = true;
    });
    // A position starts inside its turn: that turn began with the life it gives.
    pl.lifeAtTurnStart = coreCount(pl.life);
    let onBoard = pl.life.n + pl.reserve.n + pl.trash.n;
    for (const c of pl.field) onBoard += c.cores.n;
    pl.voidUsed = onBoard;
  });
  d.step = s.step;
  if (s.format) d.format = s.format;
  K.push(ctx, 'game', { started: true });
  ctx.state.frames[0]!.step = 1;
  K.push(ctx, 'turn', {});
  ctx.state.frames[1]!.step = PHASE[s.step];
}

// The Dragon Ball Super Card Game as a module of the rules kernel.
import {
  checkpointProcedure,
  type Ctx,
  type GameModule,
  type GameState,
  type PendingTrigger,
  type PlayerIndex,
} from '@arbiter/engine';
import { judgeLoss } from './actions.ts';
import { attackProcedure, comboProcedure, damageProcedure } from './battle.ts';
import type { DbsCatalog } from './cards.ts';
import { powerOf } from './continuous.ts';
import { checkEnergyAnswer, costsProcedure, payEnergyProcedure } from './costs.ts';
import { counterProcedure } from './counter.ts';
import { effectProcedure } from './effect.ts';
import { applyDbsEvent, moveCard } from './events.ts';
import { playProcedure } from './play.ts';
import { K, type DbsProcs } from './procs.ts';
import { activateProcedure, autoProcedure, drawUpToProcedure, searchProcedure } from './skills.ts';
import { cloneDbsData, newCard, type DbsData, type PlayerData } from './state.ts';
import { collectTriggers, type AutoData } from './triggers.ts';
import { freeTimingProcedure, gameProcedure, setupProcedure, turnProcedure } from './turn.ts';
import { dbsView } from './view.ts';

export const DBS_GAME_ID = 'dbscg';
/** Bumped whenever a rules change would make old replays play differently. */
export const DBS_RULESET = 'dbscg-1.077/1';

export interface DbsPlayerSetup {
  name: string;
  /** The leader card's id (5-1-2). */
  leader: string;
  /** The deck, card ids in list order (5-1-3). */
  deck: string[];
}

export interface DbsSetup {
  players: [DbsPlayerSetup, DbsPlayerSetup];
}

export type DbsModule = GameModule<DbsData, DbsSetup>;

type C = Ctx<DbsData>;

function player(ctx: C, p: PlayerIndex, s: DbsPlayerSetup): PlayerData {
  return {
    name: s.name,
    // 5-2-1-2: front side up.
    leader: newCard(ctx.newObjectId(), s.leader, p),
    deck: s.deck.map((def) => newCard(ctx.newObjectId(), def, p)),
    hand: [],
    life: [],
    drop: [],
    warp: [],
    battle: [],
    combo: [],
    energy: [],
    removed: [],
  };
}

/**
 * One round of rule processing (9): loss (9-2, also judged the moment it happens), invalid combos
 * (9-3) and Battle Cards at 0 power or less (9-5), all at once. True if anything happened.
 */
export function ruleProcessing(cat: DbsCatalog) {
  return (ctx: C): boolean => {
    const d = ctx.data;
    if (judgeLoss(ctx)) return false;
    let acted = false;
    ctx.beginBatch();
    // 9-3-2: Battle Cards in a Combo Area outside a battle go to the Drop Area.
    if (!d.battle) {
      for (const p of [0, 1] as const) {
        for (const c of d.players[p].combo.slice()) {
          moveCard(ctx, p, c.id, 'combo', 'drop', { why: 'rule' });
          acted = true;
        }
      }
    }
    // 9-5-2: a Battle Card whose power is 0 or less goes to its owner's Drop Area.
    for (const p of [0, 1] as const) {
      const low = d.players[p].battle.filter((c) => powerOf(cat, d, c) <= 0);
      for (const c of low) {
        moveCard(ctx, p, c.id, 'battle', 'drop', { why: 'rule', toP: c.owner });
        acted = true;
      }
    }
    ctx.endBatch();
    return acted;
  };
}

/**
 * 4-5-3-2, 4-5-3-3: at a checkpoint the turn player resolves their pending [Auto] skills first,
 * choosing one at a time; only when none is left does the non-turn player.
 */
function nextTriggers(
  ctx: C,
  pending: readonly PendingTrigger[],
): { player: PlayerIndex; candidates: PendingTrigger[] } {
  const tp = ctx.data.active;
  const mine = pending.filter((t) => t.controller === tp);
  if (mine.length > 0) return { player: tp, candidates: mine };
  const player = tp === 0 ? 1 : 0;
  return { player, candidates: pending.filter((t) => t.controller === player) };
}

export function createDbsModule(cat: DbsCatalog): DbsModule {
  const rules = ruleProcessing(cat);
  const checkpoint = checkpointProcedure<DbsData>({
    ruleProcessing: rules,
    orderChooser: (ctx) => ctx.data.active,
    nextTriggers,
    resolveTrigger(ctx, t) {
      const a = t.data as AutoData;
      K.push(ctx, 'auto', {
        card: a.card,
        flipped: a.flipped,
        skill: t.ability,
        master: t.controller,
        source: t.source,
        subject: a.subject,
        keyword: a.keyword,
      });
    },
  });
  const procs: { [K in keyof DbsProcs]: import('@arbiter/engine').TypedProcedure<DbsData, DbsProcs[K]> } = {
    game: gameProcedure(),
    setup: setupProcedure(cat),
    turn: turnProcedure(cat),
    freeTiming: freeTimingProcedure(cat),
    play: playProcedure(cat),
    payEnergy: payEnergyProcedure(cat),
    attack: attackProcedure(cat),
    combo: comboProcedure(cat),
    counter: counterProcedure(cat, rules),
    damage: damageProcedure(),
    effect: effectProcedure(cat),
    auto: autoProcedure(cat),
    activate: activateProcedure(cat),
    checkpoint: checkpoint as unknown as import('@arbiter/engine').TypedProcedure<
      DbsData,
      DbsProcs['checkpoint']
    >,
    costs: costsProcedure(cat),
    drawUpTo: drawUpToProcedure(),
    search: searchProcedure(cat),
  };
  return {
    id: DBS_GAME_ID,
    ruleset: DBS_RULESET,
    // 8-6-3: a trigger condition fulfilled several times makes the skill pending that many times.
    triggerOncePerBatch: false,
    procedures: K.table(procs),
    init(ctx, setup) {
      const d: DbsData = {
        turn: 0,
        active: 0,
        first: 0,
        phase: 'setup',
        players: [player(ctx, 0, setup.players[0]), player(ctx, 1, setup.players[1])],
        battle: null,
        power: [],
        grants: [],
        bans: [],
        used: [],
        overRealms: [0, 0],
        dualAttacks: [],
        endTriggered: [],
        inCounter: false,
        declared: null,
        counters: [],
        counterAt: -1,
      };
      ctx.push('game');
      return d;
    },
    applyEvent: applyDbsEvent,
    collectTriggers: collectTriggers(cat),
    validate(state, decision, answer) {
      if (decision.kind === 'payEnergy' && 'choose' in answer && decision.data) {
        const data = decision.data as { total: number; colors: Record<string, number> };
        return checkEnergyAnswer(cat, state.data, decision.player, answer.choose, data);
      }
      return null;
    },
    cloneData: cloneDbsData,
    view(state: GameState<DbsData>, viewer) {
      return dbsView(cat, state.data, viewer);
    },
  };
}

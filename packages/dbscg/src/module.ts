// The Dragon Ball Super Card Game as a module of the rules kernel.
import { zoneInfoState } from '@arbiter/cardgame';
import {
  checkpointProcedure,
  turnPlayerFirst,
  type Ctx,
  type GameModule,
  type GameState,
  type JsonObject,
  type PlayerIndex,
} from '@arbiter/engine';
import { loopBanned, newLoopData, noteAnswer, objectsChosen } from '@arbiter/cardgame';
import { judgeLoss } from './actions.ts';
import { attackProcedure, comboProcedure } from './battle.ts';
import { damageProcedure } from './damage.ts';
import type { DbsCatalog } from './cards.ts';
import { powerLoweredBy, powerOf } from './continuous.ts';
import { checkEnergyAnswer, costsProcedure, payEnergyProcedure } from './costs.ts';
import { counterProcedure } from './counter.ts';
import { checkTotal, effectProcedure } from './effect.ts';
import { applyDbsEvent, moveCard } from './events.ts';
import { koProcedure } from './ko.ts';
import { deckOrderProcedure } from './deck-order.ts';
import { loopDeclareDbs } from './loops.ts';
import { playProcedure } from './play.ts';
import { K, type DbsProcs } from './procs.ts';
import { activateProcedure, autoProcedure, drawUpToProcedure, searchProcedure } from './skills.ts';
import { evolveIntoProcedure, unionProcedure } from './stack-plays.ts';
import { cloneDbsData, newCard, type DbsCard, type DbsData, type PlayerData } from './state.ts';
import { collectTriggers, queueSituations, type AutoData } from './triggers.ts';
import { freeTimingProcedure, gameProcedure, setupProcedure, turnProcedure } from './turn.ts';
import { dbsView } from './view.ts';
import { DBS_ZONES } from './zones.ts';

export const DBS_GAME_ID = 'dbscg';
/**
 * Bumped whenever a rules change would make old replays play differently (2: infinite loops, 11-1;
 * 3: card text in our own words; 4: targets named by character, trait or name say their area;
 * 5: targets named by one of several filters say their area, a [Union-Fusion]'s cost moves say so,
 * and BT2, SD3, SD6, SD7 cards that played without skills before have them; 6: options carry their
 * facts and are read by them, never by id (issue 14): yes-or-no questions `yes`, actions, counter
 * offers (4-7-3), "choose" options (10-27), replacements (8-9-2), trigger order (4-5-3) and cards
 * ordered on the deck (3-1-6) `nth`: pending decisions hash differently, moves are unchanged; 7: the
 * options by which a player declines (passing a counter timing, 4-7-3, or a battle's free timing,
 * ending the Main Phase) and a hidden window's keep say so, `pass` (issue 14): clients and the scenario
 * runner read that fact, not an id or a label; pending decisions hash differently, moves are unchanged.
 * Also in 7: a card played by a skill records which card's skill played it (`bySkill`, 3-6-3) in its
 * move event and play step, and effects left for the end of the turn wait in `delayed` (6-4-1-1);
 * BT2-028, 031, 036, 040, 041, 046, 058, 060, 069 and 106 gained their skills (issue 16); so did
 * BT3-006, 010 to 015, 017, 019, 027, 035, 037, 040, 041, 045, 058, 066, 067, 074, 079, 080, 087, 091,
 * 093, 095, 097, 099, 102 and 115 (issue 16)).
 * Also in 7 (issue 16): BT3-004, 007, 008, 023, 024, 025, 028, 036, 038, 044, 053, 062, 072, 089,
 * 090, 101, 106 and 113 gained their skills.
 * Also in 7: attack options name the attacked card (`target`, 7-1), so pending attack decisions hash
 * differently; moves are unchanged.
 * Also in 7 (issue 16): BT3-003, 021, 034, 042, 047, 057, 059, 060, 061, 071, 073, 081, 088, 107,
 * 108, 110, 111, 117 and 122 gained their skills (the `ifPaid` directive, 8-4-2-2; "when played
 * using [Over Realm]", 10-15-3; and cards the vocabulary already held); so did TB1-003, 005, 006,
 * 007, 010 to 013, 016 to 023, 026 to 028, 032, 034, 037, 039, 041, 043 to 046, 049, 051, 053 to 055,
 * 057 to 061, 063 to 069, 071 to 076, 079, 080, 082 to 086, 088 to 093, 095 and 096 (a leader that
 * cannot be attacked by a Leader Card is not offered to the opposing leader, 7-1).
 * Also in 7 (issue 16): BT3-063, 084, 085, 114, 116, 119, 120 and 123 and TB1-001, 004 and 052
 * gained their skills.
 * Also in 7 (issue 16): TB2-001, 003 to 008, 010 to 013, 016 to 026, 028 to 038, 040 to 044, 046 to
 * 064 and 066 to 069, and TB1-078, gained their skills (new vocabulary only: the `koBattle` cost,
 * 10-1; `dropBattle` to the deck's bottom; targets ignoring [Barrier], 10-16-1; power per card
 * beneath, 11-3-2-1; `noOpponentCombo` and `comboRested`, 7-2-1-2-2; the `barBlockers` directive,
 * 10-4-1); no existing card or rule plays differently.
 * Also in 7 (issue 16): BT4 cards gained their skills (95 of them: BT4-001, 002, 004 to 015, 017,
 * 019 to 024, 026 to 035, 039, 040, 042, 043, 046 to 069, 071 to 074, 077 to 079, 081, 082, 084,
 * 086 to 096, 098, 101 to 103, 105, 109, 111 to 118 and 121; filters may ask for [Swap]); BT4-081
 * and BT4-101, played before in SD3/SD5 scenarios without skills, now have their own.
 * Also (issue 16): BT4-025 and BT4-107 (targets ignoring [Barrier], 10-16-1) and BT3-001, 002,
 * 043, 046, 055, 068, 082, 083, 086 and 100 gained their skills, with the vocabulary as it was; the
 * leaders Pan (BT3-001) and Dr. Myuu (BT3-002), played before in BT3/BT4 scenarios without skills, now
 * have theirs.
 * 8: a card played on top of Battle Cards ([Evolve], [EX-Evolve], [Union-Potara], [Union-Absorb])
 * has its play triggers collected once they are beneath it (10-5-4, 8-6-5-3), on a new event
 * `playedOnTop`: [Bond] no longer counts the evolved-from card (10-23-1), and that card no longer
 * sees the play (issue 14/16); games with such plays can go differently.
 * Also in 8 (issue 14): BT3-026 gained its skills. [Permanent] skills are decided in force only when a
 * reading needs their kind of effect, and a condition reading what its own skill changes reads it
 * without that skill (8-8-1); such conditions recursed without end before, so no game played
 * before plays differently.
 * Also in 8 (issue 16): BT6 cards gained their skills with the vocabulary as it was: BT6-003 to 011,
 * 018 to 022, 024 to 026, 029, 032, 033, 038, 039, 044 to 046, 052, 056, 058, 059, 062, 064, 066, 068
 * to 070, 072, 075 to 079, 083 to 089, 091, 092, 094 to 096, 098, 101, 102, 104, 108 to 110, 117, 118,
 * 120 and 122 to 124.
 * Also in 8 (issue 16): BT5 cards gained their skills, with the vocabulary as it was (BT5-003, 005,
 * 008, 011 to 015, 017 to 022, 024, 025, 028, 030 to 034, 036, 039 to 047, 051, 052, 054, 057 to
 * 065, 067, 069, 070, 072, 073, 076 to 079, 082 to 090, 092 to 097, 099, 100, 102 to 108, 110, 113,
 * 114 and 116 to 118); no existing card or rule plays differently.
 * Also in 8 (issue 16): BT4-070, BT4-097, BT5-023, 050, 075, 091, 101, BT6-001, 031, 040, 060, 061,
 * 067, 097, 100, 107, 113 and 119 gained their skills, with new pieces that only those cards use
 * (`onlyOneInPlay`, `counterByLife`, `counterCostBan`, `limitCounters`' `minCost`, `under`'s
 * `onto: 'chosen'`); no built-in deck holds them and no existing card or rule plays differently.
 * Also in 8 (issue 16): BT7 cards gained their skills, with the vocabulary as it was (BT7-003, 005 to
 * 008, 012 to 016, 023, 027 to 029, 031 to 035, 041, 045, 049, 052, 053, 055, 056, 058 to 060, 062,
 * 064 to 068, 070, 075, 077, 078, 081, 082, 084, 085, 088 to 091, 093 to 095, 097, 099, 100, 103 to
 * 106, 108 and 114); no existing card or rule plays differently.
 */
export const DBS_RULESET = 'dbscg-1.077/8';

export interface DbsPlayerSetup {
  name: string;
  /** The leader card's id (5-1-2). */
  leader: string;
  /** The deck, card ids in list order (5-1-3). */
  deck: string[];
}

/** A card placed by a starting position, with its position. */
export interface StartCard {
  card: string;
  rest?: boolean;
  flipped?: boolean;
  /** Cards beneath it, top to bottom (11-3). */
  under?: string[];
}

/** Any position to start from (scenarios, tests): every area of each player, in order. */
export interface DbsStartPlayer {
  leader: StartCard;
  deck: string[];
  hand: string[];
  life: string[];
  energy: StartCard[];
  battle: StartCard[];
  combo: string[];
  drop: string[];
  warp: string[];
}

export interface DbsStart {
  turn: number;
  active: PlayerIndex;
  /** Who played first (6-2-3); default: the active player on odd turns. */
  first?: PlayerIndex;
  /** Where the game begins: the turn's Charge Phase, its Main Phase, Main Phase End Step or End Phase. */
  phase: 'charge' | 'main' | 'mainEnd' | 'end';
  players: [DbsStartPlayer, DbsStartPlayer];
}

export interface DbsSetup {
  players: [DbsPlayerSetup, DbsPlayerSetup];
  /** Begin from this position instead of the preparation of 5-2. */
  start?: DbsStart;
}

export type DbsModule = GameModule<DbsData, DbsSetup>;

type C = Ctx<DbsData>;

function player(ctx: C, p: PlayerIndex, s: DbsPlayerSetup): PlayerData {
  return {
    name: s.name,
    // 5-2-1-2: front side up. The deck is placed in its area later (5-2-1-4).
    leader: newCard(ctx.newObjectId(), s.leader, p),
    deck: [],
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
    queueSituations(ctx, cat);
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
    // 9-5-2: a Battle Card (not an Extra Card with [Field]) whose power is 0 or less goes to its
    // owner's Drop Area, every such card of both players at once (9-1-2-3), placed there by the
    // effect that lowered its power (9-5-2-1).
    const low = ([0, 1] as const).flatMap((p) =>
      d.players[p].battle
        .filter((c) => cat.get(c.def).type === 'battle' && powerOf(cat, d, c) <= 0)
        .map((c) => ({ p, c, by: powerLoweredBy(cat, d, c) })),
    );
    for (const { p, c, by } of low) {
      moveCard(ctx, p, c.id, 'battle', 'drop', {
        why: 'rule',
        toP: c.owner,
        ...(by === undefined ? {} : { by }),
      });
      acted = true;
    }
    ctx.endBatch();
    return acted;
  };
}

function emptyData(): Omit<DbsData, 'players'> {
  return {
    turn: 0,
    active: 0,
    first: 0,
    phase: 'setup',
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
    replacing: [],
    situations: [],
    loop: newLoopData(),
  };
}

/** The turn procedure's step where each starting phase begins (see `turnProcedure`). */
const START_STEP = { charge: 0, main: 4, mainEnd: 6, end: 8 } as const;

function startAt(ctx: C, setup: DbsSetup): DbsData {
  const s = setup.start!;
  const make = (p: PlayerIndex, sp: DbsStartPlayer): PlayerData => {
    const card = (x: StartCard | string): DbsCard => {
      const c = newCard(ctx.newObjectId(), typeof x === 'string' ? x : x.card, p);
      if (typeof x !== 'string') {
        c.rest = x.rest === true;
        c.flipped = x.flipped === true;
        c.under = (x.under ?? []).map((u) => newCard(ctx.newObjectId(), u, p));
      }
      return c;
    };
    return {
      name: setup.players[p].name,
      leader: card(sp.leader),
      deck: sp.deck.map(card),
      hand: sp.hand.map(card),
      life: sp.life.map(card),
      drop: sp.drop.map(card),
      warp: sp.warp.map(card),
      battle: sp.battle.map(card),
      combo: sp.combo.map(card),
      energy: sp.energy.map(card),
      removed: [],
    };
  };
  const d: DbsData = { ...emptyData(), players: [make(0, s.players[0]), make(1, s.players[1])] };
  const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
  d.first = s.first ?? (s.turn % 2 === 1 ? s.active : other(s.active));
  if (s.phase === 'charge') {
    // The turn procedure begins the next turn: the one before, of the other player, has ended.
    d.turn = s.turn - 1;
    d.active = other(s.active);
    d.phase = s.turn === 1 ? 'setup' : 'end';
  } else {
    d.turn = s.turn;
    d.active = s.active;
    d.phase = s.phase === 'end' ? 'end' : s.phase === 'mainEnd' ? 'mainEnd' : 'main';
  }
  K.push(ctx, 'game', { decks: [[], []] });
  ctx.state.frames[ctx.state.frames.length - 1]!.step = 1;
  ctx.push('turn', { endLoops: 0 });
  ctx.state.frames[ctx.state.frames.length - 1]!.step = START_STEP[s.phase];
  return d;
}

export function createDbsModule(cat: DbsCatalog): DbsModule {
  const rules = ruleProcessing(cat);
  const checkpoint = checkpointProcedure<DbsData>({
    ruleProcessing: rules,
    orderChooser: (ctx) => ctx.data.active,
    // 4-5-3-2, 4-5-3-3: the turn player resolves their pending [Auto] skills first, one at a time.
    nextTriggers: (c, pending) => turnPlayerFirst(c.data.active, pending),
    resolveTrigger(ctx, t) {
      const a = t.data as AutoData;
      const part = t.data.part;
      K.push(ctx, 'auto', {
        card: a.card,
        flipped: a.flipped,
        skill: t.ability,
        master: t.controller,
        source: t.source,
        subject: a.subject,
        keyword: a.keyword,
        ...(typeof part === 'number' ? { part } : {}),
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
    damage: damageProcedure(cat),
    ko: koProcedure(cat),
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
    loopDeclare: loopDeclareDbs(),
    deckOrder: deckOrderProcedure(cat),
    union: unionProcedure(cat),
    evolveInto: evolveIntoProcedure(cat),
  };
  return {
    id: DBS_GAME_ID,
    ruleset: DBS_RULESET,
    // 8-6-3: a trigger condition fulfilled several times makes the skill pending that many times.
    triggerOncePerBatch: false,
    procedures: K.table(procs),
    init(ctx, setup) {
      if (setup.start) return startAt(ctx, setup);
      const d: DbsData = {
        ...emptyData(),
        players: [player(ctx, 0, setup.players[0]), player(ctx, 1, setup.players[1])],
      };
      K.push(ctx, 'game', { decks: [setup.players[0].deck.slice(), setup.players[1].deck.slice()] });
      return d;
    },
    applyEvent: applyDbsEvent,
    collectTriggers: collectTriggers(cat),
    validate(state, decision, answer) {
      if (decision.kind === 'payEnergy' && 'choose' in answer && decision.data) {
        const data = decision.data as { total: number; colors: Record<string, number> };
        return checkEnergyAnswer(
          cat,
          state.data,
          decision.player,
          objectsChosen(decision, answer.choose),
          data,
        );
      }
      // 11-1-2-1, 11-1-2-2: re-entering a declared loop, unless forced.
      if (loopBanned(state.data.loop, decision, answer))
        return 'That would carry out the infinite loop again: after the declarations it ends at this choice and cannot be restarted (11-1-2-1, 11-1-2-2).';
      if (decision.kind === 'target' && 'choose' in answer && decision.data?.maxTotal !== undefined) {
        const of = decision.data.of === 'cost' ? 'cost' : 'power';
        const objs = objectsChosen(decision, answer.choose);
        return checkTotal(cat, state.data, objs, { maxTotal: Number(decision.data.maxTotal), of });
      }
      return null;
    },
    onAnswer: (state, decision, answer) => noteAnswer(state.data.loop, decision, answer),
    // 11-1-2: a loop that needs no decision at all, which neither player can stop, is a draw.
    onEndlessLoop: (ctx) =>
      ctx.end({ winner: null, reason: 'An infinite loop that neither player can stop (11-1-2)' }),
    cloneData: cloneDbsData,
    view(state: GameState<DbsData>, viewer) {
      return dbsView(cat, state.data, viewer);
    },
    // What a player may know (3-1-3), for an AI playing through the server's protocol: the cards it
    // cannot see are placeholders with new ids, everywhere the state names them.
    // The loop history goes: its fingerprints hash whole positions, hidden cards included (as Saga's).
    infoState: (state, viewer) => {
      const info = zoneInfoState(DBS_ZONES, state, viewer).state;
      const data = { ...(info.data as JsonObject), loop: newLoopData() as unknown as JsonObject };
      return { ...info, data };
    },
  };
}

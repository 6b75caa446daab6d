import {
  placeSomeProcedure,
  removeSomeProcedure,
  spreadSomeProcedure,
  voidSomeProcedure,
} from './core-spread.ts';
import { loopDeclareProcedure, newLoopData, noteAnswer } from '@arbiter/cardgame';
import { loopBanned } from './loops.ts';
import {
  checkpointProcedure,
  optionCounts,
  optionsNamed,
  type Ctx,
  type Decision,
  type Answer,
  type GameState,
  type Frame,
  type GameModule,
  type JsonObject,
  type PlayerIndex,
} from '@arbiter/engine';
import type { CardRegistry, SagaCard, StepName } from './cards.ts';
import { drawCard, effectProcedure, startEffect } from './effects.ts';
import { collectTriggers } from './triggers.ts';
import { destroyProcedure } from './destroy.ts';
import { soulLifeLossProcedure } from './soul-life.ts';
import {
  discardHandProcedure,
  feastProcedure,
  tokenSummonProcedure,
  toDeckOrderProcedure,
  revealProcedure,
} from './effect-procedures.ts';
import { coreChoiceProcedure } from './core-moves.ts';
import { summonedAgainProcedure } from './summoned-again.ts';
import { keywordProcedure } from './keyword-effects.ts';
import { emit, sagaApplier } from './events.ts';
import { K, keywordTriggerData } from './procs.ts';
import { buildStart, type StartState } from './start.ts';
import { taxedDrawProcedure } from './player-rules.ts';
import {
  cloneSagaData,
  coreCount,
  readSagaData,
  writeSagaData,
  newCores,
  type CardObj,
  type PlayerData,
  type SagaData,
} from './state.ts';
import { sagaView } from './view.ts';
import { ruleProcessing } from './rule-processing.ts';
import { subjectsOf } from './batch-subjects.ts';
import { infoState, redactLog } from './info.ts';
import { LOOP_DECLARE_MAX } from './asking.ts';
import { optionBuilders } from './main-options.ts';
import { turnProcedures } from './turn.ts';
import { mainStepProcedures } from './main-step.ts';
import { deployProcedures } from './deploy.ts';
import { magicProcedures } from './magic.ts';
import { battleProcedures } from './battle.ts';
import { ETERNAL_RULESET, type BsFormat } from './formats.ts';

// Rulebook 1.6.0; the number after it counts the engine's rule changes that alter games' flow (a replay
// made before one is refused by name instead of failing its hash check): 2 = bursts asked at every burst
// moment (issue 13), checkpoints inside effects and the rulings of issue 19, take-backs (issue 20);
// 3 = card text in Arbiter's own words (labels and prompts carry it, so decisions hash differently)
// and options naming their objects (issue 14); 4 = cards off the field written (serialized and hashed)
// without their default fields (state.ts, writeSagaData; issue 15), and options carry their facts as
// data (issue 14: main step and flash actions their `act`, activated and chosen effects their
// `ability`, core moves `from`, `to` and `cores`), read back by the procedures instead of their ids,
// and the flash timing no longer keeps the chosen option's id in its locals: every state hash differs;
// 5 = the remaining options carry their facts too (issue 14: a yes-or-no question's `yes`, a "choose
// one" effect's `mode`, a substitution's `ability`, `apply` and `instead`, a core payment's `from`
// and `cores`), read back instead of their ids: decisions with them pending hash differently;
// 6 = no option id is read at all (issue 14): the toss and mulligan (5-2-7), burst (8-5-2-1) and
// free-use (10-8) questions say yes or no, the soul-core questions (8-5-6, E1128) which cores,
// attacks and blocks their `act`, the order of simultaneous triggers (8-6-3) which one (`nth`); a
// summoning's payment waits in its locals as the cores it takes, place by place: decisions and
// locals hash differently (moves are unchanged); each player's state holds the life they began the
// turn with (`lifeAtTurnStart`, BSS04-052), and BSS04-052 and 078 gained abilities (issue 21).
// 7 = the options by which a player declines (ending a step, passing a flash timing, not blocking,
// not raiding, letting a spirit be destroyed, keeping a burst set at its window) say so (`pass`, issue
// 14): the scenario runner and the clients read that fact, not the ids; decisions with them pending
// hash differently (moves are unchanged); a \`cores\` event names the card objects it leaves or
// reaches (\`fromObj\`, \`toObj\`) and an unblocked attack's result its \`damage\`, so events kept in
// trigger data hash differently.
// 8 = a protection from being exhausted (10-4-1) applies to every effect that exhausts, not only the
// exhaust directive (issue 21): Gale (11-10-1) passes over such spirits, and exhaust costs (8-4-2),
// Raid, Link and BSS04-114's waiver cannot exhaust them: games with such a protection go differently.
// Cards defined since, in the existing vocabulary (no rule change): EX01-001 to 004 and 006 to 009,
// CB01-001, 003 to 011, 013, 014, 017 to 021, 023, 024, 027 to 043, 049, 056, 057, 059, 060, 062, 063,
// 065 to 067, 069, 070, 072 to 075, 077 and 078.
// Eternal games carry their own id (formats.ts ETERNAL_RULESET).
export const SAGA_RULESET = 'battle-spirits-saga/1.6.0/8';

export interface SagaSetup {
  /** Each player's deck, card ids in any order (it is shuffled, 5-2-2). */
  decks: [string[], string[]];
  names?: [string, string];
  /** Cards defined by this game's creator (test cards in scenarios); kept so replays rebuild them. */
  cards?: SagaCard[];
  /** Skip set-up and begin from this state (scenarios). */
  start?: StartState;
  /** The Eternal format (docs/eternal.md); Saga when absent, so Saga's set-ups and replays are as before. */
  format?: 'eternal';
}

export type SagaModule = GameModule<SagaData, SagaSetup> & { registry: CardRegistry };
type C = Ctx<SagaData>;

const TURN_PHASES: StepName[] = ['start', 'core', 'draw', 'refresh', 'main', 'attack', 'end'];
export const phaseOfStep = (s: StepName): number => TURN_PHASES.indexOf(s);

function emptyPlayer(name: string): PlayerData {
  return {
    name,
    life: newCores(),
    reserve: newCores(),
    trash: newCores(),
    voidUsed: 0,
    // The soul core waits beside the void until set-up places it (5-2-4).
    soulInVoid: true,
    deck: [],
    hand: [],
    trashCards: [],
    field: [],
    burst: null,
    resolving: [],
    burstSetTurn: 0,
    effectDraws: 0,
    destroyedThisTurn: 0,
    attacksThisTurn: 0,
    lifeLostThisTurn: 0,
    lifeAtTurnStart: 0,
    magicThisTurn: 0,
    summonedThisTurn: [],
  };
}

function card(ctx: C, def: string, owner: PlayerIndex): CardObj {
  return {
    id: ctx.newObjectId(),
    def,
    owner,
    exhausted: false,
    cores: newCores(),
    changedBy: 'none',
    changer: -1,
  };
}

/** Decisions that start an action rather than belong to one: nothing to take back there. */
const ACTION_CHOICES: ReadonlySet<string> = new Set(['mainAction', 'flash', 'attackAction']);

/**
 * The battle-spirits module over a card registry. `format` names the ruleset the games carry (Saga's,
 * or Eternal's own: its hashed state differs, so its replays are checked against ETERNAL_RULESET);
 * the rules themselves follow the format each game's state holds.
 */
export function createSagaModule(reg: CardRegistry, format: BsFormat = 'saga'): SagaModule {
  const name = (def: string) => reg.get(def).name;

  const opts = optionBuilders(reg);
  const { ascendChoices } = opts;

  // ---- procedures ----

  const procedures = K.table({
    ...turnProcedures(reg),

    /** 12-1-1-2, 12-1-1-3: each player in a loop declares how many times they repeat it, turn player first. */
    loopDeclare: loopDeclareProcedure({
      kind: 'loopCount',
      prompt: (actions) =>
        `The game is back where it was: these actions repeat without end, an infinite loop (12-1-1): ${actions.join('; ')}. Declare how many more times you repeat them; afterwards the loop cannot be entered again (12-1-1-2).`,
      min: 0,
      max: LOOP_DECLARE_MAX,
      declared: (ctx, _locals, p, n) => emit(ctx, { t: 'loop', p, n }),
    }),

    ...mainStepProcedures(reg, opts),
    ...deployProcedures(reg, opts),
    ...magicProcedures(reg),
    ...battleProcedures(reg, opts),

    effect: effectProcedure(reg),
    keyword: keywordProcedure(reg),
    reveal: revealProcedure(reg),
    destroy: destroyProcedure(reg),
    soulLifeLoss: soulLifeLossProcedure(),
    discardHand: discardHandProcedure(reg),
    taxedDraw: taxedDrawProcedure(reg, (ctx, p) => drawCard(ctx, p, p)),
    feast: feastProcedure(reg),
    coreChoice: coreChoiceProcedure(reg),
    placeSome: placeSomeProcedure(reg),
    removeSome: removeSomeProcedure(reg),
    spreadSome: spreadSomeProcedure(reg),
    voidSome: voidSomeProcedure(reg),
    tokenSummon: tokenSummonProcedure(reg),
    toDeckOrder: toDeckOrderProcedure(reg),
    summonedAgain: summonedAgainProcedure(reg),

    checkpoint: checkpointProcedure<SagaData>({
      ruleProcessing: (ctx) => ruleProcessing(reg, ctx),
      resolveTrigger(ctx, t) {
        const kind = t.data.kind;
        const base = {
          controller: t.controller,
          source: t.source,
          card: t.data.card as string,
          ability: t.ability,
        };
        if (kind === 'keyword') K.push(ctx, 'keyword', { ...keywordTriggerData(t.data), ...base });
        else if (kind === 'burst')
          K.push(ctx, 'burst', {
            controller: t.controller,
            source: t.source,
            moments: t.data.moments as string[],
          });
        else if (kind === 'delayed')
          startEffect(
            ctx,
            t.data.card as string,
            t.data.ability as number,
            t.controller,
            t.source,
            // An ability gained for a while (resolved through its path too) may be a "may".
            t.data.optional === true,
            { apply: -1, subject: typeof t.data.subject === 'number' ? t.data.subject : -1 },
            (t.data.last as JsonObject | null | undefined) ?? null,
            {
              path: t.data.path as number[],
              chosen: t.data.chosen as number[],
              key: t.data.key as number,
            },
          );
        else
          startEffect(
            ctx,
            t.data.card as string,
            t.ability,
            t.controller,
            t.source,
            t.data.optional === true,
            {
              apply: -1,
              subject: typeof t.data.subject === 'number' ? t.data.subject : -1,
              subjects: subjectsOf(t.data),
            },
            // 8-10-1: a card that left the field is read in its last state.
            (t.data.last as JsonObject | null | undefined) ?? null,
          );
      },
      // 8-5-2-4 (Eternal E1353 too): the turn player orders simultaneous effects, both players' alike.
      orderChooser: (ctx) => ctx.data.active,
    }),
  });

  function init(ctx: C, setup: SagaSetup): SagaData {
    const names = setup.names ?? ['Player 1', 'Player 2'];
    for (const deck of setup.decks) for (const id of deck) reg.get(id);
    const d: SagaData = {
      turn: 0,
      active: 0,
      first: 0,
      step: 'setup',
      players: [emptyPlayer(names[0]), emptyPlayer(names[1])],
      battle: null,
      mods: [],
      grants: [],
      bans: [],
      temps: [],
      delayed: [],
      soulPaid: [],
      raids: [],
      used: [],
      loop: newLoopData(),
    };
    if (setup.format) d.format = setup.format;
    if (setup.start) {
      buildStart(reg, ctx, d, setup, card);
      return d;
    }
    setup.decks.forEach((deck, p) => {
      for (const id of deck) d.players[p]!.deck.push(card(ctx, id, p as PlayerIndex));
    });
    K.push(ctx, 'game', {});
    return d;
  }

  /** Answer checks beyond the decision's shape. */
  function validate(state: GameState<SagaData>, decision: Decision, answer: Answer): string | null {
    const asc = decision.data?.ascend;
    if (decision.kind === 'payCost' && typeof asc === 'string' && 'counts' in answer) {
      // 11-8-1 and its rulings: after the cost, a spirit that qualifies must still hold a core. The
      // counted options name the cards paying (`obj`), whatever their ids (issue 14).
      const counted = optionCounts(decision, answer);
      const left = ascendChoices(state.data, decision.player, asc).some((c) => {
        const paid = counted.reduce((sum, { option, n }) => (option.obj === c.id ? sum + n : sum), 0);
        return coreCount(c.cores) - paid > 0;
      });
      if (!left) return 'Paying this way leaves no spirit to pay Ascend with (11-8-1).';
    }
    const total = decision.data?.total;
    const values = decision.data?.values;
    if (decision.kind === 'target' && typeof total === 'number' && 'choose' in answer && values) {
      // `values` are the cards' (by object), the chosen options name their objects (issue 14).
      const sum = optionsNamed(decision, answer.choose).reduce(
        (n, o) => n + Number((values as JsonObject)[String(o.obj)] ?? 0),
        0,
      );
      if (sum > total)
        return `The chosen cards total ${sum} ${decision.data?.what === 'cost' ? 'cost' : 'BP'}, more than ${total}.`;
    }
    return loopBanned(state.data, decision, answer);
  }

  /**
   * Why `decision` cannot be taken back (it has no `back`): the innermost procedure under way says
   * what has already happened.
   */
  function backRefused(state: GameState<SagaData>, decision: Decision): string {
    if (ACTION_CHOICES.has(decision.kind))
      return 'Nothing to take back: this is the choice an action starts from (6-6-1-2, 7-1-1).';
    const frames = state.frames;
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i]!;
      const magic = K.frame(f, 'useMagic');
      const deploy = K.frame(f, 'deploy');
      const def = magic?.locals.def ?? deploy?.locals.def;
      const card = def !== undefined ? name(def) : 'The card';
      if (magic)
        return `${card} is paid for and used (10-8-6): its effect resolves and makes its choices as it goes (10-8-8, 8-5-3); it cannot be taken back.`;
      if (deploy?.locals.back === true)
        return `${card}'s cost is paid and a card was destroyed for it (10-6-6): the summoning goes on.`;
      // A magic card's own effect: the card's reason below says more.
      if (f.kind === 'effect' && frames[i - 1]?.kind === 'useMagic') continue;
      if (f.kind === 'effect' && decision.kind === 'payCost')
        return "Arbiter takes back a summon, a placement, a magic card, Awaken, a core move or an attack's cost until it is paid, not the cost of an effect (8-4, 8-5-2-2).";
      if (f.kind === 'effect' || f.kind === 'keyword' || f.kind === 'burst')
        return 'An effect has activated (8-5-2-3): it resolves and makes its choices as it goes (8-5-3); they cannot be taken back.';
      if (K.frame(f, 'attackStep')?.locals.attacker !== undefined)
        return 'The attack has begun: its cost has been paid in part, or its battle is under way (7-1-1).';
    }
    return 'Nothing to take back: only an action chosen at a main step or a flash timing (6-6-1-2, 7-1-2-1), or an attack with a cost, can be taken back, until it is paid for.';
  }

  const module: SagaModule = {
    id: 'battle-spirits-saga',
    ruleset: format === 'eternal' ? ETERNAL_RULESET : SAGA_RULESET,
    registry: reg,
    triggerOncePerBatch: true, // 8-6-3
    init,
    procedures,
    applyEvent: sagaApplier(reg),
    backRefused,
    validate,
    onAnswer: (state, decision, answer) => noteAnswer(state.data.loop, decision, answer),
    cloneData: cloneSagaData,
    writeData: writeSagaData,
    readData: readSagaData,
    // 12-1-1-1: a loop that no player can end is a draw.
    onEndlessLoop: (ctx) =>
      ctx.end({ winner: null, reason: 'An infinite loop that no player can end (12-1-1-1)' }),
    collectTriggers: collectTriggers(reg),
    view: (state, viewer) => sagaView(reg, state.data, viewer, state.result !== null),
    redactLog,
    infoState,
  };
  return module;
}

export type { Frame, JsonObject };

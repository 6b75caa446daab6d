import { placeSomeProcedure, removeSomeProcedure } from './core-spread.ts';
import {
  forgetCurrentAnswers,
  loopActionLines,
  loopDeclareProcedure,
  newLoopData,
  noteAnswer,
  type LoopDeclareLocals,
} from '@arbiter/cardgame';
import { loopBanned, reachFreeChoice } from './loops.ts';
import { bpOf } from './continuous.ts';
import { summonCostOf, summonCostOptions, summonCostPayable } from './placement.ts';
import {
  askHiddenWindow,
  checkpointProcedure,
  isBack,
  type Ctx,
  type Decision,
  type DecisionOption,
  type Answer,
  type GameState,
  type Frame,
  type GameModule,
  type JsonObject,
  type PlayerIndex,
  procedureKit,
} from '@arbiter/engine';
import { hasBurst, lv1Cores, type CardRegistry, type SagaCard, type StepName } from './cards.ts';
import type { Ability, AttackTax } from './vocab.ts';
import {
  abilityActive,
  attackSymbols,
  attackTaxes,
  lifeDamageBarred,
  mustAttack,
  mayBlock,
  blocksExhausted,
  hasKeyword,
  isBanned,
  isProtected,
  costNow,
  coreStepSubstitutes,
  summonForbidden,
  targetMatches,
} from './continuous.ts';
import { askYesNo, canPayCosts, effectCosts, drawCard, effectProcedure, startEffect } from './effects.ts';
import { collectTriggers } from './triggers.ts';
import { destroyAll, destroyProcedure, type Doomed } from './destroy.ts';
import {
  discardHandProcedure,
  feastProcedure,
  tokenSummonProcedure,
  toDeckOrderProcedure,
  revealProcedure,
} from './effect-procedures.ts';
import { coreChoiceProcedure, moveCoresAsCost } from './core-moves.ts';
import { summonedAgainProcedure } from './summoned-again.ts';
import { keywordProcedure } from './keyword-effects.ts';
import { abilityText } from './text.ts';
import { swiftInHand } from './granted.ts';
import { emit, moveCard, moveCores, sagaApplier, type SagaEvent } from './events.ts';
import { coreSources, coresAfter, spendCores } from './payment.ts';
import { buildStart, type StartState } from './start.ts';
import {
  drawStepExtra,
  magicExtraDiscards,
  mayUseFree,
  taxedDrawProcedure,
  useForbidden,
  useOnceCostRules,
} from './player-rules.ts';
import { lifeDamageToVoid } from './bloodcurse.ts';
import { extraRefreshStep, refreshStep } from './refresh-step.ts';
import {
  cloneSagaData,
  controllerOf,
  coreCount,
  findInHand,
  findOnField,
  newCores,
  other,
  spendableCores,
  fieldSymbols,
  type CardObj,
  type CoreLoc,
  type PlayerData,
  type SagaData,
} from './state.ts';
import { sagaView } from './view.ts';
import { ruleProcessing } from './rule-processing.ts';
import { subjectsOf } from './batch-subjects.ts';
import { infoState, redactLog } from './info.ts';

// Rulebook 1.6.0; the number after it counts the engine's rule changes that alter games' flow (a replay
// made before one is refused by name instead of failing its hash check): 2 = bursts asked at every burst
// moment (issue 13), checkpoints inside effects and the rulings of issue 19, take-backs (issue 20).
export const SAGA_RULESET = 'battle-spirits-saga/1.6.0/2';

export interface SagaSetup {
  /** Each player's deck, card ids in any order (it is shuffled, 5-2-2). */
  decks: [string[], string[]];
  names?: [string, string];
  /** Cards defined by this game's creator (test cards in scenarios); kept so replays rebuild them. */
  cards?: SagaCard[];
  /** Skip set-up and begin from this state (scenarios). */
  start?: StartState;
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

function ask(ctx: C, d: Omit<Decision, 'id' | 'optional'>): void {
  ctx.ask(d);
}

function choice(ctx: C): string {
  const a = ctx.takeAnswer();
  if (!a || !('choose' in a)) throw new Error('Expected a choice answer.');
  return a.choose[0] ?? '';
}

function countsOf(ctx: C): Record<string, number> {
  const a = ctx.takeAnswer();
  return a && 'counts' in a ? a.counts : {};
}

/** The most repetitions a player may declare (any number ends the same way). */
const LOOP_DECLARE_MAX = 99;

/** At a free choice, spots a loop (see loops.ts) and asks its declarations; true when it did. */
function freeChoice(ctx: C, kind: string, p: PlayerIndex): boolean {
  const loop = reachFreeChoice(ctx.data, kind, p, ctx.state.frames);
  if (!loop) return false;
  const actions = loopActionLines(loop, (q) => ctx.data.players[q].name);
  ctx.push('loopDeclare', { players: loop.players, actions });
  return true;
}

/**
 * `{ back: true }` (Decision.back): the player takes back the action this procedure performs. Nothing
 * of it has happened yet, so it ends here, and the procedure that started it (told by `tookBack`)
 * asks its choice again, in the same position: no loop (12-1), so that choice's answers are forgotten.
 */
function takeBack(ctx: C): void {
  ctx.pop();
  const parent = ctx.state.frames[ctx.state.frames.length - 1];
  if (parent) parent.locals.tookBack = true;
  forgetCurrentAnswers(ctx.data.loop);
}

// The summoning's steps (`deploy`) as plain functions of its frame rather than closures made at
// every step: under tsx each named closure also gets a `name` property defined, which cost deploy
// a fifth of its time, and deploy runs at every summon of every searched game.
type DeployFrom = 'hand' | 'trash' | 'deck' | 'resolving';

/** The card's definition, known from deploy's first step on. */
const deployDef = (f: Frame): string => f.locals.def as string;

/** The payment chosen and not made yet: nothing has happened, the player may still take it back. */
const chosenPay = (f: Frame): Record<string, number> | null =>
  (f.locals.pay as Record<string, number> | undefined) ?? null;

/** The game as it will be once the chosen payment (and Ascend) happen. */
function afterPay(d: SagaData, p: PlayerIndex, f: Frame, ascend = -1): SagaData {
  const pay = chosenPay(f);
  return pay ? coresAfter(d, p, pay, ascend) : d;
}

/** 10-6-3 (when chosen by the player, revealed now) to 10-6-6: the cost is paid. */
function payChosen(ctx: C, reg: CardRegistry, f: Frame, p: PlayerIndex, from: DeployFrom): void {
  const counts = chosenPay(f) ?? {};
  delete f.locals.pay;
  if (from === 'hand' && f.locals.back === true)
    emit(ctx, { t: 'reveal', p, id: f.locals.id as number, card: deployDef(f) });
  spendCores(ctx, p, counts, 'trash', 'owner'); // 10-6-6
  if (from === 'hand' && f.locals.free !== true) useOnceCostRules(ctx, reg, p, deployDef(f));
  // Remembered for "if the soul core was used to pay its cost".
  if (Object.keys(counts).some((k) => k.endsWith('*') && (counts[k] ?? 0) > 0)) f.locals.soulPaid = true;
}

/** 11-8-1 Ascend (every core of the chosen spirit to the reserve, part of the cost), then 10-6-7. */
function enterField(ctx: C, f: Frame, p: PlayerIndex, from: DeployFrom): void {
  const asc = typeof f.locals.ascend === 'number' ? findOnField(ctx.data, f.locals.ascend) : undefined;
  if (asc) {
    moveCores(ctx, p, `c${asc.id}`, 'reserve', asc.cores.n, asc.cores.soul, 'owner');
    f.locals.ascendCard = asc.def;
  }
  const newId = moveCard(ctx, p, f.locals.id as number, from, 'field', {
    exhausted: f.locals.exhausted === true,
  });
  if (f.locals.soulPaid === true) emit(ctx, { t: 'soulPaid', id: newId });
  f.locals.newId = newId;
}

/** The answer takes the action back (Decision.back): done, see `takeBack`. */
function tookBack(ctx: C, a: Answer | null): boolean {
  if (!a || !isBack(a)) return false;
  takeBack(ctx);
  return true;
}

/** Decisions that start an action rather than belong to one: nothing to take back there. */
const ACTION_CHOICES: ReadonlySet<string> = new Set(['mainAction', 'flash', 'attackAction']);

export function createSagaModule(reg: CardRegistry): SagaModule {
  const name = (def: string) => reg.get(def).name;

  // ---- option builders (shared by procedures and their validators) ----

  function usableMagicAbility(c: SagaCard, timing: 'main' | 'flash'): boolean {
    return c.type === 'magic' && c.abilities.some((a) => a.kind === 'magic' && a.timing.includes(timing));
  }

  function mainOptions(d: SagaData, p: PlayerIndex): DecisionOption[] {
    const pl = d.players[p];
    const out: DecisionOption[] = [];
    const spendable = spendableCores(pl);
    const symbols = fieldSymbols(reg, pl);
    for (const h of pl.hand) {
      const c = reg.get(h.def);
      const cost = costNow(reg, d, p, c, symbols);
      // 10-6-6, 10-6-7: the cost, then at least the lowest level's cores on the new card.
      const affordable =
        spendable >= cost + lv1Cores(c) &&
        ascendOk(d, p, c) &&
        (c.type === 'magic' || (!summonForbidden(reg, d, p, h.def) && summonCostPayable(reg, d, p, h.def)));
      if (c.type === 'spirit' && affordable) {
        out.push({ id: `summon:${h.id}`, label: `Summon ${c.name} (cost ${cost})`, card: h.def });
      } else if (c.type === 'nexus' && affordable) {
        out.push({ id: `place:${h.id}`, label: `Place ${c.name} (cost ${cost})`, card: h.def });
      } else if (
        (affordable || mayUseFree(reg, d, p, h.def)) &&
        usableMagicAbility(c, 'main') &&
        !useForbidden(reg, d, p, h.def) &&
        pl.hand.length > magicExtraDiscards(reg, d, p, h.def)
      ) {
        out.push({ id: `magic:${h.id}`, label: `Use ${c.name} (cost ${cost})`, card: h.def });
      }
      // 6-6-1-2-2: one burst set per turn; 3-8-4: only cards with burst effects.
      if (hasBurst(c) && pl.burstSetTurn !== d.turn) {
        out.push({ id: `burst:${h.id}`, label: `Set ${c.name} as your burst`, card: h.def });
      }
    }
    out.push(...activatedOptions(d, p, 'main'));
    if (canMoveCores(pl)) out.push({ id: 'move', label: 'Move cores' });
    out.push({ id: 'end', label: 'End the main step' });
    return out;
  }

  function canMoveCores(pl: PlayerData): boolean {
    if (pl.field.length === 0) return false;
    if (coreCount(pl.reserve) > 0) return true;
    return pl.field.some((c) => coreCount(c.cores) > 0);
  }

  /** 6-6-1-2-3: moves between the reserve and the field, and soul core swaps. */
  function moveOptions(d: SagaData, p: PlayerIndex): DecisionOption[] {
    const pl = d.players[p];
    if (pl.field.length === 0) return [];
    const locs: { id: CoreLoc; label: string; n: number; soul: boolean }[] = [
      { id: 'reserve', label: 'reserve', n: pl.reserve.n, soul: pl.reserve.soul },
      ...pl.field.map((c) => ({
        id: `c${c.id}` as CoreLoc,
        label: `${name(c.def)} (#${c.id})`,
        n: c.cores.n,
        soul: c.cores.soul,
      })),
    ];
    const out: DecisionOption[] = [];
    for (const a of locs) {
      for (const b of locs) {
        if (a.id === b.id) continue;
        if (a.n > 0) out.push({ id: `m:${a.id}>${b.id}`, label: `Move cores from ${a.label} to ${b.label}` });
        if (a.soul)
          out.push({ id: `s:${a.id}>${b.id}`, label: `Move the soul core from ${a.label} to ${b.label}` });
        if (a.soul && b.n > 0) {
          out.push({
            id: `x:${a.id}>${b.id}`,
            label: `Swap the soul core on ${a.label} with a core on ${b.label}`,
          });
        }
      }
    }
    return out;
  }

  function flashOptions(d: SagaData, p: PlayerIndex): DecisionOption[] {
    const pl = d.players[p];
    const out: DecisionOption[] = [];
    const spendable = spendableCores(pl);
    const symbols = fieldSymbols(reg, pl);
    for (const h of pl.hand) {
      const c = reg.get(h.def);
      const cost = costNow(reg, d, p, c, symbols);
      if (
        usableMagicAbility(c, 'flash') &&
        (spendable >= cost || mayUseFree(reg, d, p, h.def)) &&
        !useForbidden(reg, d, p, h.def) &&
        pl.hand.length > magicExtraDiscards(reg, d, p, h.def)
      ) {
        out.push({ id: `magic:${h.id}`, label: `Use ${c.name} (cost ${cost})`, card: h.def });
      }
      // 11-9-1: Swift summons in a flash window, paying from the reserve only.
      const swift = swiftInHand(reg, d, p, c);
      if (
        swift &&
        coreCount(pl.reserve) >= cost + lv1Cores(c) &&
        ascendOk(d, p, c) &&
        !summonForbidden(reg, d, p, h.def)
      ) {
        out.push({ id: `swift:${h.id}`, label: `Swift: summon ${c.name} (cost ${cost})`, card: h.def });
      }
    }
    out.push(...activatedOptions(d, p, 'flash'));
    for (const c of pl.field) {
      // 11-1-1: Awaken, whenever flash effects may be used.
      if (!hasKeyword(reg, d, c, 'awaken')) continue;
      const others = pl.field.some((o) => o.id !== c.id && coreCount(o.cores) > 0);
      if (others) out.push({ id: `awaken:${c.id}`, label: `Awaken ${name(c.def)} (#${c.id})`, card: c.def });
    }
    return out;
  }

  /** An ability's text, worded for a spirit: made once per ability, as options list it again and again. */
  const abilityTexts = new WeakMap<Ability, string>();
  function spiritAbilityText(a: Ability): string {
    let t = abilityTexts.get(a);
    if (t === undefined) abilityTexts.set(a, (t = abilityText(a, 'spirit')));
    return t;
  }

  /** 8-1-3: activated effects of the player's field cards usable at this timing, costs payable. */
  function activatedOptions(d: SagaData, p: PlayerIndex, timing: 'main' | 'flash'): DecisionOption[] {
    const out: DecisionOption[] = [];
    for (const c of d.players[p].field) {
      reg.get(c.def).abilities.forEach((a, i) => {
        if (a.kind !== 'activated' || !a.timing.includes(timing) || !abilityActive(reg, d, c, p, a)) return;
        if (a.oncePerTurn && d.used.includes(`${c.id}:${i}`)) return;
        if (isBanned(reg, d, c, 'activate')) return; // 8-1-7
        if (!canPayCosts(reg, d, effectCosts(reg, d, a, c.id), p, c.id)) return;
        out.push({
          id: `act:${c.id}:${i}`,
          label: `${name(c.def)}: ${spiritAbilityText(a)}`,
          card: c.def,
        });
      });
    }
    return out;
  }

  /** 11-8-1: the spirits an Ascend summon could take its cores from (at least one core, per the rulings). */
  function ascendChoices(d: SagaData, p: PlayerIndex, def: string): CardObj[] {
    const card = reg.get(def);
    const asc = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'ascend');
    if (!asc || asc.kind !== 'keyword') return [];
    return d.players[p].field.filter(
      (c) =>
        coreCount(c.cores) > 0 &&
        reg.get(c.def).type === 'spirit' &&
        (!asc.cond || targetMatches(reg, d, c, p, { ...asc.cond, side: 'any' }, p, -1)),
    );
  }

  function hasAscend(card: SagaCard): boolean {
    return card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'ascend');
  }

  function ascendOk(d: SagaData, p: PlayerIndex, card: SagaCard): boolean {
    return !hasAscend(card) || ascendChoices(d, p, card.id).length > 0;
  }

  // ---- procedures ----

  const procedures: GameModule<SagaData, SagaSetup>['procedures'] = {
    game(ctx, f) {
      if (f.step === 0) {
        f.step = 1;
        if (!f.locals.started) ctx.push('setup');
        return;
      }
      ctx.push('turn');
    },

    setup(ctx, f) {
      const d = ctx.data;
      if (f.step === 0) {
        for (const p of [0, 1] as PlayerIndex[]) {
          emit(ctx, { t: 'shuffle', p }); // 5-2-2
          moveCores(ctx, p, 'void', 'life', 5, false, 'rule'); // 5-2-3
          moveCores(ctx, p, 'void', 'reserve', 3, true, 'rule'); // 5-2-4
        }
        for (const p of [0, 1] as PlayerIndex[]) for (let i = 0; i < 4; i++) drawCard(ctx, p); // 5-2-5
        // 5-2-6: a random method picks who decides; that player chooses to go first or second.
        const winner = ctx.random(2) as PlayerIndex;
        f.locals.toss = winner;
        f.step = 1;
        ask(ctx, {
          player: winner,
          kind: 'chooseFirst',
          type: 'select',
          prompt: 'You won the toss. Do you want to be player one (take the first turn)?',
          options: [
            { id: 'first', label: 'Go first' },
            { id: 'second', label: 'Go second' },
          ],
          min: 1,
          max: 1,
        });
        return;
      }
      if (f.step === 1) {
        const toss = f.locals.toss as PlayerIndex;
        const first = choice(ctx) === 'first' ? toss : other(toss);
        emit(ctx, { t: 'first', p: first });
        f.step = 2;
      }
      // 5-2-7: starting with player one, each decides on a mulligan.
      if (f.step === 2 || f.step === 4) {
        const p = f.step === 2 ? d.first : other(d.first);
        f.step++;
        ask(ctx, {
          player: p,
          kind: 'mulligan',
          type: 'select',
          prompt: 'Keep this hand (and draw one more card), or mulligan (four new cards)?',
          options: [
            { id: 'keep', label: 'Keep' },
            { id: 'mulligan', label: 'Mulligan' },
          ],
          min: 1,
          max: 1,
        });
        return;
      }
      if (f.step === 3 || f.step === 5) {
        const p = f.step === 3 ? d.first : other(d.first);
        const mull = choice(ctx) === 'mulligan';
        emit(ctx, { t: 'mulligan', p, mulligan: mull });
        if (mull) {
          // Hand to the bottom, four new cards, shuffle; the order put back is moot after the shuffle.
          for (const h of d.players[p].hand.slice()) moveCard(ctx, p, h.id, 'hand', 'deck', { bottom: true });
          for (let i = 0; i < 4; i++) drawCard(ctx, p);
          emit(ctx, { t: 'shuffle', p });
        } else {
          drawCard(ctx, p);
        }
        f.step++;
        if (f.step === 4) return;
        emit(ctx, { t: 'turn', turn: 1, p: d.first }); // 5-2-8
        ctx.pop();
      }
    },

    /** 12-1-1-2, 12-1-1-3: each player in a loop declares how many times they repeat it, turn player first. */
    ...procedureKit<SagaData, { loopDeclare: LoopDeclareLocals }>().table({
      loopDeclare: loopDeclareProcedure({
        kind: 'loopCount',
        prompt: (actions) =>
          `The game is back where it was: these actions repeat without end, an infinite loop (12-1-1): ${actions.join('; ')}. Declare how many more times you repeat them; afterwards the loop cannot be entered again (12-1-1-2).`,
        min: 0,
        max: LOOP_DECLARE_MAX,
        declared: (ctx, _locals, p, n) => emit(ctx, { t: 'loop', p, n }),
      }),
    }),

    /** 6-3-2: the core step's core, or what a substitution gives instead (8-9). */
    coreStep(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      const subs = coreStepSubstitutes(reg, d, p);
      let gain = 1;
      if (f.step === 1) {
        const a = ctx.takeAnswer();
        const pick = subs.find((s) => a !== null && 'choose' in a && String(s.source) === a.choose[0]);
        gain = (pick ?? subs[0])?.gain ?? 1;
      } else if (subs.length === 1) {
        gain = subs[0]!.gain;
      } else if (subs.length > 1) {
        // 8-9-2-2: the player performing the action picks one; 8-9-3: only one applies.
        f.step = 1;
        ask(ctx, {
          player: p,
          kind: 'substitute',
          type: 'select',
          prompt: 'Core step: which substitution applies?',
          options: subs.map((s) => ({
            id: String(s.source),
            label: `${name(s.card)}: gain ${s.gain}`,
            card: s.card,
          })),
          min: 1,
          max: 1,
        });
        return;
      }
      ctx.pop();
      moveCores(ctx, p, 'void', 'reserve', gain, false, 'rule');
    },

    turn(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      switch (f.step) {
        case 0:
          emit(ctx, { t: 'step', step: 'start', p }); // 6-2-1
          // 6-2-2, 9-2-4: a player who must start a turn with no deck loses.
          if (d.players[p].deck.length === 0) {
            ctx.end({ winner: other(p), reason: `${d.players[p].name} has no cards in their deck (9-2-4)` });
            return;
          }
          f.step = 1;
          ctx.push('checkpoint');
          return;
        case 1:
          f.step = 2;
          if (d.turn === 1) return; // 6-3-3
          emit(ctx, { t: 'step', step: 'core', p });
          ctx.push('checkpoint');
          ctx.push('coreStep');
          return;
        case 2:
          f.step = 3;
          emit(ctx, { t: 'step', step: 'draw', p });
          drawCard(ctx, p); // 6-4-2
          {
            // Extra draws of constant effects come with the step's draw; the discards follow them all.
            const extra = drawStepExtra(reg, d, p);
            for (let k = 0; k < extra; k++) drawCard(ctx, p);
            ctx.push('checkpoint');
            const n = Math.min(extra, d.players[p].hand.length);
            if (n > 0) ctx.push('discardHand', { p, n });
          }
          return;
        case 3:
          f.step = 4;
          refreshStep(ctx, p); // 6-5
          return;
        case 4:
          f.step = 5;
          emit(ctx, { t: 'step', step: 'main', p });
          ctx.push('main');
          return;
        case 5:
          f.step = 6;
          if (d.turn === 1) return; // 6-7-2
          emit(ctx, { t: 'step', step: 'attack', p });
          ctx.push('attackStep');
          return;
        case 6: {
          // A constant effect may add a refresh step after the attack step; the end step follows it
          // (no second attack step: rulings on BSS01-061).
          const extra =
            d.turn === 1 || f.locals.extraRefresh === true ? undefined : extraRefreshStep(reg, d, p);
          if (extra) {
            f.locals.extraRefresh = true;
            if (extra.once) emit(ctx, { t: 'used', id: extra.id, ability: extra.ability, card: extra.card });
            refreshStep(ctx, p);
            return;
          }
          f.step = 7;
          emit(ctx, { t: 'step', step: 'end', p }); // 6-8-1-1
          ctx.push('checkpoint');
          return;
        }
        case 7:
          f.step = 8;
          emit(ctx, { t: 'expire', until: 'turn' }); // 6-8-1-2
          ctx.push('checkpoint');
          return;
        default:
          emit(ctx, { t: 'turn', turn: d.turn + 1, p: other(p) }); // 6-8-1-3
          ctx.pop();
      }
    },

    main(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      if (f.step === 0) {
        f.step = 1;
        delete f.locals.tookBack; // an action taken back: its choice again, nothing changed
        ctx.push('checkpoint'); // 6-6-1-2-4: management first
        return;
      }
      if (f.step === 1) {
        const options = mainOptions(d, p);
        if (options.length === 1) {
          ctx.pop(); // nothing but "end" can be done
          return;
        }
        if (freeChoice(ctx, 'mainAction', p)) return;
        f.step = 2;
        ask(ctx, {
          player: p,
          kind: 'mainAction',
          type: 'select',
          prompt: 'Main step: choose an action.',
          options,
          min: 1,
          max: 1,
          secret: true,
        });
        return;
      }
      const c = choice(ctx);
      f.step = 0;
      const [verb, arg] = c.split(':');
      const id = Number(arg);
      switch (verb) {
        case 'end':
          ctx.pop(); // 6-6-1-2-5
          return;
        case 'summon':
        case 'place':
          ctx.push('deploy', { id, p, swift: false, back: true });
          return;
        case 'magic':
          ctx.push('useMagic', { id, p, timing: 'main' });
          return;
        case 'burst': {
          const pl = d.players[p];
          // 3-8-3: setting a second burst discards the first.
          if (pl.burst) moveCard(ctx, p, pl.burst.id, 'burst', 'trash');
          const newId = moveCard(ctx, p, id, 'hand', 'burst');
          emit(ctx, { t: 'setBurst', p }, p, { newId });
          return;
        }
        case 'move':
          ctx.push('moveCores', { p });
          return;
        case 'act':
          ctx.push('activate', { p, id, ability: Number(c.split(':')[2]) });
          return;
      }
    },

    /** 6-6-1-2-3: one move of cores, or a soul core swap; taken back until the count is given. */
    moveCores(ctx, f) {
      const d = ctx.data;
      const p = f.locals.p as PlayerIndex;
      if (f.step === 0) {
        f.step = 1;
        // Moving nothing is no action: the way out is taking the action back.
        ask(ctx, {
          player: p,
          kind: 'moveCores',
          type: 'select',
          prompt: 'Which cores do you move?',
          options: moveOptions(d, p),
          min: 1,
          max: 1,
          back: true,
        });
        return;
      }
      const a = ctx.takeAnswer();
      if (a && isBack(a)) {
        takeBack(ctx);
        return;
      }
      if (f.step === 1) {
        const c = a && 'choose' in a ? (a.choose[0] ?? '') : '';
        const kind = c[0];
        const [from, to] = c.slice(2).split('>') as [CoreLoc, CoreLoc];
        if (kind === 's') {
          moveCores(ctx, p, from, to, 0, true, 'owner');
        } else if (kind === 'x') {
          ctx.beginBatch();
          moveCores(ctx, p, from, to, 0, true, 'owner');
          moveCores(ctx, p, to, from, 1, false, 'owner');
          ctx.endBatch();
        } else {
          const avail = coresAt(d, p, from);
          if (avail > 1) {
            f.locals.from = from;
            f.locals.to = to;
            f.step = 2;
            ask(ctx, {
              player: p,
              kind: 'moveCount',
              type: 'number',
              prompt: 'How many cores?',
              options: [],
              min: 1,
              max: avail,
              back: true,
            });
            return;
          }
          moveCores(ctx, p, from, to, 1, false, 'owner');
        }
        ctx.pop();
        return;
      }
      const n = a && 'number' in a ? a.number : 1;
      moveCores(ctx, p, f.locals.from as CoreLoc, f.locals.to as CoreLoc, n, false, 'owner');
      ctx.pop();
    },

    /**
     * 10-6 summoning a spirit, 10-7 placing a nexus. When the player chose it (`back`), nothing of it
     * happens before its last choice: the reveal, the payment, Ascend and the move to the field wait
     * for the core placement, so every choice until then can be taken back (Decision.back). An extra
     * summoning cost that destroys a card cannot wait: the payment is made with it, and from then on
     * the summoning goes on.
     */
    deploy(ctx, f) {
      const d = ctx.data;
      const p = f.locals.p as PlayerIndex;
      const pl = d.players[p];
      const from = (f.locals.from as DeployFrom | undefined) ?? 'hand';
      const reserveOnly = f.locals.reserveOnly === true;
      if (f.step === 0) {
        const area =
          from === 'hand'
            ? pl.hand
            : from === 'deck'
              ? pl.deck
              : from === 'resolving'
                ? pl.resolving
                : pl.trashCards;
        const h = area.find((c) => c.id === (f.locals.id as number));
        // An extra summoning cost that cannot be paid keeps it off the field (8-4-2-3), Ascend too,
        // even for a summon that pays no cost (11-8-1 and its ruling).
        if (
          !h ||
          summonForbidden(reg, d, p, h.def) ||
          !summonCostPayable(reg, d, p, h.def) ||
          !ascendOk(d, p, reg.get(h.def))
        ) {
          ctx.pop(); // the card left that area meanwhile (1-3-2), or may not be summoned now
          return;
        }
        const c = reg.get(h.def);
        // 10-6-3 (chosen by the player: revealed with the payment, see payNow)
        if (from === 'hand' && f.locals.back !== true) emit(ctx, { t: 'reveal', p, id: h.id, card: h.def });
        // 10-6-4, 10-6-5 (a card summoned from the trash has no "in your hand" cost effects)
        const cost = f.locals.free === true ? 0 : costNow(reg, d, p, c, undefined, from === 'hand');
        // Summoned by an effect, a card whose cost and LV1 cores cannot be met now is not summoned.
        if (spendableCores(pl) < cost + (c.type === 'spirit' ? lv1Cores(c) : 0) && cost > 0) {
          ctx.pop();
          return;
        }
        f.locals.def = h.def;
        f.step = 1;
        if (cost > 0) {
          const pay = payDecision(reg, d, p, cost, `Pay ${cost} for ${c.name}.`);
          if (ascendChoices(d, p, h.def).length > 0) pay.data = { ...pay.data, ascend: h.def };
          // 11-9-1: Swift pays from the reserve only.
          if (reserveOnly) pay.options = pay.options.filter((o) => o.id.startsWith('reserve'));
          if (f.locals.back === true) pay.back = true;
          ask(ctx, pay);
          return;
        }
      }
      if (f.step === 1) {
        const a = ctx.takeAnswer();
        if (tookBack(ctx, a)) return;
        f.locals.pay = a && 'counts' in a ? { ...a.counts } : {};
        if (f.locals.back !== true) payChosen(ctx, reg, f, p, from);
        f.step = 3;
        // Ascend (11-8-1) looks at the cores as they will be after the payment.
        const asc = hasAscend(reg.get(deployDef(f))) ? ascendChoices(afterPay(d, p, f), p, deployDef(f)) : [];
        if (asc.length > 1) {
          f.step = 2;
          ask(ctx, {
            player: p,
            kind: 'ascend',
            type: 'select',
            prompt: 'Ascend: choose the spirit whose cores all go to your reserve.',
            options: asc.map((c) => ({ id: String(c.id), label: `${name(c.def)} (#${c.id})`, card: c.def })),
            min: 1,
            max: 1,
            back: chosenPay(f) !== null,
          });
          return;
        }
        if (asc.length === 1) f.locals.ascend = asc[0]!.id;
      }
      if (f.step === 2) {
        const a = ctx.takeAnswer();
        if (tookBack(ctx, a)) return;
        f.locals.ascend = a && 'choose' in a ? Number(a.choose[0]) : -1;
        f.step = 3;
      }
      // An extra summoning cost ("destroy one of your ..."), paid after the cores (10-6-6).
      if (f.step === 7 || (f.step === 3 && f.locals.extraPaid !== true)) {
        const extra = summonCostOf(reg, deployDef(f))[0];
        let victim: number | undefined;
        if (f.step === 7) {
          const a = ctx.takeAnswer();
          if (tookBack(ctx, a)) return;
          victim = a && 'choose' in a ? Number(a.choose[0]) : undefined;
        } else if (extra) {
          const options = summonCostOptions(reg, afterPay(d, p, f), p, extra);
          if (options.length > 1) {
            f.step = 7;
            ask(ctx, {
              player: p,
              kind: 'destroyCost',
              type: 'select',
              prompt: `Destroy one of your cards to summon ${name(deployDef(f))}.`,
              options: options.map((c) => ({
                id: String(c.id),
                label: `${name(c.def)} (#${c.id})`,
                card: c.def,
              })),
              min: 1,
              max: 1,
              back: chosenPay(f) !== null,
            });
            return;
          }
          victim = options[0]?.id;
        }
        f.locals.extraPaid = true;
        f.step = 3;
        if (victim !== undefined) {
          if (chosenPay(f)) payChosen(ctx, reg, f, p, from);
          const doomed: Doomed = {
            id: victim,
            cause: 'effect',
            by: p,
            self: false,
            sourceType: reg.get(deployDef(f)).type,
            src: deployDef(f),
            srcId: -1,
            lack: false,
            quiet: false,
          };
          if (destroyAll(ctx, reg, [doomed])) return;
        }
      }
      if (f.step === 3) {
        const open = chosenPay(f) !== null;
        if (!open) enterField(ctx, f, p, from);
        const c = reg.get(deployDef(f));
        const need = lv1Cores(c);
        const ascend = typeof f.locals.ascend === 'number' ? f.locals.ascend : -1;
        const src = coreSources(reg, afterPay(d, p, f, ascend), p, open ? -1 : (f.locals.newId as number));
        const sources = reserveOnly ? src.options.filter((o) => o.id.startsWith('reserve')) : src.options;
        const avail = sources.reduce((s, o) => s + (o.max ?? 0), 0);
        const paid = Object.values(chosenPay(f) ?? {}).reduce((s, n) => s + n, 0);
        f.step = 4;
        if (avail > 0) {
          // 10-6-7: at least the lowest level's cores, more if the player wishes.
          ask(ctx, {
            player: p,
            kind: 'placeCores',
            type: 'distribute',
            prompt: `Put cores on ${c.name}: at least ${need}.${paid > 0 ? ` The ${paid} core(s) chosen for its cost are paid with them.` : ''}`,
            options: sources,
            min: Math.min(need, avail),
            max: avail,
            data: { card: c.id, ...src.data },
            back: open,
          });
          return;
        }
      }
      const a = ctx.takeAnswer();
      if (tookBack(ctx, a)) return;
      if (chosenPay(f)) {
        payChosen(ctx, reg, f, p, from);
        enterField(ctx, f, p, from);
      }
      spendCores(ctx, p, a && 'counts' in a ? a.counts : {}, `c${f.locals.newId as number}`, 'owner');
      if (reg.get(deployDef(f)).type === 'spirit') {
        const ev: SagaEvent = { t: 'summoned', p, id: f.locals.newId as number, card: deployDef(f) };
        if (f.locals.quiet === true) ev.quiet = true;
        if (from !== 'hand') ev.from = from;
        if (typeof f.locals.ascendCard === 'string') ev.ascend = f.locals.ascendCard;
        emit(ctx, ev);
      } else emit(ctx, { t: 'placed', p, id: f.locals.newId as number, card: deployDef(f) });
      ctx.pop();
    },

    /** Activated effects of field cards (8-1-3): costs and directives run in the effect procedure. */
    activate(ctx, f) {
      const p = f.locals.p as PlayerIndex;
      const c = findOnField(ctx.data, f.locals.id as number);
      ctx.pop();
      if (c) startEffect(ctx, c.def, f.locals.ability as number, p, c.id);
    },

    /** 11-1-1: Awaken moves cores from the player's other field cards onto the spirit. */
    awaken(ctx, f) {
      const d = ctx.data;
      const p = f.locals.p as PlayerIndex;
      const id = f.locals.id as number;
      if (f.step === 0) {
        const src = coreSources(reg, d, p, id);
        const sources = src.options.filter((o) => o.id.startsWith('c'));
        const avail = sources.reduce((s, o) => s + (o.max ?? 0), 0);
        if (!findOnField(d, id) || avail === 0) {
          ctx.pop();
          return;
        }
        f.step = 1;
        ask(ctx, {
          player: p,
          kind: 'awaken',
          type: 'distribute',
          prompt: 'Awaken: move one core or more from your other cards onto this spirit.',
          options: sources,
          min: 1,
          max: avail,
          data: src.data,
          back: true, // nothing has happened yet: back to the flash timing
        });
        return;
      }
      const a = ctx.takeAnswer();
      if (a && isBack(a)) {
        takeBack(ctx);
        return;
      }
      // Cores left through the player's own effect: a card emptied this way self-destructs (11-1-1).
      spendCores(ctx, p, a && 'counts' in a ? a.counts : {}, `c${id}`, 'owner');
      ctx.pop();
    },

    /**
     * A set burst's window (queueBurst; docs/architecture.md, "Hidden cards"): its owner is asked at
     * every event a burst condition can match, whatever the card. A burst whose condition is among
     * the window's moments may be activated, free of cost (10-9-2, 10-9-3); any other stays set.
     */
    burst(ctx, f) {
      const d = ctx.data;
      const p = f.locals.controller as PlayerIndex;
      const id = f.locals.source as number;
      if (f.step <= 1) {
        const set = d.players[p].burst;
        // It left the burst area since the window opened: there is nothing to ask about.
        if (set?.id !== id) {
          ctx.pop();
          return;
        }
        const moments = f.locals.moments as string[];
        const ability = reg
          .get(set.def)
          .abilities.findIndex((a) => a.kind === 'burst' && moments.includes(a.on));
        if (f.step === 0) {
          f.step = 1;
          askHiddenWindow(ctx, {
            player: p,
            kind: 'useBurst',
            prompt:
              ability >= 0
                ? `Activate your burst ${name(set.def)}?`
                : `Your burst ${name(set.def)} cannot activate now (its condition is not met): keep it set.`,
            act: ability >= 0 ? [{ id: 'yes', label: 'Activate it', card: set.def }] : [],
            keep: { id: 'no', label: 'Keep it set' },
          });
          return;
        }
        const a = ctx.takeAnswer();
        if (ability < 0 || !a || !('choose' in a) || a.choose[0] !== 'yes') {
          ctx.pop();
          return;
        }
        f.locals.card = set.def;
        f.locals.ability = ability;
      }
      const def = f.locals.card as string;
      if (f.step === 1) {
        // 8-5-2-1: turned face up and revealed; it waits in the open while it resolves.
        emit(ctx, { t: 'burst', p, id, card: def });
        const rid = moveCard(ctx, p, id, 'burst', 'resolving');
        f.locals.rid = rid;
        f.locals.draws0 = d.players[p].effectDraws;
        f.step = 2;
        startEffect(ctx, def, f.locals.ability as number, p, rid, false, undefined, null, null, true);
        return;
      }
      if (f.step === 2) {
        const ab = reg.get(def).abilities[f.locals.ability as number];
        // The card's other effect its text names: the flash one, or with `thenMain` the main one.
        const timing = ab?.kind === 'burst' && ab.thenMain ? 'main' : 'flash';
        const flash = reg
          .get(def)
          .abilities.findIndex((a) => a.kind === 'magic' && a.timing.includes(timing));
        const cost = costNow(reg, d, p, reg.get(def), undefined, false);
        f.step = 4;
        if (
          ab?.kind === 'burst' &&
          (ab.thenFlash || ab.thenMain) &&
          flash >= 0 &&
          spendableCores(d.players[p]) >= cost
        ) {
          f.step = 3;
          f.locals.flash = flash;
          askYesNo(
            ctx,
            p,
            'useOptional',
            `Pay ${cost} to use the flash effect of ${name(def)} too?`,
            def,
            `Pay ${cost}`,
            'Do not',
          );
          return;
        }
      }
      if (f.step === 3) {
        const a = ctx.takeAnswer();
        f.step = 4;
        if (a && 'choose' in a && a.choose[0] === 'yes') {
          const cost = costNow(reg, d, p, reg.get(def), undefined, false);
          f.step = 5;
          if (cost > 0) {
            ask(ctx, payDecision(reg, d, p, cost, `Pay ${cost} for ${name(def)}.`));
            return;
          }
        }
      }
      if (f.step === 5) {
        const counts = countsOf(ctx);
        spendCores(ctx, p, counts, 'trash', 'owner');
        if (Object.keys(counts).some((k) => k.endsWith('*') && (counts[k] ?? 0) > 0))
          emit(ctx, { t: 'soulPaid', id: f.locals.rid as number });
        f.step = 4;
        // 10-8-1: paying for the burst's flash effect is using the magic card.
        if (reg.get(def).type === 'magic')
          emit(ctx, { t: 'magicUsed', p, id: f.locals.rid as number, card: def, burst: true });
        startEffect(
          ctx,
          def,
          f.locals.flash as number,
          p,
          f.locals.rid as number,
          false,
          undefined,
          null,
          null,
          true,
        );
        return;
      }
      // 10-9-4 (unless its effect put it onto the field).
      if (d.players[p].resolving.some((c) => c.id === f.locals.rid))
        moveCard(ctx, p, f.locals.rid as number, 'resolving', 'trash');
      // Everything the burst and its follow-up drew was drawn at one time (ruling on BSS01-111).
      const drawn = d.players[p].effectDraws - ((f.locals.draws0 as number | undefined) ?? 0);
      if (drawn > 0) emit(ctx, { t: 'drew', p, n: drawn, by: p });
      ctx.pop();
    },

    /**
     * 10-8: using a magic card, always the player's choice (main step, flash timing). Nothing of it
     * happens before the cost is paid: the card is revealed with the payment, so every choice until
     * then (which effect, free or paid, the payment) can be taken back (Decision.back). Once paid, it
     * is used (10-8-6) and its effect resolves (10-8-8): its own choices cannot be taken back.
     */
    useMagic(ctx, f) {
      const d = ctx.data;
      const p = f.locals.p as PlayerIndex;
      const pl = d.players[p];
      // Steps 10, 11 and 1 take the answers given before the payment is made.
      if (f.step !== 0 && f.step !== 2 && ctx.state.answer && isBack(ctx.state.answer)) {
        ctx.takeAnswer();
        takeBack(ctx);
        return;
      }
      if (f.step === 0) {
        const h = findInHand(pl, f.locals.id as number)!;
        const c = reg.get(h.def);
        const timing = f.locals.timing as 'main' | 'flash';
        f.locals.def = h.def;
        const usable: number[] = [];
        c.abilities.forEach((a, i) => {
          if (a.kind === 'magic' && a.timing.includes(timing)) usable.push(i);
        });
        f.locals.ability = usable[0] ?? -1;
        f.step = 10;
        if (usable.length > 1) {
          // 10-8-3: with more than one usable effect, the player picks one.
          ask(ctx, {
            player: p,
            kind: 'magicEffect',
            type: 'select',
            prompt: `${c.name}: which effect do you use?`,
            options: usable.map((i) => ({
              id: String(i),
              label: abilityText(c.abilities[i]!, c.type),
              card: c.id,
            })),
            min: 1,
            max: 1,
            back: true,
          });
          return;
        }
      }
      if (f.step === 10) {
        const a = ctx.takeAnswer();
        if (a && 'choose' in a) f.locals.ability = Number(a.choose[0]);
        const c = reg.get(f.locals.def as string);
        const cost = costNow(reg, d, p, c);
        f.step = 1;
        if (cost > 0 && mayUseFree(reg, d, p, c.id)) {
          // Free, or the whole cost as usual: never a part of it (rulings on BSS01-076).
          f.locals.free = true;
          if (spendableCores(pl) >= cost) {
            f.step = 11;
            ask(ctx, {
              player: p,
              kind: 'useFree',
              type: 'select',
              prompt: `Use ${c.name} without paying its cost?`,
              options: [
                { id: 'yes', label: 'Use it free', card: c.id },
                { id: 'no', label: `Pay ${cost}` },
              ],
              min: 1,
              max: 1,
              back: true,
            });
            return;
          }
        } else if (cost > 0) {
          ask(ctx, { ...payDecision(reg, d, p, cost, `Pay ${cost} for ${c.name}.`), back: true });
          return;
        }
      }
      if (f.step === 11) {
        const a = ctx.takeAnswer();
        f.step = 1;
        if (a && 'choose' in a && a.choose[0] === 'no') {
          f.locals.free = false;
          const c = reg.get(f.locals.def as string);
          const cost = costNow(reg, d, p, c);
          ask(ctx, { ...payDecision(reg, d, p, cost, `Pay ${cost} for ${c.name}.`), back: true });
          return;
        }
      }
      if (f.step === 1) {
        const counts = countsOf(ctx);
        emit(ctx, { t: 'reveal', p, id: f.locals.id as number, card: f.locals.def as string }); // 10-8-3
        spendCores(ctx, p, counts, 'trash', 'owner'); // 10-8-6
        // Used free, it was not paid for: a "the next one costs less" rule is still waiting.
        if (f.locals.free !== true) useOnceCostRules(ctx, reg, p, f.locals.def as string);
        const soulPaid = Object.keys(counts).some((k) => k.endsWith('*') && (counts[k] ?? 0) > 0);
        // 10-8-7: waiting to resolve, the card is not counted in any area.
        const rid = moveCard(ctx, p, f.locals.id as number, 'hand', 'resolving');
        f.locals.rid = rid;
        if (soulPaid) emit(ctx, { t: 'soulPaid', id: rid });
        emit(ctx, { t: 'magicUsed', p, id: rid, card: f.locals.def as string }); // 10-8-1
        f.step = 2;
        startEffect(ctx, f.locals.def as string, f.locals.ability as number, p, rid);
        // Additional costs other cards put on it (discards), paid before its effect resolves.
        const extra = magicExtraDiscards(reg, d, p, f.locals.def as string);
        if (extra > 0) ctx.push('discardHand', { p, n: extra });
        return;
      }
      moveCard(ctx, p, f.locals.rid as number, 'resolving', 'trash'); // 10-8-8
      ctx.pop();
    },

    attackStep(ctx, f) {
      const d = ctx.data;
      const p = d.active;
      if (f.step === 0) {
        f.step = 1;
        ctx.push('checkpoint'); // 6-7-3-1
        return;
      }
      if (f.step === 1) {
        if (f.locals.ended === true) {
          ctx.pop(); // an effect ended the attack step with the battle
          return;
        }
        // 7-1-1-1: a refreshed spirit the player controls.
        const ready = d.players[p].field.filter(
          (c) =>
            !c.exhausted &&
            reg.get(c.def).type === 'spirit' &&
            !isBanned(reg, d, c, 'attack') &&
            canPayAttackTax(d, c, attackTaxes(reg, d, c)),
        );
        // "Must attack if able" / "must attack first" (the first only before anyone attacked this step).
        const musts = ready.map((c) => mustAttack(reg, d, c));
        const first = f.locals.attacked !== true ? ready.filter((_, i) => musts[i] === 'first') : [];
        const choosable = first.length > 0 ? first : ready;
        const mayEnd = first.length === 0 && !musts.includes('ifAble');
        if (ready.length === 0) {
          ctx.pop();
          return;
        }
        f.step = 2;
        ask(ctx, {
          player: p,
          kind: 'attackAction',
          type: 'select',
          prompt: 'Attack step: attack with a spirit, or end the attack step.',
          options: [
            ...choosable.map((c) => ({
              id: `attack:${c.id}`,
              label: `Attack with ${name(c.def)} (#${c.id}, ${bpOf(reg, d, c)} BP)`,
              card: c.def,
            })),
            ...(mayEnd ? [{ id: 'end', label: 'End the attack step' }] : []),
          ],
          min: 1,
          max: 1,
        });
        return;
      }
      if (f.step === 2) {
        const c = choice(ctx);
        if (c === 'end') {
          ctx.pop();
          return;
        }
        const id = Number(c.split(':')[1]);
        const att = findOnField(d, id)!;
        const taxes = attackTaxes(reg, d, att);
        if (taxes.length === 0) {
          f.step = 1;
          f.locals.attacked = true;
          ctx.push('battle', { attacker: id });
          return;
        }
        // "Cannot attack unless ... pays": paid as the attack is declared, before it exhausts.
        f.locals.attacker = id;
        f.locals.cores = taxes.filter((x) => x === 'core').length;
        f.step = 3;
        const own = taxes.filter((x) => x === 'coreToReserve').length;
        f.locals.ownTax = own;
        if (own > 0 && moveCoresAsCost(ctx, p, `c${id}`, 'reserve', own)) return;
      }
      if (f.step === 3) {
        f.step = 4;
        const n = f.locals.cores as number;
        if (n > 0) {
          // Nothing paid yet (no core moved off the attacker): the attack may still be taken back.
          ask(ctx, {
            ...payDecision(reg, d, p, n, `Pay ${n} core(s) to attack.`),
            back: f.locals.ownTax === 0,
          });
          return;
        }
      }
      if (f.step === 4) {
        const a = ctx.takeAnswer();
        if (a && isBack(a)) {
          f.step = 1; // back to the attack choice, nothing changed
          return;
        }
        if ((f.locals.cores as number) > 0)
          spendCores(ctx, p, a && 'counts' in a ? a.counts : {}, 'trash', 'owner');
        f.step = 5;
        ctx.push('checkpoint'); // a spirit emptied by the payment is destroyed (9-3-2) and does not attack
        return;
      }
      // f.step === 5
      f.step = 1;
      const att = findOnField(d, f.locals.attacker as number);
      if (att && !att.exhausted) {
        f.locals.attacked = true;
        ctx.push('battle', { attacker: att.id });
      }
    },

    /** 7-1: one battle, from the attack declaration to its end. */
    battle(ctx, f) {
      const d = ctx.data;
      const ap = d.active;
      const dp = other(ap);
      const attacker = f.locals.attacker as number;
      switch (f.step) {
        case 0:
          // 7-1-1-1 exhaust and declare; 7-1-1-2 "when attacks" triggers.
          emit(ctx, { t: 'exhaust', id: attacker });
          emit(ctx, { t: 'attack', p: ap, id: attacker });
          {
            // 11-6-1: a spirit that has Luster as it attacks, "while attacking" already running
            // (10-12-1), gets it at the end of the battle.
            const att = findOnField(d, attacker);
            if (d.battle && att !== undefined && hasKeyword(reg, d, att, 'luster')) d.battle.luster = true;
          }
          f.step = 1;
          ctx.push('checkpoint');
          return;
        case 1:
          // 10-10-1: a spirit made to be attacked has already blocked: on to the window after blocking.
          if (d.battle && d.battle.blocker !== -1) {
            f.step = 4;
            return;
          }
          f.step = 2;
          ctx.push('flash', { next: dp, passes: 0 }); // 7-1-2-1: the attacked player first
          return;
        case 2: {
          // 7-1-3-1: block with one refreshed spirit, or not.
          const att = findOnField(d, attacker);
          const ready = d.players[dp].field.filter(
            (c) => (!c.exhausted || blocksExhausted(reg, d, c, att)) && mayBlock(reg, d, c, att),
          );
          if (ready.length === 0) {
            emit(ctx, { t: 'noBlock', p: dp });
            f.step = 5;
            return;
          }
          // 11-2-1: Confront forces a block when one is possible (choosing the blocker is no selection, 11-2-2).
          const confront = att !== undefined && hasKeyword(reg, d, att, 'confront');
          f.step = 3;
          ask(ctx, {
            player: dp,
            kind: 'block',
            type: 'select',
            prompt: att
              ? `${name(att.def)} (${bpOf(reg, d, att)} BP) attacks you. Block?`
              : 'The attacking spirit has left the field. Block?',
            options: [
              ...ready.map((c) => ({
                id: `block:${c.id}`,
                label: `Block with ${name(c.def)} (#${c.id}, ${bpOf(reg, d, c)} BP)`,
                card: c.def,
              })),
              ...(confront ? [] : [{ id: 'noBlock', label: 'Do not block' }]),
            ],
            min: 1,
            max: 1,
          });
          return;
        }
        case 3: {
          const c = choice(ctx);
          if (c === 'noBlock') {
            emit(ctx, { t: 'noBlock', p: dp });
            f.step = 5; // 7-1-3-1: no second flash window without a block
            return;
          }
          const id = Number(c.split(':')[1]);
          emit(ctx, { t: 'exhaust', id });
          {
            const att = findOnField(d, attacker);
            const curse = att !== undefined && hasKeyword(reg, d, att, 'curse');
            emit(ctx, { t: 'block', p: dp, id, curse }); // 7-1-3-2
          }
          f.step = 4;
          ctx.push('checkpoint');
          return;
        }
        case 4:
          f.step = 5;
          ctx.push('flash', { next: dp, passes: 0 }); // 7-1-4-1: the blocking player first
          return;
        case 5: {
          const b = d.battle;
          const att = findOnField(d, attacker);
          if (b && b.blocker !== -1) {
            // 7-1-5-2-1: compare BP; the lower is destroyed, both on a tie.
            const blk = findOnField(d, b.blocker);
            if (att && blk) {
              const ab = bpOf(reg, d, att);
              const bb = bpOf(reg, d, blk);
              const doomed: Doomed[] = [];
              // Each is destroyed by the other (7-1-5-2): that one is its source. One protected from
              // destruction as the result of battle stays.
              if (ab <= bb && !isProtected(reg, d, att, 'battle', dp, { id: blk.id, def: blk.def }))
                doomed.push({
                  id: att.id,
                  cause: 'battle',
                  by: dp,
                  self: false,
                  sourceType: '',
                  src: blk.def,
                  srcId: blk.id,
                  lack: false,
                  quiet: false,
                });
              if (bb <= ab && !isProtected(reg, d, blk, 'battle', ap, { id: att.id, def: att.def }))
                doomed.push({
                  id: blk.id,
                  cause: 'battle',
                  by: ap,
                  self: false,
                  sourceType: '',
                  src: att.def,
                  srcId: att.id,
                  lack: false,
                  quiet: false,
                });
              f.locals.outcome = ab > bb ? 'attacker' : bb > ab ? 'blocker' : 'tie';
              // Substitution choices (10-1-3-2) may be asked first; the result is logged after.
              f.step = 50;
              if (destroyAll(ctx, reg, doomed)) return;
              emit(ctx, { t: 'battleResolved', outcome: f.locals.outcome });
              f.step = 6;
              ctx.push('checkpoint');
              return;
            } else {
              emit(ctx, { t: 'battleResolved', outcome: 'none' });
            }
          } else if (att) {
            // 7-1-5-3-1: one life core per symbol, life to reserve.
            const symbols = attackSymbols(reg, d, att);
            // A spirit that "cannot reduce life" deals no damage.
            const n = lifeDamageBarred(reg, d, att, dp) ? 0 : Math.min(symbols, d.players[dp].life.n);
            // A constant `lifeTo: void` (BSS01-026) may send them to the void instead.
            const toVoid = lifeDamageToVoid(reg, d, att);
            moveCores(ctx, dp, 'life', toVoid ? 'void' : 'reserve', n, false, 'rule');
            emit(ctx, { t: 'battleResolved', outcome: `damage ${n}` });
          } else {
            emit(ctx, { t: 'battleResolved', outcome: 'none' });
          }
          f.step = 6;
          ctx.push('checkpoint');
          return;
        }
        case 50:
          emit(ctx, { t: 'battleResolved', outcome: f.locals.outcome as string });
          f.step = 6;
          ctx.push('checkpoint');
          return;
        case 6:
          emit(ctx, { t: 'battleEnd' }); // 7-1-6-1
          f.step = 7;
          ctx.push('checkpoint');
          return;
        case 7:
          if (d.battle?.endsStep) endAttackStepNow(ctx.state.frames);
          emit(ctx, { t: 'expire', until: 'battle' }); // 7-1-6-2
          // What ended with the battle (a BP boost while attacking) may leave a spirit at 0 BP (9-4).
          f.step = 8;
          ctx.push('checkpoint');
          return;
        default:
          ctx.pop();
      }
    },

    /** 7-1-2-1, 7-1-4-1: alternate, one flash effect or a pass each; two passes in a row end it. */
    flash(ctx, f) {
      const d = ctx.data;
      const next = f.locals.next as PlayerIndex;
      if (f.step === 0) {
        f.step = 1;
        ctx.push('checkpoint');
        return;
      }
      if (f.step === 1) {
        const options = flashOptions(d, next);
        if (options.length > 0) {
          if (freeChoice(ctx, 'flash', next)) return;
          f.step = 2;
          ask(ctx, {
            player: next,
            kind: 'flash',
            type: 'select',
            prompt: 'Flash timing: use a flash effect, or pass.',
            options: [...options, { id: 'pass', label: 'Pass' }],
            min: 1,
            max: 1,
            secret: true,
          });
          return;
        }
        f.locals.choice = 'pass'; // nothing to use: the pass is automatic
      } else if (f.step === 2) {
        f.locals.choice = choice(ctx);
      } else {
        // The flash effect chosen is done, or was taken back (the same player chooses again).
        f.step = 0;
        if (f.locals.tookBack === true) delete f.locals.tookBack;
        else {
          f.locals.next = other(next);
          f.locals.passes = 0;
        }
        return;
      }
      const c = f.locals.choice as string;
      f.step = 0;
      if (c === 'pass') {
        f.locals.next = other(next);
        emit(ctx, { t: 'pass', p: next });
        f.locals.passes = (f.locals.passes as number) + 1;
        if ((f.locals.passes as number) >= 2) ctx.pop();
        return;
      }
      f.step = 3;
      const [verb, arg, extra] = c.split(':');
      const id = Number(arg);
      if (verb === 'magic') ctx.push('useMagic', { id, p: next, timing: 'flash' });
      else if (verb === 'swift') ctx.push('deploy', { id, p: next, reserveOnly: true, back: true });
      else if (verb === 'awaken') ctx.push('awaken', { id, p: next });
      else if (verb === 'act') ctx.push('activate', { id, p: next, ability: Number(extra) });
    },

    effect: effectProcedure(reg),
    keyword: keywordProcedure(reg),
    reveal: revealProcedure(reg),
    destroy: destroyProcedure(reg),
    discardHand: discardHandProcedure(reg),
    taxedDraw: taxedDrawProcedure(reg, (ctx, p) => drawCard(ctx, p, p)),
    feast: feastProcedure(reg),
    coreChoice: coreChoiceProcedure(reg),
    placeSome: placeSomeProcedure(reg),
    removeSome: removeSomeProcedure(reg),
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
        if (kind === 'keyword') ctx.push('keyword', { ...t.data, ...base });
        else if (kind === 'burst')
          ctx.push('burst', { controller: t.controller, source: t.source, moments: t.data.moments! });
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
      orderChooser: (ctx) => ctx.data.active, // 8-5-2-4
    }),
  };

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
    if (setup.start) {
      buildStart(reg, ctx, d, setup, card);
      return d;
    }
    setup.decks.forEach((deck, p) => {
      for (const id of deck) d.players[p]!.deck.push(card(ctx, id, p as PlayerIndex));
    });
    ctx.push('game');
    return d;
  }

  /** Answer checks beyond the decision's shape. */
  function validate(state: GameState<SagaData>, decision: Decision, answer: Answer): string | null {
    const asc = decision.data?.ascend;
    if (decision.kind === 'payCost' && typeof asc === 'string' && 'counts' in answer) {
      // 11-8-1 and its rulings: after the cost, a spirit that qualifies must still hold a core.
      const left = ascendChoices(state.data, decision.player, asc).some((c) => {
        const paid = (answer.counts[`c${c.id}`] ?? 0) + (answer.counts[`c${c.id}*`] ?? 0);
        return coreCount(c.cores) - paid > 0;
      });
      if (!left) return 'Paying this way leaves no spirit to pay Ascend with (11-8-1).';
    }
    const total = decision.data?.total;
    const values = decision.data?.values;
    if (decision.kind === 'target' && typeof total === 'number' && 'choose' in answer && values) {
      const sum = answer.choose.reduce((n, id) => n + Number((values as JsonObject)[id] ?? 0), 0);
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
      const card = typeof f.locals.def === 'string' ? name(f.locals.def) : 'The card';
      if (f.kind === 'useMagic')
        return `${card} is paid for and used (10-8-6): its effect resolves and makes its choices as it goes (10-8-8, 8-5-3); it cannot be taken back.`;
      if (f.kind === 'deploy' && f.locals.back === true)
        return `${card}'s cost is paid and a card was destroyed for it (10-6-6): the summoning goes on.`;
      // A magic card's own effect: the card's reason below says more.
      if (f.kind === 'effect' && frames[i - 1]?.kind === 'useMagic') continue;
      if (f.kind === 'effect' && decision.kind === 'payCost')
        return "Arbiter takes back a summon, a placement, a magic card, Awaken, a core move or an attack's cost until it is paid, not the cost of an effect (8-4, 8-5-2-2).";
      if (f.kind === 'effect' || f.kind === 'keyword' || f.kind === 'burst')
        return 'An effect has activated (8-5-2-3): it resolves and makes its choices as it goes (8-5-3); they cannot be taken back.';
      if (f.kind === 'attackStep' && typeof f.locals.attacker === 'number')
        return 'The attack has begun: its cost has been paid in part, or its battle is under way (7-1-1).';
    }
    return 'Nothing to take back: only an action chosen at a main step or a flash timing (6-6-1-2, 7-1-2-1), or an attack with a cost, can be taken back, until it is paid for.';
  }

  const module: SagaModule = {
    id: 'battle-spirits-saga',
    ruleset: SAGA_RULESET,
    registry: reg,
    triggerOncePerBatch: true, // 8-6-3
    init,
    procedures,
    applyEvent: sagaApplier(reg),
    backRefused,
    validate,
    onAnswer: (state, decision, answer) => noteAnswer(state.data.loop, decision, answer),
    cloneData: cloneSagaData,
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

function coresAt(d: SagaData, p: PlayerIndex, loc: CoreLoc): number {
  const pl = d.players[p];
  if (loc === 'reserve') return pl.reserve.n;
  return findOnField(d, Number(loc.slice(1)))?.cores.n ?? 0;
}

/** Can the player pay what attacking with `c` costs (see `attackTaxes`)? */
function canPayAttackTax(d: SagaData, c: CardObj, taxes: AttackTax[]): boolean {
  if (taxes.length === 0) return true;
  const own = taxes.filter((x) => x === 'coreToReserve').length;
  const any = taxes.length - own;
  const pl = d.players[controllerOf(d, c.id) as PlayerIndex];
  return coreCount(c.cores) >= own && spendableCores(pl) - own >= any;
}

function payDecision(
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

export type { Frame, JsonObject };

/** `endAttackStep`: the attack step frame stops offering attacks once its battle is over. */
function endAttackStepNow(frames: Frame[]): void {
  for (let i = frames.length - 1; i >= 0; i--) {
    if (frames[i]!.kind === 'attackStep') {
      frames[i]!.locals.ended = true;
      return;
    }
  }
}

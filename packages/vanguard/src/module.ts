// The Cardfight!! Vanguard game module on the kernel: set-up, procedures, events, answer checks and
// views. The comprehensive rules (G era) are cited by number throughout.
import { zoneInfoState } from '@arbiter/cardgame';
import {
  checkpointProcedure,
  turnPlayerFirst,
  type Answer,
  type Decision,
  type GameModule,
  type GameState,
  type JsonObject,
  type Viewer,
} from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { applyVgEvent } from './events.ts';
import { battleProcedures, guardValidate } from './battle.ts';
import { K } from './procs.ts';
import { ruleActions } from './rule-actions.ts';
import { emptyPlayer, type Circle, type VgData, type VgPlayer } from './state.ts';
import { turnProcedures, turnValidate } from './turn.ts';
import { abilityProcedures } from './abilities/resolve.ts';
import { collectVgTriggers, resolveVgTrigger, vgSituationTriggers } from './abilities/triggers.ts';
import { handWindowProcedure, isHandWindow, pushHandWindow } from './abilities/hand-window.ts';
import { strideProcedure } from './stride.ts';
import { gGuardianProcedure } from './g-guardian.ts';
import { gAssistProcedure } from './g-assist.ts';
import { vgView } from './view.ts';
import { copyCards, VG_ZONES } from './zones.ts';

/** One player's name and decks (card ids, one per copy; 5.2.2.1: fifty cards; 5.3.2: a G deck of 0 to 16). */
export interface VgSetupPlayer {
  name: string;
  deck: string[];
  /** 5.3: the G deck, if any (the data has no G unit; scenarios and tests use test cards). */
  gdeck?: string[];
}

/** Two players' names and decks. */
export interface VgSetup {
  players: [VgSetupPlayer, VgSetupPlayer];
}

/** Ruleset: the G-era comprehensive rules; a change that alters games bumps it (replays say which). */
// 3: ability text, trigger labels and prompts in Arbiter's own words (they are part of the state).
// 4: the trial decks' remaining abilities (TD02-TD04, TD07, TD08) and a check timing before the main
// phase's first play timing: games with those decks play differently.
// 5: the ride step, main phase and guard step offer only the rides and calls the grade rules allow
// (8.5.2.1.1.1, 8.5.2.1.1.2): the decisions' options are part of the hashed state; and the hand's
// hidden-card window (TD02-003) adds decisions to games where an opposing rear-guard is retired.
// 6: options carry their facts as data (the circle a ride, call, guard, exchange or attack goes to or
// aims at, `at`; the ability an option plays, `ability`; a column exchange's unit, `obj`): the
// decisions' options are hashed, so every game's hashes change (its moves do not).
// 7: the main phase's check timing runs after an action (a call, an exchange, an [ACT]) has resolved
// in full, not before the [ACT] is played (8.4.2.1, 8.6.1): abilities an [ACT] triggers resolve before
// the next play timing, so games with such [ACT]s play differently. Also new in 7: a set-up's G deck
// (5.3), stride in the stride step (10.28) with the heart (10.27), G units back to the G zone as the
// end phase begins (6.8.1.1.1) and generation break (11.12); games without G units are unchanged.
// 8: the kernel's choice among simultaneous triggers (8.4.1.2) names the trigger each option is
// (`nth`, issue 14) and is read by it, not by its id: that decision hashes differently.
// Also new in 8: BT01 and BT02 cards gain their abilities (102 more cards defined, with the cost "put this unit
// into your soul", counter charge of up to N, the "card put into your soul" trigger and boosted-hit
// triggers naming the boosted unit's clan): games with those cards play differently; their moves with the
// trial decks alone are unchanged.
// 9: the drive step resolves a check timing while the drive-checked card is in the trigger zone, before
// it goes to the hand (7.6.1.2.5, 7.6.1.2.6): every game with a drive check hashes differently. Also
// new in 9: Restraint (11.5) and the last eight BT01/BT02 cards' abilities (BT01-029, BT02-009, -011,
// -013, -021, -023, -050, -069): games with those cards play differently. And the draw phase, G assist
// step, ride phase, stride step, start step and drive step each begin with a check timing before their
// own actions (6.4.1.1.1, 6.4.1.2.1.1, 6.5.1.1.1, 6.5.1.2.1, 7.3.1.1, 7.6.1.1, 7.7.1.1) for "at the beginning
// of" abilities: the turn's and battle's procedure steps hash differently.
// Also in 9: the options by which a player declines (ending the main or battle phase, not boosting, passing
// the guard step, not G assisting, not drawing, charging, calling or paying) and keeping the hand
// hidden (8.1.1.2.1) say so, `pass` (issue 14): clients read that fact, not an id; decisions with them
// pending hash differently, moves are unchanged.
// Also in 9: yes-or-no questions (boost, G assist, pay an ability's cost, "may draw", "may Soul Charge")
// and the stride cost's "pay" say which option answers yes (`yes`), and every procedure reads the chosen
// option's facts, never its id (issue 14): decisions with them pending hash differently, moves are unchanged.
// Also in 9: unite (11.19) counts the cards each player calls to (RC) or (GC) in a turn (`calledThisTurn`,
// reset as the turn ends): every game that calls a card hashes differently, its moves are unchanged; brave,
// oracle, ritual (11.15, 11.16, 11.18) and resist (11.13) change nothing for cards without them.
// Also in 9: lock and unlock (10.22, 10.24, 6.8.1.1.2): a face-down card on a rear-guard circle is locked,
// no unit; only a `lock` effect makes one, so games without it are unchanged.
// 10: a lock or an unlock makes a new card object (10.22.2, 10.24.2) and a locked G unit goes to the
// G zone (10.22.8), so games with lock effects (test cards) hash differently; a G unit that left a
// circle goes back to the G zone at a check timing (4.6.9). The trial decks' games hash as before (no
// card of the data locks, and G units leave the G zone only with test cards). New effects no card of
// the data has: unlock and put as a locked card (10.24.1, 10.22.9), delete (10.26, the card's
// `deleted`), time leap (10.31, a delayed entry's `leap`), losing a cost (10.29.1, `costless`), the
// "moved" trigger (10.32), declaring a grade (10.23), binding a hand card face down (4.9.2.1) and attacks
// an effect orders (10.34, `forcedAttack`). Views show a locked or deleted card to everyone (4.6.8.1,
// 10.26.6); views are not hashed. Also in 10: a requirement may look for a named card in the bind
// zone, where a face-down bound card has no name (4.9.2.2), or in the damage zone, where a face-down
// card keeps its name (4.8.2.2), and a rear-guard may be moved to (VC)
// (10.32.4: a G unit there goes back to the G zone, not the soul); no card of the data has these.
// A ride over a stridden G unit (test cards) puts it straight into the G zone, not through the soul,
// and its heart cards into the soul (10.6.1.3, 10.6.1.4). A counter blast may require its damage
// cards to match (10.16.1.1), a soul blast its soul cards (10.17.1.1), and a search may look through
// the drop zone, where a matching card must be found (10.10.1.2); no card of the data has these.
// An `unlock` choosing among several locked cards unlocks the ones chosen (it unlocked none: test cards).
// Also in 10: legion and Seek Mate (10.25, 11.10): the Legion Mate (`mate`), the Legion Leaders (`legioned`)
// and abilities used once a game (`usedInGame`) are new state, absent until a test card legions, so the
// trial decks' games and every existing replay hash as before.
// Still 10: the Legion Mate is one of the units an effect chooses or acts on, and stand, return, retire
// and bind reach it (10.25.3, 10.25.10, 10.25.11, 10.25.2), and a Leader an effect moves away leaves its Mate
// the vanguard (`mateStays`); no card of the data legions, so no hash changes.
// Still 10: abilities that cannot be used (12.2.1, `forbidden`) and extra turns (12.4, `extraTurns`) are new state, absent until an effect says so.
// Still 10: dominate (10.35) marks a dominated rear-guard (`dominatedBy`) and a battle whose attacker is
// on the opponent's field (`side`) only when a card dominates; thunderstrike, dark device and shinken
// hissatsu (11.26, 11.36, 11.39) are read from definitions alone. No card of the data has them: no
// existing game hashes differently.
// 11: "draw up to N" (3.12.4) and "look at up to N cards" (3.13.3) ask before each card whether to go on
// (a yes-or-no `drawUpTo` / `lookUpTo`, the count among the ability's locals) where one number or one
// look at N cards was asked: games with BT01-006, BT02-007, -021, -055 or -068 take other decisions. The
// trial decks hold none of them. The rear-guards a player dominates count as its own (10.35.2.1,
// `rearGuardsOf`): read from the state, no new state. Requirements inside an effect and "for each"
// (8.1.1.1.2.2, 12.6, block verbs `if`, `forEach`) keep their locals only for cards that have them.
// Success (11.37, a situation trigger, 8.6.7) and the units it makes successful (`successful`) are
// new state, absent until a card with success is in play; so are charging units (11.29, `charging`).
export const VG_RULESET = 'vanguard-g/11';

// A copy for every look-ahead step of the AIs (a quarter of a heuristic game, issue 15): loops and
// module-level helpers, no callbacks or entry arrays; each card copied with its keys in their order.
function fieldCopy(f: VgPlayer['field']): VgPlayer['field'] {
  const out: Partial<VgPlayer['field']> = {};
  for (const k in f) {
    const c = f[k as Circle];
    out[k as Circle] = c ? { ...c } : null;
  }
  return out as VgPlayer['field'];
}

/**
 * The card objects of the piles are shared with the original (issue 15): the applier writes none of
 * them in place (a card moved off a pile is a new object, events.ts), and the determinizer and the
 * leak test copy the hidden ones before redrawing them (VG_ZONES.ownHidden). Written in place, and so
 * copied: the units on the circles and the Legion Mate (orient, lock, delete, stand up), the guardian
 * circle (orient) and the damage zone (flip).
 */
export function cloneVgData(d: VgData): VgData {
  return {
    ...d,
    players: d.players.map((pl) => ({
      name: pl.name,
      deck: pl.deck.slice(),
      hand: pl.hand.slice(),
      drop: pl.drop.slice(),
      soul: pl.soul.slice(),
      damage: copyCards(pl.damage),
      bind: pl.bind.slice(),
      trigger: pl.trigger.slice(),
      gzone: pl.gzone.slice(),
      removed: pl.removed.slice(),
      gc: copyCards(pl.gc),
      heart: pl.heart.slice(),
      field: fieldCopy(pl.field),
      // 10.25.1: the Legion Mate, only while there is one (its absence hashes as before).
      ...(pl.mate ? { mate: { ...pl.mate } } : {}),
    })) as unknown as VgData['players'],
    battle: d.battle ? { ...d.battle } : null,
    mods: d.mods.map((m) => ({ ...m })),
    used: d.used.slice(),
    ...(d.delayed ? { delayed: d.delayed.map((x) => ({ ...x })) } : {}),
    ...(d.noStand ? { noStand: d.noStand.map((x) => ({ ...x })) } : {}),
    // A given ability's definition is never changed once given: shared, not copied.
    ...(d.granted ? { granted: d.granted.map((x) => ({ ...x })) } : {}),
    ...(d.costless ? { costless: d.costless.slice() } : {}),
    ...(d.forbidden ? { forbidden: d.forbidden.slice() } : {}),
    ...(d.successful ? { successful: d.successful.slice() } : {}),
    ...(d.charging ? { charging: d.charging.slice() } : {}),
    // Replaced, never changed in place (events.ts): a shallow copy is enough.
    ...(d.extraTurns ? { extraTurns: d.extraTurns } : {}),
    vanguardDamage: [d.vanguardDamage[0], d.vanguardDamage[1]],
    ...(d.calledThisTurn ? { calledThisTurn: [d.calledThisTurn[0], d.calledThisTurn[1]] } : {}),
    // Replaced, never changed in place (events.ts): a copy of the list is enough.
    ...(d.legioned ? { legioned: d.legioned.map((x) => ({ ...x })) } : {}),
    ...(d.usedInGame ? { usedInGame: d.usedInGame.slice() } : {}),
  };
}

export function createVgModule(cat: VgCatalog): GameModule<VgData, VgSetup> {
  const turn = turnProcedures(cat);
  const battle = battleProcedures(cat);
  const abilities = abilityProcedures(cat);
  const situations = vgSituationTriggers(cat);
  const checkpoint = checkpointProcedure<VgData>({
    // 8.6.7: once no rule action is left, the situation triggers that hold stand by.
    ruleProcessing: (c) => {
      if (ruleActions(c, cat)) return true;
      situations(c);
      return false;
    },
    resolveTrigger: (c, t) =>
      isHandWindow(t) ? pushHandWindow(c, t) : resolveVgTrigger((locals) => K.push(c, 'ability', locals), t),
    orderChooser: (c) => c.data.active,
    // 8.4.1.2, 8.4.1.3: the turn player's standing-by abilities first, one at a time in the order
    // that player chooses (8.6.3.1), then the non-turn player's.
    nextTriggers: (c, pending) => turnPlayerFirst(c.data.active, pending),
  });
  return {
    id: 'vanguard',
    ruleset: VG_RULESET,
    triggerOncePerBatch: false,
    init(ctx, setup) {
      const players = setup.players.map((s, p) => {
        const pl = emptyPlayer(s.name);
        // 5.4.2: the presented main deck (checked by the host before a game is made).
        pl.deck = s.deck.map((def) => ({
          id: ctx.newObjectId(),
          def,
          owner: p as 0 | 1,
          rested: false,
          faceDown: false,
        }));
        // 4.11.4, 5.4.3.1: the G deck goes face down into the G zone.
        pl.gzone = (s.gdeck ?? []).map((def) => ({
          id: ctx.newObjectId(),
          def,
          owner: p as 0 | 1,
          rested: false,
          faceDown: true,
        }));
        return pl;
      }) as VgData['players'];
      K.push(ctx, 'game', {});
      return {
        players,
        turn: 0,
        first: 0,
        active: 0,
        phase: 'setup',
        step: '',
        battle: null,
        mods: [],
        vanguardDamage: [0, 0], // 5.4.3.3
        battles: 0,
        used: [],
      };
    },
    procedures: K.table({
      ...turn,
      ...battle,
      ...abilities,
      stride: strideProcedure(cat),
      gGuardian: gGuardianProcedure(cat),
      gAssist: gAssistProcedure(cat),
      handWindow: handWindowProcedure(cat),
      checkpoint: (ctx, frame) => checkpoint(ctx, frame as never),
    }),
    applyEvent: applyVgEvent,
    collectTriggers: collectVgTriggers(cat),
    cloneData: cloneVgData,
    validate(state: GameState<VgData>, d: Decision, a: Answer): string | null {
      const picked = 'choose' in a ? a.choose : [];
      if (d.kind === 'guard') return guardValidate(cat, state.data, d, picked);
      return turnValidate(cat, state.data, d, picked);
    },
    backRefused: () =>
      'Vanguard actions are made at once: a ride, call or attack cannot be taken back (8.5).',
    onEndlessLoop(ctx) {
      ctx.end({ winner: null, reason: 'The game cannot go on (12.1).' });
    },
    view(state: GameState<VgData>, viewer: Viewer): JsonObject {
      return vgView(cat, state.data, viewer);
    },
    // What a player may know (4.1.3), for an AI playing through the server's protocol: the cards it
    // cannot see are placeholders with new ids, everywhere the state names them.
    infoState: (state, viewer) => zoneInfoState(VG_ZONES, state, viewer).state,
  };
}

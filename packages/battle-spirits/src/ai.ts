// Battle Spirits Saga knowledge for the game-agnostic AIs of @arbiter/ai: a board evaluation and a
// determinizer that redraws what a player cannot see.
import { sideEvaluator, type Determinizer, type Evaluator } from '@arbiter/ai';
import {
  cloneState,
  randomInt,
  seedRng,
  shuffleInPlace,
  type GameState,
  type PlayerIndex,
} from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { bpOf, levelNow } from './continuous.ts';
import { coreCount, type CardObj, type PlayerData, type SagaData } from './state.ts';
import { shownTo } from './zones.ts';
import { coresAfter } from './payment.ts';
import { K } from './procs.ts';

/** Weights of the board evaluation, in "points"; a life core is worth the most. */
export const SAGA_EVAL_WEIGHTS = {
  life: 60,
  core: 5,
  /** Cores in the trash come back at the next refresh step. */
  trashCore: 3,
  card: 4,
  spirit: 6,
  /** Per 1,000 BP. */
  bp: 3,
  level: 2,
  nexus: 8,
  /** Per card under four left in the deck: an empty deck loses at the start step (9-2-4). */
  shortDeck: 40,
};

/**
 * The evaluation of one side, from public facts only (life, cores, the field, hand and deck sizes).
 */
function side(reg: CardRegistry, d: SagaData, pl: PlayerData): number {
  const w = SAGA_EVAL_WEIGHTS;
  let v = w.life * coreCount(pl.life) + w.core * coreCount(pl.reserve) + w.trashCore * coreCount(pl.trash);
  for (const c of pl.field) {
    v += w.core * coreCount(c.cores);
    const def = reg.get(c.def);
    const lv = levelNow(reg, d, c);
    if (def.type === 'spirit') {
      if (lv > 0) v += w.spirit + (w.bp * bpOf(reg, d, c)) / 1000 + w.level * lv;
    } else if (def.type === 'nexus') {
      v += w.nexus + w.level * lv;
    }
  }
  v += w.card * pl.hand.length;
  if (pl.burst) v += w.card;
  if (pl.deck.length < 4) v -= w.shortDeck * (4 - pl.deck.length);
  return v;
}

/**
 * The data as the players have decided it: a summoning's payment (and Ascend) waits for the core
 * placement, so that the summoning can still be taken back (see `deploy`), yet it is decided, and a
 * look-ahead that compares payments must see what each one costs.
 */
function decided(state: GameState<SagaData>): SagaData {
  for (const f of state.frames) {
    const deploy = K.frame(f, 'deploy');
    const pay = deploy?.locals.pay;
    if (!deploy || !pay) continue;
    return coresAfter(state.data, deploy.locals.p, pay, deploy.locals.ascend ?? -1);
  }
  return state.data;
}

/** Board evaluation for the heuristic and ISMCTS: my side minus the opponent's. */
export function sagaEvaluator(reg: CardRegistry): Evaluator<SagaData> {
  return sideEvaluator(60, decided, (d, player) => side(reg, d, d.players[player]));
}

/**
 * Redraws what `player` cannot see (3-3-2, 3-8-2): the opponent's hand and face-down burst, and the
 * order and contents of both decks, from the cards of each deck list not seen elsewhere (field, trash,
 * cards resolving, and the player's own hand and burst). Object ids stay; only definitions move. The
 * game's random generator is reseeded, and the log (which holds secrets) is left out of the copy.
 * Deck lists are taken as known to both players.
 */
export function sagaDeterminizer(
  decks: readonly [readonly string[], readonly string[]],
): Determinizer<SagaData> {
  return {
    determinize(module, state, player, rng) {
      const s = cloneState(state, module.cloneData);
      s.log = [];
      s.rng = seedRng(randomInt(rng, 0x7fffffff));
      const d = s.data;
      const visible: [string[], string[]] = [[], []];
      const hidden: [CardObj[], CardObj[]] = [[], []];
      // The cards the player's own decision shows it (looked at in its deck) are known, not redrawn.
      const shown = shownTo(s, player);
      for (const p of [0, 1] as PlayerIndex[]) {
        const pl = d.players[p];
        const own = p === player;
        for (const c of [...pl.field, ...pl.trashCards, ...pl.resolving]) visible[c.owner].push(c.def);
        for (const c of pl.deck) {
          if (shown.has(c.id)) visible[c.owner].push(c.def);
          else hidden[c.owner].push(c);
        }
        for (const c of pl.hand) {
          if (own || shown.has(c.id)) visible[c.owner].push(c.def);
          else hidden[c.owner].push(c);
        }
        if (pl.burst) {
          if (own) visible[pl.burst.owner].push(pl.burst.def);
          else hidden[pl.burst.owner].push(pl.burst);
        }
      }
      const changed = new Map<number, string>();
      for (const p of [0, 1] as PlayerIndex[]) {
        const pool = unseen(decks[p], visible[p]);
        shuffleInPlace(rng, pool);
        hidden[p].forEach((c, i) => {
          // More hidden cards than the list explains (e.g. cards put into a deck by effects): any card of it.
          changed.set(c.id, pool[i] ?? decks[p][randomInt(rng, decks[p].length)]!);
        });
      }
      // The clone shares the card objects off the field with the original (cloneSagaData): a redrawn
      // card is a new object in its place.
      for (const pl of d.players) {
        redraw(pl.deck, changed);
        redraw(pl.hand, changed);
        const burst = pl.burst && changed.get(pl.burst.id);
        if (pl.burst && burst) pl.burst = { ...pl.burst, def: burst };
      }
      for (const t of s.triggers) {
        const def = changed.get(t.source);
        if (def !== undefined && typeof t.data.card === 'string') t.data.card = def;
      }
      return s;
    },
  };
}

/** Gives the cards of `cards` whose ids `defs` names those definitions, each as a new object. */
function redraw(cards: CardObj[], defs: ReadonlyMap<number, string>): void {
  for (let i = 0; i < cards.length; i++) {
    const def = defs.get(cards[i]!.id);
    if (def !== undefined) cards[i] = { ...cards[i]!, def };
  }
}

/** The deck list less the cards seen (each seen card removes one copy, when the list has it). */
function unseen(list: readonly string[], seen: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const id of seen) left.set(id, (left.get(id) ?? 0) + 1);
  const out: string[] = [];
  for (const id of list) {
    const n = left.get(id) ?? 0;
    if (n > 0) left.set(id, n - 1);
    else out.push(id);
  }
  return out;
}

// Issue 14: Saga's procedures read the facts of the option a player chose (the object, the action,
// the ability, a core move's places, a yes or a no, a substitution), never the option's id. Each
// seeded game is played twice with the same answers: once as it is, once with the ids of the
// options made opaque ("o3") before each answer. Both games must log the same events; a procedure
// that parsed an id ("summon:12", "act:5:1", "m:reserve>c7", "12", "no", a substitution's JSON)
// would go another way or fail.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, seedRng, type Decision } from '@arbiter/engine';
import {
  newRenamed,
  opaqueRandomGame,
  opaqueReplay,
  type OpaqueCheck,
  type Renamed,
} from '@arbiter/cardgame';
import {
  createSagaModule,
  loadSagaPool,
  loadScenarioRegistry,
  runScenario,
  starterDecks,
  type SagaData,
  type SagaSetup,
} from '../src/index.ts';
import type { SagaOption } from '../src/asking.ts';
import { idReads } from '../../cardgame/test/id-reads.ts';
import { decksFor, newGame } from './helpers.ts';

/**
 * Every option of every decision is renamed (the kinds converted first: the main step, flash, attack
 * and block actions, core moves; then substitutions 10-1-3-2, 8-9 and 6-3-2, "may" questions 8-1-8,
 * targets 8-5-3, "choose one", costs 8-4, discards 10-2, Feast, Raid, Gale, picks 12-2, 12-3; and
 * last the payments 10-6-6 and placements 10-6-7 by their places, the toss and mulligan 5-2-7, the
 * burst 8-5-2-1 and free-use 10-8 questions, the soul-core question 8-5-6, Awaken 11-1-1 and the
 * orders of cards put on the deck 3-1-5), and the options that end a step, pass a flash timing or
 * do not block too: they say so (`pass`), and nothing reads their ids.
 */
const KEEP = new Set<string>();
/** The kinds the scenarios below must meet (random games meet the main and attack steps' kinds). */
const FACT_KINDS = [
  'substitute',
  'useOptional',
  'target',
  'chooseOption',
  'exhaustCost',
  'discardCost',
  'discard',
  'feast',
  'raid',
  'gale',
  'pick',
  'payCost',
  'placeCores',
  'tokenCores',
  'coreChoice',
  'orderCards',
  'useFree',
  'useBurst',
  'chooseFirst',
  'mulligan',
  'lifeCore',
  'awaken',
] as const;

/** Decisions paying or placing cores (10-6-6, 10-6-7, 4-12): each option names where its cores are. */
const CORE_SOURCE_KINDS = new Set(['payCost', 'placeCores', 'tokenCores']);

/** The core-source options that do not name their place as `from` (the reserve, or `c<obj>`). */
function placeless(d: Decision): string[] {
  if (!CORE_SOURCE_KINDS.has(d.kind)) return [];
  return d.options
    .filter((o: SagaOption) => o.from !== (o.obj === undefined ? 'reserve' : `c${o.obj}`))
    .map((o) => `${d.kind} ${o.id} (${o.label})`);
}

/** The check of one game: every option renamed but the fixed words, core sources named by place. */
const opaque = (renamed: Renamed, label: string): OpaqueCheck => ({
  rule: { keep: KEEP },
  renamed,
  label,
  check: (d) => expect(placeless(d), label).toEqual([]),
});

/**
 * Scenarios that reach the decisions random games seldom do, each answered as its script says:
 * choices that are not the first option and "no"s included, so that reading an id would change the
 * game. Each scenario's game is played again twice from its answers, plain and opaque.
 */
const SCENARIOS = [
  'saga/vocabulary/substitution-costs-once-and-to-hand.yaml', // substitute (8-9), discardCost (8-4)
  'saga/fidelity/bloodcurse/only-battle-and-spirit-effects.yaml', // substitute: Bloodcurse
  'saga/turn/core-step-substitution-choice.yaml', // substitute in the core step (6-3-2)
  'saga/vocabulary/choose-one-most-token-soul-cost.yaml', // chooseOption
  'saga/vocabulary/effect-costs.yaml', // exhaustCost (8-4-2-1)
  'saga/vocabulary/discard-any-number.yaml', // discard (10-2)
  'saga/keywords/feast-choose-token.yaml', // feast (4-12-1), tokenCores
  'saga/keywords/gale-exhausts.yaml', // gale
  'saga/keywords/raid-refresh-once-per-turn.yaml', // raid, its "no"
  'saga/effects/optional-effect.yaml', // useOptional: "no" (8-1-8)
  'saga/vocabulary/protect-from-opponent.yaml', // target (8-5-3)
  'saga/vocabulary/deck-top-choices.yaml', // pick (12-2, 12-3)
  'saga/cards/BSS01/bss01-076-archangel-michaela-pay-anyway.yaml', // useFree: "no" (10-8-6)
  'saga/vocabulary/added-reduction-on-burst-payment.yaml', // useBurst (8-5-2-1)
  'saga/setup/mulligan-four-new-cards.yaml', // chooseFirst, mulligan (5-2-7)
  'saga/vocabulary/send-cores-regular-only.yaml', // coreChoice (8-5-6)
  'eternal/rules/soul-core-in-life.yaml', // lifeCore (Eternal E1128)
  'saga/keywords/awaken-moves-cores.yaml', // awaken (11-1-1)
  'eternal/brave/direct-combine-on-summon.yaml', // braveSummon: a spirit (Eternal E778)
  'eternal/brave/summon-in-spirit-state.yaml', // braveSummon: spirit state (E782)
  'eternal/brave/keep-brave-when-spirit-leaves.yaml', // braveKeep: yes (E809)
  'eternal/brave/combined-spirit-cost.yaml', // braveKeep: no (E813)
  'eternal/brave/imagine-brave-combines-with-two-spirits.yaml', // an Imagine Brave's second side (E835)
];
const here = dirname(fileURLToPath(import.meta.url));
const scenarioRoot = join(here, '../../../scenarios');
const srcDir = join(here, '../src');

/** Plays scenario `file` as written, then its game's answers again, plain and with opaque ids. */
function scenarioTwice(file: string, renamed: Renamed): void {
  let game: Game<SagaData, SagaSetup> | null = null;
  const r = runScenario(readFileSync(join(scenarioRoot, file), 'utf8'), {
    file,
    onGame: (g) => (game = g),
  });
  expect(r.failures, file).toEqual([]);
  const g = game as Game<SagaData, SagaSetup> | null;
  if (!g) throw new Error(`${file}: no game`);
  expect(opaqueReplay(g, () => Game.create(g.module, g.setup, g.seed), opaque(renamed, file))).toBeNull();
}

describe("Saga procedures read the chosen option's facts, not its id (issue 14)", () => {
  it('test decks: games with opaque action ids log the same events', () => {
    const renamed = newRenamed();
    for (let seed = 1; seed <= 8; seed++) {
      const setup = { decks: decksFor(seed) };
      const create = () => newGame(seed, setup, false);
      expect(opaqueRandomGame(create, seedRng(seed), opaque(renamed, `seed ${seed}`))).toBeNull();
    }
    expect(renamed.n).toBeGreaterThan(100);
  });

  it('starter decks (real cards: magic, Swift, Awaken, activated effects, Ascend)', async () => {
    const pool = createSagaModule(await loadSagaPool());
    const decks = Object.values(starterDecks());
    const renamed = newRenamed();
    for (let seed = 1; seed <= 8; seed++) {
      const a = decks[seed % decks.length]!;
      const b = decks[(seed * 3 + 1) % decks.length]!;
      const setup: SagaSetup = { decks: [a.cards, b.cards] };
      const create = () => Game.create<SagaData, SagaSetup>(pool, setup, seed);
      expect(opaqueRandomGame(create, seedRng(seed), opaque(renamed, `seed ${seed}`))).toBeNull();
    }
    expect(renamed.n).toBeGreaterThan(100);
  });

  it('no code of the game reads an option id', () => {
    // The places that filter options as they are built (Swift's reserve-only payment 11-9-1, a
    // token's core sources, Awaken's sources 11-1-1) and the answer checks (Ascend 11-8-1, a
    // target's total) cannot be caught by renaming ids after the fact: their code is read.
    expect(idReads(srcDir)).toEqual([]);
  });

  describe('scenarios reaching the other kinds', () => {
    // The pool's card definitions load asynchronously; scenarios play them.
    beforeAll(async () => {
      await loadScenarioRegistry();
    });
    it('each game played again with opaque ids logs the same events, and every kind is met', () => {
      const renamed = newRenamed();
      for (const file of SCENARIOS) scenarioTwice(file, renamed);
      for (const k of FACT_KINDS) expect(renamed.kinds.get(k) ?? 0, k).toBeGreaterThan(0);
    });
  });
});

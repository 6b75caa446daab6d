// Issue 14: Vanguard's procedures read the facts of the option a player chose (the card object it
// names, the circle it names, which ability, yes or no, that it passes), never the option's id. Each
// game is played twice with the same answers: once as it is, once with the id of every option made
// opaque ("o3") before each answer, answered by the same positions. Both games must log the same
// events: a procedure that compared an id with a word ("no", "yes", "draw", "assist") would go
// another way or fail. The source scan catches the reads renaming cannot (answer checks).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type Decision } from '@arbiter/engine';
import {
  newRenamed,
  opaqueRandomGame,
  opaqueReplay,
  type OpaqueCheck,
  type Renamed,
} from '@arbiter/cardgame';
import {
  createVgModule,
  loadVgPool,
  runVgScenarioFile,
  vgBuiltInDecks,
  vgDeckCards,
  type VgData,
  type VgSetup,
} from '../src/index.ts';
import { idReads } from '../../cardgame/test/id-reads.ts';

/** Options of `d` that carry no fact a procedure could read (what they are about, yes or no, a pass, which one). */
function factless(d: Decision): string[] {
  return d.options
    .filter((o) => [o.obj, o.at, o.ability, o.yes, o.pass, o.nth].every((f) => f === undefined))
    .map((o) => `${d.kind}: "${o.label}"`);
}

/**
 * Every option of every decision is renamed: no Vanguard procedure reads a fixed word either. Each
 * decision's options are checked to carry their facts before it is answered.
 */
function all(renamed: Renamed, label: string, missing: Set<string>): OpaqueCheck {
  return { rule: {}, renamed, label, check: (d) => factless(d).forEach((f) => missing.add(f)) };
}

/**
 * Scenarios reaching the decisions random games of the trial decks seldom do, answered as their
 * scripts say (choices that are not the first option, and "no"s), so that reading an id would
 * change the game.
 */
const SCENARIOS: Record<string, string> = {
  'cards/td04/sakuya-ride-and-main.yaml': 'mayDraw ("may draw", 10.2)',
  'cards/bt01/blue-dust.yaml': 'maySoulCharge ("may Soul Charge", 10.18)',
  'cards/td03/battleraizer-and-triggers.yaml': 'callSelf (10.7)',
  'cards/bt02/granblue-mill.yaml': 'callSelf (10.7)',
  'cards/bt02/general-seifried.yaml': 'callChecked (7.6.1.2.5, 10.7)',
  'g-units/g-assist.yaml': 'gAssist, gAssistPick (6.4.1.2)',
  'g-units/g-assist-conditions.yaml': 'gAssist declined (6.4.1.2.2.3)',
  'g-units/stride.yaml': 'stride, strideCost (11.11.1.3.1)',
  'cards/td01/boost-and-call.yaml': 'boost (7.4.1.10)',
  'cards/td06/djinn-and-plasmabite.yaml': 'payCost (8.6.4)',
  'cards/td02/yaksha.yaml': 'handWindow (8.1.1.2.1)',
  'cards/bt01/cocoa.yaml': 'lookTop',
  'cards/td01/gancelot.yaml': 'search (10.10)',
  'cards/bt02/basskirk.yaml': 'callFrom, callCircle (10.7)',
  'cards/bt02/dudley-dan.yaml': 'searchCircle (10.7)',
  'preparation/start.yaml': 'firstVanguard, mulligan (5.4.3)',
};
/** The kinds the scenarios must meet: those asked with options that name no object or circle too. */
const KINDS = [
  'mayDraw',
  'maySoulCharge',
  'callSelf',
  'callChecked',
  'gAssist',
  'strideCost',
  'boost',
  'payCost',
  'handWindow',
  'lookTop',
  'search',
  'callCircle',
  'searchCircle',
  'mulligan',
];

const here = dirname(fileURLToPath(import.meta.url));
const scenarioRoot = join(here, '../../../scenarios/vanguard');

type G = Game<VgData, VgSetup>;

describe("Vanguard procedures read the chosen option's facts, not its id (issue 14)", () => {
  const pool = loadVgPool();

  it('trial decks: seeded games with opaque ids log the same events', () => {
    const decks = pool.decks.map(vgDeckCards);
    const module = createVgModule(pool.catalog);
    const renamed = newRenamed();
    const missing = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const setup: VgSetup = {
        players: [
          { name: 'p1', deck: decks[seed % decks.length]! },
          { name: 'p2', deck: decks[(seed * 3 + 1) % decks.length]! },
        ],
      };
      const create = () => Game.create(module, setup, seed);
      expect(opaqueRandomGame(create, seedRng(seed), all(renamed, `seed ${seed}`, missing))).toBeNull();
    }
    expect([...missing]).toEqual([]);
    expect(renamed.n).toBeGreaterThan(1000);
    for (const k of ['firstVanguard', 'mulligan', 'ride', 'main', 'attack', 'guard'])
      expect(renamed.kinds.get(k) ?? 0, k).toBeGreaterThan(0);
  });

  it('no code of the game reads an option id', () => {
    expect(idReads(join(here, '../src'))).toEqual([]);
  });

  it('scenarios reaching the other kinds: played again with opaque ids, the same events', () => {
    const decks = new Map(Object.entries(vgBuiltInDecks()).map(([k, d]) => [k, d.cards]));
    const renamed = newRenamed();
    const missing = new Set<string>();
    for (const file of Object.keys(SCENARIOS)) {
      let played: [G, () => G] | null = null;
      const r = runVgScenarioFile(join(scenarioRoot, file), pool.catalog, decks, {
        onGame: (g, fresh) => (played = [g, fresh]),
      });
      expect(r.failures, file).toEqual([]);
      const [g, fresh] = (played as [G, () => G] | null) ?? [];
      if (!g || !fresh) throw new Error(`${file}: no game`);
      expect(opaqueReplay(g, fresh, all(renamed, file, missing))).toBeNull();
    }
    expect([...missing]).toEqual([]);
    for (const k of KINDS) expect(renamed.kinds.get(k) ?? 0, k).toBeGreaterThan(0);
  });
});

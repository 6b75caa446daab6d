// Payments and core placements that would take a card's last cores (issue 20): every such source says
// so in its label and in `data.risk`, the shared default never takes it while anything else can pay,
// and the rules still allow it when the player insists (9-3-2: the card self-destructs).
import { describe, expect, it } from 'vitest';
import { Game, type Decision } from '@arbiter/engine';
import { destroyedBy, risksOf, safeDefaultCounts } from '../src/core-risk.ts';
import type { SagaOption } from '../src/asking.ts';
import { coreSources } from '../src/payment.ts';
import type { SagaData, SagaSetup, StartPlayer } from '../src/index.ts';
import { saga } from './helpers.ts';

const EMBER = 'ARB-R01'; // Ember Whelp: cost 1, LV1 at 1 core
const TIDE = 'ARB-B01'; // Tide Sprite: blue, cost 1 (Ember Whelp's red symbol does not reduce it)

function game(p1: StartPlayer): Game<SagaData, SagaSetup> {
  return Game.create(
    saga,
    {
      decks: [[], []],
      start: { turn: 2, active: 0, step: 'main', players: [{ deck: [EMBER], ...p1 }, { deck: [TIDE] }] },
    },
    1,
  );
}

function answer(g: Game<SagaData, SagaSetup>, kind: string, a: Parameters<typeof g.respond>[1]): void {
  const d = g.decision!;
  expect(d.kind).toBe(kind);
  const r = g.respond(d.id, a);
  if (!r.ok) throw new Error(r.error.message);
}

const summonTide = (g: Game<SagaData, SagaSetup>): void => {
  const id = g.decision!.options.find((o) => o.card === TIDE && o.id.startsWith('summon:'))!.id;
  answer(g, 'mainAction', { choose: [id] });
};

describe('core sources that would destroy a card (9-3-2, 10-6-6, 10-6-7)', () => {
  it('placing cores: the soul core is the default, not the only core of a spirit on the field', () => {
    const g = game({ reserve: 1, hand: [TIDE], field: [{ card: EMBER, cores: 1 }] });
    const whelp = `c${g.state.data.players[0].field[0]!.id}`;
    summonTide(g);
    answer(g, 'payCost', { counts: { reserve: 1 } });
    const d = g.decision!;
    expect(d.kind).toBe('placeCores');
    expect(d.options.map((o) => o.id)).toEqual(['reserve*', whelp]);
    expect(d.options[1]!.label).toMatch(/^Ember Whelp \(#\d+\): taking any destroys it$/);
    expect(risksOf(d)).toEqual([{ loc: whelp, spare: 0, name: expect.stringMatching(/^Ember Whelp/) }]);
    // Before issue 20 the web client's default took the regular core first: Ember Whelp's last one.
    expect(safeDefaultCounts(d)).toEqual({ 'reserve*': 1, [whelp]: 0 });
    expect(destroyedBy(d, safeDefaultCounts(d))).toEqual([]);
    expect(destroyedBy(d, { [whelp]: 1 })).toEqual([expect.stringMatching(/^Ember Whelp \(#\d+\)$/)]);
    // Still a legal answer: the player may insist, and Ember Whelp self-destructs.
    answer(g, 'placeCores', { counts: { [whelp]: 1 } });
    expect(g.state.data.players[0].trashCards.map((c) => c.def)).toEqual([EMBER]);
  });

  it('paying: the soul core in the reserve pays before a spirit loses its only core', () => {
    const g = game({ reserve: 0, hand: [TIDE], field: [{ card: EMBER, cores: 1 }] });
    const whelp = `c${g.state.data.players[0].field[0]!.id}`;
    summonTide(g);
    const pay = g.decision!;
    expect(pay.kind).toBe('payCost');
    expect(safeDefaultCounts(pay)).toEqual({ 'reserve*': 1, [whelp]: 0 });
    answer(g, 'payCost', { counts: { 'reserve*': 1 } });
    // Nothing else is left for the LV1 core: the default takes it, and says what it destroys.
    const place = g.decision!;
    expect(safeDefaultCounts(place)).toEqual({ [whelp]: 1 });
    expect(destroyedBy(place, safeDefaultCounts(place))).toEqual([expect.stringMatching(/^Ember Whelp/)]);
  });

  it('what a card can spare: cores above LV1, fewer when a lower level would leave it at 0 BP (9-4-2)', () => {
    const g = game({
      reserve: 0,
      field: [
        { card: 'ARB-R04', cores: 4 }, // Blaze Drake: LV1 1 core, LV3 3, LV4 4
        { card: 'ARB-R03', cores: 3 }, // Flame Lancer: LV1 3000 BP at 1 core, LV3 5000 at 3
      ],
    });
    const d = g.state.data;
    const [drake, lancer] = d.players[0].field;
    const spare = () =>
      (coreSources(saga.registry, d, 0).data.risk as { loc: string; spare: number }[]).map((r) => [
        r.loc,
        r.spare,
      ]);
    expect(spare()).toEqual([
      [`c${drake!.id}`, 3],
      [`c${lancer!.id}`, 2],
    ]);
    // -4000 BP: Flame Lancer survives at LV3 (1000 BP) but not at LV1 (-1000 BP).
    d.mods.push({ target: lancer!.id, amount: -4000, until: 'turn' });
    expect(spare()).toEqual([
      [`c${drake!.id}`, 3],
      [`c${lancer!.id}`, 0],
    ]);
    const labels = coreSources(saga.registry, d, 0).options.map((o) => o.label);
    expect(labels).toEqual([
      'Soul core in reserve',
      `Blaze Drake (#${drake!.id}): taking more than 3 destroys it`,
      `Flame Lancer (#${lancer!.id}): taking any destroys it`,
    ]);
  });

  it("a default never destroys a card while spare cores elsewhere can pay, read by the options' places", () => {
    // The ids are opaque (issue 14): the options' places (`from`, `cores`) say where cores come from.
    const options: SagaOption[] = [
      { id: 'a', label: 'A', max: 1, from: 'c1', cores: 'some' },
      { id: 'b', label: 'B', max: 3, from: 'c2', cores: 'some' },
      { id: 'bs', label: 'B soul', max: 1, from: 'c2', cores: 'soul' },
      { id: 'rs', label: 'soul', max: 1, from: 'reserve', cores: 'soul' },
    ];
    const d: Decision = {
      id: 1,
      player: 0,
      kind: 'payCost',
      type: 'distribute',
      prompt: '',
      min: 3,
      max: 3,
      optional: false,
      options,
      data: {
        risk: [
          { loc: 'c1', spare: 0, name: 'A' },
          { loc: 'c2', spare: 2, name: 'B' },
        ],
      },
    };
    expect(safeDefaultCounts(d)).toEqual({ a: 0, b: 2, bs: 0, rs: 1 });
    expect(destroyedBy(d, { a: 1, b: 2 })).toEqual(['A']);
    expect(destroyedBy(d, { b: 2, bs: 1 })).toEqual(['B']);
  });
});

describe('infinite loops are declared only for real ones, naming the actions (12-1-1)', () => {
  it('a core moved onto a spirit and back: the prompt says which moves repeat', () => {
    const g = game({
      reserve: 1,
      field: [
        { card: EMBER, cores: 1 },
        { card: TIDE, cores: 1 },
      ],
    });
    const whelp = g.state.data.players[0].field[0]!.id;
    answer(g, 'mainAction', { choose: ['move'] });
    answer(g, 'moveCores', { choose: [`m:reserve>c${whelp}`] });
    answer(g, 'mainAction', { choose: ['move'] });
    answer(g, 'moveCores', { choose: [`m:c${whelp}>reserve`] });
    answer(g, 'moveCount', { number: 1 });
    const d = g.decision!;
    expect(d.kind).toBe('loopCount');
    expect(d.data?.actions).toEqual([
      `Player 1: Move cores > Move cores from reserve to Ember Whelp (#${whelp})`,
      `Player 1: Move cores > Move cores from Ember Whelp (#${whelp}) to reserve > How many cores? 1`,
    ]);
    expect(d.prompt).toContain(`Move cores from Ember Whelp (#${whelp}) to reserve`);
  });

  it('choosing to move cores and taking it back is no action and no loop', () => {
    const g = game({ reserve: 1, field: [{ card: EMBER, cores: 1 }] });
    for (let i = 0; i < 3; i++) {
      answer(g, 'mainAction', { choose: ['move'] });
      const d = g.decision!;
      expect(d.options.some((o) => /nothing/i.test(o.label))).toBe(false);
      expect(d.back).toBe(true);
      answer(g, 'moveCores', { back: true });
    }
    expect(g.decision!.kind).toBe('mainAction');
    expect(g.state.log.some((e) => e.event.t === 'loop')).toBe(false);
  });
});

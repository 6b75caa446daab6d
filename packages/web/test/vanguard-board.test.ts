// The web table's Vanguard board draws a vanguard in legion (10.25.1, 3.9.1.1): the Legion Mate beside
// the Legion Leader on the vanguard circle, each named as such, and the battle bar names both when they
// attack (10.25.5). The view is the server's (packages/vanguard/src/view.ts) of a scenario's game.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadVgPool, vgCardInfo } from '@arbiter/vanguard';
import { scenarioGame } from '../../vanguard/test/scenario-game.ts';

const here = dirname(fileURLToPath(import.meta.url));
const scenario = join(here, '../../../scenarios/vanguard/legion/attack.yaml');

type Component = (props: Record<string, unknown>) => unknown;

/**
 * The board's modules and React, loaded by path: the root type check compiles neither the web's JSX
 * nor the DOM types React's would bring into every test file.
 */
interface BoardModules {
  PlayerArea: Component;
  BattleBar: Component;
  makeVgBook(cards: unknown[]): unknown;
  vgObjects(view: unknown): Map<number, string>;
  render(c: Component, props: Record<string, unknown>): string;
}

async function boardModules(): Promise<BoardModules> {
  const paths = [
    '../src/boards/vanguard/Board.tsx',
    '../src/boards/vanguard/book.ts',
    'react',
    'react-dom/server',
  ];
  const [board, book, react, server] = (await Promise.all(paths.map((p) => import(p)))) as [
    Pick<BoardModules, 'PlayerArea' | 'BattleBar'>,
    Pick<BoardModules, 'makeVgBook' | 'vgObjects'>,
    { createElement(c: Component, props: Record<string, unknown>): unknown },
    { renderToStaticMarkup(e: unknown): string },
  ];
  const render = (c: Component, props: Record<string, unknown>): string =>
    server.renderToStaticMarkup(react.createElement(c, props));
  return { ...board, ...book, render };
}

/** Nothing to click: the board drawn as a spectator would see it. */
const idle = {
  targets: new Map(),
  chosen: new Set(),
  pointed: null,
  pick: () => {},
  places: new Map(),
  placeSeat: null,
  armed: { obj: null, place: null },
  aimed: new Set(),
  pickPlace: () => {},
  choice: null,
  distribution: null,
  preview: () => {},
};

describe('the Vanguard board draws a vanguard in legion (10.25)', () => {
  it('the Legion Mate to the left of the Legion Leader, and both in the battle bar as they attack', async () => {
    const pool = loadVgPool();
    const [g, fresh] = scenarioGame(scenario);
    // The scenario's first two answers (the attack, the boost): its game at the guard step.
    const h = fresh();
    for (const { answer } of g.replay().answers.slice(0, 2)) {
      if (answer === 'concede') throw new Error('the scenario concedes');
      expect(h.respond(h.decision!.id, answer).ok).toBe(true);
    }
    expect(h.decision?.kind).toBe('guard');
    const view = h.view('spectator').game as unknown as {
      players: { mate?: { id: number; card?: string } }[];
    };
    const mate = view.players[0]!.mate;
    expect(mate?.card).toBe('TEST-LG02');
    const { PlayerArea, BattleBar, makeVgBook, vgObjects, render } = await boardModules();
    // The book knows the pool's cards; the scenario's test cards are drawn by their ids.
    const book = makeVgBook(pool.catalog.all().map(vgCardInfo));
    expect(vgObjects(view).get(mate!.id)).toBe('TEST-LG02');
    const side = render(PlayerArea, { g: view, view, seat: 0, me: false, active: true, book, ix: idle });
    expect(side).toContain('data-legion="true"');
    const mateAt = side.indexOf('TEST-LG02, Legion Mate, on the vanguard circle');
    const leaderAt = side.indexOf('TEST-LG01, Legion Leader, on the vanguard circle');
    expect(mateAt).toBeGreaterThan(-1);
    expect(leaderAt).toBeGreaterThan(mateAt);
    // 10.25.5: the two attack together; the bar names the Legion Mate with the attacking Legion Leader.
    const bar = render(BattleBar, { game: view, book });
    expect(bar).toMatch(/in legion with/);
  });
});

// Legion (10.25) through the engine's other ways in: a copy of a game in legion (cloneVgData, used by
// the players' search and by take-backs) keeps the Legion Mate, its Legion Leader record and its
// once-a-game use, and is independent of the original; the scenario's answers played again give the same hashes;
// the information state names the Legion Mate (public, 10.25.1) and every viewer's view shows it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scenarioGame, type VgGame } from './scenario-game.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SEEK_MATE = join(here, '../../../scenarios/vanguard/legion/seek-mate.yaml');

const seekMateGame = (): [VgGame, () => VgGame] => scenarioGame(SEEK_MATE);

describe('a Vanguard game in legion (10.25)', () => {
  it('is copied whole: the Legion Mate, the Legion Leader record and the once-a-game use', () => {
    const [g] = seekMateGame();
    const d = g.state.data;
    expect(d.players[0].mate?.def).toBe('TEST-LG02');
    expect(d.legioned?.map((x) => x.id)).toEqual([d.players[0].field.VC!.id]);
    expect(d.usedInGame?.length).toBe(1);
    const copy = g.clone();
    expect(copy.hash()).toBe(g.hash());
    expect(JSON.stringify(copy.state.data)).toBe(JSON.stringify(d));
    // The copy's Legion Mate is its own object: turning it does not turn the original's.
    copy.state.data.players[0].mate!.rested = !d.players[0].mate!.rested;
    expect(copy.state.data.players[0].mate!.rested).not.toBe(d.players[0].mate!.rested);
  });

  it('replays to the same hashes, and every viewer sees the Legion Mate', () => {
    const [g, fresh] = seekMateGame();
    // The same answers from the same start: the same state after each (determinism).
    const h = fresh();
    for (const a of g.replay().answers) {
      if (a.answer === 'concede') throw new Error('the scenario concedes');
      expect(h.respond(h.decision!.id, a.answer).ok).toBe(true);
      expect(h.hash()).toBe(a.hash);
    }
    for (const viewer of [0, 1, 'spectator'] as const) {
      const view = g.view(viewer).game as { players: { mate?: { card?: string } }[] };
      expect(view.players[0]!.mate?.card).toBe('TEST-LG02');
    }
    const info = JSON.stringify(g.infoState(1));
    expect(info).toContain('TEST-LG02');
  });
});

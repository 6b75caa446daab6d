import { describe, expect, it } from 'vitest';
import { candidateAnswers } from '../src/index.ts';
import { seedRng, stateHash } from '@arbiter/engine';
import { agent, agentSeed, module, playChecked, randomPrefix, setupOf, type Kind } from './helpers.ts';

describe('every AI gives only legal answers', () => {
  const cases: [Kind, 'vanilla' | 'effects', number][] = [
    ['random', 'effects', 6],
    ['heuristic', 'effects', 4],
    ['heuristic', 'vanilla', 2],
    ['ismcts', 'effects', 2],
    ['ismcts', 'vanilla', 1],
  ];
  for (const [kind, decks, games] of cases) {
    it(`${kind} with the ${decks} decks, ${games} complete game(s) against itself`, () => {
      let decisions = 0;
      for (let s = 1; s <= games; s++) {
        const setup = setupOf(decks, s % 2 === 0);
        const { game, answers } = playChecked(setup, s, [
          agent(kind, agentSeed(s, 0), setup, 20),
          agent(kind, agentSeed(s, 1), setup, 20),
        ]);
        expect(game.over).toBe(true);
        decisions += answers.length;
      }
      expect(decisions).toBeGreaterThan(30 * games);
    });
  }
});

describe('answers of huge decisions are sampled', () => {
  it('a core distribution with more answers than the cap gives that many distinct legal ones', () => {
    // Find a payment or core placement with many answers in a random game.
    for (let n = 20; n < 400; n++) {
      const g = randomPrefix(setupOf('vanilla'), 3, n);
      const d = g.decision;
      if (!d || d.type !== 'distribute' || g.legalAnswers(50).length < 12) continue;
      const cands = candidateAnswers(module, g.state, 6, seedRng(1));
      expect(cands).toHaveLength(6);
      expect(new Set(cands.map((a) => JSON.stringify(a))).size).toBe(6);
      for (const a of cands) expect(g.check(d.id, a)).toBeNull();
      return;
    }
    throw new Error('no large distribution found');
  });
});

describe('determinism', () => {
  for (const kind of ['random', 'heuristic', 'ismcts'] as Kind[]) {
    it(`${kind}: the same seeds give the same game, other agent seeds another`, () => {
      const setup = setupOf('vanilla');
      const play = (a: number) =>
        playChecked(setup, 9, [agent(kind, a, setup, 15), agent(kind, a + 1, setup, 15)]);
      const x = play(100);
      const y = play(100);
      const z = play(200);
      expect(y.answers).toEqual(x.answers);
      expect(y.game.hash()).toBe(x.game.hash());
      expect(z.answers).not.toEqual(x.answers);
    });
  }
});

describe('strength', () => {
  it('the heuristic beats random in at least 80% of 20 games (the ladder measures 95% over 200)', () => {
    let wins = 0;
    for (let s = 1; s <= 20; s++) {
      const setup = setupOf('vanilla', s % 2 === 0);
      const seat = (s >> 1) % 2;
      const agents: [ReturnType<typeof agent>, ReturnType<typeof agent>] =
        seat === 0
          ? [agent('heuristic', s, setup), agent('random', s, setup)]
          : [agent('random', s, setup), agent('heuristic', s, setup)];
      const { game } = playChecked(setup, 1000 + s, agents);
      if (game.state.result!.winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(16);
  });
});

/**
 * The heuristic (seed 7) choosing up to 12 decisions in a row of an effects game from a random
 * position, given module `m`; `before` and `after` run around each choice.
 */
function lookAheads(m: typeof module, before: () => void, after: () => void): void {
  const setup = setupOf('effects');
  const ai = agent('heuristic', 7, setup);
  const g = randomPrefix(setup, 5, 40);
  for (let i = 0; i < 12 && !g.over; i++) {
    before();
    const a = ai.choose(m, g.state);
    after();
    g.respond(g.decision!.id, a);
  }
}

describe('work of the look-ahead', () => {
  it('the heuristic plays each follow-up answer once from a position (the best copy is played on, not replayed)', () => {
    // Every answer any copy is given, by the position it is given in: a follow-up answer chosen
    // among several used to be played twice there, once on its copy and again on the game looked at.
    let played: Map<string, number> = new Map();
    const counting = {
      ...module,
      onAnswer(...args: Parameters<NonNullable<typeof module.onAnswer>>) {
        const [state, , answer] = args;
        const key = `${stateHash(state)} ${JSON.stringify(answer)}`;
        played.set(key, (played.get(key) ?? 0) + 1);
        module.onAnswer?.(...args);
      },
    };
    let followUps = 0;
    lookAheads(
      counting,
      () => (played = new Map()),
      () => {
        followUps += played.size;
        for (const [key, n] of played) expect(n, key).toBe(1);
      },
    );
    expect(followUps).toBeGreaterThan(50);
  });

  it('the heuristic plays on every position it copies, but the root (its last candidate goes on without a copy)', () => {
    // Each data object copied, and whether an answer was played on it after it was copied. A
    // follow-up decision with several candidates used to copy the position once per candidate and
    // then drop it; now the last candidate is played on the position itself. Only the position the
    // candidates of the decision itself start from is copied and never played on.
    const copied = new Set<object>();
    const playedOn = new Set<object>();
    const counting = {
      ...module,
      cloneData(d: Parameters<NonNullable<typeof module.cloneData>>[0]) {
        copied.add(d);
        return module.cloneData!(d);
      },
      onAnswer(...args: Parameters<NonNullable<typeof module.onAnswer>>) {
        if (copied.has(args[0].data)) playedOn.add(args[0].data);
        module.onAnswer?.(...args);
      },
    };
    let positions = 0;
    lookAheads(
      counting,
      () => {
        copied.clear();
        playedOn.clear();
      },
      () => {
        positions += copied.size;
        // At most the root and the game itself (when the determinizer copies it with this module).
        expect(copied.size - playedOn.size).toBeLessThanOrEqual(2);
      },
    );
    expect(positions).toBeGreaterThan(20);
  });
});

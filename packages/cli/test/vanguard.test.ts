// Every terminal surface plays Cardfight!! Vanguard (issue 17, "Tests and surfaces") with
// `--game vanguard`, through the game's host: play against an AI, sim with the random, heuristic
// and ISMCTS players, and the AI ladder.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyReplay } from '@arbiter/engine';
import { checkDeckFile } from '../src/deck.ts';
import { gameHost } from '../src/games.ts';
import { playInTerminal } from '../src/play.ts';
import { arbiter as cli } from './run-cli.ts';
import { lastOptionPlayer } from './terminal-player.ts';

const tmp = mkdtempSync(join(tmpdir(), 'arbiter-vanguard-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const words = (s: string): string[] => s.split(' ');

describe('arbiter play --game vanguard', () => {
  it('plays a whole game in the terminal against an AI, and its replay verifies', async () => {
    const out: string[] = [];
    const played = await playInTerminal(
      { game: 'vanguard', opponent: 'heuristic', seed: '4', seat: 1 },
      // Ends each main and battle phase and passes each guard: the AI's attacks end the game (9.2.2).
      lastOptionPlayer(out, /^(End the|Pass$)/),
      (l) => out.push(l),
    );
    const text = out.join('\n');
    expect(text).toContain('Arbiter (Cardfight!! Vanguard): you are Player 1 (TD01');
    expect(text).toContain('You: Choose a grade 0 card of your deck as your first vanguard (5.4.3).');
    expect(text).toMatch(/^Player 1 \(you\): damage \d, deck \d+, hand \d+, soul \d+, drop \d+/m);
    expect(text).toMatch(/^ {2}VC: .+ \(\d+ power/m);
    expect(text).toContain('Guard step: call a guardian from your hand, intercept, or pass (7.5.1.2).');
    expect(text).not.toContain('No more input');
    expect(played.result).toMatch(/^Result: (you win|AI wins|draw)$/);
    const host = await gameHost('vanguard');
    const check = verifyReplay(host.module, JSON.parse(JSON.stringify(played.replay)));
    expect(check.ok, check.message).toBe(true);
    expect(check.game.state.result).not.toBeNull();
  }, 120_000);
});

describe('arbiter sim and ai ladder --game vanguard', () => {
  for (const ai of ['random', 'heuristic', 'ismcts']) {
    it(`sim plays the trial decks with the ${ai} player against the random one`, async () => {
      const json = join(tmp, `sim-${ai}.json`);
      const r = await cli(
        ...words(
          `sim --game vanguard --games 2 --workers 1 --ai ${ai} --ai random --iterations 10 --no-progress`,
        ),
        '--json',
        json,
      );
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(
        new RegExp(
          `^Simulation: TD01 \\(${ai}( \\(10 it\\.\\))?\\) vs TD02 \\(random\\), 2 games, .*Cardfight!! Vanguard$`,
          'm',
        ),
      );
      const data = JSON.parse(readFileSync(json, 'utf8')) as {
        summary: { game: string; wins: [number, number]; draws: number };
      };
      expect(data.summary.game).toBe('vanguard');
      expect(data.summary.wins[0] + data.summary.wins[1] + data.summary.draws).toBe(2);
    }, 300_000);
  }

  it('the ladder plays each pair of AIs with the trial decks and writes its table', async () => {
    const out = join(tmp, 'ladder.md');
    const r = await cli(
      ...words('ai ladder --game vanguard --games 1 --iterations 5 --workers 1 --no-progress'),
      '--out',
      out,
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('AI ladder, Cardfight!! Vanguard: 1 games per match, decks TD01 and TD02');
    expect(readFileSync(out, 'utf8')).toContain('# AI strength: Cardfight!! Vanguard');
  }, 300_000);
});

describe('arbiter deck check --game vanguard', () => {
  it('refuses a "leader:" line: Vanguard has no leader card, the line must not pass for a copy', async () => {
    const host = await gameHost('vanguard');
    const td01 = host.namedDecks().get('TD01')!.cards;
    const [first, ...rest] = td01;
    const file = join(tmp, 'leader-line.txt');
    // The same fifty cards, one copy of the first written as a leader line: a legal deck otherwise.
    writeFileSync(file, [`leader: ${first}`, ...rest.map((id) => `1 ${id}`)].join('\n'));
    expect(host.problems(td01)).toEqual([]);
    const r = await checkDeckFile(file, host);
    expect(r.size).toBe(50);
    expect(r.problems).toEqual([
      `A "leader:" line names ${first}, but Cardfight!! Vanguard has no leader card: list it as "1 ${first}".`,
    ]);
  });
});

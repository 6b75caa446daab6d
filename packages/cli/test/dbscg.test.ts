// Every terminal surface plays the Dragon Ball Super Card Game (issue 14) with `--game dbscg`,
// through the game's host: demo, replay (which finds the game in the file), play, sim, the AI ladder,
// deck check, cards show and search.
import { arbiter as cli } from './run-cli.ts';
import { lastOptionPlayer } from './terminal-player.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyReplay } from '@arbiter/engine';
import { runBot, startServer } from '@arbiter/server';
import type { GameRecord } from '../src/ai-games.ts';
import { gameHost } from '../src/games.ts';
import { playInTerminal } from '../src/play.ts';
import { runSim } from '../src/sim.ts';

const tmp = mkdtempSync(join(tmpdir(), 'arbiter-dbscg-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const words = (s: string): string[] => s.split(' ');

const lastLine = (s: string): string => s.trimEnd().split('\n').pop() ?? '';
const timeless = (rs: GameRecord[]) => rs.map(({ ms: _ms, ...r }) => r);

/** The built-in deck TRAINING-RED as a deck list text: its leader, then its fifty cards. */
async function trainingRedText(): Promise<string> {
  const host = await gameHost('dbscg');
  const cards = host.namedDecks().get('TRAINING-RED')!.cards;
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  return `# name: My Red\n${[...counts].map(([id, n]) => `${n} ${id}`).join('\n')}\n`;
}

describe('arbiter demo and replay --game dbscg', () => {
  const file = join(tmp, 'demo.json');

  it('plays a complete game, the same one for the same seed', async () => {
    const a = await cli('demo', '--game', 'dbscg', '--seed', '4', '--replay-out', file);
    expect(a.code, a.err).toBe(0);
    expect(a.out).toContain('Arbiter demo: Training Red (test cards) vs Training Blue (test cards), seed 4');
    expect(a.out).toContain('Turn 1: ');
    expect(a.out).toContain('  Main Phase');
    expect(lastLine(a.out)).toMatch(
      /^Result: (Training Red \(test cards\) wins|Training Blue \(test cards\) wins|draw)$/,
    );
    expect((await cli('demo', '--game', 'dbscg', '--seed', '4')).out).toBe(a.out);
  });

  it('verifies the replay without being told its game, and refuses one with a hash changed', async () => {
    const replay = JSON.parse(readFileSync(file, 'utf8')) as { game: string; answers: { hash: string }[] };
    expect(replay.game).toBe('dbscg');
    const r = await cli('replay', file);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Replay verified');
    expect(r.out).toContain('  Charge Phase');
    const demo = await cli('demo', '--game', 'dbscg', '--seed', '4');
    expect(lastLine(r.out)).toBe(lastLine(demo.out));
    const a = replay.answers[5]!;
    a.hash = a.hash.startsWith('0') ? `1${a.hash.slice(1)}` : `0${a.hash.slice(1)}`;
    const bad = join(tmp, 'bad-hash.json');
    writeFileSync(bad, JSON.stringify(replay));
    const b = await cli('replay', bad);
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/hash differs after answer 6/);
  });
});

describe('arbiter play --game dbscg', () => {
  it('plays a whole game in the terminal against an AI, and its replay verifies', async () => {
    const out: string[] = [];
    const played = await playInTerminal(
      { game: 'dbscg', opponent: 'random', seed: '6', seat: 2 },
      lastOptionPlayer(out),
      (l) => out.push(l),
    );
    const text = out.join('\n');
    expect(text).toContain(
      'Arbiter (Dragon Ball Super Card Game): you are Player 2 (Training Red (test cards)) against the random AI (Training Blue (test cards))',
    );
    // The table as the human sees it, and the log in the second person.
    expect(text).toMatch(/^Player 2 \(you\): life \d+, deck \d+, hand \d+, energy \d+/m);
    expect(text).toMatch(/^ {2}leader: Crimson Mentor #\d+: \d+ power/m);
    expect(text).toMatch(/^ {2}hand: /m);
    expect(text).toContain('You: Main Phase: choose an action.');
    expect(text).toMatch(/^ {4}You draw /m);
    expect(text).not.toContain('No more input');
    expect(played.result).toMatch(/^Result: (you win|AI wins|draw)$/);
    const host = await gameHost('dbscg');
    const check = verifyReplay(host.module, JSON.parse(JSON.stringify(played.replay)));
    expect(check.ok, check.message).toBe(true);
    expect(check.game.state.result).not.toBeNull();
  });

  it('refuses a deck file with a problem before the game, naming each problem and its rule (exit 2)', async () => {
    const bad = join(tmp, 'bad-play.txt');
    writeFileSync(bad, (await trainingRedText()).replace(/^(\d+) DBT-011$/m, '9 DBT-011'));
    const r = await cli('play', '--game', 'dbscg', '--deck', bad, '--opponent', 'random');
    expect(r.code).toBe(2);
    expect(r.err).toContain('cannot be played');
    expect(r.err).toMatch(/9 copies of Red Brawler \(DBT-011\); at most 4 are allowed\. \(rule 5-1-3-1\)/);
    expect(r.err).toMatch(/A deck holds exactly 50 cards; this one has \d+\. \(rule 5-1-3\)/);
  });
});

describe('arbiter deck check --game dbscg', () => {
  it('accepts a leader and fifty cards', async () => {
    const good = join(tmp, 'good.txt');
    writeFileSync(good, await trainingRedText());
    const r = await cli('deck', 'check', good, '--game', 'dbscg');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Deck "My Red" is valid: 51 cards.');
  });

  it('names each problem and its rule', async () => {
    const bad = join(tmp, 'bad.txt');
    writeFileSync(bad, '# name: Broken\n5 DBT-011\n1 NOPE-001\n2 DBT-002\n');
    const r = await cli('deck', 'check', bad, '--game', 'dbscg');
    expect(r.code).toBe(1);
    const lines = r.out.trimEnd().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'NOPE-001 is not a known card. (rule 5-1-3)',
        'A deck holds exactly 50 cards; this one has 7. (rule 5-1-3)',
        '5 copies of Red Brawler (DBT-011); at most 4 are allowed. (rule 5-1-3-1)',
      ]),
    );
    expect(
      lines.every((l) => / \(rule \d+(-\d+)*\)( \(\d+ times\))?$/.test(l)),
      r.out,
    ).toBe(true);
    expect(r.err).toMatch(/deck "Broken" is not valid: \d+ problem\(s\)/);
    // The same list is no Battle Spirits Saga deck either, for other reasons.
    const saga = await cli('deck', 'check', bad);
    expect(saga.out).toContain('is not a known Battle Spirits Saga card');
  });
});

describe('arbiter deck export|import --game dbscg', () => {
  it('writes a built-in deck as text with its leader line, as JSON, and reads both back to the same list', async () => {
    const txt = join(tmp, 'red.txt');
    const json = join(tmp, 'red.json');
    const out = await cli('deck', 'export', '--game', 'dbscg', 'ARBITER-RED-HIT', '--out', txt);
    expect(out.code, out.err).toBe(0);
    const text = readFileSync(txt, 'utf8');
    expect(text.split('\n').slice(0, 4)).toEqual([
      '# name: Arbiter Red: Hit',
      'leader: BT1-003',
      '4 BT1-011',
      '4 BT1-012',
    ]);
    expect((await cli('deck', 'import', txt, '--out', json)).code).toBe(0);
    const list = JSON.parse(readFileSync(json, 'utf8')) as {
      leader: string;
      cards: { id: string; count: number }[];
    };
    expect(list.leader).toBe('BT1-003');
    expect(list.cards[0]).toEqual({ id: 'BT1-003', count: 1 });
    expect(list.cards.reduce((n, c) => n + c.count, 0)).toBe(51);
    // JSON back to text: the same text; both are legal decks (5-1).
    expect((await cli('deck', 'export', json)).out).toBe(text);
    for (const f of [txt, json]) {
      const r = await cli('deck', 'check', f, '--game', 'dbscg');
      expect(r.out, f).toContain('Deck "Arbiter Red: Hit" is valid: 51 cards.');
    }
  });

  it('marks the Leader Card of a list without a leader line, and refuses a second leader line', async () => {
    const plain = join(tmp, 'plain.txt');
    writeFileSync(plain, '# name: Plain\n4 BT1-012\n1 BT1-003\n');
    const r = await cli('deck', 'export', '--game', 'dbscg', plain);
    expect(r.out).toBe('# name: Plain\nleader: BT1-003\n4 BT1-012\n');
    const two = join(tmp, 'two.txt');
    writeFileSync(two, 'leader: BT1-001\nleader BT1-003\n4 BT1-012\n');
    const bad = await cli('deck', 'check', two, '--game', 'dbscg');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('two.txt:2: a second leader line ("leader BT1-003")');
  });
});

describe('arbiter cards --game dbscg', () => {
  it("shows a card's facts and generated text, by id or name, and exits 2 for an unknown one", async () => {
    const r = await cli('cards', 'show', 'DBT-012', '--game', 'dbscg');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('DBT-012  Red Striker');
    expect(r.out).toContain('Battle Card, Red, energy cost 3 (2 red), 20000 power');
    expect(r.out).toContain('Combo: cost 1, +10000 power');
    expect(r.out).toContain('[Double Strike] (Its attacks deal 2 damage');
    expect((await cli('cards', 'show', 'Red Striker', '--game', 'dbscg')).out).toBe(r.out);
    const unknown = await cli('cards', 'show', 'NOPE-1', '--game', 'dbscg');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('No Dragon Ball Super Card Game card "NOPE-1"');
  });

  it('searches the pool by name', async () => {
    const r = await cli('cards', 'search', 'goku', '--game', 'dbscg');
    expect(r.code).toBe(0);
    const found = Number(/^(\d+) cards? found\.$/.exec(lastLine(r.out))?.[1]);
    expect(found).toBeGreaterThan(0);
    const rows = r.out.trimEnd().split('\n').slice(0, -1);
    expect(rows).toHaveLength(found);
    for (const l of rows) expect(l.toLowerCase()).toMatch(/^\S+ {2}.*goku/);
  });
});

describe('arbiter sim and ai ladder --game dbscg', () => {
  it('plays AI games on worker threads with a summary, the same games as on one thread', async () => {
    const json = join(tmp, 'sim.json');
    const r = await cli(
      ...words('sim --game dbscg --games 4 --workers 2 --ai heuristic --ai random --seed 9 --no-progress'),
      '--json',
      json,
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(
      /^Simulation: TRAINING-RED \(heuristic\) vs TRAINING-BLUE \(random\), 4 games, seed 9, 2 worker\(s\), Dragon Ball Super Card Game$/m,
    );
    expect(r.out).toMatch(/^TRAINING-RED \(heuristic\): \d wins, win rate/m);
    expect(r.out).toMatch(/^First player: \d wins/m);
    const data = JSON.parse(readFileSync(json, 'utf8')) as {
      summary: { game: string; games: number; wins: [number, number]; draws: number };
      games: GameRecord[];
    };
    expect(data.summary.game).toBe('dbscg');
    expect(data.summary.wins[0] + data.summary.wins[1] + data.summary.draws).toBe(4);
    const one = await runSim({
      game: 'dbscg',
      decks: ['TRAINING-RED', 'TRAINING-BLUE'],
      ai: [{ kind: 'heuristic' }, { kind: 'random' }],
      games: 4,
      workers: 1,
      seed: '9',
      progress: false,
    });
    expect(timeless(one.records)).toEqual(timeless(data.games));
  });

  it('refuses a deck of another game', async () => {
    const r = await cli('sim', '--game', 'dbscg', '--deck', 'ST01', '--games', '1');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown deck "ST01"\. Decks: S1-[^.]*, TRAINING-RED, TRAINING-BLUE\./);
  });

  it('writes the strength table of the game', async () => {
    const out = join(tmp, 'strength.md');
    const r = await cli(
      ...words('ai ladder --game dbscg --games 1 --iterations 5 --workers 2 --no-progress'),
      '--out',
      out,
    );
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      'AI ladder, Dragon Ball Super Card Game: 1 games per match, decks TRAINING-RED and TRAINING-BLUE',
    );
    const md = readFileSync(out, 'utf8');
    expect(md).toContain('# AI strength: Dragon Ball Super Card Game');
    expect(md).toContain(
      'Generated by `npx arbiter ai ladder --game dbscg --games 1 --iterations 5 --seed 1`',
    );
    expect(md).toContain('| ismcts (5 it.) vs heuristic | 1 |');
  });
});

describe('arbiter bot --game dbscg', () => {
  it('creates, joins and plays games on a server on its information states; the replay verifies', async () => {
    const server = await startServer({ port: 0, db: `sqlite:${join(tmp, 'games.sqlite')}`, web: false });
    try {
      const ws = server.url.replace(/^http/, 'ws');
      const vsAi = await cli('bot', '--server', ws, '--game', 'dbscg', '--ai', 'random', '--vs', 'heuristic');
      expect(vsAi.code, vsAi.err).toBe(0);
      expect(vsAi.out).toMatch(/^Game (\S+): seat 1$/m);
      expect(lastLine(vsAi.out)).toMatch(/^Result: this bot (wins|loses) \(.+\), turn \d+, \d+ answers$/);
      // Another client opens a game; the bot joins it with a deck file.
      const file = join(tmp, 'bot-deck.txt');
      writeFileSync(file, await trainingRedText());
      let opened!: (id: string) => void;
      const gameId = new Promise<string>((r) => (opened = r));
      const host = runBot({
        server: ws,
        game: 'dbscg',
        format: 'standard',
        deck: 'TRAINING-BLUE',
        ai: 'random',
        seed: 3,
        onSeat: (s) => opened(s.gameId),
      });
      const joined = await cli(
        'bot',
        '--server',
        ws,
        '--game',
        'dbscg',
        '--deck',
        file,
        '--join',
        await gameId,
      );
      expect(joined.code, joined.err).toBe(0);
      expect(joined.out).toContain(`Game ${await gameId}: seat 2`);
      const other = await host;
      const replayFile = join(tmp, 'server-replay.json');
      writeFileSync(replayFile, await (await fetch(`${server.url}/v1/games/${other.gameId}/replay`)).text());
      const v = await cli('replay', replayFile, '--quiet');
      expect(v.code, v.err).toBe(0);
      expect(v.out).toMatch(/^Replay verified: \d+ answers\./);
      // An unknown game is bad input.
      const wrong = await cli('bot', '--server', ws, '--join', 'no-such-game', '--game', 'chess');
      expect(wrong.code).toBe(2);
      expect(wrong.err).toMatch(/Unknown game "chess"/);
    } finally {
      await server.close();
    }
  }, 600_000); // Two bots and a server process: minutes on a loaded machine (a time limit, not a speed claim).
});

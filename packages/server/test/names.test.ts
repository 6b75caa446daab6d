// Names people choose (players', decks'): kept in one form, without what draws nothing, reorders the
// text or controls a terminal, and bounded; what cannot be a name is refused and creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanName, type ArbiterServer } from '../src/index.ts';
import { getJson, postJson, testServer } from './helpers.ts';

let server: ArbiterServer;
beforeAll(async () => {
  server = await testServer({ web: false });
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown) => postJson(`${server.url}${path}`, body);

const create = (name: string, deck: unknown = 'ST01') =>
  post('/v1/games', { game: 'battle-spirits', format: 'saga', deck, name });

describe('names', () => {
  it('cleanName: NFC, no control, bidi or invisible characters, lone surrogates repaired', () => {
    expect(cleanName('A\u0000\u202Eevil<b>x</b>\ud800')).toBe('Aevil<b>x</b>\ufffd');
    expect(cleanName('e\u0301')).toBe('\u00e9');
    expect(cleanName('  Al\u200Bice \t\n B\u2066o\u2069b\u200E ')).toBe('Alice Bob');
    expect(cleanName('\u001b[31mred\u007f\u0085')).toBe('[31mred');
    expect(cleanName('a\udc00b')).toBe('a\ufffdb');
    // Emoji sequences keep their zero-width joiners.
    expect(cleanName('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}')).toBe(
      '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
    );
    expect(cleanName('\u202E\u200B \u2067')).toBe('');
  });

  it('a player name is stored cleaned; joining with another cleans it too', async () => {
    const r = await create('A\u0000\u202Eevil<b>x</b>\ud800');
    expect(r.status).toBe(201);
    const gameId = String(r.body.gameId);
    const joined = await post(`/v1/games/${gameId}/join`, { deck: 'ST02', name: ' e\u0301\u2066 ' });
    expect(joined.status).toBe(200);
    const info = await getJson(`${server.url}/v1/games/${gameId}`);
    const players = info.body.players as { name: string }[];
    expect(players.map((p) => p.name)).toEqual(['Aevil<b>x</b>\ufffd', '\u00e9']);
  });

  it('a deck name is cleaned, in a game and in a check (entries and text)', async () => {
    const { body } = await getJson(`${server.url}/v1/cards`);
    const ids = (body.cards as { id: string; token?: boolean }[]).filter((c) => !c.token).slice(0, 13);
    const cards = ids.map((c) => ({ id: c.id, count: 4 }));
    const checked = await post('/v1/decks/check', { deck: { name: 'My\u202E deck\u0000', cards } });
    expect(checked.body.name).toBe('My deck');
    const text = await post('/v1/decks/check', { text: '# name: \u2066Red\u2069\u200B deck\n4 ST01-001' });
    expect(text.body.name).toBe('Red deck');
    const long = await post('/v1/decks/check', { text: `# name: ${'x'.repeat(101)}\n4 ST01-001` });
    expect(long.status).toBe(400);
    expect((long.body.error as { message: string }).message).toMatch(/at most 100 characters/);
  });

  it('refuses names that are empty once cleaned or too long, and creates nothing', async () => {
    const before = (await server.hub.store.listGames(['open'], 10_000)).length;
    const cases: [string, RegExp][] = [
      ['\u202E\u200B\u0000', /visible character/],
      ['   ', /visible character/],
      ['x'.repeat(41), /at most 40 characters/],
      ['\u{1F600}'.repeat(41), /at most 40 characters/],
      ['a\u0301'.repeat(100), /./],
    ];
    for (const [name, message] of cases) {
      const r = await create(name);
      expect(r.status, JSON.stringify(name)).toBe(400);
      const e = r.body.error as { code: string; message: string };
      expect(e.code).toBe('BAD_MESSAGE');
      expect(e.message).toMatch(/^name: /);
      expect(e.message).toMatch(message);
    }
    // 40 characters of emoji (80 UTF-16 code units) is a name of 40 characters.
    expect((await create('\u{1F600}'.repeat(40))).status).toBe(201);
    expect((await server.hub.store.listGames(['open'], 10_000)).length).toBe(before + 1);
  });
});

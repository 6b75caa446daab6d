// `arbiter deck list`: the decks a command may name come from each game's host, not from help
// texts that name some games' decks (they had fallen behind: Vanguard's were never listed).
import { GAMES } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { deckListing } from '../src/deck.ts';
import { arbiter } from './run-cli.ts';

describe('arbiter deck list', () => {
  it('lists every deck each game names, the built-in ones first, with size and role', async () => {
    for (const game of GAMES)
      for (const format of game.formats) {
        const host = await game.host(format);
        const lines = deckListing(host);
        expect(lines[0]).toBe(`${host.title} (--game ${host.game} --format ${host.format}):`);
        const testHeading = lines.findIndex((l) => l.startsWith(' test decks'));
        for (const [key, deck] of host.namedDecks()) {
          const at = lines.findIndex((l) => l.startsWith(`  ${key}: `));
          expect(at, `${game.id} ${key}`).toBeGreaterThan(0);
          expect(lines[at]).toContain(`${deck.name}, ${deck.cards.length} cards`);
          const offered = host.builtIn.some((b) => b.toLowerCase() === key.toLowerCase());
          // Offered decks come before the test-deck heading, test decks after it.
          if (offered) expect(testHeading === -1 || at < testHeading).toBe(true);
          else expect(at).toBeGreaterThan(testHeading);
        }
        const defaultLine = lines.find((l) => l.startsWith(`  ${host.defaultDeck}: `));
        expect(defaultLine).toMatch(/\((?:.*, )?default(?:, .*)?\)$/);
        for (const d of host.ladderDecks)
          expect(lines.find((l) => l.startsWith(`  ${d}: `))).toMatch(/ladder/);
      }
  });

  it('lists one game with --game, and refuses an unknown game (exit 2, nothing printed)', async () => {
    const one = await arbiter('deck', 'list', '--game', 'vanguard');
    expect(one.code).toBe(0);
    expect(one.out.split('\n')[0]).toMatch(/^Cardfight!! Vanguard \(--game vanguard/);
    expect(one.out).toContain('  TD01: ');
    expect(one.out).not.toContain('ST01');
    const bad = await arbiter('deck', 'list', '--game', 'chess');
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err).toContain('Unknown game "chess"');
  });

  it('lists every format of a game, or one with --format, and refuses --format without --game', async () => {
    const all = await arbiter('deck', 'list', '--game', 'battle-spirits');
    expect(all.code).toBe(0);
    expect(all.out).toContain('(--game battle-spirits --format saga):');
    expect(all.out).toContain('(--game battle-spirits --format eternal):');
    const one = await arbiter('deck', 'list', '--game', 'battle-spirits', '--format', 'eternal');
    expect(one.out).not.toContain('--format saga');
    const bad = await arbiter('deck', 'list', '--format', 'eternal');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--format needs --game');
  });

  it('the top-level help names every game', async () => {
    const help = await arbiter('--help');
    for (const g of GAMES) expect(help.out.replace(/\s+/g, ' ')).toContain(g.title);
  });
});

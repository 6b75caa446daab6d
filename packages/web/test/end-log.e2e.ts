// End-to-end test: what every game's table gives (issue 22), played here with Saga against the
// server's AI. The log is grouped by turn, a card name in it opens the card; the end screen names
// the winner, sums the game up (the turns played, each player's life, deck and hand), and its Rematch starts a new game of the same game with the same decks and AI.
import { describe, expect, it } from 'vitest';
import { openPage, playUntil, serverAndBrowser, shot, startVsAi } from './helpers.ts';

const started = serverAndBrowser(7_070);

interface Info {
  game: string;
  format: string;
  players: { name: string; deckName: string; deck: string[]; ai: string | null }[];
}

describe('the table of every game: log and end screen', () => {
  it('groups the log by turn, opens a card named in it, names the winner and offers a rematch', async () => {
    const server = started.server();
    const { context, page, pageErrors } = await openPage(started.browser());
    await startVsAi(page, server.url, { name: 'Tester', deck: 'ST01', ai: 'random', aiDeck: 'ST02' });
    await page.locator('[data-testid=decision]').waitFor();
    const gameId = new URL(page.url()).searchParams.get('game')!;

    // Play until the third turn has begun.
    const turn = async () => Number(/Turn (\d+)/.exec(await page.getByTestId('phase').innerText())?.[1] ?? 0);
    await playUntil(page, async () => (await turn()) >= 3, 300);

    // ---- the log: one section per turn, in order, each with its heading ----
    const sections = page.locator('.log .log-turn');
    const turns = await sections.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-turn'))));
    expect(turns.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(new Set(turns).size).toBe(turns.length);
    expect(await sections.nth(1).locator('h3').innerText()).toBe('Turn 1');
    // Every line is in the section of its turn: the turn's own line opens it.
    expect(await sections.nth(2).locator('li').first().innerText()).toMatch(/^Turn 2 begins/);

    // ---- a card named in the log opens it in the card preview ----
    const link = page.locator('.log .card-link').first();
    await link.waitFor();
    const name = await link.innerText();
    await page.mouse.move(0, 0);
    await link.click();
    await expect.poll(() => page.getByLabel('Card preview').innerText()).toContain(name);
    await shot(page, 'end-1-log-by-turn');

    // ---- the end screen: conceding, the AI wins; it is named ----
    const turnAtEnd = await turn();
    page.once('dialog', (dl) => void dl.accept());
    await page.getByRole('button', { name: 'Concede' }).click();
    await expect.poll(() => page.getByTestId('winner').innerText()).toBe('random AI wins');
    // The one who conceded is named as the player reads it, not as the kernel's "Player 1".
    expect(await page.getByTestId('result').innerText()).toBe('You lose. You conceded.');
    // The summary: the turns played and each player's counts, as the table showed them last.
    const summary = page.getByTestId('end-standing');
    expect(await summary.locator('p').innerText()).toBe(`After ${turnAtEnd} turns:`);
    for (const [seat, side, name] of [
      [0, 'mine', 'Tester'],
      [1, 'theirs', 'random AI'],
    ] as const) {
      const area = page.locator(`.side-area.${side}`);
      const lifeWords = await area.locator('.cores[aria-label*=" life: "]').getAttribute('aria-label');
      const life = /life: (\d+) core/.exec(lifeWords ?? '')![1];
      const deck = await area.locator('[data-deck-count]').getAttribute('data-deck-count');
      const hand = /\d+/.exec(await area.locator('.stat', { hasText: /^Hand \d+$/ }).innerText())![0];
      expect(await summary.locator(`li[data-seat="${seat}"]`).innerText()).toBe(
        `${name}: Life ${life} · Deck ${deck} · Hand ${hand}`,
      );
    }
    await shot(page, 'end-2-winner');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'end-2-winner-phone', false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // ---- Rematch: a new game, the same decks and the same AI ----
    await page.getByRole('button', { name: 'Rematch' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('game')).not.toBe(gameId);
    const newId = new URL(page.url()).searchParams.get('game')!;
    await page.locator('[data-testid=decision]').waitFor();
    expect(await page.getByTestId('phase').innerText()).not.toMatch(/Game over/);
    const before = (await (await fetch(`${server.url}/v1/games/${gameId}`)).json()) as Info;
    const after = (await (await fetch(`${server.url}/v1/games/${newId}`)).json()) as Info;
    expect([after.game, after.format]).toEqual([before.game, before.format]);
    for (const s of [0, 1]) {
      expect(after.players[s]!.deck.slice().sort()).toEqual(before.players[s]!.deck.slice().sort());
      expect(after.players[s]!.ai).toBe(before.players[s]!.ai);
    }
    expect(after.players[0]!.name).toBe('Tester');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// End-to-end test: Battle Spirits Eternal in the browser (issue 18). The lobby lists it as a game of
// its own (the battle-spirits game's second format), offers its built-in decks, starts a game
// against the server's AI, and the Saga board plays it with the BS01 cards (their Japanese names).
import { describe, expect, it } from 'vitest';
import { decisionOf, openPage, playUntil, serverAndBrowser, shot } from './helpers.ts';

const started = serverAndBrowser(20_261_127);

describe('web table: Battle Spirits Eternal', () => {
  it('picks Eternal and its decks in the lobby and plays against the AI to the end on the BS01 cards', async () => {
    const server = started.server();
    const { context, page, pageErrors } = await openPage(started.browser());
    await page.goto(server.url);
    const gameMenu = page.getByLabel('Game', { exact: true });
    await gameMenu.waitFor();
    // Saga keeps the game's id as its value; Eternal is "game/format".
    await expect.poll(() => gameMenu.locator('option').allInnerTexts()).toContain('Battle Spirits Eternal');
    await gameMenu.selectOption('battle-spirits/eternal');
    expect(await page.locator('h1').innerText()).toContain('Battle Spirits Eternal');
    // Saga's deck builder and saved decks are not offered for Eternal.
    expect(await page.getByRole('button', { name: 'Deck builder' }).count()).toBe(0);
    await page.getByLabel('Your name').fill('Bashin');
    await page.getByLabel('Your deck').selectOption('BS01-A');
    await page.getByLabel('AI', { exact: true }).selectOption('random');
    await page.getByLabel("AI's deck").selectOption('BS01-B');
    await page.getByRole('button', { name: 'Play against the AI' }).click();
    await page.getByTestId('decision').waitFor();

    // E281: the set-up offers a redraw, in Eternal's words (the AI may be asked first).
    await playUntil(
      page,
      async () => {
        const d = await decisionOf(page);
        return d.mine && d.kind === 'mulligan';
      },
      5,
    );
    const redraw = await page.getByTestId('decision').innerText();
    await shot(page, 'eternal-1-redraw');
    await playUntil(page, () => Promise.resolve(false), 1500);
    await shot(page, 'eternal-2-end');
    expect(redraw).toContain('Redraw');
    expect(await page.getByTestId('result').innerText()).toMatch(/You win|You lose|Draw/);
    // The board knows the BS01 cards: the log names them as the data does.
    const log = (await page.locator('.log li').allInnerTexts()).join('\n');
    expect(log).toMatch(/[ァ-ヴー]{2,}/);
    expect(log).not.toMatch(/Unknown card/i);
    // No glyph renders as a box (issue 22): the names' characters are drawn by a font the client
    // ships (headless Chromium here has no Japanese font of its own).
    const name = /[ァ-ヴー]{2,}/.exec(log)![0];
    // (A string, as the other tests' page scripts: the tests are type-checked without the DOM.)
    const faces = (await page.evaluate(`(async () => {
      const family = getComputedStyle(document.querySelector('.log')).fontFamily;
      const used = await document.fonts.load('15px ' + family, ${JSON.stringify(name)});
      return used.map((f) => f.family.replace(/"/g, '') + ':' + f.status);
    })()`)) as string[];
    expect(faces).toContain('Noto Sans JP:loaded');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});

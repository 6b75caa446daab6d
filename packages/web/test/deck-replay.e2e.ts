// End-to-end test 3: a player builds a deck in the deck builder (search, filters, add, a rule broken
// and fixed, import and export), saves it, plays it against the AI to the end, then steps through
// the game in the replay viewer forward and back (buttons, slider, arrow keys wherever the focus is,
// playing by itself), from each player's view and the spectator's, its URL following the viewpoint
// and the step (a reload opens the same). The browser only ever gets one viewer's view at a time:
// never the whole replay, never a hidden card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { starterDecks } from '@arbiter/battle-spirits';
import type { ArbiterServer } from '../../server/src/index.ts';
import { unimplementedCard } from '../../server/test/helpers.ts';
import { buildWeb, launch, playUntil, shot, startTestServer } from './helpers.ts';

let server: ArbiterServer;
let browser: Browser;

beforeAll(async () => {
  buildWeb();
  server = await startTestServer(20_261_131);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const REPLAY = '[data-testid=replay]';

/** Waits until the deck check has answered for the deck as it is now. */
async function checked(page: Page): Promise<'yes' | 'no'> {
  const box = page.getByTestId('deck-check');
  await page.waitForFunction(
    'document.querySelector("[data-testid=deck-check]")?.getAttribute("data-valid") !== ""',
  );
  return (await box.getAttribute('data-valid')) as 'yes' | 'no';
}

/** Waits for the replay viewer to show `step` as `viewer`. */
async function atStep(page: Page, step: number, viewer?: string): Promise<void> {
  const v = viewer === undefined ? '' : ` && el.getAttribute("data-viewer") === ${JSON.stringify(viewer)}`;
  await page.waitForFunction(
    `(() => { const el = document.querySelector(${JSON.stringify(REPLAY)}); return !!el &&` +
      ` el.getAttribute("data-loading") === "no" && el.getAttribute("data-step") === "${step}"${v}; })()`,
  );
}

/** The page's width in CSS pixels (wider than the screen means a horizontal scroll). */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth') as Promise<number>;
}

describe('deck builder and replay viewer', () => {
  it('build a deck, fix it, save it, play it against the AI, then replay the game', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // What the browser asks for: the replay viewer must use the per-viewer endpoint only.
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));

    // ---- the deck builder ----
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Deck builder' }).click();
    expect(page.url()).toMatch(/\?decks/);
    await page.getByLabel('Deck name').fill('E2E Red');
    expect(await checked(page)).toBe('no');
    await expect.poll(() => page.getByTestId('deck-check').innerText()).toMatch(/this one has 0/);
    await shot(page, 'deck-1-builder-empty');

    // Filters narrow the list: red spirits are fewer than all cards, and all of them red spirits.
    const count = async () => Number((await page.getByTestId('found').innerText()).split(' ')[0]);
    const all = await count();
    await page.getByLabel('Colour', { exact: true }).selectOption('red');
    await page.getByLabel('Type', { exact: true }).selectOption('spirit');
    const redSpirits = await count();
    expect(redSpirits).toBeGreaterThan(0);
    expect(redSpirits).toBeLessThan(all);
    await page.getByLabel('Cost', { exact: true }).selectOption('3');
    expect(await count()).toBeLessThan(redSpirits);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await count()).toBe(all);

    // Build the red starter's list by searching each card id and adding it.
    const ids = starterDecks().ST01!.cards;
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const [firstId, firstCount] = [...counts][0]!;
    const search = page.getByRole('searchbox');
    for (const [id, n] of counts) {
      await search.fill(id);
      const add = page.locator(`[data-card="${id}"] .cl-add`);
      // One too many of the first card: the check must say why.
      const times = id === firstId ? n + 1 : n;
      for (let i = 0; i < times; i++) await add.click();
      if (id === firstId) {
        expect(await checked(page)).toBe('no');
        await expect
          .poll(() => page.getByTestId('deck-check').innerText())
          .toMatch(new RegExp(`${firstCount + 1} cards named .*at most 4 are allowed`));
        await expect.poll(() => page.getByTestId('deck-check').innerText()).toMatch(/50 to 60 cards/);
        await shot(page, 'deck-2-builder-problems');
      }
    }
    expect(await page.getByTestId('deck-size').innerText()).toBe(String(ids.length + 1));
    expect(await checked(page)).toBe('no');
    // Fix it: one less of the first card.
    await page.locator(`[data-entry="${firstId}"] button[aria-label^="One less"]`).click();
    expect(await checked(page)).toBe('yes');
    expect(await page.getByTestId('deck-size').innerText()).toBe(String(ids.length));
    await expect.poll(() => page.getByTestId('deck-check').innerText()).toMatch(/legal Saga deck/);

    // Export shows the text format; a bad import line is refused with its reason.
    await page.getByText('Import / export as text').click();
    const exported = await page.getByLabel('This deck as text').inputValue();
    expect(exported).toContain('# name: E2E Red');
    expect(exported).toContain(`${firstCount} ${firstId}`);
    await page.getByLabel(/Deck list to import/).fill('four ST01-001');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/expected "<count> <card id>"/);
    // A card Arbiter does not implement is refused, with its reason.
    const missing = await unimplementedCard();
    await page.getByLabel(/Deck list to import/).fill(`4 ${missing}`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByTestId('deck-size').innerText()).toBe('4');
    expect(await checked(page)).toBe('no');
    await expect
      .poll(() => page.getByTestId('deck-check').innerText())
      .toMatch(new RegExp(`${missing}: .* is not implemented yet`));
    // Many unknown cards: each named once with its count, the list capped with a count of the rest.
    await page
      .getByLabel(/Deck list to import/)
      .fill(Array.from({ length: 30 }, (_, i) => `60 NOPE-${i}`).join('\n'));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByTestId('deck-size').innerText()).toBe('1800');
    await expect
      .poll(() => page.getByTestId('deck-check').innerText())
      .toMatch(/\.\.\.and 11 more problems not listed \(31 in all\)/);
    expect(await page.locator('[data-testid="deck-check"] li').count()).toBe(21);
    expect(await page.getByTestId('deck-check').innerText()).toMatch(/NOPE-0 .*\(60 copies\)/);
    // Importing its own export gives the same deck back.
    await page.getByLabel(/Deck list to import/).fill(exported);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toMatch(`Imported ${ids.length} cards`);
    expect(await checked(page)).toBe('yes');

    await page.getByRole('button', { name: 'Save deck' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toMatch(/Saved "E2E Red"/);
    await shot(page, 'deck-3-builder-valid');
    // A phone-sized screen: one column, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'deck-4-builder-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // ---- a game with the saved deck ----
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await page.getByLabel('Your name').fill('Builder');
    await page.getByLabel('Your deck').selectOption('saved:E2E Red');
    await page.getByLabel('AI', { exact: true }).selectOption('heuristic');
    await page.getByLabel("AI's deck").selectOption('ST02');
    await page.getByRole('button', { name: 'Play against the AI' }).click();
    await page.locator('[data-testid=decision]').waitFor();
    const gameId = new URL(page.url()).searchParams.get('game')!;
    const info = (await (await fetch(`${server.url}/v1/games/${gameId}`)).json()) as {
      players: { deckName: string; deck: string[] }[];
    };
    expect(info.players[0]!.deckName).toBe('E2E Red');
    expect(info.players[0]!.deck.slice().sort()).toEqual(ids.slice().sort());

    const answers = await playUntil(page, async () => false, 1500);
    expect(await page.getByTestId('result').innerText()).toMatch(/You win|You lose|Draw/);
    await shot(page, 'deck-5-game-end');

    // ---- the replay viewer, from the end of the game ----
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    expect(page.url()).toMatch(/\?replay=/);
    await atStep(page, 0, '0');
    const steps = Number(await page.locator(REPLAY).getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(answers);
    const logLength = () => page.locator('.log li').count();
    const log0 = await logLength();
    const forward = page.getByRole('button', { name: 'Forward ▶' });
    const back = page.getByRole('button', { name: '◀ Back' });
    // Player 1's own answers show at the steps where it decided (its mulligan, its first moves).
    let ownAnswers = 0;
    for (let i = 1; i <= 6; i++) {
      await forward.click();
      await atStep(page, i, '0');
      ownAnswers += await page.getByTestId('replay-answered').count();
    }
    expect(ownAnswers).toBeGreaterThan(0);
    expect(await logLength()).toBeGreaterThan(log0);
    const log6 = await logLength();
    await back.click();
    await atStep(page, 5, '0');
    expect(await logLength()).toBeLessThanOrEqual(log6);
    // The keyboard: arrows step, from any button of the viewer, a viewpoint's button (which keeps
    // the viewpoint) or the page itself (nothing focused).
    await forward.focus();
    await page.keyboard.press('ArrowRight');
    await atStep(page, 6, '0');
    await page.keyboard.press('ArrowLeft');
    await atStep(page, 5, '0');
    await page.getByRole('button', { name: 'Spectator' }).focus();
    await page.keyboard.press('ArrowRight');
    await atStep(page, 6, '0');
    await page.evaluate('document.activeElement.blur()');
    await page.keyboard.press('ArrowLeft');
    await atStep(page, 5, '0');
    // The URL follows the step (replaced, so the browser's Back still leaves the replay).
    await page.waitForURL(/[?&]as=0&step=5$/);
    // Playing by itself: a step at a time until paused.
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await play.click();
    await atStep(page, 7, '0');
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = Number(await page.locator(REPLAY).getAttribute('data-step'));
    expect(paused).toBeGreaterThanOrEqual(7);
    await page.waitForTimeout(1200);
    expect(Number(await page.locator(REPLAY).getAttribute('data-step'))).toBe(paused);
    expect(await play.getAttribute('aria-pressed')).toBe('false');
    // Jump to mid-game with the slider.
    const mid = Math.floor(steps / 2);
    await page.getByRole('slider', { name: 'Step' }).fill(String(mid));
    await atStep(page, mid, '0');
    // Player 1's view: its own hand face up, the AI's as backs only.
    expect(await page.locator('[data-hand=mine] [data-card]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-hand=theirs] [data-card], [data-hand=theirs] [data-obj]').count()).toBe(
      0,
    );
    await shot(page, 'deck-6-replay-p1');

    // The AI's view of the same step shows its hand; player 1's view must not hold those names.
    await page.getByRole('button', { name: /heuristic AI's view/ }).click();
    await atStep(page, mid, '1');
    expect(await page.getByRole('button', { name: /heuristic AI's view/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.waitForURL(new RegExp(`[?&]as=1&step=${mid}$`));
    const aiHand = await page.locator('[data-hand=mine] .chip-name').allInnerTexts();
    await shot(page, 'deck-7-replay-p2');
    await page.getByRole('button', { name: "Builder's view" }).click();
    await atStep(page, mid, '0');
    const html = await page.content();
    const log = await page.locator('[aria-label="Game log"]').innerText();
    const publicText = await page
      .locator('.field, .trash-list, [aria-label$="cards resolving"]')
      .allInnerTexts();
    const myHand = await page.locator('[data-hand=mine] .chip-name').allInnerTexts();
    expect(aiHand.length).toBeGreaterThan(0);
    for (const name of aiHand) {
      // A name player 1 could know: said in its log, on the table, or in its own hand.
      const known = log.includes(name) || publicText.some((t) => t.includes(name)) || myHand.includes(name);
      if (known) continue;
      expect(html.includes(name), `"${name}" from the AI's hand is in player 1's replay page`).toBe(false);
    }

    // The spectator: both hands as backs.
    await page.getByRole('button', { name: 'Spectator' }).click();
    await atStep(page, mid, 'spectator');
    // A reload (or the link shared) opens the same step from the same viewpoint.
    await page.reload();
    await atStep(page, mid, 'spectator');
    expect(await page.locator('[data-hand=mine]').count()).toBe(0);
    expect(await page.locator('[data-hand] [data-card]').count()).toBe(0);
    expect(await page.getByTestId('replay-answered').count()).toBe(0);
    await shot(page, 'deck-8-replay-spectator');

    // Jumping to a turn: the menu, its buttons and PageUp/PageDown go where the server says each
    // turn starts, and the top bar names that turn.
    const turns = (
      (await (
        await fetch(`${server.url}/v1/games/${gameId}/replay/view?viewer=spectator&step=0`)
      ).json()) as {
        turns: { turn: number; step: number }[];
      }
    ).turns;
    expect(turns.length).toBeGreaterThan(2);
    const turnMenu = page.getByRole('combobox', { name: 'Go to turn' });
    await turnMenu.selectOption('2');
    await atStep(page, turns[1]!.step, 'spectator');
    expect(await page.getByTestId('replay-step').innerText()).toMatch(/turn 2$/);
    await page.getByRole('button', { name: 'Next turn' }).click();
    await atStep(page, turns[2]!.step, 'spectator');
    expect(await turnMenu.inputValue()).toBe('3');
    await page.waitForURL(new RegExp(`[?&]step=${turns[2]!.step}$`));
    await page.evaluate('document.activeElement.blur()');
    await page.keyboard.press('PageUp');
    await atStep(page, turns[1]!.step, 'spectator');
    expect(await page.getByTestId('replay-step').innerText()).toMatch(/turn 2$/);
    await page.keyboard.press('PageDown');
    await atStep(page, turns[2]!.step, 'spectator');
    // A step into the turn, "Previous turn" goes back to the start of the turn shown.
    await page.keyboard.press('ArrowRight');
    await atStep(page, turns[2]!.step + 1, 'spectator');
    await page.getByRole('button', { name: 'Previous turn' }).click();
    await atStep(page, turns[2]!.step, 'spectator');
    await shot(page, 'deck-8b-replay-turns');

    // The last step shows the result.
    await page.getByRole('button', { name: 'Last step' }).click();
    await atStep(page, steps, 'spectator');
    expect(await page.getByTestId('replay-result').innerText()).toMatch(/wins|Draw/);
    await page.getByRole('button', { name: 'First step' }).click();
    await atStep(page, 0, 'spectator');

    // ---- the lobby lists the finished game; its replay opens from there, on a phone too ----
    await page.getByRole('button', { name: 'Lobby' }).click();
    const row = page.locator(`[data-testid=finished-games] [data-game="${gameId}"]`);
    await row.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await row.getByRole('button', { name: /Replay/ }).click();
    await atStep(page, 0, '0');
    await forward.click();
    await atStep(page, 1, '0');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shot(page, 'deck-9-replay-phone');

    // Never the whole replay: only per-viewer steps.
    expect(urls.filter((u) => /\/replay(\?|$)/.test(u))).toEqual([]);
    expect(urls.some((u) => u.includes('/replay/view?viewer=spectator'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

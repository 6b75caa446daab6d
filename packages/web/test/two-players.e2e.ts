// End-to-end test 1: two browser contexts (two players, separate storage) create and join a game by
// its link and play it to the end through the UI. Along the way each sees only its own hand: the
// opponent's hand is card backs only, and the page holds no name of a card in the opponent's hand
// that the game has not shown in public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ArbiterServer } from '../../server/src/index.ts';
import { answerOnce, buildWeb, decisionOf, launch, shot, startTestServer, waitPast } from './helpers.ts';

let server: ArbiterServer;
let browser: Browser;

beforeAll(async () => {
  buildWeb();
  server = await startTestServer(20_261_132);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allInnerTexts();
}

/** Card names in the public areas (fields, trashes, resolving), as this page shows them. */
async function publicNames(page: Page): Promise<string[]> {
  return texts(page, '.field .chip-name, .trash-list .chip-name, [aria-label$="cards resolving"] .chip-name');
}

/**
 * `viewer` must not show anything of `owner`'s hand: the opponent's hand holds only backs (as many as
 * the hand count), no card ids, and no name of a card in `owner`'s hand that was never public.
 */
async function checkHidden(owner: Page, viewer: Page, everPublic: Set<string>): Promise<number> {
  const hand = await texts(owner, '[data-hand=mine] .chip-name');
  const theirs = viewer.locator('[data-hand=theirs]');
  expect(await theirs.locator('[data-card], [data-obj]').count()).toBe(0);
  expect((await theirs.innerText()).replace(/No cards in hand/, '').trim()).toBe('');
  expect(await theirs.locator('.card-back').count()).toBe(hand.length);
  const html = await viewer.content();
  // A name the viewer's log gives was told to the viewer (a card returned to the hand, a revealed
  // card); the server's own leak test checks that every message it sends is allowed.
  const log = await viewer.locator('[aria-label="Game log"]').innerText();
  for (const name of hand) {
    if (everPublic.has(name) || log.includes(name)) continue;
    expect(html.includes(name), `"${name}" from the opponent's hand is in the page`).toBe(false);
  }
  return hand.length;
}

describe('web table, two players', () => {
  it('create, share the link, join, and play to the end; each sees only its own hand', async () => {
    const ctxA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ctxB = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const a = await ctxA.newPage();
    const b = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [a, b]) p.on('pageerror', (e) => errors.push(e.message));

    // A creates a game with ST01 and gets a join link.
    await a.goto(server.url);
    await a.getByLabel('Your name').fill('Alice');
    await a.getByLabel('Your deck').selectOption('ST01');
    await a.getByRole('button', { name: 'Create a game' }).click();
    const link = await a.getByLabel('Join link').inputValue();
    expect(link).toMatch(/\?join=/);
    await shot(a, 'two-1-share-link');

    // B opens the link on a phone-sized screen and joins with ST02.
    await b.goto(link);
    // A name that could pass for A's: the table must still tell them apart.
    await b.getByLabel('Your name').fill('alice');
    await b.getByLabel('Your deck').selectOption('ST02');
    await b.getByRole('button', { name: 'Join this game' }).click();
    for (const p of [a, b]) await p.locator('[data-testid=decision]').waitFor();
    // Each side shows its seat beside its name, and the log says which "alice" did what.
    expect(await a.locator('.side-area[data-seat="0"] h2').innerText()).toMatch(/^Alice\s*Player 1/);
    expect(await a.locator('.side-area[data-seat="1"] h2').innerText()).toMatch(/^alice\s*Player 2/);
    await expect.poll(() => b.getByRole('log').innerText()).toMatch(/Alice \(Player 1\)/);

    // At the start nothing of either hand is public: the strictest check.
    const everPublic = new Set<string>();
    expect(await checkHidden(a, b, everPublic)).toBeGreaterThan(0);
    expect(await checkHidden(b, a, everPublic)).toBeGreaterThan(0);
    // A spectator sees both hands as backs.
    const gameId = new URL(link).searchParams.get('join')!;
    const watcher = await ctxA.newPage();
    await watcher.goto(`${server.url}/?watch=${gameId}`);
    await watcher.locator('[data-testid=decision]').waitFor();
    expect(await watcher.locator('[data-hand=mine]').count()).toBe(0);
    expect(await watcher.locator('[data-hand=theirs] .card-back').count()).toBeGreaterThanOrEqual(8);
    expect(await watcher.locator('[data-hand] [data-card]').count()).toBe(0);
    await watcher.close();
    await shot(a, 'two-2-start-alice');
    await shot(b, 'two-2-start-bob-phone');

    let answers = 0;
    let checks = 0;
    const pages: [Page, Page] = [a, b];
    for (;;) {
      const ds = await Promise.all(pages.map((p) => decisionOf(p)));
      if (ds[0]!.over && ds[1]!.over) break;
      const i = ds.findIndex((d) => d.mine && !d.over);
      if (i < 0) {
        await a.waitForTimeout(15);
        continue;
      }
      const page = pages[i]!;
      const d = ds[i]!;
      if (answers % 15 === 0) {
        for (const p of pages) for (const n of await publicNames(p)) everPublic.add(n);
        await checkHidden(a, b, everPublic);
        await checkHidden(b, a, everPublic);
        checks++;
      }
      if (answers === 40) {
        await shot(a, 'two-3-mid-alice');
        await shot(b, 'two-3-mid-bob-phone');
        await shot(b, 'two-3-mid-bob-phone-screen', false);
      }
      await answerOnce(page, d.kind, d.type);
      await waitPast(page, d.seq);
      answers++;
      expect(answers, 'the game should end within 2000 answers').toBeLessThan(2000);
    }
    await shot(a, 'two-4-end-alice');
    await shot(b, 'two-4-end-bob-phone');
    const ra = await a.getByTestId('result').innerText();
    const rb = await b.getByTestId('result').innerText();
    // One wins and the other loses (or both see the draw).
    expect([ra, rb].join(' | ')).toMatch(/You win!.*\| You lose|You lose.*\| You win!|Draw.*\| Draw/);
    expect(checks).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});

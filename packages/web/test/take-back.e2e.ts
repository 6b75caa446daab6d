// End-to-end test 4 (issue 20): what a new player meets at the table. An action can be cancelled until
// its last choice (the table as it was, nothing revealed); "Move cores" then nothing is no loop; the
// default core placement never takes the only core of a spirit on the field while the soul core can
// pay; a payment that does take a card's last cores is said so and asked again; and cores are paid
// by dragging them from the board to the payment, or pressing them, and dragged back off it (issue 22).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ArbiterServer } from '../../server/src/index.ts';
import {
  buildWeb,
  decisionOf,
  launch,
  openPage,
  shot,
  startTestServer,
  startVsAi,
  waitPast,
} from './helpers.ts';

// With this seed the player wins the toss and holds Raineedle (cost 1) and Dragron Trooper or Dragno
// Shock Troop (cost 2, 1 with Raineedle's red symbol) on turn 1.
const SEED = 6;

let server: ArbiterServer;
let browser: Browser;

beforeAll(async () => {
  buildWeb();
  server = await startTestServer(SEED);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const panel = (page: Page) => page.locator('[data-testid=decision]');

/** Waits for this page's own next decision, of `kind`. */
async function mine(page: Page, kind: string): Promise<string> {
  for (let i = 0; i < 3000; i++) {
    const d = await decisionOf(page);
    if (d.mine && d.kind === kind) return d.seq;
    if (d.over) throw new Error(`The game ended while waiting for ${kind}.`);
    await page.waitForTimeout(20);
  }
  throw new Error(`No ${kind} decision came.`);
}

async function optionIds(page: Page): Promise<string[]> {
  return panel(page)
    .locator('button[data-option]')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option') ?? ''));
}

async function click(page: Page, selector: string): Promise<void> {
  const seq = (await decisionOf(page)).seq;
  await panel(page).locator(selector).first().click();
  await waitPast(page, seq);
}

/** The count a core source shows in the payment panel. */
async function count(page: Page, label: RegExp): Promise<number> {
  const out = panel(page)
    .locator('output')
    .filter({ has: page.locator(':scope') });
  for (const o of await out.all()) {
    const aria = (await o.getAttribute('aria-label')) ?? '';
    if (label.test(aria)) return Number(await o.innerText());
  }
  throw new Error(`No core source ${label}`);
}

/** One core less from the source labelled `from`, one more from `to`, with the panel's steppers. */
async function shift(page: Page, from: string, to: string): Promise<void> {
  await panel(page)
    .getByRole('button', { name: new RegExp(`^One more from ${to}`) })
    .click();
  await panel(page)
    .getByRole('button', { name: new RegExp(`^One less from ${from}`) })
    .click();
}

const log = (page: Page) => page.locator('[aria-label="Game log"]').innerText();

describe('taking actions back, and payments that would destroy a card', () => {
  it('Cancel until the last choice; the default placement spares the spirit; a destroying payment is confirmed', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    page.on('dialog', (d) => void d.accept());
    await startVsAi(page, server.url, { name: 'Newcomer', deck: 'ST01', ai: 'heuristic', aiDeck: 'ST02' });

    await mine(page, 'chooseFirst');
    await click(page, 'button[data-option][data-yes=yes]');
    await mine(page, 'mulligan');
    await click(page, 'button[data-option][data-yes=no]');
    await mine(page, 'mainAction');
    const before = await optionIds(page);
    const raineedle = panel(page).locator('button[data-option][data-act=summon]', { hasText: 'Raineedle' });
    expect(await raineedle.count()).toBe(1);
    // The main step choice itself has nothing to take back.
    expect(await panel(page).locator('button[data-back]').count()).toBe(0);

    // 1. Summon, then Cancel at the payment: the same choice again, nothing revealed or paid.
    await raineedle.click();
    await mine(page, 'payCost');
    await shot(page, 'take-back-1-pay');
    await click(page, 'button[data-back]');
    await mine(page, 'mainAction');
    expect(await optionIds(page)).toEqual(before);
    expect(await log(page)).not.toMatch(/You reveal|reveals Raineedle|pays/);

    // 2. Summon it for real: the payment by dragging a core of the reserve to the panel (issue 22,
    // 10-6-6), or pressing it; the placement goes through with its default.
    await panel(page).locator('button[data-option][data-act=summon]', { hasText: 'Raineedle' }).click();
    await mine(page, 'payCost');
    const reserveCore = page.locator('.side-area.mine .stat button[data-from=reserve]:not([data-soul])');
    const tray = panel(page).getByTestId('drop-tray');
    const lessFromReserve = panel(page).getByRole('button', { name: /^One less from Reserve/ });
    if ((await count(page, /^Reserve: /)) > 0) await lessFromReserve.click();
    expect(await count(page, /^Reserve: /)).toBe(0);
    await reserveCore.focus();
    await page.keyboard.press('Enter');
    expect(await count(page, /^Reserve: /)).toBe(1);
    await lessFromReserve.click();
    await reserveCore.dragTo(tray);
    expect(await count(page, /^Reserve: /)).toBe(1);
    // Dragged back off the payment (issue 22), the core is given back; pressed, too.
    const taken = tray.locator('button[data-from=reserve]:not([data-soul])');
    await taken.dragTo(page.locator('.side-area.mine .field'));
    expect(await count(page, /^Reserve: /)).toBe(0);
    expect(await taken.count()).toBe(0);
    await reserveCore.dragTo(tray);
    await taken.dragTo(tray);
    expect(await count(page, /^Reserve: /)).toBe(1);
    await taken.press('Enter');
    expect(await count(page, /^Reserve: /)).toBe(0);
    // Paid cores go to the trash (10-6-6): a core dropped on my trash pays as on the panel.
    await reserveCore.dragTo(page.locator('.side-area.mine .stat[data-drop="trash"]'));
    expect(await count(page, /^Reserve: /)).toBe(1);
    await shot(page, 'take-back-1b-core-dragged');
    // A core more than the cost is refused with the reason, and nothing changes.
    await reserveCore.dragTo(tray);
    await expect(panel(page).getByRole('alert').innerText()).resolves.toMatch(/At most 1 in all/);
    expect(await count(page, /^Reserve: /)).toBe(1);
    // A drag that ends off the panel pays nothing.
    await reserveCore.dragTo(page.locator('.side-area.theirs'));
    expect(await count(page, /^Reserve: /)).toBe(1);
    await click(page, 'button[data-confirm]');
    await mine(page, 'placeCores');
    expect(await panel(page).locator('button[data-back]').count()).toBe(1);
    await click(page, 'button[data-confirm]');
    await mine(page, 'mainAction');
    expect(await log(page)).toMatch(/summons Raineedle/);

    // 3. Move cores, then nothing: Cancel, and no infinite loop is declared.
    await panel(page).locator('button[data-option][data-act=move]').click();
    await mine(page, 'moveCores');
    const moves = await panel(page).locator('button[data-option]').allInnerTexts();
    expect(moves.join('\n')).not.toMatch(/nothing/i);
    await click(page, 'button[data-back]');
    expect((await decisionOf(page)).kind).toBe('mainAction');
    expect(await log(page)).not.toMatch(/loop/);

    // 4. A second spirit: 1 regular core and the soul core are left; the regular one pays for it,
    // and the default placement takes the soul core, not Raineedle's only core.
    await panel(page)
      .locator('button[data-option][data-act=summon]', { hasText: /Dragron Trooper|Dragno Shock Troop/ })
      .first()
      .click();
    await mine(page, 'payCost');
    await click(page, 'button[data-confirm]');
    await mine(page, 'placeCores');
    await shot(page, 'take-back-2-place');
    const spirit = panel(page).locator('.dist li', { hasText: 'Raineedle' });
    await expect(spirit.innerText()).resolves.toMatch(/taking any destroys it/);
    expect(await count(page, /^Soul core in reserve: /)).toBe(1);
    expect(await count(page, /^Raineedle .*: \d+$/)).toBe(0);
    expect(await panel(page).locator('[data-testid=destroys]').count()).toBe(0);

    // Taking Raineedle's core instead says what it destroys, and asks once more.
    await shift(page, 'Soul core in reserve', 'Raineedle');
    await expect(panel(page).getByTestId('destroys').innerText()).resolves.toMatch(/last cores of Raineedle/);
    await panel(page).locator('button[data-confirm]').click();
    const again = panel(page).locator('button[data-confirm-destroy]');
    await expect(again.innerText()).resolves.toMatch(/^Destroy Raineedle .* and confirm$/);
    await shot(page, 'take-back-3-destroys');
    // Changing the payment back clears the question; the soul core pays.
    await shift(page, 'Raineedle', 'Soul core in reserve');
    expect(await panel(page).locator('[data-testid=destroys], button[data-confirm-destroy]').count()).toBe(0);
    await click(page, 'button[data-confirm]');
    await mine(page, 'mainAction');
    const field = await page.locator('.side-area.mine .field .chip-name').allInnerTexts();
    expect(field).toContain('Raineedle');
    expect(field).toHaveLength(2);
    expect(await log(page)).not.toMatch(/Raineedle.*destroyed/);

    // 5. Cores moved by dragging (6-6-1-2-3, issue 22): the soul core of the second spirit onto
    // Raineedle sends the move whose facts name both places; a drop where no move goes is refused.
    await panel(page).locator('button[data-option][data-act=move]').click();
    await mine(page, 'moveCores');
    const slot = (name: RegExp) => page.locator('.side-area.mine .field .slot', { hasText: name });
    const second = /Dragron Trooper|Dragno Shock Troop/;
    const soulToken = slot(second).locator('button[data-soul]');
    await soulToken.dragTo(slot(second));
    await expect(panel(page).getByRole('alert').innerText()).resolves.toMatch(/No move takes the soul core/);
    expect((await decisionOf(page)).kind).toBe('moveCores');
    await shot(page, 'take-back-4-move-by-drag');
    await soulToken.dragTo(slot(/Raineedle/));
    await mine(page, 'mainAction');
    const raineedleNow = slot(/Raineedle/)
      .locator('[data-obj]')
      .first();
    await expect(raineedleNow.getAttribute('title')).resolves.toMatch(/1 core and the soul core/);

    await page.getByRole('button', { name: 'Concede' }).click();
    await page.getByTestId('result').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

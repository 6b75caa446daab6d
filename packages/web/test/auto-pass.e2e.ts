// End-to-end test: auto-pass and pacing (issue 22). By default every window to act or pass is
// asked; with "At the opponent's attacks" off, the guard steps of the AI's attacks (Vanguard 7.5.1.2:
// the board's window, asked whatever the hand holds) are passed for the player and never shown as
// theirs, while their own turn's decisions still are. The settings persist in the browser (a reload
// keeps them), and with a pause each of the AI's actions stays on screen until skipped.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerOnce, decisionOf, openPage, serverAndBrowser, shot, startVsAi } from './helpers.ts';

const started = serverAndBrowser(20_261_128);
const DECISION = '[data-testid=decision]';
const SETTINGS = '[data-testid=table-settings]';

/**
 * Answers the page's own decision: an option that declines or moves on if offered (its facts say
 * so: `pass`, or a yes-or-no question's no), else as the shared helper does.
 */
async function answerQuickly(page: Page, d: { seq: string; kind: string; type: string }): Promise<void> {
  const declining = page.locator(`${DECISION} button[data-option]:is([data-pass], [data-yes=no])`);
  if ((await declining.count()) > 0 && (await page.locator(`${DECISION} button[data-confirm]`).count()) === 0)
    await declining.first().click();
  else await answerOnce(page, d.kind, d.type);
  await expect
    .poll(async () => {
      const now = await decisionOf(page);
      return now.over || now.seq !== d.seq;
    })
    .toBe(true);
}

async function openSettings(page: Page): Promise<void> {
  if ((await page.locator(`${SETTINGS}[open]`).count()) === 0)
    await page.locator(`${SETTINGS} summary`).click();
}

describe('web table: auto-pass and pacing', () => {
  it("passes the opponent's attacks when asked to, keeps the settings, and paces the AI's turn", async () => {
    const server = started.server();
    const { context, page, pageErrors } = await openPage(started.browser());
    await startVsAi(page, server.url, {
      game: 'vanguard',
      name: 'Aichi',
      deck: 'TD01',
      ai: 'random',
      aiDeck: 'TD02',
    });
    await page.locator('.vg-table').waitFor();

    // ---- the defaults: the guard step of the AI's attack is asked ----
    let answers = 0;
    for (;;) {
      const d = await decisionOf(page);
      expect(d.over, 'the AI attacks before the game ends').toBe(false);
      if (!d.mine) {
        await page.waitForTimeout(20);
        continue;
      }
      if (d.kind === 'guard') break;
      await answerQuickly(page, d);
      expect(++answers).toBeLessThan(200);
    }
    await shot(page, 'auto-pass-1-guard-asked');

    // ---- the settings: no stop at the opponent's attacks, a pause on each of its actions ----
    await openSettings(page);
    const attacks = page.locator('[data-setting=stopOpponentAttacks]');
    expect(await attacks.isChecked()).toBe(true);
    await attacks.uncheck();
    await page.locator('[data-setting=pauseMs]').selectOption('800');
    await shot(page, 'auto-pass-2-settings');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'auto-pass-2-settings-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    // The guard shown now was asked before the change: the player still answers it.
    const guard = await decisionOf(page);
    expect(guard.kind).toBe('guard');
    await answerQuickly(page, guard);

    // A reload keeps them (localStorage), and the table comes back to the same game.
    await page.reload();
    await page.locator('.vg-table').waitFor();
    await openSettings(page);
    expect(await page.locator('[data-setting=stopOpponentAttacks]').isChecked()).toBe(false);
    expect(await page.locator('[data-setting=stopMyTurn]').isChecked()).toBe(true);
    expect(await page.locator('[data-setting=pauseMs]').inputValue()).toBe('800');

    // ---- the rest of the game: guards are passed for the player, the AI's turn is paced ----
    const kinds = new Set<string>();
    let skipped = false;
    let passedFor = 0;
    for (;;) {
      const d = await decisionOf(page);
      if (d.over) break;
      const note = page.getByTestId('auto-passed');
      passedFor = (await note.count()) > 0 ? Number(await note.getAttribute('data-count')) : 0;
      // (Until the player's own turn has come too: what the settings leave to them.)
      if (passedFor >= 2 && skipped && kinds.has('main')) break;
      if (d.mine) {
        kinds.add(d.kind);
        await answerQuickly(page, d);
        expect(++answers).toBeLessThan(600);
        continue;
      }
      const skip = page.getByTestId('skip-pacing');
      if (!skipped && (await skip.count()) > 0) {
        // The AI's actions wait their turn on screen; the button shows the newest at once.
        await shot(page, 'auto-pass-3-paced');
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'auto-pass-3-paced-phone');
        await page.setViewportSize({ width: 1280, height: 900 });
        if ((await skip.count()) > 0) await skip.click({ timeout: 2000 }).catch(() => undefined);
        skipped = true;
      }
      await page.waitForTimeout(20);
    }
    expect(passedFor, 'guard steps passed for the player').toBeGreaterThanOrEqual(2);
    expect(skipped, 'the pause held the AI’s actions').toBe(true);
    expect(kinds.has('guard'), 'no guard step is shown as the player’s').toBe(false);
    // The player's own turn is still theirs to play (no setting covers it).
    expect([...kinds]).toEqual(expect.arrayContaining(['main']));
    expect(await page.getByTestId('auto-passed').innerText()).toMatch(/Passed for you: .*opponent's attacks/);
    await shot(page, 'auto-pass-4-passed');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});

// End-to-end test: DBSCG's decisions a quick game seldom reaches, in the browser. Each starts from a
// DBSCG scenario's position (scenario-socket.ts: the scenario runs up to the decision, and the
// page's play socket is served from that game): ordering the cards placed together at the bottom of
// the deck (3-1-6, scenarios/dbscg/areas/deck-order.yaml) by dragging a row and with the keyboard,
// and declaring how many times an infinite loop is carried out (11-1-2-1,
// scenarios/dbscg/loops/one-player-can-stop.yaml) in a number field with its bounds.
import { describe, expect, it } from 'vitest';
import { DbsCatalog, TEST_CARDS } from '@arbiter/dbscg';
import { openPage, serverAndBrowser, shot } from './helpers.ts';
import { openServedTable, scenarioGameAt, serveGame } from './scenario-socket.ts';

const started = serverAndBrowser(20_261_129);
const PANEL = '[data-testid=decision]';

/** A page at p1's table of the scenario's game, stopped at p1's decision `kind`. */
async function tableAt(file: string, kind: string) {
  const game = scenarioGameAt(file, `p1 ${kind}`);
  expect(game.decision?.kind).toBe(kind);
  const opened = await openPage(started.browser());
  const taken = await serveGame(opened.page, game, 0);
  await openServedTable(opened.page, started.server().url, 0);
  const panel = opened.page.locator(PANEL);
  await expect.poll(() => panel.getAttribute('data-kind')).toBe(kind);
  return { ...opened, game, taken, panel };
}

describe('DBSCG decisions in the decision panel', () => {
  it('orders the cards placed at the bottom of the deck by dragging and by the arrow keys (3-1-6)', async () => {
    const { game, context, page, pageErrors, taken, panel } = await tableAt(
      'areas/deck-order.yaml',
      'orderCards',
    );
    expect(await panel.getAttribute('data-type')).toBe('order');
    // The options are the cards by place in the block (`nth`); their ids are only answered with.
    const asked = game.decision!.options!;
    const byPlace = (nth: number) => asked.find((o) => o.nth === nth)!.id;
    // The page's first socket (React's development double mount closes it) does not leave the top
    // bar saying "reconnecting…" once its close comes after the second socket opened.
    await expect.poll(() => page.locator('.conn').innerText()).toBe('connected');
    const rows = panel.locator('[data-order-item]');
    const labels = () => rows.locator('.order-label').allInnerTexts();
    // The order the effect took them in, first placed first.
    expect(await labels()).toEqual(['Red Flash', 'Red Drill', 'Red Guard']);
    // Pointing at a row shows its card beside the table.
    await rows.nth(2).hover();
    await expect.poll(() => page.getByLabel('Card preview').innerText()).toMatch(/Red Guard/);
    await shot(page, 'dbscg-order-1-asked');

    // Drag Red Guard's handle above Red Flash.
    const handle = rows.nth(2).locator('.drag-handle');
    const target = await rows.nth(0).boundingBox();
    const from = await handle.boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, target!.y + 2, { steps: 8 });
    await page.mouse.up();
    expect(await labels()).toEqual(['Red Guard', 'Red Flash', 'Red Drill']);
    // The keyboard: Red Drill's handle, up then down again, changes nothing in the end; ↑ ↓ buttons too.
    await rows.nth(2).locator('.drag-handle').focus();
    await page.keyboard.press('ArrowUp');
    expect(await labels()).toEqual(['Red Guard', 'Red Drill', 'Red Flash']);
    await page.keyboard.press('ArrowDown');
    expect(await labels()).toEqual(['Red Guard', 'Red Flash', 'Red Drill']);
    await expect(panel.getByRole('button', { name: 'Move Red Guard up' }).isDisabled()).resolves.toBe(true);
    await shot(page, 'dbscg-order-2-dragged');
    // On a phone: the list and its buttons fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'dbscg-order-2-dragged-phone', false);
    await page.setViewportSize({ width: 1280, height: 900 });

    await panel.getByRole('button', { name: 'Confirm this order' }).click();
    await expect.poll(() => panel.getAttribute('data-kind')).toBe('mainAction');
    // The game took the order as shown (places in the block: 2 = Red Guard, then 0 and 1).
    expect(taken).toEqual([{ order: [byPlace(2), byPlace(0), byPlace(1)] }]);
    const names = new DbsCatalog(TEST_CARDS);
    const deck = game.state.data.players[0].deck.map((c) => names.get(c.def).name);
    expect(deck).toEqual(['Blue Scout', 'Red Guard', 'Red Flash', 'Red Drill']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('declares how many times an infinite loop is carried out: a whole number within its bounds (11-1-2-1)', async () => {
    const { context, page, pageErrors, taken, panel } = await tableAt(
      'loops/one-player-can-stop.yaml',
      'loopCount',
    );
    expect(await panel.getAttribute('data-type')).toBe('number');
    const field = panel.getByRole('spinbutton');
    const confirm = panel.locator('button[data-confirm]');
    // The bounds are shown and kept by the field; the actions that repeat are listed.
    expect(await field.getAttribute('min')).toBe('1');
    expect(await field.getAttribute('max')).toBe('99');
    expect(await panel.getByTestId('number-bounds').innerText()).toMatch(/1 to 99/);
    const actions = await panel.locator('.loop-actions li').allInnerTexts();
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.join(' ')).toMatch(/Stander/);
    expect(await field.inputValue()).toBe('1');
    await expect(panel.getByRole('button', { name: 'One less' }).isDisabled()).resolves.toBe(true);
    // 0 is no number to name (1-3-5): said, and Confirm waits; nothing is sent.
    await field.fill('0');
    expect(await panel.getByTestId('number-bounds').innerText()).toMatch(/A whole number from 1 to 99/);
    expect(await confirm.isDisabled()).toBe(true);
    await field.press('Enter');
    await field.fill('');
    expect(await confirm.isDisabled()).toBe(true);
    await field.fill('2');
    await panel.getByRole('button', { name: 'One more' }).click();
    expect(await field.inputValue()).toBe('3');
    await shot(page, 'dbscg-loop-1-declare');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'dbscg-loop-1-declare-phone', false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(taken).toEqual([]);
    await field.press('Enter');
    await expect.poll(() => panel.getAttribute('data-kind')).toBe('mainAction');
    expect(taken).toEqual([{ number: 3 }]);
    await expect.poll(() => page.getByLabel('Game log').innerText()).toMatch(/infinite loop 3 times/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

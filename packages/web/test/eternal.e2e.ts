// End-to-end test: Battle Spirits Eternal in the browser (issue 18). The lobby lists it as a game of
// its own (the battle-spirits game's second format), offers its built-in decks, starts a game
// against the server's AI, and the Saga board plays it with the BS01 cards (their Japanese names).
// Its deck builder (issue 22) filters the BS01 cards by the facts the data has, shows every problem
// of Eternal's deck check (E225, E229), saves a deck apart from Saga's, and the lobby plays it; the
// lobby's deck menus name the built-in decks by their names. A Brave combined with a spirit is drawn
// under it, and separating it puts it back on the field (a scenario's position: BS01 has no Brave).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CardInfo } from '../src/boards/saga/types.ts';
import {
  checkDeckFilter,
  clickBoard,
  decisionOf,
  deckCheckAnswer,
  listedCards,
  openPage,
  playUntil,
  saveDeckAndLeave,
  seatedGameInfo,
  serverAndBrowser,
  shot,
  startVsAi,
} from './helpers.ts';
import { openServedTable, sagaScenarioGameAt, serveGame, type SagaGame } from './scenario-socket.ts';

const started = serverAndBrowser(20_261_127);

/**
 * Waits until the parts of the shipped Noto Sans JP the page's text needs are loaded (the font comes
 * in parts, each fetched when a character of it is first drawn), for a screenshot without boxes.
 */
async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(
    `document.fonts.load('15px "Noto Sans JP"', document.body.innerText).then(() => document.fonts.ready).then(() => true)`,
  );
}

/** The scenario's test Braves, with the facts its file gives them, as GET /v1/cards gives a card. */
const testBrave = (id: string, name: string, bp: number) => ({
  id,
  name,
  type: 'spirit',
  colors: ['red'],
  cost: 3,
  reduction: [],
  symbols: [],
  spiritTypes: [],
  levels: [{ level: 1, cores: 1, bp }],
  keywords: [],
  reminders: {},
  text: [],
});

/**
 * A page at seat `seat`'s table of an Eternal scenario's game (scenario-socket.ts), its test Braves
 * beside the BS01 cards the board reads, once decision `kind` is asked.
 */
async function servedAt(game: SagaGame, seat: 0 | 1, kind: string) {
  const opened = await openPage(started.browser());
  // Whether the first card name drawn on the table had its glyphs loaded then (card-glyphs.ts).
  await opened.page.addInitScript(`window.glyphsAtFirstCard = null;
    new MutationObserver((_, seen) => {
      const name = document.querySelector('.field-card .chip-name');
      if (!name) return;
      window.glyphsAtFirstCard = document.fonts.check('15px "Noto Sans JP"', name.textContent);
      seen.disconnect();
    }).observe(document, { childList: true, subtree: true });`);
  await opened.page.route(/\/v1\/cards\?game=battle-spirits&format=eternal$/, async (route) => {
    const real = (await (await route.fetch()).json()) as { cards: unknown[] };
    const cards = [
      ...real.cards,
      testBrave('T-BRAVE', 'ブレイヴテスト', 3000),
      testBrave('T-BRAVE2', 'ブレイヴテスト二', 2000),
    ];
    await route.fulfill({ json: { ...real, cards } });
  });
  const taken = await serveGame(opened.page, game, seat, { game: 'battle-spirits', format: 'eternal' });
  await openServedTable(opened.page, started.server().url, seat);
  const panel = opened.page.getByTestId('decision');
  await expect.poll(() => panel.getAttribute('data-kind')).toBe(kind);
  return { ...opened, taken, panel };
}

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
    // Eternal has its own deck builder (issue 22).
    expect(await page.getByRole('button', { name: 'Deck builder' }).count()).toBe(1);
    // The deck menus name the built-in decks as their lists do (their colours), not by their ids.
    for (const menu of ['Your deck', "AI's deck"])
      await expect
        .poll(() => page.getByLabel(menu).locator('option[value="BS01-A"]').innerText())
        .toBe('BS01 red and purple');
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

  it('builds an Eternal deck from its cards, shows each problem with its rule, saves it apart from Saga and plays it', async () => {
    const server = started.server();
    const query = 'game=battle-spirits&format=eternal';
    const cards = (
      (await (await fetch(`${server.url}/v1/cards?${query}`)).json()) as { cards: CardInfo[] }
    ).cards.filter((c) => !c.token);
    const builtIn = (
      (await (await fetch(`${server.url}/v1/decks?${query}`)).json()) as {
        decks: { id: string; name: string; cards: { id: string; count: number }[] }[];
      }
    ).decks;
    const { context, page, pageErrors } = await openPage(started.browser());

    // ---- a format the server does not host: one clear message, and the way back ----
    await page.goto(`${server.url}/?decks&for=battle-spirits/nonsense`);
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('This server hosts no game "battle-spirits/nonsense".');
    await page.getByRole('button', { name: 'Back to the lobby' }).click();

    // ---- offered in the lobby for Eternal: the builder of Eternal's cards ----
    await page.getByLabel('Game', { exact: true }).waitFor();
    await page.getByLabel('Game', { exact: true }).selectOption('battle-spirits/eternal');
    await page.getByRole('button', { name: 'Deck builder' }).click();
    expect(decodeURIComponent(page.url())).toMatch(/\?decks&for=battle-spirits\/eternal$/);
    expect(await page.locator('h1').innerText()).toContain('Battle Spirits Eternal');
    await page.locator('.card-list li').first().waitFor();
    const all = await listedCards(page);
    expect(all.slice().sort()).toEqual(cards.map((c) => c.id).sort());
    expect(all.every((id) => id.startsWith('BS01-'))).toBe(true);

    // ---- each filter holds the values the data has, and narrows the list to the cards with it ----
    const menu = (label: string) =>
      page
        .getByLabel(label, { exact: true })
        .locator('option')
        .evaluateAll((os) => os.map((o) => o.getAttribute('value') ?? '').filter((v) => v));
    expect(new Set(await menu('Colour'))).toEqual(new Set(cards.flatMap((c) => c.colors)));
    const pick = (label: string, value: string, has: (c: CardInfo) => boolean) =>
      checkDeckFilter(page, { label, value, all: all.length }, cards, has);
    await pick('Colour', 'purple', (c) => c.colors.includes('purple'));
    await pick('Type', 'nexus', (c) => c.type === 'nexus');
    await pick('Cost', '3', (c) => c.cost === 3);
    const family = cards.find((c) => c.spiritTypes.length > 0)!.spiritTypes[0]!;
    await pick('Family', family, (c) => c.spiritTypes.includes(family));
    expect(await menu('Keyword')).toEqual(['Awaken', 'Swift']);
    await pick('Keyword', 'Swift', (c) => (c.keywords ?? []).includes('Swift'));
    await shot(page, 'eternal-deck-1-filters');

    // ---- start from a built-in deck: legal by E225 and E229 ----
    const deck = builtIn.find((d) => d.id === 'BS01-A')!;
    const size = deck.cards.reduce((n, e) => n + e.count, 0);
    await page.getByLabel('Start from a built-in deck').selectOption(deck.id);
    await page.getByRole('button', { name: 'Start from it' }).click();
    expect(await deckCheckAnswer(page)).toBe('yes');
    await expect
      .poll(() => page.getByTestId('deck-check').innerText())
      .toMatch(new RegExp(`legal Eternal deck \\(E225, E229\\): ${size} cards`));
    expect(await page.getByTestId('deck-size').innerText()).toBe(String(size));

    // ---- break it: a fourth copy (E229), then too few cards (E225); each problem with its rule ----
    const three = deck.cards.find((e) => e.count === 3)!;
    const threeName = cards.find((c) => c.id === three.id)!.name;
    await page.locator(`[data-entry="${three.id}"] button[aria-label^="One more"]`).click();
    expect(await deckCheckAnswer(page)).toBe('no');
    expect(await page.locator(`[data-entry="${three.id}"]`).getAttribute('class')).toBe('over');
    const one = deck.cards.find((e) => e.count === 1)!;
    await page.locator(`[data-entry="${one.id}"] button[aria-label^="Remove every"]`).click();
    await expect.poll(() => page.getByTestId('deck-size').innerText()).toBe(String(size));
    await page.locator(`[data-entry="${three.id}"] button[aria-label^="One less"]`).click();
    expect(await deckCheckAnswer(page)).toBe('no');
    await expect
      .poll(() => page.getByTestId('deck-check').innerText())
      .toMatch(new RegExp(`40 or more cards; this one has ${size - 1}.*E225`));
    await page.locator(`[data-entry="${three.id}"] button[aria-label^="One more"]`).click();
    await expect
      .poll(() => page.getByTestId('deck-check').innerText())
      .toMatch(new RegExp(`4 cards named "${threeName}"; at most 3 are allowed.*E229`));
    await shot(page, 'eternal-deck-2-problems');
    await page.locator(`[data-entry="${three.id}"] button[aria-label^="One less"]`).click();
    await page.getByRole('searchbox').fill(one.id);
    await page.locator(`[data-card="${one.id}"] .cl-add`).click();
    expect(await deckCheckAnswer(page)).toBe('yes');

    // ---- saved in this browser for Eternal only ----
    await saveDeckAndLeave(page, 'E2E Eternal', 'eternal-deck-3-phone');
    const deckValues = () =>
      page
        .getByLabel('Your deck')
        .locator('option')
        .evaluateAll((os) => os.map((o) => o.getAttribute('value') ?? ''));
    await page.getByLabel('Game', { exact: true }).selectOption('battle-spirits');
    expect(await deckValues()).not.toContain('saved:E2E Eternal');
    await page.getByLabel('Game', { exact: true }).selectOption('battle-spirits/eternal');
    expect(await deckValues()).toContain('saved:E2E Eternal');

    // ---- played: the game is Eternal's, with the saved deck ----
    await startVsAi(page, server.url, {
      game: 'battle-spirits/eternal',
      name: 'Bashin',
      deck: 'saved:E2E Eternal',
      ai: 'random',
      aiDeck: 'BS01-B',
    });
    const info = await seatedGameInfo(page, server.url);
    expect(info.format).toBe('eternal');
    expect(info.players[0]).toMatchObject({ name: 'Bashin', deckName: 'E2E Eternal' });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);

  it('draws a Brave combined with a spirit under it, and its separation back onto the field (E751, E786)', async () => {
    // scenarios/eternal/brave/combine-and-separate.yaml: ブレイヴテスト (a test Brave of ours) has
    // been chosen to combine; p1 is asked which spirit it combines with.
    const game = sagaScenarioGameAt('eternal', 'brave/combine-and-separate.yaml', 'p1 braveTarget');
    expect(game.decision?.kind).toBe('braveTarget');
    const field = game.state.data.players[0].field;
    const spirit = field.find((c) => c.def === 'BS01-008')!.id;
    const brave = field.find((c) => c.def === 'T-BRAVE')!.id;
    const { context, page, pageErrors, taken, panel } = await servedAt(game, 0, 'braveTarget');
    // Not combined yet: the Brave is a spirit of its own on the field (E763).
    const braveOnField = page.locator(`.side-area.mine .field .field-card[data-obj="${brave}"]`);
    const braveUnder = page.locator(`.side-area.mine .slot.combined .brave-card[data-obj="${brave}"]`);
    expect(await braveOnField.count()).toBe(1);
    expect(await braveUnder.count()).toBe(0);

    // Combined by clicking the spirit on the board: the Brave is drawn under it, one card with it.
    await clickBoard(page, spirit);
    await expect.poll(() => panel.getAttribute('data-kind')).toBe('mainAction');
    await braveUnder.waitFor();
    expect(await braveOnField.count()).toBe(0);
    const combined = page.locator(`.side-area.mine .slot.combined .field-card[data-obj="${spirit}"]`);
    expect(await combined.getAttribute('title')).toMatch(
      /6000 BP, 2 cores.*combined with the Brave ブレイヴテスト$/,
    );
    expect(await braveUnder.getAttribute('aria-label')).toBe(
      'ブレイヴテスト, Brave combined with メタルバーン',
    );
    // (The log names the spirit by its object: a scenario's starting cards came by no event it saw.)
    await braveUnder.hover();
    await expect.poll(() => page.getByLabel('Card preview').innerText()).toContain('ブレイヴテスト');
    expect(await page.locator('.log').innerText()).toMatch(/combines? ブレイヴテスト with /);
    await fontsLoaded(page);
    await shot(page, 'eternal-3-brave-combined');

    // Separated (E786): the combined spirit clicked, "Separate" chosen, its Lv1 core placed.
    await clickBoard(page, spirit);
    // Its options (separate, and any other) are offered first in the panel, or its one is sent.
    const focused = panel.locator('.opt-group.focused');
    await expect
      .poll(
        async () => (await focused.count()) > 0 || (await panel.getAttribute('data-kind')) === 'placeCores',
      )
      .toBe(true);
    if ((await focused.count()) > 0)
      await focused.locator('button', { hasText: /^Separate ブレイヴテスト from メタルバーン$/ }).click();
    await expect.poll(() => panel.getAttribute('data-kind')).toBe('placeCores');
    const fromReserve = panel.getByRole('button', { name: /^One more from Reserve/ });
    if ((await panel.locator('output[aria-label^="Reserve"]').innerText()) === '0') await fromReserve.click();
    await panel.locator('button[data-confirm]').click();
    await expect.poll(() => panel.getAttribute('data-kind')).toBe('mainAction');
    await braveOnField.waitFor();
    expect(await braveUnder.count()).toBe(0);
    expect(await page.locator(`.side-area.mine .slot.combined`).count()).toBe(0);
    expect(
      await page.locator(`.side-area.mine .field-card[data-obj="${spirit}"]`).getAttribute('title'),
    ).not.toMatch(/Brave/);
    expect(await page.locator('.log').innerText()).toMatch(/separates? ブレイヴテスト from /);
    await fontsLoaded(page);
    await shot(page, 'eternal-4-brave-separated');
    expect(taken.length).toBe(3);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a combined spirit attacking with its Brave in the battle display, the BP of the pair (E770)', async () => {
    // scenarios/eternal/brave/combined-spirit-attacks-and-is-destroyed.yaml: メタルバーン combined with
    // ブレイヴテスト attacks; p2 (this page) is asked to block.
    const game = sagaScenarioGameAt(
      'eternal',
      'brave/combined-spirit-attacks-and-is-destroyed.yaml',
      'p2 block',
    );
    expect(game.decision?.kind).toBe('block');
    // Not blocking is the block's pass (its facts: docs/protocol.md); its id is only answered with.
    const noBlock = game.decision!.options!.find((o) => o.pass === true)!.id;
    const { context, page, pageErrors, taken, panel } = await servedAt(game, 1, 'block');
    // (The battle display is drawn on the table, and again with the decision on a phone.)
    // The names' glyphs were loaded before the table was first drawn: no name is drawn as boxes.
    expect(await page.evaluate('window.glyphsAtFirstCard')).toBe(true);
    const attacker = page
      .getByRole('main', { name: 'The table' })
      .getByTestId('battle')
      .locator('[data-battle=attacker]');
    expect(await attacker.innerText()).toBe('メタルバーン with the Brave ブレイヴテスト (level 1, 6000 BP)');
    // The attacker on the opponent's side, its Brave drawn under it.
    expect(await page.locator('.side-area.theirs .slot.combined.attacking .brave-card').count()).toBe(1);
    await fontsLoaded(page);
    await shot(page, 'eternal-5-brave-attacks');
    await panel.getByRole('button', { name: 'Do not block' }).click();
    await expect.poll(() => taken.length).toBe(1);
    expect(taken[0]).toEqual({ choose: [noBlock] });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

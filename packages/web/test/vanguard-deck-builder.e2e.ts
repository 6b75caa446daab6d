// End-to-end test: Cardfight!! Vanguard's deck builder (`?decks&for=vanguard`, issue 22). It is
// offered in the lobby for Vanguard; its filters (grade, unit type, trigger, skill, clan, race,
// nation) narrow the list to the main deck's cards (no G unit, 5.2.2.6) that have what they ask, as
// GET /v1/cards?game=vanguard gives them; it starts from a built-in deck; every problem of the
// server's check (5.2.2) is shown as a change breaks the deck; a saved deck is offered in the lobby
// and plays.
import { describe, expect, it } from 'vitest';
import type { VgCardInfo } from '../src/boards/vanguard/types.ts';
import {
  checkDeckFilter,
  deckCheckAnswer,
  deckStatsTotals,
  listedCards,
  mostCommon,
  openPage,
  saveDeckAndLeave,
  seatedGameInfo,
  serverAndBrowser,
  shot,
  startVsAi,
} from './helpers.ts';

const started = serverAndBrowser(20_261_133);

describe('Vanguard deck builder', () => {
  it('filters by each fact, starts from a built-in deck, shows every problem with its rule, saves and plays', async () => {
    const server = started.server();
    const cards = (
      (await (await fetch(`${server.url}/v1/cards?game=vanguard`)).json()) as { cards: VgCardInfo[] }
    ).cards.filter((c) => c.type !== 'g_unit');
    const builtIn = (
      (await (await fetch(`${server.url}/v1/decks?game=vanguard`)).json()) as {
        decks: { id: string; name: string; cards: { id: string; count: number }[] }[];
      }
    ).decks;
    const byId = new Map(cards.map((c) => [c.id, c]));
    const { context, page, pageErrors } = await openPage(started.browser());

    // ---- offered in the lobby for Vanguard ----
    await page.goto(server.url);
    await page.getByLabel('Game', { exact: true }).selectOption('vanguard');
    await page.getByRole('button', { name: 'Deck builder' }).click();
    expect(page.url()).toMatch(/\?decks&for=vanguard$/);
    expect(await page.locator('h1').innerText()).toContain('Cardfight!! Vanguard');
    await page.locator('.card-list li').first().waitFor();
    const all = await listedCards(page);
    expect(all.slice().sort()).toEqual(cards.map((c) => c.id).sort());

    // ---- each filter: fewer cards, and only the cards with what it asks ----
    const pick = (label: string, value: string, has: (c: VgCardInfo) => boolean) =>
      checkDeckFilter(page, { label, value, all: all.length }, cards, has);
    const common = (of: (c: VgCardInfo) => string[]) => mostCommon(cards, of);
    await pick('Grade', '2', (c) => c.grade === 2);
    await pick('Unit type', 'trigger_unit', (c) => c.type === 'trigger_unit');
    await pick('Trigger', 'heal', (c) => c.trigger === 'heal');
    await pick('Skill', 'boost', (c) => c.skills.includes('boost'));
    const clan = common((c) => [c.clan]);
    await pick('Clan', clan, (c) => c.clan === clan);
    const race = common((c) => [c.race]);
    await pick('Race', race, (c) => c.race === race);
    // A nation menu only when some card names one (2.17).
    const nations = cards.some((c) => c.nation);
    expect(await page.getByLabel('Nation', { exact: true }).count()).toBe(nations ? 1 : 0);
    if (nations) {
      const nation = common((c) => (c.nation ? [c.nation] : []));
      await pick('Nation', nation, (c) => c.nation === nation);
    }
    await shot(page, 'vanguard-deck-1-filters');

    // ---- start from a built-in deck: legal, 50 cards, counted by type and along the curve by grade ----
    const deck = builtIn[0]!;
    await page.getByLabel('Start from a built-in deck').selectOption(deck.id);
    await page.getByRole('button', { name: 'Start from it' }).click();
    expect(await deckCheckAnswer(page)).toBe('yes');
    await expect
      .poll(() => page.getByTestId('deck-check').innerText())
      .toMatch(/legal Vanguard main deck \(5\.2\.2\): 50 cards/);
    expect(await page.getByTestId('deck-size').innerText()).toBe('50');
    expect(await deckStatsTotals(page)).toEqual({ types: 50, curve: 50 });

    // ---- break it: a fifth copy (5.2.2.2, 5.2.2.1), then a trigger short (5.2.2.3) ----
    const four = deck.cards.find((e) => e.count === 4 && !byId.get(e.id)?.trigger)!;
    await page.locator(`[data-entry="${four.id}"] button[aria-label^="One more"]`).click();
    expect(await deckCheckAnswer(page)).toBe('no');
    let problems = await page.getByTestId('deck-check').innerText();
    expect(problems).toMatch(
      new RegExp(`5 cards named ${byId.get(four.id)!.name}: at most four.*5\\.2\\.2\\.2`),
    );
    expect(problems).toMatch(/exactly fifty cards, not 51.*5\.2\.2\.1/);
    await page.locator(`[data-entry="${four.id}"] button[aria-label^="One less"]`).click();
    const trigger = deck.cards.find((e) => byId.get(e.id)?.trigger)!;
    await page.locator(`[data-entry="${trigger.id}"] button[aria-label^="One less"]`).click();
    await page.locator(`[data-entry="${four.id}"] button[aria-label^="One more"]`).click();
    await page.locator(`[data-entry="${four.id}"] button[aria-label^="One less"]`).click();
    expect(await deckCheckAnswer(page)).toBe('no');
    problems = await page.getByTestId('deck-check').innerText();
    expect(problems).toMatch(/exactly sixteen trigger units, not 15.*5\.2\.2\.3/);
    await shot(page, 'vanguard-deck-2-problems');
    await page.locator(`[data-entry="${trigger.id}"] button[aria-label^="One more"]`).click();
    expect(await deckCheckAnswer(page)).toBe('yes');

    // ---- saved, offered in the lobby's Vanguard menus, and played ----
    await saveDeckAndLeave(page, 'E2E Vanguard', 'vanguard-deck-3-phone');
    await startVsAi(page, server.url, {
      game: 'vanguard',
      name: 'Aichi',
      deck: 'saved:E2E Vanguard',
      ai: 'random',
      aiDeck: builtIn[1]?.id ?? deck.id,
    });
    const info = await seatedGameInfo(page, server.url);
    expect(info.game).toBe('vanguard');
    expect(info.players[0]).toMatchObject({ name: 'Aichi', deckName: 'E2E Vanguard' });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);
});

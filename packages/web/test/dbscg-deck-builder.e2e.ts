// End-to-end test: the deck builder for the Dragon Ball Super Card Game (`?decks&for=dbscg`). It is
// offered in the lobby for DBSCG; its filters (colour, card type, energy cost, character, special
// trait, keyword) narrow the list to the cards that have what they ask, as GET /v1/cards?game=dbscg
// gives them; it starts from a built-in deck (GET /v1/decks), shows the leader apart from the fifty
// cards, the cost curve and the type counts; every problem of the server's deck check (5-1) is shown
// as a change breaks the deck; a text list is exported and imported; a saved deck is offered in the
// lobby and plays.
import { describe, expect, it } from 'vitest';
import {
  checkDeckFilter,
  deckCheckAnswer,
  deckStatsTotals,
  listedCards,
  mostCommon,
  openPage,
  saveDeckAndLeave,
  serverAndBrowser,
  shot,
} from './helpers.ts';

const started = serverAndBrowser(20_261_130);

interface Card {
  id: string;
  name: string;
  type: 'leader' | 'battle' | 'extra';
  colors: string[];
  cost?: { total: number };
  characters: string[];
  traits: string[];
  keywords: string[];
}

describe('DBSCG deck builder', () => {
  it('filters by each fact, starts from a built-in deck, shows the leader apart and every problem', async () => {
    const server = started.server();
    const cards = ((await (await fetch(`${server.url}/v1/cards?game=dbscg`)).json()) as { cards: Card[] })
      .cards;
    const byId = new Map(cards.map((c) => [c.id, c]));
    const builtIn = (
      (await (await fetch(`${server.url}/v1/decks?game=dbscg`)).json()) as {
        decks: { id: string; name: string; cards: { id: string; count: number }[] }[];
      }
    ).decks;
    const { context, page, pageErrors } = await openPage(started.browser());

    // ---- offered in the lobby for DBSCG ----
    await page.goto(server.url);
    await page.getByLabel('Game', { exact: true }).selectOption('dbscg');
    await page.getByRole('button', { name: 'Deck builder' }).click();
    expect(page.url()).toMatch(/\?decks&for=dbscg/);
    await page.locator('.card-list li').first().waitFor();
    expect(await deckCheckAnswer(page)).toBe('no');

    // ---- each filter: fewer cards, and only cards that have what it asks ----
    const all = await listedCards(page);
    expect(all.slice().sort()).toEqual(cards.map((c) => c.id).sort());
    const pick = (label: string, value: string, has: (c: Card) => boolean) =>
      checkDeckFilter(page, { label, value, all: all.length }, cards, has);
    const common = <K extends 'characters' | 'traits' | 'keywords'>(k: K) => mostCommon(cards, (c) => c[k]);
    await pick('Colour', 'blue', (c) => c.colors.includes('blue'));
    await pick('Card type', 'leader', (c) => c.type === 'leader');
    await pick('Energy cost', '2', (c) => c.cost?.total === 2);
    const character = common('characters');
    await pick('Character', character, (c) => c.characters.includes(character));
    const trait = common('traits');
    await pick('Special trait', trait, (c) => c.traits.includes(trait));
    const keyword = common('keywords');
    await pick('Keyword', keyword, (c) => c.keywords.includes(keyword));
    // Sorting by name.
    await page.getByLabel('Sort by').selectOption('name');
    const names = (await listedCards(page)).map((id) => byId.get(id)!.name);
    expect(names).toEqual(names.slice().sort((a, b) => a.localeCompare(b)));
    await shot(page, 'dbscg-deck-1-filters');

    // ---- start from a built-in deck: legal, its leader apart, 50 cards ----
    const deck = builtIn[0]!;
    const leader = deck.cards.find((e) => byId.get(e.id)?.type === 'leader')!;
    await page.getByLabel('Start from a built-in deck').selectOption(deck.id);
    await page.getByRole('button', { name: 'Start from it' }).click();
    expect(await deckCheckAnswer(page)).toBe('yes');
    await expect.poll(() => page.getByTestId('deck-check').innerText()).toMatch(/legal DBSCG deck.*50 cards/);
    expect(await page.getByTestId('deck-size').innerText()).toBe('50');
    const apart = page.getByRole('group', { name: 'Leader' });
    expect(
      await apart.locator('[data-entry]').evaluateAll((els) => els.map((e) => e.getAttribute('data-entry'))),
    ).toEqual([leader.id]);
    expect(
      await page.getByRole('list', { name: 'Deck' }).locator(`[data-entry="${leader.id}"]`).count(),
    ).toBe(0);
    // The statistics: type counts add up to 50, the curve's bars too.
    expect(await deckStatsTotals(page)).toEqual({ types: 50, curve: 50 });
    await shot(page, 'dbscg-deck-2-built-in');

    // ---- break it: no leader, then a fifth copy; each problem is shown with its rule ----
    await apart.getByRole('button', { name: /^Remove every/ }).click();
    expect(await deckCheckAnswer(page)).toBe('no');
    await expect.poll(() => page.getByTestId('deck-check').innerText()).toMatch(/Leader Card.*5-1-2/s);
    expect(await apart.innerText()).toMatch(/No leader yet/);
    await page.getByRole('searchbox').fill(leader.id);
    await page.locator(`[data-card="${leader.id}"] .cl-add`).click();
    expect(await deckCheckAnswer(page)).toBe('yes');
    const four = deck.cards.find((e) => e.count === 4 && e.id !== leader.id)!;
    await page.locator(`[data-entry="${four.id}"] button[aria-label^="One more"]`).click();
    expect(await deckCheckAnswer(page)).toBe('no');
    const problems = await page.getByTestId('deck-check').innerText();
    expect(problems).toMatch(new RegExp(`5 copies of .*${four.id}.*5-1-3-1`));
    expect(problems).toMatch(/exactly 50 cards; this one has 51.*5-1-3/);
    await shot(page, 'dbscg-deck-3-problems');
    await page.locator(`[data-entry="${four.id}"] button[aria-label^="One less"]`).click();
    expect(await deckCheckAnswer(page)).toBe('yes');

    // ---- export and import the text list ----
    await page.getByLabel('Deck name').fill('E2E DBS');
    await page.getByText('Import / export as text').click();
    const exported = await page.getByLabel('This deck as text').inputValue();
    expect(exported).toContain('# name: E2E DBS');
    expect(exported).toContain(`1 ${leader.id}`);
    expect(exported).toContain(`4 ${four.id}`);
    await page.getByLabel(/Deck list to import/).fill(`1 ${leader.id}\n4 ${four.id}`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByTestId('deck-size').innerText()).toBe('4');
    expect(await deckCheckAnswer(page)).toBe('no');
    await expect
      .poll(() => page.getByTestId('deck-check').innerText())
      .toMatch(/exactly 50 cards; this one has 4/);
    await page.getByLabel(/Deck list to import/).fill(exported);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // The import is a request: until its answer the builder still shows the 4-card deck and its check.
    await expect.poll(() => page.getByTestId('deck-size').innerText()).toBe('50');
    expect(await deckCheckAnswer(page)).toBe('yes');

    // ---- saved, it is offered in the lobby's DBSCG deck menu ----
    await saveDeckAndLeave(page, 'E2E DBS', 'dbscg-deck-4-phone');
    await page.getByLabel('Game', { exact: true }).selectOption('dbscg');
    const values = await page
      .getByLabel('Your deck')
      .locator('option')
      .evaluateAll((els) => els.map((e) => e.getAttribute('value') ?? ''));
    expect(values).toContain('saved:E2E DBS');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

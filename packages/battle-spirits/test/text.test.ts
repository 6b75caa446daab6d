// The card text generated from the project's definitions (text.ts) says what the engine does: one
// expectation per class of wording, each on a real card whose definition uses it.
import { beforeAll, describe, expect, it } from 'vitest';
import { cardText, EFFECT_CARDS, readSagaPool, VANILLA_CARDS, type SagaPool } from '../src/index.ts';

let pool: SagaPool;
beforeAll(async () => {
  pool = await readSagaPool();
});

/** The generated lines of a card of the Saga pool. */
function lines(id: string): string[] {
  const card = pool.registry.all().find((c) => c.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return cardText(card);
}

describe('generated card text', () => {
  it('every defined card, of the pool and the test cards, gets text without holes', () => {
    const cards = [
      ...pool.registry.all().filter((c) => pool.defined.has(c.id)),
      ...VANILLA_CARDS,
      ...EFFECT_CARDS,
    ];
    expect(cards.length).toBeGreaterThan(600);
    for (const c of cards) {
      const text = cardText(c);
      expect(text, c.id).toHaveLength(c.abilities.length);
      for (const l of text) expect(l, c.id).not.toMatch(/undefined|NaN|\[object|\s\s|\ba [aeiou]/i);
    }
  });

  it('"as many of <cards> as <a number>": the cards first, then how many (BSS01-051)', () => {
    expect(lines('BSS01-051')[0]).toBe(
      "[LV1/2/3] When This Spirit Attacks: You may pay this spirit's soul core to: As many of your white spirits as the number of nexuses on the field: cannot be blocked by spirits during this turn.",
    );
  });

  it('a condition and its opposite read "Otherwise"; a later condition in a block reads "now" (BSS01-072)', () => {
    expect(lines('BSS01-072')[0]).toBe(
      '[LV1/2/3] When This Spirit Attacks or Blocks: If your soul core is not in your trash: Send 1 core from your trash to your reserve. Otherwise: (Send 1 core from your trash to your reserve. If your soul core is now in your reserve: This spirit gains 3000 BP during this turn.)',
    );
    expect(lines('BSS01-119')[0]).toBe(
      "[Main/Flash] If the soul core was used to pay this card's cost: One of your opponent's spirits with 6000 BP or less: destroy it. Otherwise: One of your opponent's spirits with 3000 BP or less: destroy it.",
    );
  });

  it('a colour goes with both nouns of a pair, and the effects protected from are whose they are (BSS01-112)', () => {
    expect(lines('BSS01-112')[0]).toBe(
      "[LV1/2] [While you have a burst set] All your white nexuses cannot be destroyed by the effects of your opponent's red spirits or red magic cards.",
    );
    expect(lines('BSS02-050')[0]).toBe(
      "[LV1/2] [While this card has a soul core] This spirit cannot be selected by the effects of your opponent's spirits. This spirit cannot have cores removed by the effects of your opponent's spirits.",
    );
  });

  it('a filter on "this spirit" is said as a condition, not dropped (BSS01-024, BSS01-042)', () => {
    expect(lines('BSS01-024')[0]).toBe(
      "When this spirit (if it has a soul core) Is Destroyed: One of your opponent's spirits with 4000 BP or less: destroy it.",
    );
    expect(lines('BSS01-042')[0]).toBe(
      '[LV1/2] While This Spirit Attacks: This spirit (if it has a soul core) gains 【Curse】.',
    );
  });

  it('cards taken from the deck are cards, and a single top card reads "it" (BSS01-008, BSS01-103, BSS03-108)', () => {
    expect(lines('BSS01-008')[0]).toBe(
      '[LV1/2] When This Spirit Attacks: Reveal the top card of your deck. Add it to your hand if it is a TERRASAUR spirit card. Otherwise, put it back on the top of your deck.',
    );
    expect(lines('BSS01-103')[0]).toBe(
      '[LV1/2] When Placed: Reveal the top cards, as many as the number of your STAR DRAGON spirits, of your deck. Add one of the red spirit cards from among them to your hand. Put the rest on the bottom of your deck in any order.',
    );
    expect(lines('BSS03-108')[0]).toBe(
      '[LV2] During Either Attack Step: When a spirit Is Destroyed: Look at the top card of your deck. You may discard it. Otherwise, put it back on the top of your deck.',
    );
  });

  it('"for each": of the counted cards, of the discarded cards, of the cores on it (BSS01-008, BSS03-085, BSS02-114)', () => {
    expect(lines('BSS01-008')[1]).toBe(
      '[LV2] While This Spirit Attacks: This spirit gains 1000 BP for each of your TERRASAUR spirits.',
    );
    expect(lines('BSS03-085')[1]).toBe(
      "[LV2/3] While This Spirit Attacks: When This Spirit's Crush Discards a spirit card: This spirit gains 1000 BP for each discarded spirit card during this turn.",
    );
    expect(lines('BSS02-114')[1]).toBe(
      '[LV2] During Either Attack Step: All your spirits with no effects gain 1000 BP for each core on it.',
    );
  });

  it("several cards go to their owners' hands and decks, and are summoned without paying their cost (BSS01-053, BSS04-056, BSS05-123)", () => {
    expect(lines('BSS01-053')[0]).toBe(
      "[LV1/2/3] When Summoned: Return all spirits with 3000 BP or less to their owners' hands.",
    );
    expect(lines('BSS04-056')[1]).toBe(
      "When This Spirit Is Blocked: Return all your opponent's blocking spirits with cost 7 or less to the bottom of their owners' decks.",
    );
    expect(lines('BSS05-123')[0]).toMatch(
      /^\[Main\] Summon up to 2 of your spirit cards in your trash with cost 2 without paying their cost\./,
    );
  });

  it('a cost or level between two bounds reads as one range; "up to one" in words (BSS01-039, BSS02-023, BSS02-129, BSS02-024)', () => {
    expect(lines('BSS01-039')[0]).toBe(
      'During Either Attack Step: 【Immortal: One of your spirits with cost 4 or 5】',
    );
    expect(lines('BSS02-023')[0]).toBe(
      'During Either Attack Step: 【Immortal: One of your spirits with cost 6 to 10】',
    );
    expect(lines('BSS02-129')[0]).toBe(
      '[Main] All your yellow spirits cannot be blocked by spirits with LV2 during this turn.',
    );
    expect(lines('BSS02-024')[0]).toBe(
      '[LV1/2] When Summoned: Summon up to one of your spirit cards in your trash with cost 2 or less, exhausted.',
    );
  });

  it('the cards an effect discarded are "the discarded cards", sorted by what they are (BSS01-107, BSS02-035, BSS04-051, BSS02-022)', () => {
    expect(lines('BSS01-107')[0]).toBe(
      "[LV1/2] When Placed: Discard the top card of your deck. If no discarded card is a spirit card in your trash and a discarded card is in your trash: Move 1 core from one of your opponent's spirits to their owner's reserve.",
    );
    expect(lines('BSS02-035')[1]).toBe(
      'When Summoned From Your Hand: Discard the top card of your deck. If no discarded card is a spirit card in your trash: Exhaust this spirit.',
    );
    expect(lines('BSS04-051')[0]).toBe(
      "When Summoned: Discard the top card of your opponent's deck. If a discarded card is a spirit card in your trash: Draw a card. Otherwise: Place 1 core from the void onto this spirit.",
    );
    expect(lines('BSS02-022')[0]).toBe(
      "[LV1/2/3] When This Spirit Attacks: Discard the top 3 cards of your deck. Move all the cores but one from as many of your opponent's spirits as the number of discarded spirit cards to their owner's reserve.",
    );
  });

  it('a condition on the chosen cards says which of them it asks for (BSS03-132, BSS05-132, ST03-014)', () => {
    expect(lines('BSS03-132')[1]).toBe(
      '[Main/Flash] Select one of the spirits with cost 5 or more. If a chosen card on the field is a green spirit: Refresh the chosen card(s). If no chosen card on the field is a green spirit: Exhaust the chosen card(s).',
    );
    expect(lines('BSS05-132')[0]).toBe(
      "[Main/Flash] Select one of your opponent's spirits. If a chosen card on the field is a spirit with 【Astral】: Return the chosen card(s) to its owner's hand. If a chosen card on the field is a spirit with no 【Astral】: Exhaust the chosen card(s).",
    );
    expect(lines('ST03-014')[1]).toBe(
      '[Flash] Select 2 of your spirits. The chosen card(s) that are exhausted cannot attack during this turn. Refresh the chosen card(s).',
    );
  });

  it('a cost set for cards in the hand says so (BSS01-117)', () => {
    expect(lines('BSS01-117')[0]).toBe(
      '[Main] During this turn: all your STAR DRAGON spirit cards in your hand have a cost equal to your life.',
    );
  });

  it("a player's count says whose cards it counts; at most 0 is 0 (BSS02-027, BSS01-099, BSS03-056)", () => {
    expect(lines('BSS02-027')[1]).toBe(
      '[LV3] [While the number of your spirits destroyed this turn is 1 or more] At the Start of Each End Step: Draw 2 cards.',
    );
    expect(lines('BSS01-099')[0]).toBe(
      '[LV2/3] [While the number of magic cards you used this turn is 0] All your magic cards cost 1 less.',
    );
    expect(lines('BSS03-056')[1]).toBe(
      "[LV1/2] When This Spirit Blocks: If the number of cards your opponent drew by effects this turn is 1 or more: Return one of your opponent's spirits to its owner's hand.",
    );
  });

  it('a conditional step written several times reads the condition each time (BSS03-006)', () => {
    expect(lines('BSS03-006')[1]).toBe(
      '[LV2/3] At the Start of Your End Step: Do this three times: (If the number of cards in your hand is 2 or less: Draw a card.)',
    );
  });

  it('cores moved from or onto several cards: "each of" them (BSS03-017, BSS03-023, ST06-016)', () => {
    expect(lines('BSS03-017')[1]).toBe(
      "[LV1/2/3] When Destroyed: Move 1 core from each of 2 of your opponent's spirits to their owner's reserve. Place cores equal to the number of your opponent's spirits destroyed by this effect from the void into your reserve.",
    );
    expect(lines('BSS03-023')[1]).toBe(
      "[LV2] When Destroyed By Opponent: Move 1 core from each of your opponent's refreshed spirits to their owner's reserve.",
    );
    expect(lines('ST06-016')[0]).toBe('[Main] Place 1 core from the void onto each of 2 of your nexuses.');
  });

  it('which cores before how many: "cores that are not your soul core, as many as ..." (BSS03-001)', () => {
    expect(lines('BSS03-001')[1]).toBe(
      '[LV2/3] At the Start of Your Attack Step: Place cores that are not your soul core, as many as the number of your nexuses with "Ruby Sanctuary" in the name, from your trash onto this spirit, twice.',
    );
  });

  it('a trigger condition on the card that set it off is read with the trigger (BSS03-066)', () => {
    expect(lines('BSS03-066')[1]).toBe(
      "[LV2] While This Spirit Attacks: When one of your spirits Is Summoned, if the soul core was used to pay that card's cost: Refresh this spirit.",
    );
  });

  it('a nexus is placed, symbols are counted, a discarded spirit is a card (BSS03-099, BSS03-122, BSS03-081)', () => {
    expect(lines('BSS03-099')[0]).toBe(
      'When one of your blue nexuses Is Placed: This spirit is treated as LV3 during this turn.',
    );
    expect(lines('BSS03-122')[0]).toBe(
      '[Main/Flash] One of the spirits with a soul core is treated as having two Red symbols during this turn.',
    );
    expect(lines('BSS03-081')[1]).toBe(
      "[LV2] When This Spirit Attacks: You may discard a spirit card with 【Crush】 from your hand to: Discard the top 6 cards of your opponent's deck.",
    );
  });

  it('a rule or keyword given to every match reads in the plural (BSS02-128, BSS04-044)', () => {
    expect(lines('BSS02-128')).toEqual([
      '【Burst: When Opponent Resolves a Spirit\'s "When Summoned" Effect】 All your spirits gain the OTHERLANDER spirit type during this turn. Afterwards, pay its cost to resolve its Main effect as well, if you wish.',
      "[Main] If you have at least 3 OTHERLANDER spirits: All your opponent's nexuses lose their effects and cannot get them back during this turn.",
    ]);
    expect(lines('BSS04-044')[0]).toBe(
      'At the Start of Your Start Step: All your spirits with cost 2 or less gain 【Luster】 during this turn.',
    );
  });

  it('drawing up to a hand size, discarding by a count (BSS06-012, BSS05-092)', () => {
    expect(lines('BSS06-012')[2]).toBe(
      "[LV2/3] While This Spirit Attacks: When You Reduce Your Opponent's Life: Draw until you have 4 cards in your hand.",
    );
    expect(lines('BSS05-092')[0]).toContain(
      "Discard cards from the top of your opponent's deck, as many as the number of your opponent's spirits destroyed by this effect.",
    );
  });
});

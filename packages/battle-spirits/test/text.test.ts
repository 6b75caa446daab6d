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

  it('"as many <cards> as <a number>": the cards first, then how many (BSS01-051)', () => {
    expect(lines('BSS01-051')[0]).toBe(
      "[LV1/2/3] On This Spirit's Attack: You may pay the soul core on this spirit, and if you do: As many white spirits you control as the number of nexuses on the field: unblockable by spirits until the turn ends.",
    );
  });

  it('a condition and its opposite read "Otherwise"; a later condition in a block reads "now" (BSS01-072)', () => {
    expect(lines('BSS01-072')[0]).toBe(
      "[LV1/2/3] On This Spirit's Attack or Block: If your soul core is not in your trash: Move 1 core out of your trash into your reserve. Otherwise: (Move 1 core out of your trash into your reserve. If your soul core is now in your reserve: This spirit: +3000 BP until the turn ends.)",
    );
    expect(lines('BSS01-119')[0]).toBe(
      "[Main/Flash] If the soul core was used to pay this card's cost: Destroy 1 opposing spirit with at most 6000 BP. Otherwise: Destroy 1 opposing spirit with at most 3000 BP.",
    );
  });

  it('a colour goes with both nouns of a pair, and the effects protected from are whose they are (BSS01-112)', () => {
    expect(lines('BSS01-112')[0]).toBe(
      '[LV1/2] [While you have a burst set] All white nexuses you control: immune to destruction by effects of opposing red spirits or red magic cards.',
    );
    expect(lines('BSS02-050')[0]).toBe(
      '[LV1/2] [While this card has a soul core] This spirit: immune to selection by effects of opposing spirits. This spirit: immune to core removal by effects of opposing spirits.',
    );
  });

  it('Eternal\'s "cannot combine" constant names the Brave it bars (E803, a test card)', () => {
    const base = pool.registry.get('BSS01-051');
    const sealed = {
      ...base,
      abilities: [
        {
          kind: 'constant' as const,
          levels: [1],
          apply: [{ cannotCombine: true as const, to: { side: 'self' as const } }],
        },
      ],
    };
    expect(cardText(sealed)).toEqual(['[LV1] This spirit: no Brave can combine with it.']);
  });

  it('a filter on "this spirit" is said as a condition, not dropped (BSS01-024, BSS01-042)', () => {
    expect(lines('BSS01-024')[0]).toBe(
      'When this spirit (if it has a soul core) Gets Destroyed: Destroy 1 opposing spirit with at most 4000 BP.',
    );
    expect(lines('BSS01-042')[0]).toBe(
      '[LV1/2] As Long as It Is Attacking: This spirit (if it has a soul core) has 【Curse】.',
    );
  });

  it('cards taken from the deck are cards, and a single top card reads "it" (BSS01-008, BSS01-103, BSS03-108)', () => {
    expect(lines('BSS01-008')[0]).toBe(
      "[LV1/2] On This Spirit's Attack: Reveal your deck's top card. If that card is a TERRASAUR spirit card, put it into your hand; if not, it stays on top of your deck.",
    );
    expect(lines('BSS01-103')[0]).toBe(
      '[LV1/2] When Placed: Reveal as many cards as the number of STAR DRAGON spirits you control from the top of your deck. Of those, 1 red spirit card goes to your hand. The others go under your deck, ordered as you like.',
    );
    expect(lines('BSS03-108')[0]).toBe(
      "[LV2] In Any Attack Step: When a spirit Gets Destroyed: Look at your deck's top card. You may discard it; if not, it stays on top of your deck.",
    );
  });

  it('"per": of the counted cards, of the discarded cards, of the cores on it (BSS01-008, BSS03-085, BSS02-114)', () => {
    expect(lines('BSS01-008')[1]).toBe(
      '[LV2] As Long as It Is Attacking: This spirit: +1000 BP per TERRASAUR spirit you control.',
    );
    expect(lines('BSS03-085')[1]).toBe(
      "[LV2/3] As Long as It Is Attacking: When This Spirit's Crush Discards a spirit card: This spirit: +1000 BP per discarded spirit card until the turn ends.",
    );
    expect(lines('BSS02-114')[1]).toBe(
      '[LV2] In Any Attack Step: All spirits you control with no effects: +1000 BP per core on it.',
    );
  });

  it("several cards go to their owners' hands and decks, and are summoned without paying for them (BSS01-053, BSS04-056, BSS05-123)", () => {
    expect(lines('BSS01-053')[0]).toBe(
      '[LV1/2/3] When Summoned: Return all spirits with at most 3000 BP to the hands of their owners.',
    );
    expect(lines('BSS04-056')[1]).toBe(
      'On This Spirit Being Blocked: Put all opposing blocking spirits with a cost of at most 7 under the decks of their owners.',
    );
    expect(lines('BSS05-123')[0]).toMatch(
      /^\[Main\] Summon up to 2 spirit cards in your trash with a cost of 2 without paying for them\./,
    );
  });

  it('a cost or level between two bounds reads as one range (BSS01-039, BSS02-023, BSS02-129, BSS02-024)', () => {
    expect(lines('BSS01-039')[0]).toBe(
      'In Any Attack Step: 【Immortal: A spirit you control with a cost of 4 or 5】',
    );
    expect(lines('BSS02-023')[0]).toBe(
      'In Any Attack Step: 【Immortal: A spirit you control with a cost of 6 to 10】',
    );
    expect(lines('BSS02-129')[0]).toBe(
      '[Main] All yellow spirits you control: unblockable by spirits with LV2 until the turn ends.',
    );
    expect(lines('BSS02-024')[0]).toBe(
      '[LV1/2] When Summoned: Summon up to 1 spirit card in your trash with a cost of at most 2, exhausted.',
    );
  });

  it('the cards an effect discarded are "the discarded cards", sorted by what they are (BSS01-107, BSS02-035, BSS04-051, BSS02-022)', () => {
    expect(lines('BSS01-107')[0]).toBe(
      "[LV1/2] When Placed: Discard 1 card off the top of your deck. If no discarded card is a spirit card in your trash and a discarded card is in your trash: Move 1 core from 1 opposing spirit to their owner's reserve.",
    );
    expect(lines('BSS02-035')[1]).toBe(
      'When Summoned out of Your Hand: Discard 1 card off the top of your deck. If no discarded card is a spirit card in your trash: Exhaust this spirit.',
    );
    expect(lines('BSS04-051')[0]).toBe(
      "When Summoned: Discard 1 card off the top of the opponent's deck. If a discarded card is a spirit card in your trash: Draw 1 card. Otherwise: Put 1 core onto this spirit out of the void.",
    );
    expect(lines('BSS02-022')[0]).toBe(
      "[LV1/2/3] On This Spirit's Attack: Discard 3 cards off the top of your deck. Move all the cores but one from as many opposing spirits as the number of discarded spirit cards to their owner's reserve.",
    );
  });

  it('a condition on the chosen cards says which of them it asks for (BSS03-132, BSS05-132, ST03-014)', () => {
    expect(lines('BSS03-132')[1]).toBe(
      '[Main/Flash] Select 1 spirit with a cost of at least 5. If a chosen card on the field is a green spirit: Refresh the chosen card(s). If no chosen card on the field is a green spirit: Exhaust the chosen card(s).',
    );
    expect(lines('BSS05-132')[0]).toBe(
      '[Main/Flash] Select 1 opposing spirit. If a chosen card on the field is a spirit with 【Astral】: Return the chosen card(s) to the hand of its owner. If a chosen card on the field is a spirit with no 【Astral】: Exhaust the chosen card(s).',
    );
    expect(lines('ST03-014')[1]).toBe(
      '[Flash] Select 2 spirits you control. The chosen card(s) that are exhausted may not attack until the turn ends. Refresh the chosen card(s).',
    );
  });

  it('a cost set for cards in the hand says so (BSS01-117)', () => {
    expect(lines('BSS01-117')[0]).toBe(
      '[Main] Until the turn ends, the cost of each STAR DRAGON spirit card in your hand is your life.',
    );
  });

  it("a player's count says whose cards it counts; at most 0 is 0 (BSS02-027, BSS01-099, BSS03-056)", () => {
    expect(lines('BSS02-027')[1]).toBe(
      '[LV3] [While the number of your spirits destroyed this turn is 1 or more] As Any End Step Begins: Draw 2 cards.',
    );
    expect(lines('BSS01-099')[0]).toBe(
      '[LV2/3] [While the number of magic cards you used this turn is 0] All magic cards of yours cost 1 less.',
    );
    expect(lines('BSS03-056')[1]).toBe(
      "[LV1/2] On This Spirit's Block: If the number of cards your opponent drew by effects this turn is 1 or more: Return 1 opposing spirit to the hand of its owner.",
    );
  });

  it('a conditional step written several times reads the condition each time (BSS03-006)', () => {
    expect(lines('BSS03-006')[1]).toBe(
      '[LV2/3] As Your End Step Begins: Do this three times: (If the number of cards in your hand is 2 or less: Draw 1 card.)',
    );
  });

  it('cores moved from or onto several cards: "each of" them (BSS03-017, BSS03-023, ST06-016)', () => {
    expect(lines('BSS03-017')[1]).toBe(
      "[LV1/2/3] When Destroyed: Move 1 core from each of 2 opposing spirits to their owner's reserve. Put cores equal to the number of opposing spirits this effect has destroyed into your reserve out of the void.",
    );
    expect(lines('BSS03-023')[1]).toBe(
      "[LV2] When Destroyed by the Opponent: Move 1 core from each opposing refreshed spirit to their owner's reserve.",
    );
    expect(lines('ST06-016')[0]).toBe(
      '[Main] Put 1 core onto each of 2 nexuses you control out of the void.',
    );
  });

  it('which cores before how many: "cores that are not your soul core, as many as ..." (BSS03-001)', () => {
    expect(lines('BSS03-001')[1]).toBe(
      '[LV2/3] As Your Attack Step Begins: Put cores that are not your soul core, as many as the number of nexuses you control with a name containing "Ruby Sanctuary", onto this spirit out of your trash, twice.',
    );
  });

  it('a trigger condition on the card that set it off is read with the trigger (BSS03-066)', () => {
    expect(lines('BSS03-066')[1]).toBe(
      "[LV2] As Long as It Is Attacking: When a spirit you control Gets Summoned, if the soul core was used to pay that card's cost: Refresh this spirit.",
    );
  });

  it('a nexus is placed, symbols are counted, a discarded spirit is a card (BSS03-099, BSS03-122, BSS03-081)', () => {
    expect(lines('BSS03-099')[0]).toBe(
      'When a blue nexus you control Gets Placed: This spirit counts as LV3 until the turn ends.',
    );
    expect(lines('BSS03-122')[0]).toBe(
      '[Main/Flash] 1 spirit with a soul core counts as having two Red symbols until the turn ends.',
    );
    expect(lines('BSS03-081')[1]).toBe(
      "[LV2] On This Spirit's Attack: You may discard 1 spirit card with 【Crush】 from your hand, and if you do: Discard 6 cards off the top of the opponent's deck.",
    );
  });

  it('a rule or keyword given to every match reads in the plural (BSS02-128, BSS04-044)', () => {
    expect(lines('BSS02-128')).toEqual([
      '【Burst: After the Opponent Resolves the "When Summoned" Effect of a Spirit】 All spirits you control gain the OTHERLANDER spirit type until the turn ends. Afterwards, pay its cost to resolve its Main effect as well, if you wish.',
      '[Main] If you have at least 3 OTHERLANDER spirits: All opposing nexuses: stripped of their effects; nothing can give them back until the turn ends.',
    ]);
    expect(lines('BSS04-044')[0]).toBe(
      'As Your Start Step Begins: All spirits you control with a cost of at most 2 gain 【Luster】 until the turn ends.',
    );
  });

  it('drawing up to a hand size, discarding by a count (BSS06-012, BSS05-092)', () => {
    expect(lines('BSS06-012')[2]).toBe(
      '[LV2/3] As Long as It Is Attacking: On Taking Life from the Opponent: Draw until you have 4 cards in your hand.',
    );
    expect(lines('BSS05-092')[0]).toContain(
      "Discard cards off the top of the opponent's deck: as many as the number of opposing spirits this effect has destroyed.",
    );
  });
});

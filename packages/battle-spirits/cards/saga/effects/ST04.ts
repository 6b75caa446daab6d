// Arbiter's own definitions of the ST04 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Left out for now:
// summoning a card from the trash or the hand by an effect (Airavatah, Spiral Tower), destruction "in
// battle" as a trigger filter (Grimoire Fairy, Freezstal), a magic-card pick target and a burst on the opponent's When Summoned
// effects (Grimoire Fairy, Imaginary Gate).
import type { Ability } from '../../../src/vocab.ts';

/** Cards of cost exactly 2, the deck's recurring theme. */
const costTwo = { minCost: 2, maxCost: 2 } as const;

const abilities: Record<string, Ability[]> = {
  // Calamity Beast Chaos Pegasoros: from LV2, in your attack step your cost-2 spirits are 2000 BP
  // stronger; at LV3 its attack stands two of your cost-2 spirits back up.
  'ST04-001': [
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      apply: [{ bp: 2000, to: { side: 'own', all: true, ...costTwo } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'refresh', target: { side: 'own', count: 2, ...costTwo } }],
    },
  ],
  // Rapier Knight Cat-Sith: arriving, it shows the top two of the deck; every cost-2 card shown goes
  // to the hand (an exact pick of all matches), the others to the trash.
  'ST04-002': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'reveal', n: 2, pick: { side: 'own', what: 'card', count: 2, ...costTwo }, rest: 'trash' },
      ],
    },
  ],
  // Al-Mi'raj: from LV2, in your attack step, it stands back up when another cost-2 spirit of yours
  // gets blocked.
  'ST04-004': [
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', other: true, ...costTwo },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Chain Angel: in your turn, once a magic card of yours paid with the soul core has resolved, an
  // opposing spirit cannot block for the turn; from LV2 it shines (Luster) while attacking.
  'ST04-005': [
    // The check is made as the effect resolves (the soul core spent is a fact that cannot change by
    // then), so a magic card paid without it lets the effect resolve with nothing happening.
    {
      kind: 'trigger',
      on: 'magicUsed',
      filter: { side: 'own', what: 'magic' },
      during: 'yourTurn',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'subject' },
          then: [
            {
              do: 'cannot',
              action: 'block',
              target: { side: 'opponent', what: 'spirit', count: 1 },
              until: 'turn',
            },
          ],
        },
      ],
    },
    { kind: 'keyword', keyword: 'luster', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Prince Pentan: arriving, it shows the top card; a cost-2 card is kept in hand, anything else trashed.
  'ST04-010': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'reveal', n: 1, pick: { side: 'own', what: 'card', count: 1, ...costTwo }, rest: 'trash' },
      ],
    },
  ],
  // Puppet Strings: a burst when the opponent destroys your spirit, standing a yellow spirit of yours
  // back up (then its flash part if paid); its flash part gives a spirit 3000 BP for the turn.
  'ST04-015': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'refresh', target: { side: 'own', count: 1, color: 'yellow' } }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
  // Drowsy Fumes: an opposing spirit loses 2000 BP for the turn, a battle trick.
  'ST04-016': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: -2000, target: { side: 'opponent', count: 1 }, until: 'turn' }],
    },
  ],
  // Airavatah: destroyed, it may call a cost-2 spirit card back from your trash, paying its cost.
  'ST04-003': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      optional: true,
      effect: [
        {
          do: 'summon',
          target: { side: 'own', zone: 'trash', what: 'spirit', minCost: 2, maxCost: 2, count: 1 },
        },
      ],
    },
  ],
  // Imaginary Gate: a burst on the opponent's When Summoned effects: two cards off your deck into the
  // trash, then up to two cheap spirit cards from the trash to the hand (then its flash part if
  // paid); that part gives a spirit 2000 BP.
  'ST04-014': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        { do: 'discard', n: 2, from: 'deckTop' },
        {
          do: 'toHand',
          target: { side: 'own', zone: 'trash', what: 'spirit', maxCost: 2, count: 2, upTo: true },
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
  // Grimoire Fairy: arriving, it looks at the top four cards of your deck and takes a magic card
  // among them into the hand, shown; the others go under the deck in your order. At LV3, in your
  // attack step, it refreshes when a cost-2 spirit of yours loses a battle by BP.
  'ST04-009': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        { do: 'reveal', n: 4, view: true, pick: { side: 'own', what: 'magic', count: 1 }, rest: 'bottom' },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 },
      cause: 'battle',
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Freezstal: in either attack step, a card each time a cost-2 spirit of yours loses a battle by BP
  // (a Curse destruction is an effect's, so it does not count).
  'ST04-011': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 },
      cause: 'battle',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],

  // Spiral Tower: placed, it may summon a cost-2 spirit from the hand for free; from LV2, in your
  // attack step, exhausting it sends a destroyed yellow spirit of yours to the hand, not the trash.
  'ST04-012': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'summon',
          target: { side: 'own', what: 'spirit', zone: 'hand', count: 1, upTo: true, ...costTwo },
          free: true,
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [
        {
          destroyedTo: 'hand',
          to: { side: 'own', what: 'spirit', color: 'yellow' },
          cost: [{ pay: 'exhaustSelf' }],
        },
      ],
    },
  ],
  // Soap Bubble Lakeside: in either attack step, your spirits of cost 3 or less destroyed (together:
  // once) show your deck's top card; it goes to the hand if it costs the same as one of them (ruling),
  // else to the trash. From LV2, in your attack step, spirits with a When Blocks effect cannot block
  // your yellow spirits.
  'ST04-013': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'spirit', maxCost: 3 },
      allSubjects: true,
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: {
            side: 'own',
            what: 'card',
            than: [{ what: 'cost', op: 'eq', amount: { of: 'subject', what: 'cost' } }],
          },
          pickTo: 'hand',
          rest: 'trash',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [
        {
          noBlockBy: { side: 'opponent', what: 'spirit', hasTrigger: 'blocks' },
          to: { side: 'own', what: 'spirit', color: 'yellow' },
        },
      ],
    },
  ],
};

export default abilities;

// Arbiter's own definitions of the ST01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
// Cards whose abilities the vocabulary cannot yet express are left out entirely (a partial
// definition would count the card as implemented): ST01-013 Star Altar (moving a destroyed spirit's
// cores onto another spirit).
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Imperial Thunder Dragon Siegwurm: forces blocks when it attacks; at LV3, during your attack step,
  // every spirit of yours with Awaken forces blocks too.
  'ST01-003': [
    { kind: 'keyword', keyword: 'confront', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [{ grant: { keyword: 'confront' }, to: { side: 'own', what: 'spirit', keyword: 'awaken' } }],
    },
  ],
  // Nebula Dragon Andromeda: on arrival it removes a small opposing spirit or any opposing nexus (a
  // nexus has no BP, so the 3000 limit never excludes one); at LV3 it forces blocks.
  'ST01-001': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spiritOrNexus', count: 1, maxBp: 3000 } }],
    },
    { kind: 'keyword', keyword: 'confront', levels: [3], during: 'whileAttacking' },
  ],
  // Moonbow Dragoon: can pull cores from your other cards in a flash window.
  'ST01-006': [{ kind: 'keyword', keyword: 'awaken' }],
  // Blade Dino Parasaur: forces blocks at LV1-2 when attacking; at LV2 its soul core can be spent on
  // an attack for a card.
  'ST01-007': [
    { kind: 'keyword', keyword: 'confront', levels: [1, 2], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      optional: true,
      cost: [{ pay: 'soulCoreOfSelf' }],
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Blazing Boar: on arrival it recovers a red spirit card from your trash.
  'ST01-008': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'toHand', target: { side: 'own', zone: 'trash', what: 'spirit', color: 'red', count: 1 } },
      ],
    },
  ],
  // Dragron Trooper: stronger while it attacks.
  'ST01-009': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'whileAttacking',
      apply: [{ bp: 2000, to: { side: 'self' } }],
    },
  ],
  // Dragno Shock Troop: can pull cores from your other cards in a flash window.
  'ST01-010': [{ kind: 'keyword', keyword: 'awaken' }],
  // Scorched Battlefield: your red spirits hit harder in your attack step; at LV2, each life you take
  // from the opponent then also draws you a card.
  'ST01-012': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', color: 'red' } }],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Charged Draw: card advantage in the main step, or a 2000 BP boost for any spirit.
  'ST01-014': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'draw', n: 2 }] },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Landmine: as a burst when the opponent destroys one of your spirits it takes a small opposing
  // spirit with it (then its flash part may be paid for); used normally it boosts any spirit.
  'ST01-015': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 3000 } }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Fire Wall: as a burst when you lose life it shores up one of your spirits (then its flash part may
  // be paid for); in a flash window it stops every spirit of 4000 BP or less from attacking this turn.
  'ST01-016': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [{ do: 'bp', amount: 4000, target: { side: 'own', what: 'spirit', count: 1 }, until: 'turn' }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'cannot',
          action: 'attack',
          target: { side: 'any', what: 'spirit', all: true, maxBp: 4000 },
          until: 'turn',
        },
      ],
    },
  ],
  // Galaxy Dragon Andrometeos: its symbol counts twice toward the cost of a Star Dragon spirit card
  // being summoned; from LV2 its attack digs three cards for one Star Dragon spirit card, the rest
  // going under the deck.
  'ST01-002': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      apply: [
        {
          doubleSymbols: true,
          for: { side: 'own', what: 'spirit', spiritType: 'STAR DRAGON' },
          to: { side: 'self' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'spirit', spiritType: 'STAR DRAGON', count: 1 },
          rest: 'bottom',
        },
      ],
    },
  ],

  // Star Altar: in your attack step, the cores of a destroyed spirit of yours that held the soul core
  // (back in the reserve, 10-1-3-4) all go onto another spirit of yours; from LV2, exhausting it
  // stands a blocked Star Dragon of yours back up.
  'ST01-013': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [
        {
          do: 'placeCores',
          n: { of: 'subject', what: 'cores' },
          from: 'reserve',
          soul: true,
          target: { side: 'own', what: 'spirit', count: 1 },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', spiritType: 'STAR DRAGON' },
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [{ do: 'refresh', target: { side: 'subject' } }],
    },
  ],
};

export default abilities;

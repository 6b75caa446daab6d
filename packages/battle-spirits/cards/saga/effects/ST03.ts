// Arbiter's own definitions of the ST03 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
// Cards whose abilities the vocabulary cannot yet express are left out entirely (a partial
// definition would count the card as implemented).
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Mechatrice: arriving, it looks at the top two cards of your deck and sends any of them to the
  // bottom, the others back on top (each group in your order); from LV2, blocking bounces an opposing
  // spirit costing 2 or less.
  'ST03-003': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: 2,
          view: true,
          pick: { side: 'any', what: 'card', count: 2, upTo: true },
          pickTo: 'bottom',
          rest: 'top',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', count: 1, maxCost: 2 } }],
    },
  ],
  // Greygarmr: shielded from red and white opposing effects; from LV2 it grows when it blocks.
  'ST03-002': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'white'] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2, 3],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' }],
    },
  ],
  // Dream Bomb: as a burst on losing life it bounces an opposing nexus, with the option to pay for
  // its flash part; used normally (main or flash) it bounces an opposing spirit.
  'ST03-015': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'nexus', count: 1 } }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Hollowbeast Glassbear: blocking, it takes a core from the void if it holds the soul core.
  'ST03-005': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2],
      effect: [
        {
          do: 'if',
          cond: { self: { side: 'self', soulCore: true } },
          then: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // Spring of Norn: as the opponent's attack step begins, it stands up one of your spirits without
  // abilities (LV1), or all of them (LV2).
  'ST03-012': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [1],
      effect: [{ do: 'refresh', target: { side: 'own', count: 1, noAbilities: true } }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [2],
      effect: [{ do: 'refresh', target: { side: 'own', all: true, noAbilities: true } }],
    },
  ],
  // Protection Aura: used in the opponent's turn, your spirits are 3000 BP stronger for the turn.
  'ST03-016': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'if',
          cond: { turn: 'opponents' },
          then: [{ do: 'bp', amount: 3000, target: { side: 'own', all: true }, until: 'turn' }],
        },
      ],
    },
  ],
  // Mechawing Duck: in the opponent's attack step, each time an opposing spirit goes back to its
  // owner's hand or deck, it takes a core from the void.
  'ST03-004': [
    {
      kind: 'trigger',
      on: 'returned',
      levels: [1, 2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Frosttree Goddess Eir: arriving, one of your spirits with a "when blocks" effect (an "attacks or
  // blocks" one counts too) takes a core from the void.
  'ST03-011': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', hasTrigger: 'blocks', count: 1 },
        },
      ],
    },
  ],
  // Divine Moonsky Beast Fanatech Elk: blocking, it is safe for the turn from the opponent's
  // destruction effects, from destruction in battle and from the opponent's effects removing its
  // cores; from LV2, at the end of the opponent's turn, if you lost no life that turn, one of their
  // life cores goes to their trash.
  'ST03-001': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'apply',
          effect: { protect: 'destroy', from: 'opponent' },
          target: { side: 'self' },
          until: 'turn',
        },
        { do: 'apply', effect: { protect: 'battle' }, target: { side: 'self' }, until: 'turn' },
        {
          do: 'apply',
          effect: { protect: 'removeCores', from: 'opponent' },
          target: { side: 'self' },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'turnEnd',
      yours: false,
      levels: [2, 3],
      if: { amount: { player: 'own', what: 'lifeLostThisTurn' }, atMost: 0 },
      effect: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'life', to: 'trash' }],
    },
  ],
  // Buffalong Bill: blocking, it returns an opposing spirit of cost 5 or less to the hand; at LV3, in
  // your attack step, your spirits' "when blocks" effects trigger on their attacks too (not "while
  // blocking" ones, ruling on ST03-008).
  'ST03-008': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2, 3],
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', maxCost: 5, count: 1 } }],
    },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [{ blocksOnAttack: true, to: { side: 'own', what: 'spirit' } }],
    },
  ],
  // Iceblader Brigid: destroyed while holding the soul core (its last state, 8-10-1), it returns an
  // opposing spirit to the hand. At LV2 each block keeps an opposing spirit exhausted through their next
  // refresh step only (ruling on this card).
  'ST03-010': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      if: { self: { side: 'self', soulCore: true } },
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [{ do: 'skipRefresh', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Holy Elixir: as a burst (after the opponent's When Summoned effect) two void cores go to your
  // trash, then its flash effect may be paid for. Flash: two of your spirits are refreshed; those it
  // actually refreshed cannot attack this turn.
  'ST03-014': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      thenFlash: true,
      effect: [{ do: 'gainCore', n: 2, to: 'trash' }],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 2 } },
        {
          do: 'cannot',
          action: 'attack',
          target: { side: 'chosen', what: 'spirit', exhausted: true },
          until: 'turn',
        },
        { do: 'refresh', target: { side: 'chosen', what: 'spirit' } },
      ],
    },
  ],
  // Heaven-Piercing Castle: in your opponent's turn, when they draw outside their draw step you may pay
  // your soul core to draw a card; at LV2, in your attack step, a spirit of yours with a "When This
  // Spirit Blocks" effect that attacks may take up to two cores from your trash (the soul core too,
  // official ruling on this card).
  'ST03-013': [
    {
      kind: 'trigger',
      on: 'draws',
      who: 'opponent',
      outsideDrawStep: true,
      levels: [1, 2],
      during: 'opponentTurn',
      optional: true,
      cost: [{ pay: 'soulCore' }],
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      filter: { side: 'own', what: 'spirit', hasTrigger: 'blocks' },
      levels: [2],
      during: 'yourAttackStep',
      x: { max: 2 },
      effect: [{ do: 'placeCores', n: 'X', from: 'trash', target: { side: 'subject' } }],
    },
  ],
};

export default abilities;

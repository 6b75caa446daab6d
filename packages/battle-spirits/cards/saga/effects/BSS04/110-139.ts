// BSS04, cards BSS04-110 to BSS04-139: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS04.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { anySpiritBp, oneFoe } from '../shared/helpers.ts';
import { foeBp, whenAttackTakesYourLife, whenYourAscendSpirit } from './helpers.ts';

export const BSS04_110_139: Record<string, Ability[]> = {
  // Permafrost Palace: in your turn, each time the opponent draws by one of their effects, you draw a
  // card; at LV2, in your attack step, when an Android or Ice Princess spirit of yours is destroyed, an
  // opposing spirit goes back to its owner's hand.
  'BSS04-110': [
    {
      kind: 'trigger',
      on: 'draws',
      levels: [1, 2],
      during: 'yourTurn',
      who: 'opponent',
      by: 'opponent',
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritTypes: ['ANDROID', 'ICE PRINCESS'] },
      effect: [{ do: 'toHand', target: oneFoe() }],
    },
  ],
  // Frozen Waterfall: in the opponent's turn your spirits costing 6 or more are 2000 BP stronger; at
  // LV2, in your attack step, when a battle of a spirit of yours with Ascend ends, you may pay three
  // cores from this nexus to refresh that spirit.
  'BSS04-111': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentTurn',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', minCost: 6 } }],
    },
    {
      kind: 'trigger',
      on: 'battleEnds',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'ascend' },
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 3 }],
      effect: [{ do: 'refresh', target: { side: 'subject' } }],
    },
  ],
  // Forest of the Sacred Conifer: as the opponent's end step starts, you may summon a spirit card with
  // Swift from your hand (paying its cost); at LV2, in your attack step, when a spirit of yours with
  // the soul core on it takes the opponent's life, a core from the void goes to your reserve.
  'BSS04-112': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: false,
      levels: [1, 2],
      optional: true,
      effect: [
        { do: 'summon', target: { side: 'own', zone: 'hand', what: 'spirit', keyword: 'swift', count: 1 } },
      ],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'gainCore', n: 1, to: 'reserve' }],
    },
  ],
  // Erupting Submarine Volcano: destroyed, a nexus card costing 4 or more comes back from your trash
  // to your hand; at LV2, in your turn, when an Aberration spirit of yours destroys an opposing
  // Sacred Totem Poles: in the opponent's attack step, when the attack of an opposing spirit costing 3
  // or less takes your life, the opponent selects one of their refreshed spirits and exhausts it; at
  // LV2, in your attack step, when a spirit of yours with Ascend has more BP as battling spirits
  // compare BP, a core of the opponent's life goes to their reserve.
  'BSS04-113': [
    whenAttackTakesYourLife({ maxCost: 3 }, [
      { do: 'exhaust', target: oneFoe({ exhausted: false, chooser: 'opponent' }) },
    ]),
    whenYourAscendSpirit('winsComparison', [
      { do: 'sendCores', n: 1, side: 'opponent', from: 'life', to: 'reserve' },
    ]),
  ],
  // Great Sapphire Labyrinth: in your main step, when an Aberration spirit of yours costing 3 or more
  // is summoned, a core from the void goes onto this nexus; at LV2, in your main step, you may exhaust
  // it to summon a spirit card with Ascend from your hand without Ascend's cost (11-8-1).
  'BSS04-114': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      during: 'yourMainStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'ABERRATION', minCost: 3 },
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourMainStep',
      apply: [{ waiveAscend: { side: 'own', what: 'spirit', keyword: 'ascend' } }],
    },
  ],
  // spirit in battle, the top three of the opposing deck are discarded.
  'BSS04-115': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      effect: [{ do: 'toHand', target: { side: 'own', zone: 'trash', what: 'nexus', minCost: 4, count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourTurn',
      filter: { side: 'own', what: 'spirit', spiritType: 'ABERRATION' },
      effect: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
    },
  ],
  // Ancient Draw: in the main step two cards in, then every spirit card with Ascend among the top
  // three of your deck goes to the hand and the rest under the deck in your order; either window,
  // +5000 BP.
  'BSS04-116': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 2 },
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'spirit', keyword: 'ascend', all: true },
          rest: 'bottom',
        },
      ],
    },
    anySpiritBp(5000),
  ],
  // Mind Flare: an opposing spirit of 3000 BP or less is destroyed.
  'BSS04-117': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 3000 }) }],
    },
  ],
  // Excavation: any spirit is 4000 BP stronger this turn.
  'BSS04-118': [anySpiritBp(4000)],
  // Buster Lance: in the main step an opposing nexus of cost 4 or less is destroyed; either window,
  // +2000 BP.
  'BSS04-119': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus', maxCost: 4 }) }],
    },
    anySpiritBp(2000),
  ],
  // Doubly Deadly: flash, you destroy one of your spirits; if you did, the opponent selects two of
  // their spirits with one symbol and destroys them.
  'BSS04-120': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'destroy', target: { side: 'own', what: 'spirit', count: 1 } },
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'own' }, atLeast: 1 },
          then: [{ do: 'destroy', target: oneFoe({ symbolCount: 1, count: 2, chooser: 'opponent' }) }],
        },
      ],
    },
  ],
  // Curse Enchantment: one of your spirits has Curse this turn (Curse only acts when it is blocked
  // attacking, 11-3-1, so "while it attacks" adds nothing).
  'BSS04-121': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'curse' },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Elimination: flash, one core off an opposing spirit to its owner's reserve.
  'BSS04-122': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Death Sword: in the main step an exhausted opposing spirit is destroyed; either window, +2000 BP.
  'BSS04-123': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'destroy', target: oneFoe({ exhausted: true }) }] },
    anySpiritBp(2000),
  ],
  // Key of Intrusion: it costs 4 when used in your main step; in the main step it looks for an Angel
  // spirit card among the top four of your deck, the rest to the trash; in a flash window an
  // opposing spirit loses 8000 BP this turn.
  'BSS04-124': [
    { kind: 'constant', inHand: true, if: { step: 'main' }, apply: [{ costIs: 4 }] },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'reveal',
          n: 4,
          pick: { side: 'own', what: 'spirit', spiritType: 'ANGEL', count: 1 },
          rest: 'trash',
        },
      ],
    },
    { kind: 'magic', timing: ['flash'], effect: [foeBp(8000)] },
  ],
  // Rhetorical Reversal: burst when you lose life, an opposing spirit loses 3000 BP this turn, then
  // its flash effect may be paid for; either window, +2000 BP.
  'BSS04-125': [{ kind: 'burst', on: 'lifeLost', effect: [foeBp(3000)], thenFlash: true }, anySpiritBp(2000)],
  // Cat's Eye: in the main step an opposing spirit is LV1 this turn; either window, +2000 BP.
  'BSS04-126': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'setLevel', level: 1, target: oneFoe(), until: 'turn' }],
    },
    anySpiritBp(2000),
  ],
  // Lightning Attack: a draw in the main step; in the flash window an opposing spirit loses 2000 BP.
  'BSS04-127': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'draw', n: 1 }] },
    { kind: 'magic', timing: ['flash'], effect: [foeBp(2000)] },
  ],
  // Life Saving: in the main step, a core from the void to your life while you have less life than
  // Blizzard Wall: its burst (on losing life) returns an opposing spirit with one symbol to the hand,
  // then its flash effect may be paid for: for the turn, attacks of the opponent's spirits costing 4
  // or less (tokens aside) cannot take your last life core.
  'BSS04-128': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [{ do: 'toHand', target: oneFoe({ symbolCount: 1 }) }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'rule',
          apply: {
            noLifeDamage: 'own',
            keep: 1,
            to: { side: 'opponent', what: 'spirit', token: false, maxCost: 4 },
          },
          until: 'turn',
        },
      ],
    },
  ],
  // the opponent; either window, +2000 BP.
  'BSS04-129': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'if',
          cond: {
            compare: [
              { player: 'own', what: 'life' },
              { player: 'opponent', what: 'life' },
            ],
            op: 'lt',
          },
          then: [{ do: 'gainCore', n: 1, to: 'life' }],
        },
      ],
    },
    anySpiritBp(2000),
  ],
  // High Ether: in the main step, your spirits are all refreshed as this turn ends (a delayed effect,
  // 8-2-2-2); either window, +2000 BP.
  'BSS04-130': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'delayed',
          on: 'turnEnd',
          until: 'turn',
          once: true,
          effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', all: true } }],
        },
      ],
    },
    anySpiritBp(2000),
  ],
  // Dream Hand: in the main step an opposing spirit goes back to its owner's hand; either window,
  // +2000 BP.
  'BSS04-131': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'toHand', target: oneFoe() }] },
    anySpiritBp(2000),
  ],
  // Binding Thorn: an opposing spirit with one symbol is exhausted.
  'BSS04-132': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'exhaust', target: oneFoe({ symbolCount: 1 }) }],
    },
  ],
  // Mistral Core: in the main step a core from the void to your reserve; either window, +2000 BP.
  'BSS04-133': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
    anySpiritBp(2000),
  ],
  // Divine Wind: one of your spirits has Gale 2 this turn (Gale only acts when it is blocked
  // attacking, 11-10-1).
  'BSS04-134': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'gale', value: 2 },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Absorb Power: any spirit is refreshed and 3000 BP stronger this turn.
  'BSS04-135': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'any', what: 'spirit', count: 1 } },
        { do: 'refresh', target: { side: 'chosen' } },
        { do: 'bp', amount: 3000, target: { side: 'chosen' }, until: 'turn' },
      ],
    },
  ],
  // Raging Tide: every spirit costing 3 or less that is not a token is destroyed; with two or more
  // destroyed by it, a core from the void to your reserve.
  'BSS04-136': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'destroy', target: { side: 'any', what: 'spirit', maxCost: 3, token: false, all: true } },
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'any' }, atLeast: 2 },
          then: [{ do: 'gainCore', n: 1, to: 'reserve' }],
        },
      ],
    },
  ],
  // Double Biceps: flash, one of your attacking or blocking spirits is treated as its highest level
  // this turn.
  'BSS04-137': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'own', what: 'spirit', battle: 'either', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Call of the Deep: an opposing spirit costing 4 or less is destroyed.
  'BSS04-138': [
    { kind: 'magic', timing: ['main', 'flash'], effect: [{ do: 'destroy', target: oneFoe({ maxCost: 4 }) }] },
  ],
  // Finishing Blow: in the main step two cards in, one out; either window, +3000 BP.
  'BSS04-139': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 2 },
        { do: 'discard', n: 1, side: 'own', from: 'hand' },
      ],
    },
    anySpiritBp(3000),
  ],
};

// BSS05, cards BSS05-117 to BSS05-139: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS05.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { anySpiritBp, oneFoe } from '../shared/helpers.ts';
import { coreOff } from './helpers.ts';

export const BSS05_117_139: Record<string, Ability[]> = {
  // Flame Disaster: an opposing spirit of 6000 BP or less is destroyed.
  'BSS05-117': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 6000 }) }],
    },
  ],
  // Hellcrack: burst on losing life, one core off each of two opposing spirits, then the main effect may
  // be paid for; main, an opposing nexus is destroyed.
  'BSS05-118': [
    { kind: 'burst', on: 'lifeLost', effect: [coreOff({ count: 2 })], thenMain: true },
    { kind: 'magic', timing: ['main'], effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus' }) }] },
  ],
  // Dino Reborn: main, draw a card; with a purple symbol (Chain) a Terrasaur or Shadow spirit card may
  // come back from the trash to the hand. Main or flash, a spirit gets 3000 BP this turn.
  'BSS05-119': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 1 },
        {
          do: 'chain',
          color: 'purple',
          effect: [
            {
              do: 'toHand',
              target: {
                side: 'own',
                what: 'spirit',
                zone: 'trash',
                spiritTypes: ['TERRASAUR', 'SHADOW'],
                count: 1,
                upTo: true,
              },
            },
          ],
        },
      ],
    },
    anySpiritBp(3000),
  ],
  // Death Accompaniment: one core off each of three opposing spirits without Astral.
  'BSS05-120': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [coreOff({ count: 3, notKeyword: 'astral' })],
    },
  ],
  // Purple Haze: in the main step, a core of an opposing spirit goes to its owner's reserve; if that
  // leaves it without cores and destroys it (9-3-2-1), the card goes back to your hand instead of the
  // trash (10-8-8). Main or flash, a spirit has 3000 more BP this turn.
  'BSS05-121': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        coreOff(),
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'opponent' }, atLeast: 1 },
          then: [{ do: 'returnThisToHand' }],
        },
      ],
    },
    anySpiritBp(3000),
  ],
  // Game of Destruction: main, an opposing spirit loses 5000 BP this turn; main or flash, an opposing
  // spirit keeps one core and the rest go to its owner's reserve.
  'BSS05-122': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'bp', amount: -5000, target: oneFoe(), until: 'turn' }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'removeCores', n: 'allButOne', target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Hellish Birthday: main, up to two cost-2 spirit cards come from your trash to the field free; with a
  // yellow symbol (Chain), your cost-2 spirits cannot be blocked by one-core spirits this turn. Main or
  // flash, a spirit gets 3000 BP this turn.
  'BSS05-123': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'summon',
          free: true,
          target: {
            side: 'own',
            what: 'spirit',
            zone: 'trash',
            minCost: 2,
            maxCost: 2,
            count: 2,
            upTo: true,
          },
        },
        {
          do: 'chain',
          color: 'yellow',
          effect: [
            {
              do: 'rule',
              apply: {
                noBlockBy: { side: 'opponent', what: 'spirit', maxCores: 1 },
                to: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 },
              },
              until: 'turn',
            },
          ],
        },
      ],
    },
    anySpiritBp(3000),
  ],
  // Battle Cancelation: neither spirit of the battle it is used in is destroyed by that battle.
  'BSS05-124': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'apply',
          effect: { protect: 'battle' },
          target: { side: 'any', what: 'spirit', battle: 'either', all: true },
          until: 'battle',
        },
      ],
    },
  ],
  // Reversal Point: your cost-2 spirits gain Astral this turn.
  'BSS05-125': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'astral' },
          target: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2, all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Snowmelting Light: a spirit cannot be blocked this turn by the opponent's spirits of cost 5 or less;
  // with a white symbol (Chain), a spirit of yours with one symbol refreshes.
  'BSS05-126': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', maxCost: 5 } },
          target: { side: 'any', what: 'spirit', count: 1 },
          until: 'turn',
        },
        {
          do: 'chain',
          color: 'white',
          effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', symbolCount: 1, count: 1 } }],
        },
      ],
    },
  ],
  // Thunderwall: an opposing spirit without Astral loses 2000 BP this turn; with a white symbol (Chain),
  // no spirit of 2000 BP or less can attack this turn.
  'BSS05-127': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'bp', amount: -2000, target: oneFoe({ notKeyword: 'astral' }), until: 'turn' },
        {
          do: 'chain',
          color: 'white',
          effect: [
            {
              do: 'rule',
              apply: { cannot: 'attack', to: { side: 'any', what: 'spirit', maxBp: 2000 } },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Crystalline Phantasm: its burst, as the opponent destroys a spirit of yours, returns an opposing
  // nexus to its owner's hand, then its flash effect may be paid for. Flash: the attacks of one opposing
  // spirit cannot reduce your life this turn.
  'BSS05-128': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      thenFlash: true,
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'nexus', count: 1 } }],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'apply', effect: { noLifeDamage: 'own' }, target: oneFoe(), until: 'turn' }],
    },
  ],
  // Whiteout: an opposing spirit of cost 4 or less returns to its owner's hand; with a yellow symbol
  // (Chain), draw a card.
  'BSS05-129': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'toHand', target: oneFoe({ maxCost: 4 }) },
        { do: 'chain', color: 'yellow', effect: [{ do: 'draw', n: 1 }] },
      ],
    },
  ],
  // Darkness Aura: main, an opposing nexus goes to the top or the bottom of its owner's deck, as they
  // choose. Flash: a spirit of yours has 3000 more BP this turn, and in the opponent's turn Astral too.
  'BSS05-130': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'toDeck', bottom: 'owner', target: oneFoe({ what: 'nexus' }) }],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 1 } },
        { do: 'bp', amount: 3000, target: { side: 'chosen' }, until: 'turn' },
        {
          do: 'if',
          cond: { turn: 'opponents' },
          then: [{ do: 'grant', keyword: { keyword: 'astral' }, target: { side: 'chosen' }, until: 'turn' }],
        },
      ],
    },
  ],
  // Binding Branch: an opposing spirit is exhausted, or returned to its owner's hand if it has Astral.
  'BSS05-132': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: oneFoe() },
        {
          do: 'if',
          cond: { count: { side: 'chosen', keyword: 'astral' }, atLeast: 1 },
          then: [{ do: 'toHand', target: { side: 'chosen' } }],
        },
        {
          do: 'if',
          cond: { count: { side: 'chosen', notKeyword: 'astral' }, atLeast: 1 },
          then: [{ do: 'exhaust', target: { side: 'chosen' } }],
        },
      ],
    },
  ],
  // Wind Pressure: main, at the end of this turn all your spirits refresh; main or flash, your Preybird
  // and Leaf Kindred spirits get 3000 BP this turn.
  'BSS05-133': [
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
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'bp',
          amount: 3000,
          target: { side: 'own', what: 'spirit', spiritTypes: ['PREYBIRD', 'LEAF KINDRED'], all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Vertical Wind: burst when the opponent destroys a spirit of yours, an opposing spirit is exhausted,
  // then the flash effect may be paid for; main or flash, a spirit gets 3000 BP this turn.
  'BSS05-134': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'exhaust', target: oneFoe() }],
      thenFlash: true,
    },
    anySpiritBp(3000),
  ],
  // Shocking Vegetation: an opposing spirit is exhausted; with a blue symbol (Chain), an opposing spirit
  // of cost 4 or less is destroyed.
  'BSS05-135': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'exhaust', target: oneFoe() },
        { do: 'chain', color: 'blue', effect: [{ do: 'destroy', target: oneFoe({ maxCost: 4 }) }] },
      ],
    },
  ],
  // Abyss Break: main, an opposing spirit of cost 4 or less is destroyed; main or flash, a spirit gets
  // 3000 BP this turn.
  'BSS05-137': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'destroy', target: oneFoe({ maxCost: 4 }) }] },
    anySpiritBp(3000),
  ],
  // Water Spout: an opposing spirit of 5000 BP or less is destroyed; with a blue symbol (Chain), a spirit
  // of yours with one symbol is treated as its highest level this turn.
  'BSS05-138': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'destroy', target: oneFoe({ maxBp: 5000 }) },
        {
          do: 'chain',
          color: 'blue',
          effect: [
            {
              do: 'setLevel',
              level: 'highest',
              target: { side: 'own', what: 'spirit', symbolCount: 1, count: 1 },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Poseidon Crush: the opposing spirit that costs the least is destroyed (the player picks among those
  // tied); with a red symbol (Chain), an opposing nexus of cost 3 or less is destroyed.
  'BSS05-139': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'destroy', target: oneFoe({ least: 'cost' }) },
        {
          do: 'chain',
          color: 'red',
          effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus', maxCost: 3 }) }],
        },
      ],
    },
  ],
};

// BSS02, cards BSS02-105 to BSS02-136: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS02.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { ANTMAN } from '../shared/tokens.ts';

export const BSS02_105_136: Record<string, Ability[]> = {
  // Monstrous Mausoleum: in your attack step, a block against a soul-core spirit of yours costs the
  // blocker a core (no selection, so Armor does not help); at LV2, each Undead of yours the opponent
  // destroys draws you a card.
  'BSS02-105': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'spiritBlocked',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      filter: { side: 'own', what: 'spirit', spiritType: 'UNDEAD' },
      by: 'opponent',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Farflung Land: in the opponent's attack step, give it up so one of your spirits gets 3000 BP for the
  // turn; at LV2, on the opponent's turn, each opposing spirit with a When Summoned effect that arrives
  // adds a void core to it.
  'BSS02-106': [
    {
      kind: 'activated',
      levels: [1, 2],
      timing: ['flash'],
      during: 'opponentAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'own', what: 'spirit', count: 1 }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2],
      during: 'opponentTurn',
      filter: { side: 'opponent', what: 'spirit', hasTrigger: 'summoned' },
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Giant Beast Forest: destroyed by the opponent, it brings two void cores to your reserve. At LV2,
  // in the opponent's main step, their effects putting cards into their hand pump your spirits.
  'BSS02-107': [
    { kind: 'trigger', on: 'destroyedByOpponent', effect: [{ do: 'gainCore', n: 2, to: 'reserve' }] },
    {
      kind: 'trigger',
      levels: [2],
      on: 'addedToHand',
      who: 'opponent',
      by: 'opponent',
      during: 'opponentMainStep',
      effect: [{ do: 'bp', amount: 1000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
    },
  ],
  // Tranquil Ice Cavern: in the opponent's attack step your blockers are 1000 BP stronger; at LV2, in
  // either attack step, the effects of opposing soul-core spirits cannot select your soul-core spirits.
  'BSS02-108': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', battle: 'blocking' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [
        {
          protect: 'select',
          from: 'opponent',
          source: { side: 'any', what: 'spirit', soulCore: true },
          to: { side: 'own', what: 'spirit', soulCore: true },
        },
      ],
    },
  ],
  // Ticking Floral Clock: in either attack step your LV1 spirits get 1000 BP; at LV2, in the opponent's
  // attack step, give it up to have an opposing spirit treated as LV1 for the turn.
  'BSS02-109': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'eitherAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', maxLevel: 1 } }],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2],
      during: 'opponentAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [
        { do: 'setLevel', level: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, until: 'turn' },
      ],
    },
  ],
  // Secret Flower Garden: a yellow nexus of yours destroyed by an opposing effect (this one included)
  // adds a void core to your life; at LV2, in your attack step, your Blessed or Luster spirits are 1000
  // BP stronger.
  'BSS02-110': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'spiritDestroyed',
      filter: { side: 'own', what: 'nexus', color: 'yellow' },
      by: 'opponent',
      cause: 'effect',
      effect: [{ do: 'gainCore', n: 1, to: 'life' }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', keywords: ['blessed', 'luster'] } }],
    },
  ],
  // Harpy Nest Palace: in your attack step, a spirit blocking one of your Birdfolk is at LV1 for the
  // turn. At LV2, in the opponent's turn, when cores go into your reserve you may exhaust it: up to two
  // of your spirits, then as many of your reserve cores onto them as you like.
  'BSS02-111': [
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'BIRDFOLK' },
      effect: [
        {
          do: 'setLevel',
          level: 1,
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'coresToReserve',
      levels: [2],
      during: 'opponentTurn',
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 2, upTo: true } },
        { do: 'placeCores', n: 'any', from: 'reserve', target: { side: 'chosen' } },
      ],
    },
  ],
  // Great Alvar Plains: placed, it exhausts an opposing spirit; at LV2, in your attack step, losing a
  // spirit of yours without effects lets you refresh one of your spirits.
  'BSS02-112': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'summoned',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', noAbilities: true },
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
  ],
  // Greattree Gate: in your attack step, each battle a spirit of yours wins adds a void core to it; at
  // LV2, in the opponent's attack step, give it up to exhaust an opposing spirit.
  'BSS02-113': [
    {
      kind: 'trigger',
      levels: [1, 2],
      on: 'spiritDestroysInBattle',
      during: 'yourAttackStep',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2],
      during: 'opponentAttackStep',
      cost: [{ pay: 'destroySelf' }],
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Infinite Ant Undercity: a token of yours arriving brings one core back from your trash, into your
  // reserve or onto that token (your choice); tokens summoned together count once (ruling on this
  // card). At LV2, in either attack step, your spirits without effects gain 1000 BP per core on them.
  'BSS02-114': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      filter: { side: 'own', what: 'spirit', token: true },
      effect: [
        {
          do: 'oneOf',
          options: [
            [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' }],
            [{ do: 'placeCores', n: 1, from: 'trash', target: { side: 'subject' } }],
          ],
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [
        {
          bp: 1000,
          per: { of: 'subject', what: 'cores' },
          to: { side: 'own', what: 'spirit', noAbilities: true },
        },
      ],
    },
  ],
  // Giantwood Castle Keep: in the opponent's attack step, a battle won by a soul-core spirit of yours
  // (a tie included) refreshes one of your spirits; at LV2, in either attack step, opposing spirits'
  // "When Destroyed" effects do not trigger.
  'BSS02-115': [
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [1, 2],
      during: 'opponentAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [{ noWhenDestroyed: { side: 'opponent', what: 'spirit' } }],
    },
  ],
  // Nexus Hazard: paid from the hand, your Terrasaurs' symbols count twice (counting them twice only
  // lowers the cost, so it is always done); it destroys an opposing spirit of 3000 BP or less and an
  // opposing nexus together, and draws a card when used in your main step.
  'BSS02-116': [
    {
      kind: 'constant',
      inHand: true,
      apply: [
        {
          doubleSymbols: true,
          fromHand: true,
          to: { side: 'own', what: 'spirit', spiritType: 'TERRASAUR' },
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 3000 } },
        { do: 'select', add: true, target: { side: 'opponent', what: 'nexus', count: 1 } },
        { do: 'destroy', target: { side: 'chosen', what: 'spiritOrNexus', all: true } },
        { do: 'if', cond: { step: 'main' }, then: [{ do: 'draw', n: 1 }] },
      ],
    },
  ],
  // Trident Flare: three small opposing spirits (2000 BP or less) are destroyed.
  'BSS02-117': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 3, maxBp: 2000 } }],
    },
  ],
  // Lightning Aura: in the main step one spirit of yours forces blocks this turn; as a flash, any
  // spirit is 2000 BP stronger.
  'BSS02-118': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'confront' },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Dragon Rush: in the main step, for the rest of the turn each battle won by a Dragonoid of yours
  // draws a card; as a flash, any spirit gets 3000 BP for the turn.
  'BSS02-119': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'delayed',
          on: 'spiritDestroysInBattle',
          filter: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID' },
          until: 'turn',
          effect: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Reanimate: a burst when the opponent resolves a When Summoned effect: of your top three cards, one
  // purple spirit card goes to your hand and the others to the trash (then its main part if paid);
  // main, a spirit card costing 5 or less comes back from your trash, free. The burst is written as a
  // reveal: the picked card goes to the hand without passing through the trash, which nothing can
  // observe (no ability answers cards being discarded, and the pick is compulsory as printed).
  'BSS02-120': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'spirit', color: 'purple', count: 1 },
          rest: 'trash',
        },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'summon',
          target: { side: 'own', what: 'spirit', zone: 'trash', maxCost: 5, count: 1 },
          free: true,
        },
      ],
    },
  ],
  // The Hanged Man: one opposing spirit is marked; if it attacks or blocks this turn, it loses four cores
  // to its owner's reserve.
  'BSS02-121': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'opponent', what: 'spirit', count: 1 } },
        {
          do: 'delayed',
          on: 'attacksOrBlocks',
          filter: { side: 'chosen' },
          until: 'turn',
          effect: [{ do: 'removeCores', n: 4, target: { side: 'chosen' }, to: 'reserve' }],
        },
      ],
    },
  ],
  // Assassinate: in the main step the opponent picks one of their exhausted spirits and destroys it;
  // in a flash window, a spirit gets 2000 BP for the turn.
  'BSS02-122': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'destroy',
          target: { side: 'opponent', what: 'spirit', count: 1, exhausted: true, chooser: 'opponent' },
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Crystal Crack: in the main step, mill two then draw one; as a flash, any spirit gets 2000 BP.
  'BSS02-123': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'discard', n: 2, side: 'own', from: 'deckTop' },
        { do: 'draw', n: 1 },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Reboot Code: the burst gives your white spirits, for the turn, a "when blocks" 2000 BP boost;
  // the flash effect refreshes up to three of your spirits, and those without a "when blocks" effect
  // cannot attack this turn.
  'BSS02-124': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [
        {
          do: 'gainAbility',
          ability: {
            kind: 'trigger',
            on: 'blocks',
            effect: [{ do: 'bp', amount: 2000, target: { side: 'self' }, until: 'battle' }],
          },
          target: { side: 'own', what: 'spirit', color: 'white', all: true },
          until: 'turn',
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'refresh', target: { side: 'own', what: 'spirit', count: 3, upTo: true } },
        {
          do: 'cannot',
          action: 'attack',
          target: { side: 'own', what: 'spirit', notHasTrigger: 'blocks', all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Iceberg: in the main step one spirit of yours gets Armor against red, purple and green this turn;
  // as a flash, any spirit gets 2000 BP.
  'BSS02-125': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'armor', colors: ['red', 'purple', 'green'] },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Infinity Shield: one of your Machine Beast or Mecha spirits may block while exhausted this turn.
  'BSS02-126': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'apply',
          effect: { blockExhausted: true },
          target: { side: 'own', what: 'spirit', spiritTypes: ['MACHINE BEAST', 'MECHA'], count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Inescapable Avalanche: the opposing attacker goes back to its owner's hand (no selection, so Armor
  // does not stop it: ruling).
  'BSS02-127': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        { do: 'toHand', target: { side: 'opponent', what: 'spirit', battle: 'attacking', all: true } },
      ],
    },
  ],
  // The Three Cards: the burst makes your spirits Otherlanders for the turn; the main effect, with
  // three Otherlanders, takes the opposing nexuses' effects away for the turn (for good: a nexus
  // levelled up later gets nothing back, ruling on BSS02-128).
  'BSS02-128': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'apply',
          effect: { gainSpiritType: 'OTHERLANDER' },
          target: { side: 'own', what: 'spirit', all: true },
          until: 'turn',
        },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', spiritType: 'OTHERLANDER' }, atLeast: 3 },
          then: [
            {
              do: 'apply',
              effect: { loseEffects: 'all' },
              target: { side: 'opponent', what: 'nexus', all: true },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Somersault: main, your yellow spirits cannot be blocked by opposing LV2 spirits this turn (the
  // spirits are fixed as it resolves, 8-8-1-4); flash, a spirit gets 2000 BP for the turn.
  'BSS02-129': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', minLevel: 2, maxLevel: 2 } },
          target: { side: 'own', what: 'spirit', color: 'yellow', all: true },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Magic Mirror: for the rest of the turn, the opponent's next magic card that would have them select
  // spirits or nexuses has you make those selections, all of them (rulings on BSS02-130).
  'BSS02-130': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'rule', apply: { selectFor: 'opponentMagic' }, until: 'turn', once: true }],
    },
  ],
  // Lightning Arrow: one opposing spirit can neither attack nor block this turn. Exact as two branches
  // with one selection: only the turn player attacks and only the other player blocks (7-1), so on the
  // user's turn the pick could only ever block, and on the opponent's turn it could only ever attack.
  'BSS02-131': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'if',
          cond: { turn: 'yours' },
          then: [
            {
              do: 'cannot',
              action: 'block',
              target: { side: 'opponent', what: 'spirit', count: 1 },
              until: 'turn',
            },
          ],
        },
        {
          do: 'if',
          cond: { turn: 'opponents' },
          then: [
            {
              do: 'cannot',
              action: 'attack',
              target: { side: 'opponent', what: 'spirit', count: 1 },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // The Ants Strike Back: two exhausted Antman Tokens, in the main step or for free as a burst when the
  // opponent destroys your spirit.
  'BSS02-132': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'token', token: ANTMAN, n: 2, exhausted: true }],
    },
    { kind: 'magic', timing: ['main'], effect: [{ do: 'token', token: ANTMAN, n: 2, exhausted: true }] },
  ],
  // Thorn Prison: the opponent picks two of their refreshed spirits, which are exhausted.
  'BSS02-133': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'exhaust',
          target: { side: 'opponent', what: 'spirit', count: 2, exhausted: false, chooser: 'opponent' },
        },
      ],
    },
  ],
  // Carry Core: each of your spirits without effects gets a core from the void.
  'BSS02-134': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', noAbilities: true, all: true },
        },
      ],
    },
  ],
  // Stamina Recovery: a burst when the opponent resolves a When Summoned effect, putting a void core on
  // each of up to three green spirits of yours (then its other part if paid); otherwise a spirit gets
  // 2000 BP for the turn.
  'BSS02-135': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', color: 'green', count: 3, upTo: true },
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Insect Aura: a spirit gets 1000 BP for the turn per Carapite or Insectoid spirit you control.
  'BSS02-136': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'bp',
          amount: 1000,
          per: { count: { side: 'own', what: 'spirit', spiritTypes: ['CARAPITE', 'INSECTOID'] } },
          target: { side: 'any', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
};

// BSS01, cards BSS01-105 to BSS01-136: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS01.ts joins the set's parts.
import type { Ability, Target } from '../../../../src/vocab.ts';
import { oneFoe } from './helpers.ts';
import { trashCoresBackAtOpponentAttack } from '../shared/helpers.ts';

/** Any one spirit, chosen (the usual battle trick of the set's magic cards). */
const anySpirit: Target = { side: 'any', count: 1 };

export const BSS01_105_136: Record<string, Ability[]> = {
  // Abandoned Guillotine: your Shadows are 2000 BP stronger in your attack step; at LV2, when your
  // start step begins with no opposing spirit exhausted, one foe keeps a single core.
  'BSS01-105': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ bp: 2000, to: { side: 'own', all: true, spiritType: 'SHADOW' } }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'start',
      yours: true,
      levels: [2],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'opponent', exhausted: true }, atMost: 0 },
          then: [{ do: 'removeCores', n: 'allButOne', target: oneFoe(), to: 'reserve' }],
        },
      ],
    },
  ],
  // Netherworld Depths: a card each time an opposing spirit becomes exhausted. At LV2, in your attack
  // step, when a spirit of yours is blocked you may pay a core of this nexus: as that battle ends, the
  // opposing blocker is destroyed (not selected, so nothing guarding against selection saves it).
  'BSS01-106': [
    {
      kind: 'trigger',
      on: 'exhausted',
      levels: [1, 2],
      filter: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2],
      during: 'yourAttackStep',
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 1 }],
      effect: [
        {
          do: 'delayed',
          on: 'battleEnd',
          until: 'battle',
          once: true,
          effect: [
            { do: 'destroy', target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true } },
          ],
        },
      ],
    },
  ],
  // Ancient Amethyst Palace: placed, it mills one card; unless that card was a spirit card (or no card
  // came off), an opposing spirit loses a core to its reserve. At LV2, on your turn, each destruction of
  // a purple spirit of yours takes a core off an opposing spirit.
  'BSS01-107': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        { do: 'discard', n: 1, side: 'own', from: 'deckTop' },
        {
          do: 'if',
          cond: {
            all: [
              { count: { side: 'chosen', zone: 'trash', what: 'spirit' }, atMost: 0 },
              { count: { side: 'chosen', zone: 'trash', what: 'card' }, atLeast: 1 },
            ],
          },
          then: [{ do: 'removeCores', n: 1, target: oneFoe({ what: 'spirit' }), to: 'reserve' }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourTurn',
      filter: { side: 'own', what: 'spirit', color: 'purple' },
      effect: [{ do: 'removeCores', n: 1, target: oneFoe({ what: 'spirit' }), to: 'reserve' }],
    },
  ],
  // Rotting Swamp: a card when spirits of yours are destroyed in your attack step; from LV2, once a
  // turn, a Serpent of yours about to be destroyed goes to the hand instead, for a discarded card.
  'BSS01-108': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'yourAttackStep',
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'constant',
      levels: [2],
      oncePerTurn: true,
      apply: [
        {
          substitute: 'destroy',
          to: { side: 'own', what: 'spirit', spiritType: 'SERPENT' },
          cost: [{ pay: 'discard', n: 1 }],
          instead: [{ do: 'toHand', target: { side: 'subject' } }],
        },
      ],
    },
  ],
  // Fortress Metropolis Naumann City: in your main step, while you pay for a Machine Beast spirit card
  // costing 6 or more, its own symbol counts three times; at LV2, in the opponent's turn, your spirits
  // are 1000 BP stronger.
  'BSS01-109': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourMainStep',
      apply: [
        {
          doubleSymbols: true,
          times: 3,
          for: { side: 'own', what: 'spirit', spiritTypes: ['MACHINE BEAST'], minCost: 6 },
          to: { side: 'self' },
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'opponentTurn',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit' } }],
    },
  ],
  // Infinity Mothership: the opponent's attack step opens with every core of your trash going to your
  // reserve; at LV2, with a Mecha spirit of yours out, your core step gains two cores instead of one.
  'BSS01-110': [
    trashCoresBackAtOpponentAttack([1, 2]),
    {
      kind: 'constant',
      levels: [2],
      if: { count: { side: 'own', what: 'spirit', spiritType: 'MECHA' }, atLeast: 1 },
      apply: [{ coreStepGain: 2 }],
    },
  ],
  // Rocket City: in the opponent's attack step, a spirit of yours that blocks gains 1000 BP for the
  // turn. At LV2, in the opponent's turn, each time they draw outside their draw step (once for cards
  // drawn together), they discard a card from their hand.
  'BSS01-111': [
    {
      kind: 'trigger',
      on: 'spiritBlocks',
      levels: [1, 2],
      during: 'opponentAttackStep',
      effect: [{ do: 'bp', amount: 1000, target: { side: 'subject' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'draws',
      levels: [2],
      during: 'opponentTurn',
      who: 'opponent',
      outsideDrawStep: true,
      effect: [{ do: 'discard', n: 1, side: 'opponent', from: 'hand' }],
    },
  ],
  // Forest of Steel Leaves: while you have a burst set, your white nexuses are safe from destruction
  // by the effects of the opponent's red spirits and magic; at LV2, when the opponent destroys a
  // spirit of yours, one of their nexuses returns to their hand.
  'BSS01-112': [
    {
      kind: 'constant',
      levels: [1, 2],
      if: { burstSet: true },
      apply: [
        {
          protect: 'destroy',
          from: 'opponent',
          source: { side: 'opponent', what: 'spiritOrMagic', color: 'red' },
          to: { side: 'own', what: 'nexus', color: 'white' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      filter: { side: 'own', what: 'spirit' },
      by: 'opponent',
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'nexus', count: 1 } }],
    },
  ],
  // Phantasmal Paradise: in your main step, when a Fabled Beast of yours arrives, you may turn this
  // nexus sideways for a card; at LV2 your Fabled Beasts are 1000 BP stronger in your attack step.
  'BSS01-113': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      during: 'yourMainStep',
      filter: { side: 'own', spiritType: 'FABLED BEAST' },
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', all: true, spiritType: 'FABLED BEAST' } }],
    },
  ],
  // Blessed Cathedral: in any attack step, each yellow spirit of yours that dies adds a void core to
  // your reserve, and at LV2 a card too.
  'BSS01-114': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'eitherAttackStep',
      filter: { side: 'own', color: 'yellow' },
      effect: [{ do: 'gainCore', n: 1, to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'eitherAttackStep',
      filter: { side: 'own', color: 'yellow' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Flying Ark: in your attack step your Luster spirits have 2000 BP more; at LV2, in the opponent's
  // attack step, a Luster spirit of yours that is destroyed comes back from the trash to your hand.
  'BSS01-115': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', keyword: 'luster' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'opponentAttackStep',
      filter: { side: 'own', keyword: 'luster' },
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash' } }],
    },
  ],
  // Green Field of the Victor: in your attack step, with only yellow spirits on your field, your
  // spirits gain 1000 BP. At LV2, at the start of your start step, if your spirits (one at least) all
  // cost the same, an opposing spirit loses 2000 BP for the turn.
  'BSS01-116': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      if: { count: { side: 'own', what: 'spirit', notColor: 'yellow' }, atMost: 0 },
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit' } }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'start',
      yours: true,
      levels: [2],
      if: { sameCost: { side: 'own', what: 'spirit' } },
      effect: [
        { do: 'bp', amount: -2000, target: { side: 'opponent', what: 'spirit', count: 1 }, until: 'turn' },
      ],
    },
  ],
  // Big Bang Energy: for the rest of the turn your Star Dragon spirit cards in hand cost your life
  // (their reduction symbols still apply); or one spirit gets 2000 BP for the turn.
  'BSS01-117': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'rule',
          apply: {
            costSet: { player: 'own', what: 'life' },
            to: { side: 'own', what: 'spirit', spiritType: 'STAR DRAGON' },
          },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Starblessed Draw: two cards as a burst when the opponent finishes a When Summoned effect, and two
  // more if its main effect is then paid for.
  'BSS01-118': [
    { kind: 'burst', on: 'opponentWhenSummoned', effect: [{ do: 'draw', n: 2 }], thenMain: true },
    { kind: 'magic', timing: ['main'], effect: [{ do: 'draw', n: 2 }] },
  ],
  // Volcanic Break: destroys an opposing spirit of 3000 BP or less, 6000 when the soul core paid.
  'BSS01-119': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', maxBp: 6000, count: 1 } }],
        },
        {
          do: 'if',
          cond: { not: { soulPaid: 'self' } },
          then: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', maxBp: 3000, count: 1 } }],
        },
      ],
    },
  ],
  // Flame Breath: a burst on the opponent's When Summoned effects destroying a foe of 4000 BP or less
  // (then its flash part if paid); that part gives a spirit 2000 BP.
  'BSS01-120': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 4000 }) }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: anySpirit, until: 'turn' }],
    },
  ],
  // Burning Force: in the main step it may break an opposing nexus; in either window it destroys two
  // opposing spirits of 3000 BP or less.
  'BSS01-121': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus' }) }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: { side: 'opponent', count: 2, maxBp: 3000 } }],
    },
  ],
  // Deadly Balance: the opponent selects one of their spirits, then you select one of yours; both are
  // destroyed together.
  'BSS01-122': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' } },
        { do: 'select', add: true, target: { side: 'own', what: 'spirit', count: 1 } },
        { do: 'destroy', target: { side: 'chosen', all: true } },
      ],
    },
  ],
  // Burst Venom: a burst when the opponent destroys your spirit: one spirit keeps a single core (the
  // rest to its owner's reserve), then its flash part if paid; that part gives a spirit 2000 BP.
  'BSS01-123': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'removeCores', n: 'allButOne', target: anySpirit, to: 'reserve' }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: anySpirit, until: 'turn' }],
    },
  ],
  // Poison Mist: for the turn, your Curse spirits gain a "when attacks" effect that may turn the
  // attack on an exhausted opposing spirit; the other effect is 3000 BP for a spirit.
  'BSS01-124': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'gainAbility',
          ability: {
            kind: 'trigger',
            on: 'attacks',
            optional: true,
            effect: [{ do: 'attackSpirit', target: oneFoe({ what: 'spirit', exhausted: true }) }],
          },
          target: { side: 'own', what: 'spirit', keyword: 'curse', all: true },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: anySpirit, until: 'turn' }],
    },
  ],
  // Core Theft: a foe is chosen first; then you throw away as many hand cards as you like, and that
  // foe loses one core to the trash for each. The number is decided at the discard, after the
  // selection (ruling on BSS02-130).
  'BSS01-125': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: oneFoe() },
        { do: 'discard', n: 'any', side: 'own', from: 'hand' },
        { do: 'removeCores', n: { discardedByThis: 'own' }, target: { side: 'chosen' }, to: 'trash' },
      ],
    },
  ],
  // Dark Matter: the burst brings back a cheap spirit card from your trash; the main effect destroys
  // any exhausted spirit of cost 4 or less.
  'BSS01-126': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [
        {
          do: 'toHand',
          target: { side: 'own', what: 'spirit', zone: 'trash', maxCost: 4, count: 1 },
        },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'destroy',
          target: { side: 'any', what: 'spirit', exhausted: true, maxCost: 4, count: 1 },
        },
      ],
    },
  ],
  // Absolute Ice Shield: a burst when you lose life, a reserve core back into your life (then its flash
  // part if paid); that part ends the attack step once the current battle is over (7-1-6).
  'BSS01-127': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [{ do: 'sendCores', n: 1, side: 'own', from: 'reserve', to: 'life' }],
      thenFlash: true,
    },
    { kind: 'magic', timing: ['main', 'flash'], effect: [{ do: 'endAttackStep' }] },
  ],
  // Regain: refreshes a spirit of yours, never the attacker. In your turn only your own spirits
  // attack (none of them blocks), so "not attacking" is "not in the battle"; in the opponent's turn none
  // of yours attacks, so any of them may be chosen, a blocker included (official ruling).
  'BSS01-128': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'if',
          cond: { turn: 'yours' },
          then: [{ do: 'refresh', target: { side: 'own', what: 'spirit', battle: 'none', count: 1 } }],
        },
        {
          do: 'if',
          cond: { turn: 'opponents' },
          then: [{ do: 'refresh', target: { side: 'own', what: 'spirit', count: 1 } }],
        },
      ],
    },
  ],
  // Counter Sword: the burst puts an opposing spirit on top of its owner's deck; the main effect adds
  // a void core to your life.
  'BSS01-129': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [{ do: 'toDeck', target: { side: 'opponent', what: 'spirit', count: 1 } }],
      thenMain: true,
    },
    { kind: 'magic', timing: ['main'], effect: [{ do: 'gainCore', n: 1, to: 'life' }] },
  ],
  // Suppression: a spirit gains 3000 BP for the turn; if the soul core paid for it, the same spirit
  // may also block while exhausted this turn.
  'BSS01-130': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'bp', amount: 3000, target: anySpirit, until: 'turn' },
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            { do: 'apply', effect: { blockExhausted: true }, target: { side: 'chosen' }, until: 'turn' },
          ],
        },
      ],
    },
  ],
  // Dream Blizzard: in the main step every nexus goes back to its owner's hand; in either window a
  // spirit gains 3000 BP.
  'BSS01-131': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'toHand', target: { side: 'any', what: 'nexus', all: true } }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: anySpirit, until: 'turn' }],
    },
  ],
  // Royal Potion: stands up every cost-2 spirit of yours.
  'BSS01-132': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'refresh', target: { side: 'own', all: true, minCost: 2, maxCost: 2 } }],
    },
  ],
  // Angelic Pressure: an opposing spirit loses 3000 BP for the turn.
  'BSS01-133': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: -3000, target: oneFoe(), until: 'turn' }],
    },
  ],
  // Ascension Zero: a burst on the opponent's When Summoned effects: every opposing spirit counts as
  // LV1 for the turn (then its flash part if paid); that part gives a spirit 2000 BP.
  'BSS01-134': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [{ do: 'setLevel', level: 1, target: { side: 'opponent', all: true }, until: 'turn' }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: anySpirit, until: 'turn' }],
    },
  ],
  // Gleam of Hope: draw one, then your spirits with Luster or Blessed gain 1000 BP this turn.
  'BSS01-135': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'draw', n: 1 },
        {
          do: 'bp',
          amount: 1000,
          target: { side: 'own', what: 'spirit', all: true, keywords: ['luster', 'blessed'] },
          until: 'turn',
        },
      ],
    },
  ],
  // Exhaust Nexus: a burst on the opponent's When Summoned effects: their spirits lose 1000 BP per
  // nexus they control for the turn (then its flash part if paid); that part takes 3000 BP off all of
  // their spirits for the turn.
  'BSS01-136': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'bp',
          amount: -1000,
          per: { count: { side: 'opponent', what: 'nexus' } },
          target: { side: 'opponent', all: true },
          until: 'turn',
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: -3000, target: { side: 'opponent', all: true }, until: 'turn' }],
    },
  ],
};

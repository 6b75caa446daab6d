// BSS05, cards BSS05-081 to BSS05-116: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS05.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { anySpiritBp, oneFoe } from '../shared/helpers.ts';
import { astral, coreOff } from './helpers.ts';

export const BSS05_081_116: Record<string, Ability[]> = {
  // Kalavinkale: Gale 2 on its attacks. From LV2, attacking, you may exhaust a nexus of yours to put a
  // void core on one of your nexuses. At LV3, in either attack step, each nexus of yours becoming
  // exhausted destroys an opposing spirit of cost 4 or less.
  'BSS05-081': [
    { kind: 'keyword', keyword: 'gale', value: 2, during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'nexus', count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'exhausted',
      levels: [3],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'nexus' },
      effect: [{ do: 'destroy', target: oneFoe({ maxCost: 4 }) }],
    },
  ],
  // Sailor Antman: arriving, a void core goes onto a green nexus of yours and another onto a blue one.
  'BSS05-084': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'nexus', color: 'green', count: 1 },
        },
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'nexus', color: 'blue', count: 1 },
        },
      ],
    },
  ],
  // Warrior Monk Khakkhara: Astral. From LV2 its attacks send the top five of the opposing deck to the
  // trash. At LV3, as your end step starts, you may exhaust a nexus of yours to refresh it.
  'BSS05-086': [
    astral(),
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'discard', n: 5, side: 'opponent', from: 'deckTop' }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [3],
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Cosmic Color: Crush +1. From LV2, in your turn, when an effect discards a magic card off the
  // opponent's deck, a Skybinder spirit of yours is treated as its highest level this turn. Astral at
  // LV3.
  'BSS05-087': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'trigger',
      on: 'deckDiscarded',
      levels: [2, 3],
      during: 'yourTurn',
      who: 'opponent',
      cards: { side: 'any', what: 'magic' },
      effect: [
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'own', what: 'spirit', spiritType: 'SKYBINDER', count: 1 },
          until: 'turn',
        },
      ],
    },
    astral(undefined, [3]),
  ],
  // Marble Golem: at LV2 its attacks draw a card, then discard one; with a green symbol (Chain), a void
  // core goes onto one of your nexuses.
  'BSS05-091': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [
        { do: 'draw', n: 1 },
        { do: 'discard', n: 1, from: 'hand' },
        {
          do: 'chain',
          color: 'green',
          effect: [
            { do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'nexus', count: 1 } },
          ],
        },
      ],
    },
  ],
  // Mega Flying Killer: at LV2 its attacks destroy any number of opposing spirits costing 3 or less in
  // all, then mill one opposing card per spirit so destroyed; with a red symbol (Chain), draw a card.
  'BSS05-092': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', total: { what: 'cost', max: 3 } } },
        { do: 'discard', n: { destroyedByThis: 'opponent' }, side: 'opponent', from: 'deckTop' },
        { do: 'chain', color: 'red', effect: [{ do: 'draw', n: 1 }] },
      ],
    },
  ],
  // Aberrant Seabeast Seapolyp: Raid 1 from LV2.
  'BSS05-094': [{ kind: 'keyword', keyword: 'raid', value: 1, levels: [2, 3] }],
  // Seasurge Swordfighter Akashi: in your attack step, when a spirit of yours holding a soul core takes
  // the opponent's life, two cards of their deck go to the trash. From LV2, in either attack step, it
  // has 5000 more BP while the opponent's trash holds ten or more cards.
  'BSS05-095': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'discard', n: 2, side: 'opponent', from: 'deckTop' }],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'eitherAttackStep',
      if: { amount: { player: 'opponent', what: 'trash' }, atLeast: 10 },
      apply: [{ bp: 5000, to: { side: 'self' } }],
    },
  ],
  // Warrior of Light Gaius: Crush.
  'BSS05-096': [{ kind: 'keyword', keyword: 'crush' }],
  // Surveyor Dalaney: at LV2, in your attack step, each attacking Surveyor of yours treats one of your
  // cost-3 spirits as its highest level this turn.
  'BSS05-098': [
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR' },
      effect: [
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'own', what: 'spirit', minCost: 3, maxCost: 3, count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Water Wyrm Caldera Dragon: arriving, you may discard a card to place nexus cards from your trash
  // costing 6 or less in all, free. From LV2 its attacks destroy an opposing spirit of cost 3 or less;
  // at LV3 you may also destroy a refreshed nexus of yours to refresh it.
  'BSS05-099': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      cost: [{ pay: 'discard', n: 1 }],
      effect: [
        {
          do: 'summon',
          free: true,
          target: { side: 'own', what: 'nexus', zone: 'trash', total: { what: 'cost', max: 6 } },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'destroy', target: oneFoe({ maxCost: 3 }) }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      optional: true,
      cost: [{ pay: 'destroy', target: { side: 'own', what: 'nexus', exhausted: false } }],
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Clionetta: summoned with the soul core among the cores paid, you may destroy a nexus of yours to
  // draw two cards.
  'BSS05-101': [
    {
      kind: 'trigger',
      on: 'summoned',
      if: { soulPaid: 'self' },
      optional: true,
      cost: [{ pay: 'destroy', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'draw', n: 2 }],
    },
  ],
  // Clioneste: its attacks draw a card, then discard one.
  'BSS05-103': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        { do: 'draw', n: 1 },
        { do: 'discard', n: 1, from: 'hand' },
      ],
    },
  ],
  // The Highest Peak: in your turn your spirits have 1000 more BP. At LV2, in your attack step, when a
  // spirit of yours is blocked you may move any number of this nexus's cores onto it.
  'BSS05-104': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourTurn',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      effect: [
        {
          do: 'removeCores',
          n: { of: 'self', what: 'cores' },
          upTo: true,
          target: { side: 'self' },
          to: 'subject',
        },
      ],
    },
  ],
  // Ferocious Prison: placed, you may discard a card to destroy two opposing spirits of 2000 BP or less.
  // At LV2, as your end step starts, you draw if any spirit was destroyed this turn.
  'BSS05-105': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      cost: [{ pay: 'discard', n: 1 }],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 2000, count: 2 }) }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [2],
      if: {
        any: [
          { amount: { player: 'own', what: 'destroyedThisTurn' }, atLeast: 1 },
          { amount: { player: 'opponent', what: 'destroyedThisTurn' }, atLeast: 1 },
        ],
      },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Dark Coffin Cavern: in your attack step, the first spirit of yours to attack each turn gains Curse
  // for the turn. At LV2, in your attack step, each Undead of yours destroyed destroys an opposing
  // spirit with one core.
  'BSS05-106': [
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      during: 'yourAttackStep',
      if: { amount: { player: 'own', what: 'attacksThisTurn' }, atMost: 1 },
      effect: [{ do: 'grant', keyword: { keyword: 'curse' }, target: { side: 'subject' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'UNDEAD' },
      effect: [{ do: 'destroy', target: oneFoe({ maxCores: 1 }) }],
    },
  ],
  // Underworld Casino: in your turn, when you summon a cost-2 spirit, you may exhaust it (the nexus) to
  // leave an opposing spirit of cost 7 or less one core. At LV2, each cost-2 spirit of yours destroyed
  // takes a core off an opposing spirit.
  'BSS05-107': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      during: 'yourTurn',
      filter: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 },
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [{ do: 'removeCores', n: 'allButOne', target: oneFoe({ maxCost: 7 }), to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      filter: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 },
      effect: [coreOff()],
    },
  ],
  // Four Cloud Retreat: in your attack step, opposing spirits of cost 1 or less cannot block your yellow
  // spirits. At LV2, in either attack step, each Fabled Beast of yours destroyed puts a void core in
  // your reserve.
  'BSS05-108': [
    {
      kind: 'constant',
      during: 'yourAttackStep',
      apply: [
        {
          noBlockBy: { side: 'opponent', what: 'spirit', maxCost: 1 },
          to: { side: 'own', what: 'spirit', color: 'yellow' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST' },
      effect: [{ do: 'gainCore', n: 1, to: 'reserve' }],
    },
  ],
  // Steam-Powered Factory: paying for a magic card of yours, each symbol of this nexus counts twice
  // (10-6-5). At LV2, in your turn, the first spirit of yours that is yellow or white and destroyed by
  // the opponent this turn goes back from your trash to your hand.
  'BSS05-109': [
    {
      kind: 'constant',
      levels: [1, 2],
      apply: [{ doubleSymbols: true, for: { side: 'own', what: 'magic' }, to: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourTurn',
      by: 'opponent',
      firstEachTurn: true,
      filter: {
        side: 'own',
        what: 'spirit',
        anyOf: [
          { side: 'own', color: 'yellow' },
          { side: 'own', color: 'white' },
        ],
      },
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash', count: 1 } }],
    },
  ],
  // Entrance to the Mirrorworld: the opponent's effects cannot discard from your hand. At LV2, in the
  // opponent's attack step, when an opposing spirit without Astral attacks, you may pay one core from
  // this nexus to refresh your spirit that costs the least.
  'BSS05-110': [
    { kind: 'constant', levels: [1, 2], apply: [{ handDiscardBarred: true, from: 'opponent' }] },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent', what: 'spirit', notKeyword: 'astral' },
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 1 }],
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', least: 'cost', count: 1 } }],
    },
  ],
  // Skybound Falls: each spirit of yours summoned has 2000 more BP this turn. At LV2, in the opponent's
  // attack step, when an opposing spirit without Astral takes your life, draw a card.
  'BSS05-112': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'subject' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'lifeLost',
      levels: [2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent', what: 'spirit', notKeyword: 'astral' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Sealord's Maw: in either attack step, an opposing spirit of cost 2 or less attacking puts a void core
  // on it, and one of yours of cost 2 or less attacking destroys it. At LV2, in the opponent's attack
  // step, each magic they use from the hand puts a void core on it once resolved.
  'BSS05-114': [
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      during: 'eitherAttackStep',
      filter: { side: 'opponent', what: 'spirit', maxCost: 2 },
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'spirit', maxCost: 2 },
      effect: [{ do: 'destroy', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent', what: 'magic' },
      fromHand: true,
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Volcanic Island: destroyed, you may pay a core to place it again from your trash, exhausted and free
  // (8-10: the card in the trash is a new object). At LV2, in your turn, each time you discard cards
  // from your hand a spirit of yours gets Confront and 3000 BP for the turn.
  'BSS05-115': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      optional: true,
      cost: [{ pay: 'cores', n: 1 }],
      effect: [
        { do: 'summon', target: { side: 'self', zone: 'trash', what: 'nexus' }, free: true, exhausted: true },
      ],
    },
    {
      kind: 'trigger',
      on: 'handDiscarded',
      levels: [2],
      during: 'yourTurn',
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 1 } },
        { do: 'grant', keyword: { keyword: 'confront' }, target: { side: 'chosen' }, until: 'turn' },
        { do: 'bp', amount: 3000, target: { side: 'chosen' }, until: 'turn' },
      ],
    },
  ],
  // Generate Fire: main, every nexus of cost 3 or less that is not red is destroyed (both fields);
  // main or flash, a spirit gets 3000 BP this turn.
  'BSS05-116': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'destroy', target: { side: 'any', what: 'nexus', maxCost: 3, notColor: 'red', all: true } },
      ],
    },
    anySpiritBp(3000),
  ],
};

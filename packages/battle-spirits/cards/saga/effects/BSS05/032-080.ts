// BSS05, cards BSS05-032 to BSS05-080: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS05.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { ANTMAN } from '../shared/tokens.ts';
import { immortal, oneFoe, voidCoreOnto } from '../shared/helpers.ts';
import { astral } from './helpers.ts';

export const BSS05_032_080: Record<string, Ability[]> = {
  // Dark Skullpione: Immortal (cost 4) in either attack step. From LV2, when its attack is blocked, the
  // blocker keeps one core and the rest go to its owner's reserve (not selected: Armor does not apply).
  'BSS05-032': [
    immortal(4, 4),
    {
      kind: 'trigger',
      on: 'blocked',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [
        {
          do: 'removeCores',
          n: 'allButOne',
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          to: 'reserve',
        },
      ],
    },
  ],
  // Lost Chip: when a battle it attacked in ends, it is destroyed.
  'BSS05-034': [
    {
      kind: 'trigger',
      on: 'battleEnd',
      during: 'whileAttacking',
      effect: [{ do: 'destroy', target: { side: 'self' } }],
    },
  ],
  // Knight Aglaea: in either attack step, each magic card you use gives it Astral and 3000 BP this turn.
  // Luster on its attacks from LV2.
  'BSS05-036': [
    {
      kind: 'trigger',
      on: 'magicUsed',
      during: 'eitherAttackStep',
      effect: [
        { do: 'grant', keyword: { keyword: 'astral' }, target: { side: 'self' }, until: 'turn' },
        { do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' },
      ],
    },
    { kind: 'keyword', keyword: 'luster', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Cat Aether: arriving, another spirit of yours with one symbol gains Astral this turn.
  'BSS05-037': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'astral' },
          target: { side: 'own', what: 'spirit', other: true, symbolCount: 1, count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Cheshire Soul: Astral in the opponent's turn.
  'BSS05-038': [astral('opponentTurn')],
  // Treasure Guard Goldenlock: Blessed on its attacks at LV3.
  'BSS05-041': [{ kind: 'keyword', keyword: 'blessed', levels: [3], during: 'whileAttacking' }],
  // Dark Iberix: destroyed by the opponent, a core goes from your reserve to your life; with a purple
  // symbol (Chain), you draw a card.
  'BSS05-042': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        { do: 'sendCores', n: 1, side: 'own', from: 'reserve', to: 'life' },
        { do: 'chain', color: 'purple', effect: [{ do: 'draw', n: 1 }] },
      ],
    },
  ],
  // Angel Snipinne: Luster on its attacks from LV2.
  'BSS05-045': [{ kind: 'keyword', keyword: 'luster', levels: [2, 3], during: 'whileAttacking' }],
  // Surveyor Puf: in your attack step, when the opponent destroys a Surveyor of yours, an opposing
  // spirit loses 2000 BP this turn.
  'BSS05-046': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR' },
      by: 'opponent',
      effect: [{ do: 'bp', amount: -2000, target: oneFoe(), until: 'turn' }],
    },
  ],
  // Silver Angel Magica Machina: arriving, a magic card of two or more colours comes from your trash to
  // your hand. From LV2, destroyed, every opposing spirit loses 2000 BP this turn.
  'BSS05-048': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'toHand', target: { side: 'own', what: 'magic', zone: 'trash', minColors: 2, count: 1 } },
      ],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2, 3],
      effect: [
        { do: 'bp', amount: -2000, target: { side: 'opponent', what: 'spirit', all: true }, until: 'turn' },
      ],
    },
  ],
  // Base Defense Angel Rita: Armor against blue; Luster on its attacks at LV2.
  'BSS05-049': [
    { kind: 'keyword', keyword: 'armor', colors: ['blue'] },
    { kind: 'keyword', keyword: 'luster', levels: [2], during: 'whileAttacking' },
  ],
  // Late-Working Fairy: arriving, it gains your choice of Luster or Blessed for the turn.
  'BSS05-051': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'oneOf',
          options: [
            [{ do: 'grant', keyword: { keyword: 'luster' }, target: { side: 'self' }, until: 'turn' }],
            [{ do: 'grant', keyword: { keyword: 'blessed' }, target: { side: 'self' }, until: 'turn' }],
          ],
        },
      ],
    },
  ],
  // Jugmech Sadal Aquarius: it refreshes as the opponent's attack step starts. From LV2 the effects of
  // the opponent's spirits cannot destroy your Lightguider spirits. At LV3, attacking or blocking, you
  // may pick a spirit of yours: it and every spirit of the same cost go back to their owners' hands.
  'BSS05-052': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      apply: [
        {
          protect: 'destroy',
          from: 'opponent',
          source: { side: 'any', what: 'spirit' },
          to: { side: 'own', what: 'spirit', spiritType: 'LIGHTGUIDER' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [3],
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 1, upTo: true } },
        {
          do: 'if',
          cond: { count: { side: 'chosen' }, atLeast: 1 },
          then: [
            {
              do: 'toHand',
              target: {
                side: 'any',
                what: 'spirit',
                all: true,
                than: [{ what: 'cost', op: 'eq', amount: { of: 'chosen', what: 'cost' } }],
              },
            },
          ],
        },
      ],
    },
  ],
  // Phantasmal Mechtroop Holo Sentinel: summoned with the soul core among the cores paid, an opposing
  // spirit of 5000 BP or less goes to the bottom of its owner's deck. Astral in the opponent's turn at LV2.
  'BSS05-053': [
    {
      kind: 'trigger',
      on: 'summoned',
      if: { soulPaid: 'self' },
      effect: [{ do: 'toDeck', target: oneFoe({ maxBp: 5000 }), bottom: true }],
    },
    astral('opponentTurn', [2]),
  ],
  // Lantern Marionette: Armor against red and blue; Astral in the opponent's turn.
  'BSS05-054': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'blue'] }, astral('opponentTurn')],
  // Dummy Mammoth: Astral in the opponent's turn.
  'BSS05-055': [astral('opponentTurn')],
  // Hyperdimensional Diva Valkyrie Lyra: Armor against purple and green. From LV2, in the opponent's
  // attack step, your Ice Princess spirits holding a soul core may block while exhausted.
  'BSS05-056': [
    { kind: 'keyword', keyword: 'armor', colors: ['purple', 'green'] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'opponentAttackStep',
      apply: [
        {
          blockExhausted: true,
          to: { side: 'own', what: 'spirit', spiritType: 'ICE PRINCESS', soulCore: true },
        },
      ],
    },
  ],
  // Kunziraffe: Armor against purple and yellow.
  'BSS05-058': [{ kind: 'keyword', keyword: 'armor', colors: ['purple', 'yellow'] }],
  // Mechannoneer Macclir: Armor against red and blue.
  'BSS05-059': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'blue'] }],
  // Nega Cerberus: destroyed by the opponent, their spirits of 3000 BP or less cannot take your life
  // this turn; with a yellow symbol (Chain), all their spirits lose 2000 BP this turn.
  'BSS05-062': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        {
          do: 'rule',
          apply: { noLifeDamage: 'own', to: { side: 'opponent', what: 'spirit', maxBp: 3000 } },
          until: 'turn',
        },
        {
          do: 'chain',
          color: 'yellow',
          effect: [
            {
              do: 'bp',
              amount: -2000,
              target: { side: 'opponent', what: 'spirit', all: true },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Surveyor Fang: at LV2, in the opponent's turn, the effects of their spirits cannot destroy your
  // Surveyor spirits.
  'BSS05-063': [
    {
      kind: 'constant',
      levels: [2],
      during: 'opponentTurn',
      apply: [
        {
          protect: 'destroy',
          from: 'opponent',
          source: { side: 'any', what: 'spirit' },
          to: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR' },
        },
      ],
    },
  ],
  // Tundra Forager Ptarmigan: Swift; Armor against red at LV2.
  'BSS05-067': [
    { kind: 'keyword', keyword: 'swift' },
    { kind: 'keyword', keyword: 'armor', colors: ['red'], levels: [2] },
  ],
  // Eldtree Caretaker Lindel: arriving, a void core goes into your trash; Astral in the opponent's turn.
  'BSS05-069': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'gainCore', n: 1, to: 'trash' }] },
    astral('opponentTurn'),
  ],
  // Clone Artist Gatagiri: arriving, an Antman Token is summoned; Astral in the opponent's turn.
  'BSS05-070': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'token', token: ANTMAN, n: 1 }] },
    astral('opponentTurn'),
  ],
  // Great Sky Shadow: Swift; Astral in the opponent's turn.
  'BSS05-071': [{ kind: 'keyword', keyword: 'swift' }, astral('opponentTurn')],
  // Shinobi Harrier: Swift.
  'BSS05-073': [{ kind: 'keyword', keyword: 'swift' }],
  // Emerald Swordfighter Lemurite: Gale 2 on its attacks.
  'BSS05-075': [{ kind: 'keyword', keyword: 'gale', value: 2, during: 'whileAttacking' }],
  // Fortress Bug Larva: at LV1-2, in the opponent's turn, each token spirit of yours destroyed puts a
  // void core on it, and with a white symbol (Chain, 11-15) it refreshes. At LV2 its attacks and blocks
  // exhaust an opposing spirit of cost 3 or less.
  'BSS05-078': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'opponentTurn',
      filter: { side: 'own', what: 'spirit', token: true },
      effect: [
        voidCoreOnto({ side: 'self' }),
        { do: 'chain', color: 'white', effect: [{ do: 'refresh', target: { side: 'self' } }] },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2],
      effect: [{ do: 'exhaust', target: oneFoe({ maxCost: 3 }) }],
    },
  ],
  // Coralfly: from LV2 its attacks exhaust an opposing spirit of cost 7 or more; with a blue symbol
  // (Chain), an opposing spirit of cost 2 or less is destroyed.
  'BSS05-079': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'exhaust', target: oneFoe({ minCost: 7 }) },
        { do: 'chain', color: 'blue', effect: [{ do: 'destroy', target: oneFoe({ maxCost: 2 }) }] },
      ],
    },
  ],
  // Surveyor Setsuna: from LV2, in your attack step, when a Surveyor of yours takes the opponent's life,
  // a void core goes onto one of your Surveyor spirits.
  'BSS05-080': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR' },
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR', count: 1 },
        },
      ],
    },
  ],
};

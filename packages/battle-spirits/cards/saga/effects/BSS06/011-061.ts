// BSS06, cards BSS06-011 to BSS06-061 defined after the set's first part: Arbiter's own definitions of
// their abilities, by card id, in the effect vocabulary (docs/effects.md). BSS06.ts joins them.
import type { Ability } from '../../../../src/vocab.ts';
import { oneFoe, voidCoreOnto } from '../shared/helpers.ts';
import { linkCost, linkedGains } from './helpers.ts';

export const BSS06_011_061: Record<string, Ability[]> = {
  // Spearbeast Ballista: arriving at LV1, either two opposing spirits of 4000 BP or less, or one such
  // spirit and an opposing nexus, are destroyed together. Link (cost 5 or more); the attacker it is
  // linked to has Confront.
  'BSS06-004': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1],
      effect: [
        {
          do: 'oneOf',
          options: [
            [{ do: 'destroy', target: oneFoe({ maxBp: 4000, count: 2 }) }],
            [
              { do: 'select', target: oneFoe({ maxBp: 4000 }) },
              { do: 'select', add: true, target: oneFoe({ what: 'nexus' }) },
              { do: 'destroy', target: { side: 'chosen', what: 'spiritOrNexus', all: true } },
            ],
          ],
        },
      ],
    },
    linkCost(5),
    linkedGains({ keyword: 'confront' }),
  ],
  // Dragon Warlord Skyfall Owari: in your attack step, each green spirit of yours attacking puts a void
  // core on it; from LV2 each red one attacking draws a card. At LV3 its attacks select an opposing
  // spirit: destroyed with 6000 BP or less, exhausted with 7000 or more.
  'BSS06-011': [
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', color: 'green' },
      effect: [voidCoreOnto({ side: 'self' })],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', color: 'red' },
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        { do: 'select', target: oneFoe() },
        {
          do: 'if',
          cond: { count: { side: 'chosen', maxBp: 6000 }, atLeast: 1 },
          then: [{ do: 'destroy', target: { side: 'chosen' } }],
        },
        {
          do: 'if',
          cond: { count: { side: 'chosen', minBp: 7000 }, atLeast: 1 },
          then: [{ do: 'exhaust', target: { side: 'chosen' } }],
        },
      ],
    },
  ],
  // Fallen Monk Kokugo: arriving at LV1-2, every opposing spirit of one colour keeps one core, the rest
  // going to its owner's reserve; with a white symbol (Chain), an opposing spirit of 6000 BP or less goes
  // back to the hand; with a red one, the opponent picks one of their nexuses to be destroyed.
  'BSS06-020': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'removeCores',
          n: 'allButOne',
          target: { side: 'opponent', what: 'spirit', maxColors: 1, all: true },
          to: 'reserve',
        },
        { do: 'chain', color: 'white', effect: [{ do: 'toHand', target: oneFoe({ maxBp: 6000 }) }] },
        {
          do: 'chain',
          color: 'red',
          effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus', chooser: 'opponent' }) }],
        },
      ],
    },
  ],
  // Electrum Guardians: its attacks refresh a spirit of yours of cost 3 or less; with a purple symbol
  // (Chain), each exhausted opposing spirit loses a core to its owner's reserve; with a blue one, a void
  // core goes onto a nexus of yours.
  'BSS06-034': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        { do: 'refresh', target: { side: 'own', what: 'spirit', maxCost: 3, count: 1 } },
        {
          do: 'chain',
          color: 'purple',
          effect: [
            {
              do: 'removeCores',
              n: 1,
              target: { side: 'opponent', what: 'spirit', exhausted: true, all: true },
              to: 'reserve',
            },
          ],
        },
        {
          do: 'chain',
          color: 'blue',
          effect: [voidCoreOnto({ side: 'own', what: 'nexus', count: 1 })],
        },
      ],
    },
  ],
  // Sushi Fairy: a Supsprite spirit of yours destroyed while holding a soul core takes 10000 BP off an
  // opposing spirit this turn.
  'BSS06-041': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      filter: { side: 'own', what: 'spirit', spiritType: 'SUPSPRITE', soulCore: true },
      effect: [{ do: 'bp', amount: -10000, target: oneFoe(), until: 'turn' }],
    },
  ],
  // VR Administrator Mihotsu-hime: arriving at LV1-2, of the top four of your deck a spirit card with
  // Link goes to your hand and the rest to the trash. At LV2, attacking while linked, it has Astral.
  'BSS06-044': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: 4,
          pick: { side: 'own', what: 'spirit', keyword: 'link', count: 1 },
          rest: 'trash',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'whileAttacking',
      if: { self: { side: 'self', linked: true } },
      apply: [{ grant: { keyword: 'astral' }, to: { side: 'self' } }],
    },
  ],
  // Moonlight Princess Mani: at LV1-2, in the opponent's attack step, it may block their spirits that
  // are not linked even while exhausted.
  'BSS06-046': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentAttackStep',
      apply: [{ blockExhausted: true, against: { side: 'opponent', linked: false }, to: { side: 'self' } }],
    },
  ],
  // Mecha Warlord Gyoten: Link (cost 5 or more); while it is linked, the opponent's blocks refresh it.
  'BSS06-047': [
    linkCost(5),
    {
      kind: 'trigger',
      on: 'spiritBlocks',
      levels: [1],
      during: 'whileLinked',
      filter: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Networked Wardmancer Hannya: arriving, you may discard a spirit card with Link to draw two. From
  // LV2, while it attacks, a spirit with Link linking to it takes a core off an opposing spirit to its
  // owner's reserve.
  'BSS06-028': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'spirit', keyword: 'link' } }],
      effect: [{ do: 'draw', n: 2 }],
    },
    {
      kind: 'trigger',
      on: 'spiritLinked',
      levels: [2, 3],
      during: 'whileAttacking',
      filter: { side: 'self' },
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Badger Panzer: attacking or blocking, a spirit with Link is refreshed; with a purple symbol (Chain,
  // 11-15) it has Curse for the battle, with a yellow one LV1 spirits cannot block it in the battle.
  'BSS06-048': [
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [1, 2],
      effect: [
        { do: 'refresh', target: { side: 'any', what: 'spirit', keyword: 'link', count: 1 } },
        {
          do: 'chain',
          color: 'purple',
          effect: [{ do: 'grant', keyword: { keyword: 'curse' }, target: { side: 'self' }, until: 'battle' }],
        },
        {
          do: 'chain',
          color: 'yellow',
          effect: [
            {
              do: 'apply',
              effect: { noBlockBy: { side: 'opponent', what: 'spirit', maxLevel: 1 } },
              target: { side: 'self' },
              until: 'battle',
            },
          ],
        },
      ],
    },
  ],
  // Conjuration Puppet Knight: destroyed by the opponent, the top three of your deck go to the trash and
  // you draw three; with a purple symbol (Chain), an opposing spirit loses three cores to its owner's
  // reserve, and if that destroys it, two void cores come to your reserve. At LV2 its attacks and
  // blocks put a void core on it.
  'BSS06-055': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        { do: 'discard', n: 3, from: 'deckTop' },
        { do: 'draw', n: 3 },
        {
          do: 'chain',
          color: 'purple',
          effect: [
            { do: 'removeCores', n: 3, target: oneFoe(), to: 'reserve' },
            {
              do: 'if',
              cond: { amount: { destroyedByThis: 'opponent' }, atLeast: 1 },
              then: [{ do: 'gainCore', n: 2, to: 'reserve' }],
            },
          ],
        },
      ],
    },
    { kind: 'trigger', on: 'attacksOrBlocks', levels: [2], effect: [voidCoreOnto({ side: 'self' })] },
  ],
  // Smokemaster Nicotiana Tamba: Agile. At LV1-2, in either attack step, when it or another spirit of
  // yours is summoned, it has Astral this turn.
  'BSS06-058': [
    { kind: 'keyword', keyword: 'agile' },
    // Itself summoned (spiritSummoned watches the other spirits).
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      during: 'eitherAttackStep',
      effect: [{ do: 'grant', keyword: { keyword: 'astral' }, target: { side: 'self' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'spirit' },
      effect: [{ do: 'grant', keyword: { keyword: 'astral' }, target: { side: 'self' }, until: 'turn' }],
    },
  ],
  // Scorpoknight Antares Skoll: Gale 2 on its attacks. At LV2, in your attack step, when a Lightguider
  // spirit of yours takes the opponent's life, you may pay a core from your reserve to send two opposing spirits with a
  // single symbol back to the hand.
  'BSS06-059': [
    { kind: 'keyword', keyword: 'gale', value: 2, levels: [1, 2], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'LIGHTGUIDER' },
      optional: true,
      cost: [{ pay: 'cores', n: 1, from: 'reserve' }],
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', symbolCount: 1, count: 2 } }],
    },
  ],
  // Stickbug Shooter: Link (cost 5 or more); while it is linked, each opposing spirit destroyed by
  // comparing BP (7-1-5-2) sends a core of the opponent's life to their trash.
  'BSS06-061': [
    linkCost(5),
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1],
      during: 'whileLinked',
      cause: 'battle',
      filter: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'life', to: 'trash' }],
    },
  ],
};

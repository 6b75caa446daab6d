// BSS05, cards BSS05-001 to BSS05-031: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS05.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { immortal, oneFoe } from '../shared/helpers.ts';
import { astral, coreOff } from './helpers.ts';

export const BSS05_001_031: Record<string, Ability[]> = {
  // Skybinder Knight Zmeitza: Astral. From LV2 its attacks destroy an opposing spirit of 3000 BP or
  // less, then two cores of your trash go to your reserve.
  'BSS05-001': [
    astral(),
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'destroy', target: oneFoe({ maxBp: 3000 }) },
        { do: 'sendCores', n: 2, side: 'own', from: 'trash', to: 'reserve', regularOnly: true },
      ],
    },
  ],
  // Thunderclap Dragon: in your turn your Skybinder spirits have Awaken; Astral at LV3.
  'BSS05-002': [
    {
      kind: 'constant',
      during: 'yourTurn',
      apply: [{ grant: { keyword: 'awaken' }, to: { side: 'own', what: 'spirit', spiritType: 'SKYBINDER' } }],
    },
    astral(undefined, [3]),
  ],
  // Raptor Aether: Astral at LV3.
  'BSS05-003': [astral(undefined, [3])],
  // Calamity Magnetar Dragon: flash, you may move all the cores of one of your other Star Dragon spirits
  // onto it, and then it refreshes. At LV3 its attacks destroy an opposing spirit of 5000 BP or less.
  'BSS05-004': [
    {
      kind: 'activated',
      timing: ['flash'],
      effect: [
        {
          do: 'select',
          target: {
            side: 'own',
            what: 'spirit',
            spiritType: 'STAR DRAGON',
            other: true,
            count: 1,
            upTo: true,
          },
        },
        {
          do: 'if',
          cond: { count: { side: 'chosen' }, atLeast: 1 },
          then: [
            { do: 'removeCores', n: 'all', target: { side: 'chosen' }, to: 'self' },
            { do: 'refresh', target: { side: 'self' } },
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 5000 }) }],
    },
  ],
  // Starburst Dragon: Confront on its attacks at LV3.
  'BSS05-005': [{ kind: 'keyword', keyword: 'confront', levels: [3], during: 'whileAttacking' }],
  // Long-Armed Swordsman Siamangus: Awaken.
  'BSS05-006': [{ kind: 'keyword', keyword: 'awaken' }],
  // Death Mattock: destroyed, it may stop one opposing spirit from blocking this turn; with a blue
  // symbol (Chain), a nexus card comes back from your trash to your hand.
  'BSS05-007': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'cannot', action: 'block', target: oneFoe({ upTo: true }), until: 'turn' },
        {
          do: 'chain',
          color: 'blue',
          effect: [{ do: 'toHand', target: { side: 'own', what: 'nexus', zone: 'trash', count: 1 } }],
        },
      ],
    },
  ],
  // Surveyor Ryusei: from LV2, in your attack step, each attacking Surveyor of yours gets 2000 BP for
  // the battle, then you draw a card if your hand holds two or fewer.
  'BSS05-011': [
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR' },
      effect: [
        { do: 'bp', amount: 2000, target: { side: 'subject' }, until: 'battle' },
        {
          do: 'if',
          cond: { amount: { player: 'own', what: 'hand' }, atMost: 2 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
  ],
  // Grave Megalo: arriving, an opposing spirit keeps one core, the rest go to its owner's reserve. From
  // LV2 its attacks destroy an opposing spirit of 3000 BP or less.
  'BSS05-013': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'removeCores', n: 'allButOne', target: oneFoe(), to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 3000 }) }],
    },
  ],
  // Dinosaur Knight Dentus: Immortal (costs 3 to 7) in either attack step. Destroyed, one of your
  // Terrasaur or Shadow spirits gets Confront and 5000 BP this turn; with a purple symbol (Chain), two
  // cards off your deck to the trash and a card drawn.
  'BSS05-014': [
    immortal(3, 7),
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        {
          do: 'select',
          target: { side: 'own', what: 'spirit', spiritTypes: ['TERRASAUR', 'SHADOW'], count: 1 },
        },
        { do: 'grant', keyword: { keyword: 'confront' }, target: { side: 'chosen' }, until: 'turn' },
        { do: 'bp', amount: 5000, target: { side: 'chosen' }, until: 'turn' },
        {
          do: 'chain',
          color: 'purple',
          effect: [
            { do: 'discard', n: 2, side: 'own', from: 'deckTop' },
            { do: 'draw', n: 1 },
          ],
        },
      ],
    },
  ],
  // Crimson Knight: Curse on its attacks; Confront too at LV2.
  'BSS05-015': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' },
    { kind: 'keyword', keyword: 'confront', levels: [2], during: 'whileAttacking' },
  ],
  // Rasal Asclepius: arriving, three cards of your deck go to the trash, then a Skybinder spirit card
  // comes from your trash to your hand. From LV2, in your attack step, when it or a Skybinder spirit of
  // yours attacks, a core comes off an opposing spirit (Rasal is no Skybinder: two triggers, never both).
  'BSS05-018': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        {
          do: 'toHand',
          target: { side: 'own', what: 'spirit', zone: 'trash', spiritType: 'SKYBINDER', count: 1 },
        },
      ],
    },
    { kind: 'trigger', on: 'attacks', levels: [2, 3], during: 'yourAttackStep', effect: [coreOff()] },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SKYBINDER' },
      effect: [coreOff()],
    },
  ],
  // Skybinder Priestess Utakata: summoned with the soul core among the cores paid, a core comes off an
  // opposing spirit, and if that destroys it you draw. Astral from LV2.
  'BSS05-019': [
    {
      kind: 'trigger',
      on: 'summoned',
      if: { soulPaid: 'self' },
      effect: [
        { do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' },
        {
          do: 'if',
          cond: { amount: { destroyedByThis: 'opponent' }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    astral(undefined, [2, 3]),
  ],
  // Gasha Aether: in your main step, when another Skybinder spirit of yours is summoned, you may pay a
  // core to draw. Astral from LV2.
  'BSS05-020': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      during: 'yourMainStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SKYBINDER', other: true },
      optional: true,
      cost: [{ pay: 'cores', n: 1 }],
      effect: [{ do: 'draw', n: 1 }],
    },
    astral(undefined, [2, 3]),
  ],
  // Oni Soldier: Curse on its attacks; Astral at LV3.
  'BSS05-021': [{ kind: 'keyword', keyword: 'curse', during: 'whileAttacking' }, astral(undefined, [3])],
  // Shadow Swordfighter Blackeopard: from LV2 its attacks take two cores off an opposing spirit of cost 8
  // or more. At LV3, destroyed, it takes a core off an opposing spirit of only one colour.
  'BSS05-022': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'removeCores', n: 2, target: oneFoe({ minCost: 8 }), to: 'reserve' }],
    },
    { kind: 'trigger', on: 'destroyed', levels: [3], effect: [coreOff({ minColors: 1, maxColors: 1 })] },
  ],
  // Wingsnake Anaconger: Curse on its attacks.
  'BSS05-024': [{ kind: 'keyword', keyword: 'curse', during: 'whileAttacking' }],
  // Darkmage Flauroar: destroyed, two cards off your deck to the trash; with a red symbol (Chain), the
  // opponent picks one of their own nexuses and it is destroyed.
  'BSS05-025': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'discard', n: 2, side: 'own', from: 'deckTop' },
        {
          do: 'chain',
          color: 'red',
          effect: [
            { do: 'destroy', target: { side: 'opponent', what: 'nexus', count: 1, chooser: 'opponent' } },
          ],
        },
      ],
    },
  ],
  // Darkmarshal Valeforade: Immortal (cost 6) in either attack step.
  'BSS05-027': [immortal(6, 6)],
  // Mezu Demon: destroyed, one core off an exhausted opposing spirit; with a yellow symbol (Chain), you
  // may summon a cost-2 spirit card from your trash, paying its cost.
  'BSS05-028': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        coreOff({ exhausted: true }),
        {
          do: 'chain',
          color: 'yellow',
          effect: [
            {
              do: 'summon',
              target: {
                side: 'own',
                what: 'spirit',
                zone: 'trash',
                minCost: 2,
                maxCost: 2,
                count: 1,
                upTo: true,
              },
            },
          ],
        },
      ],
    },
  ],
  // Surveyor Pale Naga: from LV2, whenever one of your Surveyor spirits is destroyed, one core comes off
  // an opposing spirit.
  'BSS05-029': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      filter: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR' },
      effect: [coreOff()],
    },
  ],
  // Miser Glutvault: in your attack step your yellow spirits have Curse. From LV2 its attacks take one
  // core per spirit you control off an opposing spirit of cost 7 or less; with a yellow symbol (Chain),
  // an opposing spirit loses 2000 BP this turn.
  'BSS05-030': [
    {
      kind: 'constant',
      during: 'yourAttackStep',
      apply: [{ grant: { keyword: 'curse' }, to: { side: 'own', what: 'spirit', color: 'yellow' } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'removeCores',
          n: { count: { side: 'own', what: 'spirit' } },
          target: oneFoe({ maxCost: 7 }),
          to: 'reserve',
        },
        {
          do: 'chain',
          color: 'yellow',
          effect: [{ do: 'bp', amount: -2000, target: oneFoe(), until: 'turn' }],
        },
      ],
    },
  ],
  // Grim Gambler: Immortal (costs 2 to 6) in either attack step; Blessed on its attacks at LV2.
  'BSS05-031': [
    immortal(2, 6),
    { kind: 'keyword', keyword: 'blessed', levels: [2], during: 'whileAttacking' },
  ],
};

// Arbiter's own definitions of the BSS05 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed, card by card, in the gap report of this set.
//
// Immortal: the data lists the costs that qualify as a range ([3, 7] is 3 to 7, [6] is 6 alone).
import type { Ability, Directive, Target } from '../../../src/vocab.ts';
import { ANTMAN } from './shared/tokens.ts';

const oneFoe = (t: Omit<Target, 'side'> = {}): Target => ({
  side: 'opponent',
  what: 'spirit',
  count: 1,
  ...t,
});

/** "Select a spirit. It gains N BP during this turn" (either side's). */
const anySpiritBp = (amount: number): Ability => ({
  kind: 'magic',
  timing: ['main', 'flash'],
  effect: [{ do: 'bp', amount, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
});

const astral = (during?: 'opponentTurn' | 'yourTurn', levels?: number[]): Ability => ({
  kind: 'keyword',
  keyword: 'astral',
  ...(during ? { during } : {}),
  ...(levels ? { levels } : {}),
});

const immortal = (minCost: number, maxCost: number): Ability => ({
  kind: 'keyword',
  keyword: 'immortal',
  during: 'eitherAttackStep',
  cond: { side: 'own', what: 'spirit', minCost, maxCost },
});

/** One core off an opposing spirit into its owner's reserve. */
const coreOff = (t: Omit<Target, 'side'> = {}, n = 1): Directive => ({
  do: 'removeCores',
  n,
  target: oneFoe(t),
  to: 'reserve',
});

const abilities: Record<string, Ability[]> = {
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
  // Oni Soldier: Curse on its attacks; Astral at LV3.
  'BSS05-021': [{ kind: 'keyword', keyword: 'curse', during: 'whileAttacking' }, astral(undefined, [3])],
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
  // Grim Gambler: Immortal (costs 2 to 6) in either attack step; Blessed on its attacks at LV2.
  'BSS05-031': [
    immortal(2, 6),
    { kind: 'keyword', keyword: 'blessed', levels: [2], during: 'whileAttacking' },
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
  // Base Defense Angel Rita: Armor against blue; Luster on its attacks at LV2.
  'BSS05-049': [
    { kind: 'keyword', keyword: 'armor', colors: ['blue'] },
    { kind: 'keyword', keyword: 'luster', levels: [2], during: 'whileAttacking' },
  ],
  // Lantern Marionette: Armor against red and blue; Astral in the opponent's turn.
  'BSS05-054': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'blue'] }, astral('opponentTurn')],
  // Dummy Mammoth: Astral in the opponent's turn.
  'BSS05-055': [astral('opponentTurn')],
  // Kunziraffe: Armor against purple and yellow.
  'BSS05-058': [{ kind: 'keyword', keyword: 'armor', colors: ['purple', 'yellow'] }],
  // Mechannoneer Macclir: Armor against red and blue.
  'BSS05-059': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'blue'] }],
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
  // Aberrant Seabeast Seapolyp: Raid 1 from LV2.
  'BSS05-094': [{ kind: 'keyword', keyword: 'raid', value: 1, levels: [2, 3] }],
  // Warrior of Light Gaius: Crush.
  'BSS05-096': [{ kind: 'keyword', keyword: 'crush' }],
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
  // Abyss Break: main, an opposing spirit of cost 4 or less is destroyed; main or flash, a spirit gets
  // 3000 BP this turn.
  'BSS05-137': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'destroy', target: oneFoe({ maxCost: 4 }) }] },
    anySpiritBp(3000),
  ],
};

export default abilities;

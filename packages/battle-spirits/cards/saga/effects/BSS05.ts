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
import { anySpiritBp, oneFoe } from './shared/helpers.ts';

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

export default abilities;

// CB01, the spirits (CB01-001 to CB01-056): Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). CB01.ts joins the set's parts.
import type { Ability, Directive, Target } from '../../../../src/vocab.ts';
import {
  afterDeckTopDiscard,
  ascendOnType,
  atField,
  ifOwnsNexusOfType,
  immortal,
  oneFoe,
  ownsNexusOfType,
  voidCoreOnto,
} from '../shared/helpers.ts';

/** An opposing spirit keeps one core; the rest go to its owner's reserve (CB01-021, CB01-028). */
const foeKeepsOneCore = (): Directive => ({
  do: 'removeCores',
  n: 'allButOne',
  target: oneFoe(),
  to: 'reserve',
});

/** Any number of opposing spirits with a combined total of 6000 BP or less (CB01-001). */
const foesTotalling6000: Target = { side: 'opponent', what: 'spirit', total: { what: 'bp', max: 6000 } };

/** An opposing spirit exhausted, then a void core onto another spirit of yours with a MARI nexus (CB01-035). */
const exhaustThenMariCore = (): Directive[] => [
  { do: 'exhaust', target: oneFoe() },
  ifOwnsNexusOfType('MARI', [voidCoreOnto({ side: 'own', what: 'spirit', other: true, count: 1 })]),
];

export const CB01_SPIRITS: Record<string, Ability[]> = {
  // New EVA-02α -Three-Barreled Gatling Gun-: summoned, it destroys an opposing spirit of 6000 BP or
  // less; A.T. Field; from LV2 its attack destroys any opposing spirits totalling 6000 BP or less,
  // whose "When Destroyed" effects do not trigger while you have an ASUKA nexus.
  'CB01-001': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 6000 }) }],
    },
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { not: ownsNexusOfType('ASUKA') },
          then: [{ do: 'destroy', target: foesTotalling6000 }],
        },
        ifOwnsNexusOfType('ASUKA', [{ do: 'destroy', target: foesTotalling6000, noWhenDestroyed: true }]),
      ],
    },
  ],
  // New EVA-02α & EVA-08γ: A.T. Field; 3000 BP more while it attacks or blocks; from LV2 it has a green
  // symbol more while you have a MARI nexus, and while it attacks, beating a spirit by BP (7-1-5-2)
  // refreshes it while you have an ASUKA nexus.
  'CB01-002': [
    atField,
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'whileAttackingOrBlocking',
      apply: [{ bp: 3000, to: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      if: ownsNexusOfType('MARI'),
      apply: [{ gainSymbols: [['green']], to: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [ifOwnsNexusOfType('ASUKA', [{ do: 'refresh', target: { side: 'self' } }])],
    },
  ],
  // New EVA-02α -Backdoor Code Triple Nine-: Ascend on an EVA-02 spirit (11-8-1); A.T. Field; from LV2,
  // while it attacks, beating a spirit by BP (7-1-5-2) discards three cards from the top of the
  // opposing deck and draws a card for each spirit card among them.
  'CB01-003': [
    ascendOnType('EVA-02'),
    atField,
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [
        { do: 'discard', n: 3, side: 'opponent', from: 'deckTop' },
        { do: 'draw', n: { count: { side: 'chosen', zone: 'trash', what: 'spirit' } } },
      ],
    },
  ],
  // New EVA-02α -Operation Yamato-: A.T. Field; from LV2, in your attack step, you draw a card whenever a
  // spirit of yours is blocked, and your spirits are 2000 BP stronger while you have an ASUKA nexus.
  'CB01-004': [
    atField,
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      if: ownsNexusOfType('ASUKA'),
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit' } }],
    },
  ],
  // EVA-02 -Accomplishing a Miracle-: A.T. Field; from LV2, blocked while it attacks, every spirit of
  // yours is 2000 BP stronger for the turn.
  'CB01-005': [
    atField,
    {
      kind: 'trigger',
      on: 'blocked',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'bp', amount: 2000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
    },
  ],
  // EVA-02 Beast Form 2nd Phase (Type 1): A.T. Field and Awaken (11-1-1).
  'CB01-007': [atField, { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] }],
  // Evangelion Production Model-02'β: A.T. Field; 2000 BP more while it attacks.
  'CB01-008': [
    atField,
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'whileAttacking',
      apply: [{ bp: 2000, to: { side: 'self' } }],
    },
  ],
  // Evangelion Production Model-02'γ: A.T. Field; at LV2 its attack draws a card while you have a
  // nexus of the ASUKA type.
  'CB01-010': [
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [ifOwnsNexusOfType('ASUKA', [{ do: 'draw', n: 1 }])],
    },
  ],
  // EVA-02'β -Anchor Cables-: A.T. Field; at LV3 its attack may turn on a refreshed opposing spirit.
  'CB01-009': [
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      optional: true,
      effect: [{ do: 'attackSpirit', target: oneFoe({ exhausted: false }) }],
    },
  ],
  // New EVA-02α -Shutdown Signal Plug-: A.T. Field only.
  'CB01-011': [atField],
  // EVA-01 -Spear of Cassius-: A.T. Field; from LV2 its attack may discard a spirit card to move two
  // cores of an opposing spirit to its owner's reserve; at LV3, in either attack step, a discard of an
  // EVA-01 spirit card from the hand refreshes it.
  'CB01-012': [
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'spirit' } }],
      effect: [{ do: 'removeCores', n: 2, target: oneFoe(), to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'handDiscarded',
      levels: [3],
      during: 'eitherAttackStep',
      cards: { side: 'own', what: 'spirit', spiritType: 'EVA-01' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // EVA-01 & EVA-13: summoned, giving up the top four cards of your deck moves every core of
  // an opposing spirit to its owner's reserve; from LV2 its attack or block may trade a spirit
  // card to draw two; at LV3 it has a purple symbol more for every ten GOLEM spirit cards in your trash.
  'CB01-015': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      optional: true,
      effect: afterDeckTopDiscard(4, [{ do: 'removeCores', n: 'all', target: oneFoe(), to: 'reserve' }]),
    },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'spirit' } }],
      effect: [{ do: 'draw', n: 2 }],
    },
    {
      kind: 'constant',
      levels: [3],
      apply: [
        {
          gainSymbols: [['purple']],
          to: { side: 'self' },
          per: { count: { side: 'own', zone: 'trash', what: 'spirit', spiritType: 'GOLEM' } },
          every: 10,
        },
      ],
    },
  ],
  // EVA-01 -Pseudo-Evolution 2nd Phase-: Ascend on an EVA-01 spirit (11-8-1); summoned, you may put a
  // SHINJI nexus of yours under your deck, and then every other spirit on the field is destroyed; A.T.
  // Field. With no SHINJI nexus the price cannot be paid, so nothing happens (8-4-1).
  'CB01-016': [
    ascendOnType('EVA-01'),
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      optional: true,
      effect: [
        ifOwnsNexusOfType('SHINJI', [
          {
            do: 'toDeck',
            target: { side: 'own', what: 'nexus', spiritType: 'SHINJI', count: 1 },
            bottom: true,
          },
          { do: 'destroy', target: { side: 'any', what: 'spirit', other: true, all: true } },
        ]),
      ],
    },
    atField,
  ],
  // EVA-13 -Spear of Longinus-: summoned from the hand, the symbols of the NERV cards in your trash
  // help pay for it (10-6-5); from LV2 its attack discards three cards from the top of your deck and,
  // for each NERV card among them, an opposing spirit (a different one each) loses a core to its
  // owner's trash; at LV3, as a battle it attacked in ends with 15 NERV cards or more in your trash, a
  // core of the opponent's life goes to their trash (7-1-6-1).
  'CB01-013': [
    {
      kind: 'constant',
      inHand: true,
      apply: [{ trashSymbols: { side: 'own', what: 'card', spiritType: 'NERV' } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        {
          do: 'removeCores',
          n: 1,
          target: {
            side: 'opponent',
            what: 'spirit',
            countBy: { count: { side: 'chosen', zone: 'trash', what: 'card', spiritType: 'NERV' } },
          },
          to: 'trash',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'battleEnd',
      levels: [3],
      during: 'whileAttacking',
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', zone: 'trash', what: 'card', spiritType: 'NERV' }, atLeast: 15 },
          then: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'life', to: 'trash' }],
        },
      ],
    },
  ],
  // EVA-13 -Pseudo-Evolution 3rd Phase (Estimated)-: Ascend on an EVA-13 spirit (11-8-1); its attack,
  // with 13 NERV cards or more in your trash, puts five cores of your trash onto it; at LV3, as your
  // start step begins, every other spirit and nexus on the field loses all its cores to its owner's
  // reserve (spirits left without cores are destroyed, 9-3-2-1).
  'CB01-014': [
    ascendOnType('EVA-13'),
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', zone: 'trash', what: 'card', spiritType: 'NERV' }, atLeast: 13 },
          then: [{ do: 'placeCores', n: 5, from: 'trash', target: { side: 'self' } }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'start',
      yours: true,
      levels: [3],
      effect: [
        {
          do: 'removeCores',
          n: 'all',
          target: { side: 'any', what: 'spiritOrNexus', other: true, all: true },
          to: 'reserve',
        },
      ],
    },
  ],
  // EVA-13 -World of Memories-: summoned with a GENDOH nexus, a core of an opposing spirit goes to its
  // owner's reserve; from LV2 its attack may discard two cards from the top of your deck, drawing a
  // card if a NERV card is among them.
  'CB01-018': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [ifOwnsNexusOfType('GENDOH', [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }])],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      effect: [
        { do: 'discard', n: 2, side: 'own', from: 'deckTop' },
        {
          do: 'if',
          cond: { count: { side: 'chosen', zone: 'trash', what: 'card', spiritType: 'NERV' }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
  ],
  // EVA-01 -Spear of Gaius-: A.T. Field; from LV2 its attack destroys an exhausted opposing spirit and,
  // while you have a SHINJI nexus and 2 life or less, puts a core other than the soul core from your
  // trash into your life.
  'CB01-017': [
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'destroy', target: oneFoe({ exhausted: true }) }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: {
            all: [ownsNexusOfType('SHINJI'), { amount: { player: 'own', what: 'life' }, atMost: 2 }],
          },
          then: [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'life', regularOnly: true }],
        },
      ],
    },
  ],
  // EVA-01 -Awakening-: Ascend on an EVA-01 spirit (11-8-1); A.T. Field; from LV2 its attack moves a
  // core of an opposing spirit to its owner's reserve.
  'CB01-020': [
    ascendOnType('EVA-01'),
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // EVA-01 -Accomplishing a Miracle-: A.T. Field; from LV2, as your attack step starts, an opposing
  // spirit keeps one core and the rest go to its owner's reserve while you have a SHINJI nexus.
  'CB01-021': [
    atField,
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [2, 3],
      effect: [ifOwnsNexusOfType('SHINJI', [foeKeepsOneCore()])],
    },
  ],
  // First Adams' Vessel: destroyed by the opponent, you may give up the top card of your deck to take
  // this card back from your trash into your hand (8-10: the card in the trash is a new object).
  'CB01-022': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [1, 2, 3],
      optional: true,
      effect: afterDeckTopDiscard(1, [{ do: 'toHand', target: { side: 'self', zone: 'trash' } }]),
    },
  ],
  // EVA-01 -Left Arm Restored- and EVA-01 -World of Memories-: A.T. Field only.
  'CB01-023': [atField],
  'CB01-024': [atField],
  // Evangelion Mark.04B: A.T. Field; at LV2, Curse while it attacks.
  'CB01-027': [atField, { kind: 'keyword', keyword: 'curse', levels: [2], during: 'whileAttacking' }],
  // Evangelion Mark.04C: summoned, an opposing spirit keeps one core and the rest go to its owner's
  // reserve; A.T. Field.
  'CB01-028': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [foeKeepsOneCore()],
    },
    atField,
  ],
  // Evangelion Mark.07: destroyed, it draws a card (10-15-1).
  'CB01-029': [{ kind: 'trigger', on: 'destroyed', levels: [1, 2, 3], effect: [{ do: 'draw', n: 1 }] }],
  // EVA-01 -Dialogue with Father-: A.T. Field; from LV2 its attack draws a card while you have a nexus
  // of the SHINJI type.
  'CB01-030': [
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [ifOwnsNexusOfType('SHINJI', [{ do: 'draw', n: 1 }])],
    },
  ],
  // Opfer Type Eva: summoned, and again when destroyed, it draws a card while you have a GENDOH nexus.
  // The printed ability names both events; as the two never happen at once, one trigger for each
  // behaves the same (8-1-5).
  'CB01-032': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [ifOwnsNexusOfType('GENDOH', [{ do: 'draw', n: 1 }])],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      effect: [ifOwnsNexusOfType('GENDOH', [{ do: 'draw', n: 1 }])],
    },
  ],
  // EVA-08γ -Extra Four-in-One State-: Swift (11-9); A.T. Field; summoned, and again whenever it
  // attacks, an opposing spirit is exhausted, then with a MARI nexus a void core goes onto another
  // spirit of yours (one trigger for each printed event, as for CB01-032).
  'CB01-035': [
    { kind: 'keyword', keyword: 'swift' },
    atField,
    { kind: 'trigger', on: 'summoned', levels: [1, 2, 3], effect: exhaustThenMariCore() },
    { kind: 'trigger', on: 'attacks', levels: [1, 2, 3], effect: exhaustThenMariCore() },
  ],
  // Evangelion Proto Type-00': A.T. Field; from LV2, attacking or blocking, an opposing spirit is
  // 2000 BP weaker for the turn.
  'CB01-033': [
    atField,
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2, 3],
      effect: [{ do: 'bp', amount: -2000, target: oneFoe(), until: 'turn' }],
    },
  ],
  // EVA-08β -Sniper Rifle-: summoned, it exhausts an opposing spirit; A.T. Field.
  'CB01-039': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'exhaust', target: oneFoe() }],
    },
    atField,
  ],
  // Evangelion Production Model Custom Type-08α: summoned, one of your spirits is 2000 BP stronger for
  // the turn; A.T. Field.
  'CB01-040': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'own', what: 'spirit', count: 1 }, until: 'turn' }],
    },
    atField,
  ],
  // EVA-08γ -Armament Container-: A.T. Field; at LV2 its attack places a core from the void on
  // another spirit of yours.
  'CB01-042': [
    atField,
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [voidCoreOnto({ side: 'own', what: 'spirit', other: true, count: 1 })],
    },
  ],
  // Evangelion Production Model Custom Type-08β and Evangelion Provisional Unit-05: A.T. Field only.
  'CB01-041': [atField],
  'CB01-043': [atField],
  // EVA-08γ -Operation Yamato-: A.T. Field; from LV2, Gale 1 while it attacks, and its attack refreshes
  // an EVA-02 spirit of yours while you have a nexus of the MARI type.
  'CB01-037': [
    atField,
    { kind: 'keyword', keyword: 'gale', value: 1, levels: [2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        ifOwnsNexusOfType('MARI', [
          { do: 'refresh', target: { side: 'own', what: 'spirit', spiritType: 'EVA-02', count: 1 } },
        ]),
      ],
    },
  ],
  // EVA-08β-ICC: Swift (11-9) and A.T. Field.
  'CB01-038': [{ kind: 'keyword', keyword: 'swift' }, atField],
  // EVA-02'γ -Code Triple Seven-: A.T. Field; from LV2, as a battle it attacked in ends, it may be
  // destroyed to destroy an opposing spirit of 10000 BP or less (7-1-6-1).
  'CB01-006': [
    atField,
    {
      kind: 'trigger',
      on: 'battleEnd',
      levels: [2, 3],
      during: 'whileAttacking',
      optional: true,
      cost: [{ pay: 'destroySelf' }],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 10000 }) }],
    },
  ],
  // EVA-13 -Double Entry-: its attack moves one core of an opposing spirit to its owner's reserve, two
  // with a SHINJI nexus; from LV2, while it attacks and you have a KAWORU nexus, your effects
  // destroying an opposing spirit draw you a card.
  'CB01-019': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { not: ownsNexusOfType('SHINJI') },
          then: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
        },
        ifOwnsNexusOfType('SHINJI', [{ do: 'removeCores', n: 2, target: oneFoe(), to: 'reserve' }]),
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      during: 'whileAttacking',
      if: ownsNexusOfType('KAWORU'),
      filter: { side: 'opponent', what: 'spirit' },
      by: 'you',
      cause: 'effect',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Evangelion Mark.09: Immortal (11-4) in either attack step, for a cost-7 spirit of yours.
  'CB01-031': [immortal(7, 7)],
  // EVA-00' -Accomplishing a Miracle-: A.T. Field; destroyed, it reveals three cards from the top of
  // your deck, a NERV card of them goes to your hand and the others to the trash (12-2).
  'CB01-034': [
    atField,
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'reveal',
          n: 3,
          pick: { side: 'own', what: 'card', spiritType: 'NERV', count: 1 },
          rest: 'trash',
        },
      ],
    },
  ],
  // EVA-08γ -Mark.09-A Consumed-: A.T. Field; from LV2, while it attacks, beating a spirit by BP puts
  // two void cores on it (7-1-5-2), and with a MARI nexus its taking life exhausts an opposing spirit.
  'CB01-036': [
    atField,
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'placeCores', n: 2, from: 'void', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'whileAttacking',
      if: ownsNexusOfType('MARI'),
      filter: { side: 'self' },
      effect: [{ do: 'exhaust', target: oneFoe() }],
    },
  ],
  // 3rd Angel: summoned, you may discard a blue ANGEL card to draw a card; A.T. Field.
  'CB01-049': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      optional: true,
      cost: [
        { pay: 'discard', n: 1, filter: { side: 'own', what: 'card', color: 'blue', spiritType: 'ANGEL' } },
      ],
      effect: [{ do: 'draw', n: 1 }],
    },
    atField,
  ],
  // 12th Angel: destroyed by the opponent while it held the soul core (its last state, 8-10-1), two
  // cards from the top of the opposing deck are discarded.
  'CB01-056': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [1, 2],
      if: { self: { side: 'self', soulCore: true } },
      effect: [{ do: 'discard', n: 2, side: 'opponent', from: 'deckTop' }],
    },
  ],
};

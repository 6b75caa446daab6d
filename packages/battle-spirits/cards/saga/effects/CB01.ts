// Arbiter's own definitions of the CB01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented) and gaps.yaml says why.
import type { Ability, Directive } from '../../../src/vocab.ts';
import {
  anySpiritBp,
  atField,
  ifOwnsNexusOfType,
  immortal,
  oneFoe,
  ownsNexusOfType,
  summonFree,
  voidCoreOnto,
} from './shared/helpers.ts';

/** An opposing spirit keeps one core; the rest go to its owner's reserve (CB01-021, CB01-028). */
const foeKeepsOneCore = (): Directive => ({
  do: 'removeCores',
  n: 'allButOne',
  target: oneFoe(),
  to: 'reserve',
});

const abilities: Record<string, Ability[]> = {
  // New EVA-02α -Backdoor Code Triple Nine-: Ascend on an EVA-02 spirit (11-8-1); A.T. Field; from LV2,
  // while it attacks, beating a spirit by BP (7-1-5-2) discards three cards from the top of the
  // opposing deck and draws a card for each spirit card among them.
  'CB01-003': [
    { kind: 'keyword', keyword: 'ascend', cond: { side: 'own', what: 'spirit', spiritType: 'EVA-02' } },
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
    { kind: 'keyword', keyword: 'ascend', cond: { side: 'own', what: 'spirit', spiritType: 'EVA-01' } },
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
  // NERV (nexus): placed, a NERV spirit card comes back from your trash to your hand; at LV2, in your
  // attack step, whenever a NERV spirit of yours is destroyed a core of an opposing spirit goes to its
  // owner's reserve.
  'CB01-062': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'toHand',
          target: { side: 'own', zone: 'trash', what: 'spirit', spiritType: 'NERV', count: 1 },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'NERV' },
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Asuka Shikinami Langley -Operation Yamato- (nexus): in your attack step your spirits holding the
  // soul core are 1000 BP stronger; at LV2 your EVA-02 spirits have Confront then (11-2; Confront
  // only ever works while its spirit attacks).
  'CB01-057': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', soulCore: true } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [{ grant: { keyword: 'confront' }, to: { side: 'own', what: 'spirit', spiritType: 'EVA-02' } }],
    },
  ],
  // Misato Katsuragi (nexus): placed, it reveals four cards from the top of your deck, a WILLE card of
  // them not named Misato Katsuragi goes to your hand, the others under your deck (12-2); at LV2, in
  // your attack step, each attack of yours taking life destroys an opposing spirit of 2000 BP or less.
  'CB01-059': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: 4,
          pick: { side: 'own', what: 'card', spiritType: 'WILLE', notName: 'Misato Katsuragi', count: 1 },
          rest: 'bottom',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 2000 }) }],
    },
  ],
  // AAA Wunder (nexus): in the opponent's attack step, an attack by an opposing spirit costing 3 or
  // less taking your life lets you discard a card to destroy an opposing spirit of 4000 BP or less
  // (8-4-1); at LV2, in your attack step, each attack of a WILLE spirit of yours draws a card.
  'CB01-060': [
    {
      kind: 'trigger',
      on: 'lifeLost',
      levels: [1, 2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent', what: 'spirit', maxCost: 3 },
      optional: true,
      cost: [{ pay: 'discard', n: 1 }],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 4000 }) }],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'WILLE' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Gendoh Ikari (nexus): in your main step, while you pay for a NERV card, its symbol is blue as well
  // (10-6-5; ST07-009 reads the same way); at LV2, in either attack step, each NERV spirit of yours
  // destroyed lets you look at your deck's top card and discard it or leave it there.
  'CB01-063': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourMainStep',
      apply: [
        {
          symbolColors: ['blue'],
          for: { side: 'own', what: 'card', spiritType: 'NERV' },
          to: { side: 'self' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'NERV' },
      effect: [
        {
          do: 'reveal',
          n: 1,
          view: true,
          pick: { side: 'own', what: 'card', count: 1, upTo: true },
          pickTo: 'trash',
          rest: 'top',
        },
      ],
    },
  ],
  // Mari Makinami Illustrious -Operation Yamato- (nexus): placed while you have a WILLE spirit, a core
  // from the void goes to your reserve; at LV2, in the opponent's attack step, an EVA-05 or EVA-08
  // spirit of yours beating a spirit by BP (7-1-5-2) has the opponent exhaust one of their refreshed
  // spirits, of their choice.
  'CB01-066': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', spiritType: 'WILLE' }, atLeast: 1 },
          then: [{ do: 'gainCore', n: 1, to: 'reserve' }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'opponentAttackStep',
      filter: { side: 'own', what: 'spirit', spiritTypes: ['EVA-05', 'EVA-08'] },
      effect: [
        {
          do: 'exhaust',
          target: { side: 'opponent', what: 'spirit', exhausted: false, count: 1, chooser: 'opponent' },
        },
      ],
    },
  ],
  // Kaworu Nagisa (nexus): as your attack step starts it may be exhausted to have an ANGEL or NERV
  // spirit of yours count as its highest level for the turn (8-8-1-3-2); at LV2, in your attack step,
  // a MARK.06 or EVA-13 spirit of yours attacking may be refreshed by exhausting it.
  'CB01-067': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [1, 2],
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'own', what: 'spirit', spiritTypes: ['ANGEL', 'NERV'], count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritTypes: ['MARK.06', 'EVA-13'] },
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [{ do: 'refresh', target: { side: 'subject' } }],
    },
  ],
  // What Kind of Idiot Are You?: in the main step an opposing nexus is destroyed, then a card drawn while
  // you have an ASUKA nexus; in the main step or a flash window any spirit is 3000 BP stronger.
  'CB01-069': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'nexus', count: 1 } },
        ifOwnsNexusOfType('ASUKA', [{ do: 'draw', n: 1 }]),
      ],
    },
    anySpiritBp(3000),
  ],
  // Don't Do Anything: as a burst when you lose life no spirit of 4000 BP or less may attack this turn
  // (then its flash part may be paid for); used normally it destroys an opposing spirit of 3000 BP or
  // less.
  'CB01-070': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [
        {
          do: 'cannot',
          action: 'attack',
          target: { side: 'any', what: 'spirit', all: true, maxBp: 4000 },
          until: 'turn',
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 3000 }) }],
    },
  ],
  // Deploy A.T. Field: as a burst after the opponent's When Summoned effect, one of your spirits cannot
  // be destroyed by the effects of the opponent's spirits this turn (then its flash part may be paid
  // for); used normally any spirit is 3000 BP stronger.
  'CB01-073': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        {
          do: 'apply',
          effect: { protect: 'destroy', from: 'opponent', source: { side: 'any', what: 'spirit' } },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
      thenFlash: true,
    },
    anySpiritBp(3000),
  ],
  // I Feel Warm and Fuzzy When I'm with Shinji: a GOLEM spirit of yours gains Blessed for the turn, then
  // a core from the void goes to your life while you have a SHINJI nexus.
  'CB01-075': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'blessed' },
          target: { side: 'own', what: 'spirit', spiritType: 'GOLEM', count: 1 },
          until: 'turn',
        },
        ifOwnsNexusOfType('SHINJI', [{ do: 'gainCore', n: 1, to: 'life' }]),
      ],
    },
  ],
  // Excusez-moi, Eiffel!: for the turn, a GOLEM spirit of yours refreshes whenever it destroys an
  // opposing spirit by comparing BP (7-1-5-2).
  'CB01-077': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'gainAbility',
          ability: {
            kind: 'trigger',
            on: 'destroysInBattle',
            effect: [{ do: 'refresh', target: { side: 'self' } }],
          },
          target: { side: 'own', what: 'spirit', spiritType: 'GOLEM', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // So They've Completed It: as a burst after the opponent's When Summoned effect, a WILLE spirit card
  // costing 6 or less may be summoned from your hand for free (then its flash part may be paid for);
  // used normally an opposing spirit is exhausted.
  'CB01-078': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [
        summonFree({
          side: 'own',
          zone: 'hand',
          what: 'spirit',
          spiritType: 'WILLE',
          maxCost: 6,
          count: 1,
          upTo: true,
        }),
      ],
      thenFlash: true,
    },
    { kind: 'magic', timing: ['main', 'flash'], effect: [{ do: 'exhaust', target: oneFoe() }] },
  ],
};

export default abilities;

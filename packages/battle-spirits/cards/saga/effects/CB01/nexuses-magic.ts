// CB01, the nexuses and magic cards (CB01-057 to CB01-080): Arbiter's own definitions of their
// abilities, by card id, in the effect vocabulary (docs/effects.md). CB01.ts joins the set's parts.
import type { Ability, Condition } from '../../../../src/vocab.ts';
import { anySpiritBp, ifOwnsNexusOfType, oneFoe, summonFree } from '../shared/helpers.ts';

/** "While a NERV spirit of yours is attacking" (CB01-072). */
const nervAttacking: Condition = {
  count: { side: 'own', what: 'spirit', spiritType: 'NERV', battle: 'attacking' },
  atLeast: 1,
};

export const CB01_NEXUSES_AND_MAGIC: Record<string, Ability[]> = {
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
  // WILLE (nexus): while you pay for a WILLE spirit or nexus, it has a green symbol as well (10-6-5);
  // at LV2 your draw step draws one more card, then you discard a card.
  'CB01-058': [
    {
      kind: 'constant',
      levels: [1, 2],
      apply: [
        {
          payingSymbols: [['green']],
          for: { side: 'own', what: 'spiritOrNexus', spiritType: 'WILLE' },
          to: { side: 'self' },
        },
      ],
    },
    { kind: 'constant', levels: [2], apply: [{ drawStepExtra: 1 }] },
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
  // Rei Ayanami -Reunited- (nexus): once a turn, in the opponent's attack step, an EVA-01 spirit of
  // yours destroyed by the opponent may come back from your trash to your hand; at LV2, in your attack
  // step, your spirits holding the soul core have Blessed (11-7-1; it only ever works as its spirit's
  // attack takes life).
  'CB01-065': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'opponentAttackStep',
      oncePerTurn: true,
      filter: { side: 'own', what: 'spirit', spiritType: 'EVA-01' },
      by: 'opponent',
      optional: true,
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [{ grant: { keyword: 'blessed' }, to: { side: 'own', what: 'spirit', soulCore: true } }],
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
  // I'm Shinji Ikari! Pilot of Evangelion Unit-01!: the soul core of an opposing spirit goes to its
  // owner's reserve (a spirit left without cores is destroyed, 9-3-2-1); then, with a SHINJI nexus, an
  // EVA-01 spirit card of your trash may be summoned, its cost paid (10-6); in a flash, any spirit is
  // 2000 BP stronger.
  'CB01-071': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'removeCores', n: 'soulCore', target: oneFoe(), to: 'reserve' },
        ifOwnsNexusOfType('SHINJI', [
          {
            do: 'summon',
            target: {
              side: 'own',
              zone: 'trash',
              what: 'spirit',
              spiritType: 'EVA-01',
              count: 1,
              upTo: true,
            },
          },
        ]),
      ],
    },
    anySpiritBp(2000),
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
  // We've Won (flash): while a NERV spirit of yours attacks, the opposing spirit blocking it is
  // destroyed; with ten cards or more in your trash, all its cores go to its owner's trash instead
  // (the spirit is then destroyed for lack of cores, 9-3-2-1).
  'CB01-072': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'if',
          cond: { all: [nervAttacking, { amount: { player: 'own', what: 'trash' }, atMost: 9 }] },
          then: [{ do: 'destroy', target: oneFoe({ battle: 'blocking' }) }],
        },
        {
          do: 'if',
          cond: { all: [nervAttacking, { amount: { player: 'own', what: 'trash' }, atLeast: 10 }] },
          then: [{ do: 'removeCores', n: 'all', target: oneFoe({ battle: 'blocking' }), to: 'trash' }],
        },
      ],
    },
  ],
  // What's "Good Morning"?: as a burst when you lose life, three cards from the top of your deck are
  // discarded and a core of your reserve goes to your life (then its main part may be paid for);
  // used normally a NERV spirit card, or a SHINJI or GENDOH nexus card, comes back from your trash to
  // your hand.
  'CB01-074': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        { do: 'sendCores', n: 1, side: 'own', from: 'reserve', to: 'life' },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'toHand',
          target: {
            side: 'own',
            zone: 'trash',
            count: 1,
            anyOf: [
              { side: 'own', what: 'spirit', spiritType: 'NERV' },
              { side: 'own', what: 'nexus', spiritTypes: ['SHINJI', 'GENDOH'] },
            ],
          },
        },
      ],
    },
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

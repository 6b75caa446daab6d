// Arbiter's own definitions of the BSS01 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are listed,
// with what the vocabulary lacks for them, in the gap report handed to the engine's owner (symbol
// doubling, "once per turn", conditions on a destroyed card's last state, spirits of a list of
// keywords, bursts on the opponent's When Summoned effects, costs paid with the soul core...).
import type { Ability, Target } from '../../../src/vocab.ts';

/** One of the opponent's spirits, chosen. */
const oneFoe = (extra: Partial<Target> = {}): Target => ({ side: 'opponent', count: 1, ...extra });

/** Any one spirit, chosen (the usual battle trick of the set's magic cards). */
const anySpirit: Target = { side: 'any', count: 1 };

const abilities: Record<string, Ability[]> = {
  // Supernova Dragon Siegwurm Nova: Ascend (from a spirit costing 6 or more) and Awaken. Summoned by an
  // Ascend that took a Siegwurm's cores, it may give up your soul core to the void to refill your life
  // to five. From LV2 its attacks destroy opposing spirits worth up to 10000 BP together.
  'BSS01-001': [
    { kind: 'keyword', keyword: 'ascend', cond: { side: 'own', what: 'spirit', minCost: 6 } },
    { kind: 'keyword', keyword: 'awaken' },
    {
      kind: 'trigger',
      on: 'summoned',
      ascendWith: { side: 'any', what: 'spirit', name: 'Siegwurm' },
      optional: true,
      cost: [{ pay: 'soulCore', to: 'void' }],
      effect: [{ do: 'gainCore', n: { player: 'own', what: 'life', shortOf: 5 }, to: 'life' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', total: { what: 'bp', max: 10000 } } },
      ],
    },
  ],
  // White Hole Dragon: Awaken; at LV3, when it is destroyed it destroys an opposing spirit whose BP is
  // at most its own (its BP as it was destroyed, read in its last state).
  'BSS01-004': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [3],
      effect: [
        {
          do: 'destroy',
          target: oneFoe({
            what: 'spirit',
            than: [{ what: 'bp', op: 'le', amount: { of: 'self', what: 'bp' } }],
          }),
        },
      ],
    },
  ],
  // Dinosaur Harrier Turborex: Ascend (from a spirit costing 3 or more). As the opponent's attack step
  // begins you may pick one of their spirits, which must then be the first to attack that step if it
  // can; from LV2 its attack bounces an opposing spirit without Ascend.
  'BSS01-059': [
    { kind: 'keyword', keyword: 'ascend', cond: { side: 'own', what: 'spirit', minCost: 3 } },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [1, 2, 3],
      effect: [
        {
          do: 'apply',
          effect: { mustAttack: 'first' },
          target: oneFoe({ what: 'spirit', upTo: true }),
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'toHand', target: oneFoe({ what: 'spirit', notKeyword: 'ascend' }) }],
    },
  ],
  // Jurassic King Gigano Rex: paid for from the hand, each symbol of your Terrasaur and Emperor Beast
  // spirits counts twice toward its reduction; while all your spirits are Terrasaurs or Emperor Beasts
  // it is treated as LV3 (cores or not); Confront on its attacks from LV2; at LV3 its attack gives
  // all your spirits 3000 BP for the turn.
  'BSS01-007': [
    {
      kind: 'constant',
      inHand: true,
      apply: [
        {
          doubleSymbols: true,
          fromHand: true,
          to: { side: 'own', what: 'spirit', spiritTypes: ['TERRASAUR', 'EMPEROR BEAST'] },
        },
      ],
    },
    {
      kind: 'constant',
      levels: [1, 2, 3],
      if: {
        compare: [
          { count: { side: 'own', what: 'spirit' } },
          { count: { side: 'own', what: 'spirit', spiritTypes: ['TERRASAUR', 'EMPEROR BEAST'] } },
        ],
        op: 'eq',
      },
      apply: [{ level: 3, to: { side: 'self' } }],
    },
    { kind: 'keyword', keyword: 'confront', levels: [2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
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
  // Raging Dino Dyrano Rex: Confront on its attacks; at LV3 its attack also destroys a foe of 4000 BP
  // or less.
  'BSS01-009': [
    { kind: 'keyword', keyword: 'confront', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 4000 }) }],
    },
  ],
  // Dilophoza: at LV1 and LV2 it may not block in the opponent's attack step.
  'BSS01-015': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentAttackStep',
      apply: [{ cannot: 'block', to: { side: 'self' } }],
    },
  ],
  // Fierce Gorer Horngrizzly: Confront on its attacks from LV2.
  'BSS01-016': [{ kind: 'keyword', keyword: 'confront', levels: [2, 3], during: 'whileAttacking' }],
  // Cornered Flamerat: from LV2, a card for each life its own attack takes.
  'BSS01-017': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Blaze Dragonoid Ma Gwo: attacking, it takes two trash cores and puts them on a spirit of yours.
  'BSS01-023': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2, 3],
      effect: [{ do: 'placeCores', n: 2, from: 'trash', target: { side: 'own', count: 1 } }],
    },
  ],
  // Flamefish: destroyed while holding the soul core, it destroys a foe of 4000 BP or less. Its own
  // destruction is watched with a `side: self` filter, which judges its last state on the field
  // (8-10-1); self-destruction triggers nothing either way (and leaves no soul core on it).
  'BSS01-024': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      filter: { side: 'self', soulCore: true },
      effect: [{ do: 'destroy', target: oneFoe({ what: 'spirit', maxBp: 4000 }) }],
    },
  ],
  // Iguaknife: arriving, your Terrasaurs are 1000 BP stronger for the turn.
  'BSS01-025': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'bp',
          amount: 1000,
          target: { side: 'own', all: true, spiritType: 'TERRASAUR' },
          until: 'turn',
        },
      ],
    },
  ],
  // Grand Underworld Trio Queen Meduke: the life your Curse and Bloodcurse spirits take in battle goes
  // to the void; Bloodcurse from LV2; at LV3, in your attack step, your Curse spirits have Bloodcurse.
  'BSS01-026': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      apply: [{ lifeTo: 'void', to: { side: 'own', what: 'spirit', keywords: ['curse', 'bloodcurse'] } }],
    },
    { kind: 'keyword', keyword: 'bloodcurse', levels: [2, 3] },
    {
      kind: 'constant',
      levels: [3],
      if: { all: [{ turn: 'yours' }, { step: 'attack' }] },
      apply: [{ grant: { keyword: 'bloodcurse' }, to: { side: 'own', what: 'spirit', keyword: 'curse' } }],
    },
  ],
  // Pandemium of the Dark World Seven: when it dies it takes an exhausted foe along; from LV2 it also
  // strips three cores from a refreshed foe; at LV3 both players throw away five cards of their hands.
  'BSS01-028': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2, 3],
      effect: [{ do: 'destroy', target: oneFoe({ exhausted: true }) }],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2, 3],
      effect: [{ do: 'removeCores', n: 3, target: oneFoe({ exhausted: false }), to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [3],
      effect: [
        { do: 'discard', n: 5, side: 'own', from: 'hand' },
        { do: 'discard', n: 5, side: 'opponent', from: 'hand' },
      ],
    },
  ],
  // Bython: its attack draws a card, but only while it holds the soul core.
  'BSS01-029': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2],
      effect: [{ do: 'if', cond: { self: { side: 'self', soulCore: true } }, then: [{ do: 'draw', n: 1 }] }],
    },
  ],
  // Boa-trictor: Curse on its attacks.
  'BSS01-030': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2, 3], during: 'whileAttacking' }],
  // Dark Bishop Baculus: arriving, every spirit on the field keeps a single core; the rest go to
  // their owners' reserves (nothing is selected, so Armor does not help).
  'BSS01-035': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'removeCores', n: 'allButOne', target: { side: 'any', all: true }, to: 'reserve' }],
    },
  ],
  // Dread Knight Nemesis: attacking, you may destroy one of your spirits (itself included, ruling) to
  // pick a mode: two cores off a foe to its owner's reserve, or two cards drawn. From LV2, destroyed,
  // the opponent picks one of their own spirits to destroy (its Armor against purple keeps it out).
  'BSS01-038': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2, 3],
      optional: true,
      cost: [{ pay: 'destroy', target: { side: 'own', what: 'spirit' } }],
      effect: [
        {
          do: 'oneOf',
          options: [
            [{ do: 'removeCores', n: 2, upTo: true, target: oneFoe(), to: 'reserve' }],
            [{ do: 'draw', n: 2 }],
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2, 3],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' } },
      ],
    },
  ],
  // Dark Knight Mordred: arriving, an exhausted foe loses two cores; from LV2 each attack takes one
  // core off a foe.
  'BSS01-040': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'removeCores', n: 2, target: oneFoe({ exhausted: true }), to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Dark Knight Palomides: from LV2, attacking, it may turn its attack on an exhausted foe.
  'BSS01-041': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      effect: [{ do: 'attackSpirit', target: oneFoe({ exhausted: true }) }],
    },
  ],
  // Shield Knight Guardner: from LV2, in the opponent's attack step, it stands up again whenever a
  // purple spirit of yours is destroyed.
  'BSS01-043': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      during: 'opponentAttackStep',
      filter: { side: 'own', color: 'purple' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Dark Knight Aglovale: destroyed while holding the soul core (its last state on the field, 8-10-1),
  // a card; at LV2 Curse during its attacks.
  'BSS01-044': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      if: { self: { side: 'self', soulCore: true } },
      effect: [{ do: 'draw', n: 1 }],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2], during: 'whileAttacking' },
  ],
  // Dark Lancer Cavaliere: arriving, a card.
  'BSS01-046': [{ kind: 'trigger', on: 'summoned', levels: [1, 2, 3], effect: [{ do: 'draw', n: 1 }] }],
  // Earth Spider Demon: holding the soul core, its attack takes one core off a foe.
  'BSS01-049': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2],
      effect: [
        {
          do: 'if',
          cond: { self: { side: 'self', soulCore: true } },
          then: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
        },
      ],
    },
  ],
  // Fortress God Knight Odin Type-X: stands up as the opponent's attack step begins if you have a
  // white nexus; from LV2, attacking or blocking, it may bounce a foe of cost 3 or less.
  'BSS01-052': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'nexus', color: 'white' }, atLeast: 1 },
          then: [{ do: 'refresh', target: { side: 'self' } }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2, 3],
      effect: [{ do: 'toHand', target: oneFoe({ upTo: true, maxCost: 3 }) }],
    },
  ],
  // Sky Dragonlord Platinum: arriving, every spirit of 3000 BP or less goes back to its owner's hand.
  'BSS01-053': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'toHand', target: { side: 'any', all: true, maxBp: 3000 } }],
    },
  ],
  // Type-90 Tankmobile: Armor against red, purple and white at LV2.
  'BSS01-058': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'purple', 'white'], levels: [2] }],
  // Mechabeast Fortress Naumanngard: destroyed by the opponent, it draws three and gains three cores;
  // at LV2 its controller has one more refresh step after their attack step, once a turn.
  'BSS01-061': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        { do: 'draw', n: 3 },
        { do: 'gainCore', n: 3, to: 'reserve' },
      ],
    },
    { kind: 'constant', levels: [2], oncePerTurn: true, apply: [{ extraRefreshStep: true }] },
  ],
  // Buster Fenrircannon: from LV2, blocking, it bounces every opposing spirit of cost 2 or less.
  'BSS01-062': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2, 3],
      effect: [{ do: 'toHand', target: { side: 'opponent', all: true, maxCost: 2 } }],
    },
  ],
  // Stream Otter: at LV2 it is 4000 BP stronger while it blocks.
  'BSS01-064': [
    { kind: 'constant', levels: [2], during: 'whileBlocking', apply: [{ bp: 4000, to: { side: 'self' } }] },
  ],
  // Cannon Beastmech Liomail: Armor against purple.
  'BSS01-066': [{ kind: 'keyword', keyword: 'armor', colors: ['purple'], levels: [1, 2] }],
  // Valkyrie Mist: arriving, it bounces a foe of cost 7 or less.
  'BSS01-069': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'toHand', target: oneFoe({ maxCost: 7 }) }],
    },
  ],
  // Icemaiden MK-II: Armor against purple and yellow at LV2.
  'BSS01-070': [{ kind: 'keyword', keyword: 'armor', colors: ['purple', 'yellow'], levels: [2] }],
  // Flying Turtle: arriving, it shows the top card; a Fabled Beast spirit is kept, anything else trashed.
  'BSS01-087': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: { side: 'own', what: 'spirit', count: 1, spiritType: 'FABLED BEAST' },
          rest: 'trash',
        },
      ],
    },
  ],
  // Hippocampo: Blessed on its attacks.
  'BSS01-089': [{ kind: 'keyword', keyword: 'blessed', levels: [1, 2], during: 'whileAttacking' }],
  // Caladrius: Luster on its attacks at LV2.
  'BSS01-098': [{ kind: 'keyword', keyword: 'luster', levels: [2], during: 'whileAttacking' }],
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
  // Angelic Pressure: an opposing spirit loses 3000 BP for the turn.
  'BSS01-133': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: -3000, target: oneFoe(), until: 'turn' }],
    },
  ],
  // Divine Mars Dragon Ares Dragoon: Awaken; at LV3, once a turn as its attack's battle ends, you may
  // stand up all your spirits with Awaken.
  'BSS01-003': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'battleEnd',
      levels: [3],
      during: 'whileAttacking',
      oncePerTurn: true,
      optional: true,
      effect: [{ do: 'refresh', target: { side: 'own', all: true, keyword: 'awaken' } }],
    },
  ],
  // Flame Emperor Agniffon: arriving, it destroys every opposing spirit of 4000 BP or less that has a
  // When Summoned ability.
  'BSS01-014': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        { do: 'destroy', target: { side: 'opponent', all: true, maxBp: 4000, hasTrigger: 'summoned' } },
      ],
    },
  ],
  // Dragno Guard: when it wins its own attack's battle, an opposing nexus is destroyed.
  'BSS01-021': [
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [1, 2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus' }) }],
    },
  ],
  // Dinoman Tyrannoid: treated as LV3 while you have two spirits or fewer.
  'BSS01-022': [
    {
      kind: 'constant',
      if: { count: { side: 'own', what: 'spirit' }, atMost: 2 },
      apply: [{ level: 3, to: { side: 'self' } }],
    },
  ],
  // Camelot Knight: Curse during its attacks, but only while it holds the soul core. Its text grants
  // the keyword rather than printing it, so it is a constant effect: by ruling, the card does not have
  // Curse in the trash (King Snake Quetzalcutl cannot take it back).
  'BSS01-042': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'whileAttacking',
      apply: [{ grant: { keyword: 'curse' }, to: { side: 'self', soulCore: true } }],
    },
  ],
  // Phantasm Archking Zenas: Curse during its attacks; at LV2 no LV1 spirit may block a Curse spirit
  // of yours.
  'BSS01-047': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' },
    {
      kind: 'constant',
      levels: [2],
      apply: [{ noBlockBy: { side: 'opponent', maxLevel: 1 }, to: { side: 'own', keyword: 'curse' } }],
    },
  ],
  // Gun Knight Heavybarrel: destroyed by the opponent, it sends an opposing spirit with a When
  // Summoned ability to the bottom of its owner's deck.
  'BSS01-054': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'toDeck', target: oneFoe({ hasTrigger: 'summoned' }), bottom: true }],
    },
  ],
  // Armored Dragonship Enterprise: Armor against red, purple and white; from LV2 it stands up after
  // blocking, once a turn; at LV3 every spirit of yours has the same Armor.
  'BSS01-067': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'purple', 'white'], levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2, 3],
      oncePerTurn: true,
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [3],
      apply: [
        {
          grant: { keyword: 'armor', colors: ['red', 'purple', 'white'] },
          to: { side: 'own', what: 'spirit' },
        },
      ],
    },
  ],
  // Head Icemaid Fulla: the opponent's effects cannot take cores off it, nor off your spirits holding
  // a soul core (the official reading: its controller's spirits, judged as the cores would move).
  'BSS01-073': [
    {
      kind: 'constant',
      apply: [
        { protect: 'removeCores', from: 'opponent', to: { side: 'self' } },
        { protect: 'removeCores', from: 'opponent', to: { side: 'own', what: 'spirit', soulCore: true } },
      ],
    },
  ],
  // War Angel Shin: Luster during its attacks; at LV3, during its attack, once a turn it stands up
  // after a magic card of yours resolves.
  'BSS01-077': [
    { kind: 'keyword', keyword: 'luster', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [3],
      during: 'whileAttacking',
      oncePerTurn: true,
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Angel Throne: arriving, a yellow magic card of cost 4 or less comes back from your trash.
  'BSS01-078': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'toHand',
          target: { side: 'own', zone: 'trash', what: 'magic', color: 'yellow', maxCost: 4, count: 1 },
        },
      ],
    },
  ],
  // Twilight Dragonrider Flavum: during its attack, each magic card you use is followed by exhausting
  // an opposing spirit; Luster during its attacks from LV2.
  'BSS01-079': [
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [1, 2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'exhaust', target: oneFoe() }],
    },
    { kind: 'keyword', keyword: 'luster', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Wonderland Alice: from LV2 its attack weakens an opposing spirit by 1000 BP per spirit of yours
  // for the turn; at LV3, in either attack step and while you have three spirits or more, it may
  // take a core from the void and stay on the field exhausted instead of being destroyed.
  'BSS01-091': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'bp',
          amount: -1000,
          per: { count: { side: 'own', what: 'spirit' } },
          target: oneFoe(),
          until: 'turn',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [3],
      during: 'eitherAttackStep',
      if: { count: { side: 'own', what: 'spirit' }, atLeast: 3 },
      apply: [
        {
          substitute: 'destroy',
          to: { side: 'self' },
          instead: [
            { do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } },
            { do: 'exhaust', target: { side: 'self' } },
          ],
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
  // Beldegor of the Dark World Seven: Immortal in either attack step for a cost-4 or cost-5 spirit of
  // yours (the data lists the costs 4 and 5); arriving, it destroys an exhausted opposing spirit of
  // cost 4 or less.
  'BSS01-039': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 4, maxCost: 5 },
    },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'destroy', target: oneFoe({ exhausted: true, maxCost: 4 }) }],
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
  // King Harald: in the opponent's attack step it stands up whenever a blocker of yours has Armor.
  // Written as "an opposing spirit is blocked" while your blocker has Armor: in the opponent's attack
  // step only their spirits attack, so each of your blocks is exactly that event, and the one
  // blocking spirit of the battle is the one checked.
  'BSS01-071': [
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [1, 2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent' },
      if: { count: { side: 'own', what: 'spirit', keyword: 'armor', battle: 'blocking' }, atLeast: 1 },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Crafter Fairy Lepri: in your attack step, when a Luster spirit of yours is blocked, the opposing
  // blocker counts as LV1 for that battle (no selection: the one blocking spirit).
  'BSS01-095': [
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', keyword: 'luster' },
      effect: [
        {
          do: 'setLevel',
          level: 1,
          target: { side: 'opponent', all: true, battle: 'blocking' },
          until: 'battle',
        },
      ],
    },
  ],
  // Starblessed Draw: two cards as a burst when the opponent finishes a When Summoned effect, and two
  // more if its main effect is then paid for.
  'BSS01-118': [
    { kind: 'burst', on: 'opponentWhenSummoned', effect: [{ do: 'draw', n: 2 }], thenMain: true },
    { kind: 'magic', timing: ['main'], effect: [{ do: 'draw', n: 2 }] },
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
  // Magic Swordsman Dragonaga: a card when summoned, if its cost took the soul core.
  'BSS01-031': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'if', cond: { soulPaid: 'self' }, then: [{ do: 'draw', n: 1 }] }],
    },
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
  // Divine Flower Queen Marigold: when summoned it may dig three cards deep (five if the soul core
  // paid) for one magic card; the others go under the deck.
  'BSS01-094': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'reveal', n: 5, pick: { side: 'own', what: 'magic', count: 1 }, rest: 'bottom' }],
        },
        {
          do: 'if',
          cond: { not: { soulPaid: 'self' } },
          then: [{ do: 'reveal', n: 3, pick: { side: 'own', what: 'magic', count: 1 }, rest: 'bottom' }],
        },
      ],
    },
  ],
  // Greatbow Angel: when summoned with the soul core among its cost, draw two, then two hand cards go
  // under the deck.
  'BSS01-080': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            { do: 'draw', n: 2 },
            { do: 'toDeck', bottom: true, target: { side: 'own', what: 'card', zone: 'hand', count: 2 } },
          ],
        },
      ],
    },
  ],
  // Devilish Prankster Imp: in your attack step, each time a Shadow attacker of yours takes life, one
  // core of an opposing spirit goes to its owner's reserve.
  'BSS01-048': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      filter: { side: 'own', spiritType: 'SHADOW' },
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', count: 1 },
          to: 'reserve',
        },
      ],
    },
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
  // King Snake Quetzalcutl: arriving, it takes back a Curse or Bloodcurse spirit card from the trash
  // (printed keywords there); at LV2 its attack destroys a foe holding exactly one core.
  'BSS01-027': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'toHand',
          target: { side: 'own', what: 'spirit', zone: 'trash', count: 1, keywords: ['curse', 'bloodcurse'] },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [{ do: 'destroy', target: oneFoe({ what: 'spirit', minCores: 1, maxCores: 1 }) }],
    },
  ],
  // Snowflaken: Armor against red; at LV2 its block sends a foe with Confront or Curse back to the hand.
  'BSS01-068': [
    { kind: 'keyword', keyword: 'armor', colors: ['red'], levels: [1, 2] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [{ do: 'toHand', target: oneFoe({ what: 'spirit', keywords: ['confront', 'curse'] }) }],
    },
  ],
  // Syntarsaurus: its attacks show the top card, kept in hand if a Terrasaur spirit, else put back on
  // top; at LV2 it gains 1000 BP per Terrasaur spirit of yours (itself included) while attacking.
  'BSS01-008': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: { side: 'own', what: 'spirit', spiritType: 'TERRASAUR', count: 1 },
          rest: 'top',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'whileAttacking',
      apply: [
        {
          bp: 1000,
          per: { count: { side: 'own', what: 'spirit', spiritType: 'TERRASAUR' } },
          to: { side: 'self' },
        },
      ],
    },
  ],
  // Where Stars Are Born: placed, it shows one card per Star Dragon spirit of yours and keeps one red
  // spirit card, the rest under the deck; at LV2, in your attack step, an attacker of cost 4 or more
  // destroys a foe of 1000 BP or less.
  'BSS01-103': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: { count: { side: 'own', what: 'spirit', spiritType: 'STAR DRAGON' } },
          pick: { side: 'own', what: 'spirit', color: 'red', count: 1 },
          rest: 'bottom',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', minCost: 4 },
      effect: [{ do: 'destroy', target: oneFoe({ what: 'spirit', maxBp: 1000 }) }],
    },
  ],
  // Pentan Chick: at LV2, in your turn, the symbols of your Lyric Bird spirits count twice toward the
  // cost of a magic card you use.
  'BSS01-100': [
    {
      kind: 'constant',
      levels: [2],
      during: 'yourTurn',
      apply: [
        {
          doubleSymbols: true,
          for: { side: 'own', what: 'magic' },
          to: { side: 'own', what: 'spirit', spiritType: 'LYRIC BIRD' },
        },
      ],
    },
  ],
  // Heavy Tank Curiosity: at LV2, in either attack step, a Mecha spirit of yours that the opponent's
  // effect would destroy stays on the field exhausted instead (10-1-3-2: its controller decides
  // whether to apply the substitution).
  'BSS01-057': [
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [
        {
          substitute: 'destroy',
          only: 'opponentEffect',
          to: { side: 'own', what: 'spirit', spiritType: 'MECHA' },
          instead: [{ do: 'exhaust', target: { side: 'subject' } }],
        },
      ],
    },
  ],
  // Heavenblade Dragon Ryute: in either main step, cores bound for either player's life go onto it
  // instead; from LV2, in your turn, your opponent's effects cannot send your spirits to hand or deck.
  'BSS01-084': [
    { kind: 'constant', levels: [1, 2, 3], during: 'eitherMainStep', apply: [{ lifeCoresToSelf: 'any' }] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourTurn',
      apply: [{ protect: 'return', from: 'opponent', to: { side: 'own', what: 'spirit' } }],
    },
  ],
  // Phantom Beast King Liin: arriving, it makes one opposing spirit per Fabled Beast spirit of yours
  // (itself included) LV1 for the turn; at LV3, with three cost-2 spirits of yours, its attack cannot be
  // blocked by spirits that have effects this turn.
  'BSS01-085': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'setLevel',
          level: 1,
          target: {
            side: 'opponent',
            what: 'spirit',
            countBy: { count: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST' } },
          },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 }, atLeast: 3 },
          then: [
            {
              do: 'apply',
              effect: { noBlockBy: { side: 'any', what: 'spirit', noAbilities: false } },
              target: { side: 'self' },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Arcana Knight Hex: in your attack step, a card each time your life goes up.
  'BSS01-092': [
    {
      kind: 'trigger',
      on: 'lifeGained',
      levels: [1, 2, 3],
      during: 'yourAttackStep',
      effect: [{ do: 'draw', n: 1 }],
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
  // Divine Halberd Dragon Arc: no spirit with 2000 BP or less reduces anyone's life by its attack; from
  // LV2 its attack destroys one opposing spirit with 2000 BP or less.
  'BSS01-002': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      apply: [{ noLifeDamage: 'any', to: { side: 'any', what: 'spirit', maxBp: 2000 } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'destroy', target: oneFoe({ what: 'spirit', maxBp: 2000 }) }],
    },
  ],
  // Stormbeast Emperor Thunder Leon: arriving, it destroys every opposing spirit with 2000 BP or less
  // (no selection) without their "When Destroyed" effects; at LV3 its attack draws a card.
  'BSS01-013': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'destroy',
          noWhenDestroyed: true,
          target: { side: 'opponent', what: 'spirit', maxBp: 2000, all: true },
        },
      ],
    },
    { kind: 'trigger', on: 'attacks', levels: [3], effect: [{ do: 'draw', n: 1 }] },
  ],
  // Head Snow Librarian Saga: attacking or blocking, one core of your trash goes to your reserve; when
  // that core is the soul core, it is 3000 BP stronger for the turn. With the soul core in the trash
  // the player chooses which kind moves (8-5-6); the bonus is tested only in that case, so a soul core
  // already in the reserve never counts.
  'BSS01-072': [
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { not: { soulCoreIn: 'trash' } },
          then: [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' }],
        },
        {
          do: 'if',
          cond: { soulCoreIn: 'trash' },
          then: [
            { do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' },
            {
              do: 'if',
              cond: { soulCoreIn: 'reserve' },
              then: [{ do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' }],
            },
          ],
        },
      ],
    },
  ],
  // Spear Angel: in either main step, every nexus loses its effects marked LV1, whatever its level.
  'BSS01-081': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'eitherMainStep',
      apply: [{ loseEffects: 'lv1', to: { side: 'any', what: 'nexus' } }],
    },
  ],
  // Sage Beast Iberix: in either attack step your magic cards have one more yellow reduction symbol.
  'BSS01-086': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'eitherAttackStep',
      apply: [{ addReduction: ['yellow'], to: { side: 'own', what: 'magic' } }],
    },
  ],
  // Sacred Thundering Peaks: in your attack step, a spirit of yours beaten in battle brings back from
  // your trash a spirit card costing less than it did; at LV2 a Confront spirit of yours making the
  // turn's first attack is refreshed.
  'BSS01-104': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      cause: 'battle',
      effect: [
        {
          do: 'toHand',
          target: {
            side: 'own',
            what: 'spirit',
            zone: 'trash',
            count: 1,
            than: [{ what: 'cost', op: 'lt', amount: { of: 'subject', what: 'cost' } }],
          },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'confront' },
      if: { amount: { player: 'own', what: 'attacksThisTurn' }, atMost: 1 },
      effect: [{ do: 'refresh', target: { side: 'subject' } }],
    },
  ],
  // Infinity Mothership: the opponent's attack step opens with every core of your trash going to your
  // reserve; at LV2, with a Mecha spirit of yours out, your core step gains two cores instead of one.
  'BSS01-110': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [1, 2],
      effect: [
        {
          do: 'sendCores',
          n: { player: 'own', what: 'trashCores' },
          side: 'own',
          from: 'trash',
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      if: { count: { side: 'own', what: 'spirit', spiritType: 'MECHA' }, atLeast: 1 },
      apply: [{ coreStepGain: 2 }],
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
  // Pentan: from LV2 the first magic card you use each turn costs 1 less.
  'BSS01-099': [
    {
      kind: 'constant',
      levels: [2, 3],
      if: { amount: { player: 'own', what: 'magicThisTurn' }, atMost: 0 },
      apply: [{ costDelta: -1, to: { side: 'own', what: 'magic' } }],
    },
  ],
  // Pegacyone: Armor against red and purple; from LV2, holding the soul core in the opponent's attack
  // step, it may block attackers with two cores or fewer while exhausted (as often as it likes).
  'BSS01-060': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'purple'], levels: [1, 2, 3] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'opponentAttackStep',
      if: { self: { side: 'self', soulCore: true } },
      apply: [
        {
          blockExhausted: true,
          against: { side: 'opponent', what: 'spirit', maxCores: 2 },
          to: { side: 'self' },
        },
      ],
    },
  ],
  // Nebula Dragon: at LV2, attacking with the soul core on it, its one red symbol counts as two, for
  // damage and for paying costs.
  'BSS01-006': [
    {
      kind: 'constant',
      levels: [2],
      during: 'whileAttacking',
      if: { self: { side: 'self', soulCore: true } },
      apply: [
        { symbols: 1, to: { side: 'self' } },
        { doubleSymbols: true, to: { side: 'self' } },
      ],
    },
  ],
  // Ancient Fault: on your turn its red symbol counts as two toward costs (a nexus deals no damage). At
  // LV2, in your attack step, when a Terrasaur of yours destroys an opposing spirit in battle, another
  // opposing spirit with exactly the loser's BP (its last state) is destroyed.
  'BSS01-102': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourTurn',
      apply: [{ doubleSymbols: true, to: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'TERRASAUR' },
      effect: [
        {
          do: 'destroy',
          target: oneFoe({
            what: 'spirit',
            than: [{ what: 'bp', op: 'eq', amount: { of: 'subject', what: 'bp' } }],
          }),
        },
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
  // Godbeast Behemoth: paid for from the hand, the symbols of cost-2 spirit cards in your trash
  // count too; from LV2, when it attacks, your cost-2 spirits cannot be blocked by LV2+ spirits
  // this turn (fixed as it resolves: they keep it if Behemoth leaves, ruling on BSS01-083).
  'BSS01-083': [
    {
      kind: 'constant',
      inHand: true,
      apply: [{ trashSymbols: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', minLevel: 2 } },
          target: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2, all: true },
          until: 'turn',
        },
      ],
    },
  ],

  // Dualgun Mechlord Dirm Dyna: its soul core, paid as it attacks, makes as many of your white spirits
  // as there are nexuses on both fields unblockable this turn; from LV2, in an attack step, a core
  // paid keeps it on the field, refreshed, when the opponent's effect would destroy it.
  'BSS01-051': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2, 3],
      // Ruling on BSS01-051: paying the soul core is a choice.
      optional: true,
      cost: [{ pay: 'soulCoreOfSelf' }],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'any', what: 'spirit' } },
          target: {
            side: 'own',
            what: 'spirit',
            color: 'white',
            countBy: { count: { side: 'any', what: 'nexus' } },
          },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'eitherAttackStep',
      apply: [
        {
          substitute: 'destroy',
          only: 'opponentEffect',
          to: { side: 'self' },
          cost: [{ pay: 'cores', n: 1 }],
          instead: [{ do: 'refresh', target: { side: 'subject' } }],
        },
      ],
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

  // Infernal King Curse Dragon: summoned, it takes a core off every other spirit on both fields (the
  // emptied ones are destroyed there and then) and gains a core from the void per spirit so
  // destroyed; at LV2 its attack leaves one opposing spirit a single core.
  'BSS01-034': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'any', what: 'spirit', all: true, other: true },
          to: 'reserve',
        },
        { do: 'placeCores', n: { destroyedByThis: 'any' }, from: 'void', target: { side: 'self' } },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [
        {
          do: 'removeCores',
          n: 'allButOne',
          target: { side: 'opponent', what: 'spirit', count: 1 },
          to: 'reserve',
        },
      ],
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
  // Volcanic Canyon: you draw one more card in your draw step, then discard one from your hand; at LV2
  // your spirits are 1000 BP stronger in your attack step.
  'BSS01-101': [
    { kind: 'constant', levels: [1, 2], apply: [{ drawStepExtra: 1 }] },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit' } }],
    },
  ],
  // Archangel Michaela: arriving, it shows a deck-top card for each yellow spirit and yellow nexus of
  // yours (itself included, rulings on BSS01-076), keeps every magic card among them and puts the rest
  // at the bottom in your order; at LV2, with a soul core on it, in either attack step you may use
  // magic cards from your hand free.
  'BSS01-076': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: { count: { side: 'own', what: 'spiritOrNexus', color: 'yellow' } },
          pick: { side: 'own', what: 'magic', all: true },
          rest: 'bottom',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      if: { self: { side: 'self', soulCore: true } },
      apply: [{ useFree: { side: 'own', what: 'magic' } }],
    },
  ],
};

export default abilities;

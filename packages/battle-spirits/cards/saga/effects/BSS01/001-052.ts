// BSS01, cards BSS01-001 to BSS01-052: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS01.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { oneFoe } from './helpers.ts';

export const BSS01_001_052: Record<string, Ability[]> = {
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
  // Magic Swordsman Dragonaga: a card when summoned, if its cost took the soul core.
  'BSS01-031': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'if', cond: { soulPaid: 'self' }, then: [{ do: 'draw', n: 1 }] }],
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
};
